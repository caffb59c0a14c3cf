// What one seat may know (DESIGN point 5; DBS 3-1-2: every area's card count is public; 3-1-3 open and
// secret areas): the deck (3-2-2) and Life (3-9-2) are hidden from everyone, a hand only from its
// opponent (3-3-2/3); Leader, Battle, Combo, Energy (3-8-2: face up), Drop, Warp and removed cards
// (10-19-3) are open. Cards a seat is looking at for its pending decision (a deck search) are shown to it.
import type { Answer, DecisionKind, GameResult, Seat } from '../../core/types.ts';
import { type BattlePowers, battlePowers } from './battle.ts';
import type { Colour } from './cards/cardRecord.ts';
import { comboPowerOf, powerOf } from './characteristics.ts';
import { activeGroups } from './payment.ts';
import { type BattleState, type Card, type DBSState, deckOf, type Phase } from './state.ts';

export interface CardView {
  id: number;
  code: string;
  rested?: boolean;
  flipped?: boolean;
  power?: number;
  /**
   * A card in the Combo Area: its combo power as the rules count it now (printed, DBS 2-9, with every effect on it),
   * which the battle adds to its side (DBS 7-4-1-2, 7-4-1-3; `battle.powers`). Clients show this, not the printed one.
   */
  comboPower?: number;
  /** Cards under this one (11-3), top first: open like the area they are in. */
  under?: { id: number; code: string }[];
  token?: boolean;
}

export interface PlayerView {
  seat: Seat;
  deck: number;
  hand: CardView[] | number;
  life: number;
  leader: CardView[];
  battle: CardView[];
  combo: CardView[];
  energy: CardView[];
  drop: CardView[];
  warp: CardView[];
  removed: CardView[];
}

export interface DecisionView {
  seat: Seat;
  kind: DecisionKind;
  prompt: string;
  options?: Answer[];
  looking?: CardView[];
  /**
   * For an energy payment (`dbs.payEnergy`, DBS 2-11-1, 3-8-2), to the payer: each group of its Active energy by the
   * colours the rules give the cards now (continuous effects included), in the order a `pay` answer's `groups`
   * counts them. Clients name the groups from this, never from the printed colours.
   */
  energyGroups?: Colour[][];
}

export interface DBSView {
  game: 'dbs';
  format: string;
  viewer: Seat | 'spectator';
  turn: number;
  turnPlayer: Seat;
  firstPlayer: Seat;
  phase: Phase;
  step: string | null;
  players: [PlayerView, PlayerView];
  /** The battle, with the powers its Damage Step would compare now (battle.ts `battlePowers`, DBS 7-4-1-2 – 7-4-1-4). */
  battle: (BattleState & { powers: BattlePowers | null }) | null;
  decision: DecisionView | null;
  result: GameResult | null;
}

function pub(c: Card): CardView {
  return { id: c.id, code: c.code };
}

function inPlay(s: DBSState, seat: Seat, c: Card): CardView {
  const v = pub(c);
  if (c.rested) v.rested = true;
  if (c.flipped) v.flipped = true;
  if (c.token) v.token = true;
  v.power = powerOf(s, seat, c);
  if (c.under.length > 0) v.under = c.under.map((u) => ({ id: u.id, code: u.code }));
  return v;
}

function playerView(s: DBSState, seat: Seat, viewer: Seat | 'spectator'): PlayerView {
  const p = s.players[seat];
  return {
    seat,
    deck: p.deck.length,
    hand: viewer === seat ? p.hand.map(pub) : p.hand.length,
    life: p.life.length,
    leader: p.leader.map((c) => inPlay(s, seat, c)),
    battle: p.battle.map((c) => inPlay(s, seat, c)),
    combo: p.combo.map((c) => ({ ...inPlay(s, seat, c), comboPower: comboPowerOf(c, s) })),
    energy: p.energy.map((c) => (c.rested ? { ...pub(c), rested: true } : pub(c))),
    drop: p.drop.map(pub),
    warp: p.warp.map(pub),
    removed: p.removed.map(pub),
  };
}

function deckCard(s: DBSState, id: number): Card | undefined {
  for (const seat of [0, 1] as const) for (const c of deckOf(s, seat)) if (c.id === id) return c;
  return undefined;
}

export function dbsView(s: DBSState, viewer: Seat | 'spectator'): DBSView {
  const d = s.decision;
  let decision: DecisionView | null = null;
  if (d && !s.result) {
    decision = { seat: d.seat, kind: d.kind, prompt: d.prompt };
    if (viewer === d.seat) {
      decision.options = d.options;
      if (d.prompt === 'dbs.payEnergy') decision.energyGroups = activeGroups(s, d.seat).map((g) => g.colours);
      if (d.looking)
        decision.looking = d.looking
          .map((id) => deckCard(s, id))
          .filter((c): c is Card => !!c)
          .map(pub);
    }
  }
  return {
    game: 'dbs',
    format: s.format,
    viewer,
    turn: s.turn,
    turnPlayer: s.turnPlayer,
    firstPlayer: s.firstPlayer,
    phase: s.phase,
    step: s.step,
    players: [playerView(s, 0, viewer), playerView(s, 1, viewer)],
    battle: s.battle ? { ...s.battle, powers: battlePowers(s) } : null,
    decision,
    result: s.result,
  };
}
