// The Dragon Ball Super Card Game in the terminal (see src/cli/terminal.ts): the board from one seat's view
// (DBS 3: every area, Life and the deck as counts, the opponent's hand as a count), a numbered menu
// naming each answer in words, and a narration of the events that seat may see.
import { cardByCode } from '../cards/cardPool.ts';
import { reasonFor } from '../../seatWords.ts';
import { formatById } from '../formats.ts';
import type { DbsEvent } from '../events.ts';
import type { CardView, DBSView, PlayerView } from '../view.ts';
import type { Answer, GameEvent, Seat } from '../../../index.ts';
import type { TerminalGame } from '../../../cli/terminal.ts';

const PROMPTS: Record<string, string> = {
  'dbs.redraw': 'Redraw: choose a card to shuffle back (done keeps the rest).',
  'dbs.charge': 'Charge phase: you may put a card from your hand into your energy area.',
  'dbs.main': 'Main phase: play a card, activate a skill, attack, or end your turn.',
  'dbs.payEnergy': 'Pay the energy cost: choose which energy to rest.',
  'dbs.offence': 'Offence step: you may combo.',
  'dbs.defence': 'Defence step: you may combo.',
  'dbs.blocker': 'Use [Blocker] to block this attack?',
  'dbs.counterTiming': 'Counter timing: you may play a [Counter].',
  'dbs.chooseAuto': 'Choose which of your [Auto] skills resolves next.',
  'dbs.may': 'Use this optional effect?',
  'dbs.opponentMay': 'Your opponent asks: allow this?',
  'dbs.deckTopToDrop': 'Put the top card of the deck into the drop area?',
  'dbs.deckTopUnder': 'Put the top card of the deck under this card?',
  'dbs.drawUpTo': 'Draw up to a number of cards, one at a time: draw another card?',
  'dbs.nameNumber': 'Name a number: the skill repeats its effect that many times.',
  'dbs.replaceKO': 'Your card would be KO’d: pay its cost to keep it instead?',
  'dbs.playFromHand': 'Choose a Battle card from your hand to play.',
  'dbs.randomUpTo': 'How many cards does your skill take at random? (up to the number it names)',
  'dbs.loopCount': 'A loop you can stop: how many more times does it go round? (0 stops it now)',
  'dbs.bottomOrder': 'Your cards go to the bottom of your deck: choose the next one (each goes below the one before).',
};

function name(code: string): string {
  return cardByCode(code)?.name ?? code;
}

function unit(c: CardView): string {
  const flags = [c.rested ? 'rested' : '', c.token ? 'token' : '', c.under?.length ? `${c.under.length} under` : '']
    .filter(Boolean)
    .join(', ');
  const face = c.flipped ? (cardByCode(c.code)?.back?.name ?? name(c.code)) : name(c.code);
  return `${face}${c.power !== undefined ? ` ${c.power}` : ''}${flags ? ` (${flags})` : ''}`;
}

function list(cards: CardView[]): string {
  return cards.length ? cards.map(unit).join(' · ') : '—';
}

/** A Combo Area card by the number that counts there: its combo power as the engine counts it (DBS 2-9-1). */
function comboCard(c: CardView): string {
  return `${name(c.code)} +${c.comboPower ?? 0}`;
}

/** The attack in one line, with the engine's totals (`view.battle.powers`, DBS 7-4-1-2 – 7-4-1-4). */
function battleLine(v: DBSView, me: Seat): string | null {
  const b = v.battle;
  if (!b) return null;
  const find = (id: number) => {
    for (const pl of v.players) for (const c of [...pl.leader, ...pl.battle]) if (c.id === id) return c;
    return undefined;
  };
  const card = (c: CardView | undefined, n: number | null | undefined) =>
    `${c ? name(c.code) : '—'} (${n === null || n === undefined ? '—' : n})`;
  const whose = b.attackerSeat === me ? 'your' : "opponent's";
  return `ATTACK: ${whose} ${card(find(b.attacker), b.powers?.attacker)} → ${card(find(b.guard), b.powers?.guard)}${
    b.blocked ? ' · blocked' : ''
  }`;
}

function energyLine(cards: CardView[]): string {
  const active = cards.filter((c) => !c.rested);
  const byColour = new Map<string, number>();
  for (const c of active) {
    const col = cardByCode(c.code)?.colour ?? '?';
    byColour.set(col, (byColour.get(col) ?? 0) + 1);
  }
  const cols = [...byColour].map(([c, n]) => `${n} ${c}`).join(', ');
  return `${cards.length} (${active.length} active${cols ? `: ${cols}` : ''})`;
}

