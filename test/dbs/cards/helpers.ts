// Shared helpers for the per-card DBS tests (test/dbs/cards/*.test.ts): energy of a colour, finding a
// card's code from an id (in any area or under a stack), answering the decisions a card test does not
// care about (counter timings are passed, energy is paid the first way, pending autos resolve in the
// listed order), and short verbs for playing, activating, attacking and choosing cards by card number.
import { expect } from 'vitest';
import { run } from '../../../src/core/engine.ts';
import { createState } from '../../../src/games/dbs/setup.ts';
import type { Answer, Seat } from '../../../src/core/types.ts';
import { cardText } from '../../../src/games/dbs/abilities/text.ts';
import { powerOf, skillsOf } from '../../../src/games/dbs/characteristics.ts';
import { mainOptions } from '../../../src/games/dbs/freeTiming.ts';
import type { Card, DBSState } from '../../../src/games/dbs/state.ts';
import { answer, options, type PlayerSpec, scenario } from '../scenario.ts';

export { answer, byCode, options, scenario } from '../scenario.ts';
export type { PlayerSpec, Spec } from '../scenario.ts';

/** Vanilla Battle cards of each colour, used as energy, deck, hand and Life filler. */
export const V = {
  red: 'BT1-012', // Hit, 15000, cost 2 (R)
  blue: 'BT1-035', // Son Goten, 15000, cost 2 (B)
  yellow: 'BT1-102', // Appule, 15000, cost 2 (Y)
  green: 'BT1-072', // Human Shield Krillin, 5000, [Blocker], cost 1 (G) (no vanilla green in the decks)
} as const;

/** n energy cards of a colour. */
export const en = (colour: keyof typeof V, n: number): string[] => Array<string>(n).fill(V[colour]);
/** A Battle card in Rest Mode. */
export const rested = (code: string) => ({ code, rested: true });
export const many = (code: string, n: number): string[] => Array<string>(n).fill(code);

function findIn(cards: Card[], id: number): Card | undefined {
  for (const c of cards) {
    if (c.id === id) return c;
    const u = findIn(c.under, id);
    if (u) return u;
  }
  return undefined;
}

/** The card with this id wherever it is (areas and stacks). */
export function cardById(s: DBSState, id: number): Card | undefined {
  for (const c of [...(s.presented?.[0] ?? []), ...(s.presented?.[1] ?? [])]) if (c.id === id) return c;
  for (const p of s.players) {
    for (const area of Object.values(p) as Card[][]) {
      const c = findIn(area, id);
      if (c) return c;
    }
  }
  return undefined;
}

export const prompt = (s: DBSState): string | undefined => s.decision?.prompt;

// 'dbs.lifeDamage': the damaged player picks a face-down Life card (DBS 4-10-2-1); the top one is taken.
const ROUTINE = new Set(['dbs.counterTiming', 'dbs.payEnergy', 'dbs.chooseAuto', 'dbs.lifeDamage']);

/** Answer routine decisions (pass counter timings, pay the first way, resolve autos in order). */
export function settle(s: DBSState): void {
  for (let i = 0; i < 200 && s.decision && ROUTINE.has(s.decision.prompt); i++) {
    const o = s.decision.prompt === 'dbs.counterTiming' ? { t: 'pass' } : options(s)[0];
    answer(s, o as Answer);
  }
}

type Opt = Answer & Record<string, unknown>;

function take(s: DBSState, pred: (o: Opt) => boolean, what: string): void {
  const o = options(s).find((x) => pred(x as Opt));
  if (!o) throw new Error(`${what}: no such option at ${prompt(s)}: ${JSON.stringify(options(s))}`);
  answer(s, o);
  settle(s);
}

const code = (s: DBSState, id: unknown): string | undefined =>
  typeof id === 'number' ? cardById(s, id)?.code : undefined;

/** Play a Battle card from hand (Main Phase). */
export function play(s: DBSState, c: string): void {
  take(s, (o) => o.t === 'play' && code(s, o.card) === c, `play ${c}`);
}

/** Declare playing a Battle card from hand and stop at the counter timing (or whatever comes next). */
export function declarePlay(s: DBSState, c: string): void {
  const o = options(s).find((x) => x.t === 'play' && code(s, (x as Opt).card) === c);
  if (!o) throw new Error(`play ${c}: not an option at ${prompt(s)}`);
  answer(s, o);
}

/** Activate a skill of the card `c` (its first usable one unless `index` is given). */
export function activate(s: DBSState, c: string, more: { index?: number; from?: string; onto?: string[] } = {}): void {
  take(
    s,
    (o) =>
      o.t === 'activate' &&
      code(s, o.card) === c &&
      (more.index === undefined || o.index === more.index) &&
      (more.from === undefined || o.from === more.from) &&
      (more.onto === undefined ||
        (Array.isArray(o.onto) && more.onto.every((x, k) => code(s, (o.onto as number[])[k]) === x))),
    `activate ${c}`,
  );
}

