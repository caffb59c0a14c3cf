// Vanguard in terminal text, turning what one seat may know into words: the board (from `view(state, seat)`
// only), the event log (from `eventsFor(state, seat, from)`) and the numbered legal answers.
// Every card name comes from a card the seat has been shown; nothing here reads the game state.
import { abilitiesOf } from '../abilities/registry.ts';
import { abilityText } from '../abilities/text.ts';
import { cardByCode, PROTECT_CODE } from '../cards/cardPool.ts';
import type { CardRecord } from '../cards/cardRecord.ts';
import { CodeMemory, FieldMemory, type VgEvent, Voice } from '../narration.ts';
import type { CardView, HiddenCardView, PlayerView, VGView } from '../view.ts';
import { VG_PROMPT_TEXT } from '../promptText.ts';
import { reasonFor } from '../../seatWords.ts';
import type { Answer, GameEvent, Seat } from '../../../index.ts';

type Circle = 'VC' | 'FL' | 'FR' | 'BL' | 'BC' | 'BR' | 'GC' | `A${number}`;

export const CIRCLE_NAMES: Record<Circle, string> = {
  VC: 'vanguard circle',
  FL: 'front-left',
  FR: 'front-right',
  BL: 'back-left',
  BC: 'back-centre',
  BR: 'back-right',
  GC: 'guardian circle',
};

/** A circle's name; `A1`, `A2`, … are circles gained with Imaginary Gift: Accel (VG2 10.6.3.2). */
export function circleName(c: string | undefined): string {
  return CIRCLE_NAMES[c as Circle] ?? (c !== undefined && /^A\d+$/.test(c) ? `Accel circle ${c.slice(1)}` : `${c}`);
}

const PHASE_NAMES: Record<string, string> = {
  setup: 'setup',
  stand: 'stand phase',
  draw: 'draw phase',
  gAssist: 'draw phase (G assist step)',
  ride: 'ride phase',
  stride: 'ride phase (stride step)',
  main: 'main phase',
  start: 'battle phase: start step',
  attack: 'battle phase: attack step',
  guard: 'battle phase: guard step',
  drive: 'battle phase: drive step',
  damage: 'battle phase: damage step',
  close: 'battle phase: close step',
  end: 'end phase',
};

/** The shared prompt text, with the terminal's own wording where it differs from the browser's. */
const PROMPT_TEXT: Record<string, string> = {
  ...VG_PROMPT_TEXT,
  'vg.firstVanguard': 'Choose your first vanguard (a grade 0 from your deck, set face down).',
  'vg.mulligan': 'Mulligan: choose cards to return to the deck, one at a time, then Done.',
  'vg.gAssist': 'G assist: your hand has no card one grade above your vanguard.',
  'vg.gAssistSearch': 'G assist: you look at the top five cards of your deck.',
  'vg.stride':
    'Stride step: stride a G unit from your G zone onto your vanguard (or use an ultimate stride skill), or not.',
  'vg.strideCost': 'Stride cost: discard hand cards whose grades add up to 3 or more, then Done.',
  'vg.ride': 'Ride phase: ride a unit, or pass.',
  'vg.main': 'Main phase: call a unit, move rear-guards, or end the main phase.',
  'vg.target': 'Choose the unit to attack.',
  'vg.targetMore': 'This unit may attack more units: choose another unit to attack, or Done.',
  'vg.guardWhich': 'Choose which of the attacked units this guardian guards.',
  'vg.guard': 'Guard step: call a guardian (or a G guardian from the G zone) or intercept, one at a time, then pass.',
  'vg.guardBatch': 'Guard step: choose every guardian and interceptor, then Done; they are put down together.',
  'vg.guardMore':
    'Guard step: add more cards from your hand to this call, then Done; they are put on the guardian circle together.',
  'vg.cost.soulBlast': 'Soul Blast: choose a soul card to put into the drop zone.',
  'vg.cost.discard': 'Cost: choose a card to discard.',
  'vg.counterCharge': 'Choose a face-down damage card to turn face up.',
  'vg.giftForce': 'Imaginary Gift: Force: choose your vanguard circle or a rear-guard circle (+10000 in your turns).',
  'vg.declareName': 'Declare a card name for the ability.',
  'vg.declareGrade': 'Declare a grade for the ability.',
  'vg.rideChoose': 'Choose a card in your hand for the ability to ride.',
  'vg.rideOrder': 'Choose the card to ride next (the last one ridden stays your vanguard).',
  'vg.drawUpTo': 'Draw up to a number of cards, one at a time: draw another card?',
  'vg.lookUpTo': 'Look at up to a number of cards from the top of your deck, one at a time: look at the next one?',
};

// ---------------------------------------------------------------------------------------------
// Cards

export function cardName(code: string): string {
  return cardByCode(code)?.name ?? code;
}

function triggerText(c: CardRecord): string {
  return c.trigger ? `${c.trigger.kind} trigger` : '';
}

