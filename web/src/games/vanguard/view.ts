// The Vanguard view's shapes, imported as types only from the engine: the client never runs the rules, it draws the
// view the server sent to its seat.
export type {
  CardView,
  DecisionView,
  HiddenCardView,
  PlayerView,
  VGView,
} from '../../../../src/games/vanguard/view.ts';
export type { Circle, Phase } from '../../../../src/games/vanguard/state.ts';