export function canActivate(s: DBSState, c: string, from?: string): boolean {
  return options(s).some(
    (o) => o.t === 'activate' && code(s, (o as Opt).card) === c && (!from || (o as Opt).from === from),
  );
}

export function canPlay(s: DBSState, c: string): boolean {
  return options(s).some((o) => o.t === 'play' && code(s, (o as Opt).card) === c);
}

function awakenIndex(s: DBSState): number {
  return skillsOf(s.players[s.turnPlayer].leader[0]).findIndex((k) => k.kind === 'awaken');
}

/** Activate the turn player's Leader's [Awaken]. */
export function awaken(s: DBSState): void {
  activate(s, s.players[s.turnPlayer].leader[0].code, { from: 'leader', index: awakenIndex(s) });
}

export function canAwaken(s: DBSState): boolean {
  const i = awakenIndex(s);
  return options(s).some((o) => o.t === 'activate' && (o as Opt).from === 'leader' && (o as Opt).index === i);
}

/** Evolve / Union-Potara the hand card `c` onto the named Battle cards. */
export function evolve(s: DBSState, c: string, onto: string[]): void {
  activate(s, c, { from: 'hand', onto });
}

/** The id of the attacker or target: 'leader' or a Battle Area card number. */
function roleId(s: DBSState, seat: Seat, who: string, activeFirst = false): number {
  const p = s.players[seat];
  const all = p.battle.filter((x) => x.code === who);
  const c = who === 'leader' ? p.leader[0] : (activeFirst && all.find((x) => !x.rested)) || all[0];
  if (!c) throw new Error(`no ${who} for player ${seat + 1}`);
  return c.id;
}

/** Declare an attack of the turn player's `attacker` on the opponent's `target`, passing counter timings. */
export function attack(s: DBSState, attacker: string, target = 'leader'): void {
  declare(s, attacker, target);
  settle(s);
}

/** Declare an attack and stop at the counter timing (or whatever comes next). */
export function declare(s: DBSState, attacker: string, target = 'leader'): void {
  const tp = s.turnPlayer;
  const a = roleId(s, tp, attacker, true);
  const t = roleId(s, (1 - tp) as Seat, target);
  const o = options(s).find((x) => x.t === 'attack' && (x as Opt).attacker === a && (x as Opt).target === t);
  if (!o) throw new Error(`attack ${attacker} → ${target}: not an option: ${JSON.stringify(options(s))}`);
  answer(s, o);
}

/** Activate the [Counter] of the hand card `c` at the open counter timing. */
export function counter(s: DBSState, c: string): void {
  take(s, (o) => o.t === 'counter' && code(s, o.card) === c, `counter ${c}`);
}

export function canCounter(s: DBSState, c: string): boolean {
  return options(s).some((o) => o.t === 'counter' && code(s, (o as Opt).card) === c);
}

export function canAttack(s: DBSState, attacker: string, target = 'leader'): boolean {
  const tp = s.turnPlayer;
  const p = s.players[tp];
  const q = s.players[1 - tp];
  const a = attacker === 'leader' ? p.leader[0] : p.battle.find((x) => x.code === attacker);
  const t = target === 'leader' ? q.leader[0] : q.battle.find((x) => x.code === target);
  if (!a || !t) return false;
  return options(s).some((o) => o.t === 'attack' && (o as Opt).attacker === a.id && (o as Opt).target === t.id);
}

/** Choose the card with number `c` among the decision's card options. */
export function choose(s: DBSState, c: string): void {
  take(s, (o) => (o.t === 'card' || o.t === 'combo') && code(s, o.card) === c, `choose ${c}`);
}

/** The card numbers a card decision offers. */
export function offered(s: DBSState): string[] {
  return options(s)
    .filter((o) => o.t === 'card')
    .map((o) => code(s, (o as Opt).card) ?? '?');
}

export function done(s: DBSState): void {
  take(s, (o) => o.t === 'done', 'done');
}
export function yes(s: DBSState): void {
  take(s, (o) => o.t === 'yes', 'yes');
}
export function no(s: DBSState): void {
  take(s, (o) => o.t === 'no', 'no');
}
export function pass(s: DBSState): void {
  take(s, (o) => o.t === 'pass', 'pass');
}

/** Combo with the card `c` (from hand or the Battle Area) in the Offence or Defence Step. */
export function combo(s: DBSState, c: string): void {
  take(s, (o) => o.t === 'combo' && code(s, o.card) === c, `combo ${c}`);
}

/**
 * Pass the battle's free timings (decline [Blocker] and "up to" choices) until it is over or another decision comes up.
 */
