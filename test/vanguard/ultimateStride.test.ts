// Ultimate stride (VG2 11.42, 8.5.2.1.2, 10.28.5) and the Gyze card (12.10, flipping over 10.37). The built-in
// pool has no G units and no Gyze card, so these tests add test-only records (`withTestCards`) and give them
// their skills with `withTestAbilities`.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Narrator as CliNarrator } from '../../src/games/vanguard/product/terminalRender.ts';
import { eventsFor } from '../../src/core/engine.ts';
import type { VgCardDb as CardDb } from '../../web/src/games/vanguard/cardInfo.ts';
import { Narrator as WebNarrator } from '../../web/src/games/vanguard/narrate.ts';
import { holds } from '../../src/games/vanguard/abilities/conditions.ts';
import {
  act,
  discard,
  gyzeUltimateStride,
  ultimateStride,
  vanguardIs,
} from '../../src/games/vanguard/abilities/dsl.ts';
import { withTestAbilities } from '../../src/games/vanguard/abilities/registry.ts';
import { abilityText } from '../../src/games/vanguard/abilities/text.ts';
import { grade, power } from '../../src/games/vanguard/characteristics.ts';
import type { CardRecord } from '../../src/games/vanguard/cards/cardRecord.ts';
import { builtInDecks, cardByCode, expandDeck, withTestCards } from '../../src/games/vanguard/cards/cardPool.ts';
import { vanguard } from '../../src/games/vanguard/index.ts';
import { createState } from '../../src/games/vanguard/setup.ts';
import { type Card, type VGState, vanguardOf } from '../../src/games/vanguard/state.ts';
import { flipCard } from '../../src/games/vanguard/stride.ts';
import { vgView } from '../../src/games/vanguard/view.ts';
import { moveCard } from '../../src/games/vanguard/zones.ts';
import { answer, autoplay, C, events, idOf, offers, type PlayerSpec, prompt, scenario } from './scenario.ts';
import { G1, gUnit } from './strideCards.ts';

/** A United Sanctuary G unit with an ultimate stride skill (a <Zeroth Dragon>), and one of the Dragon Empire. */
const UZ = 'TEST-U/001';
const UZ_DE = 'TEST-U/002';
/** A «Cray Elemental» G unit with an ultimate stride skill. */
const UZ_CRAY = 'TEST-U/003';
/** A grade 3 normal unit with no nation information (VG2 2.15.3.1). */
const NO_NATION = 'TEST-U/004';
/** The two sides of a Gyze card (VG2 12.10.2). */
const NEON = 'TEST-GY/001a';
const DEITY = 'TEST-GY/001b';
/** Five different <Zeroth Dragon> for the bind zone (VG2 8.5.2.1.2.3). */
const ZEROTH = ['TEST-Z/001', 'TEST-Z/002', 'TEST-Z/003', 'TEST-Z/004', 'TEST-Z/005'];

function zeroth(code: string, name: string, over: Partial<CardRecord> = {}): CardRecord {
  return { ...gUnit(code, name), race: 'Zeroth Dragon', power: 25000, ...over };
}

function records(): CardRecord[] {
  const neon: CardRecord = {
    ...gUnit(NEON, 'Test Neon Gyze'),
    clan: 'Cray Elemental',
    nation: '',
    race: 'Test Race',
    grade: 0,
    power: 5000,
    shield: 10000,
    unitType: 'normal',
    skills: ['boost'],
    flip: { side: 'neon', other: DEITY },
  };
  const deity: CardRecord = {
    ...gUnit(DEITY, 'Test Deity Gyze'),
    clan: 'Cray Elemental',
    nation: '',
    power: 30000,
    flip: { side: 'deity', other: NEON },
  };
  return [
    gUnit(G1, 'Test Stride Paladin'),
    zeroth(UZ, 'Test Zeroth Paladin'),
    zeroth(UZ_DE, 'Test Zeroth Flame', { clan: 'Kagero', nation: 'Dragon Empire' }),
    zeroth(UZ_CRAY, 'Test Zeroth Element', { clan: 'Cray Elemental', nation: '' }),
    { ...gUnit(NO_NATION, 'Test Stateless Knight'), clan: 'Test Clan', nation: '', unitType: 'normal', grade: 3 },
    neon,
    deity,
    ...ZEROTH.map((code, i) => zeroth(code, `Test Zeroth ${i + 1}`, { clan: 'Test Clan', nation: 'Star Gate' })),
  ];
}

