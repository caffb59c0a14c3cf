// Rules tests for the section 11 keywords that read what happened this turn or a state a unit is in until end of
// turn: Unite (VG2 11.19, cards called), Darkness (11.30, cards put into the soul), Homare (11.40, a Homare cost
// paid), Success (11.37, successful units) and Harmony (11.34, units in harmony). Unite and Darkness are gates of
// the ability DSL, like Limit Break (keywords11Gates.test.ts); the records behind them are plain state, absent
// until first needed and gone when the turn ends. Vanilla trial-deck cards get test-only abilities with
// `withTestAbilities` (undone after each test); positions are reached through the engine's own answers.
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../src/core/types.ts';
import {
  act,
  auto,
  chooseYour,
  cont,
  draw,
  type Gate,
  harmony,
  power,
  success,
  thisUnit,
} from '../../src/games/vanguard/abilities/dsl.ts';
import { abilityText } from '../../src/games/vanguard/abilities/text.ts';
import type { Circle, VGState } from '../../src/games/vanguard/state.ts';
import { vgView } from '../../src/games/vanguard/view.ts';
import { moveCard } from '../../src/games/vanguard/zones.ts';
import { attack, attackUntilBoost, call, deck, offersAct, pw, toNextTurn, unit } from './cards/helpers.ts';
import { answer, events, idOf, prompt, scenario } from './scenario.ts';
import { actDo, testOnlyAbilities } from './testAbilities.ts';

// Vanilla trial-deck cards used as hosts (stats in data/vanguard/original-td.cards.json).
const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler»
const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler»
const NEHALEM = 'TD02/004'; // g2 10000 «Kagero»
const MARRON = 'TD01/008'; // g1 8000, the decks' filler

const { give } = testOnlyAbilities();

const plus5000 = (gate: Gate) => cont({ zones: ['VC'], gate, effect: { cont: 'modify', stat: 'power', n: 5000 } });
const onAttackPlus5000 = (gate: Gate) =>
  auto({ zones: ['VC'], gate, trigger: { on: 'attacks' }, effects: [power(thisUnit, 5000, 'battle')] });
const actPlus5000 = (gate: Gate) => act({ zones: ['VC'], gate, cost: [], effects: [power(thisUnit, 5000, 'turn')] });

/** Play the pending decision's standing-by ability of the card on `circle` first (VG2 8.6.3.1). */
function playFirst(s: VGState, seat: Seat, circle: Circle): void {
  expect(prompt(s)).toBe('vg.playAuto');
  answer(s, { t: 'auto', source: unit(s, seat, circle).id });
}

/** What the views show on the unit on `circle` of `seat`. */
function shown(s: VGState, seat: Seat, circle: Circle): { successful?: boolean; harmony?: boolean } {
  const cards = vgView(s, seat === 0 ? 1 : 0).players[seat].field[circle];
  return cards[cards.length - 1] as { successful?: boolean; harmony?: boolean };
}

