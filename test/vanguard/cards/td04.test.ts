// VG-TD04 "Maiden Princess of the Cherry Blossoms" (Oracle Think Tank): every card with abilities
// (src/games/vanguard/cards/abilities/td04.ts), played through real turns. TD04/001 Oracle Guardian, Apollon and
// TD04/015 Lozenge Magus are not yet expressible in the DSL (still vanilla) and are not tested here.
import { describe, expect, it } from 'vitest';
import { view } from '../../../src/core/engine.ts';
import type { VGView } from '../../../src/games/vanguard/view.ts';
import { answer, events, idOf, prompt, scenario } from '../scenario.ts';
import {
  atGuard,
  attack,
  BOTH,
  cite,
  codes,
  deck,
  faceUp,
  mods,
  pw,
  resolveTriggers,
  toNextTurn,
  unit,
} from './helpers.ts';
import {
  attackBonus,
  attackNoBonus,
  cardTextMentions,
  counterBlastAttack,
  interceptShield,
  interceptShieldOtherClan,
} from './templates.ts';

const SAKUYA = 'TD04/002';
const METEOR = 'TD04/003';
const WISEMAN = 'TD04/004';
const SECURITY = 'TD04/005';
const SWORD_DANCER = 'TD04/006';
const GEMINI = 'TD04/007';
const DARK_CAT = 'TD04/008';
const MILK = 'TD04/009';
const MAPLE = 'TD04/010';
const LUCK_BIRD = 'TD04/011';
const NIKE = 'TD04/012';
const DREAM_EATER = 'TD04/013';
const GALLATIN = 'TD01/004';
const MARRON = 'TD01/008';
const WINGAL = 'TD01/009';
const STARDUST = 'TD01/012';

/** An Oracle Think Tank deck: vanilla Oracle Guardian, Gemini under the given top cards. */
const ottDeck = (top: string[] = []) => deck(top, GEMINI);
const four = [MARRON, MARRON, MARRON, MARRON];
const three = [MARRON, MARRON, MARRON];

describe('TD04/002 Goddess of Flower Divination, Sakuya', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD04/002 Goddess of Flower Divination, Sakuya: [VG2 8.1.1.3|VG1 8.1.1.3] [CONT](VC) during your turn with four or more hand cards Power +4000, re-checked continuously`,
      ),
      () => {
        const s = scenario({ format, at: 'main', p0: { vanguard: SAKUYA, hand: [GEMINI, ...three] } });
        expect(pw(s, 0, 'VC')).toBe(14000);
        const v = view(s, 0) as VGView;
        expect(v.players[0].field.VC[0]).toMatchObject({ code: SAKUYA, power: 14000 });
        answer(s, { t: 'call', card: idOf(s, 0, 'hand', GEMINI), circle: 'FL' });
        expect(s.players[0].hand).toHaveLength(3);
        expect(pw(s, 0, 'VC')).toBe(10000);
        expect(mods(s)).toEqual([]); // a continuous effect, not a one-shot modifier
      },
    );
  }

  it("TD04/002 Goddess of Flower Divination, Sakuya: VG2 8.1.1.3 not during the opponent's turn, and not as a rear-guard", () => {
    const theirs = scenario({
      at: 'battle',
      turnPlayer: 1,
      p0: { vanguard: SAKUYA, hand: [...four, STARDUST] },
      p1: { vanguard: GALLATIN },
    });
    attack(theirs, 'VC', 'VC');
    expect(atGuard(theirs)).toBe(true);
    expect(pw(theirs, 0, 'VC')).toBe(10000);

    const rg = scenario({ at: 'main', p0: { vanguard: WISEMAN, rc: { FL: SAKUYA }, hand: four } });
    expect(pw(rg, 0, 'FL')).toBe(10000);
  });

  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD04/002 Goddess of Flower Divination, Sakuya: [VG2 10.5|VG1 10.1.4] placed on (VC) by a ride, every «Oracle Think Tank» rear-guard returns to the hand`,
      ),
      () => {
        const s = scenario({
          format,
          turn: 5,
          at: 'ride',
          p0: {
            vanguard: WISEMAN,
            rc: { FL: GEMINI, BL: MILK, FR: GALLATIN },
            hand: [SAKUYA, MARRON, MARRON],
            deck: ottDeck(),
          },
        });
        answer(s, { t: 'ride', card: idOf(s, 0, 'hand', SAKUYA) });
        expect(prompt(s)).toBe('vg.main');
        expect(s.players[0].field.FL).toHaveLength(0);
        expect(s.players[0].field.BL).toHaveLength(0);
        expect(codes(s.players[0].field.FR)).toEqual([GALLATIN]); // «Royal Paladin» stays
        expect(codes(s.players[0].hand)).toEqual([MARRON, MARRON, GEMINI, MILK]);
        // Four hand cards now: the CONT applies.
        expect(pw(s, 0, 'VC')).toBe(14000);
      },
    );
  }

  it('TD04/002 Goddess of Flower Divination, Sakuya: called to (RC) it returns nothing', () => {
    const s = scenario({ at: 'main', p0: { vanguard: METEOR, rc: { FL: GEMINI }, hand: [SAKUYA] } });
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', SAKUYA), circle: 'FR' });
    expect(prompt(s)).toBe('vg.main');
    expect(codes(s.players[0].field.FL)).toEqual([GEMINI]);
    expect(events(s, 'playAbility')).toHaveLength(0);
  });
});

