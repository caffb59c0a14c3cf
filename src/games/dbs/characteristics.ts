// A card's current data (DBS 8-8-1): the printed face (2-3-2-1-2: only the face up counts), then
// continuous effects that do not change numbers (8-8-1-2: keywords, colours), then those that do
// (8-8-1-3: power, cost). [Permanent] skills of cards in the Leader and Battle Areas (2-12-2) are
// evaluated on the fly, so they apply the moment a card enters an area (8-8-1-5). Non-power numbers
// never go below 0 (1-3-6); power may (2-8-3). Cards under others have no skills (11-3-2).
import type { Seat } from '../../core/types.ts';
import type { CardFilter, Condition, Continuous, Skill } from './abilities/dsl.ts';
import { printedSkills } from './abilities/registry.ts';
import { COLOURS, type Colour, type Face, type Keyword } from './cards/cardRecord.ts';
import { requireCard } from './cards/cardPool.ts';
import { type Card, type DBSState, type LastKnown, leaderOf, opponent } from './state.ts';

/** A token's face (DBS 10-18-2: the data the creating effect specifies). */
function tokenFace(code: string): Face {
  const [, name, power] = code.split(':');
  return { name: `${name} Token`, power: Number(power), keywords: [], characters: [name], traits: [] };
}

/** DBS 2-9, 2-10 (a token's come from the effect that made it, 10-18-2): null when it has none. */
export function comboStatsOf(card: Card): { power: number | null; cost: number | null } {
  if (card.token) {
    const [, , , power, cost] = card.code.split(':');
    return power === undefined ? { power: null, cost: null } : { power: Number(power), cost: Number(cost) };
  }
  const r = requireCard(card.code);
  return { power: r.comboPower ?? null, cost: r.comboCost ?? null };
}

/** DBS 8-3-2: whether all of a card's skills are negated now. */
export function allSkillsNegated(card: Card): boolean {
  return card.mods.some((m) => m.stat === 'negated');
}

export function faceOf(card: Card): Face {
  if (card.token) return tokenFace(card.code);
  const r = requireCard(card.code);
  return card.flipped && r.back ? r.back : r;
}

/** The character names of a card's face up (DBS 2-5). */
export function charactersOf(card: Card): readonly string[] {
  return faceOf(card).characters ?? [];
}

export function cardType(card: Card): 'leader' | 'battle' | 'extra' {
  return card.token ? 'battle' : requireCard(card.code).type;
}

/** The skills a card has now: its face's, plus skills an effect gave it. */
export function skillsOf(card: Card): readonly Skill[] {
  if (card.token) return [];
  const own = printedSkills(card.code, card.flipped);
  let extra: Skill[] | null = null;
  for (const m of card.mods) {
    if (m.stat === 'skills') (extra ??= []).push(...printedSkills(m.code));
  }
  const all = extra ? [...own, ...extra] : own;
  // DBS 8-3-2: a negated skill is still a skill (it keeps its place in the list) but does nothing.
  let anyNegated = false; // checked first: most cards have no such mod, and this runs on every query
  for (const m of card.mods) if (m.stat === 'negated' || m.stat === 'negatedSkill') anyNegated = true;
  if (!anyNegated) return all;
  const negated = card.mods.filter((m) => m.stat === 'negated' || m.stat === 'negatedSkill');
  return all.map((sk, i) =>
    sk.kind !== 'negated' && negated.some((m) => m.stat === 'negated' || (m.stat === 'negatedSkill' && m.index === i))
      ? { kind: 'negated', skill: sk }
      : sk,
  );
}

const SEATS = [0, 1] as const;

/** `index`: the skill's place in its card's skill list (DBS 8-1-4-2 remembers objects per skill). */
type ActivePermanent = { seat: Seat; card: Card; index: number; effect: Continuous };

// The active [Permanent] effects are a pure function of the state, and a single query (the options of
// one decision, one rule-processing check) asks for them dozens of times. Inside a read-only window
// (`readOnlyQuery`) they are computed once and kept here, outside the state (which stays plain data);
// the window must not change the state, and the cache is dropped when the outermost window closes.
let queryState: DBSState | null = null;
let queryDepth = 0;
let queryPermanents: ActivePermanent[] | null = null;

/** Open a read-only window on `s` (nestable); close it with `endReadOnlyQuery` in a `finally`. */
export function beginReadOnlyQuery(s: DBSState): void {
  if (queryDepth++ === 0) {
    queryState = s;
    queryPermanents = null;
  }
}

export function endReadOnlyQuery(): void {
  if (--queryDepth === 0) {
    queryState = null;
    queryPermanents = null;
  }
}

