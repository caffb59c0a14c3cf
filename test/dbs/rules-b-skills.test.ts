// DBS rules tests, section 8 (activating and resolving skills): the three kinds of skill (8-1),
// immediate, continuous and replacement effects (8-2, 8-7, 8-8, 8-9), skill costs (8-4), the
// activation procedure with its two counter timings (8-5-2), choosing targets (8-5-3 … 8-5-6), and
// [Auto] skills: pending, order, repeats, area-movement and situation triggers (8-6). Also the counter
// timings of 6-3-1-2-1-2, 7-2-1-2-3-1 and 7-3-1-2-3-1 and the [Counter] kinds of 10-10-3.
//
// Most positions use real cards. Four rules have no card in our pool that shows them ([Counter: Play],
// [Counter: Counter], an [Auto] that one event triggers several times, an [Activate: Battle] that
// mentions attacking), so this file gives test-only skills to four vanilla cards (module state: vitest
// loads this file in its own module graph, so no other test file sees them).
import { describe, expect, it } from 'vitest';
import { counter, draw } from '../../src/games/dbs/abilities/dsl.ts';
import { useTestSkills } from './testSkills.ts';
import type { GameEvent } from '../../src/core/types.ts';
import { hasKeyword, powerOf } from '../../src/games/dbs/characteristics.ts';
import type { DBSState } from '../../src/games/dbs/state.ts';
import { answer, byCode, C, options, passWhile, pick, refresh, scenario } from './scenario.ts';

/** Test-only skills on vanilla cards (see the header). */
const COUNTER_PLAY = 'BT1-039'; // Trunks: [Counter: Play] draw 1
const COUNTER_COUNTER = 'BT2-005'; // Super Saiyan Son Goku: [Counter: Counter] draw 1
const WATCHER = 'BT1-103'; // Sui: [Auto] when you play another card, draw 1
const BATTLE_ATTACKER = 'BT1-102'; // Appule: [Activate: Battle] this card can attack Active cards
useTestSkills({
  [COUNTER_PLAY]: [counter('play', [draw(1)])],
  [COUNTER_COUNTER]: [counter('counter', [draw(1)])],
  [WATCHER]: [{ kind: 'auto', when: { on: 'playOther', filter: {} }, effect: [draw(1)] }],
  [BATTLE_ATTACKER]: [
    {
      kind: 'activate',
      timing: 'battle',
      cost: [],
      effect: [{ do: 'grantAttackActive', target: { t: 'this' }, until: 'turn' }],
    },
  ],
});

const events = (s: DBSState): (GameEvent & Record<string, unknown>)[] =>
  (s.log ?? []).map((l) => l.e as GameEvent & Record<string, unknown>);

const FURIOUS_VEGETA = 'BT1-065'; // [Activate: Main] once per turn, Life to Drop: KO 1 opponent's Battle card
const APPULE_YELLOW = 'BT1-103'; // a yellow card, used only as energy here
const BIG_GETE_STAR = 'BT2-122'; // [Field]; [Activate: Main] ①, rest this, top of deck to Drop: play a Meta-Cooler
const META_COOLER = 'BT2-107'; // yellow, cost 2
const SCHEMING_CHAMPA = 'BT1-006'; // when you play a red 《Alien》: +5000 to it
const ENERGY_BEERUS = 'BT1-042'; // on play with 5 energy: KO up to 1
const FUSED_ZAMASU = 'BT2-034'; // Leader; back: damage replaced by 5 cards from the deck to the Drop
const SAIYAN_CABBA = 'BT1-014'; // on attack: may take a Life card for +10000 and [Double Strike] this turn
const BROLYS_RING = 'BT1-081';
const BABIDI = 'BT2-003'; // Leader; back: [Activate: Main] once per turn, +5000 to 1 of your Battle cards
const SEALED_BALL = 'BT2-031'; // [Field]; situation trigger at 5 cards under it
const SPOPOVICH = 'BT2-024'; // on attack: may put the top of the deck under the Sealed Ball
const BUU_REVIVED = 'BT2-028';
const CELL_LEADER = 'BT2-068';
const CELL_JR = 'BT2-087'; // on play with a Cell Leader: two 10000 Cell Jr. tokens

