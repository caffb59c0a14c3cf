// Game preparation (DBS 5-2-1): the presented deck is held apart (5-2-1-1); the Leader goes into the Leader
// Area front side up (5-2-1-2); "when this card is placed in the Leader Area" and a checkpoint (5-2-1-3), with
// the Deck Areas still empty; each player shuffles their deck and only then places it in the Deck Area
// (5-2-1-4); the first player is chosen at random, by nobody's choice (5-2-1-5, 5-2-1-5-1); six cards
// each, then one redraw each, first player first (5-2-1-6, 5-2-1-6-1); the top eight cards to Life
// (5-2-1-7); the first player's turn begins (5-2-1-8). Counts come from the options (digest §6).
import { ask, popFrame, pushFrame, takeAnswer } from '../../core/engine.ts';
import { randInt, seedRng, shuffleInPlace } from '../../core/rng.ts';
import type { Frame, Seat, Setup } from '../../core/types.ts';
import { raise } from './abilities/autoSkills.ts';
import { requireCard } from './cards/cardPool.ts';
import { DEFAULT_FORMAT, formatById } from './formats.ts';
import { type Card, type DBSState, opponent, type PlayerState } from './state.ts';
import { checkpoint } from './timing.ts';
import { beginTurn } from './turn.ts';
import { drawCard, moveCard } from './zones.ts';
import { emitDbs } from './events.ts';

function emptyPlayer(): PlayerState {
  return {
    deck: [],
    hand: [],
    drop: [],
    leader: [],
    battle: [],
    combo: [],
    energy: [],
    life: [],
    warp: [],
    removed: [],
  };
}

export function createState(setup: Setup): DBSState {
  const fmt = formatById(setup.format) ?? formatById(DEFAULT_FORMAT)!;
  const s: DBSState = {
    game: 'dbs',
    setup,
    format: fmt.id,
    opts: { ...fmt.options },
    rng: seedRng(setup.seed),
    frames: [],
    decision: null,
    answer: null,
    result: null,
    answers: [],
    log: setup.log === false ? null : [],
    nextId: 1,
    players: [emptyPlayer(), emptyPlayer()],
    turn: 0,
    turnPlayer: 0,
    firstPlayer: 0,
    phase: 'setup',
    step: null,
    battle: null,
    pending: [],
    usedThisTurn: [],
    endTriggered: [],
    dualUsed: {},
    overRealmUses: [0, 0],
    awakenAnyLife: [false, false],
    inCounterTiming: false,
    loopGuard: 0,
  };
  // DBS 5-2-1-1: the presented decks stay out of the Deck Areas until 5-2-1-4.
  const presented: [Card[], Card[]] = [[], []];
  for (const seat of [0, 1] as const) {
    const p = s.players[seat];
    for (const code of setup.decks[seat].cards) {
      const card: Card = { id: s.nextId++, code, owner: seat, rested: false, flipped: false, mods: [], under: [] };
      if (requireCard(code).type === 'leader')
        p.leader.push(card); // DBS 5-2-1-2
      else presented[seat].push(card);
    }
  }
  s.presented = presented;
  pushFrame<SetupFrame>(s, { k: 'dbs.setup', step: 0 });
  return s;
}

interface SetupFrame extends Frame {
  k: 'dbs.setup';
}

export type CardAnswer = { t: 'card'; card: number };
export type DoneAnswer = { t: 'done' };

function setupHandler(s: DBSState, f: SetupFrame): void {
  switch (f.step) {
    case 0:
      for (const seat of [0, 1] as const) {
        emitDbs(s, {
          t: 'leader',
          seat,
          card: { id: s.players[seat].leader[0].id, code: s.players[seat].leader[0].code },
        });
        raise(s, { e: 'placedInLeaderArea', seat }); // DBS 5-2-1-3
      }
      f.step = 1;
      checkpoint(s);
      return;
    case 1:
      for (const seat of [0, 1] as const) {
        // DBS 5-2-1-4: shuffled, then placed face down in the Deck Area.
        const deck = s.presented ? s.presented[seat] : [];
        shuffleInPlace(s.rng, deck);
        emitDbs(s, { t: 'shuffle', seat });
        s.players[seat].deck = deck;
      }
      delete s.presented;
      s.firstPlayer = randInt(s.rng, 2) as Seat; // DBS 5-2-1-5
      s.turnPlayer = s.firstPlayer;
      emitDbs(s, { t: 'firstPlayer', seat: s.firstPlayer });
      for (const seat of [0, 1] as const) for (let i = 0; i < s.opts.openingHand; i++) drawCard(s, seat); // DBS 5-2-1-6
      f.step = 2;
      return;
    case 2:
    case 3: {
      const seat = f.step === 2 ? s.firstPlayer : opponent(s.firstPlayer);
      pushFrame<RedrawFrame>(s, { k: 'dbs.redraw', step: 0, seat, chosen: [] });
      f.step++;
      return;
    }
    case 4:
      for (const seat of [0, 1] as const) {
        const p = s.players[seat];
        // DBS 5-2-1-7 / 3-2-3: the top cards one by one, face down.
        for (let i = 0; i < s.opts.lifeCount && p.deck.length > 0; i++)
          moveCard(s, seat, p.deck[p.deck.length - 1], 'deck', 'life');
      }
      popFrame(s);
      beginTurn(s, s.firstPlayer, 1); // DBS 5-2-1-8
      return;
  }
}

interface RedrawFrame extends Frame {
  k: 'dbs.redraw';
  seat: Seat;
  chosen: number[];
}

/** DBS 5-2-1-6-1: return any number of cards, shuffle, draw that many; asked one card at a time. */
function redrawHandler(s: DBSState, f: RedrawFrame): void {
  const p = s.players[f.seat];
  const a = takeAnswer<CardAnswer | DoneAnswer>(s);
  if (a && a.t === 'card') f.chosen.push(a.card);
  if (!a || a.t === 'card') {
    const options: (CardAnswer | DoneAnswer)[] = [{ t: 'done' }];
    const seen = new Set<string>();
    for (const c of p.hand) {
      if (f.chosen.includes(c.id) || seen.has(c.code)) continue;
      seen.add(c.code);
      options.push({ t: 'card', card: c.id });
    }
    ask(s, { seat: f.seat, kind: 'chooseCard', prompt: 'dbs.redraw', options });
    return;
  }
  const back = p.hand.filter((c) => f.chosen.includes(c.id));
  for (const c of back) moveCard(s, f.seat, c, 'hand', 'deck');
  if (back.length > 0) {
    shuffleInPlace(s.rng, p.deck);
    emitDbs(s, { t: 'shuffle', seat: f.seat });
  }
  for (let i = 0; i < back.length; i++) drawCard(s, f.seat);
  emitDbs(s, { t: 'redraw', seat: f.seat, count: back.length });
  popFrame(s);
}

export const setupHandlers = {
  'dbs.setup': setupHandler as (s: DBSState, f: Frame) => void,
  'dbs.redraw': redrawHandler as (s: DBSState, f: Frame) => void,
};
