// The heuristic Dragon Ball Super agent: rules of thumb over this seat's view only (DBSView) and the
// legal answers, with the printed card data (public) for costs, powers and combos. Stateless and
// deterministic, so the search agent can use it as its rollout policy and opponent model.
//
// Rules of thumb, by decision:
// - redraw: return cards too expensive for the first turns;
// - charge: one card a turn while energy is short of what the hand needs, the card we miss least (a colour
//   the hand's coloured costs need, a card too expensive to play soon, a weak combo);
// - main phase: [Awaken] when allowed; evolve; play the strongest affordable Battle card (highest cost, then
//   power), then Extra cards and [Activate: Main] skills that cost no Life, no cards and no Battle card;
//   then attack: the Leader always attacks the Leader, a Battle card attacks the Leader when it is at least as
//   strong as the Leader (plus `comboGuess` for the defender's combos: 0 played best), else KOs the strongest
//   Rest Battle card it beats, else stays;
// - offence: combo (cheapest card first, never a Battle card from the field) only when it wins the comparison
//   with a margin for the defender's combos and the hit is worth a card (low Life, or a Battle card to KO);
// - defence: combo to survive when Life is low (3 or less after the hit, or 6+ cards in hand), or to save a
//   Battle card costing 3 or more, if the hand can beat the attack; Battle cards from the field only against
//   a lethal hit;
//   [Blocker] when Life is low or the blocker survives; [Counter] skills whenever offered against us;
// - payment: keep the colours the hand's coloured costs need; choices: the opponent's strongest card, our
//   strongest card, the card we miss least for costs and discards.
import type { Answer, Seat } from '../../../core/types.ts';
import type { Skill } from '../abilities/dsl.ts';
import { printedSkills } from '../abilities/registry.ts';
import { cardByCode } from '../cards/cardPool.ts';
import type { CardRecord, Colour } from '../cards/cardRecord.ts';
import type { CardView, DBSView, PlayerView } from '../view.ts';
import type { Agent, AgentContext } from '../../../ai/agent.ts';

type Opt = Answer & {
  card?: number;
  index?: number;
  from?: 'hand' | 'battle' | 'leader';
  onto?: number[];
  attacker?: number;
  target?: number;
  groups?: number[];
  reduce?: true;
  area?: string;
};

/** Tunable numbers (exported so experiments can try others; the agent uses DEFAULT_DBS_TUNING). */
export interface DbsTuning {
  /** Charge while total energy is below this (and the hand is not too small). */
  chargeUpTo: number;
  /** Combo to protect the Leader when Life is at most this. */
  defendLife: number;
  /** Push combos on offence when the opponent's Life is at most this. */
  pushLife: number;
  /** Assumed combo power the defender adds (per likely combo). */
  comboGuess: number;
  /** Use [Blocker] when our Life is at most this. */
  blockLife: number;
}

/**
 * Head to head against the first settings (comboGuess 5000, defendLife 4), these won 231 of 400 games where the
 * first settings won 182 of 400 against themselves (same seeds, all ten decks, both seats): attacking whenever
 * the attacker is as strong as its target, and combos in defence only at 3 Life or less.
 */
export const DEFAULT_DBS_TUNING: DbsTuning = {
  chargeUpTo: 6,
  defendLife: 3,
  pushLife: 3,
  comboGuess: 0,
  blockLife: 3,
};

// ------------------------------------------------------------------------------------------ card data

function rec(code: string): CardRecord | undefined {
  return code.startsWith('token:') ? undefined : cardByCode(code);
}

function costOf(code: string): number {
  return rec(code)?.energyCost?.total ?? 0;
}

function printedPower(code: string): number {
  return rec(code)?.power ?? 0;
}

function comboStats(code: string): { power: number; cost: number } | null {
  if (code.startsWith('token:')) {
    const [, , , power, cost] = code.split(':');
    return power === undefined ? null : { power: Number(power), cost: Number(cost) };
  }
  const r = rec(code);
  if (!r || r.type !== 'battle' || r.comboPower == null || r.comboCost == null) return null;
  return { power: r.comboPower, cost: r.comboCost };
}

