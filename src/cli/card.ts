// `arbiter card NAME|CODE`: a card's printed characteristics and its text, rendered from our ability DSL.
import { allCards, builtInDecks, cardByCode, cardsByName } from '../games/vanguard/cards/cardPool.ts';
import type { CardRecord } from '../games/vanguard/cards/cardRecord.ts';
import { parseDeckList } from '../games/vanguard/deckList.ts';
import '../games/vanguard/index.ts';
import { abilitiesOf } from '../games/vanguard/abilities/registry.ts';
import { cardText } from '../games/vanguard/abilities/text.ts';
import { CliError } from './args.ts';

const SKILLS: Record<string, string> = {
  boost: 'Boost',
  intercept: 'Intercept',
  twinDrive: 'Twin Drive!!',
  tripleDrive: 'Triple Drive!!!',
};

function find(query: string): CardRecord[] {
  const byCode = cardByCode(query.toUpperCase());
  if (byCode) return [byCode];
  const byName = cardsByName(query);
  if (byName.length > 0) return byName;
  const q = query.toLowerCase();
  return allCards().filter((c) => c.name.toLowerCase().includes(q));
}

function describe(c: CardRecord): string {
  const inDecks = builtInDecks()
    .map((d) => {
      const n = d.cards.filter((e) => e.code === c.code).reduce((sum, e) => sum + e.count, 0);
      return n ? `${d.id} ×${n}` : '';
    })
    .filter(Boolean);
  const lines = [
    `${c.name}  [${c.code}]`,
    `  clan ${c.clan} · nation ${c.nation} · race ${c.race}`,
    `  grade ${c.grade} · power ${c.power} · shield ${c.shield ?? 'none'} · critical ${c.critical}`,
    `  ${c.unitType} unit${c.trigger ? ` · ${c.trigger.kind} trigger (+${c.trigger.power} power)` : ''}${c.sentinel ? ' · Sentinel' : ''}`,
    `  skills: ${c.skills.length ? c.skills.map((s) => SKILLS[s] ?? s).join(', ') : 'none'}`,
    `  in built-in decks: ${inDecks.length ? inDecks.join(', ') : 'none'}`,
  ];
  const abilities = abilitiesOf(c.code);
  lines.push(abilities.length ? cardText(abilities).replace(/^/gm, '  ') : '  (no abilities)');
  return lines.join('\n');
}

export function cardCommand(words: string[]): void {
  const query = words.join(' ').trim();
  if (!query) throw new CliError('name a card or give its code, e.g. arbiter card Blaster Blade');
  const found = find(query);
  if (found.length === 0) {
    // The deck-list reader knows the closest name; ask it about a one-line list.
    const hint = parseDeckList(`1 ${query}`).errors[0]?.message ?? `unknown card "${query}"`;
    throw new CliError(hint, 1);
  }
  if (found.length > 8 && !cardsByName(query).length) {
    const list = found.map((c) => `  ${c.code}  ${c.name}`).join('\n');
    process.stdout.write(`${found.length} cards match "${query}":\n${list}\n`);
    return;
  }
  process.stdout.write(`${found.map(describe).join('\n\n')}\n`);
}