/** "G2 9000" */
function gradePower(c: CardRecord, power = c.power): string {
  // VG2 10.6.3.3: the Protect card's grade is "Protect", and it has no power (10.6.3.3.4).
  if (c.code === PROTECT_CODE) return 'grade Protect';
  return `G${c.grade} ${power}`;
}

/** "Blaster Blade (G2 9000, shield 5000, Intercept)" */
export function handCardText(code: string): string {
  const c = cardByCode(code);
  if (!c) return code;
  const parts = [gradePower(c), c.shield === null ? 'no shield' : `shield ${c.shield}`];
  const trig = triggerText(c);
  if (trig) parts.push(trig);
  if (c.sentinel) parts.push('Sentinel');
  for (const s of c.skills) parts.push(SKILL_NAMES[s] ?? s);
  return `${c.name} (${parts.join(', ')})`;
}

const SKILL_NAMES: Record<string, string> = {
  boost: 'Boost',
  intercept: 'Intercept',
  twinDrive: 'Twin Drive',
  tripleDrive: 'Triple Drive',
};

function truncate(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, width - 1)}…`;
}

function pad(text: string, width: number): string {
  const t = truncate(text, width);
  return t + ' '.repeat(width - t.length);
}

// ---------------------------------------------------------------------------------------------
// Names: which code each card id the seat has seen stands for, and who stands on which circle

/**
 * Follows one seat's event stream and views to name the cards it mentions (see narration.ts for what it
 * remembers and why).
 */
export class Narrator {
  private readonly codes = new CodeMemory();
  private readonly field = new FieldMemory();
  private readonly voice: Voice;
  private inBattle = false;

  constructor(readonly me: Seat) {
    this.voice = new Voice(me);
  }

  code(id: number): string | undefined {
    return this.codes.get(id);
  }

  name(id: number): string {
    const code = this.codes.get(id);
    return code ? cardName(code) : 'a card';
  }

  /** Remember every card the view shows. */
  learnView(v: VGView): void {
    this.codes.learnView(v);
  }

  private on(seat: Seat, circle: string): string {
    const code = this.field.codeOn(seat, circle);
    return code ? cardName(code) : 'the unit';
  }

  /** Render a batch of events (in log order) as short English lines; bookkeeping-only events give no line. */
  events(evts: GameEvent[]): string[] {
    const out: string[] = [];
    evts.forEach((e, i) => {
      const line = this.event(e as VgEvent, evts[i - 1] as VgEvent | undefined, evts[i + 1] as VgEvent | undefined);
      if (line) out.push(line);
    });
    return out;
  }

  private event(e: VgEvent, prev: VgEvent | undefined, next: VgEvent | undefined): string | null {
    const seat = e.seat ?? 0;
    const who = this.voice.who(seat);
    const v = (you: string, them: string) => this.voice.verb(seat, you, them);
    this.codes.learnEvents([e]);
    switch (e.t) {
      case 'move':
        return this.move(e, prev, next);
      case 'shuffle':
        return `${who} ${v('shuffle', 'shuffles')} ${this.voice.own(seat)} deck.`;
      case 'declare':
        return typeof e.declared === 'number'
          ? `${who} ${v('declare', 'declares')} grade ${e.declared}.`
          : `${who} ${v('declare', 'declares')} the card name "${e.declared}".`;
      case 'firstPlayer':
        return `${who} ${v('go', 'goes')} first.`;
      case 'mulligan':
        return e.count
          ? `${who} ${v('return', 'returns')} ${e.count} card${e.count === 1 ? '' : 's'} and ${v('draw', 'draws')} ${e.count}.`
          : `${who} ${v('keep', 'keeps')} ${this.voice.own(seat)} hand.`;
      case 'standUp':
        this.field.set(seat, 'VC', e.card!);
        return `Stand up! ${this.voice.whoseAtStart(seat)} vanguard is ${cardName(e.card!.code)}.`;
      case 'turn':
        this.inBattle = false;
        return `── Turn ${e.turn}: ${e.seat === this.me ? 'your' : "opponent's"}${e.extra ? ' extra' : ''} turn ──`;
      case 'extraTurn':
        return `${who} ${v('get', 'gets')} an extra turn after this one.`;
      case 'flip':
        // VG2 10.37.1: a Gyze card turns to its other side; face down, which side is hidden (12.10.5).
        return e.card
          ? `${who} ${v('flip', 'flips')} a card over: it is now ${cardName(e.card.code)}.`
          : `${who} ${v('flip', 'flips')} a face-down card over.`;
      case 'call':
        return `${who} ${v('call', 'calls')} ${cardName(e.card!.code)} to ${circleName(e.circle)}.`;
      case 'ride':
        if (e.superior) return null; // the soul → VC move line already said it
        return `${who} ${v('ride', 'rides')} ${cardName(e.card!.code)}.`;
      case 'battle':
        this.inBattle = true;
        return null;
      case 'attack': {
        const other: Seat = seat === 0 ? 1 : 0;
        // VG2 10.35: a dominated unit attacks from its original master's circle.
        const side = e.fromSeat ?? seat;
        const dominated = e.fromSeat === undefined ? '' : ', dominated,';
        const attacked = (e.targets ?? [e.target!]).map((c) => `${this.on(other, c)} (${c})`).join(' and ');
        return `${this.voice.whoseAtStart(side)} ${this.on(side, e.from!)} (${e.from})${dominated} attacks ${this.voice.whose(other)} ${attacked}.`;
      }
      case 'attackChanged': // VG2 10.20.1: e.seat is the attacked player
        return `The attack now targets ${this.voice.whose(seat)} ${e.targets!.map((c) => `${this.on(seat, c)} (${c})`).join(' and ')}.`;
      case 'boost':
        return `${this.on(seat, e.circle!)} (${e.circle}) boosts.`;
      case 'guard': {
        const c = cardByCode(e.card!.code);
        return `${who} ${v('guard', 'guards')} with ${cardName(e.card!.code)} (shield ${c?.shield ?? 0}).`;
      }
      case 'intercept': {
        const code = prev?.t === 'move' && prev.to === 'GC' ? prev.card?.code : undefined;
        return `${who} ${v('intercept', 'intercepts')} with ${code ? cardName(code) : 'a unit'} from ${circleName(e.circle)}.`;
      }
      case 'driveCheck':
        return `${this.voice.whoseAtStart(seat)} drive check: ${cardName(e.card!.code)}.`;
      case 'damageCheck':
        return `${this.voice.whoseAtStart(seat)} damage check: ${cardName(e.card!.code)}.`;
      case 'triggerCheck': {
        const kind = String(e.kind);
        if (e.nullified) return `(${kind} trigger icon, but trigger effects are nullified: no effect)`;
        return e.active
          ? `${kind[0].toUpperCase()}${kind.slice(1)} trigger!`
          : `(${kind} trigger icon, but no unit of its clan: no effect)`;
      }
      case 'modify': {
        const what = e.stat === 'critical' ? 'critical' : 'power';
        const until = e.until === 'battle' ? 'until end of battle' : 'until end of turn';
        return `${this.name(e.id!)} gets ${e.n! >= 0 ? '+' : ''}${e.n} ${what} ${until}.`;
      }
      case 'compare':
        return e.hit?.some(Boolean) ? 'The attack hits.' : 'The attack does not hit.';
      case 'damage':
        return `${who} ${v('take', 'takes')} ${e.amount} damage.`;
      case 'heal':
        return null; // the damage → drop move line already said it
      case 'stand':
        return this.inBattle ? `${this.name(e.id!)} stands.` : null;
      case 'reveal': {
        const names = (e.cards ?? []).map((c) => cardName(c.code));
        return e.zone === 'hand'
          ? `${who} ${v('reveal', 'reveals')} ${this.voice.own(seat)} hand: ${names.join('; ') || 'no cards'}.`
          : `${who} ${v('reveal', 'reveals')} ${names.join('; ')} from ${this.voice.own(seat)} ${e.zone === 'gzone' ? 'G zone' : e.zone === 'rideDeck' ? 'ride deck' : e.zone}.`;
      }
      case 'lock':
      case 'unlock':
        // The card on that circle is now another card (VG2 10.22.2, 10.24.2).
        if (e.card) this.field.set(seat, e.circle!, { id: e.newId ?? e.card.id, code: e.card.code });
        return `${this.voice.whoseAtStart(seat)} ${cardName(e.card!.code)} (${e.circle}) is ${e.t === 'lock' ? 'locked' : 'unlocked'}.`;
      case 'legion': {
        const l = e as VgEvent & { leader?: { code: string }; mate?: { code: string } };
        return `${this.voice.whoseAtStart(seat)} ${cardName(l.leader?.code ?? '')} and ${cardName(l.mate?.code ?? '')} form a legion.`;
      }
      case 'delete':
        return `${this.voice.whoseAtStart(seat)} vanguard ${cardName(e.card!.code)} is deleted (face down, no text, power reduced).`;
      case 'undelete':
        return `${this.voice.whoseAtStart(seat)} vanguard ${cardName(e.card!.code)} is turned face up and no longer deleted.`;
      case 'dominate':
        return `${this.voice.who(e.by ?? 0)} ${this.voice.verb(e.by ?? 0, 'dominate', 'dominates')} ${this.voice.whose(seat)} ${this.name(e.id!)}.`;
      case 'undominate':
        return `${this.name(e.id!)} is no longer dominated.`;
      case 'playAbility':
        // VG2 8.4.1: an ability played; one played from the hand keeps the card hidden from the opponent.
        return e.card
          ? `${who} ${v('play', 'plays')} an ability of ${cardName(e.card.code)}.`
          : `${who} ${v('play', 'plays')} an ability of a card in ${this.voice.own(seat)} hand.`;
      case 'payCost':
        return `${who} ${v('pay', 'pays')} the cost of ${cardName(e.card?.code ?? '')}.`;
      case 'retire':
        return `${cardName(e.card?.code ?? '')} is retired.`;
      case 'gameOver':
        return `Game over: ${reasonFor(String(e.reason), this.me)}.`;
      default:
        return null; // timing points, rest, battleEnd: bookkeeping
    }
  }

  private move(e: VgEvent, prev: VgEvent | undefined, next: VgEvent | undefined): string | null {
    const seat = e.seat ?? 0;
    const who = this.voice.who(seat);
    const v = (you: string, them: string) => this.voice.verb(seat, you, them);
    const from = e.from!;
    const to = e.to!;
    const code = e.card?.code;
    const name = code ? cardName(code) : 'a card';
    // Keep the copy of the field up to date, whatever is printed.
    this.field.move(e);
    const key = `${from}>${to}`;
    if (from === 'deck' && to === 'hand') {
      if (prev?.t === 'reveal' && prev.zone === 'deck')
        return `${who} ${v('add', 'adds')} it to ${this.voice.own(seat)} hand.`;
      return code ? `${who} ${v('draw', 'draws')} ${name}.` : `${who} ${v('draw', 'draws')} a card.`;
    }
    if (from === 'deck' && to === 'VC') {
      return code
        ? `${who} ${v('set', 'sets')} ${name} face down as ${this.voice.own(seat)} first vanguard.`
        : `${who} ${v('set', 'sets')} a first vanguard face down.`;
    }
    if (from === 'deck' && to === 'trigger') {
      if (next?.t === 'driveCheck' || next?.t === 'damageCheck') return null;
      return `${this.voice.whoseAtStart(seat)} damage check: ${name}.`;
    }
    // Covered by the call / ride / guard / intercept / mulligan line that follows.
    if (from === 'hand' && (to.length <= 3 || to === 'deck')) return null;
    if (to === 'GC') return null;
    if (key === 'VC>soul') return `${name} goes to ${this.voice.whose(seat)} soul.`;
    if (key === 'soul>VC') return `${who} ${v('ride', 'rides')} ${name} from ${this.voice.own(seat)} soul.`;
    if (key === 'trigger>hand') return `${name} goes to ${this.voice.whose(seat)} hand.`;
    if (key === 'trigger>damage') return `${name} goes to ${this.voice.whose(seat)} damage zone.`;
    if (key === 'damage>drop') return `${who} ${v('heal', 'heals')}: ${name} goes from damage to the drop.`;
    if (key === 'hand>removed') return `${who} ${v('remove', 'removes')} ${name} from the game.`;
    // VG2 10.28.2, 6.8.1.1.1: a stride, and a G unit going back to the G zone face up.
    if (key === 'gzone>VC') return `${who} ${v('stride', 'strides')} ${name}.`;
    if (to === 'gzone') return `${name} goes back to ${this.voice.whose(seat)} G zone face up.`;
    if (from === 'GC' && to === 'drop') return `Guardian ${name} goes to the drop.`;
    if (from.length <= 3 && to === 'drop') return `${name} (${from}) is retired.`;
    if (from.length <= 3 && to.length <= 3) return `${name} moves from ${from} to ${to}.`;
    return `${name} moves from ${this.voice.whose(seat)} ${from} to ${to}.`;
  }
}

// ---------------------------------------------------------------------------------------------
// The board

/** A circle's width on an 80-column terminal; a wider terminal gives each circle its share, so long names fit. */
const CELL = 26;
const MAX_CELL = 60;

/** The width of a circle's cell for a row of `cells` circles on a terminal `columns` wide (the 2-space margin and the gaps). */
export function cellWidth(columns: number, cells = 3): number {
  return Math.max(CELL, Math.min(MAX_CELL, Math.floor((columns - 2 - (cells - 1)) / cells)));
}

function unitLines(u: CardView | HiddenCardView | undefined, circle: string, me: Seat): [string, string] {
  if (!u) return [`${circle} ·`, ''];
  if (!('code' in u)) return [`${circle} (face down)`, ''];
  const c = cardByCode(u.code);
  const name = c?.name ?? u.code;
  // VG2 10.22.3: a locked card has no characteristics to show.
  if (u.locked) return [`${circle} ${name}`, '   locked'];
  const stats = c ? `G${c.grade} ${u.power ?? c.power} C${u.critical ?? c.critical}` : '';
  // VG2 10.26: a deleted vanguard (face down, its face public, 10.26.6); VG2 10.35.1.1: a dominated unit.
  const flags = [
    u.rested ? 'rested' : '',
    u.faceDown ? 'face down' : '',
    u.deleted ? 'deleted' : '',
    u.dominatedBy !== undefined ? `dominated by ${u.dominatedBy === me ? 'you' : 'your opponent'}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  // VG2 11.37.2, 11.34.1, 11.21–11.33: states that last until end of turn.
  const marks = [u.successful ? 'successful' : '', u.harmony ? 'harmony' : '', ...(u.states ?? [])]
    .filter(Boolean)
    .join(' ');
  return [`${circle} ${name}`, `   ${stats}${flags ? ` ${flags}` : ''}${marks ? ` ${marks}` : ''}`];
}