function isBattle(code: string): boolean {
  return code.startsWith('token:') || rec(code)?.type === 'battle';
}

function hasKw(c: CardView, kw: string): boolean {
  const r = rec(c.code);
  if (!r) return false;
  const face = c.flipped && r.back ? r.back : r;
  return (face.keywords as string[]).includes(kw);
}

function powerNow(c: CardView): number {
  return c.power ?? printedPower(c.code);
}

/** How much we would miss a hand card (higher: keep it). */
function keepValue(code: string): number {
  const r = rec(code);
  if (!r) return 0;
  if (r.type === 'extra') return 2.2;
  const combo = comboStats(code);
  return (r.power ?? 0) / 10000 + (combo ? combo.power / 10000 : 0) + (r.keywords.length > 0 ? 0.3 : 0);
}

// ------------------------------------------------------------------------------------------ view reading

interface Ctx {
  v: DBSView;
  seat: Seat;
  me: PlayerView;
  opp: PlayerView;
  hand: CardView[];
  options: readonly Opt[];
  t: DbsTuning;
}

function byId(cards: readonly CardView[], id: number | undefined): CardView | undefined {
  for (const c of cards) if (c.id === id) return c;
  return undefined;
}

function activeEnergy(p: PlayerView): number {
  let n = 0;
  for (const c of p.energy) if (!c.rested) n++;
  return n;
}

/** Coloured energy the hand's cards ask for (specified costs), per colour. */
function colourDemand(hand: readonly CardView[], leaderColour: Colour | undefined): Map<Colour, number> {
  const d = new Map<Colour, number>();
  for (const c of hand) {
    const spec = rec(c.code)?.energyCost?.specified ?? {};
    for (const [col, n] of Object.entries(spec) as [Colour, number][]) d.set(col, Math.max(d.get(col) ?? 0, n));
  }
  if (leaderColour && !d.has(leaderColour)) d.set(leaderColour, 1);
  return d;
}

function energyColours(p: PlayerView): Map<Colour, number> {
  const m = new Map<Colour, number>();
  for (const c of p.energy) {
    const col = rec(c.code)?.colour;
    if (col) m.set(col, (m.get(col) ?? 0) + 1);
  }
  return m;
}

/** The combo power the opponent can probably add in defence: a combo per spare card, as energy allows. */
function defenceGuess(x: Ctx, p: PlayerView, guard: number): number {
  const handN = typeof p.hand === 'number' ? p.hand : p.hand.length;
  let n = Math.min(handN, activeEnergy(p) + 1, 2);
  for (const c of p.battle) if (!c.rested && c.id !== guard && isBattle(c.code)) n = Math.max(n, 1);
  return n * x.t.comboGuess;
}

function comboArea(p: PlayerView): number {
  let n = 0;
  for (const c of p.combo) n += comboStats(c.code)?.power ?? 0;
  return n;
}

function cardInPlay(p: PlayerView, id: number): CardView | undefined {
  return byId(p.leader, id) ?? byId(p.battle, id);
}

// ------------------------------------------------------------------------------------------ decisions

function redraw(x: Ctx): Opt {
  for (const o of x.options) {
    if (o.t !== 'card') continue;
    const c = byId(x.hand, o.card);
    if (c && costOf(c.code) >= 5) return o;
  }
  return x.options.find((o) => o.t === 'done') ?? x.options[0];
}

function charge(x: Ctx): Opt {
  const energy = x.me.energy.length;
  if (energy >= x.t.chargeUpTo + 2 || (energy >= x.t.chargeUpTo && x.hand.length <= 4) || x.hand.length <= 1) {
    return x.options.find((o) => o.t === 'pass') ?? x.options[0];
  }
  const leaderColour = x.me.leader[0] ? rec(x.me.leader[0].code)?.colour : undefined;
  const demand = colourDemand(x.hand, leaderColour);
  const have = energyColours(x.me);
  let best: Opt | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const o of x.options) {
    if (o.t !== 'energy') continue;
    const c = byId(x.hand, o.card);
    if (!c) continue;
    const r = rec(c.code);
    const col = r?.colour;
    let score = -keepValue(c.code);
    if (col && (demand.get(col) ?? 0) > (have.get(col) ?? 0)) score += 1.5;
    if (col && !demand.has(col)) score -= 1;
    const cost = costOf(c.code);
    if (cost > energy + 2) score += 1;
    if (r?.type === 'battle' && cost <= energy + 1 && cost > 0) score -= 0.5;
    if (score > bestScore) {
      bestScore = score;
      best = o;
    }
  }
  return best ?? x.options[0];
}

