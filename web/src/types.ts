// The shapes the client shares with the server and the engine, imported as types only: the client never runs engine
// code, it only draws the view the server sent to its seat. Each game's view shapes live in its folder
// (web/src/games/<game>/); what every view has is web/src/games/registry.ts's BaseView.
export type { Answer, GameEvent, GameResult, Seat } from '../../src/core/types.ts';
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
