// A pasted Buddyfight list keeps its flag and its buddy on the way to a game (BF-Setup: both are kept outside the
// deck's cards): the server's resolveDeck used to keep the cards only, so a game made from a pasted list had no flag
// and no buddy. The positive control is the built-in deck, which always kept them.
import { describe, expect, it } from 'vitest';
import '../../src/games/index.ts';
import { newGame } from '../../src/core/engine.ts';
import { catalogOf } from '../../src/games/catalog.ts';
import { resolveDeck } from '../../src/server/catalog.ts';

const bf = catalogOf('buddyfight')!;

/** The built-in deck written out as a player would paste it: its flag, a "Buddy:" line and the main deck. */
function pasted(id: string): string {
  const spec = bf.deck(id)!.spec;
  const counts = new Map<string, number>();
  for (const c of spec.cards) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [`1 ${spec.flag}`, `Buddy: ${bf.cardName(spec.buddy!)}`, ...[...counts].map(([c, n]) => `${n} ${c}`)].join(
    '\n',
  );
}

describe('BF-Setup: a pasted Buddyfight list reaches the game with its flag and buddy', () => {
  it('resolves to the same deck as the built-in one, and a game starts from it', () => {
    const builtIn = resolveDeck(bf, 'BF-TD01', 'standard');
    const custom = resolveDeck(bf, { text: pasted('BF-TD01') }, 'standard');
    expect(builtIn.ok && custom.ok).toBe(true);
    if (!builtIn.ok || !custom.ok) return;
    expect(custom.deck.flag).toBe(builtIn.deck.flag);
    expect(custom.deck.buddy).toBe(builtIn.deck.buddy);
    expect([...custom.deck.cards].sort()).toEqual([...builtIn.deck.cards].sort());
    const s = newGame({ game: 'buddyfight', format: 'standard', decks: [custom.deck, builtIn.deck], seed: 3 });
    expect(s.decision).not.toBeNull();
  });

  it('a list without its flag is refused with the reason, and nothing is made', () => {
    const text = pasted('BF-TD01').split('\n').slice(1).join('\n');
    const r = resolveDeck(bf, { text }, 'standard');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => e.message).join(' ')).toMatch(/flag/i);
  });
});
