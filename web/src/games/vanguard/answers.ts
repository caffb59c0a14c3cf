// Turns a Vanguard decision's legal answers into clicks (the Plan shape of web/src/answers.ts): each answer gets a
// readable label and the board targets that choose it (a hand card, a circle, a damage card, a card shown in the
// decision panel), one or two clicks long (call: hand card, then circle). Answers with no board target (yes/no, pass,
// order, which ability resolves first, anything unknown) become buttons. Every answer always has a label, so the
// "all choices" list can answer any decision even if the board mapping misses one.
import { handKey, type Plan, type TargetKey } from '../../answers.ts';
import { cardName, type CardCodes } from '../../cardDb.ts';
import { humanize } from '../../prompts.ts';
import type { Answer, Seat } from '../../types.ts';
import { abilityLine, type VgCardDb } from './cardInfo.ts';
import { circleName, circleShort, SUB_ACTION_NAMES } from './prompts.ts';
import type { CardView, Circle, HiddenCardView, VGView } from './view.ts';

export const unitKey = (seat: Seat, circle: string): TargetKey => `unit:${seat}:${circle}`;
export const damageKey = (seat: Seat, id: number): TargetKey => `damage:${seat}:${id}`;

/** The fields answers carry (each kind uses a few). */
interface AnyAnswer extends Answer {
  card?: number;
  /** The hand card paying a G guardian's cost. */
  cost?: number;
  circle?: string;
  seat?: Seat;
  a?: string;
  b?: string;
  order?: string[];
  source?: number;
  index?: number;
  /** VGD 17.5: how a Prison's call is paid. */
  pay?: string;
}

const BEHIND: Record<string, string> = { FL: 'BL', VC: 'BC', FR: 'BR' };

function other(seat: Seat): Seat {
  return seat === 0 ? 1 : 0;
}

function topUnit(v: VGView, seat: Seat, circle: string): CardView | undefined {
  const cards = v.players[seat].field[circle as Circle] as (CardView | HiddenCardView)[] | undefined;
  const u = cards?.[cards.length - 1];
  return u && 'code' in u ? u : undefined;
}

/** Where a card with this id is, as far as this seat can see. */
function whereIs(v: VGView, me: Seat, id: number): { zone: string; card?: CardView } {
  const p = v.players[me];
  if (Array.isArray(p.hand)) {
    const c = p.hand.find((h) => h.id === id);
    if (c) return { zone: 'hand', card: c };
  }
  for (const zone of ['damage', 'soul', 'drop', 'bind', 'trigger', 'removed'] as const) {
    const c = p[zone].find((x) => x.id === id);
    if (c) return { zone, card: c };
  }
  for (const [circle, cards] of Object.entries(p.field)) {
    const c = (cards as (CardView | HiddenCardView)[]).find((x) => 'id' in x && (x as CardView).id === id);
    if (c) return { zone: circle, card: c as CardView };
  }
  // VGD 4.9, 4.10: the ride deck; the order area and zone; the G zone (VG2 4.8).
  for (const [zone, cards] of [
    ['rideDeck', [...(p.rideDeckDown ?? []), ...(p.rideDeckUp ?? [])]],
    ['orderArea', p.orderArea ?? []],
    ['orderZone', p.orderZone ?? []],
    ['gzone', [...(p.gzoneDown ?? []), ...p.gzoneUp]],
  ] as const) {
    const c = cards.find((x) => x.id === id);
    if (c) return { zone, card: c };
  }
  const look = v.decision?.looking?.find((x) => x.id === id);
  if (look) return { zone: 'looking', card: look };
  return { zone: 'unknown' };
}

export interface Namer {
  db: VgCardDb;
  codes: CardCodes;
}

function nameOf(n: Namer, id: number): string {
  return cardName(n.db, n.codes.get(id));
}

function statsOf(n: Namer, id: number): string {
  const code = n.codes.get(id);
  const c = code ? n.db[code] : undefined;
  return c ? `${c.name} (grade ${c.grade}, ${c.power})` : 'a card';
}

