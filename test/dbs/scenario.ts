// Scenario builder for DBS rules tests: put cards in areas, start the Main Phase of a chosen player
// (the default format's options, overridable), and drive the engine through `act`.
import { act, pushFrame, run } from '../../src/core/engine.ts';
import type { Answer, Seat } from '../../src/core/types.ts';
import '../../src/games/dbs/index.ts';
import type { DbsOptions } from '../../src/games/dbs/formats.ts';
import { createState } from '../../src/games/dbs/setup.ts';
import type { Card, DBSState } from '../../src/games/dbs/state.ts';

export type Spec = string | { code: string; rested?: boolean; flipped?: boolean };

export interface PlayerSpec {
  leader?: Spec;
  hand?: string[];
  battle?: Spec[];
  energy?: Spec[];
  /** Top of the deck first; defaults to 20 vanilla cards. */
  deck?: string[];
  life?: number;
  drop?: string[];
}

/** Real card numbers used across the tests (data/dbs/cards.json). */
export const C = {
  gokuLeader: 'SD1-01', // blue Leader, 10000; back 15000
  champaLeader: 'BT1-001', // red Leader
  hit: 'BT1-012', // red Battle, 15000, combo 5000, cost 2 (R)
  botamo: 'BT1-018', // red, 15000, can attack Active cards
  goten: 'BT1-035', // blue vanilla, 15000, cost 2 (B), combo 5000 / 0
  gohan: 'BT1-034', // blue, 25000, [Double Strike], cost 4 (B)
  vegetaCritical: 'BT1-037', // blue, 15000, [Critical], cost 3
  northKai: 'BT1-050', // blue, 5000, [Blocker], cost 1
  piccoloBlocker: 'BT1-046', // blue, 10000, [Blocker]
  majinBuuDraw: 'BT1-047', // blue, 5000, "when you play this card, draw 1"
  whisCoercion: 'BT1-055', // blue Extra [Counter: Attack], cost 1
  monaka: 'BT1-054', // blue Extra, cost 1
  rapidGoku: 'SD1-04', // blue, [Evolve] <Son Goku> (B)(1)
  kindGoku: 'BT1-033', // blue Son Goku, 5000, cost 1
  beerusBoost: 'BT1-044', // blue, 10000, cost 4 (B)(B)
  brolyRing: 'BT1-081', // green Extra [Field], cost 1
  cellsBirth: 'BT2-099', // green Extra [Field], cost 1
  tenaciousVegeta: 'BT1-066', // green, [Revenge], cannot be attacked by a Leader
  magetta: 'BT1-020', // red, cannot be KO'd in battle
  zamasuInvincible: 'BT2-057', // blue, [Indestructible]
  piccoloSuper: 'BT1-045', // blue [Super Combo], combo power 0
  metaCooler: 'BT2-107', // yellow, any number of copies
  vegitoUltimate: 'BT2-123', // [Ultimate]
} as const;

let nextId = 1000;

function card(spec: Spec, owner: Seat): Card {
  const s = typeof spec === 'string' ? { code: spec } : spec;
  return {
    id: nextId++,
    code: s.code,
    owner,
    rested: s.rested === true,
    flipped: s.flipped === true,
    mods: [],
    under: [],
  };
}

/** A game at the start of `turnPlayer`'s Main Phase free timing. */
export function scenario(
  p0: PlayerSpec,
  p1: PlayerSpec,
  opts: Partial<DbsOptions> & { turnPlayer?: Seat; turn?: number } = {},
): DBSState {
  const decks = [0, 1].map(() => ({ cards: [C.gokuLeader, ...Array(50).fill(C.goten)] }));
  const s = createState({ game: 'dbs', format: 'masters', decks: decks as never, seed: 7 });
  s.frames = [];
  delete s.presented; // the game starts past preparation: the decks are the ones laid out below (DBS 5-2-1-4)
  Object.assign(s.opts, opts);
  const tp = opts.turnPlayer ?? 0;
  s.turn = opts.turn ?? 3;
  s.turnPlayer = tp;
  s.firstPlayer = 0;
  s.phase = 'main';
  [p0, p1].forEach((spec, i) => {
    const seat = i as Seat;
    const p = s.players[seat];
    p.leader = [card(spec.leader ?? C.gokuLeader, seat)];
    p.hand = (spec.hand ?? []).map((c) => card(c, seat));
    p.battle = (spec.battle ?? []).map((c) => card(c, seat));
    p.energy = (spec.energy ?? []).map((c) => card(c, seat));
    p.deck = (spec.deck ?? Array(20).fill(C.goten)).map((c) => card(c, seat)).reverse();
    p.life = Array.from({ length: spec.life ?? 8 }, () => card(C.goten, seat));
    p.drop = (spec.drop ?? []).map((c) => card(c, seat));
  });
  pushFrame(s, { k: 'dbs.turn', step: 6 });
  pushFrame(s, { k: 'dbs.main', step: 0, seat: tp });
  run(s);
  return s;
}

export function options(s: DBSState): Answer[] {
  return s.decision?.options ?? [];
}

export function answer(s: DBSState, a: Answer): void {
  act(s, s.decision!.seat, a);
}

/** Answer with the first option matching `pred`; throws if none. */
export function pick(s: DBSState, pred: (a: Answer & Record<string, unknown>) => boolean): void {
  const o = options(s).find((x) => pred(x as Answer & Record<string, unknown>));
  if (!o) throw new Error(`no option matches at ${s.decision?.prompt}: ${JSON.stringify(options(s))}`);
  act(s, s.decision!.seat, o);
}

/**
 * Pass every decision of the given prompts until another prompt comes up. The damaged player's choice of
 * a face-down Life card (DBS 4-10-2-1) is answered on the way with the top card.
 */
export function passWhile(s: DBSState, prompts: string[]): void {
  for (let i = 0; i < 50 && s.decision && [...prompts, 'dbs.lifeDamage'].includes(s.decision.prompt); i++) {
    const o = options(s).find((x) => x.t === 'pass' || x.t === 'no' || x.t === 'done' || x.t === 'life');
    if (!o) return;
    act(s, s.decision.seat, o);
  }
}

export const byCode = (s: DBSState, seat: Seat, area: 'hand' | 'battle' | 'energy' | 'drop' | 'combo', code: string) =>
  s.players[seat][area].find((c) => c.code === code)!;

/**
 * Ask the pending decision again after a test changed the position by hand (the options were listed
 * before the change). Only for a free-timing decision, whose frame re-asks when it gets no answer.
 */
export function refresh(s: DBSState): void {
  s.decision = null;
  run(s);
}
