// The heuristic Buddyfight agent: rules of thumb over this seat's view only (BFView) and the legal answers, with the
// printed card data and ability trees (public) for costs, sizes and what a spell or 【Act】 does. Stateless and
// deterministic, so the search agent can use it as its rollout policy and opponent model.
//
// Rules of thumb, by decision:
// - charge (BF-Start 3.2): Charge & Draw every turn while the deck is not short, charging the card missed least (a card
//   the flag does not allow first, BF-Setup world restriction; then spare copies and weak monsters);
// - main phase (BF-Main): equip an item when none is equipped; a Buddy Call rather than the same call without the
//   gift (BF-Call 3.2: +1 life, once); calls that make the field stronger within size 3 (BF-RC 3), counting what the
//   resolution check would drop; spells and 【Act】s whose effects are worth their cost (destroy the best opposing
//   monster, draw, charge, damage, life when low), never one that can do nothing now;
// - attacks (BF-Atk 2.1–2.2): the fighter when nothing guards it (each attacker alone, so one nullify stops less),
//   else the opponent's center monster with the fewest attackers whose power reaches its defense (a link attack when
//   one is not enough), else a monster one attacker destroys; never into a survivor with [Counterattack];
// - [Counter] (BF-PT) and replies: nullify or destroy an attack that would cost life we cannot spare or a monster of
//   size 1 or more; buff our monster in battle when it turns the battle; answer an opposing call or cast of weight
//   with a nullify; draw/charge/life spells at the end of the opponent's turn;
// - final phase (BF-Fin 1.1, BF-Q15): an impact whenever it can be cast (its conditions already ask for a finish);
// - choices: the opponent's strongest card for an effect that can take it, else our own card in battle or our
//   strongest; the card we miss least for discards and the size limit; [Soulguard] always; "you may pay" always
//   (it is only asked when payable, and declining would leave the 【Act】 offered again for nothing).
import type { Answer, Seat } from '../../../core/types.ts';
import type { Agent, AgentContext } from '../../../ai/agent.ts';
import type { Cost, Effect, Filter } from '../abilities/dsl.ts';
import { scriptOf } from '../abilities/registry.ts';
import { cardByCode } from '../cards/cardPool.ts';
import type { CardRecord } from '../cards/cardRecord.ts';
import type { BFView, CardView, PlayerView } from '../view.ts';

type Opt = Answer & {
  card?: number;
  area?: string;
  ids?: number[];
  target?: number;
  ability?: number;
  n?: number;
};

const AREAS = ['left', 'center', 'right'] as const;

// ------------------------------------------------------------------------------------------ card data

function rec(code: string): CardRecord | undefined {
  return cardByCode(code);
}

function gaugeCost(code: string): number {
  let n = 0;
  for (const c of scriptOf(code).cost ?? []) if (c.k === 'gauge') n += c.n;
  return n;
}

/** What a monster is worth on the field (power, defense and above all critical), from its current or printed stats. */
function monsterValue(c: { code: string; power?: number; defense?: number; critical?: number }): number {
  const r = rec(c.code);
  const power = c.power ?? r?.power ?? 0;
  const defense = c.defense ?? r?.defense ?? 0;
  const critical = c.critical ?? r?.critical ?? 0;
  return power / 5000 + defense / 10000 + critical * 0.9;
}

/** BF-Setup world restriction: whether the fighter's flag lets them use this card. */
function usable(me: PlayerView, code: string): boolean {
  const flag = me.flag[0] ? rec(me.flag[0].code) : undefined;
  const c = rec(code);
  if (!flag || !c) return false;
  const world = (c.world ?? '').toLowerCase();
  if (world === 'generic') return true;
  if ((flag.worlds ?? []).some((w) => w.toLowerCase() === world)) return true;
  return (flag.allowsAttributes ?? []).some((a) => (c.attributes ?? []).some((x) => x.includes(a)));
}

/** How much we would miss a hand card (higher: keep it). */
function keepValue(me: PlayerView, code: string): number {
  const r = rec(code);
  if (!r || !usable(me, code)) return -1;
  if (r.type === 'monster') return 0.5 + monsterValue({ code }) * 0.5;
  if (r.type === 'impact') return 2;
  if (r.type === 'item') return 1.6;
  return scriptOf(code).counter ? 1.5 : 1.2;
}