function skillOf(code: string, flipped: boolean, index: number): Skill | undefined {
  return printedSkills(code, flipped)[index];
}

/**
 * An [Activate] skill worth using: its costs spend no Life, hand cards or Battle cards. `spent`: the card leaves
 * when used (an Extra card played from hand), so it cannot be used forever.
 */
function cheapSkill(sk: Skill | undefined, spent: boolean): boolean {
  if (!sk || sk.kind !== 'activate') return false;
  for (const c of sk.cost) {
    if (c.pay === 'lifeToDrop' || c.pay === 'damageSelf' || c.pay === 'battleToDrop' || c.pay === 'handToDrop')
      return false;
    if (c.pay === 'handEachToDrop' || c.pay === 'battleUnderThis' || c.pay === 'handUnderThis') return false;
  }
  // An uncapped skill with no real cost could be used forever.
  return spent || sk.once === true || sk.cost.length > 0;
}

function attackValue(x: Ctx, o: Opt): number {
  const att = cardInPlay(x.me, o.attacker!);
  if (!att) return -1;
  const p = powerNow(att);
  const isLeader = byId(x.me.leader, att.id) !== undefined;
  const oppLeader = x.opp.leader[0];
  if (oppLeader && o.target === oppLeader.id) {
    const need = powerNow(oppLeader);
    if (isLeader) return 2 + (p >= need ? 1 : 0);
    if (p >= need + x.t.comboGuess) return 3 + p / 100000;
    if (p >= need && x.opp.life <= x.t.pushLife) return 2.5;
    return -1;
  }
  const g = byId(x.opp.battle, o.target);
  if (!g) return -1;
  const gp = powerNow(g);
  if (p < gp + (isLeader ? 0 : x.t.comboGuess / 2)) return -1;
  return 1 + gp / 100000 + costOf(g.code) / 10;
}

function main(x: Ctx): Opt {
  const acts: { o: Opt; v: number }[] = [];
  let bestPlay: Opt | null = null;
  let bestPlayV = Number.NEGATIVE_INFINITY;
  for (const o of x.options) {
    if (o.t === 'activate') {
      const owner =
        o.from === 'leader' ? byId(x.me.leader, o.card) : o.from === 'battle' ? byId(x.me.battle, o.card) : undefined;
      const handCard = o.from === 'hand' ? byId(x.hand, o.card) : undefined;
      const code = owner?.code ?? handCard?.code;
      if (!code) continue;
      const sk = skillOf(code, owner?.flipped === true, o.index!);
      if (!sk) continue;
      if (sk.kind === 'awaken') acts.push({ o, v: 100 });
      else if (sk.kind === 'evolve' || sk.kind === 'unionPotara') acts.push({ o, v: 50 });
      else if (o.from === 'hand' && sk.kind === 'field') acts.push({ o, v: 5 });
      else if (o.from === 'hand' && cheapSkill(sk, true)) acts.push({ o, v: 4 });
      else if (o.from !== 'hand' && cheapSkill(sk, false)) {
        // A skill that rests its own card is used only by a card that will not attack anyway.
        const rests = sk.kind === 'activate' && sk.cost.some((c) => c.pay === 'restThis');
        if (!rests || (owner && owner.rested)) acts.push({ o, v: 3 });
      }
    } else if (o.t === 'play') {
      const c = byId(x.hand, o.card);
      if (!c) continue;
      const v = costOf(c.code) * 20000 + printedPower(c.code);
      if (v > bestPlayV) {
        bestPlayV = v;
        bestPlay = o;
      }
    }
  }
  acts.sort((a, b) => b.v - a.v);
  if (acts.length > 0 && acts[0].v >= 50) return acts[0].o;
  if (bestPlay) return bestPlay;
  if (acts.length > 0) return acts[0].o;
  let bestAtt: Opt | null = null;
  let bestAttV = 0;
  for (const o of x.options) {
    if (o.t !== 'attack') continue;
    const v = attackValue(x, o);
    if (v > bestAttV) {
      bestAttV = v;
      bestAtt = o;
    }
  }
  if (bestAtt) return bestAtt;
  return x.options.find((o) => o.t === 'end') ?? x.options[0];
}