describe('TD04/003 Meteor Break Wizard', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD04/003 Meteor Break Wizard: [VG2 10.16|VG1 10.1.15] Counter Blast (1) on attack: Power +3000 until end of that battle`,
      ),
      () => {
        const p0 = { vanguard: METEOR, rc: { FR: WISEMAN }, damage: [MARRON], deck: ottDeck() };
        expect(prompt(counterBlastAttack({ format, p0, from: 'VC' }, 10000))).toBe('vg.attack');
      },
    );
  }

  it('TD04/003 Meteor Break Wizard: VG2 8.6.4 VG-063 with no face-up damage nothing is asked', () => {
    attackNoBonus({ p0: { rc: { FL: METEOR }, damage: [{ code: MARRON, faceDown: true }] }, from: 'FL' }, 10000);
  });
});

describe('TD04/005 Security Guardian', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD04/005 Security Guardian: [VG2 11.3|VG1 10.2.2] intercepting with an «Oracle Think Tank» vanguard: Shield +5000 until end of that battle`,
      ),
      () => {
        // 16000 against 10000 + 10000
        const p1 = { vanguard: WISEMAN, rc: { FL: SECURITY }, hand: [MARRON] };
        interceptShield({ format, p0: { rc: { FL: GALLATIN, BL: WINGAL } }, p1, from: 'FL' }, 'FL');
      },
    );
  }

  it('TD04/005 Security Guardian: VG2 8.1.1.2.3 with a «Royal Paladin» vanguard only its printed 5000', () => {
    const p1 = { vanguard: GALLATIN, rc: { FL: SECURITY }, hand: [MARRON] };
    interceptShieldOtherClan({ p0: { rc: { FL: GALLATIN, BL: WINGAL } }, p1, from: 'FL' }, 'FL');
  });
});

