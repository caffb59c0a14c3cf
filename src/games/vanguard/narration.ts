// What the two Vanguard log narrators share, the terminal's (src/cli/render.ts) and the browser's
// (web/src/games/vanguard/narrate.ts): the fields events carry, the words for the seats ("You" / "Opponent", or
// "Player 2" to a spectator), and what a narrator remembers from one seat's events and views. Ids
// change on every zone change (VG2 4.1.4), so it keeps the id → code pairs the seat was shown and a copy
// of each field (circle → the card on it), updated by the events in order.
// The browser client bundles this file: it imports the engine's types only, and nothing of node or the DOM.
import type { GameEvent, Seat } from '../../core/types.ts';
import type { CardView, HiddenCardView, VGView } from './view.ts';

/** The fields Vanguard events carry (each event kind uses a few of them). */
export interface VgEvent extends GameEvent {
  seat?: Seat;
  card?: { id: number; code: string };
  newId?: number;
  from?: string;
  to?: string;
  circle?: string;
  target?: string;
  id?: number;
  turn?: number;
  count?: number;
  amount?: number;
  kind?: string;
  active?: boolean;
  stat?: string;
  n?: number;
  until?: string;
  hit?: boolean[];
  superior?: boolean;
  /** A turn an effect added (VG2 12.4); a trigger icon whose effect was nullified (VG2 12.3). */
  extra?: boolean;
  nullified?: boolean;
  zone?: string;
  /** A card revealed from a hidden zone may come without its id. */
  cards?: { id?: number; code: string }[];
  reason?: string;
  winner?: Seat | 'draw';
  /** VG2 10.35: the field a dominated attacker is on; the player dominating a unit. */
  fromSeat?: Seat;
  by?: Seat;
  /** VG2 7.4.1.8.5, 10.20.1: the circles of every unit attacked, when there are several or they changed. */
  targets?: string[];
  /** VG2 10.23: the card name or grade a player declared. */
  declared?: string | number;
}

/** The words for the seats, as the log is told to `me` (a spectator hears "Player 1" and "Player 2"). */
export class Voice {
  constructor(readonly me: Seat | 'spectator') {}

  /** The subject: "You", "Opponent", "Player 2". */
  who(seat: Seat): string {
    if (this.me === 'spectator') return `Player ${seat + 1}`;
    return seat === this.me ? 'You' : 'Opponent';
  }

  /** "your", "opponent's", "player 2's". */
  whose(seat: Seat): string {
    if (this.me === 'spectator') return `player ${seat + 1}'s`;
    return seat === this.me ? 'your' : "opponent's";
  }

  /** `whose` opening a sentence: "Your", "Opponent's", "Player 2's". */
  whoseAtStart(seat: Seat): string {
    const w = this.whose(seat);
    return w.charAt(0).toUpperCase() + w.slice(1);
  }

  /** The possessive after a subject of the same seat: "You shuffle your deck", "Opponent shuffles their deck". */
  own(seat: Seat): string {
    return this.verb(seat, 'your', 'their');
  }

  /** The verb agreeing with `who`: "You draw", "Opponent draws". */
  verb(seat: Seat, you: string, them: string): string {
    return seat === this.me ? you : them;
  }
}

/** Every card id this seat has been shown, with its code. */
export class CodeMemory {
  private readonly codes = new Map<number, string>();

  get(id: number): string | undefined {
    return this.codes.get(id);
  }

  set(id: number, code: string): void {
    this.codes.set(id, code);
  }

  learnView(v: VGView): void {
    const learn = (c: CardView | HiddenCardView) => {
      if ('code' in c) this.codes.set(c.id, c.code);
    };
    for (const p of v.players) {
      if (Array.isArray(p.hand)) p.hand.forEach(learn);
      for (const cards of Object.values(p.field)) cards.forEach(learn);
      for (const z of [p.soul, p.drop, p.damage, p.bind, p.trigger, p.removed]) z.forEach(learn);
      // The zones a format may add (G zone, VGD ride deck, order area and zone): what the seat sees of them.
      for (const z of [p.gzoneUp, p.gzoneDown, p.rideDeckUp, p.rideDeckDown, p.orderArea, p.orderZone])
        z?.forEach(learn);
    }
    v.decision?.looking?.forEach(learn);
  }

  /** Events name cards as `{ id, code }` (and moves add the new id the card got). */
  learnEvents(events: GameEvent[]): void {
    for (const raw of events) {
      const e = raw as GameEvent & {
        card?: { id?: number; code?: string };
        newId?: number;
        cards?: { id?: number; code?: string }[];
      };
      if (e.card?.code !== undefined) {
        if (e.card.id !== undefined) this.codes.set(e.card.id, e.card.code);
        if (e.newId !== undefined) this.codes.set(e.newId, e.card.code);
      }
      for (const c of e.cards ?? []) if (c.id !== undefined && c.code !== undefined) this.codes.set(c.id, c.code);
    }
  }
}

/** Each seat's circles and the card on each, tracked by id since two copies of a card share a code. */
export class FieldMemory {
  private readonly fields: [Map<string, { id: number; code: string }>, Map<string, { id: number; code: string }>] = [
    new Map(),
    new Map(),
  ];

  codeOn(seat: Seat, circle: string): string | undefined {
    return this.fields[seat].get(circle)?.code;
  }

  set(seat: Seat, circle: string, card: { id: number; code: string }): void {
    this.fields[seat].set(circle, card);
  }

  /** Follow a `move` event; zone names of two or three letters are circles (VC, FL, …, GC, A1, … A10, …). */
  move(e: VgEvent): void {
    const field = this.fields[e.seat ?? 0];
    const from = e.from ?? '';
    const to = e.to ?? '';
    if (from.length <= 3) {
      const here = field.get(from);
      if (here && (!e.card || here.id === e.card.id)) field.delete(from);
    }
    if (to.length <= 3) {
      if (e.card) field.set(to, { id: e.newId ?? e.card.id, code: e.card.code });
      else field.delete(to);
    }
  }
}