// ------------------------------------------------------------------------------------------ view reading

interface Ctx {
  v: BFView;
  seat: Seat;
  me: PlayerView;
  opp: PlayerView;
  hand: CardView[];
  options: readonly Opt[];
}

function monsters(p: PlayerView): CardView[] {
  return [...p.left, ...p.center, ...p.right];
}

function find(x: Ctx, id: number | undefined): { card: CardView; mine: boolean; zone: string } | undefined {
  if (id === undefined) return undefined;
  for (const [p, mine] of [
    [x.me, true],
    [x.opp, false],
  ] as const) {
    for (const zone of ['left', 'center', 'right', 'item', 'drop', 'buddy', 'spell', 'play'] as const)
      for (const c of p[zone]) if (c.id === id) return { card: c, mine, zone };
  }
  for (const c of x.hand) if (c.id === id) return { card: c, mine: true, zone: 'hand' };
  return undefined;
}

function sizeOf(code: string): number {
  return rec(code)?.size ?? 0;
}

/** The opposing attack in progress, if any, and what it would do (BF-Atk 3.1). */
interface Threat {
  toFighter: boolean;
  damage: number;
  /** Our attacked monster and whether the attack destroys it. */
  target?: CardView;
  destroys: boolean;
  power: number;
}

function threat(x: Ctx): Threat | null {
  const b = x.v.battle;
  if (!b || b.attackerSeat === x.seat || b.nullified) return null;
  const attackers = b.attackers.map((id) => find(x, id)?.card).filter((c): c is CardView => !!c);
  const power = attackers.reduce((n, c) => n + (c.power ?? 0), 0);
  if (b.target === null) {
    const damage = attackers.reduce((n, c) => n + (c.critical ?? 0), 0);
    return { toFighter: true, damage, destroys: false, power };
  }
  const target = find(x, b.target)?.card;
  return { toFighter: false, damage: 0, target, destroys: !!target && power >= (target.defense ?? 0), power };
}

/** How much a threat costs us if nothing stops it. */
function threatWeight(x: Ctx, t: Threat): number {
  if (t.toFighter) {
    if (t.damage >= x.me.life) return 100;
    const after = x.me.life - t.damage;
    return t.damage * (after <= 4 ? 1.5 : 0.7);
  }
  return t.destroys && t.target ? 0.5 + monsterValue(t.target) : 0;
}

// ------------------------------------------------------------------------------------------ effects and costs

/** Cards of a side a filter could choose now, read from the view (a close reading of characteristics.ts `matching`). */
function filterCards(x: Ctx, f: Filter): { card: CardView; mine: boolean }[] {
  const sides: [PlayerView, boolean][] =
    f.side === 'you'
      ? [[x.me, true]]
      : f.side === 'opponent'
        ? [[x.opp, false]]
        : [
            [x.me, true],
            [x.opp, false],
          ];
  const out: { card: CardView; mine: boolean }[] = [];
  const b = x.v.battle;
  for (const [p, mine] of sides) {
    const pool = f.from === 'drop' ? p.drop : f.type === 'item' ? p.item : monsters(p);
    for (const c of pool) {
      const r = rec(c.code);
      if (!r) continue;
      if (f.from === 'drop' && r.type !== (f.type === 'item' ? 'item' : 'monster')) continue;
      const size = r.size ?? 0;
      if (f.maxSize !== undefined && size > f.maxSize) continue;
      if (f.minSize !== undefined && size < f.minSize) continue;
      if (f.maxPower !== undefined && (c.power ?? r.power ?? 0) > f.maxPower) continue;
      if (f.maxDefense !== undefined && (c.defense ?? r.defense ?? 0) > f.maxDefense) continue;
      if (f.attribute && !(r.attributes ?? []).includes(f.attribute)) continue;
      if (f.inBattle && !(b && (b.attackers.includes(c.id) || b.target === c.id))) continue;
      out.push({ card: c, mine });
    }
  }
  return out;
}