/** Combo options from hand, cheapest and strongest first (never a Battle card from the field). */
function handCombos(x: Ctx): { o: Opt; power: number; cost: number }[] {
  const out: { o: Opt; power: number; cost: number }[] = [];
  for (const o of x.options) {
    if (o.t !== 'combo') continue;
    const c = byId(x.hand, o.card);
    if (!c) continue;
    const st = comboStats(c.code);
    if (st) out.push({ o, power: st.power, cost: st.cost });
  }
  out.sort((a, b) => a.cost - b.cost || b.power - a.power);
  return out;
}

function fieldCombos(x: Ctx): { o: Opt; power: number }[] {
  const out: { o: Opt; power: number }[] = [];
  for (const o of x.options) {
    if (o.t !== 'combo') continue;
    const c = byId(x.me.battle, o.card);
    const st = c ? comboStats(c.code) : null;
    if (st) out.push({ o, power: st.power });
  }
  return out;
}

/** The power still missing with what `combos` can add within the energy we have, or null if none helps. */
function reach(x: Ctx, gap: number, combos: { o: Opt; power: number; cost: number }[]): Opt | null {
  if (gap <= 0) return null;
  let energy = activeEnergy(x.me);
  let sum = 0;
  for (const c of combos) {
    if (c.cost > energy) continue;
    energy -= c.cost;
    sum += c.power;
    if (sum >= gap) return combos[0].o;
  }
  return null;
}

function offence(x: Ctx): Opt {
  const pass = x.options.find((o) => o.t === 'pass') ?? x.options[0];
  const b = x.v.battle;
  if (!b) return pass;
  const att = cardInPlay(x.me, b.attacker);
  const guard = cardInPlay(x.opp, b.guard);
  if (!att || !guard) return pass;
  const a = powerNow(att) + comboArea(x.me);
  const g = powerNow(guard) + comboArea(x.opp);
  const worth = b.guardIsLeader ? x.opp.life <= x.t.pushLife : costOf(guard.code) >= 3;
  if (!worth && a >= g) return pass;
  if (!worth) return pass;
  const combos = handCombos(x);
  const margin = defenceGuess(x, x.opp, b.guard) / 2;
  const pick = reach(x, g + margin - a, combos) ?? reach(x, g - a, combos);
  return pick ?? pass;
}

function defence(x: Ctx): Opt {
  const pass = x.options.find((o) => o.t === 'pass') ?? x.options[0];
  const b = x.v.battle;
  if (!b) return pass;
  const att = cardInPlay(x.opp, b.attacker);
  const guard = cardInPlay(x.me, b.guard);
  if (!att || !guard) return pass;
  const a = powerNow(att) + comboArea(x.opp);
  const g = powerNow(guard) + comboArea(x.me);
  if (g > a) return pass;
  const gap = a - g + 1;
  if (b.guardIsLeader) {
    const strikes = hasKw(att, 'tripleStrike') ? 3 : hasKw(att, 'doubleStrike') ? 2 : 1;
    if (x.me.life - strikes > x.t.defendLife && x.hand.length < 6) return pass;
    const pick = reach(x, gap, handCombos(x));
    if (pick) return pick;
    if (x.me.life <= strikes) {
      const f = fieldCombos(x).sort((p, q) => q.power - p.power);
      if (f.length > 0 && f.reduce((n, c) => n + c.power, 0) + handCombos(x).reduce((n, c) => n + c.power, 0) >= gap)
        return f[0].o;
    }
    return pass;
  }
  if (costOf(guard.code) < 3 || gap > 10000) return pass;
  return reach(x, gap, handCombos(x).slice(0, 1)) ?? pass;
}

