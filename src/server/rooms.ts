// Server-authoritative rooms: each room holds its game's live state in memory, accepts answers one at
// a time (checked against the decision's options, applied, appended to the store, and only then
// broadcast; a failure rebuilds the previous state from the replay record), runs AI seats (an AI that
// fails concedes), the reconnect grace period, the optional chess clock, the idle timeout of a seat that
// stays connected but never answers, the cap on a game's length and the expiry of a room nobody joins,
// and sends each client nothing but its own seat's view and the events that seat may see, with card ids
// as that seat sees them (src/core/seatIds.ts).
import { act, ENGINE_VERSION, gameModule, newGame, replay, sameAnswer } from '../core/engine.ts';
import { asSeatAnswer, seatEvents, seatOptions, seatView } from '../core/seatIds.ts';
import { IllegalAnswer } from '../core/errors.ts';
import { undoableAnswers } from '../core/undo.ts';
import type { Answer, BaseState, DeckSpec, Seat } from '../core/types.ts';
import type { AiPlayers } from './aiPlayers.ts';
import { Counter } from './limits.ts';
import type { CreateGameResponse, ErrorCode, JoinGameResponse, ServerMessage } from './protocol.ts';
import { hashToken, newGameId, newInviteCode, newToken, tokenMatches } from './secrets.ts';
import {
  DamagedRow,
  type RoomResult,
  type RoomRow,
  type RoomStatus,
  type RoomVisibility,
  type StoredAnswer,
  type StoredSeat,
  type StoredSetup,
  type Store,
} from './store.ts';

export type Viewer = Seat | 'spectator';

/** One client socket, as a room sees it. */
export interface Conn {
  send(data: string): void;
  viewer: Viewer;
  room: Room | null;
  /** Index into the game's event log up to which this socket has been sent events. */
  cursor: number;
}

export interface RoomOptions {
  graceMs: number;
  /** How long a room created against a person waits for its second player; 0 = forever. */
  waitingMs?: number;
  aiDelayMs: number;
  /** Length of a clock "minute" in ms (60,000; tests shrink it). */
  minuteMs: number;
  /** Answers after which the game ends as a draw; 0 = no cap. */
  maxAnswers?: number;
  /** A connected seat that leaves its decision unanswered this long forfeits; 0 = never. */
  idleMs?: number;
  ai: AiPlayers;
  log(message: string): void;
}

/** Why a submission was refused; `retry` marks a storage failure worth trying again (the state is unchanged). */
export type Rejection = { code: ErrorCode; message: string; retry?: true };

/** Pause before an AI seat tries again after its answer could not be stored. */
const AI_RETRY_MS = 1000;

export class Room {
  readonly conns = new Set<Conn>();
  state: BaseState | null = null;
  status: RoomStatus;
  result: RoomResult | null;
  setup: StoredSetup;
  seats: [StoredSeat, StoredSeat];
  inviteCode: string | null;
  readonly clockMs: number | null;
  /** Clock left per seat, not counting the running decision; `since` is when that decision was asked. */
  private clock: { left: [number, number]; since: number } | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private grace: [NodeJS.Timeout | null, NodeJS.Timeout | null] = [null, null];
  private clockTimer: NodeJS.Timeout | null = null;
  private aiTimer: NodeJS.Timeout | null = null;
  private waitTimer: NodeJS.Timeout | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  /** An answer is applied to the live state but not yet stored: nothing is sent meanwhile. */
  private applying = false;
  /** Sockets that said hello while an answer was being stored (they have had no state yet). */
  private readonly heldBack = new Set<Conn>();
  /** A seat came or went while an answer was being stored (the others have not been told). */
  private presenceHeld = false;
  /** A seat's request to take back its last answer, waiting for the other person (issue 17). */
  private undoAsked: { seat: Seat; seq: number } | null = null;
  /** Sockets whose next `state` carries the whole event history again (after an undo shortened it). */
  private resetEvents = false;
  /** Bumped by every undo, so an AI answer thought out before it is dropped even if `seq` came back round. */
  private undos = 0;
  /** Who may fetch the replays once the game is over (see RoomVisibility). */
  visibility: RoomVisibility;
  /** The address that created the room, for the per-client room limit (not stored). */
  ownerIp: string | null = null;
  /** Called once the game is over (the room may stay in memory while someone watches). */
  onOver: ((room: Room) => void) | null = null;
  /** When a waiting room expires (ms since the epoch), counted from its creation, even across restarts. */
  private readonly waitDeadline: number | null;
  private closed = false;