function costWeight(x: Ctx, costs: readonly Cost[]): number {
  let w = 0;
  for (const c of costs) {
    if (c.k === 'gauge') w += 0.35 * c.n;
    else if (c.k === 'life') w += c.n * (x.me.life - c.n <= 4 ? 1.6 : 0.8);
    else if (c.k === 'discard') w += 0.9 * c.n;
    else if (c.k === 'soulToDrop') w += 0.6 * c.n;
  }
  return w;
}

/** What resolving these effects now is worth to us (negative: harmful or wasted). */
function effectsWorth(x: Ctx, effects: readonly Effect[], self?: CardView): number {
  let w = 0;
  for (const e of effects) w += effectWorth(x, e, self);
  return w;
}

function effectWorth(x: Ctx, e: Effect, self?: CardView): number {
  const t = threat(x);
  switch (e.k) {
    case 'destroy': {
      let best = 0;
      for (const { card, mine } of filterCards(x, e.target)) {
        if (mine) continue;
        let v = 0.8 + monsterValue(card);
        // Destroying an attacker stops its attack (BF-Atk 2.6).
        if (t && x.v.battle?.attackers.includes(card.id)) v += threatWeight(x, t);
        // The opposing center guards their fighter (BF-Atk 2.2).
        if (x.v.turnPlayer === x.seat && x.opp.center.some((c) => c.id === card.id)) v += 1;
        best = Math.max(best, v);
      }
      return best;
    }
    case 'destroyAll': {
      let w = 0;
      for (const { card, mine } of filterCards(x, e.filter)) w += (mine ? -1 : 1) * (0.8 + monsterValue(card));
      return w;
    }
    case 'draw':
      return x.me.deck > e.n + 3 ? 1.1 * e.n : -5;
    case 'gainLife':
      return e.n * (x.me.life <= 5 ? 1.4 : 0.6);
    case 'damage':
      return e.n >= x.opp.life ? 100 : 1.3 * e.n;
    case 'charge':
      return x.me.deck > e.n + 3 ? 0.5 * e.n : -5;
    case 'nullifyAttack':
      return t ? threatWeight(x, t) + 0.1 : -1;
    case 'buff': {
      const b = x.v.battle;
      const cands =
        e.target === 'self'
          ? self
            ? [{ card: self, mine: true }]
            : []
          : filterCards(x, e.target).filter((c) => c.mine);
      if (!b) {
        // Before attacking: a pass past the opposing center is worth it when the center blocks us.
        if (e.pastCenter) return x.opp.center.length > 0 && self && !self.rested ? 0.8 : -1;
        return x.v.turnPlayer === x.seat && x.v.phase === 'main' && e.until === 'turn' && e.critical ? 0.6 : -1;
      }
      let best = -1;
      for (const { card } of cands) {
        const inBattle = b.attackers.includes(card.id) || b.target === card.id;
        if (!inBattle) continue;
        if (b.attackerSeat === x.seat) {
          // We attack: power to reach the target's defense, critical against the fighter.
          if (b.target === null) best = Math.max(best, (e.critical ?? 0) * (x.opp.life <= 4 ? 1.5 : 0.8));
          else {
            const target = find(x, b.target)?.card;
            const mine = b.attackers.map((id) => find(x, id)?.card?.power ?? 0).reduce((n, p) => n + p, 0);
            const need = target?.defense ?? 0;
            if (target && mine < need && mine + (e.power ?? 0) >= need)
              best = Math.max(best, 0.8 + monsterValue(target));
          }
        } else if (t && !t.toFighter && t.destroys && b.target === card.id) {
          // Our monster is attacked: defense that makes it survive.
          if (t.power < (card.defense ?? 0) + (e.defense ?? 0)) best = Math.max(best, threatWeight(x, t));
        }
      }
      return best;
    }
    case 'discardHand':
      return -0.9 * (x.hand.length - 1);
    case 'mayPay':
      return Math.max(0, effectsWorth(x, e.then, self) - costWeight(x, e.cost));
    case 'attackWithIt':
      return 0.5;
    case 'toSoul':
      return -0.5;
    case 'dropToHand':
      return e.targets.reduce((n, f) => n + (filterCards(x, f).some((c) => c.mine) ? 0.9 : 0), 0);
    case 'noPenetrate':
      return t ? 0.3 : -0.5;
    case 'rest':
      // Resting an opponent's card keeps it from attacking this turn; resting one's own is a price, not a gain.
      return filterCards(x, e.target).some((c) => !c.mine) ? 0.4 : 0;
    case 'centerSoulsToDrop':
      return 0;
    case 'nullifyCast':
      return answeredWeight(x);
    case 'search':
      return 1;
    default:
      return 0.3; // an effect kind this agent does not read yet: mildly useful
  }
}

