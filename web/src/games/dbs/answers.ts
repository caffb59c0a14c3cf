// Turns a DBS decision's legal answers into clicks and labels (the same Plan shape the Vanguard board
// uses): play / charge / counter / combo a hand card by clicking it; attack by clicking the attacker
// then the Leader or Battle card it attacks; activate a skill by clicking its card (several skills on
// one card: click it, then choose among the buttons); pick a card on the board, in the hand, or — drop,
// warp, under a card, a deck search — in the decision panel's strip. Energy payments, [Auto] order,
// yes/no, pass, done and end are buttons. Every answer gets a readable label for "All choices".
import { handKey, type Plan, type TargetKey } from '../../answers.ts';
import type { CardDb } from '../../cardDb.ts';
import { humanize } from '../../prompts.ts';
import type { Answer, Seat } from '../../types.ts';
import { type DBSView, type DbsCardInfo, faceSkills, isDbsCard, locateDbs, shownName } from './model.ts';
import { DBS_AREAS } from './prompts.ts';

export const dcardKey = (id: number): TargetKey => `dcard:${id}`;

interface AnyAnswer extends Answer {
  card?: number;
  index?: number;
  from?: string;
  onto?: number[];
  attacker?: number;
  target?: number;
  groups?: number[];
  i?: number;
  area?: string;
  reduce?: boolean;
  source?: number;
  n?: number;
}

export interface DbsNamer {
  db: CardDb;
  code(id: number): string | undefined;
}

function info(n: DbsNamer, code: string | undefined): DbsCardInfo | undefined {
  const c = code ? n.db[code] : undefined;
  return isDbsCard(c) ? c : undefined;
}

/** A card's name as this seat knows it (a Leader by the side it shows). */
function nameOf(v: DBSView, me: Seat, n: DbsNamer, id: number): string {
  const at = locateDbs(v, me, id);
  const code = at.card?.code ?? n.code(id);
  if (!code) return 'a card';
  return shownName(info(n, code), code, at.card?.flipped);
}

function withPower(v: DBSView, me: Seat, n: DbsNamer, id: number): string {
  const at = locateDbs(v, me, id);
  const name = nameOf(v, me, n, id);
  const whose = at.seat === undefined || at.seat === me ? '' : 'opponent’s ';
  const power = at.card?.power;
  return `${whose}${name}${power !== undefined ? ` (${power})` : ''}`;
}

/**
 * "Rest 1 red + 2 blue/red energy": each group by the colours the rules give its cards now, as the view's decision
 * carries them (`energyGroups`, in the order `groups` counts), never by the printed colours (an effect may add one).
 */
function payLabel(v: DBSView, groups: number[]): string {
  const colours = v.decision?.energyGroups ?? [];
  const parts = groups
    .map((k, i) => (k > 0 ? `${k} ${colours[i]?.join('/') ?? `group ${i + 1}`}` : ''))
    .filter(Boolean);
  return `Rest ${parts.join(' + ') || 'no'} energy`;
}

function skillLine(n: DbsNamer, code: string | undefined, index: number, flipped?: boolean): string | null {
  const c = info(n, code);
  return faceSkills(c?.text)[flipped ? 1 : 0]?.[index] ?? null;
}