  constructor(
    readonly id: string,
    readonly game: string,
    readonly format: string,
    row: Pick<RoomRow, 'status' | 'result' | 'setup' | 'seats' | 'inviteCode' | 'clockMs' | 'createdAt' | 'visibility'>,
    private readonly store: Store,
    private readonly opts: RoomOptions,
    private readonly onFinished: (room: Room) => void,
  ) {
    this.status = row.status;
    this.result = row.result;
    this.setup = row.setup;
    this.seats = row.seats;
    this.inviteCode = row.inviteCode;
    this.clockMs = row.clockMs;
    this.visibility = row.visibility ?? 'players';
    const created = row.createdAt ? Date.parse(row.createdAt) : NaN;
    this.waitDeadline = opts.waitingMs ? (Number.isNaN(created) ? Date.now() : created) + opts.waitingMs : null;
  }

  get seq(): number {
    return this.state ? this.state.answers.length : 0;
  }

  /**
   * Build the live state: a new game, or the stored record replayed (answers in seq order). The clock is
   * set from the answers' spent time unless `setClock` is false (a rebuild keeps the running clock).
   */
  start(answers: StoredAnswer[] = [], setClock = true): void {
    const decks = this.setup.decks as [DeckSpec, DeckSpec];
    if (answers.length === 0) {
      this.state = newGame({ game: this.game, format: this.format, decks, seed: this.setup.seed });
    } else {
      this.state = replay(
        {
          engineVersion: this.setup.engineVersion,
          cardDataVersion: this.setup.cardDataVersion,
          game: this.game,
          format: this.format,
          decks,
          seed: this.setup.seed,
          answers: answers.map((a) => ({ seat: a.seat, answer: a.answer })),
        },
        { log: true },
      );
    }
    if (this.clockMs !== null && setClock) {
      const left: [number, number] = [this.clockMs, this.clockMs];
      for (const a of answers) left[a.seat] -= a.spentMs;
      // Time while the server was down is charged to nobody.
      this.clock = { left, since: Date.now() };
    }
    if (this.state.result) {
      this.status = 'finished';
      this.result ??= { ...this.state.result };
    }
  }

  /** Start the room's timers (AI move, clock, grace, expiry of a waiting room) once it is stored and listed. */
  activate(): void {
    if (this.status === 'waiting') this.waitCheck();
    this.afterChange();
  }

  /** Which seat a token opens, or a rejection. No token: a spectator. */
  seatFor(token: string | undefined): Viewer | Rejection {
    if (token === undefined) return 'spectator';
    for (const s of [0, 1] as const) {
      const h = this.seats[s].tokenHash;
      if (h && tokenMatches(token, h)) return s;
    }
    return { code: 'bad-token', message: 'that token does not open a seat of this game' };
  }

  connected(): [boolean, boolean] {
    const c: [boolean, boolean] = [this.seats[0].kind === 'ai', this.seats[1].kind === 'ai'];
    for (const conn of this.conns) if (conn.viewer !== 'spectator') c[conn.viewer] = true;
    return c;
  }

  /** A socket said hello: welcome it and, once the game has begun, send it the whole current state. */
  attach(conn: Conn, viewer: Viewer): void {
    conn.room = this;
    conn.viewer = viewer;
    conn.cursor = 0;
    const wasConnected = this.connected();
    this.conns.add(conn);
    send(conn, {
      type: 'welcome',
      gameId: this.id,
      seat: viewer,
      game: this.game,
      format: this.format,
      status: this.status,
    });
    // While an answer is being stored the state is not sent; the broadcast that follows it includes this socket.
    if (this.state && this.status !== 'waiting') {
      if (this.applying) this.heldBack.add(conn);
      else this.sendState([conn]);
    }
    this.presenceChanged(wasConnected, conn);
  }

  detach(conn: Conn): void {
    if (!this.conns.has(conn)) return;
    const wasConnected = this.connected();
    this.conns.delete(conn);
    conn.room = null;
    this.presenceChanged(wasConnected);
    if (this.status === 'finished' && this.conns.size === 0) this.onFinished(this);
  }

  /**
   * The second player took the free seat: build the game, store the room as started, tell whoever waits.
   * Queued with the room's other changes, so a join and the room's expiry never interleave.
   */
  join(deck: DeckSpec, tokenHash: string): Promise<Rejection | null> {
    return this.enqueue(() => this.takeSeat(deck, tokenHash));
  }

  private async takeSeat(deck: DeckSpec, tokenHash: string): Promise<Rejection | null> {
    if (this.status !== 'waiting' || this.closed) {
      return {
        code: 'abandoned',
        message: this.result?.reason ?? 'this game is no longer waiting for a second player',
      };
    }
    const before = { setup: this.setup, seats: this.seats };
    this.setup = { ...this.setup, decks: [this.setup.decks[0]!, deck] };
    this.seats = [this.seats[0], { kind: 'human', tokenHash }];
    try {
      this.start();
      await this.store.startRoom(this.id, this.setup, this.seats);
    } catch (err) {
      Object.assign(this, before);
      this.state = null;
      throw err;
    }
    this.inviteCode = null;
    this.status = 'playing';
    if (this.waitTimer) clearTimeout(this.waitTimer);
    this.waitTimer = null;
    this.sendState(this.conns);
    this.activate();
    return null;
  }

