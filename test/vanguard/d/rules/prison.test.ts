// VGD 17.5 Imprison, played in format `d` with D-SD05's Prison cards: imprisoning puts the card into the performer's
// order zone with their Prison (17.5.1.1) or does nothing without one; originalDress cards go with their unit
// (17.5.1.2); an imprisoned card is no card of the field and its abilities are not active (17.5.2.1); its master is
// its owner (17.5.2.2); with no Prison left, the imprisoned cards go to their owner's drop zone (17.5.3).
import { describe, expect, it } from 'vitest';
import { answer, idOf, offers, prompt, scenario } from '../../scenario.ts';
import { codes, playAct, pw } from '../../cards/helpers.ts';
import { count } from '../../../../src/games/vanguard/abilities/conditions.ts';
import { performRuleActions } from '../../../../src/games/vanguard/ruleActions.ts';
import { imprison } from '../../../../src/games/vanguard/prison.ts';
import { vgView as view } from '../../../../src/games/vanguard/view.ts';
import { vanguardCensus } from '../../../../src/games/vanguard/census.ts';

const SERAPH = 'D-SD05/001';
const PRISON = 'D-SD05/015';
const JEWELION = 'D-SD05/007'; // grade 2, no ability
const CAUTION = 'D-SD05/008'; // [CONT](RC/GC) reads the Prison
const SECURITY = 'D-SD05/006';
const DOOGER = 'D-SD04/006'; // [CONT](RC): Power +5000 with four other rear-guards

