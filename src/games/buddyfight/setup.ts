// Setting up a fight (BF-Setup, digest §1.5; the step order is [INFERRED] there, the values are BF-Setup's): the flag
// face down in the flag area and the buddy face down in the buddy zone, shuffle, draw 6, the top 2 deck cards to the
// gauge face down, life 10; the first player is decided at random and must go first (no choice offered); no
// mulligan; then "Raise the Flag": flag and buddy turn face up. Deterministic from the seed.
import { say } from './zones.ts';
import { popFrame } from '../../core/engine.ts';
import { randInt, seedRng, shuffleInPlace } from '../../core/rng.ts';
import type { Frame, Setup } from '../../core/types.ts';
import { formatById } from './formats.ts';
import type { BFState, PlayerState } from './state.ts';
import { pushTurn } from './turn.ts';
import { chargeFromDeck, draw, newCard } from './zones.ts';

function emptyPlayer(): PlayerState {
  return {
    deck: [],
    hand: [],
    drop: [],
    gauge: [],
    flag: [],
    buddy: [],
    left: [],
    center: [],
    right: [],
    item: [],
    spell: [],
    play: [],
    life: 0,
  };
}

export function createState(setup: Setup): BFState {
  const opts = formatById(setup.format)!.options;
  const s: BFState = {
    game: 'buddyfight',
    setup,
    rng: seedRng(setup.seed),
    frames: [{ k: 'bf.setup', step: 0 }],
    decision: null,
    answer: null,
    result: null,
    answers: [],
    log: setup.log === false ? null : [],
    format: setup.format,
    opts,
    nextId: 1,
    players: [emptyPlayer(), emptyPlayer()],
    turn: 0,
    turnPlayer: 0,
    firstPlayer: 0,
    phase: 'setup',
    step: 'setup',
    battle: null,
    pending: [],
    usedThisTurn: [],
    attacksThisTurn: 0,
    attackedInAttackPhase: false,
    standsUsed: {},
    countersThisBattle: [0, 0],
    lastPlaced: [0, 0],
    buddyGift: [false, false],
    buddyCode: [setup.decks[0].buddy!, setup.decks[1].buddy!],
  };
  return s;
}

function setupHandler(s: BFState, f: Frame): void {
  popFrame(s);
  void f;
  for (const seat of [0, 1] as const) {
    const spec = s.setup.decks[seat];
    const p = s.players[seat];
    p.flag.push(newCard(s, spec.flag!, seat));
    p.buddy.push(newCard(s, spec.buddy!, seat));
    for (const code of spec.cards) p.deck.push(newCard(s, code, seat));
    shuffleInPlace(s.rng, p.deck);
    // The deck's order is hidden: ids are given again after the shuffle so they tell nothing of it.
    for (const c of p.deck) c.id = s.nextId++;
    say(s, { t: 'shuffle', seat });
  }
  for (const seat of [0, 1] as const) {
    draw(s, seat, s.opts.openingHand);
    chargeFromDeck(s, seat, s.opts.startingGauge);
    s.players[seat].life = s.opts.startingLife;
  }
  // BF-Setup: rock-paper-scissors; the winner must go first.
  s.firstPlayer = randInt(s.rng, 2) as 0 | 1;
  s.turnPlayer = s.firstPlayer;
  say(s, { t: 'firstPlayer', seat: s.firstPlayer });
  // Raise the Flag: the flag and the buddy are shown.
  for (const seat of [0, 1] as const) {
    say(s, {
      t: 'raiseFlag',
      seat,
      flag: s.players[seat].flag[0].code,
      buddy: s.players[seat].buddy[0].code,
      life: s.players[seat].life,
    });
  }
  pushTurn(s);
}

export const setupHandlers = { 'bf.setup': setupHandler };
