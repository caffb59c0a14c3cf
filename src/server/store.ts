// Persistence of match-server games through one kysely query layer: better-sqlite3 for a file (or
// ':memory:'), pg for a postgres:// URL. A game is stored as its replay record — the room row (game,
// format, decks, seed, seats with token hashes and AI agents, clock, status, result) plus one answers
// row per accepted answer — so a restarted server rebuilds every unfinished game with `replay`.
// Answer rows are written in batches: every append queued while a write is in flight goes into the
// next multi-row INSERT, and each caller's promise settles when the row it added is committed.
// A damaged row (unreadable JSON, missing fields) never stops the server: `unfinished` returns each
// room it can read and lists the others as damaged, so start-up resumes what it can and reports the rest.
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Answer, DeckSpec, GameResult, Seat } from '../core/types.ts';

/** 'unrecoverable': the stored record is damaged or no longer replays; the game is over without a result. */
export type RoomStatus = 'waiting' | 'playing' | 'finished' | 'unrecoverable';

/**
 * Who may fetch a game's replays once it is over: 'players' (a seat's token opens all of that game's
 * replays) or 'public' (anyone with the game id). A player can make it public later (POST .../share).
 */
export type RoomVisibility = 'players' | 'public';

export interface StoredSeat {
  kind: 'human' | 'ai';
  /** sha256 of the seat's token (hex); absent for an AI seat and for the free seat of a waiting room. */
  tokenHash?: string;
  agent?: string;
  agentSeed?: number;
}

/** What `replay` needs besides the answers; `decks[1]` is null until the second player joins. */
export interface StoredSetup {
  engineVersion: string;
  cardDataVersion: string;
  decks: [DeckSpec, DeckSpec | null];
  /** A number (chosen against the AI) or 64 hex digits (drawn by the server); never sent to any client. */
  seed: number | string;
}

export interface RoomResult {
  /** null only for an abandoned room: nobody took the second seat, so no game was played. */
  winner: GameResult['winner'] | null;
  reason: string;
  /**
   * Set when the server, not the rules, ended the game: a clock ran out, a seat stayed away past the
   * grace period, an AI seat failed (and conceded), or a waiting room expired.
   */
  forfeit?: 'clock' | 'disconnected' | 'ai-error' | 'abandoned' | 'idle' | 'length-limit' | 'unrecoverable';
}

/** A result as stored: with the turn the game ended on, so that a game's length is shown without replaying it. */
export type StoredResult = RoomResult & { turns?: number };

export interface RoomRow {
  id: string;
  game: string;
  format: string;
  status: RoomStatus;
  result: RoomResult | null;
  /** The turn a finished game ended on (absent for games stored before it was kept). */
  turns?: number;
  setup: StoredSetup;
  seats: [StoredSeat, StoredSeat];
  inviteCode: string | null;
  /** Chess clock per seat at the start, in ms; null without a clock. */
  clockMs: number | null;
  /** When the room was stored (ISO 8601); absent on a row not read back from the store. */
  createdAt?: string;
  /** Absent on rows stored before the setting existed: they count as 'players'. */
  visibility?: RoomVisibility;
}

export interface StoredAnswer {
  seq: number;
  seat: Seat;
  answer: Answer;
  /** Clock time the answering seat spent on this decision (0 when it was not its decision). */
  spentMs: number;
}

interface GamesTable {
  id: string;
  game: string;
  format: string;
  status: string;
  result: string | null;
  setup: string;
  seats: string;
  invite_code: string | null;
  clock_ms: number | null;
  visibility: string | null;
  created_at: string;
  updated_at: string;
}

interface AnswersTable {
  game_id: string;
  seq: number;
  seat: number;
  answer: string;
  spent_ms: number;
}

interface Schema {
  arbiter_games: GamesTable;
  arbiter_answers: AnswersTable;
}