  private enqueue<T>(run: () => Promise<T>): Promise<T> {
    const p = this.queue.then(run, run);
    this.queue = p;
    return p;
  }

  private waitCheck(): void {
    this.waitTimer = null;
    if (this.waitDeadline === null || this.status !== 'waiting' || this.closed) return;
    const left = this.waitDeadline - Date.now();
    if (left > 0) {
      // setTimeout holds at most 2^31-1 ms (about 24 days); a longer wait re-arms.
      this.waitTimer = setTimeout(() => this.waitCheck(), Math.min(left, 2 ** 31 - 1));
      return;
    }
    void this.enqueue(() => this.abandon());
  }

  /**
   * Nobody took the second seat in time: store the room as finished with no winner (a restart will not
   * bring it back), tell whoever waits in it, and forget it. Its invite code is then refused.
   */
  private async abandon(): Promise<void> {
    if (this.status !== 'waiting' || this.closed) return;
    const minutes = Math.round(((this.opts.waitingMs ?? 0) / 60_000) * 10) / 10;
    const result: RoomResult = {
      winner: null,
      reason: `nobody took the second seat within ${minutes} minute${minutes === 1 ? '' : 's'}, so the game was closed`,
      forfeit: 'abandoned',
    };
    try {
      await this.store.abandonRoom(this.id, result);
    } catch (err) {
      this.opts.log(`game ${this.id}: could not store its expiry: ${(err as Error).message}`);
      if (!this.closed) this.waitTimer = setTimeout(() => this.waitCheck(), AI_RETRY_MS);
      return;
    }
    if (this.closed) return;
    this.status = 'finished';
    this.result = result;
    this.opts.log(`game ${this.id}: abandoned (${result.reason})`);
    for (const conn of this.conns) {
      send(conn, { type: 'error', code: 'abandoned', message: result.reason });
      conn.room = null;
    }
    this.conns.clear();
    this.onFinished(this);
  }

  /**
   * Answer the pending decision (or concede) for `seat`. Runs after every earlier submission of this room
   * has finished; the state changes only once the answer is stored.
   */
  submit(seat: Seat, answer: Answer, seq: number | null, forfeit?: RoomResult['forfeit']): Promise<Rejection | null> {
    return this.enqueue(() => this.apply(seat, answer, seq, forfeit));
  }

  private async apply(
    seat: Seat,
    answer: Answer,
    seq: number | null,
    forfeit?: RoomResult['forfeit'],
  ): Promise<Rejection | null> {
    if (this.closed) return { code: 'internal', message: 'the server is shutting down' };
    if (this.status === 'waiting' || !this.state) {
      return { code: 'not-started', message: 'the game has not started: the second player has not joined yet' };
    }
    if (this.status === 'finished') return { code: 'game-over', message: 'the game is over' };
    if (this.status === 'unrecoverable') return { code: 'game-over', message: 'this game could not be restored' };
    const state = this.state;
    const concede = answer.t === 'concede';
    if (!concede) {
      if (seq !== this.seq) {
        return {
          code: 'stale',
          message: `seq ${seq} is not the current decision (seq ${this.seq}); answer the latest state`,
        };
      }
      const d = state.decision;
      if (!d || d.seat !== seat) {
        return {
          code: 'not-your-turn',
          message: d ? `player ${d.seat + 1} is deciding, not you` : 'no decision is pending',
        };
      }
      // Checked against the options before anything changes: an illegal answer costs a scan of the
      // options, never a copy of the state (a flood of them must not stall the other rooms). The seat
      // answers with one of its own options (its ids, issue 19); the engine gets its option at the same place.
      const mine = seatOptions(state, seat);
      const at = mine.findIndex((o) => sameAnswer(o, answer));
      if (at < 0) {
        return {
          code: 'illegal',
          message: `illegal answer ${JSON.stringify(answer).slice(0, 200)} to "${d.prompt}"; legal answers: ${d.options.length}`,
        };
      }
      answer = d.options[at];
    }
    const before = state.answers.length;
    const decider = state.decision?.seat;
    // The answer is applied to the live state itself; until it is stored, no socket is sent that state
    // (`applying` holds back welcomes and presence updates) and a failure rebuilds the previous state
    // from the replay record, so a half-applied state is never served.
    this.applying = true;
    try {
      try {
        act(state, seat, answer);
      } catch (err) {
        if (err instanceof IllegalAnswer && state.answers.length === before)
          return { code: 'illegal', message: err.message };
        // A rules bug: the engine may have stopped half-way, so the last good state is rebuilt.
        this.opts.log(`game ${this.id}: engine error on answer ${JSON.stringify(answer)}: ${(err as Error).stack}`);
        this.rebuild(before);
        return { code: 'internal', message: 'the engine failed on that answer; the game is unchanged' };
      }
      const now = Date.now();
      // An AI seat's clock never runs: its thinking time is mostly the delay we add so people can follow it.
      const timed = this.clock !== null && decider === seat && this.seats[seat].kind === 'human';
      const spentMs = timed ? now - this.clock!.since : 0;
      let result: RoomResult | undefined;
      if (state.result) {
        result = { ...state.result };
        if (forfeit === 'clock') result = { ...result, reason: `player ${seat + 1} ran out of time`, forfeit };
        if (forfeit === 'disconnected') result = { ...result, reason: `player ${seat + 1} left the game`, forfeit };
        if (forfeit === 'ai-error') result = { ...result, reason: `player ${seat + 1}'s AI failed`, forfeit };
        if (forfeit === 'idle')
          result = { ...result, reason: `player ${seat + 1} did not answer for too long`, forfeit };
      } else if (this.opts.maxAnswers && state.answers.length >= this.opts.maxAnswers) {
        // The server's cap on a game's length (not a rule): the game ends here as a draw.
        result = {
          winner: 'draw',
          reason: `the game reached this server's limit of ${this.opts.maxAnswers} answers, so it ends as a draw`,
          forfeit: 'length-limit',
        };
      }
      const turns = (state as { turn?: number }).turn;
      const stored = result && turns !== undefined ? { ...result, turns } : result;
      const recorded = state.answers[state.answers.length - 1];
      try {
        await this.store.appendAnswer(this.id, { seq: before, seat, answer: recorded.answer, spentMs }, stored);
      } catch (err) {
        this.opts.log(`game ${this.id}: could not store answer ${before}: ${(err as Error).message}`);
        this.rebuild(before);
        return { code: 'internal', message: 'the answer could not be saved; the game is unchanged', retry: true };
      }
      if (this.closed) return null;
      if (this.clock) {
        this.clock.left[seat] -= spentMs;
        this.clock.since = now;
      }
      if (result) {
        this.status = 'finished';
        this.result = result;
      }
    } finally {
      this.applying = false;
    }
    this.heldBack.clear();
    this.presenceHeld = false;
    this.undoAsked = null; // an answer moves the game on: a request to take back an older one lapses
    this.sendState(this.conns);
    this.afterChange();
    return null;
  }