describe('the kinds of skill (DBS 8-1)', () => {
  it('DBS 8-1 DBS 8-1-1 DBS 8-1-2 DBS 8-1-4 DBS 8-1-4-1 DBS 8-5-1 DBS 8-8 DBS 8-8-1 DBS 8-8-1-1 DBS 8-8-1-3 DBS 8-2-2-2: a [Permanent] skill is never activated; it applies while its condition holds', () => {
    // Light of Hope Trunks (P-005): on your turn with 5 energy, +5000 to this card and your Leader.
    const five = [C.goten, C.goten, C.goten, C.goten, C.goten];
    const s = scenario({ battle: ['P-005'], energy: five }, {});
    const trunks = byCode(s, 0, 'battle', 'P-005');
    expect(powerOf(s, 0, trunks)).toBe(20000);
    expect(powerOf(s, 0, s.players[0].leader[0])).toBe(15000);
    expect(options(s).some((o) => o.t === 'activate')).toBe(false);
    s.players[0].energy.pop();
    expect(powerOf(s, 0, trunks)).toBe(15000); // printed power is the base (8-8-1-1)
    const t = scenario({ battle: ['P-005'], energy: five }, {}, { turnPlayer: 1 });
    expect(powerOf(t, 0, byCode(t, 0, 'battle', 'P-005'))).toBe(15000);
  });
  it('DBS 8-1-3 DBS 8-1-3-1 DBS 8-4-1 DBS 8-4-2 DBS 8-5 DBS 8-5-2 DBS 8-5-2-1 DBS 8-5-2-2 DBS 8-5-2-3 DBS 8-5-2-5 DBS 8-5-2-5-2 DBS 8-5-3 DBS 8-5-3-1 DBS 8-5-6 DBS 10-11-1: an [Activate: Main] skill: pay the cost, then choose and resolve; once per turn', () => {
    const s = scenario({ battle: [FURIOUS_VEGETA] }, { battle: [{ code: C.hit, rested: true }, C.goten] });
    const vegeta = byCode(s, 0, 'battle', FURIOUS_VEGETA);
    const from = s.log!.length;
    pick(s, (o) => o.t === 'activate' && o.card === vegeta.id);
    // The cost: a card from the Life Area (8-5-6) to the Drop, paid before anything is chosen.
    expect(s.players[0].life).toHaveLength(7);
    expect(s.players[0].drop).toHaveLength(1);
    expect(events(s).slice(from)[0]).toMatchObject({ t: 'activate', card: { id: vegeta.id } });
    passWhile(s, ['dbs.counterTiming']);
    // "Choose 1": no option to choose fewer (8-5-3-1).
    expect(s.decision!.prompt).toBe('dbs.target');
    expect(options(s).some((o) => o.t === 'done')).toBe(false);
    expect(options(s)).toHaveLength(2);
    pick(s, (o) => o.t === 'card' && o.card === byCode(s, 1, 'battle', C.hit).id);
    passWhile(s, ['dbs.counterTiming']);
    expect(s.players[1].drop.map((c) => c.code)).toEqual([C.hit]);
    expect(s.decision!.prompt).toBe('dbs.main');
    expect(options(s).some((o) => o.t === 'activate')).toBe(false); // [Once per Turn]
  });
  it('DBS 8-1-3-1-1 DBS 8-5-3-4: a Leader’s [Activate] without a skill cost is activated by declaring it; with no target its effect is ignored', () => {
    const s = scenario({ leader: { code: BABIDI, flipped: true } }, {});
    expect(s.players[0].energy).toHaveLength(0);
    pick(s, (o) => o.t === 'activate' && o.from === 'leader');
    passWhile(s, ['dbs.counterTiming']);
    expect(s.decision!.prompt).toBe('dbs.main');
    const t = scenario({ leader: { code: BABIDI, flipped: true }, battle: [C.hit] }, {});
    pick(t, (o) => o.t === 'activate' && o.from === 'leader');
    passWhile(t, ['dbs.counterTiming']);
    if (t.decision!.prompt === 'dbs.target') pick(t, (o) => o.t === 'card');
    passWhile(t, ['dbs.counterTiming']);
    expect(powerOf(t, 0, byCode(t, 0, 'battle', C.hit))).toBe(20000);
  });
  it('DBS 8-1-3-1-2 DBS 8-5-2-2-1 DBS 8-5-2-5-1 DBS 8-2-2-1 DBS 8-7 DBS 8-7-1: an Extra card’s skill is paid with its energy cost; the card goes to the Drop, then the effect happens', () => {
    const none = scenario({ hand: [C.monaka] }, {});
    expect(options(none).some((o) => o.t === 'activate')).toBe(false);
    const s = scenario({ hand: [C.monaka], energy: [C.goten] }, {});
    const monaka = byCode(s, 0, 'hand', C.monaka);
    const from = s.log!.length;
    pick(s, (o) => o.t === 'activate' && o.card === monaka.id);
    passWhile(s, ['dbs.counterTiming']);
    expect(s.players[0].energy[0].rested).toBe(true);
    const evs = events(s).slice(from);
    const toDrop = evs.findIndex((e) => e.t === 'move' && e.from === 'hand' && e.to === 'drop');
    const drawn = evs.findIndex((e) => e.t === 'move' && e.from === 'deck' && e.to === 'hand');
    expect(toDrop).toBeGreaterThanOrEqual(0);
    expect(drawn).toBeGreaterThan(toDrop);
    expect(s.players[0].drop.map((c) => c.code)).toEqual([C.monaka]);
    expect(s.players[0].hand).toHaveLength(1); // "draw 1" done at once (8-7-1)
  });
});

