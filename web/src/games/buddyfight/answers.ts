// Turns a Buddyfight decision's legal answers into clicks and labels (the Plan shape every board uses): call a monster
// by clicking it in the hand, then the lit position (left, center, right); Buddy Call by clicking the buddy zone, then
// the position; cast a spell, equip an item, charge or discard by clicking the hand card; use an [Act] by clicking its
// card; attack by clicking the attacker, then a monster or the opponent fighter; link attack (BF-Atk 2.2) by clicking
// the link chip that names the attackers, then the target; [Move] by clicking the monster, then the open area; choose
// a target on the board, or in the decision panel's strip when it is in a drop zone, a soul or the deck. Pay or
// decline, [Soulguard], pass and "no more attacks" are buttons. Every answer gets an English label for "All choices".
import { handKey, type Plan, type TargetKey } from '../../answers.ts';
import type { CardDb } from '../../cardDb.ts';
import { humanize } from '../../prompts.ts';
import type { Answer, Seat } from '../../types.ts';
import { actLine, type BfCardInfo, type BfView, isBfCard, locateBf } from './model.ts';
import { BF_ZONES } from './prompts.ts';

/** A card on the board (a monster, item, spell, flag or buddy-zone card). */
export const bcardKey = (id: number): TargetKey => `bcard:${id}`;
/** A monster area (BF-Mat⑤–⑦): where a call or a [Move] puts a monster. */
export const areaKey = (seat: Seat, area: string): TargetKey => `barea:${seat}:${area}`;
/** A fighter, as the target of an attack (BF-Atk 2.2). */
export const fighterKey = (seat: Seat): TargetKey => `bfighter:${seat}`;
/** A link attack's attackers (BF-Atk 2.2), drawn as a chip on the board while attacks are chosen. */
export const linkKey = (ids: number[]): TargetKey => `blink:${ids.join('+')}`;

export function linkIds(key: TargetKey): number[] {
  return key.startsWith('blink:') ? key.slice(6).split('+').map(Number) : [];
}

interface AnyAnswer extends Answer {
  card?: number;
  area?: string;
  ids?: number[];
  target?: number;
  ability?: number;
  n?: number;
}

export interface BfNamer {
  db: CardDb;
  code(id: number): string | undefined;
}

function info(n: BfNamer, code: string | undefined): BfCardInfo | undefined {
  const c = code ? n.db[code] : undefined;
  return isBfCard(c) ? c : undefined;
}

function codeOf(v: BfView, me: Seat, n: BfNamer, id: number): string | undefined {
  return locateBf(v, me, id).card?.code ?? n.code(id);
}

/** A card's name as this seat knows it ("a card" when it never saw it). */
function nameOf(v: BfView, me: Seat, n: BfNamer, id: number): string {
  const code = codeOf(v, me, n, id);
  if (!code) return 'a card';
  return info(n, code)?.name ?? code;
}

/** A card with whose it is and, on the field, the numbers that matter for the choice. */
function described(v: BfView, me: Seat, n: BfNamer, id: number, stat?: 'power' | 'defense'): string {
  const at = locateBf(v, me, id);
  const whose = at.seat === undefined || at.seat === me ? '' : 'opponent’s ';
  const value = stat ? at.card?.[stat] : undefined;
  const where = at.zone === 'drop' || at.zone === 'soul' ? ` (${BF_ZONES[at.zone]})` : '';
  return `${whose}${nameOf(v, me, n, id)}${value !== undefined ? ` (${stat} ${value})` : ''}${where}`;
}

function attackers(v: BfView, me: Seat, n: BfNamer, ids: number[]): string {
  return ids.map((id) => described(v, me, n, id, 'power')).join(' + ');
}