function playerLines(p: PlayerView, label: string): string[] {
  const hand = typeof p.hand === 'number' ? `${p.hand}` : `${p.hand.length}`;
  return [
    `${label}: leader ${list(p.leader)}`,
    `  life ${p.life} · hand ${hand} · deck ${p.deck} · drop ${p.drop.length} · warp ${p.warp.length} · energy ${energyLine(p.energy)}`,
    `  battle: ${list(p.battle)}`,
    ...(p.combo.length ? [`  combo: ${p.combo.map(comboCard).join(' · ')}`] : []),
  ];
}

/** Every card this view shows, by id, so answers naming ids can be put in words. */
function namesById(v: DBSView): Map<number, string> {
  const m = new Map<number, string>();
  const add = (cards: CardView[] | number | undefined) => {
    if (Array.isArray(cards)) for (const c of cards) m.set(c.id, unit(c));
  };
  for (const p of v.players) {
    for (const z of [p.hand, p.leader, p.battle, p.combo, p.energy, p.drop, p.warp, p.removed]) add(z);
  }
  add(v.decision?.looking);
  return m;
}

function answerText(a: Answer, v: DBSView, names: Map<number, string>): string {
  const x = a as Answer & Record<string, unknown>;
  const card = (id: unknown) => names.get(id as number) ?? `card #${id}`;
  switch (a.t) {
    case 'play':
      return `Play ${card(x.card)}`;
    case 'activate':
      return `Activate skill ${(x.index as number) + 1} of ${card(x.card)}`;
    case 'attack':
      return `Attack ${card(x.target)} with ${card(x.attacker)}`;
    case 'combo':
      return `Combo with ${card(x.card)}`;
    case 'energy':
      return `Charge ${card(x.card)} into energy`;
    case 'counter':
      return `Counter with ${card(x.card)}`;
    case 'card':
      return card(x.card);
    case 'auto':
      return `[Auto] skill ${(x.i as number) + 1} in the queue`;
    case 'pay': {
      const active = v.players[v.decision?.seat ?? 0].energy.filter((c) => !c.rested);
      const keys = [...new Set(active.map((c) => cardByCode(c.code)?.colour ?? '?'))].sort();
      const parts = (x.groups as number[])
        .map((n, i) => (n ? `${n} ${keys[i] ?? `group ${i + 1}`}` : ''))
        .filter(Boolean);
      return `Pay with ${parts.join(', ') || 'no energy'}`;
    }
    case 'end':
      return 'End your main phase';
    case 'pass':
      return 'Pass';
    case 'done':
      return 'Done';
    case 'yes':
      return 'Yes';
    case 'no':
      return 'No';
    case 'number':
      return String(x.n);
    default:
      return Object.entries(x)
        .map(([k, val]) => (k === 't' ? String(val) : `${k} ${typeof val === 'number' ? card(val) : String(val)}`))
        .join(', ');
  }
}