function unitText(v: VGView, n: Namer, seat: Seat, circle: string): string {
  const u = topUnit(v, seat, circle);
  if (!u) return `the ${circleName(circle)}`;
  // The unit's power is the view's (the rules' number, never the printed one); a locked card has none (VG2 10.22.3).
  const power = u.power === undefined ? '' : `, ${u.power}`;
  return `${cardName(n.db, u.code)} (${circleShort(circle)}${power})`;
}

function shieldOf(n: Namer, code: string | undefined): string {
  const s = code ? n.db[code]?.shield : null;
  return s === null || s === undefined ? 'no shield' : `shield ${s}`;
}

/** One legal answer as a short English phrase, for the seat `me` deciding `prompt`. Never raw JSON. */
export function answerLabel(answer: Answer, prompt: string, v: VGView, n: Namer, me: Seat): string {
  const a = answer as AnyAnswer;
  const opp = other(me);
  switch (a.t) {
    case 'pass':
      if (prompt === 'vg.ride') return "Don't ride";
      if (prompt === 'vg.main') return 'End main phase';
      if (prompt === 'vg.guard') return 'No more guards';
      return 'Pass';
    case 'done':
      if (prompt === 'vg.mulligan') return 'Done: keep the rest';
      if (prompt === 'vg.guardBatch' || prompt === 'vg.guardMore') return 'Done: put the guardians down';
      return 'Done';
    case 'none':
      if (prompt === 'vg.handAbility') return 'Use none';
      if (prompt === 'vg.chooseUnit') return 'Choose no more';
      if (prompt === 'vg.engorge') return 'Stop choosing: retire the chosen units';
      if (prompt === 'vg.callFromSoul') return 'Stop calling';
      if (prompt === 'vg.callCards') return 'Call no more cards';
      return 'Take nothing';
    case 'yes':
    case 'no': {
      const yes = a.t === 'yes';
      if (prompt === 'vg.attack') return yes ? 'Attack' : 'End battle phase';
      if (prompt === 'vg.boost') {
        const back = v.battle?.attacker ? BEHIND[v.battle.attacker.circle] : undefined;
        return yes ? `Boost with ${back ? unitText(v, n, me, back) : 'the unit behind'}` : "Don't boost";
      }
      if (prompt === 'vg.gAssist') return yes ? 'Use G assist' : "Don't use G assist";
      if (prompt === 'vg.payCost') return yes ? 'Pay the cost' : "Don't pay";
      if (prompt === 'vg.optional') return yes ? 'Use it' : "Don't use it";
      if (prompt === 'vg.mayDraw') return yes ? 'Draw a card' : "Don't draw";
      if (prompt === 'vg.drawUpTo') return yes ? 'Draw a card' : 'Stop drawing';
      if (prompt === 'vg.lookUpTo') return yes ? 'Look at the next card' : 'Stop looking';
      if (prompt === 'vg.replace') return yes ? 'Apply it' : "Don't apply it";
      return yes ? 'Yes' : 'No';
    }
    case 'ride':
      return `Ride ${statsOf(n, a.card!)}`;
    case 'playOrder': // VGD 9.9.2.3, 10.5.1.2.5
      return `Play the order ${nameOf(n, a.card!)}`;
    case 'prisonCall': // VGD 17.5: a Prison's [CONT] for its master's opponent
      return a.pay === 'soulBlast'
        ? 'Soul Blast 1: call an imprisoned card'
        : 'Counter Blast 1: call two imprisoned cards';
    case 'call':
      return `Call ${nameOf(n, a.card!)} to ${circleShort(a.circle!)}`;
    case 'swap': {
      const side = (c: string) => {
        const u = topUnit(v, me, c);
        return `${circleShort(c)}${u ? ` (${cardName(n.db, u.code)})` : ''}`;
      };
      return `Swap ${side(a.a!)} and ${side(a.b!)}`;
    }
    case 'guard': {
      const code = n.codes.get(a.card!);
      return `Guard with ${cardName(n.db, code)} (${shieldOf(n, code)})`;
    }
    case 'gGuardian': {
      const code = n.codes.get(a.card!);
      return `G guardian ${cardName(n.db, code)} (${shieldOf(n, code)}), discarding ${nameOf(n, a.cost!)}`;
    }
    case 'intercept': {
      const u = topUnit(v, me, a.circle!);
      return `Intercept with ${u ? cardName(n.db, u.code) : 'the unit'} (${shieldOf(n, u?.code)})`;
    }
    case 'circle': {
      const c = a.circle!;
      if (prompt === 'vg.attacker') return `Attack with ${unitText(v, n, me, c)}`;
      if (prompt === 'vg.target') return `Attack ${unitText(v, n, opp, c)}`;
      // A trigger's bonus may go to a unit the player dominates on the opponent's field (VG2 10.35.2).
      const on = a.seat ?? me;
      const whose = on === me ? '' : "opponent's ";
      if (prompt === 'vg.triggerCritical') return `+1 critical to ${whose}${unitText(v, n, on, c)}`;
      if (prompt === 'vg.triggerPower') return `Power to ${whose}${unitText(v, n, on, c)}`;
      if (prompt === 'vg.triggerStand') return `Stand ${whose}${unitText(v, n, on, c)}`;
      return unitText(v, n, me, c);
    }
    case 'unit': {
      const seat = a.seat ?? me;
      if (prompt === 'vg.callTo') return `Call it to ${circleShort(a.circle!)}`;
      if (prompt === 'vg.moveTo') return `Move it to ${circleShort(a.circle!)}`;
      return `${seat === me ? 'Your' : "Opponent's"} ${unitText(v, n, seat, a.circle!)}`;
    }
    case 'order':
      return `${(a.order ?? []).map((s) => SUB_ACTION_NAMES[s] ?? humanize(s)).join(', then ')}`;
    case 'card': {
      const what = statsOf(n, a.card!);
      if (prompt === 'vg.firstVanguard') return `First vanguard: ${what}`;
      if (prompt === 'vg.mulligan') return `Return ${nameOf(n, a.card!)} to the deck`;
      if (prompt === 'vg.gAssistSearch' || prompt === 'vg.search' || prompt === 'vg.lookTake') return `Take ${what}`;
      if (prompt === 'vg.searchDrop') return `Take ${what}`;
      if (prompt === 'vg.callCards') return `Call ${what}`;
      if (prompt === 'vg.orderRest') return `Put ${nameOf(n, a.card!)} back next`;
      if (prompt === 'vg.gAssistRemove') return `Remove ${nameOf(n, a.card!)} from the game`;
      if (prompt === 'vg.heal' || prompt === 'vg.rescue') return `Heal ${nameOf(n, a.card!)}`;
      if (prompt === 'vg.rideFromSoul') return `Ride ${what} from the soul`;
      if (prompt === 'vg.cost.counterBlast') return `Counter Blast ${nameOf(n, a.card!)}`;
      if (prompt === 'vg.cost.soulBlast') return `Soul Blast ${nameOf(n, a.card!)}`;
      if (prompt === 'vg.cost.discard') return `Discard ${nameOf(n, a.card!)}`;
      if (prompt === 'vg.counterCharge') return `Turn ${nameOf(n, a.card!)} face up`;
      if (prompt === 'vg.handToDeck') return `Put ${nameOf(n, a.card!)} into the deck`;
      return what;
    }
    case 'act': {
      const code = n.codes.get(a.card!);
      const text = abilityLine(n.db, code, a.index ?? 0);
      return `Use ${cardName(n.db, code)}: ${text ?? 'its ability'}`;
    }
    case 'handWindow':
      return 'Your hand: abilities that may be used now';
    case 'auto': {
      const code = n.codes.get(a.source!);
      const text = abilityLine(n.db, code, a.index ?? 0);
      return `Resolve ${cardName(n.db, code)}: ${text ?? 'its ability'}`;
    }
    default:
      return genericLabel(a, v, n, me);
  }
}

