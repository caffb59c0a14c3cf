// Rendered replays (replayFrames.ts) of finished games, kept by game and viewer so that a replay is
// rendered once, not on every request: a finished game's record never changes. The cache holds at most
// `maxBytes` of JSON text (least recently used first out); concurrent requests for the same replay share
// one rendering. A game's length is capped (ARBITER_MAX_ANSWERS), so one rendering is bounded too.
import type { Viewer } from './rooms.ts';
import { replayFramesJson } from './replayFrames.ts';
import type { RoomRow, Store } from './store.ts';

export class ReplayCache {
  /** JSON text by `${gameId}:${viewer}`, least recently used first. */
  private readonly entries = new Map<string, string>();
  private readonly rendering = new Map<string, Promise<string>>();
  private bytes = 0;

  constructor(
    private readonly store: Store,
    private readonly maxBytes: number,
  ) {}

  async get(row: RoomRow, viewer: Viewer): Promise<string> {
    const key = `${row.id}:${viewer}`;
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    let p = this.rendering.get(key);
    if (!p) {
      p = (async () => replayFramesJson(row, await this.store.answers(row.id), viewer))();
      this.rendering.set(key, p);
      void p
        .then((json) => this.keep(key, json))
        .catch(() => undefined)
        .finally(() => this.rendering.delete(key));
    }
    return p;
  }

  private keep(key: string, json: string): void {
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
