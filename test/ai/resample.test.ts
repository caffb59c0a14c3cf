// Resampling hidden information (src/games/vanguard/resample.ts): a resampled state looks exactly the same
// from the seat's view, re-deals the cards that seat cannot see, and plays on like any other state.
import { describe, expect, it } from 'vitest';
import { agentContext } from '../../src/ai/playGame.ts';
import { randomAgent } from '../../src/ai/randomAgent.ts';
import { heuristicAgent } from '../../src/games/vanguard/product/heuristic.ts';
import type { Agent } from '../../src/ai/agent.ts';
import { act, decision, newGame, resample, view } from '../../src/core/engine.ts';
import type { Seat } from '../../src/core/types.ts';
import { deckById, expandDeck } from '../../src/games/vanguard/cards/cardPool.ts';
import type { FormatId } from '../../src/games/vanguard/formats.ts';
import '../../src/games/vanguard/index.ts';
import { type Card, CIRCLES, type VGState } from '../../src/games/vanguard/state.ts';
import { answer, C, prompt, scenario } from '../vanguard/scenario.ts';

const FORMATS: FormatId[] = ['cr201', 'cr110'];

function game(format: FormatId, seed: number): VGState {
  return newGame<VGState>({
    game: 'vanguard',
    format,
    decks: [{ cards: expandDeck(deckById('TD01')!) }, { cards: expandDeck(deckById('TD02')!) }],
    seed,
  });
}

/** Play with these agents until `stop` holds at a decision (or the game ends). */
function playUntil(s: VGState, agents: [Agent, Agent], stop: (s: VGState) => boolean, cap = 2000): void {
  for (let n = 0; n < cap; n++) {
    const d = decision(s);
    if (!d || stop(s)) return;
    act(s, d.seat, agents[d.seat].choose(agentContext(s, d)));
  }
}

function codes(cards: readonly Card[]): string[] {
  return cards.map((c) => c.code).sort();
}

/** Every card's code and place, as a sorted list: the multiset of a state's cards. */
function allCodes(s: VGState, seat: Seat): string[] {
  const p = s.players[seat];
  const out = [...p.deck, ...p.hand, ...p.drop, ...p.soul, ...p.damage, ...p.bind, ...p.trigger, ...p.removed];
  for (const c of CIRCLES) out.push(...p.field[c]);
  return codes(out);
}

/** Snapshots at many kinds of decision: setup, ride, main, attack, guard, trigger. */
function snapshots(format: FormatId, seed: number): VGState[] {
  const s = game(format, seed);
  const agents: [Agent, Agent] = [heuristicAgent(), heuristicAgent()];
  const out: VGState[] = [];
  const seen = new Set<string>();
  for (let n = 0; n < 2000; n++) {
    const d = decision(s);
    if (!d) break;
    const key = `${d.prompt}/${d.seat}`;
    if (!seen.has(key) || n % 37 === 0) {
      seen.add(key);
      out.push(structuredClone(s));
    }
    act(s, d.seat, agents[d.seat].choose(agentContext(s, d)));
  }
  return out;
}