describe('TD04/006 Sword Dancer Angel', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD04/006 Sword Dancer Angel: [VG2 6.4.1.1.2|VG1 6.4.1.2] [VG2 3.12.2|VG1 3.12.2] the draw-phase draw gives Power +1000 until end of turn`,
      ),
      () => {
        const s = scenario({ format, at: 'draw', p0: { rc: { FL: SWORD_DANCER }, deck: ottDeck() } });
        expect(pw(s, 0, 'FL')).toBe(9000);
        expect(s.players[0].hand).toHaveLength(1);
        toNextTurn(s);
        expect(pw(s, 0, 'FL')).toBe(8000);
      },
    );
  }

  it('TD04/006 Sword Dancer Angel: a draw trigger draws (+1000); a drive check putting a card into the hand is no draw', () => {
    const s = scenario({
      at: 'battle',
      p0: { vanguard: SAKUYA, rc: { FL: SWORD_DANCER }, deck: ottDeck([DREAM_EATER, GEMINI]) },
    });
    attack(s, 'VC', 'VC');
    resolveTriggers(s);
    expect(prompt(s)).toBe('vg.attack');
    expect(pw(s, 0, 'FL')).toBe(9000);
    expect(mods(s).filter((m) => m.id === unit(s, 0, 'FL').id)).toEqual([
      { t: 'modify', seat: 0, id: unit(s, 0, 'FL').id, stat: 'power', n: 1000, until: 'turn' },
    ]);
  });

  it('TD04/006 Sword Dancer Angel: VG2 3.12.2 "when you draw" — the other player drawing does nothing for it', () => {
    // Dark Cat: only the opponent draws, so only the opponent's Sword Dancer Angel gets +1000.
    const s = scenario({
      at: 'main',
      p0: { vanguard: WISEMAN, rc: { FL: SWORD_DANCER }, hand: [DARK_CAT] },
      p1: { rc: { FL: SWORD_DANCER } },
    });
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', DARK_CAT), circle: 'BL' });
    answer(s, { t: 'no' }); // the turn player does not draw
    answer(s, { t: 'yes' }); // the opponent does
    expect(prompt(s)).toBe('vg.main');
    expect(pw(s, 0, 'FL')).toBe(8000);
    expect(pw(s, 1, 'FL')).toBe(9000); // "when you draw" works in the opponent's turn too
  });
});

describe('TD04/008 Dark Cat', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD04/008 Dark Cat: [VG2 1.3.4|VG1 1.3.4] placed with an «Oracle Think Tank» vanguard, each player may draw, the turn player first`,
      ),
      () => {
        const s = scenario({ format, at: 'main', p0: { vanguard: WISEMAN, hand: [DARK_CAT] } });
        answer(s, { t: 'call', card: idOf(s, 0, 'hand', DARK_CAT), circle: 'BL' });
        expect(prompt(s)).toBe('vg.mayDraw');
        expect(s.decision!.seat).toBe(0);
        answer(s, { t: 'yes' });
        expect(prompt(s)).toBe('vg.mayDraw');
        expect(s.decision!.seat).toBe(1);
        answer(s, { t: 'yes' });
        expect(prompt(s)).toBe('vg.main');
        expect(s.players[0].hand).toHaveLength(1);
        expect(s.players[1].hand).toHaveLength(1);
        expect(s.players[0].deck).toHaveLength(19);
      },
    );
  }

  it('TD04/008 Dark Cat: placed on (VC) by a ride it is the «Oracle Think Tank» vanguard; each player may decline', () => {
    const s = scenario({ at: 'ride', p0: { vanguard: STARDUST, hand: [DARK_CAT] } });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', DARK_CAT) });
    answer(s, { t: 'yes' });
    answer(s, { t: 'no' });
    expect(prompt(s)).toBe('vg.main');
    expect(s.players[0].hand).toHaveLength(1);
    expect(s.players[1].hand).toHaveLength(0);
  });

  it('TD04/008 Dark Cat: VG2 8.1.1.2.3 with a «Royal Paladin» vanguard nobody is asked to draw', () => {
    const s = scenario({ at: 'main', p0: { vanguard: GALLATIN, hand: [DARK_CAT] } });
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', DARK_CAT), circle: 'BL' });
    expect(prompt(s)).toBe('vg.main');
    expect(s.players[0].hand).toHaveLength(0);
    expect(s.players[1].hand).toHaveLength(0);
  });
});

describe('TD04/009 Weather Girl, Milk', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD04/009 Weather Girl, Milk: [VG2 7.4.1.10|VG1 7.3.1.5] boosting an «Oracle Think Tank» vanguard with four hand cards: Power +4000 until end of that battle`,
      ),
      () => {
        const p0 = { vanguard: WISEMAN, rc: { BC: MILK, FR: GEMINI }, hand: four, deck: ottDeck() };
        expect(prompt(attackBonus({ format, p0, from: 'VC', boost: true }, 10000, 6000 + 4000))).toBe('vg.attack');
      },
    );
  }

  it('TD04/009 Weather Girl, Milk: VG2 8.1.1.2.3 with three hand cards it gives nothing', () => {
    attackNoBonus({ p0: { vanguard: WISEMAN, rc: { BC: MILK }, hand: three }, from: 'VC', boost: true }, 16000);
  });

  it('TD04/009 Weather Girl, Milk: boosting a rear-guard gives nothing', () => {
    const p0 = { vanguard: WISEMAN, rc: { FL: GEMINI, BL: MILK }, hand: four };
    expect(events(attackNoBonus({ p0, from: 'FL', boost: true }, 14000), 'playAbility')).toHaveLength(0);
  });
});

describe('TD04/010 Battle Sister, Maple', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD04/010 Battle Sister, Maple: attacking with four hand cards: Power +3000 until end of that battle`,
      ),
      () => {
        attackBonus({ format, p0: { rc: { FL: MAPLE, FR: GEMINI }, hand: four }, from: 'FL' }, 6000, 3000);
      },
    );
  }

  it('TD04/010 Battle Sister, Maple: with three hand cards nothing', () => {
    attackNoBonus({ p0: { vanguard: MAPLE, hand: three }, from: 'VC' }, 6000);
  });
});

