// The DBS game log in words: one seat's events (only those the server sent it) as short English lines —
// turns, phases and steps, cards played, charged, combo'd, attacks and blocks, damage to Life, KOs,
// skills, awakening, moves between areas, and the end of the game.
import type { DbsEvent } from '../../../../src/games/dbs/events.ts';
import { reasonFor } from '../../../../src/games/seatWords.ts';
import { type CardDb, CodeMemory } from '../../cardDb.ts';
import { lineKind, type LogLine } from '../../narrate.ts';
import type { GameEvent, Seat } from '../../types.ts';
import { type DBSView, isDbsCard, learnDbsView, shownName } from './model.ts';
import { DBS_AREAS, DBS_PHASES, DBS_STEPS } from './prompts.ts';

export class DbsNarrator {
  readonly codes = new CodeMemory();
  private readonly flipped = new Set<number>();

  constructor(
    private readonly db: CardDb,
    private readonly me: Seat | 'spectator',
  ) {}

  private name(code: string | undefined, id?: number): string {
    if (!code) return 'a card';
    const c = this.db[code];
    return shownName(isDbsCard(c) ? c : undefined, code, id !== undefined && this.flipped.has(id));
  }

  private named(id: number | undefined): string {
    return id === undefined ? 'a card' : this.name(this.codes.get(id), id);
  }

  private who(seat: Seat | undefined): string {
    if (seat === undefined) return 'A player';
    if (this.me === 'spectator') return `Player ${seat + 1}`;
    return seat === this.me ? 'You' : 'Opponent';
  }

  private v(seat: Seat | undefined, you: string, them: string): string {
    return this.me === seat ? you : them;
  }

  /** Remember every id → code pair the view shows this seat. */
  learnView(v: DBSView): void {
    learnDbsView(v, (id, code) => this.codes.set(id, code));
  }

  lines(events: GameEvent[]): LogLine[] {
    const out: LogLine[] = [];
    for (const raw of events) {
      this.codes.learnEvents([raw]);
      const e = raw as DbsEvent;
      if (e.t === 'autoSkill' && e.source !== undefined) this.codes.set(e.source, e.code);
      const text = this.event(e);
      if (text) out.push({ text, kind: lineKind(e, this.me) });
    }
    return out;
  }

