// Vanguard rules tests — the game: two players, winning and losing, the golden rules (ver. 2.01 section 1, ver. 1.10 section 1).
// Gathered by rules topic from the batch-named files keywords.test.ts, ruleActions.test.ts, rules1to10.test.ts, rulesLastClauses.test.ts.

import { describe, expect, it } from 'vitest';
import { agentContext } from '../../../src/ai/playGame.ts';
import { randomAgent } from '../../../src/ai/randomAgent.ts';
import { act, act as answerRaw, clone, decision, legalAnswers, newGame } from '../../../src/core/engine.ts';
import { IllegalAnswer, SetupError } from '../../../src/core/errors.ts';
import type { Answer, Seat } from '../../../src/core/types.ts';
import {
  auto,
  chooseOpponentRearguard,
  cont,
  draw,
  drawUpTo,
  type Effect,
  power,
  thisUnit,
} from '../../../src/games/vanguard/abilities/dsl.ts';
import { abilitiesOf } from '../../../src/games/vanguard/abilities/registry.ts';
import { cardText } from '../../../src/games/vanguard/abilities/text.ts';
import { deckById, expandDeck } from '../../../src/games/vanguard/cards/cardPool.ts';
import type { FormatId } from '../../../src/games/vanguard/formats.ts';
import type { Card, VGState } from '../../../src/games/vanguard/state.ts';
import * as cardsHelpers from '../cards/helpers.ts';
import { cite, citeEra, codes, deck, pw, unit } from '../cards/helpers.ts';
import { answer, autoplay, C, events, idOf, prompt, scenario, setMods } from '../scenario.ts';
import { actDo, testOnlyAbilities } from '../testAbilities.ts';

const BOTH: readonly FormatId[] = ['cr201', 'cr110'];

const NEHALEM = 'TD02/004'; // g2 10000, vanilla «Kagero»

const TEJAS = 'TD02/006'; // g2 8000, [CONT](VC/RC) may attack the back-row unit of its column

const BAHR = 'TD02/007'; // g1 8000, vanilla «Kagero»

const FORMATS: FormatId[] = ['cr201', 'cr110'];

/** A fresh card object, as an effect would create by moving a card into a zone. */
function mk(s: VGState, owner: Seat, code: string, up = true): Card {
  return { id: s.nextId++, code, owner, up, rested: false, placed: 0, mods: null };
}

/** Put `n` cards straight into a pile, as an effect that is not "dealing damage" would (VG1 3.13.2). */
function pushInto(s: VGState, seat: Seat, zone: 'damage' | 'soul' | 'drop', n: number, code: string = C.wingal): void {
  for (let i = 0; i < n; i++) s.players[seat][zone].push(mk(s, seat, code));
}

/** A position in the main phase where player 1 can answer a call; the call is followed by a check timing. */
function mainWithCall(format: FormatId, extra: { p0?: object; p1?: object } = {}): VGState {
  return scenario({
    format,
    at: 'main',
    p0: { vanguard: C.blasterBlade, hand: [C.wingal], ...extra.p0 },
    p1: { ...extra.p1 },
  });
}

/** Play a normal call of the Wingal in hand to `circle`: a check timing follows it (VG2 3.6.3.1). */
function callWingal(s: VGState, circle: 'FL' | 'FR' | 'BL' | 'BC' | 'BR' = 'BL'): void {
  answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.wingal), circle });
}

function moves(s: VGState, from = 0): { seat: number; from: string; to: string }[] {
  return (s.log ?? [])
    .slice(from)
    .filter((l) => l.e.t === 'move')
    .map((l) => {
      const e = l.e as unknown as { seat: number; from: string; to: string };
      return { seat: e.seat, from: e.from, to: e.to };
    });
}

function eventTypes(s: VGState, from = 0): string[] {
  return (s.log ?? []).slice(from).map((l) => l.e.t);
}

/** Attack the opponent's vanguard with the vanguard (battle phase at `vg.attack`), declining any boost. */
function attackVanguard(s: VGState): void {
  answer(s, { t: 'yes' });
  answer(s, { t: 'circle', circle: 'VC' });
  answer(s, { t: 'circle', circle: 'VC' });
  if (prompt(s) === 'vg.boost') answer(s, { t: 'no' });
}

