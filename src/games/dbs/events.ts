// The Dragon Ball Super game's events: every event the rules emit, one shape per kind, and the typed `emitDbs`
// the rules use instead of the kernel's untyped `emit` (issue 20). The log, the views' "what happened", the
// terminal's and the browser's narration and the search for new information (newInformation.ts) all read these.
// A card is named by `{ id, code }` where the receiver may follow it, and by `{ code }` alone where its id would
// let the receiver track a hidden card (a hand, the deck, Life: issue 19).
import { emit } from '../../core/engine.ts';
import type { Seat } from '../../core/types.ts';
import type { SendTo } from './abilities/resolveSkill.ts';
import type { Area, Phase } from './state.ts';

/** A card as an event names it: with its id where the receiver may follow it. */
export interface NamedCard {
  id?: number;
  code: string;
}

/** A card moved between areas (zones.ts moveCard); `card` is absent where the receiver may not see it. */
export interface MoveEvent {
  t: 'move';
  seat: Seat;
  from: Area;
  to: Area;
  toSeat?: Seat;
  card?: NamedCard;
  /** The card's id in its new area (3-1-4: a card that moves is a new object). */
  newId?: number;
}

export type DbsEvent =
  // Preparation (5-2) and the turn (6)
  | { t: 'leader'; seat: Seat; card: { id: number; code: string } }
  | { t: 'shuffle'; seat: Seat }
  | { t: 'firstPlayer'; seat: Seat }
  | { t: 'redraw'; seat: Seat; count: number }
  | { t: 'turn'; seat: Seat; turn: number }
  | { t: 'phase'; phase: Phase }
  | { t: 'step'; step: 'offence' | 'defence' | 'damage' }
  // Cards moving and changing position
  | MoveEvent
  | { t: 'rest' | 'active'; seat: Seat; id: number }
  | { t: 'tokenGone'; seat: Seat; id: number; code: string }
  | { t: 'token'; seat: Seat; card: { id: number; code: string } }
  | { t: 'putUnder'; seat: Seat; from: Area; under: number; card: NamedCard }
  | { t: 'underToDrop'; seat: Seat; card: { id: number; code: string } }
  | { t: 'reveal'; seat: Seat; card: { code: string } }
  | { t: 'revealHand'; seat: Seat; cards: { code: string }[] }
  | { t: 'look'; seat: Seat; n: number }
  // Playing cards and skills (8)
  | { t: 'declarePlay'; seat: Seat; code: string }
  | { t: 'play'; seat: Seat; card: { id: number; code: string }; via: string | null }
  | { t: 'stack'; seat: Seat; from: Area; card: NamedCard; newId: number; on: number; via: string | null }
  | { t: 'playSentAway'; seat: Seat; code: string; to: SendTo }
  | { t: 'activate'; seat: Seat; card: NamedCard; index: number; from: string }
  | { t: 'autoSkill'; seat: Seat; source?: number; code: string; index: number }
  | { t: 'counter'; seat: Seat; code: string; index: number }
  | { t: 'counterNegated' | 'counterResolves'; seat: Seat; code: string }
  | { t: 'power'; ids: number[]; n: number }
  | { t: 'awaken' | 'flipToFront'; seat: Seat; id: number }
  // Battle (7)
  | { t: 'attack'; seat: Seat; attacker: number; target: number }
  | { t: 'block'; seat: Seat; id: number }
  | { t: 'blockerNegated'; seat: Seat; guard: number }
  | { t: 'guardChanged'; id: number }
  | { t: 'attackNegated' }
  | { t: 'combo'; seat: Seat; card: { id: number; code: string }; fromHand: boolean }
  /** The battle's powers (7-4-1-3), under `powers`: the seat-id translation leaves that field alone (seatIds.ts). */
  | { t: 'compare'; powers: { attacker: number; guard: number } }
  | { t: 'battleEnds'; early: true }
  | { t: 'battleOver' }
  | { t: 'damage'; seat: Seat; n: number }
  | { t: 'damageReplaced'; seat: Seat; n: number; source: number }
  | { t: 'ko'; seat: Seat; id: number; by?: 'revenge' }
  | { t: 'koReplaced'; seat: Seat; id: number }
  // Rule processing (9) and the end of the game (1-2)
  | { t: 'invalidCombo' | 'powerZero'; seat: Seat; id: number }
  | { t: 'gameOver'; winner: Seat | 'draw'; reason: string };

/** Every kind of DBS event (for exhaustive consumers and tests). */
export type DbsEventKind = DbsEvent['t'];

/** The kernel's `emit` for DBS events: the compiler checks each event's shape. */
export function emitDbs(s: Parameters<typeof emit>[0], e: DbsEvent, only?: Seat, other?: DbsEvent): void {
  emit(s, e, only, other);
}