/** One legal Buddyfight answer as a short English phrase for seat `me` deciding `prompt`. Never raw JSON. */
export function bfAnswerLabel(answer: Answer, prompt: string, v: BfView, n: BfNamer, me: Seat): string {
  const a = answer as AnyAnswer;
  switch (a.t) {
    case 'pass':
      if (prompt === 'bf.use.main') return 'Pass: go to the attack phase';
      if (prompt === 'bf.use.final') return 'Pass';
      return 'Pass (no [Counter])';
    case 'noCharge':
      return 'Charge nothing';
    case 'charge':
      return `Charge ${nameOf(v, me, n, a.card!)} and draw`;
    case 'call':
      return `Call ${nameOf(v, me, n, a.card!)} to the ${BF_ZONES[a.area!] ?? a.area}`;
    case 'buddyCall':
      return `Buddy Call ${nameOf(v, me, n, a.card!)} to the ${BF_ZONES[a.area!] ?? a.area} (+1 life)`;
    case 'cast':
      return `Cast ${nameOf(v, me, n, a.card!)}`;
    case 'castTogether':
      return `Cast ${a.n} × ${nameOf(v, me, n, a.card!)} at once`;
    case 'equip':
      return `Equip ${nameOf(v, me, n, a.card!)}`;
    case 'act': {
      const line = actLine(info(n, codeOf(v, me, n, a.card!))?.text, a.ability ?? 0);
      return `Use ${nameOf(v, me, n, a.card!)}: ${line ?? `[Act] ${(a.ability ?? 0) + 1}`}`;
    }
    case 'attack':
      return `${(a.ids?.length ?? 0) > 1 ? 'Link attack' : 'Attack'} ${described(v, me, n, a.target!, 'defense')} with ${attackers(v, me, n, a.ids ?? [])}`;
    case 'attackFighter':
      return `${(a.ids?.length ?? 0) > 1 ? 'Link attack' : 'Attack'} your opponent with ${attackers(v, me, n, a.ids ?? [])}`;
    case 'noAttack':
      return 'No more attacks';
    case 'move':
      return `Move ${nameOf(v, me, n, a.card!)} to the ${BF_ZONES[a.area!] ?? a.area}`;
    case 'noMove':
      return 'Stay (no move)';
    case 'target':
      return `Target ${described(v, me, n, a.card!, 'power')}`;
    case 'noTarget':
      return prompt === 'bf.search' ? 'Take nothing' : 'No target';
    case 'search':
      return `Take ${nameOf(v, me, n, a.card!)} from your deck`;
    case 'discard':
      return `Discard ${nameOf(v, me, n, a.card!)}`;
    case 'sizeDrop':
      return `Put ${nameOf(v, me, n, a.card!)} into the drop zone`;
    case 'callFromHand':
      return `Call ${nameOf(v, me, n, a.card!)} to the ${BF_ZONES[a.area!] ?? a.area}`;
    case 'bottom':
      return `Put ${nameOf(v, me, n, a.card!)} under your deck`;
    case 'done':
      return prompt === 'bf.discardAny' ? 'Done discarding' : 'Done';
    case 'counterattack':
      return `Destroy ${described(v, me, n, a.card!, 'defense')}`;
    case 'soulguard':
      return `Use [Soulguard]: keep ${nameOf(v, me, n, a.card!)}`;
    case 'pay':
      return 'Pay the cost';
    case 'decline':
      return prompt === 'bf.soulguard' ? 'Let it be destroyed' : "Don't pay";
    default: {
      const parts = Object.entries(a)
        .filter(([k]) => k !== 't')
        .map(([k, x]) => (typeof x === 'number' && k === 'card' ? nameOf(v, me, n, x) : `${humanize(k)} ${String(x)}`));
      return parts.length ? `${humanize(a.t)}: ${parts.join(', ')}` : humanize(a.t);
    }
  }
}

const MOVE_ON = new Set(['pass', 'noCharge', 'noAttack', 'noMove', 'noTarget', 'decline', 'done']);
const BOARD_ZONES = new Set(['flag', 'buddy', 'left', 'center', 'right', 'item', 'spell']);

/** The click that names card `id`: a hand card, a card on the board, or else a pick in the panel. */
function cardPath(v: BfView, me: Seat, id: number, plan: Plan, n: BfNamer): void {
  const at = locateBf(v, me, id);
  if (at.zone === 'hand') plan.paths.push([handKey(id)]);
  else if (BOARD_ZONES.has(at.zone)) plan.paths.push([bcardKey(id)]);
  else plan.pick = { id, code: at.card?.code ?? n.code(id) };
}

/** Every legal answer of the pending Buddyfight decision, planned for the deciding seat `me`. */
export function planBfDecision(v: BfView, me: Seat, n: BfNamer): Plan[] {
  const d = v.decision;
  if (!d?.options) return [];
  const opp: Seat = me === 0 ? 1 : 0;
  const calls = new Set(
    d.options.filter((o) => o.t === 'call').map((o) => `${(o as AnyAnswer).card}:${(o as AnyAnswer).area}`),
  );
  // BF-Call 1.3: the buddy zone card stands for the Buddy Call; the first hand card that can make it is the one.
  const buddy = v.players[me].buddy[0];
  const buddyCaller = (d.options.find((o) => o.t === 'buddyCall') as AnyAnswer | undefined)?.card;
  return d.options.map((answer, index) => {
    const a = answer as AnyAnswer;
    const plan: Plan = { index, answer, label: bfAnswerLabel(answer, d.prompt, v, n, me), paths: [] };
    if (MOVE_ON.has(a.t)) plan.moveOn = true;
    switch (a.t) {
      case 'call':
      case 'callFromHand':
        plan.paths.push([handKey(a.card!), areaKey(me, a.area!)]);
        break;
      case 'buddyCall':
        if (buddy && a.card === buddyCaller) plan.paths.push([bcardKey(buddy.id), areaKey(me, a.area!)]);
        if (!calls.has(`${a.card}:${a.area}`)) plan.paths.push([handKey(a.card!), areaKey(me, a.area!)]);
        break;
      case 'move':
        plan.paths.push([bcardKey(a.card!), areaKey(me, a.area!)]);
        break;
      case 'attack':
      case 'attackFighter': {
        const ids = a.ids ?? [];
        const first = ids.length === 1 ? bcardKey(ids[0]) : linkKey(ids);
        plan.paths.push([first, a.t === 'attack' ? bcardKey(a.target!) : fighterKey(opp)]);
        break;
      }
      case 'cast':
      case 'castTogether':
      case 'equip':
      case 'charge':
      case 'discard':
      case 'act':
      case 'target':
      case 'search':
      case 'sizeDrop':
      case 'counterattack':
      case 'bottom':
        cardPath(v, me, a.card!, plan, n);
        break;
      default:
        break;
    }
    // A card only shown in the panel is a pick; one this seat cannot name stays a button with its label.
    if (plan.pick && !plan.pick.code) delete plan.pick;
    return plan;
  });
}