describe('skill costs (DBS 8-4)', () => {
  it('DBS 8-4-2 DBS 8-4-2-1 DBS 10-3-2: a cost of several actions is paid from the first; ① rests any energy; a [Field] card’s skill keeps it in the Battle Area', () => {
    const s = scenario({ battle: [BIG_GETE_STAR], energy: [C.hit], deck: [META_COOLER, C.goten] }, {});
    const star = byCode(s, 0, 'battle', BIG_GETE_STAR);
    const from = s.log!.length;
    pick(s, (o) => o.t === 'activate' && o.card === star.id);
    const evs = events(s).slice(from);
    const restEnergy = evs.findIndex((e) => e.t === 'rest' && e.id === s.players[0].energy[0].id);
    const restStar = evs.findIndex((e) => e.t === 'rest' && e.id === star.id);
    const mill = evs.findIndex((e) => e.t === 'move' && e.from === 'deck' && e.to === 'drop');
    expect(restEnergy).toBeGreaterThanOrEqual(0); // a red energy paid ① (the unnumbered clause after 8-4-2-2)
    expect(restStar).toBeGreaterThan(restEnergy);
    expect(mill).toBeGreaterThan(restStar);
    passWhile(s, ['dbs.counterTiming']);
    if (s.decision!.prompt === 'dbs.fromDrop') pick(s, (o) => o.t === 'card');
    passWhile(s, ['dbs.counterTiming']);
    expect(s.players[0].battle.map((c) => c.code).sort()).toEqual([BIG_GETE_STAR, META_COOLER].sort());
    expect(byCode(s, 0, 'battle', BIG_GETE_STAR).rested).toBe(true);
  });
  it('DBS 8-4-2-2: a cost that cannot be paid in full cannot be paid at all', () => {
    // Big Gete Star already in Rest Mode cannot pay "rest this card", whatever energy there is.
    const s = scenario({ battle: [{ code: BIG_GETE_STAR, rested: true }], energy: [C.hit, C.hit] }, {});
    expect(options(s).some((o) => o.t === 'activate')).toBe(false);
    // Cell (BT2-068): "place a card from your hand under this card" needs a card in hand.
    const t = scenario({ leader: CELL_LEADER }, { battle: [{ code: C.hit, rested: true }] });
    expect(options(t).some((o) => o.t === 'activate')).toBe(false);
    const u = scenario({ leader: CELL_LEADER, hand: [C.goten] }, { battle: [{ code: C.hit, rested: true }] });
    expect(options(u).some((o) => o.t === 'activate' && (o as { from?: string }).from === 'leader')).toBe(true);
  });
  it('DBS 8-4-2-4 DBS 10-5-3: a skill cost in coloured spheres needs energy of that colour', () => {
    // Rapid Spirit Ball Son Goku (SD1-04): [Evolve] <Son Goku> with one blue sphere and ①.
    const red = scenario({ hand: [C.rapidGoku], battle: [C.kindGoku], energy: [C.hit, C.hit, C.hit] }, {});
    expect(options(red).some((o) => o.t === 'activate')).toBe(false);
    const blue = scenario({ hand: [C.rapidGoku], battle: [C.kindGoku], energy: [C.hit, C.goten] }, {});
    expect(options(blue).some((o) => o.t === 'activate' && Array.isArray((o as { onto?: number[] }).onto))).toBe(true);
  });
});