/** What the opposing card being used (in their play zone) is worth stopping. */
function answeredWeight(x: Ctx): number {
  let best = -1;
  for (const c of x.opp.play) {
    const r = rec(c.code);
    if (!r) continue;
    if (r.type === 'monster') best = Math.max(best, (r.size ?? 0) >= 2 ? monsterValue(c) : -0.5);
    else if (r.type === 'impact') best = Math.max(best, 4);
    else best = Math.max(best, 1.2 + gaugeCost(c.code) * 0.4);
  }
  return best;
}

/** What using (casting or 【Act】ing) is worth: the effects minus the costs. */
function useWorth(x: Ctx, o: Opt): number {
  if (o.t === 'act') {
    const f = find(x, o.card);
    const act = f ? scriptOf(f.card.code).acts?.[o.ability ?? 0] : undefined;
    if (!act) return -1;
    // 【Act】s with nothing to pay could be used again and again: only those that destroy (their targets run out).
    const paid = act.effects.some((e) => e.k === 'mayPay' || e.k === 'destroy');
    if (!paid) return -1;
    return effectsWorth(x, act.effects, f!.card);
  }
  const c = find(x, o.card);
  if (!c) return -1;
  const sc = scriptOf(c.card.code);
  const n = o.t === 'castTogether' ? (o.n ?? 1) : 1;
  return effectsWorth(x, sc.effects ?? []) * n - costWeight(x, sc.cost ?? []) * n;
}

// ------------------------------------------------------------------------------------------ decisions

function charge(x: Ctx): Opt {
  const no = x.options.find((o) => o.t === 'noCharge') ?? x.options[0];
  if (x.me.deck <= 6) return no;
  let best: Opt | null = null;
  let bestV = Number.POSITIVE_INFINITY;
  for (const o of x.options) {
    if (o.t !== 'charge') continue;
    const c = find(x, o.card)?.card;
    if (!c) continue;
    const copies = x.hand.filter((h) => h.code === c.code).length;
    const v = keepValue(x.me, c.code) - (copies > 1 ? 0.4 : 0);
    if (v < bestV) {
      bestV = v;
      best = o;
    }
  }
  return best ?? no;
}

/** The field's worth after `code` is called into `area`, counting what the resolution check drops (BF-RC 2–3). */
function fieldAfterCall(x: Ctx, code: string, area: string): number {
  const kept: { code: string; v: number; size: number }[] = [];
  for (const a of AREAS) {
    if (a === area) continue;
    for (const c of x.me[a]) kept.push({ code: c.code, v: monsterValue(c), size: sizeOf(c.code) });
  }
  let size = sizeOf(code) + kept.reduce((n, k) => n + k.size, 0);
  kept.sort((p, q) => p.v - q.v);
  // BF-RC 3: the owner drops monsters other than the one just placed; the weakest go first.
  while (size > 3 && kept.length > 0) size -= kept.shift()!.size;
  return monsterValue({ code }) + kept.reduce((n, k) => n + k.v, 0) + (size <= 3 ? 0 : -100);
}

function fieldNow(x: Ctx): number {
  return monsters(x.me).reduce((n, c) => n + monsterValue(c), 0);
}

