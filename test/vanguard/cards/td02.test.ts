// VG-TD02 "Dragonic Overlord" (Kagero): every card with abilities (src/games/vanguard/cards/abilities/td02.ts),
// played through real turns. TD02/001 Dragonic Overlord, TD02/003 Yaksha and TD02/006 Wyvern Strike, Tejas are
// not yet expressible in the DSL (still vanilla) and are not tested here.
import { describe, expect, it } from 'vitest';
import { answer, events, idOf, offers, prompt, scenario, noHandAbility } from '../scenario.ts';
import {
  attack,
  BOTH,
  cite,
  codes,
  deck,
  endGuard,
  faceUp,
  mods,
  offersAct,
  playAct,
  pw,
  toNextTurn,
  unit,
} from './helpers.ts';
import {
  attackBonus,
  boostedAttackGuarded,
  boostedHitDeclined,
  boostedHitDiscardDraw,
  boostOnly,
  calledCostDeclined,
  calledWithoutCost,
  cardTextMentions,
  hitWithoutDiscard,
} from './templates.ts';

const OVERLORD = 'TD02/001';
const GOKU = 'TD02/002';
const NEHALEM = 'TD02/004';
const BERSERK = 'TD02/005';
const TEJAS = 'TD02/006';
const BAHR = 'TD02/007';
const GOJO = 'TD02/008';
const AERMO = 'TD02/009';
const JOKA = 'TD02/010';
const JARRAN = 'TD02/011';
const UNDEUX = 'TD02/012';
const RAKSHASA = 'TD02/016';
const BRIGITTE = 'TD01/001';
const GALLATIN = 'TD01/004';
const BLASTER_BLADE = 'TD01/005';
const MARRON = 'TD01/008';
const WINGAL = 'TD01/009';
const STARDUST = 'TD01/012';