function row(p: PlayerView, circles: (Circle | '')[], me: Seat, columns: number): string[] {
  const width = cellWidth(columns, circles.length);
  const cells = circles.map((c): [string, string] => {
    if (c === '') return ['', '']; // under a gained circle, which has no back circle
    const cards = p.field[c];
    return unitLines(cards[cards.length - 1], c, me);
  });
  return [0, 1].map((line) => `  ${cells.map((cell) => pad(cell[line as 0 | 1], width)).join(' ')}`.trimEnd());
}

/**
 * VG2 10.6.3.2.2: the front row from left to right, gained circles included: odd gains left of it (the latest
 * outermost), even gains right of it.
 */
function frontRowOf(p: PlayerView): Circle[] {
  const gained = (p.gifts?.accel ?? []) as Circle[];
  const left = gained.filter((_, i) => i % 2 === 0).reverse();
  const right = gained.filter((_, i) => i % 2 === 1);
  return [...left, 'FL', 'VC', 'FR', ...right];
}

/** The back row, with a blank cell under each gained circle so the columns line up. */
function backRow(p: PlayerView): (Circle | '')[] {
  const n = p.gifts?.accel?.length ?? 0;
  const left = Math.ceil(n / 2);
  return [...Array<''>(left).fill(''), 'BL', 'BC', 'BR', ...Array<''>(n - left).fill('')];
}

