// Rendered replays (replayFrames.ts) of finished games, kept by game and viewer so that a replay is
// rendered once, not on every request: a finished game's record never changes. Rendering runs on a thread
// of its own (replayWorker.ts), one at a time, so the rooms never wait for it; at most MAX_PENDING
// renderings wait, past that a request is refused (ReplayBusy, a 503) rather than queued without bound.
// The cache holds at most `maxBytes` of JSON text (least recently used first out); concurrent requests
// for the same replay share one rendering. A game's length is capped (ARBITER_MAX_ANSWERS), so one
// rendering is bounded too.
import { Worker } from 'node:worker_threads';
import type { Viewer } from './rooms.ts';
import type { ReplayReply, ReplayRequest } from './replayWorker.ts';
import type { RoomRow, Store } from './store.ts';

/** Renderings that may wait for the replay thread. */
export const MAX_PENDING = 16;

/** The replay thread is busy with MAX_PENDING renderings already. */
export class ReplayBusy extends Error {}

/** The stored record no longer replays (the thread's message says why). */
export class ReplayFailed extends Error {}

export class ReplayCache {
  /** UTF-8 JSON by `${gameId}:${viewer}`, least recently used first (a Buffer: sent as is, never re-encoded). */
  private readonly entries = new Map<string, Buffer>();
  private readonly rendering = new Map<string, Promise<Buffer>>();
  private bytes = 0;
  private thread: Worker | null = null;
  private nextId = 0;
  private readonly waiting = new Map<number, { resolve(json: string): void; reject(err: Error): void }>();
  /** Replays rendered so far (tests check that a flood renders once). */
  renders = 0;

  constructor(
    private readonly store: Store,
    private readonly maxBytes: number,
  ) {}

  async get(row: RoomRow, viewer: Viewer): Promise<Buffer> {
    const key = `${row.id}:${viewer}`;
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    let p = this.rendering.get(key);
    if (!p) {
      if (this.waiting.size >= MAX_PENDING)
        throw new ReplayBusy('the server is rendering many replays; try again shortly');
      p = (async () => Buffer.from(await this.render(row, await this.store.answers(row.id), viewer)))();
      this.rendering.set(key, p);
      void p
        .then((json) => this.keep(key, json))
        .catch(() => undefined)
        .finally(() => this.rendering.delete(key));
    }
    return p;
  }

  async close(): Promise<void> {
    const t = this.thread;
    this.thread = null;
    for (const w of this.waiting.values()) w.reject(new Error('the server is shutting down'));
    this.waiting.clear();
    if (t) await t.terminate();
  }

  private render(row: RoomRow, answers: ReplayRequest['answers'], viewer: Viewer): Promise<string> {
    this.renders++;
    const thread = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      thread.postMessage({ id, row, answers, viewer } satisfies ReplayRequest);
    });
  }

  /** Start the replay thread now (it loads the engine, seconds of CPU), not on the first request. */
  warm(): void {
    this.start();
  }

  private start(): Worker {
    if (this.thread) return this.thread;
    const thread = new Worker(new URL('./replayWorkerEntry.mjs', import.meta.url));
    thread.unref();
    thread.on('message', (m: ReplayReply) => {
      const w = this.waiting.get(m.id);
      this.waiting.delete(m.id);
      if ('json' in m) w?.resolve(m.json);
      else w?.reject(new ReplayFailed(m.error));
    });
    const fail = (err: Error) => {
      if (this.thread === thread) this.thread = null;
      for (const w of this.waiting.values()) w.reject(err);
      this.waiting.clear();
    };
    thread.on('error', fail);
    thread.on('exit', () => fail(new Error('the replay thread stopped')));
    this.thread = thread;
    return thread;
  }

  private keep(key: string, json: Buffer): void {
    if (json.length > this.maxBytes || this.entries.has(key)) return;
    this.entries.set(key, json);
    this.bytes += json.length;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= v.length;
    }
  }
}
