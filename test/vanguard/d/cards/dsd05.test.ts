// D-SD05 "Aurora Battle Princess, Seraph Snow" (Brandt Gate): its Prison cards (src/games/vanguard/cards/abilities/
// dsd05.ts), played in format `d` (VGD 17.5, prison.ts). Each works, and does nothing where its text says so. The
// deck's other cards are tested in dsd04and05.test.ts.
import { describe, expect, it } from 'vitest';
import { answer, events, idOf, offers, prompt, scenario } from '../../scenario.ts';
import { attack, codes, endGuard, playAct, pw, textOf } from '../../cards/helpers.ts';
import { vgView } from '../../../../src/games/vanguard/view.ts';
import { guardianShield } from '../../cards/helpers.ts';
import { many } from './dHelpers.ts';

const SERAPH = 'D-SD05/001';
const RISATT = 'D-SD05/002';
const KYANITE = 'D-SD05/003';
const GUNNER = 'D-SD05/005';
const SECURITY = 'D-SD05/006';
const JEWELION = 'D-SD05/007'; // no ability
const CAUTION = 'D-SD05/008';
const PRISON = 'D-SD05/015';

describe('D-SD05 Prison cards', () => {
  it('D-SD05/001 Seraph Snow: VGD 17.5 [CONT](VC) in your turn +10000 with one imprisoned card, drive +1 with three; nothing with none or in the opponent’s turn', () => {
    const at = (imprisoned: string[], turnPlayer: 0 | 1 = 0) =>
      scenario({
        format: 'd',
        at: 'battle',
        turnPlayer,
        p0: { vanguard: SERAPH, orderZone: [PRISON], deck: many(JEWELION) },
        p1: { vanguard: JEWELION, imprisoned, deck: many(JEWELION) },
      });
    expect(pw(at([]), 0, 'VC')).toBe(13000);
    expect(pw(at([JEWELION]), 0, 'VC')).toBe(23000);
    expect(pw(at([JEWELION], 1), 0, 'VC')).toBe(13000);
    for (const [n, checks] of [
      [2, 2],
      [3, 3],
    ] as const) {
      const s = at(many(JEWELION, n));
      attack(s, 'VC', 'VC');
      endGuard(s);
      for (let i = 0; i < 10 && prompt(s) !== 'vg.attack' && !s.result; i++) answer(s, s.decision!.options[0] as never);
      expect(events(s, 'driveCheck')).toHaveLength(checks);
    }
  });
  it('D-SD05/001 Seraph Snow: VGD 17.5.1.1 [ACT](VC/RC) 1/Turn CB1 imprisons two opponent rear-guards; once a turn only', () => {
    const s = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: SERAPH, orderZone: [PRISON], damage: [JEWELION, JEWELION] },
      p1: { vanguard: JEWELION, rc: { FL: JEWELION, FR: CAUTION, BC: JEWELION } },
    });
    const id = idOf(s, 0, 'VC', SERAPH);
    playAct(s, 0, id, 2);
    answer(s, { t: 'card', card: s.players[0].damage[0].id }); // Counter Blast (1)
    answer(s, { t: 'unit', seat: 1, circle: 'FL' });
    answer(s, { t: 'unit', seat: 1, circle: 'FR' });
    expect(codes(s.players[1].imprisoned!)).toEqual([JEWELION, CAUTION]);
    expect(codes(s.players[1].field.BC)).toEqual([JEWELION]);
    expect(offers(s, { t: 'act', card: id, index: 2 })).toBe(false);
    expect(textOf(SERAPH)).toContain('imprison them in your Prison');
  });
  it('D-SD05/002 Risatt Pink: VGD 17.5.1 placed on (VC), the opponent imprisons a hand card of their choice; [CONT](RC) +2000 with one imprisoned, none without', () => {
    const s = scenario({
      format: 'd',
      at: 'ride',
      p0: { vanguard: KYANITE, hand: [RISATT], orderZone: [PRISON] },
      p1: { vanguard: JEWELION, hand: [JEWELION, CAUTION] },
    });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', RISATT) });
    expect(s.decision).toMatchObject({ seat: 1, prompt: 'vg.imprisonFromHand' });
    answer(s, { t: 'card', card: idOf(s, 1, 'hand', JEWELION) });
    expect(codes(s.players[1].imprisoned!)).toEqual([JEWELION]);
    const rc = (imprisoned: string[]) =>
      scenario({
        format: 'd',
        at: 'main',
        p0: { vanguard: SERAPH, rc: { FL: RISATT }, orderZone: [PRISON] },
        p1: { imprisoned },
      });
    expect(pw(rc([JEWELION]), 0, 'FL')).toBe(12000);
    expect(pw(rc([]), 0, 'FL')).toBe(10000);
  });
  it('D-SD05/003 Kyanite Blue: placed on (VC), search the deck for a Prison card; placed on (RC) with an imprisoned card, CB1 SB1 draw; nothing without one', () => {
    const s = scenario({
      format: 'd',
      at: 'ride',
      p0: { vanguard: 'D-SD05/004', hand: [KYANITE], deck: [JEWELION, PRISON, JEWELION] },
    });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', KYANITE) });
    // Ruby Red's "rode upon" stands by too: either order.
    while (prompt(s) === 'vg.playAuto') answer(s, s.decision!.options[0] as never);
    expect(prompt(s)).toBe('vg.search');
    const options = s.decision!.options as { t: string; card?: number }[];
    expect(options.filter((o) => o.t === 'card')).toHaveLength(1); // the Prison card only
    answer(s, { t: 'card', card: idOf(s, 0, 'deck', PRISON) });
    expect(codes(s.players[0].hand)).toEqual([PRISON]);
    const call = (imprisoned: string[]) => {
      const t = scenario({
        format: 'd',
        at: 'main',
        p0: {
          vanguard: SERAPH,
          hand: [KYANITE],
          damage: [JEWELION],
          soul: [JEWELION],
          deck: many(JEWELION),
          orderZone: [PRISON],
        },
        p1: { imprisoned },
      });
      answer(t, { t: 'call', card: idOf(t, 0, 'hand', KYANITE), circle: 'FL' });
      return t;
    };
    const t = call([JEWELION]);
    expect(prompt(t)).toBe('vg.payCost');
    answer(t, { t: 'yes' });
    expect(codes(t.players[0].hand)).toEqual([JEWELION]);
    expect(t.players[0].soul).toEqual([]);
    const u = call([]);
    expect(prompt(u)).toBe('vg.main');
    expect(u.players[0].hand).toEqual([]);
  });
  it('D-SD05/005 Alert Guard Gunner: VGD 17.5.1.1 [AUTO](RC) its attack hits a vanguard: imprison up to two rear-guards; a guarded attack imprisons none', () => {
    for (const guard of [false, true]) {
      const s = scenario({
        format: 'd',
        at: 'battle',
        p0: { vanguard: JEWELION, rc: { FL: GUNNER }, orderZone: [PRISON], deck: many(JEWELION) },
        p1: {
          vanguard: JEWELION,
          rc: { FL: JEWELION, FR: CAUTION },
          hand: guard ? ['D-SD05/009', JEWELION] : [],
          deck: many(JEWELION),
        },
      });
      attack(s, 'FL', 'VC');
      if (guard) {
        answer(s, { t: 'guard', card: idOf(s, 1, 'hand', 'D-SD05/009') });
        if (prompt(s) === 'vg.guardMore') answer(s, { t: 'done' }); // VGD 10.5.1.2.2: no more cards in this call
        answer(s, { t: 'yes' }); // the Sentinel's cost paid: the vanguard cannot be hit
        answer(s, { t: 'unit', circle: 'VC' });
      }
      endGuard(s);
      if (!guard) {
        expect(prompt(s)).toBe('vg.chooseUnit');
        answer(s, { t: 'unit', seat: 1, circle: 'FR' });
        answer(s, { t: 'none' });
        expect(codes(s.players[1].imprisoned!)).toEqual([CAUTION]);
      } else {
        expect(s.players[1].imprisoned ?? []).toEqual([]);
      }
    }
  });
  it('D-SD05/006 Security Patroller: VGD 17.5.1.1 placed on (RC), SB1: imprison an opponent rear-guard; declined, nothing', () => {
    for (const pay of [true, false]) {
      const s = scenario({
        format: 'd',
        at: 'main',
        p0: { vanguard: SERAPH, hand: [SECURITY], soul: [JEWELION], orderZone: [PRISON] },
        p1: { vanguard: JEWELION, rc: { FL: CAUTION } },
      });
      answer(s, { t: 'call', card: idOf(s, 0, 'hand', SECURITY), circle: 'FL' });
      expect(prompt(s)).toBe('vg.payCost');
      answer(s, { t: pay ? 'yes' : 'no' });
      if (pay) answer(s, { t: 'unit', seat: 1, circle: 'FL' });
      expect(codes(s.players[1].imprisoned ?? [])).toEqual(pay ? [CAUTION] : []);
      expect(codes(s.players[1].field.FL)).toEqual(pay ? [] : [CAUTION]);
    }
  });
  it('D-SD05/008 Autonomic Caution: [CONT](RC/GC) +2000 power and +5000 shield with one imprisoned card; neither without', () => {
    for (const imprisoned of [[JEWELION], []]) {
      const s = scenario({
        format: 'd',
        at: 'main',
        p0: { vanguard: SERAPH, rc: { FL: CAUTION }, orderZone: [PRISON] },
        p1: { vanguard: JEWELION, imprisoned },
      });
      expect(pw(s, 0, 'FL')).toBe(imprisoned.length > 0 ? 10000 : 8000);
      const g = scenario({
        format: 'd',
        at: 'battle',
        turnPlayer: 1,
        // A second hand card: the guard step asks again while the guardian is on (GC).
        p0: { vanguard: SERAPH, hand: [CAUTION, SERAPH], deck: many(JEWELION), orderZone: [PRISON] },
        p1: { vanguard: JEWELION, imprisoned, deck: many(JEWELION) },
      });
      attack(g, 'VC', 'VC');
      answer(g, { t: 'guard', card: idOf(g, 0, 'hand', CAUTION) });
      if (prompt(g) === 'vg.guardMore') answer(g, { t: 'done' }); // VGD 10.5.1.2.2: no more cards in this call
      expect(guardianShield(g, 0, CAUTION)).toBe(imprisoned.length > 0 ? 10000 : 5000);
    }
  });
  it('D-SD05/015 Galactolus: VGD 17.5.1.1 a Prison set order: rest a unit to play it, Soul Charge (3) as it enters the order zone; not playable with every unit rested', () => {
    const s = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: SERAPH, rc: { FL: JEWELION }, hand: [PRISON], deck: many(JEWELION) },
    });
    answer(s, { t: 'playOrder', card: idOf(s, 0, 'hand', PRISON) });
    expect(prompt(s)).toBe('vg.cost.restUnit');
    answer(s, { t: 'card', card: idOf(s, 0, 'FL', JEWELION) });
    expect(s.players[0].field.FL[0].rested).toBe(true);
    expect(codes(s.players[0].orderZone!)).toEqual([PRISON]);
    expect(codes(s.players[0].soul)).toEqual([JEWELION, JEWELION, JEWELION]);
    expect(vgView(s, 1).players[0].orderZone?.map((c) => c.code)).toEqual([PRISON]);
    const rested = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: { code: SERAPH, rested: true }, hand: [PRISON] },
    });
    expect(offers(rested, { t: 'playOrder' })).toBe(false);
  });
});