describe('TD02/002 Dragon Monk, Goku', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD02/002 Dragon Monk, Goku: [VG2 7.6.1.2|VG1 7.5.1.2] a drive check revealing a grade 3 «Kagero» retires a chosen grade 1 or less rear-guard ([VG2 8.5.4.1|VG1 8.5.3.1]: not "up to")`,
      ),
      () => {
        const s = scenario({
          format,
          at: 'battle',
          p0: { vanguard: GOKU, deck: deck([OVERLORD, BAHR]) },
          p1: { rc: { FL: WINGAL, FR: GALLATIN, BL: STARDUST } },
        });
        attack(s, 'VC', 'VC');
        endGuard(s);
        expect(prompt(s)).toBe('vg.chooseUnit');
        expect(s.decision!.seat).toBe(0);
        expect(s.decision!.options).toEqual([
          { t: 'unit', seat: 1, circle: 'FL' },
          { t: 'unit', seat: 1, circle: 'BL' },
        ]);
        answer(s, { t: 'unit', circle: 'BL' });
        expect(codes(s.players[1].drop)).toEqual([STARDUST]);
        expect(codes(s.players[1].field.FL)).toEqual([WINGAL]);
        expect(codes(s.players[1].field.FR)).toEqual([GALLATIN]);
        expect(events(s, 'retire')).toHaveLength(1);
      },
    );
  }

  it('TD02/002 Dragon Monk, Goku: a grade 3 «Royal Paladin» or a grade 2 «Kagero» reveals nothing', () => {
    const s = scenario({
      at: 'battle',
      p0: { vanguard: GOKU, rc: { FR: NEHALEM }, deck: deck([BRIGITTE, BERSERK]) },
      p1: { rc: { FL: WINGAL }, hand: [STARDUST] },
    });
    attack(s, 'VC', 'VC');
    endGuard(s);
    expect(prompt(s)).toBe('vg.attack');
    expect(events(s, 'playAbility')).toHaveLength(0);
    expect(codes(s.players[1].field.FL)).toEqual([WINGAL]);
  });

  it('TD02/002 Dragon Monk, Goku: VG2 8.5.4.1.3 with no grade 1 or less rear-guard nothing is chosen or retired', () => {
    const s = scenario({
      at: 'battle',
      p0: { vanguard: GOKU, rc: { FR: NEHALEM }, deck: deck([OVERLORD]) },
      p1: { rc: { FL: GALLATIN } },
    });
    attack(s, 'VC', 'VC');
    endGuard(s);
    expect(prompt(s)).toBe('vg.attack');
    expect(events(s, 'playAbility')).toHaveLength(1);
    expect(codes(s.players[1].field.FL)).toEqual([GALLATIN]);
  });
});

describe('TD02/005 Berserk Dragon', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD02/005 Berserk Dragon: [VG2 10.5|VG1 10.1.4] placed on (RC) with a «Kagero» vanguard, [VG2 10.16|VG1 10.1.15] Counter Blast (2) retires a grade 2 or less rear-guard`,
      ),
      () => {
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: NEHALEM, hand: [BERSERK], damage: [WINGAL, MARRON] },
          p1: { rc: { FL: GALLATIN, FR: BRIGITTE, BL: WINGAL } },
        });
        answer(s, { t: 'call', card: idOf(s, 0, 'hand', BERSERK), circle: 'FL' });
        expect(prompt(s)).toBe('vg.payCost');
        answer(s, { t: 'yes' });
        expect(prompt(s)).toBe('vg.chooseUnit');
        // The grade 3 rear-guard is no choice.
        expect(s.decision!.options).toEqual([
          { t: 'unit', seat: 1, circle: 'FL' },
          { t: 'unit', seat: 1, circle: 'BL' },
        ]);
        answer(s, { t: 'unit', circle: 'FL' });
        noHandAbility(s);
        expect(prompt(s)).toBe('vg.main');
        expect(codes(s.players[1].drop)).toEqual([GALLATIN]);
        expect(faceUp(s, 0)).toBe(0);
      },
    );
  }

  it('TD02/005 Berserk Dragon: placed on (VC) by a ride, it is the «Kagero» vanguard itself and retires', () => {
    const s = scenario({
      at: 'ride',
      p0: { vanguard: BAHR, hand: [BERSERK], damage: [WINGAL, MARRON] },
      p1: { rc: { FR: BLASTER_BLADE } },
    });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', BERSERK) });
    answer(s, { t: 'yes' });
    answer(s, { t: 'unit', circle: 'FR' });
    expect(codes(s.players[1].drop)).toEqual([BLASTER_BLADE]);
    expect(codes(s.players[0].soul)).toEqual([BAHR]);
  });

  it('TD02/005 Berserk Dragon: VG2 8.1.1.2.3 with a «Royal Paladin» vanguard the "if" fails on resolution: no cost asked, nothing retired', () => {
    const p0 = { vanguard: BLASTER_BLADE, hand: [BERSERK], damage: [WINGAL, MARRON] };
    calledWithoutCost(p0, { rc: { FL: GALLATIN } }, BERSERK, 'FL');
  });

  it('TD02/005 Berserk Dragon: VG2 3.1.1.5.2 declining the cost retires nothing', () => {
    calledCostDeclined(
      { vanguard: NEHALEM, hand: [BERSERK], damage: [WINGAL, MARRON] },
      { rc: { FL: GALLATIN } },
      BERSERK,
      'FL',
    );
  });

  it('TD02/005 Berserk Dragon: VG2 8.6.4 VG-063 one face-up damage card cannot pay Counter Blast (2): not asked', () => {
    const p0 = { vanguard: NEHALEM, hand: [BERSERK], damage: [WINGAL, { code: MARRON, faceDown: true }] };
    calledWithoutCost(p0, { rc: { FL: GALLATIN } }, BERSERK, 'FL');
  });
});