/** Every [Permanent] effect active now, with its card and master. */
function activePermanents(s: DBSState): ActivePermanent[] {
  if (queryState === s && queryPermanents) return queryPermanents;
  const out: ActivePermanent[] = [];
  // Leaders and the tops of Battle Area cards (2-12-2, 10-3-2).
  for (const seat of SEATS) {
    const p = s.players[seat];
    for (const card of p.leader) addPermanents(s, seat, card, out);
    for (const card of p.battle) addPermanents(s, seat, card, out);
  }
  if (queryState === s) queryPermanents = out;
  return out;
}

function addPermanents(s: DBSState, seat: Seat, card: Card, out: ActivePermanent[]): void {
  const skills = skillsOf(card);
  for (let index = 0; index < skills.length; index++) {
    const sk = skills[index];
    if (sk.kind !== 'permanent') continue;
    if (sk.cond && !checkCondition(s, seat, card, sk.cond)) continue;
    out.push({ seat, card, index, effect: sk.effect });
  }
}

function appliesTo(
  s: DBSState,
  src: ActivePermanent,
  target: 'this' | 'allYourBattle' | 'thisAndLeader' | 'thisAndAllYourBattle',
  filter: CardFilter | undefined,
  seat: Seat,
  card: Card,
): boolean {
  if (src.card.id === card.id && target !== 'allYourBattle') return true;
  if (target === 'this') return false;
  if (target === 'thisAndLeader') return seat === src.seat && s.players[seat].leader[0]?.id === card.id;
  if (seat !== src.seat || !s.players[seat].battle.some((c) => c.id === card.id)) return false;
  if (!filter) return true;
  if (s.permanentMemory && s.permanentMemory.includes(memoryKey(src, card))) return false; // DBS 8-1-4-2
  return matches(s, seat, card, filter, src.card);
}

function memoryKey(src: ActivePermanent, object: Card): string {
  return `${src.card.id}:${src.index}:${object.id}`;
}

/**
 * DBS 8-1-4-2: the objects of filtered [Permanent] skills now, as memory keys (empty when no such skill is
 * active). An effect's resolution compares this before and after: an object that was one and no longer is,
 * while it and the skill are still there, was made invalid by that effect.
 */
export function filteredPermanentObjects(s: DBSState): string[] {
  const out: string[] = [];
  for (const perm of activePermanents(s)) {
    const e = perm.effect;
    if ((e.cont !== 'power' && e.cont !== 'keyword') || !e.filter) continue;
    for (const c of s.players[perm.seat].battle) {
      if (appliesTo(s, perm, e.target, e.filter, perm.seat, c)) out.push(memoryKey(perm, c));
    }
  }
  return out;
}

/** DBS 8-1-4-2: remember every object of `before` that the effect just resolved made invalid. */
export function rememberInvalidated(s: DBSState, before: readonly string[]): void {
  if (before.length === 0) return;
  const now = filteredPermanentObjects(s);
  const live = new Set<string>();
  for (const perm of activePermanents(s)) {
    for (const c of s.players[perm.seat].battle) live.add(memoryKey(perm, c));
  }
  for (const k of before) {
    if (now.includes(k) || !live.has(k)) continue; // still an object, or the skill or the object is gone
    (s.permanentMemory ??= []).push(k);
  }
}

/** The colours a card has now (DBS 2-4; "gains red, blue and green" applies in all areas). */
export function coloursOf(s: DBSState, seat: Seat, card: Card): Colour[] {
  if (card.token) return [];
  const own = requireCard(card.code).colour;
  let out: Colour[] | null = null;
  for (const p of activePermanents(s)) {
    if (p.effect.cont !== 'gainColours' || p.seat !== card.owner) continue;
    if (!matchesPrinted(s, card, p.effect.filter)) continue;
    out ??= [own];
    for (const c of p.effect.colours) if (!out.includes(c)) out.push(c);
  }
  if (!out) return [own];
  return COLOURS.filter((c) => out.includes(c));
}

export function hasKeyword(s: DBSState, seat: Seat, card: Card, kw: Keyword): boolean {
  if (allSkillsNegated(card)) return false; // DBS 8-3-2: a negated keyword does nothing
  for (const m of card.mods) if (m.stat === 'negatedKeyword' && m.keyword === kw) return false;
  return keywordPrinted(s, seat, card, kw);
}