function zoneNames(cards: CardView[]): string {
  return cards.map((c) => cardName(c.code) + (c.faceDown ? ' (face down)' : '')).join('; ');
}

/**
 * "Name (pile 1); Name (face down, pile 2); 1 face down (pile 2)": the bound cards this seat may see, then a count of
 * the opponent's face-down ones, which it may not (VG2 4.9.2.1), with the pile of each (VG2 4.9.3).
 */
function bindText(p: PlayerView): string {
  const parts = p.bind.map((c) => {
    const notes = [c.faceDown ? 'face down' : '', c.pile !== undefined ? `pile ${c.pile}` : ''].filter(Boolean);
    return cardName(c.code) + (notes.length ? ` (${notes.join(', ')})` : '');
  });
  const hidden = new Map<number | undefined, number>();
  for (const c of p.bindHidden ?? []) hidden.set(c.pile, (hidden.get(c.pile) ?? 0) + 1);
  for (const [pile, n] of hidden) parts.push(`${n} face down${pile !== undefined ? ` (pile ${pile})` : ''}`);
  return parts.join('; ');
}

function summary(p: PlayerView, label: string): string {
  const hand = Array.isArray(p.hand) ? p.hand.length : p.hand;
  const dmg = p.damage.length;
  const parts = [`deck ${p.deck}`, `hand ${hand}`, `soul ${p.soul.length}`, `drop ${p.drop.length}`, `damage ${dmg}`];
  const bound = p.bind.length + (p.bindHidden?.length ?? 0);
  if (bound) parts.push(`bind ${bound}`);
  if (p.removed.length) parts.push(`removed ${p.removed.length}`);
  let line = `${label}  ${parts.join('  ')}`;
  if (dmg) line += `\n  damage: ${zoneNames(p.damage)}`;
  if (p.soul.length) line += `\n  soul: ${zoneNames(p.soul)}`;
  if (bound) line += `\n  bind: ${bindText(p)}`;
  // VG2 4.11.2–4.11.3: the G zone's face-down cards are counted (named to their owner), face-up ones named.
  if (p.gzone) {
    const down = p.gzone - p.gzoneUp.length;
    line += `\n  G zone: ${down} face down${p.gzoneDown?.length ? ` (${zoneNames(p.gzoneDown)})` : ''}`;
    if (p.gzoneUp.length) line += `; face up: ${zoneNames(p.gzoneUp)}`;
  }
  // VGD 4.18.2, 4.18.5: the ride deck's face-down cards are counted (named to their owner), face-up ones named.
  if (p.rideDeck !== undefined) {
    line += `\n  ride deck: ${p.rideDeck} face down${p.rideDeckDown?.length ? ` (${zoneNames(p.rideDeckDown)})` : ''}`;
    if (p.rideDeckUp?.length) line += `; face up: ${zoneNames(p.rideDeckUp)}`;
  }
  // VGD 4.16.2, 4.17.2: the order area (an order resolving) and the order zone (set orders) are public.
  if (p.orderArea?.length) line += `\n  order area: ${zoneNames(p.orderArea)}`;
  if (p.orderZone?.length) line += `\n  order zone: ${zoneNames(p.orderZone)}`;
  if (p.prison?.length) line += `\n  imprisoned (the opponent's cards): ${zoneNames(p.prison)}`; // VGD 17.5.1.1
  // VG2 10.27: the heart cards under a strode G unit on VC.
  const hearts = p.field.VC.filter((c): c is CardView => 'heart' in c && c.heart === true);
  if (hearts.length) line += `\n  heart on VC: ${zoneNames(hearts)}`;
  // VG2 10.25: the Legion Mate shares the vanguard circle with the Legion Leader shown on VC.
  const mate = p.field.VC.find((c): c is CardView => 'legion' in c && c.legion === 'mate');
  if (mate) line += `\n  legion mate on VC: ${cardName(mate.code)} ${mate.power ?? ''}${mate.rested ? ' rested' : ''}`;
  // VG2 10.6.3.1, 10.6.3.3.1: imaginary gift markers are public.
  if (p.gifts) line += `\n  imaginary gifts: ${giftText(p.gifts)}`;
  return line;
}