  /**
   * `seat` asks to take back its last answer (issue 17). Allowed only while nothing new has been shown to that
   * seat since (src/core/undo.ts). Against the AI it happens at once; against a person, that person is asked.
   */
  requestUndo(seat: Seat, seq: number): Promise<Rejection | null> {
    return this.enqueue(async () => {
      const refused = this.undoRefusal(seq);
      if (refused) return refused;
      if (undoableAnswers(this.state!, seat) < 1)
        return {
          code: 'illegal',
          message:
            'nothing to undo: your last answer is followed by something new to you (a card drawn or revealed, a shuffle, or your opponent’s answer)',
        };
      if (this.seats[seat === 0 ? 1 : 0].kind === 'ai') return this.takeBack(seat);
      if (this.undoAsked) return { code: 'illegal', message: 'a request to undo is already waiting for an answer' };
      this.undoAsked = { seat, seq };
      this.sendState(this.conns);
      return null;
    });
  }

  /** The other person's answer to a waiting request to undo. */
  replyUndo(seat: Seat, accept: boolean): Promise<Rejection | null> {
    return this.enqueue(async () => {
      const ask = this.undoAsked;
      if (!ask || ask.seat === seat) return { code: 'illegal', message: 'no request to undo is waiting for you' };
      const refused = this.undoRefusal(ask.seq);
      this.undoAsked = null;
      if (refused || !accept) {
        this.sendState(this.conns);
        return refused;
      }
      return this.takeBack(ask.seat);
    });
  }

  private undoRefusal(seq: number): Rejection | null {
    if (this.closed) return { code: 'internal', message: 'the server is shutting down' };
    if (this.status === 'waiting' || !this.state) return { code: 'not-started', message: 'the game has not started' };
    if (this.status !== 'playing') return { code: 'game-over', message: 'the game is over' };
    if (seq !== this.seq)
      return { code: 'stale', message: `seq ${seq} is not the current state (seq ${this.seq}); the game moved on` };
    return null;
  }

  /** Take back `seat`'s last answer: the stored record loses it, and the game is the replay of the rest. */
  private async takeBack(seat: Seat): Promise<Rejection | null> {
    const keep = this.state!.answers.length - 1;
    if (this.state!.answers[keep]?.seat !== seat) return { code: 'illegal', message: 'the last answer is not yours' };
    try {
      await this.store.truncateAnswers(this.id, keep);
    } catch (err) {
      this.opts.log(`game ${this.id}: could not take back answer ${keep}: ${(err as Error).message}`);
      return { code: 'internal', message: 'the undo could not be saved; the game is unchanged', retry: true };
    }
    this.undos++;
    this.resetEvents = true;
    this.rebuild(keep);
    this.resetEvents = false;
    return null;
  }

