// The shapes the client shares with the server and the engine, imported as types only: the client
// never runs engine code, it only draws the view the server sent to its seat.
export type { Answer, GameEvent, GameResult, Seat } from '../../src/core/types.ts';
export type { CardView, DecisionView, HiddenCardView, PlayerView, VGView } from '../../src/games/vanguard/view.ts';
export type { Circle, Phase } from '../../src/games/vanguard/state.ts';
export type { DBSView } from '../../src/games/dbs/view.ts';
import type { DBSView } from '../../src/games/dbs/view.ts';
import type { VGView } from '../../src/games/vanguard/view.ts';
/** Any game's view, told apart by `game`. */
export type AnyView = VGView | DBSView;
export type {
  CreateGameRequest,
  CreateGameResponse,
  ErrorCode,
  JoinGameRequest,
  JoinGameResponse,
  ServerMessage,
  SimCreated,
  SimRequest,
  SimStatus,
} from '../../src/server/protocol.ts';
