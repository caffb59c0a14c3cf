// `arbiter decks vanguard`: the built-in decks with their clans and trigger breakdown.
import { builtInDecks, cardByCode } from '../games/vanguard/cards/cardPool.ts';
import type { TriggerKind } from '../games/vanguard/cards/cardRecord.ts';
import { requireGame } from './args.ts';

const TRIGGER_ORDER: TriggerKind[] = ['critical', 'draw', 'stand', 'heal', 'front'];

export function decksCommand(gameArg: string): void {
  requireGame(gameArg);
  const rows = builtInDecks().map((deck) => {
    const clans = new Map<string, number>();
    const triggers = new Map<TriggerKind, number>();
    let size = 0;
    for (const { code, count } of deck.cards) {
      const c = cardByCode(code)!;
      size += count;
      clans.set(c.clan, (clans.get(c.clan) ?? 0) + count);
      if (c.trigger) triggers.set(c.trigger.kind, (triggers.get(c.trigger.kind) ?? 0) + count);
    }
    const trig = TRIGGER_ORDER.filter((k) => triggers.has(k))
      .map((k) => `${triggers.get(k)} ${k}`)
      .join(', ');
    return [deck.id, deck.name, [...clans.keys()].join(' / '), `${size}`, trig];
  });
  const head = ['id', 'name', 'clan', 'cards', 'triggers'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) =>
    r
      .map((cell, i) => (i === 3 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  const out = [line(head), ...rows.map(line)];
  process.stdout.write(`${out.join('\n')}\n`);
}