function callWorth(x: Ctx, o: Opt): number {
  const c = find(x, o.card)?.card;
  if (!c) return -1;
  const sc = scriptOf(c.code);
  let w = fieldAfterCall(x, c.code, o.area!) - fieldNow(x);
  // A monster in the center guards our fighter (BF-Atk 2.2); the sides are free to attack past nothing.
  if (o.area === 'center' && x.me.center.length === 0) w += 0.6;
  // "When this card enters": its automatic effects.
  for (const a of sc.autos ?? []) if (a.when === 'enters') w += effectsWorth(x, a.effects) * 0.8;
  if (o.t === 'buddyCall') w += 1.2; // BF-Call 3.2: the Buddy Gift
  return w - (o.t === 'buddyCall' ? 0 : costWeight(x, sc.cost ?? []));
}

function main(x: Ctx): Opt {
  const pass = x.options.find((o) => o.t === 'pass') ?? x.options[0];
  let best: Opt = pass;
  let bestV = 0.25;
  for (const o of x.options) {
    let v = -1;
    if (o.t === 'equip') {
      const c = find(x, o.card)?.card;
      v = x.me.item.length === 0 && c ? 1 + monsterValue(c) - costWeight(x, scriptOf(c.code).cost ?? []) : -1;
    } else if (o.t === 'call' || o.t === 'buddyCall') v = callWorth(x, o);
    else if (o.t === 'cast' || o.t === 'castTogether' || o.t === 'act') v = useWorth(x, o);
    if (v > bestV) {
      bestV = v;
      best = o;
    }
  }
  return best;
}

/** Impacts (BF-Fin 1.1) and other final-phase uses: whenever worth their cost. */
function finalUse(x: Ctx): Opt {
  return main(x);
}

/** [Counter] timings and replies: use only what answers the moment (an attack, a use), or pure gain at turn end. */
function counterUse(x: Ctx): Opt {
  const pass = x.options.find((o) => o.t === 'pass') ?? x.options[0];
  const endOfTheirTurn = x.v.turnPlayer !== x.seat && x.v.step === 'final 5.1';
  let best: Opt = pass;
  let bestV = 0.3;
  for (const o of x.options) {
    if (o.t !== 'cast' && o.t !== 'castTogether' && o.t !== 'act') continue;
    const c = find(x, o.card)?.card;
    if (!c) continue;
    const effects =
      o.t === 'act' ? (scriptOf(c.code).acts?.[o.ability ?? 0]?.effects ?? []) : (scriptOf(c.code).effects ?? []);
    // A pure resource spell (draw, charge, life) waits for the end of the opponent's turn.
    const answers = effects.some((e) =>
      ['destroy', 'destroyAll', 'nullifyAttack', 'buff', 'nullifyCast', 'noPenetrate', 'damage'].includes(e.k),
    );
    if (!answers && !endOfTheirTurn) continue;
    const v = useWorth(x, o);
    if (v > bestV) {
      bestV = v;
      best = o;
    }
  }
  return best;
}

type AttackOpt = Opt & { ids: number[] };

function attackerCards(x: Ctx, o: AttackOpt): CardView[] {
  return o.ids.map((id) => find(x, id)?.card).filter((c): c is CardView => !!c);
}

function attack(x: Ctx): Opt {
  const no = x.options.find((o) => o.t === 'noAttack');
  const opts = x.options.filter((o): o is AttackOpt => o.t === 'attack' || o.t === 'attackFighter');
  // The fighter, when it can be reached: the single attacker with the most critical first.
  let best: Opt | null = null;
  let bestV = Number.NEGATIVE_INFINITY;
  for (const o of opts) {
    if (o.t !== 'attackFighter' || o.ids.length !== 1) continue;
    const v = attackerCards(x, o).reduce((n, c) => n + (c.critical ?? 0), 0);
    if (v > bestV) {
      bestV = v;
      best = o;
    }
  }
  if (best && bestV > 0) return best;
  // Else a monster: the center first (it guards the fighter), with the fewest attackers that destroy it.
  bestV = Number.NEGATIVE_INFINITY;
  for (const o of opts) {
    if (o.t !== 'attack') continue;
    const target = find(x, o.target)?.card;
    if (!target) continue;
    const cards = attackerCards(x, o);
    const power = cards.reduce((n, c) => n + (c.power ?? 0), 0);
    // BF-Atk 3.1.1: it would survive (and a [Counterattack] monster would destroy an attacker, 3.2.2).
    if (power < (target.defense ?? 0)) continue;
    const center = x.opp.center.some((c) => c.id === target.id);
    // A monster only one link attack can destroy is worth it for the center alone.
    if (!center && cards.length > 1) continue;
    const spent = cards.reduce((n, c) => n + monsterValue(c), 0);
    const v = monsterValue(target) + (center ? 3 : 0) - spent * 0.3 - (power - (target.defense ?? 0)) / 50000;
    if (v > bestV) {
      bestV = v;
      best = o;
    }
  }
  if (best) return best;
  // A link at the fighter (items with no critical alone, for instance), when nothing better.
  for (const o of opts) if (o.t === 'attackFighter') return o;
  return no ?? x.options[0];
}