describe('card text over the rules (VG2 1.3.1)', () => {
  for (const format of BOTH) {
    it(`${format === 'cr110' ? 'VG1 1.3.1 / VG1 4.6.2.1' : 'VG2 1.3.1 / VG2 4.6.2.1 / VG2 7.4.1.6'} Wyvern Strike, Tejas may attack the opponent's back-row unit of its own column, which the rules alone never allow (${format})`, () => {
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: NEHALEM, rc: { FL: TEJAS, FR: BAHR }, deck: deck() },
        p1: { rc: { FL: C.wingal, BL: C.wingal, BR: C.stardust } },
      });
      answer(s, { t: 'yes' });
      answer(s, { t: 'circle', circle: 'FL' });
      // Your left column is the opponent's right column (VG2 4.6.2.1).
      expect(s.decision!.options).toEqual([
        { t: 'circle', circle: 'FL' },
        { t: 'circle', circle: 'VC' },
        { t: 'circle', circle: 'BR' },
      ]);
      answer(s, { t: 'circle', circle: 'BR' });
      expect(prompt(s)).toBe('vg.attack');
      expect(codes(s.players[1].drop)).toEqual([C.stardust]);
      answer(s, { t: 'yes' });
      answer(s, { t: 'circle', circle: 'FR' });
      expect(s.decision!.options).toEqual([
        { t: 'circle', circle: 'FL' },
        { t: 'circle', circle: 'VC' },
      ]);
    });
  }
});

