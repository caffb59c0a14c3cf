// The Buddyfight client's model: the view and card shapes (types only, from the engine), the card facts
// /api/cards?game=buddyfight sends, the id → code memory a seat builds from its view, and where a card id is as this
// seat sees it (digest §1.3: the deck and gauge are hidden from everyone, the opponent's hand from its opponent; the
// flag, buddy zone, field with its soul, spell area and drop are open).
import type { CardView, BFView, PlayerView } from '../../../../src/games/buddyfight/view.ts';
import type { CardRecord } from '../../../../src/games/buddyfight/cards/cardRecord.ts';
import type { Seat } from '../../types.ts';

/** The view a seat gets; its decision carries the deck cards a searching seat looks at (`looking`). */
export type BfView = BFView;
export type { CardView as BfCardView, PlayerView as BfPlayerView };

/** A Buddyfight card as the server sends it: its printed characteristics and the text rendered from our trees. */
export interface BfCardInfo extends CardRecord {
  text: string;
}

export function isBfCard(c: unknown): c is BfCardInfo {
  return !!c && typeof c === 'object' && 'type' in c && 'set' in c && !('colour' in c) && !('grade' in c);
}

/** BF-Mat⑤–⑦: the monster areas, left to right as each fighter sees its own field. */
export const MONSTER_AREAS = ['left', 'center', 'right'] as const;
export type MonsterArea = (typeof MONSTER_AREAS)[number];

/** The open zones of a fighter, as the view lists them. */
export const OPEN_ZONES = ['flag', 'buddy', 'left', 'center', 'right', 'item', 'spell', 'play', 'drop'] as const;
export type OpenZone = (typeof OPEN_ZONES)[number];

export interface BfLocation {
  zone: OpenZone | 'hand' | 'soul' | 'looking' | 'unknown';
  seat?: Seat;
  card?: CardView;
  /** For a soul card: the card it lies under. */
  host?: CardView;
}

/** Where card `id` is, as far as `me` sees in `v`. */
export function locateBf(v: BfView, me: Seat, id: number): BfLocation {
  const hand = v.players[me].hand;
  if (Array.isArray(hand)) {
    const c = hand.find((h) => h.id === id);
    if (c) return { zone: 'hand', seat: me, card: c };
  }
  for (const seat of [me, me === 0 ? 1 : 0] as Seat[]) {
    const p = v.players[seat];
    for (const zone of OPEN_ZONES) {
      for (const c of p[zone]) {
        if (c.id === id) return { zone, seat, card: c };
        // A face-down soul card (BF-Soul) has no code for this seat: its place is known, not the card.
        const u = c.soul?.find((x) => x.id === id);
        if (u)
          return u.code === undefined
            ? { zone: 'soul', seat, host: c }
            : { zone: 'soul', seat, card: { ...u, code: u.code }, host: c };
      }
    }
  }
  const look = v.decision?.looking?.find((x) => x.id === id);
  if (look) return { zone: 'looking', seat: me, card: look };
  return { zone: 'unknown' };
}

/** Every id → code pair this seat can read from a Buddyfight view. */
export function learnBfView(v: BfView, set: (id: number, code: string) => void): void {
  for (const p of v.players) {
    if (Array.isArray(p.hand)) for (const c of p.hand) set(c.id, c.code);
    for (const zone of OPEN_ZONES) {
      for (const c of p[zone]) {
        set(c.id, c.code);
        for (const u of c.soul ?? []) if (u.code !== undefined) set(u.id, u.code);
      }
    }
  }
  for (const c of v.decision?.looking ?? []) set(c.id, c.code);
}

/** The rendered text's lines: one per ability ("■…") or keyword line ("[Soulguard]"). */
export function textLines(text: string | undefined): string[] {
  return (text ?? '')
    .split('\n')
    .map((l) => tidy(l.trim()))
    .filter(Boolean);
}

/** The line of a card's `index`th 【Act】 ability (the text renders each act on its own line, in order). */
export function actLine(text: string | undefined, index: number): string | null {
  return textLines(text).filter((l) => l.startsWith('[Act]'))[index] ?? null;
}

/** Attribute brackets and ability marks drawn with characters every font has. */
export function tidy(s: string): string {
  return s
    .replace(/《/g, '«')
    .replace(/》/g, '»')
    .replace(/【Act】/g, '[Act]')
    .replace(/^■/, '');
}

/** A power or defense in the short form a card face has room for ("10k", "5.5k", "500"). */
export function short(n: number | undefined): string {
  if (n === undefined) return '';
  return n >= 1000 ? `${n / 1000}k` : String(n);
}