describe('Unite (VG2 11.19)', () => {
  it('VG2 11.19 / VG2 11.19.1 / VG2 11.19.1.1 / VG2 11.19.1.1.1 [CONT] Unite: applies as soon as you have called two cards this turn — normal or superior calls, not a ride — until the turn ends', () => {
    give(KING, [plus5000({ kw: 'unite' })]);
    expect(abilityText(plus5000({ kw: 'unite' }))).toBe(
      '[CONT](VC) Unite (if you have called two or more cards to (RC) or (GC) this turn):This unit gets Power +5000.',
    );
    // "Search your deck for a card and call it to (RC)": a superior call (VG2 10.7.1.3).
    give(NEHALEM, [actDo({ do: 'search', filter: { name: 'Tough Boy' }, then: 'callRC' })]);
    const s = scenario({
      at: 'ride',
      p0: { vanguard: TOUGH, hand: [KING, MARRON], rc: { BL: NEHALEM }, deck: deck([TOUGH]) },
    });
    expect(s.thisTurn).toBeUndefined(); // nothing recorded until the first call
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', KING) }); // a ride is no call (VG2 10.6.1, 10.7.1)
    expect(prompt(s)).toBe('vg.main');
    expect(pw(s, 0, 'VC')).toBe(10000);
    call(s, MARRON, 'FL');
    expect(pw(s, 0, 'VC')).toBe(10000); // one call
    answer(s, { t: 'act', card: unit(s, 0, 'BL').id, index: 0 });
    if (prompt(s) === 'vg.search') answer(s, s.decision!.options.find((o) => o.t === 'card') as never);
    answer(s, { t: 'unit', seat: 0, circle: 'FR' });
    expect(unit(s, 0, 'FR').code).toBe(TOUGH);
    expect(pw(s, 0, 'VC')).toBe(15000); // the second call, checked continuously
    toNextTurn(s);
    expect(pw(s, 0, 'VC')).toBe(10000); // "this turn" is over
  });

  it("VG2 11.19.1 / VG2 11.19.1.1 Unite counts calls to the guardian circle, and only its master's own calls", () => {
    give(KING, [cont({ zones: ['RC'], gate: { kw: 'unite' }, effect: { cont: 'modify', stat: 'power', n: 5000 } })]);
    const s = scenario({
      at: 'main',
      turnPlayer: 1,
      p0: { vanguard: NEHALEM, rc: { FL: KING }, hand: [MARRON, MARRON, MARRON], deck: deck([]) },
      p1: { vanguard: NEHALEM, hand: [MARRON, MARRON], deck: deck([]) },
    });
    for (const c of ['FL', 'FR'] as const) answer(s, { t: 'call', card: s.players[1].hand[0].id, circle: c });
    expect(pw(s, 0, 'FL')).toBe(10000); // the opponent called two
    answer(s, { t: 'pass' });
    attack(s, 'VC', 'VC');
    expect(prompt(s)).toBe('vg.guard');
    answer(s, { t: 'guard', card: s.players[0].hand[0].id });
    expect(pw(s, 0, 'FL')).toBe(10000);
    answer(s, { t: 'guard', card: s.players[0].hand[0].id });
    expect(pw(s, 0, 'FL')).toBe(15000); // two guardians called: a (GC) call counts
    expect(s.thisTurn?.called).toEqual([2, 2]);
  });

  it('VG2 11.19.1.2 [AUTO] Unite: triggers only if you have called two or more cards this turn when its condition is met', () => {
    give(KING, [onAttackPlus5000({ kw: 'unite' })]);
    const battleAfter = (calls: number) => {
      const s = scenario({
        at: 'main',
        p0: { vanguard: KING, rc: { BC: TOUGH }, hand: [MARRON, MARRON], deck: deck([]) },
        p1: { hand: [MARRON], deck: deck([]) },
      });
      const circles: Circle[] = ['FL', 'FR'];
      for (let i = 0; i < calls; i++) call(s, MARRON, circles[i]);
      answer(s, { t: 'pass' });
      attackUntilBoost(s, 'VC', 'VC');
      return s.standby.length;
    };
    expect(battleAfter(1)).toBe(0);
    expect(battleAfter(2)).toBe(1);
  });

  it('VG2 11.19.1.3 [ACT] Unite: can be played only once you have called two or more cards this turn', () => {
    give(KING, [actPlus5000({ kw: 'unite' })]);
    const s = scenario({ at: 'main', p0: { vanguard: KING, hand: [MARRON, MARRON], deck: deck([]) } });
    const id = unit(s, 0, 'VC').id;
    call(s, MARRON, 'FL');
    expect(offersAct(s, id, 0)).toBe(false);
    call(s, MARRON, 'FR');
    expect(offersAct(s, id, 0)).toBe(true);
  });
});