function forcedAttack(x: Ctx): Opt {
  const fighter = x.options.find((o) => o.t === 'attackFighter');
  if (fighter) return fighter;
  let best: Opt | null = null;
  let bestV = Number.NEGATIVE_INFINITY;
  for (const o of x.options as AttackOpt[]) {
    if (o.t !== 'attack') continue;
    const target = find(x, o.target)?.card;
    if (!target) continue;
    const power = attackerCards(x, o).reduce((n, c) => n + (c.power ?? 0), 0);
    const v = (power >= (target.defense ?? 0) ? 10 : 0) + monsterValue(target);
    if (v > bestV) {
      bestV = v;
      best = o;
    }
  }
  return best ?? x.options[0];
}

/** A chosen card for an effect: the opponent's strongest (center first), else our card in battle or strongest. */
function target(x: Ctx): Opt {
  let best: Opt | null = null;
  let bestV = Number.NEGATIVE_INFINITY;
  const b = x.v.battle;
  for (const o of x.options) {
    if (o.t !== 'target') continue;
    const f = find(x, o.card);
    if (!f) continue;
    let v = f.zone === 'drop' ? keepValue(x.me, f.card.code) : monsterValue(f.card);
    if (!f.mine) v += 100 + (f.zone === 'center' ? 1 : 0) + (b?.attackers.includes(f.card.id) ? 2 : 0);
    else if (b && (b.attackers.includes(f.card.id) || b.target === f.card.id)) v += 50;
    if (v > bestV) {
      bestV = v;
      best = o;
    }
  }
  return best ?? x.options[0];
}

/** The card we miss least: discards (hand) and the size limit (field). */
/**
 * "Discard any number, then destroy that many": one more discard while the opponent still has a monster the
 * discards have not paid for and the hand keeps three cards; the options shrink as cards go, so this stops.
 */
function discardAny(x: Ctx): Opt {
  const done = x.options.find((o) => o.t === 'done') ?? x.options[0];
  // The cards chosen so far stay in the hand until Done: the hand minus the cards still offered.
  const handLeft = x.options.filter((o) => o.t === 'discard').length;
  const discarded = x.hand.length - handLeft;
  if (monsters(x.opp).length > discarded && handLeft > 3)
    return leastValued({ ...x, options: x.options.filter((o) => o.t === 'discard') });
  return done;
}

/** An effect's call from the hand: the strongest monster, into an empty area where there is one. */
function strongestCall(x: Ctx): Opt {
  let best = x.options[0];
  let bestV = Number.NEGATIVE_INFINITY;
  for (const o of x.options) {
    const c = find(x, o.card)?.card;
    const area = (o as Opt & { area?: 'left' | 'center' | 'right' }).area;
    const v = (c ? monsterValue(c) : 0) - (area && x.me[area].length > 0 ? 2 : 0);
    if (v > bestV) {
      bestV = v;
      best = o;
    }
  }
  return best;
}

function leastValued(x: Ctx): Opt {
  let best: Opt | null = null;
  let bestV = Number.POSITIVE_INFINITY;
  for (const o of x.options) {
    if (o.card === undefined) continue;
    const f = find(x, o.card);
    const v = !f ? 100 : f.zone === 'hand' ? keepValue(x.me, f.card.code) : monsterValue(f.card);
    if (v < bestV) {
      bestV = v;
      best = o;
    }
  }
  return best ?? x.options[0];
}