  /**
   * Put back the state after the first `answers` answers by replaying the record (the setup and the
   * answers that were stored), after the engine failed half-way or an answer could not be stored. If even
   * that fails the room is marked unrecoverable rather than left serving a broken state.
   */
  private rebuild(answers: number): void {
    const kept = this.state!.answers.slice(0, answers);
    try {
      this.start(
        kept.map((a, seq) => ({ seq, seat: a.seat, answer: a.answer, spentMs: 0 })),
        false,
      );
    } catch (err) {
      this.opts.log(`game ${this.id}: could not be rebuilt from its record: ${(err as Error).message}`);
      this.markUnrecoverable(`the game could not be rebuilt from its record: ${(err as Error).message}`);
      return;
    }
    // Whoever missed a state while the answer was pending gets the (unchanged) one now; after an undo, everyone.
    const missed =
      this.presenceHeld || this.resetEvents ? [...this.conns] : [...this.heldBack].filter((c) => this.conns.has(c));
    this.heldBack.clear();
    this.presenceHeld = false;
    this.applying = false;
    if (missed.length > 0) this.sendState(missed);
    this.afterChange();
  }

  /** The game cannot go on: stored as unrecoverable, its sockets told, the room forgotten. */
  markUnrecoverable(reason: string): void {
    this.status = 'unrecoverable';
    this.result = { winner: null, reason, forfeit: 'unrecoverable' };
    void this.store
      .markUnrecoverable(this.id, this.result)
      .catch((err: Error) => this.opts.log(`game ${this.id}: could not store it as unrecoverable: ${err.message}`));
    for (const conn of this.conns) {
      send(conn, { type: 'error', code: 'unrecoverable', message: reason });
      conn.room = null;
    }
    this.conns.clear();
    this.onFinished(this);
  }

  /** Timers follow the state: the AI's move, the clock of whoever decides, the grace of absent seats. */
  private afterChange(): void {
    if (this.aiTimer) clearTimeout(this.aiTimer);
    if (this.clockTimer) clearTimeout(this.clockTimer);
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.aiTimer = this.clockTimer = this.idleTimer = null;
    this.updateGrace();
    if (this.status !== 'playing' || !this.state || this.closed) {
      if (this.status === 'finished') {
        this.onOver?.(this);
        if (this.conns.size === 0) this.onFinished(this);
      }
      return;
    }
    const d = this.state.decision;
    if (!d) return;
    const seatInfo = this.seats[d.seat];
    if (seatInfo.kind === 'ai') {
      const seq = this.seq;
      this.aiTimer = setTimeout(() => this.aiMove(d.seat, seq), this.opts.aiDelayMs);
    }
    if (this.clock && seatInfo.kind === 'human') {
      const left = this.clock.left[d.seat] - (Date.now() - this.clock.since);
      this.clockTimer = setTimeout(() => this.clockCheck(d.seat), Math.max(0, left));
    }
    // A seat that stays connected but never answers would hold the room (and its opponent) forever: like a
    // clock running out, it forfeits after idleMs without an answer. An absent seat has the grace period.
    if (this.opts.idleMs && seatInfo.kind === 'human') {
      const seq = this.seq;
      this.idleTimer = setTimeout(() => {
        this.idleTimer = null;
        const now = this.state?.decision;
        if (this.status === 'playing' && this.seq === seq && now?.seat === d.seat)
          void this.submit(d.seat, { t: 'concede' }, null, 'idle');
      }, this.opts.idleMs);
    }
  }

  private aiMove(seat: Seat, seq: number): void {
    this.aiTimer = null;
    const state = this.state;
    const d = state?.decision;
    if (!state || this.status !== 'playing' || this.seq !== seq || !d || d.seat !== seat) return;
    const info = this.seats[seat];
    const undos = this.undos;
    void this.opts.ai.choose(state, info.agent!, mixSeed(info.agentSeed ?? 0, seq)).then(
      async (answer) => {
        if (this.undos !== undos) return; // an undo since: this answer was for a position that no longer is
        // The agent answers with the engine's ids; the room takes answers as the seat sees them (seatIds.ts).
        const r = await this.submit(seat, asSeatAnswer(state, seat, answer), seq);
        // A storage failure leaves the decision pending: try again a little later.
        if (r?.retry) {
          if (!this.closed && !this.aiTimer) this.aiTimer = setTimeout(() => this.aiMove(seat, seq), AI_RETRY_MS);
        } else if (r?.code === 'illegal' || r?.code === 'internal') {
          await this.aiFailed(seat, `its answer ${JSON.stringify(answer)} was refused: ${r.message}`);
        }
        // Any other refusal (stale, game over) means the game moved on without this answer: nothing to do.
      },
      (err: unknown) => this.aiFailed(seat, err instanceof Error ? (err.stack ?? err.message) : String(err)),
    );
  }