describe('Darkness (VG2 11.30)', () => {
  // "[ACT] Soul Charge (1)" on a rear-guard: a card into the soul other than by riding.
  const soulCharger = actDo({ do: 'soulCharge', n: 1 });

  it('VG2 11.30 / VG2 11.30.1 / VG2 11.30.1.1 / VG2 11.30.2 [CONT] Darkness: a ride putting the old vanguard into the soul does not count; a soul charge does, at once, until the turn ends', () => {
    const a = plus5000({ kw: 'darkness' });
    give(KING, [a]);
    expect(abilityText(a)).toBe(
      '[CONT](VC) Darkness (if cards have been put into your soul this turn other than by riding):This unit gets Power +5000.',
    );
    give(NEHALEM, [soulCharger]);
    const s = scenario({ at: 'ride', p0: { vanguard: TOUGH, hand: [KING], rc: { FL: NEHALEM }, deck: deck([]) } });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', KING) });
    expect(s.players[0].soul.map((c) => c.code)).toEqual([TOUGH]); // the old vanguard went to the soul (VG2 8.5.3.1)
    expect(pw(s, 0, 'VC')).toBe(10000);
    answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
    expect(s.players[0].soul).toHaveLength(2);
    expect(pw(s, 0, 'VC')).toBe(15000);
    toNextTurn(s);
    expect(pw(s, 0, 'VC')).toBe(10000);
  });

  it("VG2 11.30.1.2 [AUTO] Darkness: triggers only if cards were put into your soul this turn (the opponent's soul does not count)", () => {
    give(KING, [onAttackPlus5000({ kw: 'darkness' })]);
    give(NEHALEM, [soulCharger]);
    const battle = (charge: boolean, opponentCharges: boolean) => {
      const s = scenario({
        at: 'main',
        p0: { vanguard: KING, rc: { FL: NEHALEM, BC: TOUGH }, deck: deck([]) },
        p1: { hand: [MARRON], deck: deck([]) },
      });
      if (opponentCharges) moveCard(s, 1, s.players[1].deck.at(-1)!, 'deck', 'soul');
      if (charge) answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
      answer(s, { t: 'pass' });
      attackUntilBoost(s, 'VC', 'VC');
      return s.standby.length;
    };
    expect(battle(false, true)).toBe(0);
    expect(battle(true, false)).toBe(1);
  });

  it('VG2 11.30.1.3 [ACT] Darkness: can be played only once cards were put into your soul this turn', () => {
    give(KING, [actPlus5000({ kw: 'darkness' })]);
    give(NEHALEM, [soulCharger]);
    const s = scenario({ at: 'main', p0: { vanguard: KING, rc: { FL: NEHALEM }, deck: deck([]) } });
    const id = unit(s, 0, 'VC').id;
    expect(offersAct(s, id, 0)).toBe(false);
    answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
    expect(offersAct(s, id, 0)).toBe(true);
  });
});

