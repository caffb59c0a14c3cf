// What one seat may know (DESIGN point 5; digest §1.3): the deck is hidden from everyone (BF-Mat①) and so is the
// gauge, even from its owner (BF-Mat④) — both as counts; a hand only from the opponent; the flag, buddy zone, monster
// areas with their soul, item, spell area, drop and the cards being used are open. Life is public.
import type { Answer, DecisionKind, GameResult, Seat } from '../../core/types.ts';
import { criticalOf, defenseOf, powerOf } from './characteristics.ts';
import type { Battle, BFState, Card, Phase } from './state.ts';

export interface CardView {
  id: number;
  code: string;
  rested?: boolean;
  power?: number;
  defense?: number;
  critical?: number;
  soul?: { id: number; code: string }[];
}

export interface PlayerView {
  seat: Seat;
  life: number;
  deck: number;
  gauge: number;
  hand: CardView[] | number;
  flag: CardView[];
  buddy: CardView[];
  left: CardView[];
  center: CardView[];
  right: CardView[];
  item: CardView[];
  spell: CardView[];
  play: CardView[];
  drop: CardView[];
}

export interface BFView {
  game: 'buddyfight';
  format: string;
  viewer: Seat | 'spectator';
  turn: number;
  turnPlayer: Seat;
  firstPlayer: Seat;
  phase: Phase;
  step: string;
  players: [PlayerView, PlayerView];
  battle: Battle | null;
  /** The pending decision; its options, and the deck cards it looks at (a search), to the deciding seat only. */
  decision: { seat: Seat; kind: DecisionKind; prompt: string; options?: Answer[]; looking?: CardView[] } | null;
  result: GameResult | null;
}

function open(c: Card): CardView {
  const v: CardView = { id: c.id, code: c.code };
  if (c.rested) v.rested = true;
  return v;
}

function fielded(s: BFState, c: Card): CardView {
  const v = open(c);
  v.power = powerOf(s, c);
  v.defense = defenseOf(s, c);
  v.critical = criticalOf(s, c);
  if (c.soul.length > 0) v.soul = c.soul.map((u) => ({ id: u.id, code: u.code }));
  return v;
}

function playerView(s: BFState, seat: Seat, viewer: Seat | 'spectator'): PlayerView {
  const p = s.players[seat];
  return {
    seat,
    life: p.life,
    deck: p.deck.length,
    gauge: p.gauge.length,
    hand: viewer === seat ? p.hand.map(open) : p.hand.length,
    flag: p.flag.map(open),
    buddy: p.buddy.map(open),
    left: p.left.map((c) => fielded(s, c)),
    center: p.center.map((c) => fielded(s, c)),
    right: p.right.map((c) => fielded(s, c)),
    item: p.item.map((c) => fielded(s, c)),
    spell: p.spell.map(open),
    play: p.play.map(open),
    drop: p.drop.map(open),
  };
}

/** The deck cards a seat looks at for its decision (a search), in the order the decision lists them. */
function looked(s: BFState, ids: readonly number[]): CardView[] {
  const out: CardView[] = [];
  for (const id of ids)
    for (const p of s.players) for (const c of p.deck) if (c.id === id) out.push({ id: c.id, code: c.code });
  return out;
}

export function bfView(s: BFState, viewer: Seat | 'spectator'): BFView {
  const d = s.decision;
  return {
    game: 'buddyfight',
    format: s.format,
    viewer,
    turn: s.turn,
    turnPlayer: s.turnPlayer,
    firstPlayer: s.firstPlayer,
    phase: s.phase,
    step: s.step,
    players: [playerView(s, 0, viewer), playerView(s, 1, viewer)],
    battle: s.battle ? { ...s.battle, attackers: s.battle.attackers.slice() } : null,
    decision: d
      ? {
          seat: d.seat,
          kind: d.kind,
          prompt: d.prompt,
          ...(viewer === d.seat ? { options: d.options } : {}),
          ...(viewer === d.seat && d.looking ? { looking: looked(s, d.looking) } : {}),
        }
      : null,
    result: s.result,
  };
}