describe('VG2 1.2 / VG1 1.2 winning and losing', () => {
  it('VG2 1.1.1 VG1 1.1.1 a game has exactly two players: two player states, and no third seat may answer', () => {
    const s = mainWithCall('cr201');
    expect(s.players).toHaveLength(2);
    const before = JSON.stringify(s);
    expect(() => act(s, 2 as Seat, { t: 'pass' })).toThrow(IllegalAnswer);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('VG2 1.2.1 VG2 9.2.1 VG1 1.2.1 VG1 9.2.1 a loss ends the game immediately and the other player wins', () => {
    for (const format of FORMATS) {
      const s = mainWithCall(format, { p0: { hand: [C.wingal, C.marron] } });
      pushInto(s, 1, 'damage', 6);
      callWingal(s);
      expect(s.result?.winner).toBe(0);
      expect(decision(s)).toBeNull();
      expect(legalAnswers(s)).toEqual([]);
      expect(eventTypes(s).at(-1)).toBe('gameOver');
      expect(events(s, 'gameOver')).toHaveLength(1);
      expect(() => act(s, 0, { t: 'pass' })).toThrow(/game is over/);
      expect(s.players[0].hand.map((c) => c.code)).toEqual([C.marron]); // nothing more happened
    }
  });

  it('VG2 1.2.2 VG2 1.2.2.1 VG1 1.2.2 VG1 1.2.2.1 a sixth damage card from a damage check loses at the check timing after it', () => {
    for (const format of FORMATS) {
      const s = scenario({ format, at: 'battle', p1: { damage: [C.wingal, C.wingal, C.wingal, C.wingal, C.wingal] } });
      attackVanguard(s);
      expect(s.result).toEqual({ winner: 0, reason: 'player 2 lost: six or more damage' });
      expect(s.players[1].damage).toHaveLength(6);
      const last = moves(s).at(-1)!;
      expect(last).toEqual({ seat: 1, from: 'trigger', to: 'damage' });
    }
  });

  it('VG2 1.2.2.2 VG2 9.2.3 VG1 1.2.2.2 VG1 9.2.3 drawing the last card in the draw phase loses at the check timing that follows', () => {
    for (const format of FORMATS) {
      const s = scenario({ format, at: 'draw', p0: { deck: [C.marron] } });
      expect(s.result).toEqual({ winner: 1, reason: 'player 1 lost: no cards in deck' });
      expect(s.players[0].hand.map((c) => c.code)).toEqual([C.marron]);
      const types = eventTypes(s);
      const drawAt = (s.log ?? []).findIndex((l) => l.e.t === 'move' && (l.e as { to?: string }).to === 'hand');
      expect(drawAt).toBeGreaterThan(-1);
      expect(types.indexOf('gameOver')).toBeGreaterThan(drawAt);
      // the beginning-of-draw-phase check timing came first, with one card still in the deck
      expect(types.indexOf('timing')).toBeLessThan(drawAt);
    }
  });

  it('VG2 9.2.3 VG1 9.2.3 a deck of two cards survives the draw', () => {
    for (const format of FORMATS) {
      const s = scenario({ format, at: 'draw', p0: { deck: [C.marron, C.wingal] } });
      expect(s.result).toBeNull();
      expect(s.players[0].deck).toHaveLength(1);
    }
  });

  it('VG2 9.2.4 VG2 9.5.1.1 ver. 2.01: no vanguard and an empty soul loses at the check timing (VG-083)', () => {
    const s = scenario({ format: 'cr201', at: 'main', p0: { vanguard: null } });
    expect(s.result).toEqual({ winner: 1, reason: 'player 1 lost: no vanguard and no soul' });
  });

  it('VG1 9.2.1 ver. 1.10 has no such losing condition: a player with no vanguard plays on', () => {
    const s = scenario({ format: 'cr110', at: 'main', p0: { vanguard: null, hand: [C.wingal] } });
    expect(s.result).toBeNull();
    expect(prompt(s)).toBe('vg.main');
    expect(s.decision!.options).toEqual([{ t: 'pass' }]); // nothing to call under a missing vanguard
  });

  it("VG2 1.2.4 VG1 1.2.4 a player may concede in the opponent's guard step; the game ends at once with no check timing (VG-059)", () => {
    for (const format of FORMATS) {
      const s = scenario({ format, at: 'battle', p1: { vanguard: C.blasterBlade, hand: [C.wingal] } });
      attackVanguard(s);
      expect(prompt(s)).toBe(format === 'cr201' ? 'vg.guard' : 'vg.guardBatch');
      expect(s.decision!.seat).toBe(1);
      // Six damage for the turn player: a check timing would make this a draw.
      pushInto(s, 0, 'damage', 6);
      const mark = s.log!.length;
      act(s, 1, { t: 'concede' });
      expect(s.result).toEqual({ winner: 0, reason: 'player 2 conceded' });
      expect(eventTypes(s, mark)).toEqual(['gameOver']);
      expect(s.players[1].field.GC).toHaveLength(0);
      expect(decision(s)).toBeNull();
    }
  });

  it('VG2 1.2.4 VG1 1.2.4 the player who is not deciding may concede too, and concede needs no option', () => {
    for (const format of FORMATS) {
      const s = scenario({ format, at: 'battle', p1: { vanguard: C.blasterBlade, hand: [C.wingal] } });
      attackVanguard(s);
      expect(s.decision!.options.some((o) => o.t === 'concede')).toBe(false);
      act(s, 0, { t: 'concede' });
      expect(s.result).toEqual({ winner: 1, reason: 'player 1 conceded' });
      expect(s.answers.at(-1)).toEqual({ seat: 0, answer: { t: 'concede' } });
    }
  });

  it('VG2 1.2.4.1 VG1 1.2.4.1 nothing interferes with conceding: it is accepted at every decision of a game, and no decision ever offers it', () => {
    for (const format of FORMATS) {
      const s = newGame<VGState>({
        game: 'vanguard',
        format,
        decks: [{ cards: expandDeck(deckById('TD01')!) }, { cards: expandDeck(deckById('TD02')!) }],
        seed: 5,
        log: false,
      });
      const agent = randomAgent(9);
      const prompts = new Set<string>();
      for (let n = 0; n < 400 && decision(s); n++) {
        const d = decision(s)!;
        prompts.add(d.prompt);
        expect(d.options.some((o) => o.t === 'concede')).toBe(false);
        const c = clone(s);
        const who = (n % 2) as Seat;
        act(c, who, { t: 'concede' });
        expect(c.result).toEqual({ winner: who === 0 ? 1 : 0, reason: `player ${who + 1} conceded` });
        act(s, d.seat, agent.choose(agentContext(s, d)));
      }
      expect(prompts.size).toBeGreaterThan(5);
    }
  });

  it('VG2 1.2.4.1 a loss by rule action is reported as a loss, never as a concession', () => {
    const s = mainWithCall('cr201');
    pushInto(s, 1, 'damage', 6);
    callWingal(s);
    expect(s.result).toEqual({ winner: 0, reason: 'player 2 lost: six or more damage' });
    expect(s.answers.some((a) => a.answer.t === 'concede')).toBe(false);
  });
});

describe('VG2 1.3 / VG1 1.3 golden rules', () => {
  it('VG2 1.3.2.2 VG1 1.3.2.2 a hit with critical 0 or less deals no damage, and nothing is undone for a negative amount', () => {
    for (const format of FORMATS) {
      const s = scenario({ format, at: 'battle', p1: { damage: [C.nehalem] } });
      setMods(s, 0, 'VC', [{ stat: 'critical', n: -3, until: 'turn' }]);
      attackVanguard(s);
      expect(events(s, 'compare').at(-1)).toEqual({ t: 'compare', hit: [true] });
      expect(events(s, 'damage')).toHaveLength(0);
      expect(s.players[1].damage.map((c) => c.code)).toEqual([C.nehalem]);
      expect(moves(s).filter((m) => m.seat === 1 && m.to === 'trigger')).toEqual([]);
      expect(s.players[1].vanguardDamage).toBe(0);
      expect(s.players[1].drop).toHaveLength(0);
    }
  });

  function healCheck(format: FormatId, p1Damage: number, p0Damage = 0): VGState {
    const s = mainWithCall(format, {
      p0: { damage: Array(p0Damage).fill(C.wingal) },
      p1: { damage: Array(p1Damage).fill(C.wingal), deck: [C.healRP, ...Array(10).fill(C.wingal)] },
    });
    if (format === 'cr201') {
      s.players[1].vanguardDamage = 1;
      callWingal(s);
    }
    return s;
  }

  function orderHealFirst(s: VGState): void {
    const o = s.decision!.options.find((x) => (x as Answer & { order: string[] }).order[0] === 'heal')!;
    act(s, s.decision!.seat, o);
  }

  it('VG2 1.3.2 VG2 2.8.1.1.5 a heal with an empty damage zone heals nothing, the power still applies (VG-041)', () => {
    const s = healCheck('cr201', 0);
    expect(prompt(s)).toBe('vg.triggerOrder');
    orderHealFirst(s);
    expect(prompt(s)).toBe('vg.triggerPower'); // no vg.heal: there is nothing to heal
    answer(s, { t: 'circle', circle: 'VC' });
    expect(events(s, 'heal')).toHaveLength(0);
    expect(s.players[1].drop).toHaveLength(0);
    expect(s.players[1].field.VC[0].mods).toEqual([{ stat: 'power', n: 5000, until: 'turn' }]);
    expect(s.players[1].damage.map((c) => c.code)).toEqual([C.healRP]);
  });

  it('VG2 2.8.1.1.5 with a damage card to heal and the condition met, the heal is offered and performed', () => {
    const s = healCheck('cr201', 1, 1);
    orderHealFirst(s);
    expect(prompt(s)).toBe('vg.heal');
    answer(s, { t: 'card' });
    expect(events(s, 'heal')).toHaveLength(1);
    expect(s.players[1].drop).toHaveLength(1);
  });

  it('VG2 1.3.2.1 VG2 3.17.2 VG1 1.3.2.1 VG1 3.17.2 standing a standing unit is no action: the stand phase logs a stand only for the rested unit', () => {
    for (const format of FORMATS) {
      const s = scenario({
        format,
        at: 'stand',
        p0: { rc: { FL: C.gallatin, FR: { code: C.marron, rested: true }, BC: C.wingal } },
      });
      const stands = events(s, 'stand');
      expect(stands).toEqual([{ t: 'stand', seat: 0, id: idOf(s, 0, 'FR', C.marron) }]);
      expect(
        Object.values(s.players[0].field)
          .flat()
          .every((c) => !c.rested),
      ).toBe(true);
    }
  });
});

{
  // The tests gathered from rules1to10.test.ts, with its helpers: some of their names mean something else above.

  const BOTH = cardsHelpers.BOTH;

  // Vanilla trial-deck cards used as hosts (stats in data/vanguard/original-td.cards.json).
  const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler»

  const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler»

  const { give } = testOnlyAbilities();

  function playAct(s: VGState, seat: Seat, circle: 'VC' | 'FL'): void {
    expect(prompt(s)).toBe('vg.main');
    answer(s, { t: 'act', card: unit(s, seat, circle).id, index: 0 });
  }

  const TD01 = { cards: expandDeck(deckById('TD01')!) };

  const TD02 = { cards: expandDeck(deckById('TD02')!) };

  // From the former rules1to10.test.ts:
  // Rules tests for clauses of VG2 sections 1, 4, 6 and 10 (and their ver. 1.10 twins) that no other file
  // checks: two players (1.1), an effect that stops an action beats the effect that attempts it (1.3.3), the
  // order of cards moved together (4.1.5), an effect that follows the card it moved (4.1.8), face-down damage
  // cards doing nothing (4.8.2.2), the stride step (6.5.1.2) and shuffling without looking (10.11.1.2).
  // Not here (the engine builds none of them): winning or losing by an effect (1.2.5), choosing a number
  // (1.3.5), lock circles and G units (4.6.7, 4.6.9, 6.8.1.1.x), face-down bound cards and bind piles
  // (4.9.2.1, 4.9.2.2, 4.9.3), the G zone and G deck (4.11, 5.3), deck-building abilities (5.1.2), normal
  // stride (6.5.1.2.2), legion, G units and hearts under a ride (10.6.1.2–10.6.1.5), simultaneous rides and
  // calls (10.6.2, 10.7.1.1.1.1–10.7.1.1.2), imaginary gifts (10.6.3), superior calls to the guardian circle
  // (10.7.1.3.1), searching a public zone (10.10.1.2), skill damage (10.15.1.1), costs with a requirement and
  // counter blast as an effect (10.16.1.1, 10.16.1.2, 10.17.1.1), "battle" (10.20) and the actions of
  // 10.22–10.28 and 10.31–10.38 other than dealing damage and removing. 10.1 only defines a term.

  describe('section 1: players and the rules of precedence', () => {
    for (const format of BOTH) {
      it(
        cite(
          format,
          '[VG2 1.1|VG1 1.1] / [VG2 1.1.1|VG1 1.1.1] the game is for two players: a setup with one or three decks is refused, and the turns pass back and forth between the two',
        ),
        () => {
          for (const decks of [[TD01], [TD01, TD02, TD01]]) {
            // The setup type allows two decks only: the cast lets the engine itself refuse the others.
            expect(() => newGame({ game: 'vanguard', format, decks: decks as never, seed: 1 })).toThrow(SetupError);
          }
          const s = newGame<VGState>({ game: 'vanguard', format, decks: [TD01, TD02], seed: 3 });
          expect(s.players).toHaveLength(2);
          autoplay(s, (x) => x.turn === 4, ['done', 'no', 'pass']);
          const seats = events(s, 'turn').map((e) => e.seat);
          const first = s.firstPlayer;
          const second = first === 0 ? 1 : 0;
          expect(seats).toEqual([first, second, first, second]);
        },
      );

      it(
        cite(
          format,
          '[VG2 1.3.3|VG1 1.3.3] an effect retires a unit that an effect says cannot be affected: the effect that stops the retire takes precedence',
        ),
        () => {
          give(KING, [actDo({ do: 'retire', target: chooseOpponentRearguard() })]);
          give(TOUGH, [cont({ zones: ['RC'], effect: { cont: 'unaffected' } })]);
          for (const [circle, code, stays] of [
            ['FL', TOUGH, true],
            ['FR', C.nehalem, false],
          ] as const) {
            const s = scenario({
              format,
              at: 'main',
              p0: { rc: { FL: KING }, deck: deck([]) },
              p1: { rc: { FL: TOUGH, FR: C.nehalem } },
            });
            playAct(s, 0, 'FL');
            answer(s, { t: 'unit', seat: 1, circle });
            expect(codes(s.players[1].field[circle])).toEqual(stays ? [code] : []);
            expect(codes(s.players[1].drop)).toEqual(stays ? [] : [code]);
          }
        },
      );
    }
  });
}

{
  // The tests gathered from rulesLastClauses.test.ts, with its helpers: some of their names mean something else above.

  const BOTH = cardsHelpers.BOTH;

  const NEHALEM = 'TD02/004'; // g2 10000 «Kagero»

  const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler»

  const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler»

  const MARRON = 'TD01/008'; // g1 8000, the deck filler of `deck()`

  const { give } = testOnlyAbilities();

  /** Play the [ACT] at `index` of the unit on `circle` of player 1 from the main phase. */
  function playAct(s: VGState, circle: 'VC' | 'FL', index = 0): void {
    expect(prompt(s)).toBe('vg.main');
    answer(s, { t: 'act', card: unit(s, 0, circle).id, index });
  }

  // From the former rulesLastClauses.test.ts:
  // Rules tests for the last behavioural clauses of sections 1, 3 and 8: winning or losing by an effect (VG2 1.2.5,
  // VG1 1.2.5), chosen numbers are zero or positive integers (VG2 1.3.5, VG1 1.3.5), "original" values (VG2 3.7.1.2)
  // and what a zone-changing trigger reads of a card that moved between a public and a hidden zone (VG2 8.6.5.1.1,
  // 8.6.5.1.3; VG1 8.6.4.1.1, 8.6.4.1.3). Vanilla trial-deck cards get test-only abilities (undone after each test).

  describe('winning or losing by an effect (VG2 1.2.5; VG1 1.2.5)', () => {
    for (const format of BOTH) {
      const clause = format === 'cr110' ? 'VG1 1.2.5' : 'VG2 1.2.5';
      it(`${citeEra(format, 'VG2 1.2.5', 'VG1 1.2.5')} "you win the game" ends the game as it resolves: the rest of the ability does not resolve (${format})`, () => {
        give(NEHALEM, [actDo({ do: 'winGame' }, draw(1))]);
        const s = scenario({ format, at: 'main', p0: { vanguard: NEHALEM } });
        const hand = s.players[0].hand.length;
        playAct(s, 'VC');
        expect(s.result).toEqual({
          winner: 0,
          reason: `player 1 won by the effect of Dragon Knight, Nehalem (${clause})`,
        });
        expect(s.decision).toBeNull();
        expect(s.players[0].hand).toHaveLength(hand); // the draw after it never happened
        expect(events(s, 'gameOver')).toEqual([{ t: 'gameOver', winner: 0, reason: s.result!.reason }]);
        expect(() => answerRaw(s, 0, { t: 'pass' } as Answer)).toThrow(IllegalAnswer);
        expect(cardText(abilitiesOf(NEHALEM))).toBe('[ACT](VC/RC):You win the game, and draw a card.');
      });

      it(`${citeEra(format, 'VG2 1.2.5', 'VG1 1.2.5')} the game ends before check timing: a player who wins by an effect with an empty deck wins, and one who loses so loses alone (${format})`, () => {
        // Drawing the last card leaves an empty deck, which loses the game at the next check timing (VG2 9.2.3 /
        // VG1 9.2.3); winning by the effect first means no check timing comes.
        give(NEHALEM, [actDo(draw(3), { do: 'winGame' })]);
        const s = scenario({ format, at: 'main', p0: { vanguard: NEHALEM, deck: deck([], MARRON, 3) } });
        playAct(s, 'VC');
        expect(s.players[0].deck).toHaveLength(0);
        expect(s.result?.winner).toBe(0);

        // Its opponent's empty deck would make the opponent lose too at that check timing (a draw, VG2 1.2.3); the
        // master losing by the effect ends the game first, so the opponent simply wins.
        give(KING, [actDo({ do: 'loseGame' })]);
        const t = scenario({ format, at: 'main', p0: { vanguard: KING }, p1: { deck: deck([], MARRON, 1) } });
        const bottom = t.players[1].deck[0];
        t.players[1].deck.length = 0;
        t.players[1].drop.push(bottom); // keeps the card count; only the empty deck matters here
        playAct(t, 'VC');
        expect(t.result).toEqual({ winner: 1, reason: `player 1 lost by the effect of King of Sword (${clause})` });
        expect(cardText(abilitiesOf(KING))).toBe('[ACT](VC/RC):You lose the game.');
      });

      it(`${citeEra(format, 'VG2 1.2.5', 'VG1 1.2.5')} an [AUTO] that wins the game ends it while it resolves: the next standing-by ability is never played (${format})`, () => {
        const onDraw = (e: Effect) => auto({ zones: ['RC'], trigger: { on: 'youDraw' }, effects: [e] });
        give(TOUGH, [onDraw({ do: 'winGame' }), onDraw(power(thisUnit, 5000, 'turn'))]);
        give(NEHALEM, [actDo(draw(1))]);
        const s = scenario({ format, at: 'main', p0: { vanguard: NEHALEM, rc: { FL: TOUGH } } });
        playAct(s, 'VC');
        // Both abilities stood by; the master plays one, and if it is the winning one the other never resolves.
        expect(prompt(s)).toBe('vg.playAuto');
        answer(s, { t: 'auto', index: 0 });
        expect(s.result?.winner).toBe(0);
        expect(pw(s, 0, 'FL')).toBe(8000);
        expect(events(s, 'playAbility')).toHaveLength(2); // the [ACT] and the winning [AUTO]
      });
    }
  });

  describe('a chosen number is zero or a positive integer (VG2 1.3.5; VG1 1.3.5)', () => {
    for (const format of BOTH) {
      it(`${citeEra(format, 'VG2 1.3.5', 'VG1 1.3.5')} declaring a grade offers only 0 and positive integers; a negative, fractional or non-number answer is refused and changes nothing (${format})`, () => {
        give(KING, [actDo({ do: 'declare', what: 'grade' }, draw(1))]);
        const s = scenario({ format, at: 'main', p0: { rc: { FL: KING } } });
        playAct(s, 'FL');
        expect(prompt(s)).toBe('vg.declareGrade');
        expect(s.decision!.kind).toBe('number');
        const grades = s.decision!.options.map((o) => (o as unknown as { grade: number }).grade);
        expect(grades).toContain(0);
        expect(grades.length, 'the list checked below is not empty').toBeGreaterThan(0);
        for (const g of grades) expect(Number.isInteger(g) && g >= 0).toBe(true);
        const before = JSON.stringify(s);
        for (const grade of [-1, 1.5, -0.5, Number.NaN, '2']) {
          expect(() => answerRaw(s, 0, { t: 'declare', grade } as unknown as Answer)).toThrow(/illegal answer/);
          expect(JSON.stringify(s)).toBe(before);
        }
        const hand = s.players[0].hand.length;
        answer(s, { t: 'declare', grade: 0 }); // zero is a legal number
        expect(events(s, 'declare').at(-1)).toMatchObject({ declared: 0 });
        expect(s.players[0].hand).toHaveLength(hand + 1);
      });

      it(`${citeEra(format, 'VG2 1.3.5', 'VG1 1.3.5')} "draw up to two" counts zero or more whole cards: stopping at once draws zero, and no other count can be answered (${format})`, () => {
        give(KING, [actDo(drawUpTo(2))]);
        const s = scenario({ format, at: 'main', p0: { rc: { FL: KING } } });
        const hand = s.players[0].hand.length;
        playAct(s, 'FL');
        // The count is built one whole card at a time: each step offers only "one more" or "stop".
        expect(s.decision!.options).toEqual([{ t: 'yes' }, { t: 'no' }]);
        const before = JSON.stringify(s);
        expect(() => answerRaw(s, 0, { t: 'number', n: -1 } as unknown as Answer)).toThrow(IllegalAnswer);
        expect(JSON.stringify(s)).toBe(before);
        answer(s, { t: 'no' });
        expect(s.players[0].hand).toHaveLength(hand);
        expect(prompt(s)).toBe('vg.main');
      });
    }
  });
}
