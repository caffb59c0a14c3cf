// Future Card Buddyfight in the terminal (see src/cli/terminal.ts): the board from one fighter's view (digest §1.3,
// BF-Mat①–⑨: flag, buddy zone, life, gauge and deck as counts, the left / center / right monster areas with their
// power, defense, critical and soul, the item, the spell area, the drop zone; the opponent's hand as a count), the
// attack in progress (BF-Atk 2.2), a numbered menu naming each answer in words, and a narration of the events this
// fighter may see. `c N` at the prompt prints a card's text rendered from its ability tree (the catalog's
// describeCard).
import type { TerminalGame } from '../../../cli/terminal.ts';
import type { Answer, GameEvent, Seat } from '../../../core/types.ts';
import { reasonFor } from '../../seatWords.ts';
import { cardByCode } from '../cards/cardPool.ts';
import { formatById } from '../formats.ts';
import type { BFView, CardView, PlayerView } from '../view.ts';

const PROMPTS: Record<string, string> = {
  'bf.charge': 'Charge & Draw: you may put a card from your hand into your gauge, then draw a card.',
  'bf.use.main': 'Main phase: call, cast, equip, use an [Act], or pass to the attack phase.',
  'bf.use.final': 'Final phase: you may cast an impact (or pass).',
  'bf.use.counter': 'You may use a [Counter] card or ability now.',
  'bf.reply': 'Your opponent is using a card: you may answer with one [Counter].',
  'bf.attack': 'Attack: choose the attacking cards and what they attack (more than one card is a link attack).',
  'bf.attackTarget': 'An effect attacks with this card: choose what it attacks.',
  'bf.target': 'Choose a card for the effect.',
  'bf.discardCost': 'Pay the cost: choose a card to discard.',
  'bf.mayPay': 'Pay the cost for this effect?',
  'bf.sizeLimit': 'Your monsters are above the size limit: choose one to put into the drop zone.',
  'bf.soulguard': '[Soulguard]: put a soul card into the drop zone instead of this monster being destroyed?',
  'bf.move': '[Move]: you may move a monster to an open area.',
  'bf.counterattack': '[Counterattack]: choose the attacking monster to destroy.',
  'bf.search': 'Search your deck: choose a card (or none).',
};

function name(code: string): string {
  return cardByCode(code)?.name ?? code;
}

/** A card on the field: name, power/defense/critical as they are now, Rest, soul. */
function unit(c: CardView): string {
  const stats = c.power !== undefined ? ` ${c.power}/${c.defense ?? 0}/${c.critical ?? 0}` : '';
  const flags = [c.rested ? 'rest' : '', c.soul?.length ? `soul ${c.soul.length}` : ''].filter(Boolean).join(', ');
  return `${name(c.code)}${stats}${flags ? ` (${flags})` : ''}`;
}

function list(cards: CardView[]): string {
  return cards.length ? cards.map(unit).join(' · ') : '—';
}

function sizeTotal(p: PlayerView): number {
  return [...p.left, ...p.center, ...p.right].reduce((n, c) => n + (cardByCode(c.code)?.size ?? 0), 0);
}

function playerLines(p: PlayerView, label: string): string[] {
  const hand = typeof p.hand === 'number' ? p.hand : p.hand.length;
  const flag = p.flag[0] ? name(p.flag[0].code) : '—';
  const buddy = p.buddy.length ? list(p.buddy) : '—';
  return [
    `${label}: flag ${flag} · buddy ${buddy}`,
    `  life ${p.life} · gauge ${p.gauge} · hand ${hand} · deck ${p.deck} · drop ${p.drop.length} · size ${sizeTotal(p)}/3`,
    `  L ${list(p.left)}   C ${list(p.center)}   R ${list(p.right)}`,
    `  item ${list(p.item)}${p.spell.length ? `   spells ${list(p.spell)}` : ''}${p.play.length ? `   using ${list(p.play)}` : ''}`,
  ];
}

