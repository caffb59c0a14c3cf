// The card text a player reads is rendered from the same ability tree the engine plays (DESIGN "Cards"), so it must
// state the definition exactly: never narrower, never another unit, never another number. Each case below is a
// definition whose text once said something else; the shipped card TD02/001 is the one a player met.
import { describe, expect, it } from 'vitest';
import '../../src/games/vanguard/cards/abilities/index.ts';
import { auto, type Effect, type Trigger } from '../../src/games/vanguard/abilities/dsl.ts';
import { abilitiesOf } from '../../src/games/vanguard/abilities/registry.ts';
import { abilityText, cardText } from '../../src/games/vanguard/abilities/text.ts';

const onTrigger = (trigger: Trigger) => abilityText(auto({ zones: ['RC'], trigger, effects: [{ do: 'draw', n: 1 }] }));
const doing = (e: Effect) => abilityText(auto({ trigger: { on: 'attacks' }, effects: [e] }));

describe('rendered text states the definition', () => {
  it('VG2 7.7.1.7: TD02/001 Dragonic Overlord grants "when this unit\'s attack hits a rear-guard", and says so', () => {
    const text = cardText(abilitiesOf('TD02/001'));
    expect(text).toContain('When this unit\'s attack hits a rear-guard, stand this unit."');
    expect(text).not.toContain('hits a vanguard');
  });

  it('VG2 7.7.1.7: the three "hits" triggers read differently', () => {
    expect(onTrigger({ on: 'hits' })).toContain("When this unit's attack hits, draw");
    expect(onTrigger({ on: 'hits', vs: 'vanguard' })).toContain("When this unit's attack hits a vanguard,");
    expect(onTrigger({ on: 'hits', vs: 'rearguard' })).toContain("When this unit's attack hits a rear-guard,");
  });

  it('VG2 6.8.1.3: "at the beginning of the end phase" triggers for the turn player\'s cards only, so it reads "your"', () => {
    expect(onTrigger({ on: 'beginningOf', timing: 'endPhase' })).toContain('At the beginning of your end phase,');
  });

  it('the battle-number requirement reads the comparison it makes', () => {
    const atBattle = (op: '>=' | '>' | '<=' | '<') =>
      abilityText(
        auto({
          trigger: { on: 'attacks' },
          condition: { if: 'compare', left: { of: 'battle' }, op, right: 3 },
          effects: [{ do: 'draw', n: 1 }],
        }),
      );
    expect(atBattle('>=')).toContain('if it is the third battle of the turn or later,');
    expect(atBattle('>')).toContain('if it is later than the third battle of the turn,');
    expect(atBattle('<=')).toContain('if it is the third battle of the turn or earlier,');
    expect(atBattle('<')).toContain('if it is earlier than the third battle of the turn,');
  });

  it("returning an opponent's unit puts it into that player's hand, and the text says whose", () => {
    const opp = doing({
      do: 'returnToHand',
      target: { unit: 'choose', side: 'opponent', what: 'rearguard', n: 1 },
    });
    expect(opp).toContain("choose one of your opponent's rear-guards, and return it to your opponent's hand");
    expect(doing({ do: 'returnToHand', target: { unit: 'this' } })).toContain('return this unit to your hand');
  });

  it('putting hand cards back into the deck names how many', () => {
    expect(doing({ do: 'handToDeck', n: 2 })).toContain(
      'choose two cards from your hand, return them to your deck, and shuffle your deck',
    );
    expect(doing({ do: 'handToDeck', n: 1 })).toContain('choose a card from your hand, return it to your deck');
  });

  it('"another" reads once: TD03/015 and a retire cost whose filter says "other" too', () => {
    expect(cardText(abilitiesOf('TD03/015'))).toContain('When another «Nova Grappler» unit rides this unit');
    const cost = abilityText(
      auto({
        trigger: { on: 'attacks' },
        cost: [{ pay: 'retire', n: 1, filter: { other: true, clan: 'Kagero' } }],
        effects: [{ do: 'draw', n: 1 }],
      }),
    );
    expect(cost).toContain('[retire one of your other «Kagero» rear-guards]');
  });
});