/** "Force ×2 on VC, Force on FL; Protect cards in hand: 1" */
function giftText(g: NonNullable<PlayerView['gifts']>): string {
  // Each Force marker is +10000 for the unit on that circle during its master's turn.
  const parts = Object.entries(g.force ?? {}).map(([c, n]) => `Force${(n ?? 1) > 1 ? ` ×${n}` : ''} on ${c}`);
  // VG2 10.6.3.2: each gained circle is +10000 for the unit on it during its master's turn.
  if (g.accel) parts.push(`Accel circles: ${g.accel.join(' ')}`);
  if (g.protect) parts.push(`Protect cards in hand: ${g.protect}`);
  return parts.join(', ');
}

function guardians(p: PlayerView): string | null {
  const gc = p.field.GC;
  if (gc.length === 0) return null;
  const names = gc.map((g) => {
    if (!('code' in g)) return '(face down)';
    const c = cardByCode(g.code);
    // The view's shield is the one the battle counts (effects included, VG2 2.6), not the printed one.
    return `${c?.name ?? g.code} (shield ${g.shield ?? c?.shield ?? 0})`;
  });
  return `  guardian circle: ${names.join('; ')}`;
}

export function phaseName(phase: string): string {
  return PHASE_NAMES[phase] ?? phase;
}