  /**
   * An AI seat could not answer (its agent threw, or the engine refused or failed on its answer): rather
   * than leave the game stuck on its decision, the seat concedes through the engine like a person would.
   */
  private async aiFailed(seat: Seat, why: string): Promise<void> {
    if (this.closed || this.status !== 'playing') return;
    this.opts.log(`game ${this.id}: agent ${this.seats[seat].agent} failed, so its seat concedes: ${why}`);
    const r = await this.submit(seat, { t: 'concede' }, null, 'ai-error');
    if (r?.retry && !this.closed) {
      this.aiTimer = setTimeout(() => {
        this.aiTimer = null;
        void this.aiFailed(seat, why);
      }, AI_RETRY_MS);
    } else if (r && r.code !== 'game-over' && !this.closed) {
      this.opts.log(`game ${this.id}: the failed AI seat could not concede either: ${r.message}`);
    }
  }

  private clockCheck(seat: Seat): void {
    this.clockTimer = null;
    // An answer being stored re-arms the clock when it is done.
    if (this.applying) return;
    const d = this.state?.decision;
    if (!this.clock || this.status !== 'playing' || !d || d.seat !== seat) return;
    const left = this.clock.left[seat] - (Date.now() - this.clock.since);
    if (left > 0) {
      this.clockTimer = setTimeout(() => this.clockCheck(seat), left);
      return;
    }
    void this.submit(seat, { t: 'concede' }, null, 'clock');
  }

  private presenceChanged(was: [boolean, boolean], newcomer?: Conn): void {
    const now = this.connected();
    if (now[0] === was[0] && now[1] === was[1]) return;
    this.updateGrace();
    if (this.applying) {
      this.presenceHeld = true;
      return;
    }
    // Tell the others; a state with the same seq and no events only refreshes `connected`.
    if (this.state && this.status !== 'waiting') this.sendState([...this.conns].filter((c) => c !== newcomer));
  }

  private updateGrace(): void {
    const connected = this.connected();
    for (const s of [0, 1] as const) {
      const absent = this.status === 'playing' && !this.closed && this.seats[s].kind === 'human' && !connected[s];
      if (absent && !this.grace[s]) {
        this.grace[s] = setTimeout(() => {
          this.grace[s] = null;
          if (this.status === 'playing' && !this.connected()[s])
            void this.submit(s, { t: 'concede' }, null, 'disconnected');
        }, this.opts.graceMs);
      } else if (!absent && this.grace[s]) {
        clearTimeout(this.grace[s]!);
        this.grace[s] = null;
      }
    }
  }

  clockLeft(): [number, number] | undefined {
    if (!this.clock) return undefined;
    const left: [number, number] = [...this.clock.left];
    const d = this.state?.decision;
    if (d && this.status === 'playing' && this.seats[d.seat].kind === 'human')
      left[d.seat] -= Date.now() - this.clock.since;
    return [Math.max(0, left[0]), Math.max(0, left[1])];
  }

  /** Send each socket its own seat's view and the events it has not had yet. */
  private sendState(conns: Iterable<Conn>): void {
    const state = this.state!;
    const views = new Map<Viewer, string>();
    const events = new Map<string, string>();
    const seq = this.seq;
    const clock = this.clockLeft();
    const tail =
      `,"connected":${JSON.stringify(this.connected())}` +
      (clock ? `,"clock":${JSON.stringify(clock)}` : '') +
      (this.result ? `,"result":${JSON.stringify(this.result)}` : '') +
      (this.undoAsked ? `,"undoAsked":${this.undoAsked.seat}` : '') +
      (this.resetEvents ? ',"reset":true' : '') +
      '}';
    const logLength = state.log?.length ?? 0;
    for (const conn of conns) {
      if (this.resetEvents) conn.cursor = 0;
      let v = views.get(conn.viewer);
      if (v === undefined) {
        v = JSON.stringify(seatView(state, conn.viewer));
        views.set(conn.viewer, v);
      }
      const key = `${conn.viewer}:${conn.cursor}`;
      let e = events.get(key);
      if (e === undefined) {
        e = JSON.stringify(seatEvents(state, conn.viewer, conn.cursor));
        events.set(key, e);
      }
      conn.cursor = logLength;
      conn.send(`{"type":"state","seq":${seq},"view":${v},"events":${e}${tail}`);
    }
  }

  /** Whether the room has a pending submission; used to drain before shutting down. */
  idle(): Promise<unknown> {
    return this.queue;
  }

  close(): void {
    this.closed = true;
    if (this.aiTimer) clearTimeout(this.aiTimer);
    if (this.clockTimer) clearTimeout(this.clockTimer);
    if (this.waitTimer) clearTimeout(this.waitTimer);
    if (this.idleTimer) clearTimeout(this.idleTimer);
    for (const s of [0, 1] as const) if (this.grace[s]) clearTimeout(this.grace[s]!);
    this.aiTimer = this.clockTimer = this.waitTimer = this.idleTimer = null;
    this.grace = [null, null];
  }