describe('Homare (VG2 11.40)', () => {
  const homareAct = act({
    zones: ['VC', 'RC'],
    gate: { kw: 'homare' },
    cost: [{ pay: 'counterBlast', n: 1 }],
    effects: [power(thisUnit, 5000, 'turn')],
  });
  const plainAct = act({ zones: ['VC'], cost: [{ pay: 'counterBlast', n: 1 }], effects: [draw(1)] });

  it('VG2 11.40 / VG2 11.40.1 once its master paid the cost of one Homare ability, no Homare cost can be paid for the rest of that turn; other costs still can, and the next turn it is open again', () => {
    expect(abilityText(homareAct)).toBe(
      '[ACT](VC/RC) Homare (you can pay the cost of only one Homare ability each turn):[Counter Blast (1)] This unit gets Power +5000 until end of turn.',
    );
    give(KING, [homareAct, plainAct]);
    give(TOUGH, [homareAct]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, rc: { FL: TOUGH }, damage: [MARRON, MARRON, MARRON, MARRON], deck: deck([]) },
    });
    const king = unit(s, 0, 'VC').id;
    const tough = unit(s, 0, 'FL').id;
    expect([offersAct(s, king, 0), offersAct(s, tough, 0)]).toEqual([true, true]);
    answer(s, { t: 'act', card: tough, index: 0 });
    if (prompt(s) === 'vg.cost.counterBlast') answer(s, s.decision!.options[0] as never);
    expect(pw(s, 0, 'FL')).toBe(13000);
    // Another Homare ability, or the same one again: closed. A cost without Homare: open.
    expect([offersAct(s, king, 0), offersAct(s, tough, 0), offersAct(s, king, 1)]).toEqual([false, false, true]);
    toNextTurn(s);
    toNextTurn(s);
    for (let i = 0; i < 20 && prompt(s) !== 'vg.main'; i++) answer(s, s.decision!.options.at(-1) as never);
    expect(s.turnPlayer).toBe(0);
    expect(offersAct(s, unit(s, 0, 'VC').id, 0)).toBe(true);
  });

  it('VG2 11.40.1 an [AUTO] Homare ability still triggers, but once a Homare cost was paid this turn its cost cannot be paid, so it does nothing', () => {
    const homareAuto = auto({
      zones: ['VC'],
      gate: { kw: 'homare' },
      trigger: { on: 'attacks' },
      cost: [{ pay: 'counterBlast', n: 1 }],
      effects: [power(thisUnit, 5000, 'battle')],
    });
    give(KING, [homareAuto, homareAct]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: KING, damage: [MARRON, MARRON], deck: deck([]) },
      p1: { hand: [MARRON], deck: deck([]) },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 1 }); // pays the Homare cost of the [ACT]
    if (prompt(s) === 'vg.cost.counterBlast') answer(s, s.decision!.options[0] as never);
    expect(pw(s, 0, 'VC')).toBe(15000);
    answer(s, { t: 'pass' });
    attack(s, 'VC', 'VC');
    expect(events(s, 'playAbility')).toHaveLength(2); // it triggered and was played …
    expect(prompt(s)).toBe('vg.guard'); // … without asking to pay its cost
    expect(pw(s, 0, 'VC')).toBe(15000);
    expect(s.players[0].damage.filter((c) => c.up)).toHaveLength(1);
  });

  it('VG2 11.40.2 "a unit with the Homare ability" is one that has a Homare ability, whether or not its cost can be paid', () => {
    give(KING, [homareAct]);
    const pick = act({
      zones: ['RC'],
      cost: [],
      effects: [power(chooseYour('unit', { withKeyword: { kw: 'homare' } }), 5000, 'turn')],
    });
    give(MARRON, [pick]);
    expect(abilityText(pick)).toBe(
      '[ACT](RC):Choose one of your units with "Homare (you can pay the cost of only one Homare ability each turn)", and that unit gets Power +5000 until end of turn.',
    );
    const s = scenario({ at: 'main', p0: { vanguard: KING, rc: { FL: TOUGH, BL: MARRON }, deck: deck([]) } });
    answer(s, { t: 'act', card: unit(s, 0, 'BL').id, index: 0 });
    expect(s.decision!.options).toEqual([{ t: 'unit', seat: 0, circle: 'VC' }]); // no damage: no cost payable
  });
});