describe('TD04/011 Luck Bird', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD04/011 Luck Bird: placed on (RC) with an «Oracle Think Tank» vanguard, [VG2 10.17|VG1 10.1.16] Soul Blast (2) draws a card`,
      ),
      () => {
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: WISEMAN, hand: [LUCK_BIRD], soul: [GEMINI, MILK, MAPLE], deck: ottDeck([NIKE]) },
        });
        answer(s, { t: 'call', card: idOf(s, 0, 'hand', LUCK_BIRD), circle: 'BL' });
        answer(s, { t: 'yes' });
        // Three soul cards for two: chosen one at a time.
        expect(prompt(s)).toBe('vg.cost.soulBlast');
        answer(s, { t: 'card', card: idOf(s, 0, 'soul', MILK) });
        expect(prompt(s)).toBe('vg.cost.soulBlast');
        answer(s, { t: 'card', card: idOf(s, 0, 'soul', GEMINI) });
        expect(prompt(s)).toBe('vg.main');
        expect(codes(s.players[0].soul)).toEqual([MAPLE]);
        expect(codes(s.players[0].drop)).toEqual([MILK, GEMINI]);
        expect(codes(s.players[0].hand)).toEqual([NIKE]);
      },
    );
  }

  it('TD04/011 Luck Bird: VG2 8.6.4 VG-063 with one soul card the cost is not asked; VG2 3.1.1.5.2 declining draws nothing', () => {
    const one = scenario({ at: 'main', p0: { vanguard: WISEMAN, hand: [LUCK_BIRD], soul: [GEMINI] } });
    answer(one, { t: 'call', card: idOf(one, 0, 'hand', LUCK_BIRD), circle: 'BL' });
    expect(prompt(one)).toBe('vg.main');
    expect(one.players[0].soul).toHaveLength(1);
    expect(one.players[0].hand).toHaveLength(0);

    const no = scenario({ at: 'main', p0: { vanguard: WISEMAN, hand: [LUCK_BIRD], soul: [GEMINI, MILK] } });
    answer(no, { t: 'call', card: idOf(no, 0, 'hand', LUCK_BIRD), circle: 'BL' });
    answer(no, { t: 'no' });
    expect(no.players[0].soul).toHaveLength(2);
    expect(no.players[0].hand).toHaveLength(0);
  });

  it('TD04/011 Luck Bird: VG2 8.1.1.2.3 with a «Royal Paladin» vanguard nothing is asked; placed on (VC) it does nothing', () => {
    const rp = scenario({ at: 'main', p0: { vanguard: GALLATIN, hand: [LUCK_BIRD], soul: [GEMINI, MILK] } });
    answer(rp, { t: 'call', card: idOf(rp, 0, 'hand', LUCK_BIRD), circle: 'BL' });
    expect(prompt(rp)).toBe('vg.main');
    expect(rp.players[0].soul).toHaveLength(2);

    const ride = scenario({ at: 'ride', p0: { vanguard: STARDUST, hand: [LUCK_BIRD], soul: [GEMINI, MILK] } });
    answer(ride, { t: 'ride', card: idOf(ride, 0, 'hand', LUCK_BIRD) });
    expect(prompt(ride)).toBe('vg.main');
    expect(ride.players[0].soul).toHaveLength(3);
    expect(faceUp(ride, 0)).toBe(0);
  });
});

describe('TD04 card text rendered from the ability trees', () => {
  const cases: [string, string[]][] = [
    [
      SAKUYA,
      [
        '[CONT](VC)',
        'During your turn',
        'cards in your hand is at least four',
        'Power +4000',
        'placed on (VC)',
        'return all of your «Oracle Think Tank» rear-guards to your hand',
      ],
    ],
    [METEOR, ['[AUTO](VC/RC)', 'Counter Blast (1)', 'When this unit attacks', 'Power +3000']],
    [
      SECURITY,
      ['When this unit intercepts', '«Oracle Think Tank» vanguard', 'Shield +5000', 'until end of that battle'],
    ],
    [SWORD_DANCER, ['[AUTO](VC/RC)', 'When you draw a card', 'Power +1000', 'until end of turn']],
    [DARK_CAT, ['placed on (VC) or (RC)', '«Oracle Think Tank» vanguard', 'each player may draw a card']],
    [MILK, ['[AUTO](RC)', 'boosts', '«Oracle Think Tank» vanguard', 'at least four', 'Power +4000']],
    [MAPLE, ['[AUTO](VC/RC)', 'When this unit attacks', 'at least four', 'Power +3000', 'until end of that battle']],
    [LUCK_BIRD, ['Soul Blast (2)', 'placed on (RC)', '«Oracle Think Tank» vanguard', 'draw a card']],
  ];
  cardTextMentions(cases);
});