/** One event in words, or null for one the board already shows; `ev` is a DBS event (events.ts) as this seat sees it. */
function eventText(ev: GameEvent, me: Seat, names: Map<number, string>): string | null {
  const e = ev as DbsEvent;
  const who = !('seat' in e) ? '' : e.seat === me ? 'You' : 'Opponent';
  const your = who === 'You' ? 'Your' : "Your opponent's";
  const cardName = (c: { code: string } | undefined, otherwise = 'a card') => (c ? name(c.code) : otherwise);
  switch (e.t) {
    case 'turn':
      return `— Turn ${e.turn}: ${e.seat === me ? 'your' : "your opponent's"} turn —`;
    case 'firstPlayer':
      return `${e.seat === me ? 'You go' : 'Your opponent goes'} first.`;
    case 'phase':
      return e.phase === 'mainEnd' ? 'Main phase end step.' : `${e.phase[0].toUpperCase()}${e.phase.slice(1)} phase.`;
    case 'play':
      return `${who} played ${cardName(e.card)}.`;
    case 'combo':
      return `${who} comboed with ${cardName(e.card)}.`;
    case 'attack':
      return `${who} attacked ${names.get(e.target) ?? 'a card'} with ${names.get(e.attacker) ?? 'a card'}.`;
    case 'damage':
      return `${who} took ${e.n} damage.`;
    case 'ko':
      return `${your} ${names.get(e.id) ?? 'card'} was KO'd.`;
    case 'counter':
      return `${who} played the [Counter] of ${name(e.code)}.`;
    case 'activate':
      // DBS 8-5-2: a skill activated (and its cost paid, 8-5-2-2).
      return `${who} activated skill ${e.index + 1} of ${cardName(e.card)}${e.from === 'hand' ? ' from the hand' : ''}.`;
    case 'autoSkill':
      return `${name(e.code)}'s [Auto] skill triggers.`;
    case 'counterResolves':
      return `${name(e.code)}'s [Counter] resolves.`;
    case 'block':
      return `${who} blocked with ${names.get(e.id) ?? 'a card'}.`;
    case 'attackNegated':
      return 'The attack is negated.';
    case 'compare':
      return `Power ${e.powers.attacker} against ${e.powers.guard}.`;
    case 'damageReplaced':
      return `Damage to ${who === 'You' ? 'you' : 'your opponent'} is replaced.`;
    case 'reveal':
      return `${who} revealed ${cardName(e.card)}.`;
    case 'revealHand':
      return `${your} hand is revealed: ${e.cards.map((c) => name(c.code)).join(', ') || 'empty'}.`;
    case 'look':
      return `${who} looked at the top ${e.n} card${e.n === 1 ? '' : 's'} of the deck.`;
    case 'token':
      return `${who} got a token: ${cardName(e.card, 'a token')}.`;
    case 'shuffle':
      return `${who} shuffled the deck.`;
    case 'awaken':
      return `${who} awakened their leader!`;
    case 'flipToFront':
      return `${who} turned their leader back to its front.`;
    case 'redraw':
      return `${who} redrew ${e.count} card${e.count === 1 ? '' : 's'}.`;
    case 'gameOver':
      return `Game over: ${reasonFor(e.reason, me)}.`;
    case 'move':
      if (!e.card) return e.from === 'deck' && e.to === 'hand' ? `${who} drew a card.` : null;
      if (e.from === 'deck' && e.to === 'hand') return `${who} drew ${name(e.card.code)}.`;
      if (e.to === 'combo') return null; // the combo event that follows says it
      return `${name(e.card.code)} went from ${who === 'You' ? 'your' : "your opponent's"} ${e.from} to ${e.to}.`;
    // Shown by the board (positions, power, steps, cards under a card) or by the line of the event they go with.
    case 'leader':
    case 'step':
    case 'rest':
    case 'active':
    case 'tokenGone':
    case 'putUnder':
    case 'underToDrop':
    case 'declarePlay':
    case 'stack':
    case 'playSentAway':
    case 'counterNegated':
    case 'power':
    case 'blockerNegated':
    case 'guardChanged':
    case 'battleEnds':
    case 'battleOver':
    case 'koReplaced':
    case 'invalidCombo':
    case 'powerZero':
      return null;
    default: {
      // Every DBS event is handled above (the compiler checks it); a kind from elsewhere is not narrated.
      const other: never = e;
      void other;
      return null;
    }
  }
}

export function dbsTerminal(me: Seat, format: string): TerminalGame {
  let names = new Map<number, string>();
  return {
    title: `Dragon Ball Super Card Game · ${formatById(format)?.title ?? format}`,
    events: (evs) => evs.map((e) => eventText(e, me, names)).filter((l): l is string => l !== null),
    board(view) {
      const v = view as DBSView;
      names = namesById(v);
      const you = v.players[me];
      const opp = v.players[me === 0 ? 1 : 0];
      const lines = [
        `Turn ${v.turn} · ${v.turnPlayer === me ? 'your' : "opponent's"} turn · ${v.phase}${v.step ? ` · ${v.step} step` : ''}`,
        ...playerLines(opp, 'Opponent'),
        ...playerLines(you, 'You'),
        `  hand: ${Array.isArray(you.hand) ? you.hand.map((c) => name(c.code)).join(' · ') || '—' : you.hand}`,
      ];
      const battle = battleLine(v, me);
      if (battle) lines.push(battle);
      const d = v.decision;
      if (d && d.seat === me && d.options) {
        if (d.looking?.length) lines.push(`Looking at: ${d.looking.map(unit).join(' · ')}`);
        lines.push('', PROMPTS[d.prompt] ?? d.prompt.replace(/^dbs\./, ''));
        d.options.forEach((o, i) => lines.push(`  ${i + 1}. ${answerText(o, v, names)}`));
      }
      return lines.join('\n');
    },
    chose: () => {},
  };
}