let undo: (() => void)[] = [];
beforeEach(() => {
  undo = [withTestCards(records())];
  for (const code of [UZ, UZ_DE, UZ_CRAY]) undo.push(withTestAbilities(code, [ultimateStride([discard(1)])]));
  undo.push(withTestAbilities(NEON, [gyzeUltimateStride('Test Deity Gyze', [discard(1)])]));
});
afterEach(() => {
  for (const u of undo.reverse()) u();
});

/** Face-up cards of `code` for a G zone (VG2 4.6.9: G units back from the field). */
const up = (code: string, n: number) => Array.from({ length: n }, () => ({ code, faceDown: false }));

/** At the stride step of player 1, whose opponent's vanguard is grade 2 (a normal stride is locked, 11.11.2). */
function atStride(p0: PlayerSpec, p1: PlayerSpec = { vanguard: C.nehalem }): VGState {
  const s = scenario({ at: 'ride', p0, p1 });
  autoplay(s, (x) => prompt(x) === 'vg.stride' || x.phase === 'main');
  return s;
}

/** Put face-up cards into `seat`'s bind zone (VG2 10.19: bound face up). */
function bind(s: VGState, seat: 0 | 1, codes: string[]): void {
  for (const code of codes)
    s.players[seat].bind.push({ id: s.nextId++, code, owner: seat, up: true, rested: false, placed: 0, mods: null });
}

/** Stride with the card `code` from the G zone, discarding the hand card `cost` for its skill. */
function ultimate(s: VGState, code: string, cost: string): void {
  answer(s, { t: 'card', card: idOf(s, 0, 'gzone', code) });
  if (prompt(s) === 'vg.cost.discard') answer(s, { t: 'card', card: idOf(s, 0, 'hand', cost) });
}

