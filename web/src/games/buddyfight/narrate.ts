// The Buddyfight game log in words: one seat's events (only those the server sent it) as short English lines from
// that seat's side ("You call …", "Opponent casts …") — turns and phases, draws, charges, calls, casts and equips,
// [Act]s and triggered abilities, attacks and link attacks, the battle's numbers, damage and life, destruction,
// [Soulguard], [Penetrate], the Buddy Gift, cards put into a soul and the end of the game. Cards a seat may not see
// (a draw by the opponent, a charge into the gauge) are "a card", as the events the server sends that seat are.
import { reasonFor } from '../../../../src/games/seatWords.ts';
import { type CardDb, CodeMemory } from '../../cardDb.ts';
import { lineKind, type LogLine } from '../../narrate.ts';
import type { GameEvent, Seat } from '../../types.ts';
import { type BfView, isBfCard, learnBfView } from './model.ts';
import { BF_PHASES, BF_ZONES } from './prompts.ts';

interface Ev extends GameEvent {
  seat?: Seat;
  card?: number;
  newId?: number;
  from?: string;
  to?: string;
  code?: string;
  ids?: number[];
  target?: number | null;
  turn?: number;
  phase?: string;
  kind?: string;
  n?: number;
  life?: number;
  power?: number;
  defense?: number;
  critical?: number;
  hit?: boolean;
  source?: number;
  ability?: number;
  flag?: string;
  buddy?: string;
  reason?: string;
  winner?: Seat | 'draw';
}

const FIELD = new Set(['left', 'center', 'right', 'item', 'spell']);

export class BfNarrator {
  readonly codes = new CodeMemory();
  /** Cards just told as destroyed: their move to the drop zone needs no second line. */
  private readonly destroyed = new Set<number>();

  constructor(
    private readonly db: CardDb,
    private readonly me: Seat | 'spectator',
  ) {}

  private name(code: string | undefined): string {
    if (!code) return 'a card';
    const c = this.db[code];
    return isBfCard(c) ? c.name : code;
  }

  private named(id: number | undefined | null): string {
    return id === undefined || id === null ? 'a card' : this.name(this.codes.get(id));
  }

  private who(seat: Seat | undefined): string {
    if (seat === undefined) return 'A fighter';
    if (this.me === 'spectator') return `Player ${seat + 1}`;
    return seat === this.me ? 'You' : 'Opponent';
  }

  /** The verb for `seat`: "you call" / "calls". */
  private v(seat: Seat | undefined, you: string, them: string): string {
    return this.me === seat ? you : them;
  }

  private whose(seat: Seat | undefined): string {
    if (seat === undefined) return 'a';
    if (this.me === 'spectator') return `player ${seat + 1}'s`;
    return seat === this.me ? 'your' : "your opponent's";
  }

  /** Remember every id → code pair the view shows this seat. */
  learnView(v: BfView): void {
    learnBfView(v, (id, code) => this.codes.set(id, code));
  }

  /** Buddyfight events name a card by its id and code side by side (a move adds the id it gets). */
  private learn(e: Ev): void {
    if (e.code === undefined) return;
    if (typeof e.card === 'number') this.codes.set(e.card, e.code);
    if (typeof e.newId === 'number') this.codes.set(e.newId, e.code);
    if (typeof e.source === 'number') this.codes.set(e.source, e.code);
  }

  lines(events: GameEvent[]): LogLine[] {
    const out: LogLine[] = [];
    for (const raw of events) {
      const e = raw as Ev;
      this.learn(e);
      const text = this.event(e);
      if (text) out.push({ text, kind: lineKind(e, this.me) });
    }
    return out;
  }