function blocker(x: Ctx): Opt {
  const yes = x.options.find((o) => o.t === 'yes') ?? x.options[0];
  const no = x.options.find((o) => o.t === 'no') ?? x.options[0];
  const b = x.v.battle;
  if (!b || !b.guardIsLeader) return no;
  const att = cardInPlay(x.opp, b.attacker);
  if (!att) return no;
  const a = powerNow(att);
  let best = 0;
  for (const c of x.me.battle) if (!c.rested && hasKw(c, 'blocker')) best = Math.max(best, powerNow(c));
  if (best > a + x.t.comboGuess) return yes;
  return x.me.life <= x.t.blockLife ? yes : no;
}

function payEnergy(x: Ctx): Opt {
  // Rebuild the payment's colour groups (active energy by colour, in key order).
  const groups = new Map<string, number>();
  for (const c of x.me.energy) {
    if (c.rested) continue;
    const col = rec(c.code)?.colour ?? '';
    groups.set(col, (groups.get(col) ?? 0) + 1);
  }
  const keys = [...groups.keys()].sort();
  const leaderColour = x.me.leader[0] ? rec(x.me.leader[0].code)?.colour : undefined;
  const demand = colourDemand(x.hand, leaderColour);
  let best = x.options[0];
  let bestV = Number.NEGATIVE_INFINITY;
  for (const o of x.options) {
    if (!o.groups || o.groups.length !== keys.length) return x.options[0];
    let v = 0;
    keys.forEach((k, i) => {
      const left = groups.get(k)! - o.groups![i];
      v += Math.min(left, demand.get(k as Colour) ?? 0) * 2 + left * 0.1;
    });
    if (v > bestV) {
      bestV = v;
      best = o;
    }
  }
  return best;
}

/** A choice among cards: the opponent's strongest, else our strongest (effects mostly help what they choose). */
function target(x: Ctx): Opt {
  let best: Opt | null = null;
  let bestV = Number.NEGATIVE_INFINITY;
  for (const o of x.options) {
    if (o.t !== 'card') continue;
    const theirs = cardInPlay(x.opp, o.card!) ?? byId(x.opp.energy, o.card);
    const mine = cardInPlay(x.me, o.card!) ?? byId(x.me.energy, o.card) ?? byId(x.hand, o.card);
    const c = theirs ?? mine;
    const v = c ? (theirs ? 1e6 : 0) + powerNow(c) + costOf(c.code) * 1000 : -1;
    if (v > bestV) {
      bestV = v;
      best = o;
    }
  }
  return best ?? x.options[0];
}

/** The card we miss least (own hand or field), for costs and discards. */
function leastValued(x: Ctx): Opt {
  let best: Opt | null = null;
  let bestV = Number.POSITIVE_INFINITY;
  for (const o of x.options) {
    if (o.t !== 'card') continue;
    const h = byId(x.hand, o.card);
    const f = byId(x.me.battle, o.card);
    const v = h ? keepValue(h.code) : f ? powerNow(f) / 10000 + 1 : 100;
    if (v < bestV) {
      bestV = v;
      best = o;
    }
  }
  return best ?? x.options[0];
}

/** The best card to take (search, from the Drop): the most expensive, then the strongest. */
function take(x: Ctx): Opt {
  const pool = [...(x.v.decision?.looking ?? []), ...x.me.drop];
  let best: Opt | null = null;
  let bestV = Number.NEGATIVE_INFINITY;
  for (const o of x.options) {
    if (o.t !== 'card') continue;
    const c = byId(pool, o.card);
    const v = c ? costOf(c.code) * 20000 + printedPower(c.code) : 0;
    if (v > bestV) {
      bestV = v;
      best = o;
    }
  }
  return best ?? x.options[0];
}

function choose(x: Ctx, t: string): Opt {
  return x.options.find((o) => o.t === t) ?? x.options[0];
}

