// The per-receiver ids of src/core/seatIds.ts (issue 19): over seeded games of every game and format, every number in
// a view, an event or an option is either under a field the module translates or under one known to hold no card id;
// each receiver's map is one-to-one and differs from the others'; and every option a seat is sent comes back as the
// engine's option at the same place, while anything else is refused and changes nothing.
import { describe, expect, it } from 'vitest';
import { act, eventsFor, newGame, view } from '../../src/core/engine.ts';
import { IllegalAnswer } from '../../src/core/errors.ts';
import { randInt, seedRng } from '../../src/core/rng.ts';
import { ID_FIELDS, NO_ID_FIELDS, seatAnswer, seatId, seatOptions, seatView } from '../../src/core/seatIds.ts';
import type { BaseState, DeckSpec } from '../../src/core/types.ts';
import { catalogOf } from '../../src/games/catalog.ts';
import '../../src/index.ts';

/** Fields whose numbers are not card ids (seats, counts, values, indexes …). */
const NOT_IDS = new Set([
  'seat',
  'viewer',
  'turn',
  'turnPlayer',
  'firstPlayer',
  'winner',
  'deck',
  'life',
  'gzone',
  'vanguardDamage',
  'power',
  'critical',
  'shield',
  'comboPower',
  'n',
  'amount',
  'count',
  'index',
  'i',
  'number',
  'guards',
  'driveChecks',
  'pile',
  'by',
  'attackerSeat',
  'dominatedBy',
  'grade',
  'groups',
  'declared',
  'toSeat',
  'hand',
  'until',
  'removed',
  'step',
  // VG2 10.6.3.1: a player's Force markers per circle (the view's `gifts.force`), counts the V-TD decks now play.
  'VC',
  'FL',
  'FR',
  'BL',
  'BC',
  'BR',
  // Buddyfight (issue 14): a fighter's gauge count (BF-Mat④), a card's defense, an ability's index on its card.
  'gauge',
  'defense',
  'ability',
]);

function numericFields(x: unknown, out: Set<string>, key = ''): void {
  if (typeof x === 'number') out.add(key);
  else if (Array.isArray(x)) for (const y of x) numericFields(y, out, key);
  else if (x && typeof x === 'object') {
    for (const [k, v] of Object.entries(x)) if (!NO_ID_FIELDS.has(k)) numericFields(v, out, k);
  }
}

describe('seat ids (issue 19)', () => {
  it('every number sent is a translated card id or a field known to hold none; options round-trip by place', () => {
    const fields = new Set<string>();
    let decisions = 0;
    let battles = 0;
    for (const [game, format] of [
      ['vanguard', 'cr201'],
      ['vanguard', 'cr110'],
      ['dbs', 'masters'],
      ['buddyfight', 'standard'],
    ] as const) {
      const decks = catalogOf(game)!.decks();
      for (let g = 0; g < 12; g++) {
        const pair: [DeckSpec, DeckSpec] = [decks[g % decks.length].spec, decks[(g * 3 + 2) % decks.length].spec];
        const s = newGame<BaseState>({ game, format, decks: pair, seed: 500 + g, log: true });
        const rng = seedRng(g);
        for (let n = 0; n < 2000 && s.decision && !s.result; n++) {
          const d = s.decision;
          for (const who of [0, 1, 'spectator'] as const) {
            const v = view(s, who) as { battle?: { powers?: unknown } | null };
            numericFields(v, fields);
            // A battle's powers are numbers a player reads, sent as the engine computed them.
            if (v.battle?.powers) {
              expect((seatView(s, who) as typeof v).battle!.powers).toEqual(v.battle.powers);
              battles++;
            }
          }
          numericFields(d.options, fields);
          const mine = seatOptions(s, d.seat);
          expect(mine).toHaveLength(d.options.length);
          const i = randInt(rng, d.options.length);
          expect(seatAnswer(s, d.seat, mine[i])).toBe(d.options[i]);
          decisions++;
          act(s, d.seat, d.options[i]);
        }
        for (const who of [0, 1, 'spectator'] as const) numericFields(eventsFor(s, who), fields);
      }
    }
    const unknown = [...fields].filter((f) => !ID_FIELDS.has(f) && !NOT_IDS.has(f));
    expect(unknown).toEqual([]);
    expect(decisions).toBeGreaterThan(5000);
    expect(battles).toBeGreaterThan(100);
  });

  it("each receiver's ids are one-to-one, unlike the engine's counter, and differ between receivers", () => {
    const decks = catalogOf('vanguard')!.decks();
    const s = newGame<BaseState>({ game: 'vanguard', format: 'cr201', decks: [decks[0].spec, decks[1].spec], seed: 1 });
    for (const who of [0, 1, 'spectator'] as const) {
      const seen = new Set<number>();
      for (let id = 1; id <= 20_000; id++) seen.add(seatId(s, who, id));
      expect(seen.size).toBe(20_000);
      expect(seen.has(0)).toBe(false);
      // Consecutive engine ids are not consecutive, nor in order, once sent.
      const a = seatId(s, who, 100);
      expect(Math.abs(seatId(s, who, 101) - a)).toBeGreaterThan(1);
    }
    expect(seatId(s, 0, 77)).not.toBe(seatId(s, 1, 77));
    expect(seatId(s, 0, 77)).not.toBe(seatId(s, 'spectator', 77));
    expect(seatId(s, 0, 0)).toBe(0); // "no card" (a none answer) stays 0
    // A hex seed keys its own maps.
    const h = newGame<BaseState>({
      game: 'vanguard',
      format: 'cr201',
      decks: [decks[0].spec, decks[1].spec],
      seed: '1'.repeat(64),
    });
    expect(seatId(h, 0, 77)).not.toBe(seatId(s, 0, 77));
  });

  it('an answer that is none of the seat’s own options is refused and changes nothing (an engine id is no answer)', () => {
    const decks = catalogOf('dbs')!.decks();
    const s = newGame<BaseState>({ game: 'dbs', format: 'masters', decks: [decks[0].spec, decks[1].spec], seed: 3 });
    const d = s.decision!;
    const cardOption = d.options.find((o) => typeof (o as { card?: number }).card === 'number');
    expect(cardOption).toBeDefined();
    const before = JSON.stringify(s);
    // The engine's own option (its internal id) is not what the seat was sent, so it is refused.
    expect(() => seatAnswer(s, d.seat, cardOption!)).toThrow(IllegalAnswer);
    expect(() => seatAnswer(s, d.seat, { t: 'nonsense' })).toThrow(/illegal answer/);
    expect(JSON.stringify(s)).toBe(before);
    // The seat's own version of it is accepted and names the engine's option.
    const i = d.options.indexOf(cardOption!);
    expect(seatAnswer(s, d.seat, seatOptions(s, d.seat)[i])).toBe(cardOption);
    expect(JSON.stringify(seatView(s, d.seat))).not.toContain(
      `"card":${(cardOption as unknown as { card: number }).card}}`,
    );
  });
});