describe('resample (GameModule.resample for Vanguard)', () => {
  for (const format of FORMATS) {
    it(`VG2 4.2.2, 4.3.2 (${format}): the resampled state's view is identical for the seat, at every kind of decision`, () => {
      let checked = 0;
      for (const s of snapshots(format, 7)) {
        const before = JSON.stringify(s);
        for (const seat of [0, 1] as const) {
          for (const seed of [1, 2, 3]) {
            const r = resample(s, seat, seed);
            expect(JSON.stringify(view(r, seat))).toBe(JSON.stringify(view(s, seat)));
            // Every card of both players is still there: only hidden codes moved between hidden places.
            expect(allCodes(r, 0)).toEqual(allCodes(s, 0));
            expect(allCodes(r, 1)).toEqual(allCodes(s, 1));
            expect(r.log).toBeNull();
            checked++;
          }
        }
        expect(JSON.stringify(s)).toBe(before); // the real state is never touched
      }
      expect(checked).toBeGreaterThan(100);
    });
  }

  it("VG2 4.3.2, 5.4.2: the opponent's hand is re-dealt from its hand and deck, and varies with the seed", () => {
    const s = game('cr201', 11);
    playUntil(s, [heuristicAgent(), heuristicAgent()], (x) => x.turn === 4 && x.phase === 'main');
    expect(s.phase).toBe('main');
    const opp: Seat = s.turnPlayer === 0 ? 1 : 0;
    const me: Seat = s.turnPlayer;
    const pool = codes([...s.players[opp].hand, ...s.players[opp].deck]);
    const hands = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const r = resample(s, me, seed);
      expect(codes([...r.players[opp].hand, ...r.players[opp].deck])).toEqual(pool);
      // Ids, order of the seat's own hand, and everything public stay as they were.
      expect(r.players[opp].hand.map((c) => c.id)).toEqual(s.players[opp].hand.map((c) => c.id));
      expect(r.players[me].hand).toEqual(s.players[me].hand);
      expect(r.players[opp].field).toEqual(s.players[opp].field);
      expect(r.players[opp].damage).toEqual(s.players[opp].damage);
      hands.add(codes(r.players[opp].hand).join(','));
    }
    expect(hands.size).toBeGreaterThan(10);
  });

  it("VG2 4.2.2: the seat's own deck is shuffled, its hand is not, and the same seed gives the same state", () => {
    const s = game('cr110', 5);
    playUntil(s, [heuristicAgent(), heuristicAgent()], (x) => x.turn === 3 && x.phase === 'main');
    const me: Seat = s.turnPlayer;
    const a = resample(s, me, 99);
    const b = resample(s, me, 99);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const orders = new Set<string>();
    for (let seed = 0; seed < 10; seed++) {
      const r = resample(s, me, seed);
      expect(codes(r.players[me].deck)).toEqual(codes(s.players[me].deck));
      expect(r.players[me].hand).toEqual(s.players[me].hand);
      orders.add(r.players[me].deck.map((c) => c.code).join(','));
      expect(r.rng).not.toEqual(s.rng); // future checks and draws are not the real ones
    }
    expect(orders.size).toBeGreaterThan(5);
  });

  it('VG2 6.4.1.2.5: cards the seat is looking at for its decision (the G assist search) stay where they are', () => {
    const deck = [C.wingal, C.stardust, C.marron, C.gallatin, C.critRP, C.healRP, C.drawRP, C.blasterBlade];
    const s = scenario({ at: 'draw', p0: { vanguard: C.marron, hand: [C.critRP], deck: [...deck, ...deck] } });
    expect(prompt(s)).toBe('vg.gAssist');
    answer(s, { t: 'yes' });
    expect(prompt(s)).toBe('vg.gAssistSearch');
    const looking = s.decision!.looking!;
    expect(looking).toHaveLength(5);
    const where = (x: VGState) => looking.map((id) => x.players[0].deck.find((c) => c.id === id)!.code);
    let moved = 0;
    for (let seed = 0; seed < 10; seed++) {
      const r = resample(s, 0, seed);
      expect(where(r)).toEqual(where(s));
      expect(JSON.stringify(view(r, 0))).toBe(JSON.stringify(view(s, 0)));
      if (r.players[0].deck.slice(0, -5).some((c, i) => c.code !== s.players[0].deck[i].code)) moved++;
    }
    expect(moved).toBeGreaterThan(5);
  });

  it("VG2 5.4.3: before Stand Up the opponent's face-down first vanguard is re-dealt, always as a grade 0", () => {
    const s = game('cr201', 3);
    const agents: [Agent, Agent] = [heuristicAgent(), heuristicAgent()];
    act(s, 0, agents[0].choose(agentContext(s, decision(s)!)));
    expect(s.decision?.prompt).toBe('vg.firstVanguard');
    expect(s.decision?.seat).toBe(1);
    const real = s.players[0].field.VC[0];
    expect(real.up).toBe(false);
    const seen = new Set<string>();
    for (let seed = 0; seed < 30; seed++) {
      const r = resample(s, 1, seed);
      expect(JSON.stringify(view(r, 1))).toBe(JSON.stringify(view(s, 1)));
      const vc = r.players[0].field.VC[0];
      expect(vc.id).toBe(real.id);
      expect(['TD01/012', 'TD01/013', 'TD01/014', 'TD01/015', 'TD01/016']).toContain(vc.code); // TD01's grade 0s
      seen.add(vc.code);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('a hidden card that an unfinished procedure names (an ability waiting on a hand card) keeps its code', () => {
    const s = game('cr201', 11);
    playUntil(s, [heuristicAgent(), heuristicAgent()], (x) => x.turn === 4 && x.phase === 'main');
    const me: Seat = s.turnPlayer;
    const opp: Seat = me === 0 ? 1 : 0;
    const named = s.players[opp].hand[1];
    s.standby.push({ seat: opp, code: named.code, source: named.id, index: 0 });
    const codes = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const r = resample(s, me, seed);
      expect(r.players[opp].hand[1]).toBe(named);
      codes.add(r.players[opp].hand[0].code);
    }
    expect(codes.size).toBeGreaterThan(1); // the other hidden cards are still re-dealt
  });

  for (const format of FORMATS) {
    it(`resampled states (${format}) play on to a finished game without error`, () => {
      for (const [i, s] of snapshots(format, 21).entries()) {
        const seat = decision(s)!.seat;
        const r = resample(s, seat, i);
        playUntil(r, [randomAgent(i), randomAgent(i + 1)], () => false, 5000);
        expect(r.result).not.toBeNull();
      }
    });
  }
});