export function finishBattle(s: DBSState): void {
  for (let i = 0; i < 100 && s.decision; i++) {
    settle(s);
    const p = prompt(s);
    if (p === 'dbs.offence' || p === 'dbs.defence') pass(s);
    else if (p === 'dbs.blocker') no(s);
    else if ((p === 'dbs.target' || p === 'dbs.search') && options(s).some((o) => o.t === 'done')) done(s);
    else return;
  }
}

/** End the turn player's Main Phase and go on to the other player's Main Phase. */
export function endTurn(s: DBSState): void {
  take(s, (o) => o.t === 'end', 'end');
  for (let i = 0; i < 20 && s.decision && prompt(s) === 'dbs.charge'; i++) {
    answer(s, { t: 'pass' });
    settle(s);
  }
}

/** Recompute the Main Phase options after a test changed the state by hand (options are fixed when asked). */
export function refresh(s: DBSState): void {
  if (s.decision?.prompt === 'dbs.main') s.decision.options = mainOptions(s, s.decision.seat);
}

export const codes = (cards: Card[]): string[] => cards.map((c) => c.code);
export const count = (cards: Card[], c: string): number => cards.filter((x) => x.code === c).length;
export const power = (s: DBSState, seat: Seat, card: Card): number => powerOf(s, seat, card);
export const battleCard = (s: DBSState, seat: Seat, c: string): Card => {
  const x = s.players[seat].battle.find((b) => b.code === c);
  if (!x) throw new Error(`${c} is not in player ${seat + 1}'s Battle Area`);
  return x;
};

/** A whole game from the start (for "when you place this card in the Leader Area"). */
export function fromSetup(leader: string, main: string[], seed = 5): DBSState {
  // createState skips deck validation, so 50 copies of a filler card are fine here.
  const filler = (n: number) => many(V.blue, n);
  const s = createState({
    game: 'dbs',
    format: 'masters',
    decks: [{ cards: [leader, ...main, ...filler(50 - main.length)] }, { cards: ['SD1-01', ...filler(50)] }],
    seed,
  });
  run(s);
  return s;
}

/** One face of a card's rendered text (characteristics, keywords, skills). */
export function faceText(c: string, back = false): string {
  const lines = cardText(c).split('\n');
  const backAt = lines.findIndex((l, i) => i > 0 && l.includes(`[${c}]`));
  if (backAt < 0) return lines.join('\n');
  return (back ? lines.slice(backAt) : lines.slice(0, backAt)).join('\n');
}

/** The rendered text of a card face names each of `parts` (strings case-insensitive). */
export function expectText(c: string, parts: (string | RegExp)[], back = false): void {
  const text = faceText(c, back);
  // A JSON dump of the skill tree would "contain" most words: the text must be English, and name every part.
  expect(text).not.toMatch(/[{}]|"(do|on|cont|kind)":/);
  expect(parts.length).toBeGreaterThan(0);
  for (const p of parts) {
    if (typeof p === 'string') expect(text.toLowerCase()).toContain(p.toLowerCase());
    else expect(text).toMatch(p);
  }
}

/** The turn player's `attacker` attacks the Leader, `c` is combo'd from hand, and the battle runs to its end. */
export function comboFromHand(p0: PlayerSpec, attacker: string, c: string): DBSState {
  const s = scenario(p0, {});
  attack(s, attacker);
  combo(s, c);
  finishBattle(s);
  return s;
}

/**
 * Play the hand card `c`, then decline the choice `declined`, which must be asked (a search or target that finds
 * nothing worth taking); with 'none', no choice is left and the card's [Auto] must be seen resolving in the log.
 */
export function playThenDecline(
  p0: PlayerSpec,
  p1: PlayerSpec,
  c: string,
  declined: 'dbs.search' | 'dbs.target' | 'none',
): DBSState {
  const s = scenario(p0, p1);
  const from = s.log!.length;
  play(s, c);
  // The skill must have run: a skill that never triggered would otherwise "do nothing" too.
  if (declined === 'none') {
    expect(s.log!.slice(from).some((l) => l.e.t === 'autoSkill' && (l.e as { code?: string }).code === c)).toBe(true);
    return s;
  }
  expect(prompt(s)).toBe(declined);
  done(s);
  return s;
}

/**
 * On the opponent's turn, BT2-056 Zamasu, The Alert God (with a BT2-034 <Zamasu> Leader) negates the
 * first of two attacks by discarding a card; the second attacker is still standing.
 */
export function zamasuNegatesAnAttack(): DBSState {
  const s = scenario(
    { leader: 'BT2-034', battle: ['BT2-056'], hand: [V.blue, V.blue] },
    { battle: [V.red, V.red] },
    { turnPlayer: 1 },
  );
  attack(s, V.red);
  yes(s);
  choose(s, V.blue);
  settle(s);
  return s;
}
