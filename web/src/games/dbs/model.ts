// The DBS client's model: the view and card shapes (types only, from the engine and the server), the
// card facts /api/cards?game=dbs sends, the id → code memory a seat builds from its view and events,
// and where a card id is on the board as this seat sees it.
import type { Seat } from '../../types.ts';
import type { CardView, DBSView, PlayerView } from '../../../../src/games/dbs/view.ts';

export type { CardView as DbsCardView, DBSView, PlayerView as DbsPlayerView };

export interface DbsFace {
  name: string;
  power?: number;
  characters?: string[];
  traits?: string[];
  era?: string;
  keywords?: string[];
}

/** A DBS card as the server sends it: its printed characteristics and rendered text. */
export interface DbsCardInfo extends DbsFace {
  code: string;
  type: 'leader' | 'battle' | 'extra';
  colour: string;
  energyCost?: { total: number; specified: Record<string, number> };
  comboPower?: number;
  comboCost?: number;
  back?: DbsFace;
  text: string;
}

export function isDbsCard(c: unknown): c is DbsCardInfo {
  return !!c && typeof c === 'object' && 'type' in c && 'colour' in c;
}

export const AREAS = ['leader', 'battle', 'combo', 'energy', 'drop', 'warp', 'removed'] as const;
export type DbsArea = (typeof AREAS)[number];

/** Where card `id` is, as far as `me` sees in `v`: its area, owner and view (or the card it lies under). */
export function locateDbs(
  v: DBSView,
  me: Seat,
  id: number,
): { area: DbsArea | 'hand' | 'looking' | 'under' | 'unknown'; seat?: Seat; card?: CardView; over?: CardView } {
  const hand = v.players[me].hand;
  if (Array.isArray(hand)) {
    const c = hand.find((h) => h.id === id);
    if (c) return { area: 'hand', seat: me, card: c };
  }
  for (const seat of [me, me === 0 ? 1 : 0] as Seat[]) {
    const p = v.players[seat];
    for (const area of AREAS) {
      for (const c of p[area]) {
        if (c.id === id) return { area, seat, card: c };
        const u = c.under?.find((x) => x.id === id);
        if (u) return { area: 'under', seat, card: u, over: c };
      }
    }
  }
  const look = v.decision?.looking?.find((x) => x.id === id);
  if (look) return { area: 'looking', card: look };
  return { area: 'unknown' };
}

/** Every id → code pair this seat can read from a DBS view. */
export function learnDbsView(v: DBSView, set: (id: number, code: string) => void): void {
  for (const p of v.players) {
    if (Array.isArray(p.hand)) for (const c of p.hand) set(c.id, c.code);
    for (const area of AREAS) {
      for (const c of p[area]) {
        set(c.id, c.code);
        for (const u of c.under ?? []) set(u.id, u.code);
      }
    }
  }
  for (const c of v.decision?.looking ?? []) set(c.id, c.code);
}

/** The name a card shows now: its Leader's back side once it has awakened. */
export function shownName(info: DbsCardInfo | undefined, code: string, flipped?: boolean): string {
  if (!info) return code.startsWith('token:') ? `${code.split(':')[1]} token` : code;
  return flipped && info.back ? info.back.name : info.name;
}

export function shownPower(info: DbsCardInfo | undefined, code: string, flipped?: boolean): number | undefined {
  if (!info) return code.startsWith('token:') ? Number(code.split(':')[2]) || undefined : undefined;
  return flipped && info.back ? info.back.power : info.power;
}

/** "(R)(R)(2)" style cost: the specified colours then the rest. */
export function costText(info: DbsCardInfo | undefined): string {
  const c = info?.energyCost;
  if (!c) return '';
  const spec = Object.values(c.specified).reduce((a, b) => a + b, 0);
  const parts = Object.entries(c.specified).map(([col, n]) => `${n}${col.charAt(0).toUpperCase()}`);
  if (c.total - spec > 0 || parts.length === 0) parts.push(String(c.total - spec));
  return parts.join('+');
}

/** The rendered text split by face: each face's skill lines (the indented lines that start with "["). */
export function faceSkills(text: string | undefined): string[][] {
  const faces: string[][] = [];
  for (const line of (text ?? '').split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) faces.push([]);
    else if (line.trim().startsWith('[') && faces.length) faces[faces.length - 1].push(tidy(line.trim()));
  }
  return faces;
}

/** Trait brackets drawn with characters every font has. */
export function tidy(s: string): string {
  return s.replace(/《/g, '«').replace(/》/g, '»');
}
