// What the browser needs from each game (issue 20: adding a game is its folder plus one registration line): the
// board and hand it draws a view with, its card face and detail, its log narrator, how it plans a decision into
// clicks, its words (prompts, phases, piles) and what its status bar adds. The screens (lobby, game, replay, status
// bar, decision panel, pile viewer) hold no game's code: they find the game of a view here and ask it. The games are
// registered in web/src/games/index.ts.
import type { ReactNode } from 'react';
import type { Plan, TargetKey } from '../answers.ts';
import type { Inspect } from '../Card.tsx';
import type { CardCodes, CardDb, CardFacts } from '../cardDb.ts';
import type { DeckBuilding } from '../cardSearch.ts';
import type { GlossaryEntry, TurnGuide } from '../glossary.ts';
import type { LogLine } from '../narrate.ts';
import type { PileCard } from '../PileViewer.tsx';
import type { Targeting } from '../targeting.ts';
import type { Answer, GameEvent, GameResult, Seat } from '../types.ts';

/** What every game's view holds: the screens read only these; the game's own parts read the rest. */
export interface BaseView {
  game: string;
  format: string;
  viewer: Seat | 'spectator';
  turn: number;
  turnPlayer: Seat;
  phase: string;
  decision: {
    seat: Seat;
    prompt: string;
    /** The legal answers, for the deciding seat only. */
    options?: Answer[];
    /** Cards the deciding seat looks at (a deck search). */
    looking?: { id: number; code: string }[];
  } | null;
  result: GameResult | null;
}

/** What the screens give a game's board and hand. */
export interface BoardProps<V extends BaseView = BaseView, C extends CardFacts = CardFacts> extends Targeting {
  view: V;
  /** The seat drawn at the bottom (a spectator sees player 1 there). */
  me: Seat;
  db: CardDb<C>;
  onOpenPile(seat: Seat, pile: string): void;
}

/** A small card face, as the decision panel's strip and the pile viewer draw a card. */
export interface CardFaceProps<C extends CardFacts = CardFacts> {
  db: CardDb<C>;
  code: string;
  faceDown?: boolean;
  small?: boolean;
  onInspect?(i: Inspect | null): void;
}

/** A game's log: the seat's events in words, and the card codes it learnt from them and from the views. */
export interface WebNarrator<V extends BaseView = BaseView> {
  readonly codes: CardCodes;
  lines(events: GameEvent[]): LogLine[];
  /** Remember every id → code pair the view shows its seat. */
  learnView(v: V): void;
}

/**
 * One game in the browser. Its parts take the game's own view type `V` and card facts `C`; the screens call them
 * only with a view `isView` accepted and that game's card table. (They are written as methods so that a game's
 * entry, typed with its own view, is a `WebGame` in the registration list.)
 */
export interface WebGame<V extends BaseView = BaseView, C extends CardFacts = CardFacts> {
  /** The server's id of the game (`/api/meta`, `view.game`). */
  id: string;
  /** Its name in the lobby. */
  title: string;
  /** The example a pasted deck list starts from. */
  sampleDeckList: string;
  /** Whether `v` is one of this game's views (the screens draw nothing else with this game's parts). */
  isView(v: BaseView): v is V;
  Board(p: BoardProps<V, C>): ReactNode;
  /** The bottom seat's hand, under the board. */
  Hand(p: BoardProps<V, C>): ReactNode;
  CardFace(p: CardFaceProps<C>): ReactNode;
  /** The detail pane for a card of `db`. */
  CardDetail(p: { db: CardDb<C>; card: Inspect; onClose?(): void }): ReactNode;
  /** The log of the events told to `viewer` (a spectator hears player 1 and player 2). */
  narrator(db: CardDb<C>, viewer: Seat | 'spectator'): WebNarrator<V>;
  /** Every legal answer of the view's decision, planned for the deciding seat `me`. */
  plan(v: V, me: Seat, names: { db: CardDb<C>; codes: CardCodes }): Plan[];
  /** The selected target in words ("Blaster Blade (front left)"). */
  describeTarget(key: TargetKey, v: V, db: CardDb<C>, codes: CardCodes): string;
  /** A decision prompt's English. */
  promptText(prompt: string): string;
  /** A phase's name. */
  phaseName(phase: string): string;
  /** The step of the phase the status bar adds to its name, when the game has one now. */
  stepName(v: V): string | null;
  /** What the status bar shows after whose turn it is (Vanguard: the queued extra turns). */
  StatusExtras(p: { view: V; viewer: Seat | 'spectator' }): ReactNode;
  /** The cards of an open pile (a name the board passed to `onOpenPile`), as this seat sees them. */
  pileCards(v: V, seat: Seat, pile: string): PileCard[];
  /** The pile viewer's title for a pile. */
  pileTitle(pile: string): string;
  /** The deck builder's search and sections. */
  deckBuilding: DeckBuilding<C>;
  /** The keywords and terms of card text and prompts, in our words (tooltips, the Help screen). */
  glossary: readonly GlossaryEntry[];
  /** How a turn goes in a format. */
  turnGuide(format: string): TurnGuide;
  /** Decisions where picks accumulate before Done, and what a pick means ("↩ returning"). */
  multiPick: Readonly<Record<string, string>>;
  /** Decisions whose looked-at cards are all choices already (a deck search): the panel does not show them twice. */
  searchPrompts: ReadonlySet<string>;
}