describe('effects (DBS 8-2, 8-9)', () => {
  it('DBS 8-2 DBS 8-2-1 DBS 8-2-2 DBS 8-2-2-2: a continuous effect "this turn" outlasts the battle', () => {
    const s = scenario({ battle: [SAIYAN_CABBA] }, {});
    pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, 0, 'battle', SAIYAN_CABBA).id);
    passWhile(s, ['dbs.counterTiming']);
    expect(s.decision!.prompt).toBe('dbs.may');
    answer(s, { t: 'yes' });
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.players[0].life).toHaveLength(7);
    expect(s.players[1].life).toHaveLength(6); // 15000 with [Double Strike]
    const cabba = byCode(s, 0, 'battle', SAIYAN_CABBA);
    expect(s.battle).toBeNull();
    expect(powerOf(s, 0, cabba)).toBe(15000);
  });
  it('DBS 8-2-2-3 DBS 8-2-2-3-1 DBS 8-9 DBS 8-9-1 DBS 8-9-1-1: a replacement effect processes its event instead of the damage', () => {
    // Absolute God Fused Zamasu (BT2-034 back): each damage becomes 5 cards from the deck to the Drop.
    const s = scenario({ battle: [C.hit] }, { leader: { code: FUSED_ZAMASU, flipped: true } });
    const from = s.log!.length;
    pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, 0, 'battle', C.hit).id);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.players[1].life).toHaveLength(8);
    expect(s.players[1].hand).toHaveLength(0);
    expect(s.players[1].drop).toHaveLength(5);
    expect(
      events(s)
        .slice(from)
        .some((e) => e.t === 'damage'),
    ).toBe(false);
  });
});

