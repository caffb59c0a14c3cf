// The Vanguard game log in words: one seat's events (only those the server sent it) as short English lines.
// What the narrator remembers (id → code pairs, who stands on each circle) and the words for the seats
// are shared with the terminal's narrator (src/games/vanguard/narration.ts).
import { reasonFor } from '../../../../src/games/seatWords.ts';
import { CodeMemory, FieldMemory, type VgEvent, Voice } from '../../../../src/games/vanguard/narration.ts';
import { cardName } from '../../cardDb.ts';
import { lineKind, type LogLine } from '../../narrate.ts';
import type { GameEvent, Seat } from '../../types.ts';
import type { VgCardDb } from './cardInfo.ts';
import { circleShort, SUB_ACTION_NAMES } from './prompts.ts';
import type { VGView } from './view.ts';

export class Narrator {
  readonly codes = new CodeMemory();
  private readonly field = new FieldMemory();
  private readonly voice: Voice;

  /** `me` is the seat the log is told to (a spectator hears it as player 1 and player 2). */
  constructor(
    private readonly db: VgCardDb,
    private readonly me: Seat | 'spectator',
  ) {
    this.voice = new Voice(me);
  }

  private name(code: string | undefined): string {
    return cardName(this.db, code);
  }

  private on(seat: Seat, circle: string): string {
    return this.name(this.field.codeOn(seat, circle));
  }

  /** Remember every id → code pair the view shows this seat. */
  learnView(v: VGView): void {
    this.codes.learnView(v);
  }

  lines(events: GameEvent[]): LogLine[] {
    this.codes.learnEvents(events);
    const out: LogLine[] = [];
    events.forEach((e, i) => {
      const text = this.event(e as VgEvent, events[i - 1] as VgEvent | undefined, events[i + 1] as VgEvent | undefined);
      if (text) out.push({ text, kind: lineKind(e, this.me) });
    });
    return out;
  }