describe('TD02/008 Dragon Monk, Gojo', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD02/008 Dragon Monk, Gojo: [VG2 8.5.2.3|VG1 8.5.2.3] [ACT] rest this unit & [VG2 10.3|VG1 10.1.2] discard, paid together, then draw a card`,
      ),
      () => {
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: NEHALEM, rc: { FL: GOJO }, hand: [WINGAL, UNDEUX], deck: deck([BAHR]) },
        });
        const gojo = unit(s, 0, 'FL').id;
        playAct(s, 0, gojo, 0);
        expect(prompt(s)).toBe('vg.cost.discard');
        answer(s, { t: 'card', card: idOf(s, 0, 'hand', UNDEUX) });
        expect(prompt(s)).toBe('vg.main');
        expect(unit(s, 0, 'FL').rested).toBe(true);
        expect(codes(s.players[0].drop)).toEqual([UNDEUX]);
        expect(codes(s.players[0].hand)).toEqual([WINGAL, BAHR]);
        expect(s.players[0].deck).toHaveLength(20);
        // Rested now: the cost cannot be paid again (VG2 8.5.2.3).
        expect(offersAct(s, gojo, 0)).toBe(false);
      },
    );
  }

  it('TD02/008 Dragon Monk, Gojo: (VC) too; with a single hand card the discard needs no choice', () => {
    const s = scenario({ at: 'main', p0: { vanguard: GOJO, hand: [WINGAL], deck: deck([BAHR]) } });
    playAct(s, 0, unit(s, 0, 'VC').id, 0);
    expect(prompt(s)).toBe('vg.main');
    expect(unit(s, 0, 'VC').rested).toBe(true);
    expect(codes(s.players[0].hand)).toEqual([BAHR]);
    expect(codes(s.players[0].drop)).toEqual([WINGAL]);
  });

  it('TD02/008 Dragon Monk, Gojo: VG2 8.5.2.3 with an empty hand, or already rested, it cannot be played', () => {
    const empty = scenario({ at: 'main', p0: { vanguard: NEHALEM, rc: { FL: GOJO } } });
    expect(prompt(empty)).toBe('vg.main');
    expect(offers(empty, { t: 'act' })).toBe(false);
    const rested = scenario({
      at: 'main',
      p0: { vanguard: NEHALEM, rc: { FL: { code: GOJO, rested: true } }, hand: [WINGAL] },
    });
    expect(offers(rested, { t: 'act' })).toBe(false);
  });
});

describe('TD02/009 Flame of Hope, Aermo', () => {
  const aermoBoosts = { rc: { FL: NEHALEM, BL: AERMO }, hand: [WINGAL] };

  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD02/009 Flame of Hope, Aermo: [VG2 7.7.1.7|VG1 7.6.1.9] when the attack it boosted hits, [VG2 10.3|VG1 10.1.2] discard a card to draw a card`,
      ),
      () => {
        const p0 = { ...aermoBoosts, deck: deck([BAHR]) };
        boostedHitDiscardDraw({ format, p0, from: 'FL' }, WINGAL, [BAHR]);
      },
    );
  }

  it('TD02/009 Flame of Hope, Aermo: an attack that does not hit triggers nothing', () => {
    // 8000 + 10000 > 16000
    boostedAttackGuarded({ p0: aermoBoosts, p1: { vanguard: MARRON, hand: [STARDUST] }, from: 'FL' });
  });

  it('TD02/009 Flame of Hope, Aermo: a hit it did not boost triggers nothing', () => {
    expect(events(hitWithoutDiscard({ p0: aermoBoosts, from: 'FL' }), 'playAbility')).toHaveLength(0);
  });

  it('TD02/009 Flame of Hope, Aermo: VG2 3.1.1.5.2 declining keeps the hand; VG2 8.6.4 with an empty hand nothing is asked', () => {
    boostedHitDeclined({ p0: aermoBoosts, from: 'FL' });
    hitWithoutDiscard({ p0: { ...aermoBoosts, hand: [] }, from: 'FL', boost: true });
  });
});