  /** GET /api/games/:id */
  summary(): GameSummary {
    const connected = this.connected();
    return {
      id: this.id,
      game: this.game,
      format: this.format,
      status: this.status,
      result: this.result,
      visibility: this.visibility,
      seats: this.seats.map((s, i) => ({
        kind: s.kind,
        ...(s.agent ? { agent: s.agent } : {}),
        connected: connected[i],
      })) as GameSummary['seats'],
      decks: deckNames(this.setup),
      length: { turns: (this.state as { turn?: number } | null)?.turn ?? 0, answers: this.seq },
    };
  }

  row(): RoomRow {
    return {
      id: this.id,
      game: this.game,
      format: this.format,
      status: this.status,
      result: this.result,
      setup: this.setup,
      seats: this.seats,
      inviteCode: this.inviteCode,
      clockMs: this.clockMs,
      visibility: this.visibility,
    };
  }

  /** Sockets watching without a seat (capped per game). */
  spectators(): number {
    let n = 0;
    for (const c of this.conns) if (c.viewer === 'spectator') n++;
    return n;
  }
}

export interface GameSummary {
  id: string;
  game: string;
  format: string;
  status: RoomStatus;
  result: RoomResult | null;
  visibility: RoomVisibility;
  seats: [SeatSummary, SeatSummary];
  /** Each seat's deck: a built-in deck's id, or `custom` for a pasted list; null for a seat nobody took yet. */
  decks: [string | null, string | null];
  /** How long the game has run: the turn it is in (or ended in) and the answers accepted. */
  length: { turns: number | null; answers: number };
}

/** The decks of a room, as `GameSummary.decks`. */
export function deckNames(setup: StoredSetup): [string | null, string | null] {
  return [setup.decks[0]?.name ?? null, setup.decks[1]?.name ?? null];
}

interface SeatSummary {
  kind: 'human' | 'ai';
  agent?: string;
  connected: boolean;
}

export function send(conn: Conn, msg: ServerMessage): void {
  conn.send(JSON.stringify(msg));
}

/** splitmix32-style finaliser: an agent seed for decision `seq` unrelated to its neighbours'. */
export function mixSeed(seed: number, seq: number): number {
  let z = (seed + Math.imul(seq + 1, 0x9e3779b9)) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}

export interface NewRoom {
  game: string;
  format: string;
  deck: DeckSpec;
  seed: number | string;
  opponent: { kind: 'ai'; agent: string; agentSeed: number; deck: DeckSpec } | { kind: 'human' };
  clockMinutes?: number;
  visibility?: RoomVisibility;
}

/** Every live room, by id and by invite code; rooms of finished games are dropped once nobody watches. */
export class Rooms {
  private readonly rooms = new Map<string, Room>();
  private readonly byInvite = new Map<string, Room>();
  /** Finished games being read back from the store, so concurrent hellos share one replay. */
  private readonly loading = new Map<string, Promise<Room | Rejection>>();
  /** Rooms each creating address holds (waiting or playing). */
  private readonly held = new Counter();

  constructor(
    private readonly store: Store,
    private readonly opts: RoomOptions,
  ) {}

  get size(): number {
    return this.rooms.size;
  }

  /**
   * Rebuild every unfinished game from the store (server start). A game whose row cannot be read, or whose
   * answers no longer replay, is marked unrecoverable (a status the API reports) instead of stopping the
   * start-up or staying "playing" forever; the log gets one line per such game and a summary.
   */
  async load(): Promise<{ resumed: number; unrecoverable: number }> {
    let resumed = 0;
    const lost: { id: string; problem: string }[] = [];
    const { rooms, damaged } = await this.store.unfinished();
    lost.push(...damaged);
    for (const { row, answers } of rooms) {
      try {
        const gap = answers.findIndex((a, i) => a.seq !== i);
        if (gap >= 0) throw new Error(`answer ${gap} is missing from the stored record`);
        const room = this.fromRow(row);
        if (row.status === 'playing') room.start(answers);
        this.add(room);
        room.activate();
        resumed++;
      } catch (err) {
        lost.push({ id: row.id, problem: (err as Error).message });
      }
    }
    for (const { id, problem } of lost) {
      const reason = `the stored game could not be restored: ${problem}`;
      this.opts.log(`game ${id}: unrecoverable, ${reason}`);
      try {
        await this.store.markUnrecoverable(id, { winner: null, reason, forfeit: 'unrecoverable' });
      } catch (err) {
        this.opts.log(`game ${id}: could not be marked unrecoverable: ${(err as Error).message}`);
      }
    }
    if (lost.length > 0) {
      this.opts.log(
        `${lost.length} stored game${lost.length === 1 ? '' : 's'} could not be restored and ${lost.length === 1 ? 'is' : 'are'} marked unrecoverable; ${resumed} resumed`,
      );
    }
    return { resumed, unrecoverable: lost.length };
  }

  private fromRow(row: RoomRow): Room {
    const room = new Room(row.id, row.game, row.format, row, this.store, this.opts, (r) => this.drop(r));
    room.onOver = (r) => this.released(r);
    return room;
  }