describe('ultimate stride skill (non-Gyze)', () => {
  it('VG2 11.42.1 / VG2 11.42.2.1 / VG2 8.5.2.1.2 / VG2 8.5.2.1.2.2: with three face-up cards in the G zone, the stride step offers the skill even over a grade 2 vanguard', () => {
    const s = atStride({ vanguard: C.brigitte, hand: [C.stardust, C.wingal], gzone: [UZ, ...up(G1, 3)] });
    expect(prompt(s)).toBe('vg.stride');
    expect(s.decision!.options).toEqual([{ t: 'card', card: idOf(s, 0, 'gzone', UZ) }, { t: 'none' }]);
    // Two face-up cards are not enough (8.5.2.1.2.2): there is nothing to stride, so the step is skipped.
    const two = atStride({ vanguard: C.brigitte, hand: [C.stardust], gzone: [UZ, ...up(G1, 2)] });
    expect(prompt(two)).toBe('vg.main');
  });

  it('VG2 11.42.2.1 / VG2 10.28.1: the skill pays its own cost and strides the G unit from face down; the vanguard becomes its heart', () => {
    const s = atStride({ vanguard: C.brigitte, hand: [C.stardust, C.wingal], gzone: [UZ, ...up(G1, 3)] });
    const old = vanguardOf(s, 0)!;
    ultimate(s, UZ, C.wingal);
    // The cost is the skill's own (one discard), not the normal stride's grades summing to 3 (11.11.2).
    expect(s.players[0].drop.map((c) => c.code)).toEqual([C.wingal]);
    expect(s.players[0].hand.map((c) => c.code)).toEqual([C.stardust]);
    expect(prompt(s)).toBe('vg.main');
    const vc = s.players[0].field.VC;
    expect(vc.map((c) => c.code)).toEqual([C.brigitte, UZ]);
    expect(vc[0].id).toBe(old.id);
    expect(power(s, 0, vanguardOf(s, 0)!)).toBe(25000 + 10000); // 10.28.2.3: with its heart's power
    expect(events(s, 'stride')).toHaveLength(1);
  });

  it('VG2 11.42.2.1: only a face-down card strides; a face-up copy is no choice, and normal stride never offers the skill’s card', () => {
    const s = atStride({ vanguard: C.brigitte, hand: [C.stardust], gzone: up(UZ, 3) });
    expect(prompt(s)).toBe('vg.main');
    // Both vanguards grade 3 and a hand for the normal stride cost: the normal stride offers only plain G units.
    const both = atStride({ vanguard: C.brigitte, hand: [C.brigitte], gzone: [UZ, G1] }, { vanguard: C.overlord });
    expect(both.decision!.options).toEqual([{ t: 'card', card: idOf(both, 0, 'gzone', G1) }, { t: 'none' }]);
  });

  it('VG2 8.5.2.1.2.1: the card with the skill and the vanguard must be from the same nation; «Cray Elemental» is from every nation', () => {
    const s = atStride({ vanguard: C.brigitte, hand: [C.stardust], gzone: [UZ_DE, UZ_CRAY, ...up(G1, 3)] });
    expect(s.decision!.options).toEqual([{ t: 'card', card: idOf(s, 0, 'gzone', UZ_CRAY) }, { t: 'none' }]);
    const dragon = atStride({ vanguard: C.overlord, hand: [C.stardust], gzone: [UZ, UZ_DE, ...up(G1, 3)] });
    expect(dragon.decision!.options).toEqual([{ t: 'card', card: idOf(dragon, 0, 'gzone', UZ_DE) }, { t: 'none' }]);
  });

  it('VG2 8.5.2.1.2.1.1: over a vanguard with no nation information, only a «Cray Elemental» card may ultimate stride', () => {
    const s = atStride({ vanguard: NO_NATION, hand: [C.stardust], gzone: [UZ, UZ_DE, UZ_CRAY, ...up(G1, 3)] });
    expect(s.decision!.options).toEqual([{ t: 'card', card: idOf(s, 0, 'gzone', UZ_CRAY) }, { t: 'none' }]);
  });

  it('VG2 10.28.5: when the G unit placed by ultimate stride returns to the G zone, every card of that G zone is removed', () => {
    const s = atStride({ vanguard: C.brigitte, hand: [C.stardust, C.wingal], gzone: [UZ, G1, ...up(G1, 3)] });
    ultimate(s, UZ, C.wingal);
    expect(s.players[0].gzone).toHaveLength(4);
    autoplay(s, (x) => x.turnPlayer === 1, ['pass', 'no', 'done', 'none']);
    // 6.8.1.1.1: back to the G zone face up, then the whole G zone (the face-down G1 too) is removed.
    expect(s.players[0].gzone).toEqual([]);
    expect(s.players[0].removed.map((c) => c.code).sort()).toEqual([G1, G1, G1, G1, UZ].sort());
    expect(vanguardOf(s, 0)!.code).toBe(C.brigitte);
    expect(vgView(s, 1).players[0].removed.map((c) => c.code)).toContain(UZ); // 10.36.1.1: public
  });

  it('VG2 10.28.5: a normally strode G unit returning to the G zone leaves the G zone as it is', () => {
    const s = atStride(
      { vanguard: C.brigitte, hand: [C.brigitte], gzone: [G1, ...up(G1, 3)] },
      { vanguard: C.overlord },
    );
    answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.brigitte) });
    answer(s, { t: 'done' });
    autoplay(s, (x) => x.turnPlayer === 1, ['pass', 'no', 'done', 'none']);
    expect(s.players[0].gzone).toHaveLength(4);
    expect(s.players[0].removed).toEqual([]);
  });

  it('VG2 11.42.1 / VG2 11.42.2: the skill renders as an ultimate stride skill (a Gyze card’s with its G unit side’s name) and is never an [ACT] of the main phase', () => {
    expect(abilityText(ultimateStride([discard(1)]))).toBe(
      '[Ultimate Stride]-(only with three or more face-up cards in your G zone; when it returns to your G zone, remove every card there)-Stride Step-[discard a card from your hand] Stride this card onto your (VC) from face down.',
    );
    expect(abilityText(gyzeUltimateStride('Test Deity Gyze', [discard(1)]))).toBe(
      '[Ultimate Stride]-"Test Deity Gyze" (only while your vanguard is grade 3 or greater and your bind zone holds five or more different <Zeroth Dragon>)-Stride Step-[discard a card from your hand] Remove from the game every other card you have on your circles, in your soul and in your G zone, turn this card over to its other side, and stride this card onto your (VC).',
    );
    const s = scenario({
      at: 'main',
      p0: { vanguard: C.brigitte, hand: [C.stardust, NEON], gzone: [UZ, ...up(G1, 3)] },
    });
    expect(s.decision!.options.some((o) => o.t === 'act')).toBe(false);
  });
});