/** An answer kind this client does not know: its name and each field in words. */
function genericLabel(a: AnyAnswer, v: VGView, n: Namer, me: Seat): string {
  const parts: string[] = [];
  for (const [k, value] of Object.entries(a)) {
    if (k === 't') continue;
    if (typeof value === 'number' && (k === 'card' || k === 'source' || k === 'id')) parts.push(nameOf(n, value));
    else if (typeof value === 'string' && circleName(value) !== value)
      parts.push(topUnit(v, me, value) ? unitText(v, n, me, value) : circleShort(value));
    else if (Array.isArray(value)) parts.push(value.map((x) => humanize(String(x))).join(', '));
    else if (k === 'seat') parts.push(value === me ? 'you' : 'opponent');
    else parts.push(`${humanize(k).toLowerCase()} ${String(value)}`);
  }
  const head = humanize(a.t);
  return parts.length ? `${head}: ${parts.join(', ')}` : head;
}

/** Where the seat can click to choose a card id: the hand, the damage zone, or the decision panel's strip. */
function cardPaths(v: VGView, me: Seat, id: number, plan: Plan, n: Namer): void {
  const where = whereIs(v, me, id);
  if (where.zone === 'hand') plan.paths.push([handKey(id)]);
  else if (where.zone === 'damage') plan.paths.push([damageKey(me, id)]);
  else if (where.card && where.zone.length <= 3) plan.paths.push([unitKey(me, where.zone)]);
  // Only the damage zone has cards lying face down that still matter (Counter Blast); deck cards are just unseen.
  else
    plan.pick = {
      id,
      code: where.card?.code ?? n.codes.get(id),
      faceDown: where.zone === 'damage' && where.card?.faceDown,
    };
}