/** Whether the card has the keyword as a skill, negated or not (DBS 8-3-2: still recognised as a skill). */
function keywordPrinted(s: DBSState, seat: Seat, card: Card, kw: Keyword): boolean {
  if (faceOf(card).keywords.includes(kw)) return true;
  for (const m of card.mods) if (m.stat === 'keyword' && m.keyword === kw) return true;
  for (const p of activePermanents(s)) {
    if (p.effect.cont === 'keyword' && p.effect.keyword === kw) {
      if (appliesTo(s, p, p.effect.target, p.effect.filter, seat, card)) return true;
    }
    // "All of your opponent's Battle Cards gain <kw> for the duration of this card's battle".
    if (p.effect.cont === 'opponentsGainInItsBattle' && p.effect.keyword === kw && p.seat !== seat && s.battle) {
      const inItsBattle = s.battle.attacker === p.card.id || s.battle.guard === p.card.id;
      if (inItsBattle && cardType(card) === 'battle' && s.players[seat].battle.some((c) => c.id === card.id))
        return true;
    }
  }
  return false;
}

/** Whether a [Permanent] of `kind` on `card` itself is active now. */
export function hasOwnContinuous(s: DBSState, seat: Seat, card: Card, kind: Continuous['cont']): boolean {
  for (const p of activePermanents(s)) {
    if (p.card.id === card.id && p.effect.cont === kind) return true;
  }
  void seat;
  return false;
}

/** The active [Permanent] effects of `kind` on `card` itself (e.g. its KO replacement, 8-9). */
export function ownContinuousEffects<K extends Continuous['cont']>(
  s: DBSState,
  card: Card,
  kind: K,
): Extract<Continuous, { cont: K }>[] {
  const out: Extract<Continuous, { cont: K }>[] = [];
  for (const p of activePermanents(s)) {
    if (p.card.id === card.id && p.effect.cont === kind) out.push(p.effect as Extract<Continuous, { cont: K }>);
  }
  return out;
}

/**
 * The skills of a card in `seat`'s hand: its own, then the [Evolve] skills another card's [Permanent] gives it
 * ("each <X> in your hand gains [Evolve] …"), numbered after its own.
 */
export function handSkills(s: DBSState, seat: Seat, card: Card): readonly Skill[] {
  const own = skillsOf(card);
  let out: Skill[] | null = null;
  for (const p of activePermanents(s)) {
    if (p.seat !== seat || p.effect.cont !== 'handGainsEvolve' || !matchesPrinted(s, card, p.effect.filter)) continue;
    (out ??= [...own]).push({ kind: 'evolve', variant: 'evolve', cost: p.effect.cost, onto: p.effect.onto });
  }
  return out ?? own;
}

/** Whether any active [Permanent] of the given kind exists for this seat (e.g. `leaderMayAwaken`). */
export function seatHasContinuous(s: DBSState, seat: Seat, kind: Continuous['cont']): boolean {
  return activePermanents(s).some((p) => p.seat === seat && p.effect.cont === kind);
}

/** Whether an active "your hand is not affected by your <X> Leader's skills" names `leader`'s character. */
export function handImmuneToLeader(s: DBSState, seat: Seat, leader: Card): boolean {
  return activePermanents(s).some(
    (p) =>
      p.seat === seat &&
      p.effect.cont === 'handImmuneToLeader' &&
      (faceOf(leader).characters ?? []).includes(p.effect.character),
  );
}

/** DBS 8-9: the first active replacement of damage to `seat`'s life, if any. */
/** DBS 8-9: the replacement effects of damage to `seat`'s life, one per source card. */
export function damageReplacements(s: DBSState, seat: Seat): { source: number; per: number; optional: boolean }[] {
  const out: { source: number; per: number; optional: boolean }[] = [];
  for (const p of activePermanents(s)) {
    if (p.seat === seat && p.effect.cont === 'replaceDamage')
      out.push({ source: p.card.id, per: p.effect.per, optional: p.effect.optional === true });
  }
  return out;
}

/** All active "cannot attack <X>" protections against attacks by `attackerSeat`. */
export function isProtected(s: DBSState, guardSeat: Seat, card: Card): boolean {
  for (const p of activePermanents(s)) {
    if (p.effect.cont === 'protect' && p.seat === guardSeat && matches(s, guardSeat, card, p.effect.filter, p.card)) {
      return true;
    }
  }
  return false;
}

/** DBS 2-8, 8-8-1-3, 9-4-2 (power mods ride on the stack's top card). */
export function powerOf(s: DBSState, seat: Seat, card: Card): number {
  let p = faceOf(card).power ?? 0;
  for (const m of card.mods) if (m.stat === 'power' || m.stat === 'combo') p += m.n;
  for (const perm of activePermanents(s)) {
    if (perm.effect.cont === 'power' && appliesTo(s, perm, perm.effect.target, perm.effect.filter, seat, card)) {
      p += perm.effect.n;
    }
  }
  return p;
}