describe('Success (VG2 11.37)', () => {
  const successfulPlus3000 = cont({
    zones: ['RC'],
    condition: { if: 'thisIs', state: 'successful' },
    effect: { cont: 'modify', stat: 'power', n: 3000 },
  });
  const onSuccessDraw = auto({ zones: ['RC'], trigger: { on: 'becomes', state: 'successful' }, effects: [draw(1)] });

  it("VG2 11.37 / VG2 11.37.1 / VG2 11.37.2 / VG2 11.37.3 Success 10000: a situation trigger — when one of your rear-guards has Power 10000 or more during your turn the unit becomes successful once, until end of turn; never in the opponent's turn", () => {
    const a = success(10000, ['RC']);
    expect(abilityText(a)).toBe(
      '[AUTO](RC):Success 10000 (when this unit is not successful, and one of your rear-guards has Power 10000 or greater during your turn, this unit becomes successful until end of turn).',
    );
    give(KING, [a, successfulPlus3000, onSuccessDraw]);
    // No event brought the power there: the situation alone triggers it at the first check timing (VG2 8.6.7).
    const s = scenario({ at: 'main', p0: { vanguard: NEHALEM, rc: { FL: KING }, deck: deck([]) } });
    expect(prompt(s)).toBe('vg.main');
    expect(s.successful).toEqual([unit(s, 0, 'FL').id]);
    expect(shown(s, 0, 'FL').successful).toBe(true);
    expect(pw(s, 0, 'FL')).toBe(13000);
    expect(s.players[0].hand).toHaveLength(1); // "when this unit becomes successful"
    // Successful, so the situation no longer holds for it: no more triggers at the next check timings.
    answer(s, { t: 'pass' });
    expect(events(s, 'playAbility').map((e) => (e.card as { code: string }).code)).toEqual([KING, KING]);
    toNextTurn(s); // the opponent's turn: no longer successful, and it cannot become so
    expect(s.successful).toBeUndefined();
    expect(pw(s, 0, 'FL')).toBe(10000);
    expect(events(s, 'playAbility')).toHaveLength(2);
  });

  it('VG2 11.37.4 if the power of the rear-guard that triggered Success drops below the number before it resolves, the unit does not become successful', () => {
    give(KING, [success(8000, ['VC'])]);
    // Tough Boy: "When placed on (RC), this unit gets Power -5000 until end of turn."
    give(TOUGH, [
      auto({ zones: ['RC'], trigger: { on: 'placed', circles: ['RC'] }, effects: [power(thisUnit, -5000, 'turn')] }),
    ]);
    const game = () => {
      const s = scenario({ at: 'main', p0: { vanguard: KING, hand: [TOUGH], deck: deck([]) } });
      call(s, TOUGH, 'FL'); // 8000: Success 8000 and Tough Boy's ability stand by together
      return s;
    };
    const dropsFirst = game();
    playFirst(dropsFirst, 0, 'FL');
    expect(pw(dropsFirst, 0, 'FL')).toBe(3000);
    expect(prompt(dropsFirst)).toBe('vg.main'); // Success resolved and did nothing
    expect(events(dropsFirst, 'playAbility')).toHaveLength(2);
    expect(dropsFirst.successful).toBeUndefined();
    const successFirst = game();
    playFirst(successFirst, 0, 'VC');
    expect(successFirst.successful).toEqual([unit(successFirst, 0, 'VC').id]);
  });
});