/** Every card this view shows, by id, so answers naming ids can be put in words. */
function namesById(v: BFView): Map<number, string> {
  const m = new Map<number, string>();
  const add = (cards: CardView[] | number | undefined) => {
    if (Array.isArray(cards)) for (const c of cards) m.set(c.id, unit(c));
  };
  for (const p of v.players) {
    for (const z of [p.hand, p.flag, p.buddy, p.left, p.center, p.right, p.item, p.spell, p.play, p.drop]) add(z);
  }
  add(v.decision?.looking);
  return m;
}

function battleLine(v: BFView, me: Seat, names: Map<number, string>): string | null {
  const b = v.battle;
  if (!b) return null;
  const whose = b.attackerSeat === me ? 'your' : "opponent's";
  const who = b.attackers.map((id) => names.get(id) ?? 'a card').join(' + ');
  const at = b.target === null ? (b.attackerSeat === me ? 'your opponent' : 'you') : (names.get(b.target) ?? 'a card');
  return `ATTACK: ${whose} ${b.link ? 'link attack ' : ''}${who} → ${at}${b.nullified ? ' · nullified' : ''}`;
}

function answerText(a: Answer, names: Map<number, string>): string {
  const x = a as Answer & Record<string, unknown>;
  const card = (id: unknown) => names.get(id as number) ?? `card #${id}`;
  const cards = (ids: unknown) => (ids as number[]).map(card).join(' + ');
  switch (a.t) {
    case 'call':
      return `Call ${card(x.card)} to the ${x.area}`;
    case 'buddyCall':
      return `Buddy Call with ${card(x.card)} to the ${x.area} (+1 life once a game)`;
    case 'cast':
      return `Cast ${card(x.card)}`;
    case 'castTogether':
      return `Cast ${x.n} copies of ${card(x.card)} together`;
    case 'equip':
      return `Equip ${card(x.card)}`;
    case 'act':
      return `Use [Act] ${(x.ability as number) + 1} of ${card(x.card)}`;
    case 'attack':
      return `Attack ${card(x.target)} with ${cards(x.ids)}`;
    case 'attackFighter':
      return `Attack your opponent with ${cards(x.ids)}`;
    case 'noAttack':
      return 'No attack (end the attacks)';
    case 'charge':
      return `Charge ${card(x.card)} and draw`;
    case 'noCharge':
      return 'Do not charge';
    case 'target':
    case 'discard':
    case 'sizeDrop':
    case 'search':
    case 'counterattack':
      return card(x.card);
    case 'noTarget':
      return 'None';
    case 'move':
      return `Move ${card(x.card)} to the ${x.area}`;
    case 'noMove':
      return 'No move';
    case 'soulguard':
      return 'Yes, [Soulguard]';
    case 'pay':
      return 'Pay';
    case 'decline':
      return 'Decline';
    case 'pass':
      return 'Pass';
    default:
      return Object.entries(x)
        .map(([k, val]) => (k === 't' ? String(val) : `${k} ${typeof val === 'number' ? card(val) : String(val)}`))
        .join(', ');
  }
}

/** The verb of each kind of use, for "you" and for "your opponent". */
const USE_WORDS: Record<string, [string, string]> = {
  call: ['call', 'calls'],
  buddyCall: ['Buddy Call', 'Buddy Calls'],
  cast: ['cast', 'casts'],
  castTogether: ['cast', 'casts'],
  equip: ['equip', 'equips'],
};