/**
 * The combo stats of `seat`'s card now: a token's from the effect that made it (10-18-2), or those an active
 * "your <X> tokens … gain combo cost and combo power" gives it (BT2-112), which also lets it combo in Rest Mode.
 */
export function comboStatsNow(
  s: DBSState,
  seat: Seat,
  card: Card,
): { power: number | null; cost: number | null; fromRest: boolean } {
  if (card.token) {
    for (const p of activePermanents(s)) {
      const e = p.effect;
      if (e.cont !== 'tokensCombo' || p.seat !== seat || !matches(s, seat, card, e.filter, p.card)) continue;
      return { power: e.comboPower, cost: e.comboCost, fromRest: true };
    }
  }
  return { ...comboStatsOf(card), fromRest: false };
}

/** DBS 2-9 plus effects that add to this card's combo (with the state, a combo power a [Permanent] gives, BT2-112). */
export function comboPowerOf(card: Card, s?: DBSState): number {
  let p = (s ? comboStatsNow(s, card.owner, card) : comboStatsOf(card)).power ?? 0;
  for (const m of card.mods) if (m.stat === 'comboPower') p += m.n;
  return p;
}

/** DBS 2-11-3: "energy cost" is the total cost; reductions never take it below 0 (1-3-6). */
export function energyCostOf(
  s: DBSState,
  seat: Seat,
  card: Card,
): { total: number; specified: Partial<Record<Colour, number>> } {
  const r = requireCard(card.code);
  const printed = r.energyCost ?? { total: 0, specified: {} };
  let total = printed.total;
  for (const sk of skillsOf(card)) {
    if (sk.kind === 'permanent' && sk.effect.cont === 'costReduction') {
      if (!sk.cond || checkCondition(s, seat, card, sk.cond)) total -= sk.effect.n;
    }
  }
  // Another card's "reduce the energy costs of all <X> in your hand by n".
  if (s.players[seat].hand.some((h) => h.id === card.id)) {
    for (const p of activePermanents(s)) {
      if (p.effect.cont !== 'handCostReduction' || p.seat !== seat) continue;
      if (matchesPrinted(s, card, p.effect.filter)) total -= p.effect.n;
    }
  }
  return { total: Math.max(0, total), specified: printed.specified };
}

// ---- conditions and filters -------------------------------------------------------------------

function cmp(a: number, op: '>=' | '<=', b: number): boolean {
  return op === '>=' ? a >= b : a <= b;
}

/** Filters that read only printed data and colours (safe inside continuous-effect evaluation). */
function matchesPrinted(s: DBSState, card: Card, f: CardFilter): boolean {
  const face = faceOf(card);
  if (f.character && !f.character.some((ch) => face.characters?.includes(ch))) return false;
  if (f.name && face.name !== f.name) return false;
  if (f.notName && face.name === f.notName) return false;
  if (f.nameIncludes && !face.name.includes(f.nameIncludes)) return false;
  if (f.notCharacter && face.characters?.includes(f.notCharacter)) return false;
  if (f.trait && !face.traits?.includes(f.trait)) return false;
  if (f.type && cardType(card) !== f.type) return false;
  if (f.costMax !== undefined) {
    if (card.token || (requireCard(card.code).energyCost?.total ?? 0) > f.costMax) return false;
  }
  if (f.evolver && !skillsOf(card).some((sk) => sk.kind === 'evolve')) return false;
  if (f.costMin !== undefined) {
    if (card.token || (requireCard(card.code).energyCost?.total ?? 0) < f.costMin) return false;
  }
  if (f.characterIncludes && !(face.characters ?? []).some((ch) => ch.includes(f.characterIncludes!))) return false;
  if (f.anyOf && !f.anyOf.some((sub) => matchesPrinted(s, card, sub))) return false;
  return true;
}

export function matches(s: DBSState, seat: Seat, card: Card, f: CardFilter, self?: Card): boolean {
  if (!matchesPrinted(s, card, f)) return false;
  if (f.other && self && card.id === self.id) return false;
  if (f.colour && !coloursOf(s, seat, card).includes(f.colour)) return false;
  if (f.rested !== undefined && card.rested !== f.rested) return false;
  if (f.powerMin !== undefined && powerOf(s, seat, card) < f.powerMin) return false;
  if (f.powerMax !== undefined && powerOf(s, seat, card) > f.powerMax) return false;
  if (f.keyword && !keywordPrinted(s, seat, card, f.keyword)) return false;
  if (f.anyOf && !f.anyOf.some((sub) => matches(s, seat, card, sub, self))) return false;
  if (f.costAtLeastOwnersEnergy && energyCostOf(s, seat, card).total < s.players[card.owner].energy.length)
    return false;
  return true;
}