  private event(e: DbsEvent): string | null {
    const who = this.who('seat' in e ? e.seat : undefined);
    switch (e.t) {
      case 'firstPlayer':
        return `${who} ${this.v(e.seat, 'go', 'goes')} first.`;
      case 'redraw':
        return e.count
          ? `${who} ${this.v(e.seat, 'redraw', 'redraws')} ${e.count} card${e.count === 1 ? '' : 's'}.`
          : `${who} ${this.v(e.seat, 'keep', 'keeps')} the opening hand.`;
      case 'turn':
        return `Turn ${e.turn} — ${this.me === e.seat ? 'your turn' : this.me === 'spectator' ? `player ${e.seat + 1}` : "opponent's turn"}`;
      case 'phase':
        return e.phase === 'mainEnd' ? null : `${DBS_PHASES[e.phase] ?? e.phase}.`;
      case 'step':
        return `Battle: ${DBS_STEPS[e.step] ?? e.step}.`;
      case 'play':
        return `${who} ${this.v(e.seat, 'play', 'plays')} ${this.name(e.card.code)}${e.via ? ` (${e.via})` : ''}.`;
      case 'declarePlay':
        // The `play` event that follows names the card once it is in its area.
        return null;
      case 'combo':
        return `${who} ${this.v(e.seat, 'combo', 'combos')} with ${this.name(e.card.code)}${e.fromHand ? ' from the hand' : ''}.`;
      case 'attack':
        return `${who} ${this.v(e.seat, 'attack', 'attacks')} ${this.named(e.target)} with ${this.named(e.attacker)}.`;
      case 'attackNegated':
        return 'The attack is negated.';
      case 'block':
        return `${who} ${this.v(e.seat, 'block', 'blocks')} with ${this.named(e.id)}.`;
      case 'compare':
        return `Power ${e.powers.attacker} against ${e.powers.guard}.`;
      case 'damage':
        return `${who} ${this.v(e.seat, 'take', 'takes')} ${e.n} damage.`;
      case 'damageReplaced':
        return `Damage to ${this.me !== 'spectator' ? who.toLowerCase() : who} is replaced.`;
      case 'ko':
        return `${this.named(e.id)} is KO'd${e.by === 'revenge' ? ' by [Revenge]' : ''}.`;
      case 'koReplaced':
        return `${this.named(e.id)} is not KO'd: its replacement is paid instead.`;
      case 'playSentAway':
        return `${this.name(e.code)} is not played: it goes elsewhere instead.`;
      case 'powerZero':
        return `${this.named(e.id)} has 0 power and goes to the drop area.`;
      case 'invalidCombo':
        return `${this.named(e.id)} leaves the Combo Area.`;
      case 'awaken':
        this.flipped.add(e.id);
        return `${who} ${this.v(e.seat, 'awaken', 'awakens')}: ${this.named(e.id)}!`;
      case 'flipToFront':
        this.flipped.delete(e.id);
        return `${who} ${this.v(e.seat, 'turn', 'turns')} the Leader back to its front: ${this.named(e.id)}.`;
      case 'activate':
        // DBS 8-5-2: a skill activated, its cost paid (8-5-2-2); one from the hand is named by its face only.
        return `${who} ${this.v(e.seat, 'activate', 'activates')} skill ${e.index + 1} of ${this.name(e.card.code)}${e.from === 'hand' ? ' from the hand' : ''}.`;
      case 'autoSkill':
        return `${this.name(e.code)}'s skill triggers.`;
      case 'counter':
        return `${who} ${this.v(e.seat, 'counter', 'counters')} with ${this.name(e.code)}.`;
      case 'counterResolves':
        return `${this.name(e.code)}'s counter resolves.`;
      case 'reveal':
        return `${who} ${this.v(e.seat, 'reveal', 'reveals')} ${this.name(e.card.code)}.`;
      case 'revealHand':
        return `${who}'s hand is revealed: ${e.cards.map((c) => this.name(c.code)).join(', ') || 'empty'}.`;
      case 'shuffle':
        return `${who} ${this.v(e.seat, 'shuffle', 'shuffles')} the deck.`;
      case 'look':
        return `${who} ${this.v(e.seat, 'look', 'looks')} at the top ${e.n} card${e.n === 1 ? '' : 's'} of the deck.`;
      case 'token':
        return `${who} ${this.v(e.seat, 'get', 'gets')} a token: ${this.name(e.card.code)}.`;
      case 'putUnder':
        return `${this.name(e.card.code)} is put under ${this.named(e.under)}.`;
      case 'underToDrop':
        return `${this.name(e.card.code)} goes from under a card to the drop area.`;
      case 'power':
        return `${e.ids.map((id) => this.named(id)).join(', ')} ${e.n >= 0 ? 'gets +' : 'gets '}${e.n} power.`;
      case 'move':
        return this.move(e);
      case 'gameOver':
        return e.winner === 'draw'
          ? `The game is a draw (${reasonFor(e.reason, this.me)}).`
          : `${this.who(e.winner)} ${this.v(e.winner, 'win', 'wins')} (${reasonFor(e.reason, this.me)}).`;
      case 'counterNegated':
        return `${this.name(e.code)}'s counter is negated.`;
      case 'blockerNegated':
        return `The block is negated: the attack goes back to ${this.named(e.guard)}.`;
      // Shown by the board, or by the line of the event they go with.
      case 'leader':
      case 'stack':
      case 'rest':
      case 'active':
      case 'battleOver':
      case 'battleEnds':
      case 'guardChanged':
      case 'tokenGone':
        return null;
      default: {
        // Every DBS event is handled above (the compiler checks it); a kind from elsewhere is not narrated.
        const other: never = e;
        void other;
        return null;
      }
    }
  }

  private move(e: Extract<DbsEvent, { t: 'move' }>): string | null {
    const who = this.who(e.seat);
    const name = e.card ? this.name(e.card.code) : 'a card';
    const key = `${e.from}>${e.to}`;
    if (key === 'deck>hand')
      return e.card
        ? `${who} ${this.v(e.seat, 'draw', 'draws')} ${name}.`
        : `${who} ${this.v(e.seat, 'draw', 'draws')} a card.`;
    if (key === 'deck>life' || key === 'hand>deck') return null;
    if (key === 'hand>energy') return `${who} ${this.v(e.seat, 'charge', 'charges')} ${name} as energy.`;
    if (key === 'life>hand') return `${who} ${this.v(e.seat, 'take', 'takes')} a Life card into the hand.`;
    if (e.to === 'drop' && e.from === 'hand') return `${who} ${this.v(e.seat, 'discard', 'discards')} ${name}.`;
    if (e.from === 'life')
      return `${who} ${this.v(e.seat, 'lose', 'loses')} a Life card (${name} to the ${DBS_AREAS[e.to] ?? e.to}).`;
    if (e.from === 'combo' && e.to === 'drop') return null;
    // Playing a card is told by its `play` event.
    if (e.from === 'hand' && (e.to === 'battle' || e.to === 'combo')) return null;
    return `${name} moves from ${whoseArea(e.from)} to ${whoseArea(e.to)}.`;
  }
}

function whoseArea(a: string | undefined): string {
  return `the ${DBS_AREAS[a ?? ''] ?? a ?? 'somewhere'}`;
}