describe('VGD 17.5 Imprison', () => {
  it('VGD 17.5.1 VGD 17.5.1.1 with a Prison in the order zone, the card goes there as an imprisoned card (a new card, face up)', () => {
    const s = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: SERAPH, orderZone: [PRISON], damage: [JEWELION] },
      p1: { vanguard: JEWELION, rc: { FL: JEWELION, FR: CAUTION } },
    });
    const before = idOf(s, 1, 'FL', JEWELION);
    playAct(s, 0, idOf(s, 0, 'VC', SERAPH), 2);
    answer(s, { t: 'unit', seat: 1, circle: 'FL' });
    answer(s, { t: 'unit', seat: 1, circle: 'FR' });
    expect(s.players[1].field.FL).toEqual([]);
    expect(s.players[1].field.FR).toEqual([]);
    expect(codes(s.players[1].imprisoned ?? [])).toEqual([JEWELION, CAUTION]);
    expect(s.players[1].imprisoned!.every((c) => c.up && c.owner === 1 && c.id !== before)).toBe(true);
    expect(codes(s.players[0].orderZone!)).toEqual([PRISON]); // the Prison stays
  });
  it('VGD 17.5.1.1 without a Prison the instruction does nothing: the cost is paid, the rear-guards stay', () => {
    const s = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: SERAPH, damage: [JEWELION] },
      p1: { vanguard: JEWELION, rc: { FL: JEWELION, FR: CAUTION } },
    });
    playAct(s, 0, idOf(s, 0, 'VC', SERAPH), 2);
    answer(s, { t: 'unit', seat: 1, circle: 'FL' });
    answer(s, { t: 'unit', seat: 1, circle: 'FR' });
    expect(s.players[0].damage[0].up).toBe(false); // Counter Blast (1) paid
    expect(codes(s.players[1].field.FL)).toEqual([JEWELION]);
    expect(codes(s.players[1].field.FR)).toEqual([CAUTION]);
    expect(s.players[1].imprisoned ?? []).toEqual([]);
  });
  it('VGD 17.5.1.2 a unit in the overDress state is imprisoned with its originalDress cards', () => {
    const s = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: SERAPH, orderZone: [PRISON] },
      p1: { vanguard: JEWELION, rc: { FL: CAUTION } },
    });
    const unit = s.players[1].field.FL[0];
    const dressCard = { ...s.players[1].field.FL[0], id: s.nextId++, code: JEWELION };
    s.players[1].dress = [{ unit: unit.id, cards: [dressCard] }];
    expect(imprison(s, 0, unit, 'FL')).toBe(true);
    expect(codes(s.players[1].imprisoned!).sort()).toEqual([CAUTION, JEWELION].sort());
    expect(s.players[1].dress).toEqual([]);
    expect(s.players[1].field.FL).toEqual([]);
  });
  it('VGD 17.5.2.1 an imprisoned card is no card of the field and its abilities are not active', () => {
    // Four other rear-guards would give Dooger +5000; three on the field and one imprisoned do not.
    const rc = { FL: DOOGER, FR: JEWELION, BL: JEWELION, BC: JEWELION };
    const s = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: SERAPH, orderZone: [PRISON] },
      p1: { vanguard: JEWELION, rc, imprisoned: [JEWELION, CAUTION] },
    });
    expect(pw(s, 1, 'FL')).toBe(10000);
    expect(count(s, 1, { of: 'rearguards', whose: 'you' })).toBe(4);
    // Imprisoned, Autonomic Caution's [CONT](RC/GC) is not active: it changes nothing anywhere.
    expect(view(s, 1).players[1].prison).toBeUndefined();
    // Control: a fifth rear-guard on the field does give it.
    const t = scenario({ format: 'd', at: 'main', p1: { vanguard: JEWELION, rc: { ...rc, BR: JEWELION } } });
    expect(pw(t, 1, 'FL')).toBe(15000);
  });
  it('VGD 17.5.2.2 the master of an imprisoned card is its owner: it is counted for the Prison’s holder as the opponent’s card, and shown in the holder’s order zone to both players', () => {
    const s = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: SERAPH, orderZone: [PRISON] },
      p1: { vanguard: JEWELION, imprisoned: [JEWELION] },
    });
    expect(s.players[1].imprisoned![0].owner).toBe(1);
    expect(count(s, 0, { of: 'imprisoned' })).toBe(1);
    expect(count(s, 1, { of: 'imprisoned' })).toBe(0);
    for (const viewer of [0, 1] as const) {
      expect(view(s, viewer).players[0].prison?.map((c) => c.code)).toEqual([JEWELION]);
      expect(view(s, viewer).players[1].prison).toBeUndefined();
    }
    const place = vanguardCensus(s).find((p) => p.zone === 'imprisoned')!;
    expect(place).toMatchObject({ owner: 1, seat: 1, visibleTo: 'all' });
  });
  it('VGD 17.5.3 with no Prison left in the order zone, the imprisoned cards go to their owner’s drop zone as a rule action; not while a Prison is there', () => {
    const s = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: SERAPH, orderZone: [PRISON] },
      p1: { vanguard: JEWELION, imprisoned: [JEWELION, CAUTION] },
    });
    expect(performRuleActions(s)).toBe('none');
    expect(codes(s.players[1].imprisoned!)).toEqual([JEWELION, CAUTION]);
    s.players[0].orderZone = [];
    expect(performRuleActions(s)).toBe('applied');
    expect(s.players[1].imprisoned).toEqual([]);
    expect(codes(s.players[1].drop)).toEqual([JEWELION, CAUTION]);
  });
  it('VGD 17.5 a Prison’s [CONT]: the opponent may Soul Blast (1) to call one imprisoned card, Counter Blast (1) to call two; neither with none imprisoned', () => {
    const spec = (imprisoned: string[]) =>
      scenario({
        format: 'd',
        at: 'main',
        turnPlayer: 1,
        p0: { vanguard: SERAPH, orderZone: [PRISON] },
        p1: { vanguard: SERAPH, soul: [JEWELION], damage: [JEWELION], imprisoned },
      });
    const s = spec([JEWELION, CAUTION]);
    expect(offers(s, { t: 'prisonCall', pay: 'soulBlast' })).toBe(true);
    answer(s, { t: 'prisonCall', pay: 'counterBlast' });
    answer(s, { t: 'unit', circle: 'FL' });
    answer(s, { t: 'unit', circle: 'FR' });
    expect(codes([...s.players[1].field.FL, ...s.players[1].field.FR]).sort()).toEqual([CAUTION, JEWELION].sort());
    expect(s.players[1].damage[0].up).toBe(false);
    expect(s.players[1].imprisoned).toEqual([]);
    const one = spec([JEWELION, CAUTION]);
    answer(one, { t: 'prisonCall', pay: 'soulBlast' });
    expect(prompt(one)).toBe('vg.callCards');
    answer(one, { t: 'card', card: idOf(one, 1, 'imprisoned', CAUTION) });
    answer(one, { t: 'unit', circle: 'BC' });
    expect(codes(one.players[1].field.BC)).toEqual([CAUTION]);
    expect(codes(one.players[1].imprisoned!)).toEqual([JEWELION]);
    expect(codes(one.players[1].drop)).toEqual([JEWELION]); // the soul blast
    // Control: nothing imprisoned, nothing offered.
    expect(offers(spec([]), { t: 'prisonCall' })).toBe(false);
    // Control: the Prison's holder is not offered it for the opponent's imprisoned cards.
    const own = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: SERAPH, orderZone: [PRISON], soul: [JEWELION] },
      p1: { vanguard: SERAPH, imprisoned: [JEWELION] },
    });
    expect(offers(own, { t: 'prisonCall' })).toBe(false);
  });
  it('VGD 17.5.1.1 the opponent chooses a hand card to imprison (Risatt Pink); with no Prison nothing is chosen', () => {
    const s = scenario({
      format: 'd',
      at: 'ride',
      p0: { vanguard: JEWELION, hand: ['D-SD05/002'], orderZone: [PRISON] },
      p1: { vanguard: JEWELION, hand: [SECURITY, CAUTION] },
    });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', 'D-SD05/002') });
    expect(s.decision).toMatchObject({ seat: 1, prompt: 'vg.imprisonFromHand' });
    answer(s, { t: 'card', card: idOf(s, 1, 'hand', CAUTION) });
    expect(codes(s.players[1].imprisoned!)).toEqual([CAUTION]);
    expect(codes(s.players[1].hand)).toEqual([SECURITY]);
    const t = scenario({
      format: 'd',
      at: 'ride',
      p0: { vanguard: JEWELION, hand: ['D-SD05/002'] },
      p1: { vanguard: JEWELION, hand: [SECURITY, CAUTION] },
    });
    answer(t, { t: 'ride', card: idOf(t, 0, 'hand', 'D-SD05/002') });
    expect(prompt(t)).not.toBe('vg.imprisonFromHand');
    expect(codes(t.players[1].hand)).toEqual([SECURITY, CAUTION]);
  });
});