/** A deck search: the strongest monster, else the first found. */
function search(x: Ctx): Opt {
  const looking = x.v.decision?.looking ?? [];
  let best: Opt | null = null;
  let bestV = Number.NEGATIVE_INFINITY;
  for (const o of x.options) {
    if (o.t !== 'search') continue;
    const c = looking.find((l) => l.id === o.card);
    const v = c ? monsterValue(c) : 0;
    if (v > bestV) {
      bestV = v;
      best = o;
    }
  }
  return best ?? x.options[0];
}

/** BF-KW[Move]: the fighter under attack fills an empty center to guard itself; the turn fighter stays. */
function move(x: Ctx): Opt {
  const no = x.options.find((o) => o.t === 'noMove') ?? x.options[0];
  if (x.v.turnPlayer === x.seat || x.me.center.length > 0) return no;
  return x.options.find((o) => o.t === 'move' && o.area === 'center') ?? no;
}

/** BF-Atk 3.2.2: [Counterattack] destroys the strongest attacker it can. */
function counterattack(x: Ctx): Opt {
  let best = x.options[0];
  let bestV = Number.NEGATIVE_INFINITY;
  for (const o of x.options) {
    const c = find(x, o.card)?.card;
    const v = c ? monsterValue(c) : 0;
    if (v > bestV) {
      bestV = v;
      best = o;
    }
  }
  return best;
}

/** The answer for prompts that need no view (the search's rollouts skip building one), or null. */
export function bfAnswerWithoutView(prompt: string, options: readonly Answer[]): Answer | null {
  if (options.length === 1) return options[0];
  switch (prompt) {
    case 'bf.soulguard': // BF-KW[Soulguard]: a soul card for the monster is always the better trade
      return options.find((o) => o.t === 'soulguard') ?? options[0];
    case 'bf.mayPay': // asked only when payable; declining would leave the same 【Act】 offered again
      return options.find((o) => o.t === 'pay') ?? options[0];
    case 'bf.bottomOrder': // the revealed cards go under the deck: their order there seldom matters
      return options[0];
    default:
      return null;
  }
}

export function bfHeuristicAnswer(v: BFView, seat: Seat, prompt: string, options: readonly Answer[]): Answer {
  const quick = bfAnswerWithoutView(prompt, options);
  if (quick) return quick;
  const me = v.players[seat];
  const x: Ctx = {
    v,
    seat,
    me,
    opp: v.players[seat === 0 ? 1 : 0],
    hand: typeof me.hand === 'number' ? [] : me.hand,
    options: options as readonly Opt[],
  };
  switch (prompt) {
    case 'bf.charge':
      return charge(x);
    case 'bf.use.main':
      return main(x);
    case 'bf.use.final':
      return finalUse(x);
    case 'bf.use.counter':
    case 'bf.reply':
      return counterUse(x);
    case 'bf.attack':
      return attack(x);
    case 'bf.attackTarget':
      return forcedAttack(x);
    case 'bf.target':
      return target(x);
    case 'bf.discardCost':
    case 'bf.sizeLimit':
      return leastValued(x);
    case 'bf.search':
      return search(x);
    case 'bf.move':
      return move(x);
    case 'bf.counterattack':
      return counterattack(x);
    case 'bf.discardAny':
      return discardAny(x);
    case 'bf.callFromHand':
      return strongestCall(x);
    default:
      // A prompt this agent does not know yet (a new card's): the first answer, which the rules list first.
      return options[0];
  }
}

export function bfHeuristicAgent(): Agent {
  return {
    name: 'heuristic',
    choose(ctx: AgentContext): Answer {
      const quick = bfAnswerWithoutView(ctx.prompt, ctx.options);
      if (quick) return quick;
      const v = ctx.view() as BFView;
      // The agent registry hands this agent Buddyfight decisions only.
      if (v?.game !== 'buddyfight')
        throw new Error(`the Buddyfight heuristic was asked about "${ctx.prompt}" of another game`);
      return bfHeuristicAnswer(v, ctx.seat, ctx.prompt, ctx.options);
    },
  };
}