describe('choosing targets (DBS 8-5-3 … 8-5-6)', () => {
  it('DBS 8-5-3-2: "up to 1" allows choosing none', () => {
    const five = [C.goten, C.goten, C.goten, C.goten, C.goten];
    const s = scenario({ hand: [ENERGY_BEERUS], energy: [...five, C.goten] }, { battle: [C.hit] });
    pick(s, (o) => o.t === 'play');
    passWhile(s, ['dbs.counterTiming']);
    expect(s.decision!.prompt).toBe('dbs.target');
    expect(options(s)[0]).toEqual({ t: 'done' });
    answer(s, { t: 'done' });
    expect(s.players[1].battle).toHaveLength(1);
  });
  it('DBS 8-5-4: "Battle Card" means a Battle card in the Battle Area, not an Extra card there', () => {
    const s = scenario({ battle: [FURIOUS_VEGETA] }, { battle: [BROLYS_RING, C.hit], hand: [C.goten] });
    pick(s, (o) => o.t === 'activate');
    passWhile(s, ['dbs.counterTiming']);
    const ids = options(s).map((o) => (o as unknown as { card: number }).card);
    expect(ids).toEqual([byCode(s, 1, 'battle', C.hit).id]);
  });
  it('DBS 8-5-5 DBS 8-5-3-6: "your energy" means cards in the Energy Area; an unnamed player is the skill’s master', () => {
    // Rapid Spirit Ball Son Goku (SD1-04) played: switch 1 of your energy to Active.
    const s = scenario({ hand: [C.rapidGoku], energy: [C.goten, C.goten, C.goten] }, { hand: [C.hit] });
    pick(s, (o) => o.t === 'play');
    passWhile(s, ['dbs.counterTiming']);
    expect(s.decision!.prompt).toBe('dbs.target');
    expect(s.decision!.seat).toBe(0);
    const energyIds = s.players[0].energy.map((c) => c.id);
    const picks = options(s).filter((o) => o.t === 'card') as unknown as { card: number }[];
    expect(picks.length).toBeGreaterThan(0);
    expect(picks.every((o) => energyIds.includes(o.card))).toBe(true);
    // Energy Boosted Majin Buu: "draw 1" is its master's draw.
    const t = scenario({ hand: [C.majinBuuDraw], energy: [C.goten] }, { hand: [C.hit] });
    pick(t, (o) => o.t === 'play');
    expect(t.players[0].hand).toHaveLength(1);
    expect(t.players[1].hand).toHaveLength(1);
  });
  it('DBS 8-5-3-7 DBS 8-5-3-5: a deck search shows the searcher the cards, who may find nothing', () => {
    // Kind Saiyan Son Goku (BT1-033): look at the top 7 for a blue Son Goku.
    const deck = [C.goten, C.rapidGoku, C.goten, C.goten, C.goten, C.goten, C.goten, C.hit, C.hit];
    const s = scenario({ hand: [C.kindGoku], energy: [C.goten], deck }, {});
    pick(s, (o) => o.t === 'play');
    passWhile(s, ['dbs.counterTiming']);
    expect(s.decision!.prompt).toBe('dbs.search');
    expect(s.decision!.looking).toHaveLength(7);
    expect(options(s).some((o) => o.t === 'done')).toBe(true);
    answer(s, { t: 'done' });
    expect(s.players[0].hand).toHaveLength(0);
    expect(s.players[0].deck).toHaveLength(9);
  });
});