/** The board from `me`'s seat: the opponent's field mirrored on top, mine below, then my hand. */
/** The board from `me`'s view, for a terminal `columns` wide (80 when unknown). */
export function renderBoard(v: VGView, me: Seat, columns = 80): string {
  const opp: Seat = me === 0 ? 1 : 0;
  const mine = v.players[me];
  const theirs = v.players[opp];
  const lines: string[] = [];
  const whoseTurn = v.turnPlayer === me ? 'your turn' : "opponent's turn";
  const first = v.firstPlayer === me ? 'you went first' : 'opponent went first';
  lines.push(
    v.turn === 0
      ? `=== Setup · ${v.format} ===`
      : `=== Turn ${v.turn} · ${phaseName(v.phase)} · ${whoseTurn} (${first}) · ${v.format} ===`,
  );
  // VG2 12.4.2: queued extra turns, the next first, then the regular turn they come before.
  if (v.nextTurns) {
    const turns = v.nextTurns.map((t) => `${t.seat === me ? 'your' : "opponent's"}${t.extra ? ' extra' : ''} turn`);
    lines.push(`Next: ${turns.join(', then ')}`);
  }
  lines.push(summary(theirs, 'OPPONENT'));
  // Mirrored: the opponent's back row is farthest away and their right is on my left.
  lines.push(...row(theirs, backRow(theirs).reverse(), me, columns));
  lines.push(...row(theirs, frontRowOf(theirs).reverse(), me, columns));
  const theirGuard = guardians(theirs);
  if (theirGuard) lines.push(theirGuard);
  lines.push(`  ${'-'.repeat(cellWidth(columns) * 3 + 2)}`);
  const myGuard = guardians(mine);
  if (myGuard) lines.push(myGuard);
  lines.push(...row(mine, frontRowOf(mine), me, columns));
  lines.push(...row(mine, backRow(mine), me, columns));
  lines.push(summary(mine, 'YOU'));
  const hand = Array.isArray(mine.hand) ? mine.hand : [];
  lines.push(`HAND (${hand.length})${hand.length ? ':' : ''}`);
  for (const c of hand) lines.push(`  - ${handCardText(c.code)}`);
  if (v.battle?.attacker) {
    // The numbers are the engine's (`view.battle.powers`, VG2 7.7.1.2): boost and guardians' shields counted once.
    const b = v.battle;
    const side = b.attackerSeat ?? v.turnPlayer; // VG2 10.35: a dominated unit attacks from the opponent's field
    const defender: Seat = v.turnPlayer === 0 ? 1 : 0;
    const shown = (n: number | null | undefined) => (n === null || n === undefined ? '—' : String(n));
    const atk = unitAt(v, side, b.attacker!.circle);
    const tgt = b.targets
      .map((t, i) => {
        const u = unitAt(v, defender, t.circle);
        return `${u ? cardName(u.code) : circleName(t.circle)} (${t.circle}, ${shown(b.powers?.targets[i])})`;
      })
      .join('; ');
    lines.push(
      `BATTLE ${b.number}: ${v.turnPlayer === me ? 'your' : "opponent's"} ${atk ? cardName(atk.code) : '?'} ` +
        `(${b.attacker!.circle}, ${shown(b.powers?.attacker)})` +
        `${b.booster ? ` boosted by ${b.booster.circle}` : ''}${tgt ? ` → ${tgt}` : ''}`,
    );
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Answers

function unitAt(v: VGView, seat: Seat, circle: string): CardView | undefined {
  const cards = v.players[seat].field[circle as Circle];
  const u = cards?.[cards.length - 1];
  return u && 'code' in u ? u : undefined;
}

function unitText(v: VGView, seat: Seat, circle: string): string {
  const u = unitAt(v, seat, circle);
  if (!u) return circleName(circle) ?? circle;
  return `${cardName(u.code)} (${circle}, ${u.power})`;
}

function cardText(names: Narrator, id: number): string {
  const code = names.code(id);
  if (!code) return `card #${id}`;
  const c = cardByCode(code);
  return c ? `${c.name} (${gradePower(c)})` : code;
}

interface AnyAnswer extends Answer {
  card?: number;
  /** The hand card paying a G guardian's cost. */
  cost?: number;
  circle?: string;
  a?: string;
  b?: string;
  order?: string[];
  /** VG2 10.23: a declared card name or grade. */
  name?: string;
  grade?: number;
  /** VGD 17.5: how a Prison's call is paid. */
  pay?: string;
}

/** One legal answer as a short English line, for the person at `me` deciding `prompt`. */
export function renderAnswer(answer: Answer, prompt: string, v: VGView, names: Narrator, me: Seat): string {
  const a = answer as AnyAnswer;
  const opp: Seat = me === 0 ? 1 : 0;
  switch (a.t) {
    case 'pass':
      if (prompt === 'vg.ride') return "Pass (don't ride)";
      if (prompt === 'vg.main') return 'Pass (end the main phase)';
      if (prompt === 'vg.guard') return 'Pass (no more guards)';
      return 'Pass';
    case 'done':
      if (prompt === 'vg.mulligan') return 'Done (keep the rest of the hand)';
      if (prompt === 'vg.guardBatch' || prompt === 'vg.guardMore') return 'Done (put the chosen guardians down)';
      if (prompt === 'vg.strideCost') return 'Done (discard the chosen cards and stride)';
      if (prompt === 'vg.targetMore') return 'Done (attack only the chosen units)';
      return 'Done';
    case 'none':
      if (prompt === 'vg.handAbility') return 'Use none';
      if (prompt === 'vg.stride') return "Don't stride";
      if (prompt === 'vg.engorge') return 'Stop choosing (retire the chosen units)';
      if (prompt === 'vg.callFromSoul') return 'Stop calling';
      if (prompt === 'vg.callCards') return 'Call no more cards';
      return 'Take nothing';
    case 'yes':
    case 'no': {
      const yes = a.t === 'yes';
      if (prompt === 'vg.attack') return yes ? 'Attack' : 'End the battle phase';
      if (prompt === 'vg.boost') {
        const b = v.battle;
        const back = b?.attacker ? ({ FL: 'BL', VC: 'BC', FR: 'BR' } as Record<string, string>)[b.attacker.circle] : '';
        return yes ? `Boost with ${back ? unitText(v, me, back) : 'the unit behind'}` : "Don't boost";
      }
      if (prompt === 'vg.gAssist') return yes ? 'Use G assist' : "Don't use G assist";
      if (prompt === 'vg.drawUpTo') return yes ? 'Draw a card' : 'Stop drawing';
      if (prompt === 'vg.lookUpTo') return yes ? 'Look at the next card' : 'Stop looking';
      return yes ? 'Yes' : 'No';
    }
    case 'ride':
      return `Ride ${cardText(names, a.card!)}`;
    case 'playOrder': // VGD 9.9.2.3, 10.5.1.2.5
      return `Play the order ${cardText(names, a.card!)}`;
    case 'prisonCall': // VGD 17.5: a Prison's [CONT] for its master's opponent
      return a.pay === 'soulBlast'
        ? 'Soul Blast (1): call one of your imprisoned cards'
        : 'Counter Blast (1): call two of your imprisoned cards';
    case 'call':
      return `Call ${cardText(names, a.card!)} to ${circleName(a.circle)}`;
    case 'swap': {
      const both = [a.a!, a.b!].map(
        (c) => `${circleName(c)}${unitAt(v, me, c) ? ` (${cardName(unitAt(v, me, c)!.code)})` : ''}`,
      );
      return `Swap ${both[0]} and ${both[1]}`;
    }
    case 'guard': {
      const code = names.code(a.card!);
      const c = code ? cardByCode(code) : undefined;
      return c ? `Guard with ${c.name} (shield ${c.shield ?? 0})` : `Guard with card #${a.card}`;
    }
    case 'gGuardian': {
      const code = names.code(a.card!);
      const c = code ? cardByCode(code) : undefined;
      const g = c ? `${c.name} (shield ${c.shield ?? 0})` : `card #${a.card}`;
      return `Call the G guardian ${g} from the G zone, discarding ${cardText(names, a.cost!)}`;
    }
    case 'intercept': {
      const u = unitAt(v, me, a.circle!);
      const c = u ? cardByCode(u.code) : undefined;
      return `Intercept with ${c ? `${c.name} (shield ${c.shield ?? 0})` : 'the unit'} from ${circleName(a.circle)}`;
    }
    case 'circle': {
      const circle = a.circle!;
      if (prompt === 'vg.attacker') return `Attack with ${unitText(v, me, circle)}`;
      if (prompt === 'vg.target' || prompt === 'vg.targetMore') return `Attack opponent's ${unitText(v, opp, circle)}`;
      if (prompt === 'vg.guardWhich') return `Guard ${unitText(v, me, circle)}`;
      // A trigger's bonus may go to a unit the player dominates on the opponent's field (VG2 10.35.2).
      const on = (a as AnyAnswer & { seat?: Seat }).seat ?? me;
      const whose = on === me ? '' : "opponent's ";
      if (prompt === 'vg.triggerCritical') return `+1 critical to ${whose}${unitText(v, on, circle)}`;
      if (prompt === 'vg.triggerPower') return `Power to ${whose}${unitText(v, on, circle)}`;
      if (prompt === 'vg.triggerStand') return `Stand ${whose}${unitText(v, on, circle)}`;
      return unitText(v, me, circle);
    }
    case 'order':
      return `Resolve ${(a.order ?? []).join(', then ')}`;
    case 'declare':
      return a.name !== undefined ? `Declare "${a.name}"` : `Declare grade ${a.grade}`;
    case 'card': {
      const what = cardText(names, a.card!);
      if (prompt === 'vg.firstVanguard') return `First vanguard: ${what}`;
      if (prompt === 'vg.mulligan') return `Return ${what} to the deck`;
      if (prompt === 'vg.gAssistSearch') return `Add ${what} to your hand`;
      if (prompt === 'vg.gAssistRemove') return `Remove ${what} from the game`;
      if (prompt === 'vg.heal' || prompt === 'vg.rescue') return `Heal ${what} (damage → drop)`;
      if (prompt === 'vg.rideFromSoul') return `Ride ${what} from the soul`;
      if (prompt === 'vg.stride') return `Stride ${what}`;
      if (prompt === 'vg.strideCost') return `Discard ${what} for the stride cost`;
      if (prompt === 'vg.heartChoice') return `Heart: ${what}`;
      return what;
    }
    case 'act': {
      const code = names.code(a.card!);
      const ability = code ? abilitiesOf(code)[(a as AnyAnswer & { index: number }).index] : undefined;
      return `Use ${cardText(names, a.card!)}: ${ability ? abilityText(ability) : 'ability'}`;
    }
    case 'handWindow':
      return 'Your hand: abilities that may be used now';
    case 'auto': {
      const src = a as AnyAnswer & { source: number; index: number };
      const code = names.code(src.source);
      const ability = code ? abilitiesOf(code)[src.index] : undefined;
      return `Resolve ${cardText(names, src.source)}: ${ability ? abilityText(ability) : 'ability'}`;
    }
    case 'unit': {
      const u = a as AnyAnswer & { seat: Seat };
      return `${u.seat === me ? 'Your' : "Opponent's"} ${unitText(v, u.seat, a.circle!)}`;
    }
    default:
      return JSON.stringify(answer);
  }
}

export function promptText(prompt: string): string {
  return PROMPT_TEXT[prompt] ?? prompt;
}

/** The decision as a numbered menu (1-based). */
export function renderMenu(v: VGView, names: Narrator, me: Seat): string {
  const d = v.decision;
  if (!d?.options) return '';
  const lines = [promptText(d.prompt)];
  if (d.looking?.length && d.prompt !== 'vg.firstVanguard') {
    lines.push(`  You look at: ${d.looking.map((c) => cardName(c.code)).join('; ')}`);
  }
  const width = String(d.options.length).length;
  d.options.forEach((o, i) => {
    lines.push(`  ${String(i + 1).padStart(width)}) ${renderAnswer(o, d.prompt, v, names, me)}`);
  });
  return lines.join('\n');
}