  private event(e: Ev): string | null {
    const who = this.who(e.seat);
    switch (e.t) {
      case 'firstPlayer':
        return `${who} ${this.v(e.seat, 'go', 'goes')} first.`;
      case 'raiseFlag':
        return `${who} ${this.v(e.seat, 'raise', 'raises')} ${this.name(e.flag)} with the buddy ${this.name(e.buddy)} (${e.life} life).`;
      case 'turn':
        return `Turn ${e.turn} — ${this.me === e.seat ? 'your turn' : this.me === 'spectator' ? `player ${e.seat! + 1}` : "opponent's turn"}`;
      case 'phase':
        return e.phase === 'start' ? null : `${BF_PHASES[e.phase ?? ''] ?? e.phase}.`;
      case 'standPhase':
        return `${who} ${this.v(e.seat, 'stand', 'stands')} ${this.v(e.seat, 'your', 'their')} cards.`;
      case 'shuffle':
        return `${who} ${this.v(e.seat, 'shuffle', 'shuffles')} the deck.`;
      case 'declare':
        return this.declare(e, who);
      case 'act':
        return `${who} ${this.v(e.seat, 'use', 'uses')} ${this.name(e.code)}'s [Act].`;
      case 'trigger':
        return `${this.name(e.code)}'s ability triggers.`;
      case 'nullified':
        return `${this.name(e.code)} is nullified.`;
      case 'attack':
        return this.attack(e, who);
      case 'attackNullified':
        return 'The attack is nullified.';
      case 'battle':
        if (e.critical !== undefined) return `The attack hits for ${e.critical} damage.`;
        return `Power ${e.power} against defense ${e.defense}: ${e.hit ? 'a hit' : 'no hit'}.`;
      case 'damage':
        return `${who} ${this.v(e.seat, 'take', 'takes')} ${e.n} damage (${e.life} life left).`;
      case 'life':
        return `${who} ${this.v(e.seat, 'gain', 'gains')} ${e.n} life (${e.life}).`;
      case 'payLife':
        return `${who} ${this.v(e.seat, 'pay', 'pays')} ${e.n} life (${e.life} left).`;
      case 'buddyGift':
        return `Buddy Gift: ${who.toLowerCase() === 'you' ? 'you gain' : `${who} gains`} 1 life.`;
      case 'destroyed':
        if (typeof e.card === 'number') this.destroyed.add(e.card);
        return `${this.whose(e.seat).replace(/^./, (c) => c.toUpperCase())} ${this.name(e.code)} is destroyed.`;
      case 'soulguard':
        return `${this.named(e.card)} stays: [Soulguard] drops a soul card instead.`;
      case 'penetrate':
        return `${this.named(e.card)}'s [Penetrate] deals its critical as damage.`;
      case 'stand':
        return `${this.named(e.card)} stands again.`;
      case 'buff':
        return null;
      case 'battleEnds':
        return null;
      case 'move':
        return this.move(e, who);
      case 'gameOver':
        return e.winner === 'draw'
          ? `The fight is a draw (${reasonFor(e.reason ?? '', this.me)}).`
          : `${this.who(e.winner)} ${this.v(e.winner, 'win', 'wins')} (${reasonFor(e.reason ?? '', this.me)}).`;
      default:
        return null;
    }
  }

  private declare(e: Ev, who: string): string {
    const name = this.name(e.code);
    switch (e.kind) {
      case 'call':
        return `${who} ${this.v(e.seat, 'call', 'calls')} ${name}.`;
      case 'buddyCall':
        return `${who} ${this.v(e.seat, 'Buddy Call', 'Buddy Calls')} ${name}!`;
      case 'equip':
        return `${who} ${this.v(e.seat, 'equip', 'equips')} ${name}.`;
      case 'castTogether':
        return `${who} ${this.v(e.seat, 'cast', 'casts')} several ${name} at once.`;
      default:
        return `${who} ${this.v(e.seat, 'cast', 'casts')} ${name}.`;
    }
  }

  private attack(e: Ev, who: string): string {
    const ids = e.ids ?? [];
    const link = ids.length > 1 ? 'link attack' : 'attack';
    const verb = this.v(e.seat, link, `${link}s`);
    const target =
      e.target === null || e.target === undefined
        ? this.me === 'spectator'
          ? `player ${(e.seat === 0 ? 1 : 0) + 1}`
          : e.seat === this.me
            ? 'your opponent'
            : 'you'
        : this.named(e.target);
    return `${who} ${verb} ${target} with ${ids.map((id) => this.named(id)).join(' and ')}.`;
  }

  private move(e: Ev, who: string): string | null {
    const name = e.code ? this.name(e.code) : 'a card';
    const key = `${e.from}>${e.to}`;
    if (key === 'deck>hand') return `${who} ${this.v(e.seat, 'draw', 'draws')} ${name}.`;
    if (key === 'deck>gauge') return `${who} ${this.v(e.seat, 'put', 'puts')} the top card of the deck into the gauge.`;
    if (key === 'hand>gauge') return `${who} ${this.v(e.seat, 'charge', 'charges')} ${name}.`;
    if (key === 'gauge>drop') return null; // a gauge payment: the use it paid for is told
    if (e.from === 'hand' && e.to === 'play') return null; // the `declare` event tells it
    if (e.from === 'buddy' && e.to === 'play') return null; // a Buddy Call's buddy-zone card is rested, not moved
    if (e.from === 'play' && FIELD.has(e.to ?? '')) return `${name} enters the ${BF_ZONES[e.to!]}.`;
    if (e.from === 'play' && e.to === 'drop') return null; // a spell resolved, told by its cast
    if (e.from === 'hand' && e.to === 'drop') return `${who} ${this.v(e.seat, 'discard', 'discards')} ${name}.`;
    if (e.to === 'soul') return `${name} goes into a soul.`;
    if (e.from === 'soul' && e.to === 'drop') return `${name} goes from a soul to the drop zone.`;
    if (e.to === 'drop' && FIELD.has(e.from ?? ''))
      return typeof e.card === 'number' && this.destroyed.has(e.card) ? null : `${name} goes to the drop zone.`;
    if (e.from === 'drop' && e.to === 'hand')
      return `${who} ${this.v(e.seat, 'take', 'takes')} ${name} from the drop zone.`;
    if (e.from === 'deck' && FIELD.has(e.to ?? '')) return `${name} is called from the deck to the ${BF_ZONES[e.to!]}.`;
    if (FIELD.has(e.from ?? '') && FIELD.has(e.to ?? '')) return `${name} moves to the ${BF_ZONES[e.to!]}.`;
    return `${name} goes from the ${BF_ZONES[e.from ?? ''] ?? e.from} to the ${BF_ZONES[e.to ?? ''] ?? e.to}.`;
  }
}