describe('[Auto] skills (DBS 8-6)', () => {
  it('DBS 8-6 DBS 8-6-1 DBS 8-6-2 DBS 8-6-4: pending autos of one master: they choose which to activate, each resolves once', () => {
    const s = scenario({ battle: [SCHEMING_CHAMPA, SCHEMING_CHAMPA], hand: [C.hit], energy: [C.hit, C.hit] }, {});
    pick(s, (o) => o.t === 'play');
    passWhile(s, ['dbs.counterTiming']);
    expect(s.decision!.prompt).toBe('dbs.chooseAuto');
    expect(options(s)).toHaveLength(2);
    answer(s, options(s)[1]);
    passWhile(s, ['dbs.counterTiming']);
    expect(s.decision!.prompt).toBe('dbs.main');
    expect(powerOf(s, 0, byCode(s, 0, 'battle', C.hit))).toBe(25000);
  });
  it('DBS 8-6-3 DBS-047 DBS 10-18-5: an [Auto] whose trigger is met several times goes pending that many times', () => {
    // Uncountable Many Cell Jr. (BT2-087) is played and makes two tokens: three plays in all.
    const s = scenario(
      { leader: CELL_LEADER, battle: [WATCHER], hand: [CELL_JR], energy: [C.hit, C.hit, 'BT2-072'] },
      {},
    );
    pick(s, (o) => o.t === 'play');
    passWhile(s, ['dbs.counterTiming', 'dbs.chooseAuto']);
    for (let i = 0; i < 10 && s.decision!.prompt === 'dbs.chooseAuto'; i++) answer(s, options(s)[0]);
    passWhile(s, ['dbs.counterTiming']);
    expect(s.players[0].battle.filter((c) => c.token)).toHaveLength(2);
    expect(s.players[0].hand).toHaveLength(3);
  });
  it('DBS 8-6-6 DBS 8-6-6-1: a situation trigger goes pending once when its situation arises', () => {
    // Spopovich and Yamu put a fifth card under Majin Buu's Sealed Ball, whose [Auto] then places it
    // in the Drop and plays Majin Buu Revived from the deck.
    const s = scenario({ battle: [SPOPOVICH, SEALED_BALL], deck: [C.goten, BUU_REVIVED, C.goten] }, {});
    const ball = byCode(s, 0, 'battle', SEALED_BALL);
    for (let k = 0; k < 4; k++) {
      ball.under.push({ id: 99200 + k, code: C.goten, owner: 0, rested: false, flipped: false, mods: [], under: [] });
    }
    refresh(s);
    pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, 0, 'battle', SPOPOVICH).id);
    passWhile(s, ['dbs.counterTiming']);
    expect(s.decision!.prompt).toBe('dbs.deckTopUnder');
    answer(s, { t: 'yes' });
    passWhile(s, ['dbs.counterTiming']);
    expect(s.decision!.prompt).toBe('dbs.search');
    pick(s, (o) => o.t === 'card');
    passWhile(s, ['dbs.counterTiming']);
    expect(s.players[0].drop.filter((c) => c.code === SEALED_BALL)).toHaveLength(1);
    expect(s.players[0].battle.map((c) => c.code)).toContain(BUU_REVIVED);
    expect(s.pending).toHaveLength(0);
  });
});

