// The skill language's phrasings added for issue 15, each through its DSL constructor, the interpreter and the
// rendered text: "when you KO a card" (7-4-1-4-2-1), "when one of your Battle Cards is KO'd" (10-1), a
// situation trigger on any condition (8-6-6, 8-6-6-1), "if this card would be KO'd, you may … instead" (8-9,
// 8-9-3), "play a Battle Card from your hand", a [Counter: Play] that sends the card being played away, and
// naming a number with no printed bound (1-3-5). Test-only skills on keyword-only cards.
import { describe, expect, it } from 'vitest';
import type { Answer } from '../../src/core/types.ts';
import { activateMain, auto, counter, draw, permanent } from '../../src/games/dbs/abilities/dsl.ts';
import { registerSkills } from '../../src/games/dbs/abilities/registry.ts';
import { NAMED_NUMBERS } from '../../src/games/dbs/abilities/resolveSkill.ts';
import { renderSkills } from '../../src/games/dbs/abilities/text.ts';
import type { DBSState } from '../../src/games/dbs/state.ts';
import {
  activate,
  answer,
  attack,
  choose,
  codes,
  declarePlay,
  en,
  finishBattle,
  no,
  options,
  play,
  prompt,
  rested,
  scenario,
  settle,
  V,
  yes,
} from './cards/helpers.ts';

const FURIOUS_VEGETA = 'BT1-065'; // [Activate: Main] once per turn, Life to Drop: KO 1 opponent's Battle card
const KO_WATCHER = 'BT1-034'; // test: when you KO your opponent's Battle Card, draw 1
const MOURNER = 'BT1-037'; // test: when one of your Battle Cards is KO'd, draw 1
const EMPTY_HAND = 'BT1-046'; // test: when there are no cards in your hand, draw 1
const STUBBORN = 'BT1-050'; // test: if this card would be KO'd, you may place 1 card from your hand in the Drop instead
const CALLER = 'BT1-102'; // test: [Activate: Main] choose 1 red Battle Card from your hand and play it
const SENDER = 'BT1-103'; // test: [Counter: Play] the Battle Card played goes to the bottom of its owner's deck
const NAMER = 'BT1-012'; // test: [Activate: Main] name a number; draw 1 that many times

registerSkills({
  [KO_WATCHER]: [auto({ on: 'youKO', whose: 'opponent' }, [draw(1)])],
  [MOURNER]: [auto({ on: 'yourBattleCardKOd' }, [draw(1)])],
  [EMPTY_HAND]: [auto({ on: 'situation', cond: { if: 'hand', op: '<=', n: 0 } }, [draw(1)])],
  [STUBBORN]: [permanent({ cont: 'replaceKO', cost: [{ pay: 'handToDrop', n: 1 }] })],
  [CALLER]: [activateMain([], [{ do: 'playFromHand', pick: 1, filter: { colour: 'blue' } }])],
  [SENDER]: [counter('play', [{ do: 'playedTo', to: 'deckBottom' }])],
  [NAMER]: [activateMain([], [{ do: 'nameNumber', then: [draw(1)] }])],
});

const text = (code: string): string => renderSkills(code).join(' ');

/** Player 1's Furious Yell Vegeta KOs player 2's `target`. */
function vegetaKOs(s: DBSState, target: string): void {
  activate(s, FURIOUS_VEGETA, { from: 'battle' });
  choose(s, target);
}

