// Setting up a game (VG2 5.4; VG1 5.2) and Stand Up (VG2 6.1; VG1 6.1).
// Order: each player chooses a grade 0 first vanguard from the deck face down (VG2 5.4.3), decks are
// shuffled (5.4.3.1), the first player is chosen at random (5.4.3.2), vanguard damage is set to 0
// (5.4.3.3), each player draws five and, first player first, may mulligan once (5.4.3.4; VG1 5.2.5).
// The D standard (VGD 8.2.1.2–8.2.1.8): a player with a ride deck takes the first vanguard from its grade 0, the
// rest of the ride deck goes face down to the ride deck zone (8.2.1.4, 4.18.3), and a randomly chosen player
// chooses who goes first (8.2.1.6).
import { ask, emit, popFrame, pushFrame, takeAnswer } from '../../core/engine.ts';
import { randInt, seedRng, shuffleInPlace } from '../../core/rng.ts';
import type { Frame, GameEvent, Seat, Setup } from '../../core/types.ts';
import { requireCard } from './cards/cardPool.ts';
import { FORMATS, type FormatId } from './formats.ts';
import { type Card, type Circle, opponent, type PlayerState, type VGState, withCard } from './state.ts';
import { beginTurn } from './turn.ts';
import { drawCard, moveCard } from './zones.ts';
import { oneOfEachCode } from '../../core/identicalCopies.ts';

export type CardAnswer = { t: 'card'; card: number };
export type DoneAnswer = { t: 'done' };
export type YesNo = { t: 'yes' } | { t: 'no' };

export interface SetupFrame extends Frame {
  k: 'vg.setup';
  /** VGD 8.2.1.6: the randomly determined player who chooses who goes first. */
  chooser?: Seat;
}

function emptyField(): Record<Circle, Card[]> {
  return { VC: [], FL: [], FR: [], BL: [], BC: [], BR: [], GC: [] };
}

function emptyPlayer(): PlayerState {
  return {
    deck: [],
    hand: [],
    drop: [],
    soul: [],
    damage: [],
    bind: [],
    trigger: [],
    removed: [],
    gzone: [],
    field: emptyField(),
    vanguardDamage: 0,
  };
}

/** A new card with the next id, face down and standing, as every pile of the setup starts (VG2 5.4.3). */
function faceDownCard(s: VGState, code: string, owner: Seat): Card {
  return { id: s.nextId++, code, owner, up: false, rested: false, placed: 0, mods: null };
}

export function createState(setup: Setup): VGState {
  const s: VGState = {
    game: 'vanguard',
    setup,
    format: setup.format as FormatId,
    rng: seedRng(setup.seed),
    frames: [],
    decision: null,
    answer: null,
    result: null,
    answers: [],
    log: setup.log === false ? null : [],
    nextId: 1,
    placeSeq: 0,
    players: [emptyPlayer(), emptyPlayer()],
    turn: 0,
    turnPlayer: 0,
    firstPlayer: 0,
    phase: 'setup',
    inBattlePhase: false,
    battlesThisTurn: 0,
    normalRideDone: false,
    battle: null,
    standby: [],
    delayed: [],
  };
  for (const seat of [0, 1] as const) {
    // VG2 5.4.2: each player presents their deck; cards enter in list order, face down.
    for (const code of setup.decks[seat].cards) s.players[seat].deck.push(faceDownCard(s, code, seat));
    // VG2 4.11.4, 5.4.3.1: the whole G deck goes face down into the G zone, a hidden zone (4.11.2).
    const gdeck = setup.decks[seat].gdeck;
    if (gdeck && gdeck.length > 0) {
      s.gDecks = true;
      for (const code of gdeck) s.players[seat].gzone.push(faceDownCard(s, code, seat));
    }
    // VGD 8.1.2, 4.18.3: the ride deck, face down and hidden, kept apart from the main deck.
    const ridedeck = setup.decks[seat].ridedeck;
    if (ridedeck && ridedeck.length > 0) {
      s.players[seat].rideDeck = ridedeck.map((code) => faceDownCard(s, code, seat));
    }
  }
  const rideDeckCards = [...(s.players[0].rideDeck ?? []), ...(s.players[1].rideDeck ?? [])].map((c) => c.id);
  if (rideDeckCards.length > 0) s.rideDeckCards = rideDeckCards; // VGD 4.18.4
  pushFrame<SetupFrame>(s, { k: 'vg.setup', step: 0 });
  return s;
}

/** VGD 8.2.1.2: the grade 0 units of the ride deck if the player has one, else of the main deck. */
function grade0Options(p: PlayerState): CardAnswer[] {
  const grade0 = (p.rideDeck ?? p.deck).filter((c) => requireCard(c.code).grade === 0);
  return oneOfEachCode(grade0).map((c) => ({ t: 'card', card: c.id }));
}