  private event(e: VgEvent, prev: VgEvent | undefined, next: VgEvent | undefined): string | null {
    const seat: Seat = e.seat ?? 0;
    const who = this.voice.who(seat);
    const v = (you: string, them: string) => this.voice.verb(seat, you, them);
    const Whose = this.voice.whoseAtStart(seat);
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
          : `${who} ${v('keep', 'keeps')} the hand.`;
      case 'standUp':
        if (e.card) this.field.set(seat, 'VC', e.card);
        return `Stand up! ${Whose} vanguard is ${this.name(e.card?.code)}.`;
      case 'turn':
        return `Turn ${e.turn}: ${this.me === 'spectator' ? `player ${(e.seat ?? 0) + 1}` : e.seat === this.me ? 'your turn' : "opponent's turn"}${e.extra ? ' (extra turn)' : ''}`;
      case 'extraTurn':
        return `${who} ${v('get', 'gets')} an extra turn after this one.`;
      case 'flip':
        // VG2 10.37.1: a Gyze card turns to its other side; face down, which side is hidden (12.10.5).
        return e.card
          ? `${who} ${v('flip', 'flips')} a card over: it is now ${this.name(e.card.code)}.`
          : `${who} ${v('flip', 'flips')} a face-down card over.`;
      case 'call':
        return `${who} ${v('call', 'calls')} ${this.name(e.card?.code)} to ${circleShort(e.circle ?? '')}.`;
      case 'ride':
        if (e.card) this.field.set(seat, 'VC', e.card);
        return `${who} ${v('ride', 'rides')} ${this.name(e.card?.code)}${e.superior ? ' (superior ride)' : ''}.`;
      case 'attack': {
        const opp: Seat = seat === 0 ? 1 : 0;
        // VG2 10.35: a dominated unit attacks from its original master's circle.
        if (e.fromSeat !== undefined)
          return `${this.voice.whoseAtStart(e.fromSeat)} ${this.on(e.fromSeat, e.from!)}, dominated, attacks ${this.voice.whose(opp)} ${this.on(opp, e.target!)}.`;
        const attacked = (e.targets ?? [e.target!]).map((c) => this.on(opp, c)).join(' and ');
        return `${Whose} ${this.on(seat, e.from!)} attacks ${this.voice.whose(opp)} ${attacked}.`;
      }
      case 'attackChanged': // VG2 10.20.1: e.seat is the attacked player
        return `The attack now targets ${this.voice.whose(seat)} ${e.targets!.map((c) => this.on(seat, c)).join(' and ')}.`;
      case 'boost':
        return `${this.on(seat, e.circle!)} boosts.`;
      case 'guard':
        return `${who} ${v('guard', 'guards')} with ${this.name(e.card?.code)} (shield ${this.db[e.card?.code ?? '']?.shield ?? 0}).`;
      case 'intercept':
        return `${who} ${v('intercept', 'intercepts')} with ${this.name(e.card?.code)}.`;
      case 'driveCheck':
        return `${Whose} drive check: ${this.name(e.card?.code)}.`;
      case 'damageCheck':
        return `${Whose} damage check: ${this.name(e.card?.code)}.`;
      case 'triggerCheck': {
        const kind = String(e.kind);
        if (e.nullified) return `${kind} trigger icon, but trigger effects are nullified: no effect.`;
        return e.active
          ? `${kind.charAt(0).toUpperCase()}${kind.slice(1)} trigger!`
          : `${kind} trigger icon, but no unit of its clan: no effect.`;
      }
      case 'modify': {
        const what = e.stat === 'critical' ? 'critical' : e.stat === 'shield' ? 'shield' : 'power';
        const until = e.until === 'battle' ? 'until end of battle' : 'until end of turn';
        return `${this.name(this.codes.get(e.id ?? -1))} gets ${e.n! >= 0 ? '+' : ''}${e.n} ${what} ${until}.`;
      }
      case 'compare':
        return e.hit?.some(Boolean) ? 'The attack hits.' : 'The attack does not hit.';
      case 'damage':
        return `${who} ${v('take', 'takes')} ${e.amount} damage.`;
      case 'playAbility':
        return e.card
          ? `${who} ${v('play', 'plays')} an ability of ${this.name(e.card.code)}.`
          : `${who} ${v('play', 'plays')} an ability of a card in ${this.voice.own(seat)} hand.`;
      case 'payCost':
        // The cost of an ability of a card in the hand names no card to the opponent (issue 19).
        return e.card
          ? `${who} ${v('pay', 'pays')} the cost of ${this.name(e.card.code)}.`
          : `${who} ${v('pay', 'pays')} the cost of an ability of a card in ${this.voice.own(seat)} hand.`;
      case 'retire':
        return `${this.name(e.card?.code)} is retired.`;
      case 'reveal': {
        const names = (e.cards ?? []).map((c) => this.name(c.code));
        return `${who} ${v('reveal', 'reveals')} ${names.join(', ') || 'nothing'} from ${this.voice.own(seat)} ${e.zone === 'gzone' ? 'G zone' : e.zone}.`;
      }
      case 'lock':
      case 'unlock':
        // The card on that circle is now another card (VG2 10.22.2, 10.24.2).
        if (e.card) this.field.set(seat, e.circle!, { id: e.newId ?? e.card.id, code: e.card.code });
        return `${Whose} ${this.name(e.card?.code)} (${circleShort(e.circle ?? '')}) is ${e.t === 'lock' ? 'locked' : 'unlocked'}.`;
      case 'legion': {
        const l = e as VgEvent & { leader?: { code: string }; mate?: { code: string } };
        return `${Whose} ${this.name(l.leader?.code)} and ${this.name(l.mate?.code)} form a legion.`;
      }
      case 'delete':
        return `${Whose} vanguard ${this.name(e.card?.code)} is deleted (face down, no text, power reduced).`;
      case 'undelete':
        return `${Whose} vanguard ${this.name(e.card?.code)} is turned face up and no longer deleted.`;
      case 'dominate':
        return `${this.voice.who(e.by ?? 0)} ${this.voice.verb(e.by ?? 0, 'dominate', 'dominates')} ${this.voice.whose(seat)} ${this.name(this.codes.get(e.id ?? -1))}.`;
      case 'undominate':
        return `${this.name(this.codes.get(e.id ?? -1))} is no longer dominated.`;
      case 'gameOver':
        return `Game over: ${reasonFor(String(e.reason), this.me)}.`;
      case 'heal':
      case 'order':
        return null; // the move line says it
      default:
        if (SUB_ACTION_NAMES[e.t]) return null;
        return null; // timing points, rest/stand, standby, battle start/end: bookkeeping
    }
  }

  private move(e: VgEvent, prev: VgEvent | undefined, next: VgEvent | undefined): string | null {
    const seat: Seat = e.seat ?? 0;
    const who = this.voice.who(seat);
    const v = (you: string, them: string) => this.voice.verb(seat, you, them);
    const their = this.voice.own(seat);
    const from = e.from ?? '';
    const to = e.to ?? '';
    const code = e.card?.code;
    const name = code ? this.name(code) : 'a card';
    this.field.move(e);
    const key = `${from}>${to}`;
    if (key === 'deck>hand') {
      if (prev?.t === 'reveal' && prev.zone === 'deck') return null;
      return code ? `${who} ${v('draw', 'draws')} ${name}.` : `${who} ${v('draw', 'draws')} a card.`;
    }
    if (key === 'deck>VC') return `${who} ${v('set', 'sets')} a first vanguard face down.`;
    if (key === 'deck>trigger')
      return next?.t === 'driveCheck' || next?.t === 'damageCheck' ? null : `${name} is checked.`;
    if (key === 'deck>soul') return `${who} ${v('put', 'puts')} ${name} into ${their} soul (Soul Charge).`;
    if (from === 'hand' && (to.length === 2 || to === 'deck')) return null; // the call / ride / guard / mulligan line
    if (to === 'GC') return null;
    if (key === 'VC>soul') return `${name} goes to ${this.voice.whose(seat)} soul.`;
    if (key === 'soul>VC') return null; // the ride line
    if (key === 'trigger>hand') return `${name} goes to ${this.voice.whose(seat)} hand.`;
    if (key === 'trigger>damage') return `${name} goes to ${this.voice.whose(seat)} damage zone.`;
    if (key === 'damage>drop') return `${who} ${v('heal', 'heals')}: ${name} goes from damage to the drop zone.`;
    if (key === 'hand>removed') return `${who} ${v('remove', 'removes')} ${name} from the game.`;
    if (key === 'hand>drop') return `${who} ${v('discard', 'discards')} ${name}.`;
    if (key === 'soul>drop') return `${name} goes from ${this.voice.whose(seat)} soul to the drop zone (Soul Blast).`;
    // VG2 10.28.2, 6.8.1.1.1: a stride, and a G unit going back to the G zone face up.
    if (key === 'gzone>VC') return `${who} ${v('stride', 'strides')} ${name}.`;
    if (to === 'gzone') return `${name} goes back to ${this.voice.whose(seat)} G zone face up.`;
    if (from === 'GC' && to === 'drop') return `Guardian ${name} goes to the drop zone.`;
    if (from.length === 2 && to === 'drop') return `${name} (${circleShort(from)}) goes to the drop zone.`;
    if (from.length === 2 && to.length === 2) return `${name} moves from ${circleShort(from)} to ${circleShort(to)}.`;
    return `${name} moves from ${this.voice.whose(seat)} ${from} to ${to}.`;
  }
}