describe('skill language (issue 15)', () => {
  it('DBS 7-4-1-4-2-1 DBS 10-1: "when you KO your opponent’s Battle Card" triggers on a KO in battle and by a skill', () => {
    const s = scenario({ battle: [KO_WATCHER, FURIOUS_VEGETA, V.red] }, { battle: [V.blue, rested(V.yellow)] });
    vegetaKOs(s, V.blue);
    expect(s.players[0].hand).toHaveLength(1);
    attack(s, V.red, V.yellow);
    finishBattle(s);
    expect(codes(s.players[1].drop).sort()).toEqual([V.blue, V.yellow].sort());
    expect(s.players[0].hand).toHaveLength(2);
    // Control: an attack on the Leader KOs nothing, and nothing is drawn.
    const t = scenario({ battle: [KO_WATCHER, V.red] }, {});
    attack(t, V.red);
    finishBattle(t);
    expect(t.players[0].hand).toHaveLength(0);
    expect(text(KO_WATCHER)).toMatch(/When you KO your opponent's Battle Card: draw 1 card/i);
  });

  it('DBS 10-1: "when one of your Battle Cards is KO’d" triggers for its master, whoever KOs it', () => {
    const s = scenario({ battle: [FURIOUS_VEGETA] }, { battle: [MOURNER, V.blue] });
    vegetaKOs(s, V.blue);
    settle(s);
    expect(s.players[1].hand).toHaveLength(1);
    // Control: a KO of the opponent's card is not one of yours: nothing is drawn.
    const t = scenario({ battle: [MOURNER, V.red] }, { battle: [rested(V.blue)] });
    attack(t, V.red, V.blue);
    finishBattle(t);
    expect(codes(t.players[1].drop)).toEqual([V.blue]);
    expect(t.players[0].hand).toHaveLength(0);
    expect(text(MOURNER)).toMatch(/When one of your Battle Cards is KO-ed: draw 1 card/i);
  });

  it('DBS 8-6-6 DBS 8-6-6-1: a situation trigger ("no cards in your hand") goes pending once as it arises, again once it arises anew', () => {
    const s = scenario({ battle: [EMPTY_HAND], hand: [V.blue], energy: en('blue', 4) }, {});
    expect(s.players[0].hand).toHaveLength(1); // the situation does not hold: nothing yet
    play(s, V.blue);
    settle(s);
    expect(s.players[0].hand).toHaveLength(1); // the hand emptied: it drew 1
    play(s, V.blue);
    settle(s);
    expect(s.players[0].hand).toHaveLength(1); // emptied again: a new situation, drew again
    expect(s.players[0].battle).toHaveLength(3);
    expect(text(EMPTY_HAND)).toMatch(/When there are no cards in your hand: draw 1 card/i);
  });

  it('DBS 8-9 DBS 8-9-1-1 DBS 8-9-3: "if this card would be KO’d, you may … instead": its master chooses, if the cost can be paid', () => {
    const keep = scenario({ battle: [FURIOUS_VEGETA] }, { battle: [STUBBORN], hand: [V.red] });
    vegetaKOs(keep, STUBBORN);
    expect(prompt(keep)).toBe('dbs.replaceKO');
    expect(keep.decision!.seat).toBe(1);
    yes(keep);
    choose(keep, V.red);
    expect(codes(keep.players[1].battle)).toEqual([STUBBORN]); // the KO never happened
    expect(codes(keep.players[1].drop)).toEqual([V.red]);
    const decline = scenario({ battle: [FURIOUS_VEGETA] }, { battle: [STUBBORN], hand: [V.red] });
    vegetaKOs(decline, STUBBORN);
    no(decline);
    expect(codes(decline.players[1].drop)).toEqual([STUBBORN]);
    // 8-9-3: with no card in hand the choice cannot be made: no question, it is KO'd.
    const cannot = scenario({ battle: [FURIOUS_VEGETA] }, { battle: [STUBBORN] });
    vegetaKOs(cannot, STUBBORN);
    expect(prompt(cannot)).toBe('dbs.main');
    expect(codes(cannot.players[1].drop)).toEqual([STUBBORN]);
    // In battle too (7-4-1-4-2).
    const battle = scenario({ battle: [V.red] }, { battle: [rested(STUBBORN)], hand: [V.red] });
    attack(battle, V.red, STUBBORN);
    finishBattle(battle);
    expect(prompt(battle)).toBe('dbs.replaceKO');
    yes(battle);
    choose(battle, V.red);
    expect(codes(battle.players[1].battle)).toEqual([STUBBORN]);
    expect(text(STUBBORN)).toMatch(
      /if this card would be KO-ed, you may place 1 card from your hand in .*Drop Area instead/i,
    );
  });

  it('"Choose 1 <filter> Battle Card from your hand and play it": no energy is paid, and "when played" follows', () => {
    const s = scenario({ battle: [CALLER], hand: [V.red, V.blue] }, {});
    activate(s, CALLER, { from: 'battle' });
    expect(prompt(s)).toBe('dbs.playFromHand');
    expect(options(s)).toHaveLength(1); // only the blue one, and it must be taken (no "up to")
    choose(s, V.blue);
    expect(codes(s.players[0].battle).sort()).toEqual([CALLER, V.blue].sort());
    expect(codes(s.players[0].hand)).toEqual([V.red]);
    expect(text(CALLER)).toMatch(/Choose 1 blue Battle card from your hand and play it/i);
  });

  it('DBS 10-22-1: a [Counter: Play] that sends the card being played away: it never enters the Battle Area', () => {
    const send = (deflect: boolean): DBSState => {
      const s = scenario({ hand: [V.red], energy: en('red', 2) }, { hand: [SENDER], energy: en('yellow', 2) });
      if (deflect) s.players[0].hand[0].mods = [{ stat: 'keyword', keyword: 'deflect', until: 'turn' }];
      declarePlay(s, V.red);
      while (prompt(s) === 'dbs.payEnergy') answer(s, options(s)[0]);
      expect(prompt(s)).toBe('dbs.counterTiming');
      answer(
        s,
        options(s).find((o) => o.t === 'counter')!,
      );
      settle(s);
      return s;
    };
    const s = send(false);
    expect(s.players[0].battle).toHaveLength(0);
    expect(s.players[0].deck[0].code).toBe(V.red); // the bottom of its owner's deck
    expect(s.log!.some((l) => l.e.t === 'play')).toBe(false);
    // Control: a [Deflect] card is not affected: it is played.
    expect(codes(send(true).players[0].battle)).toEqual([V.red]);
    expect(text(SENDER)).toMatch(/The Battle Card played is placed at the bottom of its owner's deck instead/i);
  });

  it('DBS 1-3-5: a number with no printed bound is any whole number of 1 or more (offered as a finite list)', () => {
    const s = scenario({ battle: [NAMER] }, {});
    activate(s, NAMER, { from: 'battle' });
    expect(prompt(s)).toBe('dbs.nameNumber');
    expect(options(s)).toEqual(NAMED_NUMBERS.map((n) => ({ t: 'number', n })));
    expect(options(s).some((o) => (o as { n?: number }).n === 0)).toBe(false);
    answer(s, { t: 'number', n: 7 } as Answer);
    expect(s.players[0].hand).toHaveLength(7);
    expect(text(NAMER)).toMatch(/Name a number of 1 or more, then do the following that many times: draw 1/i);
  });
});