export interface Store {
  readonly kind: 'sqlite' | 'postgres';
  createRoom(row: RoomRow): Promise<void>;
  /** The second player took the free seat: the room now has both decks and starts. */
  startRoom(id: string, setup: StoredSetup, seats: [StoredSeat, StoredSeat]): Promise<void>;
  /** Append one accepted answer; with `finished`, the same transaction marks the room finished. */
  appendAnswer(gameId: string, a: StoredAnswer, finished?: StoredResult): Promise<void>;
  /** Take back the answers from `keep` on (an undo, issue 17): the record keeps only the line played. */
  truncateAnswers(gameId: string, keep: number): Promise<void>;
  /** A waiting room nobody joined in time: finished with `result`, its invite code kept to explain refusals. */
  abandonRoom(id: string, result: RoomResult): Promise<void>;
  room(id: string): Promise<RoomRow | undefined>;
  /** The abandoned room that had this invite code, if any (live rooms are found in memory). */
  abandonedByInviteCode(code: string): Promise<RoomRow | undefined>;
  answers(id: string): Promise<StoredAnswer[]>;
  /** Every room still waiting or playing, with its answers in order; rows that cannot be read are listed as damaged. */
  unfinished(): Promise<{ rooms: { row: RoomRow; answers: StoredAnswer[] }[]; damaged: DamagedRoom[] }>;
  /** The stored record of this game is damaged or no longer replays: it is over, without a winner. */
  markUnrecoverable(id: string, result: RoomResult): Promise<void>;
  setVisibility(id: string, visibility: RoomVisibility): Promise<void>;
  /** Delete abandoned rooms (nobody joined) last changed before `before` (ISO 8601); returns how many. */
  deleteAbandoned(before: string): Promise<number>;
  close(): Promise<void>;
}

/** A room row that could not be read back, and why. */
export interface DamagedRoom {
  id: string;
  problem: string;
}

/** A stored row that cannot be read (bad JSON, a missing or mistyped field). */
export class DamagedRow extends Error {}

const PG_SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
// SQLite allows 32,766 bound parameters per statement; five per row keeps well under it.
const MAX_BATCH_ROWS = 1000;
const MAX_CACHED_STATEMENTS = 256;

/** Open (and create the tables of) the store named by `database`: a postgres:// URL, a file path or ':memory:'. */
export async function openStore(database: string): Promise<Store> {
  const isPg = /^postgres(ql)?:\/\//.test(database);
  let db: Kysely<Schema>;
  if (isPg) {
    // Each driver is loaded only when used: start-up stays quick with the other one.
    const { default: pg } = await import('pg');
    // `?schema=NAME` keeps the tables in their own PostgreSQL schema (the tests use a fresh one per run).
    const url = new URL(database);
    const schema = url.searchParams.get('schema');
    url.searchParams.delete('schema');
    if (schema !== null && !PG_SCHEMA_NAME.test(schema)) throw new Error(`invalid PostgreSQL schema name "${schema}"`);
    if (schema) {
      const admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      try {
        await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      } finally {
        await admin.end();
      }
    }
    const pool = new pg.Pool({
      connectionString: url.toString(),
      max: 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  } else {
    const { default: Database } = await import('better-sqlite3');
    const sqlite = new Database(database);
    // WAL: a commit is an append to the log, and a process killed mid-write loses nothing committed.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    // kysely prepares every query afresh; the same few statements run on every answer, so keep them.
    const prepared = new Map<string, ReturnType<typeof sqlite.prepare>>();
    const cached = {
      close: () => sqlite.close(),
      prepare(text: string) {
        let st = prepared.get(text);
        if (!st) {
          st = sqlite.prepare(text);
          if (prepared.size < MAX_CACHED_STATEMENTS) prepared.set(text, st);
        }
        return st;
      },
    };
    db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: cached }) });
  }
  await createTables(db);
  return new KyselyStore(db, isPg ? 'postgres' : 'sqlite');
}