/** One legal DBS answer as a short English phrase for seat `me` deciding `prompt`. Never raw JSON. */
export function dbsAnswerLabel(answer: Answer, prompt: string, v: DBSView, n: DbsNamer, me: Seat): string {
  const a = answer as AnyAnswer;
  switch (a.t) {
    case 'pass':
      if (prompt === 'dbs.charge') return 'Charge no energy';
      if (prompt === 'dbs.counterTiming') return 'No counter';
      if (prompt === 'dbs.offence' || prompt === 'dbs.defence') return 'Pass (no more combos)';
      return 'Pass';
    case 'end':
      return 'End your turn';
    case 'done':
      if (prompt === 'dbs.redraw') return 'Done: redraw the returned cards (none: keep)';
      if (prompt === 'dbs.search') return 'Take nothing';
      return 'Done';
    case 'yes':
    case 'no': {
      const yes = a.t === 'yes';
      if (prompt === 'dbs.burst') return yes ? 'Use [Burst]' : "Don't";
      if (prompt === 'dbs.blocker') return yes ? 'Block with [Blocker]' : "Don't block";
      if (prompt === 'dbs.may' || prompt === 'dbs.opponentMay') return yes ? 'Yes, do it' : "No, don't";
      if (prompt === 'dbs.drawUpTo') return yes ? 'Draw a card' : 'Stop drawing';
      return yes ? 'Yes' : 'No';
    }
    case 'number':
      if (prompt === 'dbs.loopCount')
        return a.n === 0 ? 'Stop the loop now' : `${a.n} more time${a.n === 1 ? '' : 's'}`;
      return String(a.n);
    case 'play':
      return `Play ${nameOf(v, me, n, a.card!)}`;
    case 'energy':
      return `Charge ${nameOf(v, me, n, a.card!)} as energy`;
    case 'combo': {
      const code = locateDbs(v, me, a.card!).card?.code ?? n.code(a.card!);
      const c = info(n, code);
      return `Combo ${nameOf(v, me, n, a.card!)}${c?.comboPower ? ` (+${c.comboPower})` : ''}`;
    }
    case 'attack':
      return `Attack ${withPower(v, me, n, a.target!)} with ${withPower(v, me, n, a.attacker!)}`;
    case 'activate': {
      const at = locateDbs(v, me, a.card!);
      const code = at.card?.code ?? n.code(a.card!);
      const line = skillLine(n, code, a.index ?? 0, at.card?.flipped);
      const onto = a.onto?.length ? ` onto ${a.onto.map((id) => nameOf(v, me, n, id)).join(', ')}` : '';
      return `Use ${nameOf(v, me, n, a.card!)}${onto}: ${line ?? `skill ${(a.index ?? 0) + 1}`}`;
    }
    case 'counter': {
      const code = locateDbs(v, me, a.card!).card?.code ?? n.code(a.card!);
      const line = skillLine(n, code, a.index ?? 0);
      return `Counter with ${nameOf(v, me, n, a.card!)}${a.reduce ? ' (reduced cost)' : ''}${line ? `: ${line}` : ''}`;
    }
    case 'pay':
      return payLabel(v, a.groups ?? []);
    case 'replacement':
      return `Apply ${typeof a.source === 'number' ? `${nameOf(v, me, n, a.source)}'s` : 'the'} replacement`;
    case 'life':
      return `Life card ${(a.i ?? 0) + 1} from the top`;
    case 'option':
      return `Option ${(a.i ?? 0) + 1}`;
    case 'auto':
      return `Resolve waiting skill ${(a.i ?? 0) + 1}`;
    case 'area':
      return `Put it into the ${DBS_AREAS[a.area!] ?? a.area}`;
    case 'card': {
      const at = locateDbs(v, me, a.card!);
      const name = withPower(v, me, n, a.card!);
      if (prompt === 'dbs.redraw') return `Return ${name} to redraw`;
      if (prompt === 'dbs.swap') return `Swap in ${name}`;
      if (prompt === 'dbs.search' || prompt === 'dbs.deckTopUnder') return `Take ${name}`;
      if (prompt.startsWith('dbs.cost.')) return `Pay with ${name}`;
      if (prompt === 'dbs.discard') return `Discard ${name}`;
      if (prompt === 'dbs.handToEnergy') return `Put ${name} into your Energy Area`;
      if (prompt === 'dbs.fromDrop') return `Take ${name} from the drop area`;
      if (prompt === 'dbs.ownBattleToDrop') return `Put ${name} into the drop area`;
      if (prompt === 'dbs.chooseLifeCard') return `Take ${name} from your Life`;
      if (prompt === 'dbs.bottomOrder') return `Next to the bottom: ${name}`;
      const where = at.area === 'under' ? `under ${at.over ? nameOf(v, me, n, at.over.id) : 'a card'}` : '';
      const zone = ['drop', 'warp', 'removed', 'energy', 'combo'].includes(at.area) ? DBS_AREAS[at.area] : where;
      return `${name}${zone ? ` (${zone})` : ''}`;
    }
    default: {
      const parts = Object.entries(a)
        .filter(([k]) => k !== 't')
        .map(([k, x]) => (typeof x === 'number' && k === 'card' ? nameOf(v, me, n, x) : `${humanize(k)} ${String(x)}`));
      return parts.length ? `${humanize(a.t)}: ${parts.join(', ')}` : humanize(a.t);
    }
  }
}

const MOVE_ON = new Set(['pass', 'done', 'no', 'end']);

/** The click that names card `id`: a hand card, a card on the board, or else a pick in the panel. */
function cardPath(v: DBSView, me: Seat, id: number, plan: Plan, n: DbsNamer): void {
  const at = locateDbs(v, me, id);
  if (at.area === 'hand') plan.paths.push([handKey(id)]);
  else if (['leader', 'battle', 'combo', 'energy'].includes(at.area)) plan.paths.push([dcardKey(id)]);
  else plan.pick = { id, code: at.card?.code ?? n.code(id) };
}

/** Every legal answer of the pending DBS decision, planned for the deciding seat `me`. */
export function planDbsDecision(v: DBSView, me: Seat, n: DbsNamer): Plan[] {
  const d = v.decision;
  if (!d?.options) return [];
  return d.options.map((answer, index) => {
    const a = answer as AnyAnswer;
    const plan: Plan = { index, answer, label: dbsAnswerLabel(answer, d.prompt, v, n, me), paths: [] };
    if (MOVE_ON.has(a.t)) plan.moveOn = true;
    switch (a.t) {
      case 'play':
      case 'energy':
      case 'combo':
      case 'counter':
      case 'card':
        cardPath(v, me, a.card!, plan, n);
        break;
      case 'activate':
        // A skill used from the hand onto cards (evolve-like) is still chosen by its card; the label names the rest.
        cardPath(v, me, a.card!, plan, n);
        break;
      case 'attack':
        plan.paths.push([dcardKey(a.attacker!), dcardKey(a.target!)]);
        break;
      default:
        break;
    }
    // A card only shown in the panel is a pick; a card that cannot be drawn anywhere stays a button.
    if (plan.pick && !plan.pick.code) delete plan.pick;
    return plan;
  });
}