describe('Harmony (VG2 11.34)', () => {
  const inHarmonyPlus5000 = cont({
    zones: ['VC', 'RC'],
    condition: { if: 'thisIs', state: 'harmony' },
    effect: { cont: 'modify', stat: 'power', n: 5000 },
  });
  const onHarmonyDraw = auto({ zones: ['VC', 'RC'], trigger: { on: 'becomes', state: 'harmony' }, effects: [draw(1)] });
  const retireThisWhenPlaced = auto({
    zones: ['RC'],
    trigger: { on: 'placed', circles: ['RC'] },
    effects: [{ do: 'retire', target: thisUnit }],
  });

  it('VG2 11.34 / VG2 11.34.1 when your other unit is placed in its column, both units are in harmony until end of turn; not in another column', () => {
    const h = harmony(['VC', 'RC']);
    expect(abilityText(h)).toBe(
      '[AUTO](VC/RC):Harmony (when another of your units is placed in the same column as this unit, both units are in harmony until end of turn, as long as both stay on the field).',
    );
    give(KING, [h, inHarmonyPlus5000]);
    give(TOUGH, [inHarmonyPlus5000]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: NEHALEM, rc: { FL: KING }, hand: [TOUGH, TOUGH], deck: deck([]) },
    });
    call(s, TOUGH, 'BR'); // the other column
    expect(s.harmony).toBeUndefined();
    call(s, TOUGH, 'BL');
    expect([pw(s, 0, 'FL'), pw(s, 0, 'BL'), pw(s, 0, 'BR')]).toEqual([15000, 13000, 8000]);
    expect([shown(s, 0, 'FL').harmony, shown(s, 0, 'BL').harmony, shown(s, 0, 'BR').harmony]).toEqual([
      true,
      true,
      undefined,
    ]);
    toNextTurn(s);
    expect(s.harmony).toBeUndefined();
    expect(pw(s, 0, 'FL')).toBe(10000);
  });

  it('VG2 11.34.1.1 if the placed unit leaves the field before Harmony resolves, there is no harmony', () => {
    give(KING, [harmony(['RC']), onHarmonyDraw]);
    give(TOUGH, [retireThisWhenPlaced]);
    const s = scenario({ at: 'main', p0: { vanguard: NEHALEM, rc: { FL: KING }, hand: [TOUGH], deck: deck([]) } });
    call(s, TOUGH, 'BL');
    playFirst(s, 0, 'BL'); // Tough Boy retires itself first
    expect(prompt(s)).toBe('vg.main');
    expect(s.players[0].drop.map((c) => c.code)).toEqual([TOUGH]);
    expect(s.harmony).toBeUndefined();
    expect(s.players[0].hand).toHaveLength(0); // never became in harmony
  });

  it('VG2 11.34.1.2 / VG2 11.34.1.2.1 / VG2 11.34.1.3.1 units in harmony stay so when one changes column; a new association in its new column adds to it, and "becomes in harmony" triggers only for a unit not yet in harmony', () => {
    give(KING, [harmony(['RC']), onHarmonyDraw]);
    give(TOUGH, [onHarmonyDraw]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: NEHALEM, rc: { FL: KING }, hand: [TOUGH, TOUGH], deck: deck([]) },
    });
    call(s, TOUGH, 'BL');
    playFirst(s, 0, 'FL'); // both became in harmony: their draws, in either order
    expect(s.players[0].hand).toHaveLength(3);
    // King of Sword moves to the other column (VG2 10.32: circle to circle, the same card).
    const p = s.players[0];
    const tough = p.hand.find((c) => c.code === TOUGH)!;
    moveCard(s, 0, unit(s, 0, 'FL'), 'FL', 'FR');
    expect(shown(s, 0, 'FR').harmony).toBe(true);
    expect(shown(s, 0, 'BL').harmony).toBe(true);
    answer(s, { t: 'call', card: tough.id, circle: 'BR' }); // placed in King of Sword's new column
    expect(shown(s, 0, 'BR').harmony).toBe(true);
    expect(p.hand).toHaveLength(3); // the new Tough Boy drew; King of Sword, already in harmony, did not
    const plays = events(s, 'playAbility').map((e) => (e.card as { code: string }).code);
    expect([plays.filter((c) => c === KING).length, plays.filter((c) => c === TOUGH).length]).toEqual([3, 2]);
    // The first partner leaves the field: King of Sword stays in harmony through the second.
    moveCard(s, 0, unit(s, 0, 'BL'), 'BL', 'drop');
    expect(shown(s, 0, 'FR').harmony).toBe(true);
    moveCard(s, 0, unit(s, 0, 'BR'), 'BR', 'drop');
    expect(shown(s, 0, 'FR').harmony).toBeUndefined();
  });

  it('VG2 11.34.1.3 a "when this unit becomes in harmony" ability on standby resolves though its partner has left the field', () => {
    give(KING, [harmony(['RC']), onHarmonyDraw]);
    give(TOUGH, [retireThisWhenPlaced]);
    const s = scenario({ at: 'main', p0: { vanguard: NEHALEM, rc: { FL: KING }, hand: [TOUGH], deck: deck([]) } });
    call(s, TOUGH, 'BL');
    playFirst(s, 0, 'FL'); // Harmony first: both in harmony, King of Sword's draw stands by
    expect(s.harmony).toHaveLength(1);
    playFirst(s, 0, 'BL'); // then Tough Boy retires itself
    expect(prompt(s)).toBe('vg.main');
    expect(shown(s, 0, 'FL').harmony).toBeUndefined();
    expect(s.players[0].hand).toHaveLength(1); // the draw resolved all the same
  });
});
