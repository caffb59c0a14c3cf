// Rules tests for declaring (VG2 10.23): an ability's master declares a card name or a grade, chosen among the
// values that exist, and a later sentence of the same ability reads it ("reveal the top card of your deck; if it
// has the declared grade, …"). Vanilla trial-deck cards get test-only abilities (undone after each test).
import { describe, expect, it } from 'vitest';
import { eventsFor } from '../../src/core/engine.ts';
import type { Answer } from '../../src/core/types.ts';
import { answerWithoutView, heuristicAnswer } from '../../src/games/vanguard/product/heuristic.ts';
import { Narrator, renderAnswer } from '../../src/games/vanguard/product/terminalRender.ts';
import { type Effect, thisUnit } from '../../src/games/vanguard/abilities/dsl.ts';
import { abilityText } from '../../src/games/vanguard/abilities/text.ts';
import { allCards, PROTECT_CODE } from '../../src/games/vanguard/cards/cardPool.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import { vgView } from '../../src/games/vanguard/view.ts';
import { deck, pw, unit } from './cards/helpers.ts';
import { answer, events, prompt, scenario } from './scenario.ts';
import { actDo, testOnlyAbilities } from './testAbilities.ts';

const KING = 'TD03/004'; // King of Sword, g2 10000
const MARRON = 'TD01/008'; // Little Sage, Marron, g1
const WINGAL = 'TD01/009'; // Wingal, g1
const RUTILE = 'TD03/001'; // Gold Rutile, g3

const { give } = testOnlyAbilities();

/** "Declare a (name/grade). Reveal the top card of your deck. If it has the declared (name/grade), +5000." */
function declareAndReveal(what: 'name' | 'grade'): Effect[] {
  return [
    { do: 'declare', what },
    { do: 'revealTop' },
    {
      do: 'sentence',
      if: { if: 'revealedIsDeclared', what },
      effects: [{ do: 'modify', target: thisUnit, stat: 'power', n: 5000, until: 'turn' }],
    },
  ];
}

/** KING on FL with the ability, the deck's top card `top`; plays the ability up to the declaration. */
function start(what: 'name' | 'grade', top: string[]): VGState {
  give(KING, [actDo(...declareAndReveal(what))]);
  const s = scenario({ at: 'main', p0: { rc: { FL: KING }, deck: deck(top, WINGAL, 10) } });
  answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
  return s;
}