describe('counter timings of actions (DBS 6-3-1-2-1-2, 7-2-1-2-3-1, 7-3-1-2-3-1, 10-10-3)', () => {
  it('DBS 6-3-1-2-1-2 DBS 6-3-1-2-1-3 DBS 10-10-3 DBS-104: declaring a play opens one counter timing for [Counter: Play], before the card enters', () => {
    const s = scenario({ hand: [C.hit], energy: [C.hit, C.hit] }, { hand: [COUNTER_PLAY], energy: [C.goten, C.goten] });
    pick(s, (o) => o.t === 'play');
    expect(s.decision!.prompt).toBe('dbs.counterTiming');
    expect(s.decision!.seat).toBe(1);
    expect(s.players[0].battle).toHaveLength(0);
    expect(s.players[0].energy.every((c) => c.rested)).toBe(true);
    answer(s, { t: 'pass' });
    // No second window once the card is in play: straight back to the free timing.
    expect(s.players[0].battle.map((c) => c.code)).toEqual([C.hit]);
    expect(s.decision!.prompt).toBe('dbs.main');
  });
  it('DBS 10-10-3-1 DBS 8-5-2-4 DBS 8-5-2-6: a "when you play this card" skill also makes [Counter: Play] pending, before and after it resolves', () => {
    const s = scenario(
      { hand: [C.majinBuuDraw], energy: [C.goten] },
      { hand: [COUNTER_PLAY], energy: [C.goten, C.goten] },
    );
    pick(s, (o) => o.t === 'play');
    answer(s, { t: 'pass' }); // the declaration's counter timing
    expect(s.players[0].battle.map((c) => c.code)).toEqual([C.majinBuuDraw]);
    expect(s.decision!.prompt).toBe('dbs.counterTiming'); // before the draw
    expect(s.players[0].hand).toHaveLength(0);
    answer(s, { t: 'pass' });
    expect(s.decision!.prompt).toBe('dbs.counterTiming'); // after the draw
    expect(s.players[0].hand).toHaveLength(1);
    answer(s, { t: 'pass' });
    expect(s.decision!.prompt).toBe('dbs.main');
  });
  it('DBS 10-10-3-3 DBS-018 DBS 4-7-2-5: [Counter: Counter] goes pending only for the opponent of the player who used a [Counter]', () => {
    const s = scenario(
      { battle: [C.hit], hand: [COUNTER_COUNTER], energy: [C.hit, C.hit] },
      { hand: [C.whisCoercion, COUNTER_COUNTER], energy: [C.goten, C.hit, C.hit] },
    );
    pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, 0, 'battle', C.hit).id);
    expect(s.decision!.seat).toBe(1);
    // Player 2's own [Counter: Counter] is not offered against nothing.
    const p2 = options(s).map((o) => (o as unknown as { card?: number }).card);
    expect(p2).not.toContain(byCode(s, 1, 'hand', COUNTER_COUNTER).id);
    pick(s, (o) => o.t === 'counter' && o.card === byCode(s, 1, 'hand', C.whisCoercion).id);
    // Now player 1 may answer with theirs, in the same counter timing.
    expect(s.decision!.prompt).toBe('dbs.counterTiming');
    expect(s.decision!.seat).toBe(0);
    pick(s, (o) => o.t === 'counter');
    // … and player 2's [Counter: Counter] is now pending in turn.
    expect(s.decision!.seat).toBe(1);
    expect(options(s).some((o) => o.t === 'counter')).toBe(true);
    answer(s, { t: 'pass' });
    passWhile(s, ['dbs.target']);
    // Player 1's counter resolved (drew a Son Goten from the deck); Whis's Coercion negated the attack.
    expect(s.players[0].hand.filter((c) => c.code === C.goten)).toHaveLength(1);
    expect(s.battle).toBeNull();
  });
  it('DBS 10-10-4: a Battle card that activated [Counter] is placed in the Drop Area', () => {
    const s = scenario(
      { battle: [C.hit], hand: [COUNTER_COUNTER], energy: [C.hit, C.hit] },
      { hand: [C.whisCoercion], energy: [C.goten] },
    );
    pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, 0, 'battle', C.hit).id);
    pick(s, (o) => o.t === 'counter');
    pick(s, (o) => o.t === 'counter');
    passWhile(s, ['dbs.counterTiming', 'dbs.target']);
    expect(s.players[0].drop.map((c) => c.code)).toEqual([COUNTER_COUNTER]);
    expect(s.players[0].hand.map((c) => c.code)).toEqual([C.goten]);
  });
  it('DBS 7-2-1-2-3-1 DBS 7-3-1-2-3-1: an [Activate: Battle] skill mentioning attacks has a counter timing before and after it resolves', () => {
    const s = scenario(
      { battle: [C.hit, BATTLE_ATTACKER] },
      { hand: [C.whisCoercion], energy: [C.goten], battle: [BATTLE_ATTACKER] },
    );
    pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, 0, 'battle', C.hit).id);
    answer(s, { t: 'pass' }); // the attack's own counter timing
    expect(s.decision!.prompt).toBe('dbs.offence');
    pick(s, (o) => o.t === 'activate' && o.card === byCode(s, 0, 'battle', BATTLE_ATTACKER).id);
    expect(s.decision!.prompt).toBe('dbs.counterTiming');
    expect(s.decision!.seat).toBe(1);
    answer(s, { t: 'pass' });
    expect(s.decision!.prompt).toBe('dbs.counterTiming');
    answer(s, { t: 'pass' });
    expect(s.decision!.prompt).toBe('dbs.offence');
    answer(s, { t: 'pass' });
    // The defender's own [Activate: Battle] opens counter timings for the turn player, who has none.
    expect(s.decision!.prompt).toBe('dbs.defence');
    pick(s, (o) => o.t === 'activate');
    expect(s.decision!.prompt).toBe('dbs.defence');
    expect(byCode(s, 1, 'battle', BATTLE_ATTACKER).mods.some((m) => m.stat === 'attackActive')).toBe(true);
  });
  it('DBS 10-10 DBS 10-10-3-4 DBS 10-10-1 DBS 10-10-2: a [Counter] from hand, usable only while pending in a counter timing', () => {
    const s = scenario({ battle: [C.hit] }, { hand: [C.whisCoercion], energy: [C.goten] });
    pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, 0, 'battle', C.hit).id);
    expect(s.decision!.prompt).toBe('dbs.counterTiming');
    answer(s, { t: 'pass' });
    answer(s, { t: 'pass' });
    // The Defence Step is a free timing, not a counter timing: the [Counter] is no longer pending.
    expect(s.decision!.prompt).toBe('dbs.defence');
    expect(options(s).some((o) => o.t === 'counter' || o.t === 'activate')).toBe(false);
  });
});