function setupHandler(s: VGState, f: SetupFrame): void {
  switch (f.step) {
    case 0:
    case 1: {
      // VG2 5.4.3 / VG1 5.2.2: choose a grade 0 from the deck and put it face down on the vanguard circle.
      const seat = f.step as Seat;
      const p = s.players[seat];
      const a = takeAnswer<CardAnswer>(s);
      if (!a) {
        const options = grade0Options(p);
        // The options are deck cards: the chooser may see them while choosing (and a view can name them).
        const looking = options.map((o) => o.card);
        ask<CardAnswer>(s, { seat, kind: 'chooseCard', prompt: 'vg.firstVanguard', options, looking });
        return;
      }
      const from = p.rideDeck !== undefined ? 'rideDeck' : 'deck';
      const card = (p.rideDeck ?? p.deck).find((c) => c.id === a.card)!;
      moveCard(s, seat, card, from, 'VC', { faceDown: true });
      f.step++;
      return;
    }
    case 2: {
      for (const seat of [0, 1] as const) {
        shuffleInPlace(s.rng, s.players[seat].deck); // VG2 5.4.3.1 / VG1 5.2.3
        emit(s, { t: 'shuffle', seat } as GameEvent);
      }
      if (FORMATS[s.format].firstPlayer === 'randomPlayerChooses') {
        f.chooser = randInt(s.rng, 2) as Seat; // VGD 8.2.1.6: a player determined at random …
        emit(s, { t: 'firstPlayerChooser', seat: f.chooser } as GameEvent);
        f.step = 6;
        return;
      }
      startGame(s, f, randInt(s.rng, 2) as Seat); // VG2 5.4.3.2 / VG1 5.2.4: the random winner goes first
      return;
    }
    case 6: {
      // VGD 8.2.1.6: … chooses which player goes first ("yes": the chooser goes first).
      const chooser = f.chooser!;
      const a = takeAnswer<YesNo>(s);
      if (!a) {
        ask<YesNo>(s, { seat: chooser, kind: 'yesNo', prompt: 'vg.goFirst', options: [{ t: 'yes' }, { t: 'no' }] });
        return;
      }
      startGame(s, f, a.t === 'yes' ? chooser : opponent(chooser));
      return;
    }
    case 3:
    case 4: {
      // Mulligan, first player first (VG2 5.4.3.4 / VG1 5.2.5).
      const seat = f.step === 3 ? s.firstPlayer : opponent(s.firstPlayer);
      pushFrame<MulliganFrame>(s, { k: 'vg.mulligan', step: 0, seat, chosen: [] });
      f.step++;
      return;
    }
    case 5: {
      // VG2 6.1.1: Stand Up — both vanguards turn face up.
      for (const seat of [0, 1] as const) {
        const old = s.players[seat].field.VC[0];
        const vc = withCard(old, old.id, true, old.rested, old.placed, old.mods);
        s.players[seat].field.VC[0] = vc;
        emit(s, { t: 'standUp', seat, card: { id: vc.id, code: vc.code } } as GameEvent);
      }
      popFrame(s);
      beginTurn(s, s.firstPlayer, 1);
      return;
    }
  }
}

/** The first player is known: set vanguard damage to 0 and draw the opening hands (VG2 5.4.3.3–5.4.3.4, VGD 8.2.1.7–8.2.1.8). */
function startGame(s: VGState, f: SetupFrame, first: Seat): void {
  s.firstPlayer = first;
  s.turnPlayer = first;
  emit(s, { t: 'firstPlayer', seat: first } as GameEvent);
  s.players[0].vanguardDamage = 0; // VG2 5.4.3.3
  s.players[1].vanguardDamage = 0;
  for (const seat of [0, 1] as const) for (let i = 0; i < 5; i++) drawCard(s, seat);
  f.step = 3;
}

export interface MulliganFrame extends Frame {
  k: 'vg.mulligan';
  seat: Seat;
  chosen: number[];
}

/** The player picks hand cards one at a time, then `done`; the chosen cards all go back together. */
function mulliganHandler(s: VGState, f: MulliganFrame): void {
  const p = s.players[f.seat];
  const a = takeAnswer<CardAnswer | DoneAnswer>(s);
  if (a && a.t === 'card') f.chosen.push(a.card);
  if (!a || a.t === 'card') {
    const options: (CardAnswer | DoneAnswer)[] = [{ t: 'done' }];
    for (const c of p.hand) if (!f.chosen.includes(c.id)) options.push({ t: 'card', card: c.id });
    ask(s, { seat: f.seat, kind: 'chooseCard', prompt: 'vg.mulligan', options });
    return;
  }
  const n = f.chosen.length;
  const back = p.hand.filter((c) => f.chosen.includes(c.id));
  if (FORMATS[s.format].mulligan === 'bottomDrawThenShuffle') {
    // VG2 5.4.3.4: to the bottom, draw that many, then shuffle if any were returned.
    for (const c of back) moveCard(s, f.seat, c, 'hand', 'deck', { bottom: true });
    for (let i = 0; i < n; i++) drawCard(s, f.seat);
    if (n > 0) shuffleInPlace(s.rng, p.deck);
  } else {
    // VG1 5.2.5: shuffle them back in, then draw that many; returning none means no shuffle.
    for (const c of back) moveCard(s, f.seat, c, 'hand', 'deck');
    if (n > 0) shuffleInPlace(s.rng, p.deck);
    for (let i = 0; i < n; i++) drawCard(s, f.seat);
  }
  emit(s, { t: 'mulligan', seat: f.seat, count: n, shuffled: n > 0 } as GameEvent);
  popFrame(s);
}

export const setupHandlers = {
  'vg.setup': setupHandler as (s: VGState, f: Frame) => void,
  'vg.mulligan': mulliganHandler as (s: VGState, f: Frame) => void,
};