/** The answer for prompts that need no view (the search's rollouts skip building one), or null. */
export function dbsAnswerWithoutView(prompt: string, options: readonly Answer[]): Answer | null {
  const opts = options as readonly Opt[];
  const pick = (t: string) => opts.find((o) => o.t === t) ?? opts[0];
  switch (prompt) {
    case 'dbs.chooseAuto':
    case 'dbs.cost.chooseUnder':
    case 'dbs.cost.handEachToDrop':
    case 'dbs.opponentMay':
    case 'dbs.bottomOrder': // DBS 3-1-6: which of one's own cards sinks lower matters little
      return opts[0];
    case 'dbs.may':
    case 'dbs.deckTopUnder':
    case 'dbs.chooseLifeCard':
    case 'dbs.chooseHandCard':
      return pick('yes');
    case 'dbs.deckOrDrop':
      return opts.find((o) => o.area === 'deck') ?? opts[0];
    case 'dbs.nameNumber': // DBS 1-3-5: the most repeats of one's own skill's effect
      return opts[opts.length - 1];
    case 'dbs.replaceKO': // keeping the card is worth the replacement's cost
      return pick('yes');
    case 'dbs.playFromHand': // one's own free play: the first card offered rather than none
      return opts.find((o) => o.t === 'card') ?? opts[0];
    case 'dbs.randomUpTo': // the most of the opponent's hand, at random (listed from the most down)
      return opts[0];
    case 'dbs.loopCount':
      // DBS 11-1-2-1: a few more passes of a loop it chose to go round once; no more, as it cannot judge the end.
      return opts.find((o) => (o as { n?: number }).n === 3) ?? opts[0];
    case 'dbs.counterTiming':
      // Every [Counter] offered helps its user; the first one (not its cheaper variant) is taken.
      return opts.find((o) => o.t === 'counter') ?? opts[0];
    default:
      return null;
  }
}

export function dbsHeuristicAnswer(
  v: DBSView,
  seat: Seat,
  prompt: string,
  options: readonly Answer[],
  tuning: DbsTuning = DEFAULT_DBS_TUNING,
): Answer {
  if (options.length === 1) return options[0];
  const quick = dbsAnswerWithoutView(prompt, options);
  if (quick) return quick;
  const me = v.players[seat];
  const x: Ctx = {
    v,
    seat,
    me,
    opp: v.players[seat === 0 ? 1 : 0],
    hand: typeof me.hand === 'number' ? [] : me.hand,
    options: options as readonly Opt[],
    t: tuning,
  };
  switch (prompt) {
    case 'dbs.redraw':
      return redraw(x);
    case 'dbs.charge':
      return charge(x);
    case 'dbs.main':
      return main(x);
    case 'dbs.offence':
      return offence(x);
    case 'dbs.defence':
      return defence(x);
    case 'dbs.blocker':
      return blocker(x);
    case 'dbs.payEnergy':
      return payEnergy(x);
    case 'dbs.target':
      return target(x);
    case 'dbs.search':
    case 'dbs.fromDrop':
      return take(x);
    case 'dbs.deckTopToDrop':
      return me.deck > 15 ? choose(x, 'yes') : choose(x, 'no');
    case 'dbs.drawUpTo': // DBS 4-9-4: another card, unless it empties the deck (1-2-2-2: that loses)
      return me.deck > 1 ? choose(x, 'yes') : choose(x, 'no');
    case 'dbs.handToEnergy':
    case 'dbs.discard':
    case 'dbs.ownBattleToDrop':
    case 'dbs.cost.handToDrop':
    case 'dbs.cost.battleToDrop':
    case 'dbs.cost.handUnderThis':
    case 'dbs.cost.battleUnderThis':
      return leastValued(x);
    default:
      return options[0];
  }
}

export function dbsHeuristicAgent(_seed = 0, tuning: DbsTuning = DEFAULT_DBS_TUNING): Agent {
  return {
    name: 'heuristic',
    choose(ctx: AgentContext): Answer {
      if (ctx.options.length === 1) return ctx.options[0];
      const quick = dbsAnswerWithoutView(ctx.prompt, ctx.options);
      if (quick) return quick;
      const v = ctx.view() as DBSView;
      // The agent registry hands this agent DBS decisions only.
      if (v?.game !== 'dbs') throw new Error(`the DBS heuristic was asked about "${ctx.prompt}" of another game`);
      return dbsHeuristicAnswer(v, ctx.seat, ctx.prompt, ctx.options, tuning);
    },
  };
}