describe('[Deflect] and skills that play cards (DBS 10-22, 10-10-3-1)', () => {
  // Crusher Ball (BT1-110): [Counter: Play] the Battle Card played is played in Rest Mode.
  const playAgainst = (deflect: boolean): DBSState => {
    const s = scenario({ hand: [C.hit], energy: [C.hit, C.hit] }, { hand: ['BT1-110'], energy: [APPULE_YELLOW] });
    const hit = byCode(s, 0, 'hand', C.hit);
    if (deflect) hit.mods = [{ stat: 'keyword', keyword: 'deflect', until: 'turn' }];
    pick(s, (o) => o.t === 'play');
    passWhile(s, ['dbs.payEnergy']);
    // The [Counter: Play] is offered against the play either way (10-22-1 is about its effects, not its activation).
    expect(s.decision!.prompt).toBe('dbs.counterTiming');
    expect(s.decision!.seat).toBe(1);
    pick(s, (o) => o.t === 'counter');
    passWhile(s, ['dbs.payEnergy', 'dbs.counterTiming']);
    expect(s.players[1].drop.map((c) => c.code)).toContain('BT1-110'); // it was activated and resolved
    expect(s.players[0].battle.map((c) => c.code)).toEqual([C.hit]);
    return s;
  };
  it('DBS 10-22 DBS 10-22-1 DBS 10-22-2: [Counter: Play] can be activated against a [Deflect] card’s play, but does not affect the card', () => {
    expect(playAgainst(true).players[0].battle[0].rested).toBe(false);
    // Positive control: the same [Counter: Play] against a card without [Deflect] plays it in Rest Mode.
    expect(playAgainst(false).players[0].battle[0].rested).toBe(true);
  });
  // Engine gap (abilities/activation.ts `mentionsOf`, owned by the skills engineer): a skill that plays
  // a card in Rest Mode (Frieza's Call, BT1-109) is not counted as mentioning "play".
  it('DBS 10-10-3-1: a skill that plays a card in Rest Mode makes [Counter: Play] pending', () => {
    const s = scenario(
      { hand: ['BT1-109'], energy: [APPULE_YELLOW] },
      { hand: [COUNTER_PLAY], energy: [C.goten, C.goten] },
    );
    pick(s, (o) => o.t === 'activate');
    expect(s.decision!.prompt).toBe('dbs.counterTiming');
    expect(s.decision!.seat).toBe(1);
  });
});

describe('continuous effects on entering an area (DBS 8-8-1-5)', () => {
  it('DBS 8-8-1-5: a continuous effect on the cards of an area applies the moment a card enters it', () => {
    // Awakening Core Meta-Cooler (BT2-106): your <Meta-Cooler> Battle cards have [Double Strike].
    const s = scenario({ battle: ['BT2-106'], hand: [META_COOLER], energy: [APPULE_YELLOW, APPULE_YELLOW] }, {});
    pick(s, (o) => o.t === 'play');
    passWhile(s, ['dbs.counterTiming']);
    const cooler = byCode(s, 0, 'battle', META_COOLER);
    expect(hasKeyword(s, 0, cooler, 'doubleStrike')).toBe(true);
  });
});