  private add(room: Room): void {
    this.rooms.set(room.id, room);
    if (room.inviteCode && room.status === 'waiting') this.byInvite.set(room.inviteCode, room);
  }

  private drop(room: Room): void {
    this.released(room);
    if (this.rooms.get(room.id) !== room) return;
    room.close();
    this.rooms.delete(room.id);
    if (room.inviteCode) this.byInvite.delete(room.inviteCode);
  }

  /** A room no longer counts against its creator's limit once it is over (it may stay while watched). */
  private released(room: Room): void {
    if (room.ownerIp === null) return;
    this.held.add(room.ownerIp, -1);
    room.ownerIp = null;
  }

  /** Rooms this address created that are still waiting or playing. */
  heldBy(ip: string): number {
    return this.held.get(ip);
  }

  async create(req: NewRoom, ownerIp: string | null = null): Promise<CreateGameResponse> {
    const token = newToken();
    const human = req.opponent.kind === 'human';
    const opp = req.opponent;
    const row: RoomRow = {
      id: newGameId(),
      game: req.game,
      format: req.format,
      status: human ? 'waiting' : 'playing',
      result: null,
      setup: {
        engineVersion: ENGINE_VERSION,
        cardDataVersion: gameModule(req.game).cardDataVersion,
        decks: [req.deck, opp.kind === 'ai' ? opp.deck : null],
        seed: req.seed,
      },
      seats: [
        { kind: 'human', tokenHash: hashToken(token) },
        opp.kind === 'ai' ? { kind: 'ai', agent: opp.agent, agentSeed: opp.agentSeed } : { kind: 'human' },
      ],
      inviteCode: human ? newInviteCode() : null,
      clockMs: req.clockMinutes ? req.clockMinutes * this.opts.minuteMs : null,
      visibility: req.visibility ?? 'players',
    };
    const room = this.fromRow(row);
    try {
      // Build the game before storing it, so a setup the engine refuses never reaches the database.
      if (!human) room.start();
      await this.store.createRoom(row);
    } catch (err) {
      room.close();
      throw err;
    }
    this.add(room);
    if (ownerIp !== null) {
      room.ownerIp = ownerIp;
      this.held.add(ownerIp);
    }
    room.activate();
    return {
      gameId: row.id,
      seat: 0,
      token,
      ...(row.inviteCode ? { inviteCode: row.inviteCode } : {}),
      spectateUrl: `/?watch=${row.id}`,
    };
  }

  byInviteCode(code: string): Room | undefined {
    return this.byInvite.get(code.trim().toUpperCase());
  }

  /** Take the free seat; refused when the room expired meanwhile. */
  async join(room: Room, deck: DeckSpec): Promise<JoinGameResponse | Rejection> {
    const token = newToken();
    if (room.inviteCode) this.byInvite.delete(room.inviteCode);
    try {
      const refused = await room.join(deck, hashToken(token));
      if (refused) return refused;
    } catch (err) {
      if (room.status === 'waiting' && room.inviteCode) this.byInvite.set(room.inviteCode, room);
      throw err;
    }
    return { gameId: room.id, seat: 1, token };
  }

  /** Forget a finished game nobody watches (a hello that was read back from the store, then went away). */
  release(room: Room): void {
    if (room.status === 'finished' && room.conns.size === 0) this.drop(room);
  }

  live(id: string): Room | undefined {
    return this.rooms.get(id);
  }

  /**
   * A live room, or a finished game read back from the store (kept while someone watches it); else why not:
   * no such game, or a room that expired before anyone joined (it has no game to show).
   */
  async get(id: string): Promise<Room | Rejection> {
    const live = this.rooms.get(id);
    if (live) return live;
    let p = this.loading.get(id);
    if (!p) {
      p = (async () => {
        let row: RoomRow | undefined;
        try {
          row = await this.store.room(id);
        } catch (err) {
          if (err instanceof DamagedRow)
            return { code: 'unrecoverable', message: `the stored game is damaged: ${err.message}` };
          throw err;
        }
        if (row?.status === 'unrecoverable') return { code: 'unrecoverable', message: row.result?.reason ?? '' };
        if (!row || row.status !== 'finished') return { code: 'no-such-game', message: `no game with id "${id}"` };
        if (row.result?.forfeit === 'abandoned') return { code: 'abandoned', message: row.result.reason };
        const room = this.fromRow(row);
        room.start(await this.store.answers(id));
        return room;
      })();
      this.loading.set(id, p);
      void p.finally(() => this.loading.delete(id)).catch(() => undefined);
    }
    const room = await p;
    if (!(room instanceof Room)) return room;
    if (!this.rooms.has(id)) this.rooms.set(id, room);
    return this.rooms.get(id)!;
  }

  async close(): Promise<void> {
    for (const room of this.rooms.values()) room.close();
    await Promise.all([...this.rooms.values()].map((r) => r.idle()));
    this.rooms.clear();
    this.byInvite.clear();
  }
}