/** The seat a condition's `whose` names, seen from `seat` (a top-level function: no closure per call). */
function sideOf(seat: Seat, w: 'you' | 'opponent'): Seat {
  return w === 'you' ? seat : opponent(seat);
}

/** `lastKnown`: "this card" has left the Battle Area and is read as it was there (8-6-5-1-2). */
export function checkCondition(s: DBSState, seat: Seat, self: Card, c: Condition, lastKnown?: LastKnown): boolean {
  if (lastKnown) self = lastKnown.card;
  switch (c.if) {
    case 'life':
      return cmp(s.players[sideOf(seat, c.whose)].life.length, c.op, c.n);
    case 'energy': {
      const energy = s.players[seat].energy;
      const n = c.colour ? energy.filter((e) => coloursOf(s, seat, e).includes(c.colour!)).length : energy.length;
      return cmp(n, c.op, c.n);
    }
    case 'hand': {
      const hand = s.players[seat].hand;
      const n = c.excludingThis ? hand.filter((h) => h.id !== self.id).length : hand.length;
      return cmp(n, c.op, c.n);
    }
    case 'drop': {
      const drop = s.players[seat].drop;
      const n = c.filter ? drop.filter((d) => matchesPrinted(s, d, c.filter!)).length : drop.length;
      return cmp(n, c.op, c.n);
    }
    case 'yourTurn':
      return s.turnPlayer === seat;
    case 'opponentTurn':
      return s.turnPlayer !== seat;
    case 'leaderIs': {
      const l = leaderOf(s, sideOf(seat, c.whose));
      // Colours as the Leader has them now; "is red or blue" (BT3-119, BT3-120) is an `anyOf` of colours.
      const is = (f: CardFilter): boolean =>
        matchesPrinted(s, l, f) &&
        (!f.colour || coloursOf(s, sideOf(seat, c.whose), l).includes(f.colour)) &&
        (!f.anyOf || f.anyOf.some(is));
      return is(c.filter);
    }
    case 'battleCount': {
      const side = sideOf(seat, c.whose);
      const cards = s.players[side].battle.filter((b) => cardType(b) === 'battle');
      // `other`: not this card itself (BT1-049 "no Battle Cards other than this card"). A filter on the card's
      // state ("in Rest Mode", BT3-097) reads it as it is now.
      const counted = (b: Card) =>
        (c.filter!.rested === undefined || b.rested === c.filter!.rested) &&
        matchesPrinted(s, b, c.filter!) &&
        !(c.filter!.other && b.id === self.id);
      const n = c.filter ? cards.filter(counted).length : cards.length;
      return cmp(n, c.op, c.n);
    }
    case 'underThis':
      return self.under.some((u) => matchesPrinted(s, u, c.filter));
    case 'thisRested':
      return self.rested;
    case 'thisPower':
      return cmp(lastKnown ? lastKnown.power : powerOf(s, seat, self), c.op, c.n);
    case 'inBattleArea':
      return s.players[seat].battle.some((b) => matchesPrinted(s, b, c.filter));
    case 'dropTopColour': {
      const drop = s.players[seat].drop;
      const top = drop[drop.length - 1];
      return !!top && coloursOf(s, seat, top).includes(c.colour);
    }
    case 'comboEmpty':
      return s.players[sideOf(seat, c.whose)].combo.length === 0;
    case 'attackerPower': {
      const b = s.battle;
      if (!b) return false;
      const a = s.players[b.attackerSeat].battle.find((x) => x.id === b.attacker) ?? leaderOf(s, b.attackerSeat);
      return cmp(powerOf(s, b.attackerSeat, a), c.op, c.n);
    }
    case 'leaderPower': {
      const w = sideOf(seat, c.whose);
      return cmp(powerOf(s, w, leaderOf(s, w)), c.op, c.n);
    }
    case 'inPlay': {
      const p = s.players[seat];
      return [...p.leader, ...p.battle].some((b) => matchesPrinted(s, b, c.filter));
    }
    case 'not':
      return !checkCondition(s, seat, self, c.cond, lastKnown);
    case 'inBattleOrDrop': {
      const p = s.players[seat];
      // Colours are read as the cards have them now (BT3-107 "a green or yellow card").
      return [...p.battle, ...p.drop].some((b) => matches(s, seat, b, c.filter, self));
    }
    case 'warp':
      return cmp(s.players[seat].warp.length, c.op, c.n);
    case 'all':
      return c.of.every((x) => checkCondition(s, seat, self, x, lastKnown));
  }
}
