// Every built-in deck's card with no abilities (a flag, or a card whose printed text is empty): its printed stats are
// the imported facts, its rendered text is empty, and it can be used from the hand in the main phase (a monster
// called to each area, an item equipped), one test per card (BF-Call, BF-Equip).
import { describe, expect, it } from 'vitest';
import { renderCard } from '../../../src/games/buddyfight/abilities/text.ts';
import { scriptOf } from '../../../src/games/buddyfight/abilities/registry.ts';
import { deckImplemented } from '../../../src/games/buddyfight/catalog.ts';
import { allDecks, requireCard } from '../../../src/games/buddyfight/cards/cardPool.ts';
import cardsJson from '../../../data/buddyfight/cards.json' with { type: 'json' };
import { options, put, reask, turn2, fill } from '../scenario.ts';

const decks = allDecks().filter(deckImplemented);
const vanilla = [...new Set(decks.flatMap((d) => d.cards.map((e) => e.code)))].filter(
  (c) => Object.keys(scriptOf(c)).length === 0,
);

describe('Buddyfight cards with no abilities', () => {
  it('the implemented decks are TD01, TD02, TD03, TD04, TD06, TD07 and H-TD02, and each has vanilla cards', () => {
    expect(decks.map((d) => d.id)).toEqual([
      'BF-TD01',
      'BF-TD02',
      'BF-TD03',
      'BF-TD04',
      'BF-TD06',
      'BF-TD07',
      'BF-H-TD02',
    ]);
    expect(vanilla.length).toBeGreaterThan(10);
  });

  it.each(vanilla)('BF-Call BF-Equip %s: printed stats as imported, no text, usable from the hand', (code) => {
    const c = requireCard(code);
    const fact = (cardsJson as { code: string }[]).find((x) => x.code === code)!;
    expect(c).toEqual(fact);
    expect(renderCard(code)).toBe('');
    const deck = decks.find((d) => d.cards.some((e) => e.code === code))!;
    const s = turn2(deck.id, deck.id);
    const tp = s.turnPlayer;
    const card = put(s, tp, 'hand', c.name);
    fill(s, tp, 'gauge', 4);
    reask(s);
    const uses = options(s).filter((o) => o.card === card.id);
    if (c.type === 'monster') {
      expect(uses.filter((o) => o.t === 'call').map((o) => o.area)).toEqual(['left', 'center', 'right']);
    } else {
      expect(c.type).toBe('item');
      expect(uses).toEqual([{ t: 'equip', card: card.id }]);
    }
  });
});