function eventText(e: GameEvent, me: Seat, names: Map<number, string>): string | null {
  const x = e as GameEvent & Record<string, unknown>;
  const you = x.seat === me;
  const who = x.seat === undefined ? '' : you ? 'You' : 'Your opponent';
  const code = typeof x.code === 'string' ? x.code : undefined;
  switch (e.t) {
    case 'turn':
      return `— Turn ${x.turn}: ${you ? 'your' : "your opponent's"} turn —`;
    case 'firstPlayer':
      return `${you ? 'You go' : 'Your opponent goes'} first.`;
    case 'phase':
      return `${String(x.phase)[0].toUpperCase()}${String(x.phase).slice(1)} phase.`;
    case 'declare':
      return `${who} ${(USE_WORDS[String(x.kind)] ?? ['use', 'uses'])[you ? 0 : 1]} ${code ? name(code) : 'a card'}.`;
    case 'act':
      return `${who} ${you ? 'use' : 'uses'} an [Act] of ${code ? name(code) : 'a card'}.`;
    case 'buddyGift':
      return `${who} ${you ? 'get' : 'gets'} the Buddy Gift.`;
    case 'nullified':
      return `${code ? name(code) : 'A card'} is nullified.`;
    case 'attack': {
      const ids = (x.ids as number[]) ?? [];
      const at = x.target === null ? (you ? 'your opponent' : 'you') : (names.get(x.target as number) ?? 'a monster');
      return `${who} ${ids.length > 1 ? 'link ' : ''}${you ? 'attack' : 'attacks'} ${at} with ${ids.map((id) => names.get(id) ?? 'a card').join(' + ')}.`;
    }
    case 'battle':
      return x.critical !== undefined
        ? `The attack hits for critical ${x.critical}.`
        : `Power ${x.power} against defense ${x.defense}: ${x.hit ? 'destroyed' : 'it survives'}.`;
    case 'damage':
      return `${who} ${you ? 'take' : 'takes'} ${x.n} damage (life ${x.life}).`;
    case 'life':
      return `${who} ${you ? 'gain' : 'gains'} ${x.n} life (life ${x.life}).`;
    case 'payLife':
      return `${who} ${you ? 'pay' : 'pays'} ${x.n} life (life ${x.life}).`;
    case 'destroyed':
      return `${code ? name(code) : 'A monster'} is destroyed.`;
    case 'soulguard':
      return `[Soulguard]: ${names.get(x.card as number) ?? 'a monster'} stays.`;
    case 'penetrate':
      return '[Penetrate] deals damage.';
    case 'attackNullified':
      return 'The attack is nullified.';
    case 'stand':
      return `${names.get(x.card as number) ?? 'A card'} stands again.`;
    case 'shuffle':
      return `${who} ${you ? 'shuffle' : 'shuffles'} the deck.`;
    case 'gameOver':
      return `Game over: ${reasonFor(String(x.reason), me)}.`;
    case 'move': {
      if (x.from === 'deck' && x.to === 'hand')
        return `${who} ${you ? 'draw' : 'draws'}${code ? ` ${name(code)}` : ' a card'}.`;
      if (x.to === 'gauge') return `${who} ${you ? 'put' : 'puts'} a card into the gauge.`;
      if (!code || x.from === 'play' || x.to === 'play') return null;
      const whose = you ? 'your' : "your opponent's";
      return `${name(code)} goes from ${whose} ${x.from} to ${x.to}.`;
    }
    default:
      return null;
  }
}

export function bfTerminal(me: Seat, format: string): TerminalGame {
  let names = new Map<number, string>();
  return {
    title: `Future Card Buddyfight · ${formatById(format)?.title ?? format}`,
    events: (evs) => evs.map((e) => eventText(e, me, names)).filter((l): l is string => l !== null),
    board(view) {
      const v = view as BFView;
      names = namesById(v);
      const you = v.players[me];
      const opp = v.players[me === 0 ? 1 : 0];
      const lines = [
        `Turn ${v.turn} · ${v.turnPlayer === me ? 'your' : "opponent's"} turn · ${v.phase}${v.step ? ` · ${v.step}` : ''}`,
        ...playerLines(opp, 'Opponent'),
        ...playerLines(you, 'You'),
        `  hand: ${Array.isArray(you.hand) ? you.hand.map((c) => name(c.code)).join(' · ') || '—' : you.hand}`,
      ];
      const battle = battleLine(v, me, names);
      if (battle) lines.push(battle);
      const d = v.decision;
      if (d && d.seat === me && d.options) {
        if (d.looking?.length) lines.push(`Looking at: ${d.looking.map(unit).join(' · ')}`);
        lines.push('', PROMPTS[d.prompt] ?? d.prompt.replace(/^bf\./, ''));
        d.options.forEach((o, i) => lines.push(`  ${i + 1}. ${answerText(o, names)}`));
      }
      return lines.join('\n');
    },
    chose: () => {},
  };
}
