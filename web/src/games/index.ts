// The games the browser can draw (issue 20): a game is its folder web/src/games/<game>/, whose index.tsx exports its
// WebGame, plus its import and its entry in WEB_GAMES here. The lobby offers the games the server lists (/api/meta)
// that are registered here, in this order; the first is the game of a link that names none (an invite link
// `/?join=CODE` from before DBS was added: Vanguard).
import { buddyfight } from './buddyfight/index.tsx';
import { dbs } from './dbs/index.tsx';
import type { BaseView, WebGame } from './registry.ts';
import { vanguard } from './vanguard/index.tsx';

export const WEB_GAMES: readonly WebGame[] = [vanguard, dbs, buddyfight];

/** The registered game with this id, if any. */
export function webGame(id: string): WebGame | undefined {
  return WEB_GAMES.find((g) => g.id === id);
}

/** The game whose parts draw this view, if any is registered. */
export function webGameOf(view: BaseView): WebGame | undefined {
  return WEB_GAMES.find((g) => g.isView(view));
}