describe('VG2 10.23 declare', () => {
  it('VG2 10.23.1 / VG2 10.23.2 declaring a grade: the master chooses among the grades 0–4, and the declaration is public', () => {
    const s = start('grade', [MARRON]);
    expect(prompt(s)).toBe('vg.declareGrade');
    expect(s.decision!.seat).toBe(0);
    expect(s.decision!.options).toEqual([0, 1, 2, 3, 4].map((grade) => ({ t: 'declare', grade })));
    answer(s, { t: 'declare', grade: 1 });
    // Both players are told what was declared, and which card was revealed (VG2 10.9).
    for (const seat of [0, 1] as const) {
      const seen = eventsFor(s, seat) as unknown as Record<string, unknown>[];
      expect(seen.find((e) => e.t === 'declare')).toMatchObject({ seat: 0, declared: 1 });
      expect(seen.find((e) => e.t === 'reveal')).toMatchObject({ zone: 'deck', cards: [{ code: MARRON }] });
    }
    expect(new Narrator(1).events(eventsFor(s, 1))).toContain('Opponent declares grade 1.');
    expect(
      renderAnswer({ t: 'declare', grade: 1 } as Answer, 'vg.declareGrade', vgView(s, 0), new Narrator(0), 0),
    ).toBe('Declare grade 1');
  });

  it('VG2 10.23.1 an effect reads the declared grade: the revealed card has it (+5000) or not (no change), and stays on top of the deck', () => {
    const hit = start('grade', [MARRON]);
    answer(hit, { t: 'declare', grade: 1 });
    expect(pw(hit, 0, 'FL')).toBe(15000);
    expect(hit.players[0].deck.at(-1)!.code).toBe(MARRON);

    const miss = start('grade', [MARRON]);
    answer(miss, { t: 'declare', grade: 2 });
    expect(pw(miss, 0, 'FL')).toBe(10000);
    expect(miss.players[0].deck.at(-1)!.code).toBe(MARRON);
  });

  it('VG2 10.23.2 a declared card name points out a card that exists: the options are exactly the names of the card pool', () => {
    const s = start('name', [MARRON]);
    expect(prompt(s)).toBe('vg.declareName');
    const names = s.decision!.options.map((o) => (o as unknown as { name: string }).name);
    const pool = new Set(
      allCards()
        .filter((c) => c.code !== PROTECT_CODE)
        .map((c) => c.name),
    );
    expect(new Set(names).size).toBe(names.length); // each name once
    expect(new Set(names)).toEqual(pool);
    expect(names).not.toContain(allCards().find((c) => c.code === PROTECT_CODE)?.name);
  });

  it('VG2 10.23.1 an effect reads the declared card name: only the revealed card with that very name matches', () => {
    const hit = start('name', [MARRON]);
    answer(hit, { t: 'declare', name: 'Little Sage, Marron' });
    expect(events(hit, 'declare')[0]).toMatchObject({ declared: 'Little Sage, Marron' });
    expect(pw(hit, 0, 'FL')).toBe(15000);

    // Wingal has Marron's grade, but not its name.
    const miss = start('name', [WINGAL]);
    answer(miss, { t: 'declare', name: 'Little Sage, Marron' });
    expect(pw(miss, 0, 'FL')).toBe(10000);
  });

  it('VG2 10.23 the card text says what is declared and what reads it', () => {
    expect(abilityText(actDo(...declareAndReveal('grade')))).toMatch(
      /declare a grade.*reveal the top card of your deck.*if the revealed card has the declared grade/i,
    );
    expect(abilityText(actDo(...declareAndReveal('name')))).toMatch(/declare a card name.*declared card name/i);
  });

  it('VG2 10.23 the heuristic declares grade 0, and a name its deck still holds copies of', () => {
    const grades: Answer[] = [0, 1, 2, 3, 4].map((grade) => ({ t: 'declare', grade }) as Answer);
    expect(answerWithoutView('vg.declareGrade', grades)).toEqual({ t: 'declare', grade: 0 });

    give(KING, [actDo(...declareAndReveal('name'))]);
    const s = scenario({
      at: 'main',
      p0: { rc: { FL: KING }, hand: [RUTILE], drop: [KING, KING], deck: deck([MARRON], WINGAL, 10) },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
    const choice = heuristicAnswer(vgView(s, 0), 0, 'vg.declareName', s.decision!.options);
    // Three King of Sword are out of the deck, one Gold Rutile and one vanguard: Gold Rutile is first of the two.
    expect(choice).toEqual({ t: 'declare', name: 'Gold Rutile' });
  });
});

const TOUGH = 'TD03/007'; // Tough Boy, g1, the host of the riding ability

/** TOUGH on FL with "choose `n` cards from your hand and ride them", `hand` in the hand; plays it. */
function startRide(n: number, hand: string[]): VGState {
  give(TOUGH, [actDo({ do: 'rideCards', n })]);
  const s = scenario({ at: 'main', p0: { rc: { FL: TOUGH }, hand, deck: deck([], WINGAL, 10) } });
  answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
  return s;
}

const rides = (s: VGState) => events(s, 'ride').map((e) => (e.card as { code: string }).code);

describe('VG2 10.6.2 riding several cards at once', () => {
  it('VG2 10.6.2 / VG2 10.6.1.1 the master specifies the order, and the cards are superior ridden one at a time in it', () => {
    const s = startRide(2, [MARRON, KING]);
    const old = unit(s, 0, 'VC').code;
    // Both cards are the ones to ride (no more match than needed): only the order is asked, of the master.
    expect(prompt(s)).toBe('vg.rideOrder');
    expect(s.decision!.seat).toBe(0);
    expect(s.decision!.options).toHaveLength(2);
    answer(s, { t: 'card', card: s.players[0].hand.find((c) => c.code === KING)!.id });
    expect(prompt(s)).toBe('vg.main');
    expect(rides(s)).toEqual([KING, MARRON]);
    expect(events(s, 'ride').every((e) => e.superior === true)).toBe(true);
    // The last card ridden is the vanguard; the cards ridden over went to the soul (VG2 9.3.1).
    expect(s.players[0].field.VC.map((c) => c.code)).toEqual([MARRON]);
    expect(s.players[0].soul.map((c) => c.code).sort()).toEqual([old, KING].sort());
    expect(s.players[0].hand).toEqual([]);
  });

  it('VG2 10.6.2 the other order gives the other vanguard', () => {
    const s = startRide(2, [MARRON, KING]);
    answer(s, { t: 'card', card: s.players[0].hand.find((c) => c.code === MARRON)!.id });
    expect(rides(s)).toEqual([MARRON, KING]);
    expect(unit(s, 0, 'VC').code).toBe(KING);
  });

  it('VG2 10.6.2 with more cards than needed, the cards are chosen first, then ordered; the heuristic rides its highest grade last', () => {
    const s = startRide(2, [MARRON, KING, RUTILE]);
    expect(prompt(s)).toBe('vg.rideChoose');
    expect(s.decision!.options).toHaveLength(3);
    const first = heuristicAnswer(vgView(s, 0), 0, 'vg.rideChoose', s.decision!.options);
    expect(first).toEqual({ t: 'card', card: s.players[0].hand.find((c) => c.code === RUTILE)!.id });
    answer(s, first as Answer & Record<string, unknown>);
    expect(prompt(s)).toBe('vg.rideChoose');
    answer(s, { t: 'card', card: s.players[0].hand.find((c) => c.code === MARRON)!.id });
    expect(prompt(s)).toBe('vg.rideOrder');
    const next = heuristicAnswer(vgView(s, 0), 0, 'vg.rideOrder', s.decision!.options);
    expect(next).toEqual({ t: 'card', card: s.players[0].hand.find((c) => c.code === MARRON)!.id });
    answer(s, next as Answer & Record<string, unknown>);
    expect(rides(s)).toEqual([MARRON, RUTILE]);
    expect(s.players[0].hand.map((c) => c.code)).toEqual([KING]);
    expect(abilityText(actDo({ do: 'rideCards', n: 2 }))).toMatch(
      /choose two cards from your hand, and ride them one at a time in the order you choose/i,
    );
  });
});
