// The shapes the client shares with the server and the engine, imported as types only: the client
// never runs engine code, it only draws the view the server sent to its seat.
export type { Answer, GameEvent, GameResult, Seat } from '../../src/core/types.ts';
export type { CardView, DecisionView, HiddenCardView, PlayerView, VGView } from '../../src/games/vanguard/view.ts';
export type { Circle, Phase } from '../../src/games/vanguard/state.ts';
export type {
  CreateGameRequest,
  CreateGameResponse,
  ErrorCode,
  JoinGameRequest,
  JoinGameResponse,
  ServerMessage,
} from '../../src/server/protocol.ts';