const MOVE_ON = new Set(['pass', 'done', 'no', 'none']);

/** Every legal answer of the pending decision, planned for the deciding seat `me`. */
export function planDecision(v: VGView, me: Seat, n: Namer): Plan[] {
  const d = v.decision;
  if (!d?.options) return [];
  const opp = other(me);
  return d.options.map((answer, index) => {
    const a = answer as AnyAnswer;
    const plan: Plan = { index, answer, label: answerLabel(answer, d.prompt, v, n, me), paths: [] };
    if (MOVE_ON.has(a.t)) plan.moveOn = true;
    switch (a.t) {
      case 'call':
        plan.paths.push([handKey(a.card!), unitKey(me, a.circle!)]);
        break;
      case 'ride':
      case 'guard':
      case 'playOrder':
        // A card from the hand is clicked there; one from elsewhere (the VGD ride deck, 9.4.1) is a button.
        if (whereIs(v, me, a.card!).zone === 'hand') plan.paths.push([handKey(a.card!)]);
        break;
      case 'swap':
        // VG2 6.6.1.2.3: exchanging rear-guards in a column plays no card.
        plan.playsNothing = true;
        plan.paths.push([unitKey(me, a.a!), unitKey(me, a.b!)], [unitKey(me, a.b!), unitKey(me, a.a!)]);
        break;
      case 'intercept':
        plan.paths.push([unitKey(me, a.circle!)]);
        break;
      case 'circle':
        // `seat`: a trigger's unit the player dominates on the opponent's field (VG2 10.35.2).
        plan.paths.push([unitKey(d.prompt === 'vg.target' ? opp : (a.seat ?? me), a.circle!)]);
        break;
      case 'unit':
        plan.paths.push([unitKey(a.seat ?? me, a.circle!)]);
        break;
      case 'card':
        cardPaths(v, me, a.card!, plan, n);
        break;
      case 'act': {
        const where = whereIs(v, me, a.card!);
        if (where.zone === 'hand') plan.paths.push([handKey(a.card!)]);
        else if (where.zone.length === 2) plan.paths.push([unitKey(me, where.zone)]);
        break;
      }
      default:
        // An unknown kind naming a card or a circle can still be clicked on the board; its button stays too.
        if (typeof a.card === 'number' && !['order', 'auto'].includes(a.t)) cardPaths(v, me, a.card, plan, n);
    }
    return plan;
  });
}