/** Player 1 at the stride step with the Gyze card in its G zone and five kinds of <Zeroth Dragon> bound. */
function gyzeReady(over: PlayerSpec = {}, kinds = ZEROTH): VGState {
  // The grade 3 in the hand makes the ride step ask, so the bind zone is filled before the stride step.
  const s = scenario({
    at: 'ride',
    p0: {
      vanguard: C.brigitte,
      hand: [C.stardust, C.wingal, C.brigitte],
      gzone: [{ code: NEON, faceDown: false }, G1, ...up(G1, 1)],
      rc: { FL: C.gallatin, BC: C.marron },
      soul: [C.stardust],
      ...over,
    },
    p1: { vanguard: C.nehalem },
  });
  expect(prompt(s)).toBe('vg.ride');
  bind(s, 0, kinds);
  autoplay(s, (x) => prompt(x) === 'vg.stride' || x.phase === 'main');
  return s;
}

describe('the Gyze card', () => {
  it('VG2 8.5.2.1.2.3: a Gyze card ultimate strides with a grade 3 vanguard and five kinds of <Zeroth Dragon> in the bind zone', () => {
    const s = gyzeReady();
    expect(s.decision!.options).toEqual([{ t: 'card', card: idOf(s, 0, 'gzone', NEON) }, { t: 'none' }]);
    // Four kinds (five cards, two with one name) are not enough.
    const four = gyzeReady({}, [...ZEROTH.slice(0, 4), ZEROTH[0]]);
    expect(prompt(four)).toBe('vg.main');
    // A grade 2 vanguard is not enough.
    const low = gyzeReady({ vanguard: C.gallatin });
    expect(grade(low, 0, vanguardOf(low, 0)!)).toBe(2);
    expect(prompt(low)).toBe('vg.main');
  });

  it('VG2 12.10 / VG2 12.10.1 / VG2 12.10.2 / VG2 12.10.3 / VG2 11.42.2.2 / VG2 11.42.2.2.1 / VG2 10.36.1 / VG2 10.37.1 / VG2 12.10.3.1 / VG2 12.10.3.1.1: it removes every other card from the circles, soul and G zone, flips over, and strides as the G unit side', () => {
    const s = gyzeReady();
    const gyze = idOf(s, 0, 'gzone', NEON);
    ultimate(s, NEON, C.wingal);
    const p = s.players[0];
    expect(p.removed.map((c) => c.code).sort()).toEqual([C.brigitte, C.gallatin, C.marron, C.stardust, G1, G1].sort());
    expect(p.gzone).toEqual([]);
    expect(p.soul).toEqual([]);
    expect(p.field.FL).toEqual([]);
    expect(p.field.VC.map((c) => c.code)).toEqual([DEITY]); // no heart: the vanguard was removed first
    expect(p.hand.map((c) => c.code)).toEqual([C.stardust, C.brigitte]); // the hand and bind zone stay
    expect(p.bind).toHaveLength(5);
    // 12.10.3.1: the active side's information: the G unit's power, grade and name, not the Neon side's.
    const vg = vanguardOf(s, 0)!;
    expect(power(s, 0, vg)).toBe(30000);
    expect(grade(s, 0, vg)).toBe(4);
    expect(holds(s, 0, vanguardIs({ name: 'Test Deity Gyze' }))).toBe(true);
    expect(holds(s, 0, vanguardIs({ name: 'Test Neon Gyze' }))).toBe(false); // 12.10.3.1.1
    // 11.42.2.2.1: the removal comes before the flip, the flip before the stride.
    const order = (s.log ?? []).map((l) => l.e as unknown as { t: string; to?: string; card?: { id: number } });
    const lastRemove = order.map((e) => e.t === 'move' && e.to === 'removed').lastIndexOf(true);
    const flip = order.findIndex((e) => e.t === 'flip');
    expect(order[flip].card!.id).toBe(gyze); // 12.10.3.4: flipped in the G zone, the same card
    expect(lastRemove).toBeLessThan(flip);
    expect(flip).toBeLessThan(order.findIndex((e) => e.t === 'stride'));
    expect(prompt(s)).toBe('vg.main');
  });

  it('VG2 12.10.3.3: leaving for a zone that is neither a circle nor the G zone it shows its Neon Gyze side; onto a circle or into the G zone it keeps its side', () => {
    const s = gyzeReady();
    ultimate(s, NEON, C.wingal);
    expect(vanguardOf(s, 0)!.code).toBe(DEITY); // G zone to circle: kept (then flipped by its skill)
    // Back to the G zone at the end of the turn: kept as it arrives, then removed with its G zone (10.28.5).
    autoplay(s, (x) => x.turnPlayer === 1, ['pass', 'no', 'done', 'none']);
    const removed = s.players[0].removed.filter((c) => c.code === NEON || c.code === DEITY);
    expect(removed.map((c) => c.code)).toEqual([NEON]);
    expect(events(s, 'move').some((e) => e.from === 'VC' && e.to === 'gzone' && (e.card as Card).code === DEITY)).toBe(
      true,
    );
    // Retired to the drop zone: the Neon Gyze side, a normal unit, so 4.6.9 does not send it to the G zone.
    const t = gyzeReady();
    ultimate(t, NEON, C.wingal);
    moveCard(t, 0, vanguardOf(t, 0)!, 'VC', 'drop');
    expect(t.players[0].drop.map((c) => c.code)).toContain(NEON);
    expect(t.players[0].gzone).toEqual([]);
  });

  it('VG2 12.10.3.2: a game begins with every Gyze card on its Neon Gyze side (its G unit side is refused in a deck)', () => {
    // A legal deck with one of its non-trigger cards replaced by the Gyze card.
    const main = expandDeck(builtInDecks()[0]);
    main[main.findIndex((code) => cardByCode(code)!.trigger === null)] = NEON;
    const setup = (cards: string[]) => ({
      game: 'vanguard',
      format: 'cr201',
      seed: 2,
      decks: [{ cards }, { cards: main }] as [{ cards: string[] }, { cards: string[] }],
    });
    expect(() => vanguard.validateSetup(setup(main))).not.toThrow();
    expect(() => vanguard.validateSetup(setup(main.map((code) => (code === NEON ? DEITY : code))))).toThrow(
      /5\.2\.2\.6/,
    );
    const s = createState(setup(main));
    const all = [...s.players[0].deck, ...s.players[0].hand, ...s.players[0].field.VC];
    expect(all.filter((c) => c.code === NEON || c.code === DEITY).map((c) => c.code)).toEqual([NEON]);
    expect(s.flipped).toBeUndefined();
  });

  it('VG2 10.37 / VG2 10.37.1 / VG2 10.37.2 / VG2 12.10.3.4 / VG2 10.37.3: flipping over changes only the active side; any other card stays as it is', () => {
    const flip = act({ zones: ['RC'], cost: [], effects: [{ do: 'flipThis' }] });
    undo.push(withTestAbilities(NEON, [flip]), withTestAbilities(C.wingal, [flip]));
    const s = scenario({
      at: 'main',
      p0: { vanguard: C.brigitte, rc: { FL: { code: NEON, rested: true }, FR: C.wingal } },
    });
    const before = s.players[0].field.FL[0];
    s.players[0].field.FL[0] = { ...before, mods: [{ stat: 'power', n: 3000, until: 'turn' }] };
    answer(s, { t: 'act', card: before.id, index: 0 });
    const after = s.players[0].field.FL[0];
    expect(after.code).toBe(DEITY);
    expect({ ...after, code: NEON }).toEqual({ ...before, mods: [{ stat: 'power', n: 3000, until: 'turn' }] });
    expect(power(s, 0, after)).toBe(30000 + 3000); // the G unit side's power, the effect kept
    const wingal = s.players[0].field.FR[0];
    answer(s, { t: 'act', card: wingal.id, index: 0 });
    expect(s.players[0].field.FR[0]).toEqual(wingal);
    // 10.37.2: a face-down Gyze card flipped stays face down.
    const g = gyzeReady();
    const card = g.players[0].gzone.find((c) => c.code === G1 && !c.up)!;
    g.players[0].gzone.push({ ...card, id: g.nextId++, code: NEON, up: false });
    const id = g.players[0].gzone[g.players[0].gzone.length - 1].id;
    flipCard(g, 0, id);
    expect(g.players[0].gzone.find((c) => c.id === id)).toMatchObject({ code: DEITY, up: false });
  });

  it('VG2 12.10.4 / VG2 12.10.5 / VG2 12.10.3.5: a face-down Gyze card shows only its sleeve to others; face up, its active side is shown', () => {
    const s = gyzeReady();
    const hidden = { ...s.players[0].gzone[1], id: s.nextId++, code: NEON, up: false };
    s.players[0].gzone.push(hidden);
    const from = s.log!.length;
    flipCard(s, 0, hidden.id);
    // The owner may look at its own G zone (4.11.2) and sees the side now active; the opponent sees neither side.
    expect(vgView(s, 0).players[0].gzoneDown!.map((c) => c.code)).toContain(DEITY);
    expect(vgView(s, 1).players[0].gzoneDown).toBeUndefined();
    expect(vgView(s, 1).players[0].gzoneUp.map((c) => c.code)).toEqual([NEON, G1]); // the face-up one: Neon side
    const flips = (seat: 0 | 1) => eventsFor(s, seat, from).filter((e) => e.t === 'flip');
    expect(JSON.stringify(flips(0))).toContain(DEITY);
    expect(flips(1)).toHaveLength(1);
    expect(JSON.stringify(flips(1))).not.toContain(DEITY);
    // Told so in the browser log and the terminal log.
    const db = { [DEITY]: { ...cardByCode(DEITY)!, text: '' } } as unknown as CardDb;
    const told = (seat: 0 | 1) => [
      ...new WebNarrator(db, seat).lines(eventsFor(s, seat, from)).map((l) => l.text),
      ...new CliNarrator(seat).events(eventsFor(s, seat, from)),
    ];
    expect(told(0)).toEqual(Array(2).fill('You flip a card over: it is now Test Deity Gyze.'));
    expect(told(1)).toEqual(Array(2).fill('Opponent flips a face-down card over.'));
    // Strode, it is face up on the vanguard circle: both players see the active side.
    const t = gyzeReady();
    ultimate(t, NEON, C.wingal);
    for (const seat of [0, 1] as const)
      expect(vgView(t, seat).players[0].field.VC.map((c) => 'code' in c && c.code)).toEqual([DEITY]);
    expect(offers(t, { t: 'act' })).toBe(false);
  });
});