async function createTables(db: Kysely<Schema>): Promise<void> {
  await db.schema
    .createTable('arbiter_games')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('setup', 'text', (c) => c.notNull())
    .addColumn('seats', 'text', (c) => c.notNull())
    .addColumn('invite_code', 'text')
    .addColumn('clock_ms', 'integer')
    .addColumn('visibility', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // A database made before the visibility setting existed gets the column (its games count as 'players').
  try {
    await db.selectFrom('arbiter_games').select('visibility').limit(1).execute();
  } catch {
    await db.schema.alterTable('arbiter_games').addColumn('visibility', 'text').execute();
  }
  await db.schema.createIndex('arbiter_games_status').ifNotExists().on('arbiter_games').column('status').execute();
  await db.schema
    .createIndex('arbiter_games_invite_code')
    .ifNotExists()
    .on('arbiter_games')
    .column('invite_code')
    .execute();
  await db.schema
    .createTable('arbiter_answers')
    .ifNotExists()
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('seat', 'integer', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('spent_ms', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('arbiter_answers_pk', ['game_id', 'seq'])
    .execute();
}

interface PendingAnswer {
  row: AnswersTable;
  finished?: RoomResult;
  resolve(): void;
  reject(err: unknown): void;
}

class KyselyStore implements Store {
  private pending: PendingAnswer[] = [];
  private writing: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<Schema>,
    readonly kind: 'sqlite' | 'postgres',
  ) {}

  async createRoom(row: RoomRow): Promise<void> {
    const now = new Date().toISOString();
    await this.db
      .insertInto('arbiter_games')
      .values({
        id: row.id,
        game: row.game,
        format: row.format,
        status: row.status,
        result: row.result ? JSON.stringify(row.result) : null,
        setup: JSON.stringify(row.setup),
        seats: JSON.stringify(row.seats),
        invite_code: row.inviteCode,
        clock_ms: row.clockMs,
        visibility: row.visibility ?? 'players',
        created_at: now,
        updated_at: now,
      })
      .execute();
  }

  async startRoom(id: string, setup: StoredSetup, seats: [StoredSeat, StoredSeat]): Promise<void> {
    await this.db
      .updateTable('arbiter_games')
      .set({
        status: 'playing',
        invite_code: null,
        setup: JSON.stringify(setup),
        seats: JSON.stringify(seats),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
  }

  appendAnswer(gameId: string, a: StoredAnswer, finished?: StoredResult): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({
        row: { game_id: gameId, seq: a.seq, seat: a.seat, answer: JSON.stringify(a.answer), spent_ms: a.spentMs },
        finished,
        resolve,
        reject,
      });
      if (!this.writing) this.writing = this.flush();
    });
  }

  /** Write every queued answer, a batch per transaction, until the queue is empty. */
  private async flush(): Promise<void> {
    // Let the appends of this event-loop turn join the first batch.
    await new Promise<void>((r) => setImmediate(r));
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, MAX_BATCH_ROWS);
      try {
        const rows = batch.map((p) => p.row);
        if (batch.some((p) => p.finished)) {
          await this.db.transaction().execute(async (tx) => {
            await tx.insertInto('arbiter_answers').values(rows).execute();
            const now = new Date().toISOString();
            for (const p of batch) {
              if (!p.finished) continue;
              await tx
                .updateTable('arbiter_games')
                .set({ status: 'finished', result: JSON.stringify(p.finished), invite_code: null, updated_at: now })
                .where('id', '=', p.row.game_id)
                .execute();
            }
          });
        } else {
          // One statement is its own transaction: no BEGIN/COMMIT round trips.
          await this.db.insertInto('arbiter_answers').values(rows).execute();
        }
        for (const p of batch) p.resolve();
      } catch (err) {
        // One bad row must not sink the others: retry the batch row by row, each in its own transaction.
        if (batch.length === 1) batch[0].reject(err);
        else for (const p of batch) await this.writeOne(p);
      }
    }
    this.writing = null;
  }

  private async writeOne(p: PendingAnswer): Promise<void> {
    try {
      await this.db.transaction().execute(async (tx) => {
        await tx.insertInto('arbiter_answers').values(p.row).execute();
        if (p.finished) {
          await tx
            .updateTable('arbiter_games')
            .set({
              status: 'finished',
              result: JSON.stringify(p.finished),
              invite_code: null,
              updated_at: new Date().toISOString(),
            })
            .where('id', '=', p.row.game_id)
            .execute();
        }
      });
      p.resolve();
    } catch (err) {
      p.reject(err);
    }
  }

  async abandonRoom(id: string, result: RoomResult): Promise<void> {
    await this.db
      .updateTable('arbiter_games')
      .set({ status: 'finished', result: JSON.stringify(result), updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'waiting')
      .execute();
  }

  async abandonedByInviteCode(code: string): Promise<RoomRow | undefined> {
    // Only abandoned rooms keep their invite code once finished (a started room's is cleared).
    const r = await this.db
      .selectFrom('arbiter_games')
      .selectAll()
      .where('invite_code', '=', code)
      .where('status', '=', 'finished')
      .orderBy('updated_at', 'desc')
      .executeTakeFirst();
    return r ? toRoomRow(r) : undefined;
  }

  async room(id: string): Promise<RoomRow | undefined> {
    const r = await this.db.selectFrom('arbiter_games').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? toRoomRow(r) : undefined;
  }

  async truncateAnswers(gameId: string, keep: number): Promise<void> {
    // The room's submissions run one at a time and each waits for its append, so none of this game is queued.
    await this.db.deleteFrom('arbiter_answers').where('game_id', '=', gameId).where('seq', '>=', keep).execute();
  }

  async answers(id: string): Promise<StoredAnswer[]> {
    const rows = await this.db
      .selectFrom('arbiter_answers')
      .selectAll()
      .where('game_id', '=', id)
      .orderBy('seq')
      .execute();
    return rows.map(toStoredAnswer);
  }

  async unfinished(): Promise<{ rooms: { row: RoomRow; answers: StoredAnswer[] }[]; damaged: DamagedRoom[] }> {
    const ids = await this.db
      .selectFrom('arbiter_games')
      .select('id')
      .where('status', 'in', ['waiting', 'playing'])
      .execute();
    const rooms: { row: RoomRow; answers: StoredAnswer[] }[] = [];
    const damaged: DamagedRoom[] = [];
    // Row by row, so that one damaged row (or a read error on it) costs only that game.
    for (const { id } of ids) {
      try {
        const r = await this.db.selectFrom('arbiter_games').selectAll().where('id', '=', id).executeTakeFirst();
        if (!r) continue;
        const row = toRoomRow(r);
        rooms.push({ row, answers: row.status === 'playing' ? await this.answers(id) : [] });
      } catch (err) {
        damaged.push({ id, problem: (err as Error).message });
      }
    }
    return { rooms, damaged };
  }

  async markUnrecoverable(id: string, result: RoomResult): Promise<void> {
    await this.db
      .updateTable('arbiter_games')
      .set({
        status: 'unrecoverable',
        result: JSON.stringify(result),
        invite_code: null,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
  }

  async setVisibility(id: string, visibility: RoomVisibility): Promise<void> {
    await this.db.updateTable('arbiter_games').set({ visibility }).where('id', '=', id).execute();
  }

  async deleteAbandoned(before: string): Promise<number> {
    // An abandoned room has no answers; only its row goes.
    const r = await this.db
      .deleteFrom('arbiter_games')
      .where('status', '=', 'finished')
      .where('invite_code', 'is not', null)
      .where('updated_at', '<', before)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  async close(): Promise<void> {
    while (this.writing) await this.writing;
    await this.db.destroy();
  }
}

const STATUSES: readonly string[] = ['waiting', 'playing', 'finished', 'unrecoverable'];

function json(text: string | null, what: string): unknown {
  if (typeof text !== 'string') throw new DamagedRow(`${what} is missing`);
  try {
    return JSON.parse(text);
  } catch {
    throw new DamagedRow(`${what} is not valid JSON`);
  }
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** A games row as a RoomRow; throws DamagedRow naming the first field that cannot be read. */
function toRoomRow(r: GamesTable): RoomRow {
  if (!STATUSES.includes(r.status)) throw new DamagedRow(`status ${JSON.stringify(r.status)} is unknown`);
  const setup = json(r.setup, 'setup');
  if (
    !isObject(setup) ||
    !(typeof setup.seed === 'number' || (typeof setup.seed === 'string' && /^[0-9a-f]{64}$/i.test(setup.seed))) ||
    !Array.isArray(setup.decks) ||
    setup.decks.length !== 2 ||
    typeof setup.engineVersion !== 'string' ||
    typeof setup.cardDataVersion !== 'string'
  )
    throw new DamagedRow('setup lacks its seed, decks or versions');
  const seats = json(r.seats, 'seats');
  if (!Array.isArray(seats) || seats.length !== 2 || !seats.every((s) => isObject(s) && typeof s.kind === 'string'))
    throw new DamagedRow('seats is not a list of two seats');
  const result = r.result === null ? null : json(r.result, 'result');
  if (result !== null && (!isObject(result) || typeof result.reason !== 'string'))
    throw new DamagedRow('result lacks its reason');
  return {
    id: r.id,
    game: r.game,
    format: r.format,
    status: r.status as RoomStatus,
    result: result === null ? null : resultOf(result),
    ...(result !== null && typeof result.turns === 'number' ? { turns: result.turns } : {}),
    setup: setup as unknown as StoredSetup,
    seats: seats as [StoredSeat, StoredSeat],
    inviteCode: r.invite_code,
    clockMs: r.clock_ms === null ? null : Number(r.clock_ms),
    createdAt: r.created_at,
    visibility: r.visibility === 'public' ? 'public' : 'players',
  };
}

function resultOf(stored: Record<string, unknown>): RoomResult {
  const { turns, ...result } = stored;
  void turns;
  return result as unknown as RoomResult;
}

function toStoredAnswer(r: AnswersTable): StoredAnswer {
  const answer = json(r.answer, `answer ${r.seq}`);
  if (!isObject(answer) || typeof answer.t !== 'string') throw new DamagedRow(`answer ${r.seq} is not an answer`);
  return {
    seq: Number(r.seq),
    seat: Number(r.seat) as Seat,
    answer: answer as unknown as Answer,
    spentMs: Number(r.spent_ms),
  };
}