describe('TD02/010 Demonic Dragon Madonna, Joka and TD02/016 Demonic Dragon Mage, Rakshasa', () => {
  for (const [code, name, base] of [
    [JOKA, 'Demonic Dragon Madonna, Joka', 6000],
    [RAKSHASA, 'Demonic Dragon Mage, Rakshasa', 3000],
  ] as const) {
    for (const format of BOTH) {
      it(
        cite(
          format,
          `${code} ${name}: [VG2 10.4.2|VG1 10.1.3.2] an opponent's rear-guard retired during your main phase gives Power +3000 until end of turn ([VG2 6.8.1.4|VG1 6.8.1.2])`,
        ),
        () => {
          const s = scenario({
            format,
            at: 'main',
            p0: { vanguard: NEHALEM, rc: { BL: code }, hand: [BERSERK], damage: [WINGAL, MARRON] },
            p1: { rc: { FL: GALLATIN } },
          });
          answer(s, { t: 'call', card: idOf(s, 0, 'hand', BERSERK), circle: 'FL' });
          answer(s, { t: 'yes' });
          answer(s, { t: 'unit', circle: 'FL' });
          answer(s, { t: 'auto', source: idOf(s, 0, 'BL', code) }); // before the hand window
          noHandAbility(s);
          expect(prompt(s)).toBe('vg.main');
          expect(pw(s, 0, 'BL')).toBe(base + 3000);
          toNextTurn(s);
          expect(pw(s, 0, 'BL')).toBe(base);
        },
      );
    }

    it(`${code} ${name}: an opponent's rear-guard retired by a hit in the battle phase gives nothing`, () => {
      const s = scenario({ at: 'battle', p0: { vanguard: NEHALEM, rc: { BL: code } }, p1: { rc: { FL: MARRON } } });
      attack(s, 'VC', 'FL');
      endGuard(s);
      expect(codes(s.players[1].drop)).toEqual([MARRON]);
      expect(mods(s)).toEqual([]);
      expect(pw(s, 0, 'BL')).toBe(base);
    });

    it(`${code} ${name}: your own rear-guard going to the drop (VG2 9.3.6 calling over it) gives nothing`, () => {
      const s = scenario({ at: 'main', p0: { vanguard: NEHALEM, rc: { BL: code, FL: BAHR }, hand: [UNDEUX] } });
      answer(s, { t: 'call', card: idOf(s, 0, 'hand', UNDEUX), circle: 'FL' });
      expect(prompt(s)).toBe('vg.main');
      expect(codes(s.players[0].drop)).toEqual([BAHR]);
      expect(pw(s, 0, 'BL')).toBe(base);
    });
  }
});

describe('TD02/011 Wyvern Strike, Jarran', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD02/011 Wyvern Strike, Jarran: [VG2 7.4.1.10|VG1 7.3.1.5] boosting "Wyvern Strike, Tejas" gives it Power +4000 until end of that battle`,
      ),
      () => {
        const p0 = { rc: { FL: TEJAS, BL: JARRAN, FR: NEHALEM } };
        expect(prompt(attackBonus({ format, p0, from: 'FL', boost: true }, 8000, 6000 + 4000))).toBe('vg.attack');
      },
    );
  }

  it('TD02/011 Wyvern Strike, Jarran: boosting another unit gives only the boost', () => {
    boostOnly({ p0: { rc: { FL: NEHALEM, BL: JARRAN } }, from: 'FL' }, 16000);
  });
});

describe('TD02 card text rendered from the ability trees', () => {
  const cases: [string, string[]][] = [
    [
      GOKU,
      ['[AUTO](VC)', 'drive check reveals', 'grade 3', '«Kagero»', "opponent's grade 1 or less rear-guards", 'retire'],
    ],
    [BERSERK, ['Counter Blast (2)', 'placed on (VC) or (RC)', '«Kagero» vanguard', 'grade 2 or less', 'retire']],
    [GOJO, ['[ACT](VC/RC)', 'rest this unit', 'discard a card from your hand', 'Draw a card']],
    [AERMO, ['[AUTO](RC)', 'discard a card from your hand', 'attack hits', 'this unit boosted', 'draw a card']],
    [
      JOKA,
      [
        '[AUTO](RC)',
        'During your main phase',
        "opponent's rear-guard",
        'drop zone',
        'Power +3000',
        'until end of turn',
      ],
    ],
    [JARRAN, ['[AUTO](RC)', 'boosts', 'named "Wyvern Strike, Tejas"', 'Power +4000', 'until end of that battle']],
    [RAKSHASA, ['[AUTO](RC)', 'During your main phase', "opponent's rear-guard", 'Power +3000', 'until end of turn']],
  ];
  cardTextMentions(cases);
});
