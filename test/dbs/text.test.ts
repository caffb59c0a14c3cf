// The card text rendered from the DBS skill trees (abilities/text.ts): readable English for every node,
// the same text the engine's trees mean, and never a raw tree or an undefined field.
import { describe, expect, it } from 'vitest';
import '../../src/games/dbs/index.ts';
import { allCards } from '../../src/games/dbs/cards/cardPool.ts';
import { registeredKeys } from '../../src/games/dbs/abilities/registry.ts';
import { cardText, renderSkills } from '../../src/games/dbs/abilities/text.ts';

describe('DBS card text', () => {
  it('renders targets, conditions and keywords in English', () => {
    expect(renderSkills('BT1-042')).toEqual([
      "[Auto] When you play this card: If you have 5 or more energy, choose up to 1 of your opponent's Battle cards and KO it.",
    ]);
    expect(renderSkills('BT1-099')).toEqual([
      "[Auto] When you play this card: If your Leader Card is 《Ginyu Force》, choose up to 1 of your opponent's Battle cards with an energy cost of 2 or less and switch it to Rest Mode.",
    ]);
    expect(renderSkills('BT1-011')).toEqual([
      '[Evolve] (R)(R)(R)(2) : <Hit>',
      "[Auto] When a card evolves into this card: Inflict 2 damage to your opponent's life.",
    ]);
    expect(renderSkills('BT1-065')).toEqual([
      "[Activate: Main] [Once per Turn] Place 1 card from your life in your Drop Area : Choose 1 of your opponent's Battle cards and KO it.",
    ]);
    expect(renderSkills('BT1-030', true)[0]).toBe(
      '[Permanent] If you have 7 or more energy, this card gains [Dual Attack].',
    );
    expect(renderSkills('BT1-091')[0]).toBe(
      '[Counter: Battle Card Attack] Play this card from your hand and change the target of the attack to this card.',
    );
  });

  it('"may … If you do" covers every effect that follows it', () => {
    expect(renderSkills('BT2-056')[1]).toBe(
      "[Auto] When your opponent's card attacks, if your Leader Card is <Zamasu> or <Goku Black>: You may place 1 card from your hand in your Drop Area. If you do, negate the attack, then negate this skill for the turn.",
    );
  });

  it('the full text of a card names both Leader faces, characteristics and printed keywords', () => {
    const t = cardText('BT1-030');
    expect(t).toContain('Son Goku  [BT1-030]');
    expect(t).toContain('Super Saiyan Blue Son Goku  [BT1-030]');
    expect(t).toContain('[Awaken] When your life is at 4 or less : You may draw 2 cards and flip this card over.');
    expect(cardText('BT1-042')).toMatch(/energy cost \(B\)\(B\)\(2\)[^\n]*combo power 10000/);
    expect(cardText('BT1-042')).toContain('[Double Strike]');
  });

  it('no card renders a raw tree or an undefined field', () => {
    for (const c of allCards()) {
      const t = cardText(c.code);
      expect(t, c.code).not.toMatch(/[{}]|undefined|NaN|\[object/);
    }
    for (const key of registeredKeys()) {
      const [code, back] = key.split('#');
      for (const line of renderSkills(code, back === 'back')) expect(line, key).toMatch(/^\[[A-Z]/);
    }
  });
});
