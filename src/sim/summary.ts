// One simulated game reduced to a small plain object: who sat where, who went first, who won, how
// long it lasted, and per deck the damage at the end, the trigger icons revealed by drive and damage
// checks, and the cards ridden, called and guarded with. Workers send these back instead of the game
// state or its event log; every statistic of the report is computed from them alone.
import type { BaseState, GameEvent, LoggedEvent, Seat } from '../core/types.ts';
import type { DBSState } from '../games/dbs/state.ts';
import type { VGState } from '../games/vanguard/state.ts';

/** Deck A is index 0, deck B index 1, in every per-deck pair below. */
export type DeckIndex = 0 | 1;

/** How many triggers of one kind a deck revealed: [drive revealed, drive active, damage revealed, damage active]. */
export type TriggerCounts = [number, number, number, number];

/** How often a deck played one card: [normal rides, calls, guards]. */
export type PlayCounts = [number, number, number];

export interface DeckGameStats {
  /** Cards in this deck's player's damage zone when the game ended. */
  damage: number;
  driveChecks: number;
  damageChecks: number;
  /** By trigger kind (critical, draw, stand, heal, front): only kinds revealed at least once. */
  triggers: Record<string, TriggerCounts>;
  /** By card code: only cards played at least once. */
  plays: Record<string, PlayCounts>;
}

export interface GameSummary {
  /** Game index in the run (0-based). */
  i: number;
  seed: number;
  /** The seat deck A sat in. */
  seatOfA: Seat;
  /** The seat that went first (`state.firstPlayer`, chosen at random by the engine, VG2 5.4.3.2). */
  firstPlayer: Seat;
  /** The winning deck (0 = A, 1 = B), 'draw', or null when the game did not finish. */
  winner: DeckIndex | 'draw' | null;
  reason: string | null;
  /** The turn number when the game ended. */
  turns: number;
  /** Answers given in the game. */
  answers: number;
  decks: [DeckGameStats, DeckGameStats];
}

/** The fields of the events read here. */
interface Ev extends GameEvent {
  seat?: Seat;
  card?: { id: number; code: string };
  id?: number;
  kind?: string;
  active?: boolean;
  superior?: boolean;
}

export function emptyDeckStats(): DeckGameStats {
  return { damage: 0, driveChecks: 0, damageChecks: 0, triggers: {}, plays: {} };
}

/**
 * The per-deck counts of one game, kept while it is played: `observe` is called with each event the
 * rules emit (through the kernel's `observeGame`, so the game needs no event log), or fed a finished
 * game's log by `summarizeGame`. Both give the same counts: the counts depend only on the events, in order.
 */
export class GameTally {
  readonly decks: [DeckGameStats, DeckGameStats] = [emptyDeckStats(), emptyDeckStats()];
  /**
   * Vanguard: a trigger check follows the drive or damage check that put the card in the trigger zone
   * (VG2 7.6.1.2.3–7.6.1.2.4, 9.6.3–9.6.4); the check's card id tells which check it was.
   */
  readonly #checkOf = new Map<number, 'drive' | 'damage'>();
  readonly #dbs: boolean;
  readonly #seatOfA: Seat;

  constructor(game: string, seatOfA: Seat) {
    this.#dbs = game === 'dbs';
    this.#seatOfA = seatOfA;
  }

  /** An arrow function, so it can be handed to `observeGame` as it is. */
  readonly observe = (e: GameEvent): void => {
    const ev = e as Ev;
    if (this.#dbs) {
      // DBS: plays count [cards played, cards put into the combo area, 0].
      if (ev.t !== 'play' && ev.t !== 'combo') return;
      const counts = (this.decks[this.#deckOf(ev.seat!)].plays[ev.card!.code] ??= [0, 0, 0]);
      counts[ev.t === 'play' ? 0 : 1]++;
      return;
    }
    switch (ev.t) {
      case 'driveCheck':
        this.decks[this.#deckOf(ev.seat!)].driveChecks++;
        this.#checkOf.set(ev.card!.id, 'drive');
        break;
      case 'damageCheck':
        this.decks[this.#deckOf(ev.seat!)].damageChecks++;
        this.#checkOf.set(ev.card!.id, 'damage');
        break;
      case 'triggerCheck': {
        const d = this.decks[this.#deckOf(ev.seat!)];
        const counts = (d.triggers[ev.kind!] ??= [0, 0, 0, 0]);
        const at = this.#checkOf.get(ev.id!) === 'damage' ? 2 : 0;
        counts[at]++;
        if (ev.active) counts[at + 1]++;
        break;
      }
      case 'ride':
      case 'call':
      case 'guard': {
        // A ride from the soul when a player has no vanguard (VG2 9.5.1) is a rule action, not a play.
        if (ev.t === 'ride' && ev.superior) break;
        const d = this.decks[this.#deckOf(ev.seat!)];
        const counts = (d.plays[ev.card!.code] ??= [0, 0, 0]);
        counts[ev.t === 'ride' ? 0 : ev.t === 'call' ? 1 : 2]++;
        break;
      }
    }
  };

  #deckOf(seat: Seat): DeckIndex {
    return seat === this.#seatOfA ? 0 : 1;
  }
}

/**
 * Reduce a finished game. `seatOfA` says which seat deck A sat in. The counts come from `tally` when the
 * game was observed while it was played, else from its event log (`log: true`); a game played with
 * neither keeps only the outcome, first player, turns and damage (the counts stay zero).
 */
export function summarizeGame(state: BaseState, i: number, seatOfA: Seat, tally?: GameTally): GameSummary {
  // Both games' states carry the first player and the turn number; only the per-deck counts differ.
  const played = state as VGState | DBSState;
  let t = tally;
  if (!t) {
    t = new GameTally(state.game, seatOfA);
    const log: LoggedEvent[] = state.log ?? [];
    for (const l of log) t.observe(l.e);
  }
  const decks = t.decks;
  for (const seat of [0, 1] as const) {
    const deck = decks[seat === seatOfA ? 0 : 1];
    if (state.game === 'dbs') {
      // DBS: "damage" is the Life cards each player lost (DBS 4-10).
      const dbs = state as DBSState;
      deck.damage = Math.max(0, dbs.opts.lifeCount - dbs.players[seat].life.length);
    } else {
      deck.damage = (state as VGState).players[seat].damage.length;
    }
  }
  const r = state.result;
  return {
    i,
    seed: state.setup.seed as number, // the simulator only ever seeds with numbers
    seatOfA,
    firstPlayer: played.firstPlayer,
    winner: !r ? null : r.winner === 'draw' ? 'draw' : r.winner === seatOfA ? 0 : 1,
    reason: r?.reason ?? null,
    turns: played.turn,
    answers: state.answers.length,
    decks,
  };
}
