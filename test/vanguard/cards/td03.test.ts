// VG-TD03 "Golden Mechanical Soldier" (Nova Grappler): every card with abilities
// (src/games/vanguard/cards/abilities/td03.ts), played through real turns. TD03/015 Battleraizer is not yet
// expressible in the DSL (still vanilla) and is not tested here.
import { describe, expect, it } from 'vitest';
import { answer, events, idOf, prompt, scenario } from '../scenario.ts';
import type { VGState } from '../../../src/games/vanguard/state.ts';
import {
  attack,
  BOTH,
  cite,
  codes,
  crit,
  deck,
  endGuard,
  faceUp,
  offersAct,
  playAct,
  pw,
  toBattle,
  toNextTurn,
  unit,
} from './helpers.ts';
import {
  actNotOffered,
  attackBonus,
  attackNoBonus,
  boostOnly,
  cardTextMentions,
  counterBlastAttack,
  counterBlastDeclined,
  interceptShield,
  interceptShieldOtherClan,
} from './templates.ts';

const GOLD_RUTILE = 'TD03/001';
const DEATH_METAL = 'TD03/002';
const MR_INVINCIBLE = 'TD03/003';
const KING_OF_SWORD = 'TD03/004';
const STORM = 'TD03/005';
const NGM = 'TD03/006';
const TOUGH_BOY = 'TD03/007';
const OASIS_GIRL = 'TD03/008';
const SHOUT = 'TD03/009';
const QUEEN = 'TD03/010';
const MINOTAUR = 'TD03/011';
const GALLATIN = 'TD01/004';
const MARRON = 'TD01/008';
const WINGAL = 'TD01/009';
const STARDUST = 'TD01/012';

/** A Nova Grappler deck: vanilla Tough Boy under the given top cards. */
const ngDeck = (top: string[] = []) => deck(top, TOUGH_BOY);

/**
 * With one face-down damage, `rearGuard` (on FL, behind `vanguard`) hits the opponent's rear-guard
 * Marron: Marron is retired and no ability triggers ("when attack hits a vanguard" abilities do not).
 */
function rearGuardHitsRearGuard(vanguard: string, rearGuard: string): VGState {
  const s = scenario({
    at: 'battle',
    p0: { vanguard, rc: { FL: rearGuard }, damage: [{ code: MARRON, faceDown: true }] },
    p1: { rc: { FL: MARRON } },
  });
  attack(s, 'FL', 'FL');
  endGuard(s);
  expect(codes(s.players[1].drop)).toEqual([MARRON]);
  expect(events(s, 'playAbility')).toHaveLength(0);
  return s;
}

describe('TD03/001 Gold Rutile', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD03/001 Gold Rutile: [VG2 7.7.1.7|VG1 7.6.1.9] [VG2 10.30|VG1 10.1.12] a rear-guard's hit on a vanguard turns a chosen damage card face up`,
      ),
      () => {
        const s = scenario({
          format,
          at: 'battle',
          p0: {
            vanguard: GOLD_RUTILE,
            rc: { FL: KING_OF_SWORD, FR: TOUGH_BOY },
            damage: [{ code: MARRON, faceDown: true }, { code: WINGAL, faceDown: true }, STARDUST],
          },
        });
        attack(s, 'FL', 'VC');
        expect(prompt(s)).toBe('vg.counterCharge');
        expect(s.players[1].damage).toHaveLength(1);
        const down = s.players[0].damage.filter((c) => !c.up).map((c) => ({ t: 'card', card: c.id }));
        expect(s.decision!.options).toEqual(down);
        answer(s, { t: 'card', card: idOf(s, 0, 'damage', WINGAL) });
        expect(prompt(s)).toBe('vg.attack');
        expect(s.players[0].damage.map((c) => c.up)).toEqual([false, true, true]);
      },
    );
  }

  it("TD03/001 Gold Rutile: a rear-guard's hit on a rear-guard, and a hit when all damage is face up, turn nothing", () => {
    const s = rearGuardHitsRearGuard(GOLD_RUTILE, KING_OF_SWORD);
    expect(faceUp(s, 0)).toBe(0);

    const allUp = scenario({
      at: 'battle',
      p0: { vanguard: GOLD_RUTILE, rc: { FL: KING_OF_SWORD }, damage: [MARRON] },
    });
    attack(allUp, 'FL', 'VC');
    expect(events(allUp, 'playAbility')).toHaveLength(1);
    expect(prompt(allUp)).not.toBe('vg.counterCharge');
  });

  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD03/001 Gold Rutile: [VG2 10.16|VG1 10.1.15] its own hit on a vanguard, Counter Blast (2) stands a chosen «Nova Grappler» rear-guard ([VG2 10.12|VG1 10.1.11])`,
      ),
      () => {
        const s = scenario({
          format,
          at: 'battle',
          p0: {
            vanguard: GOLD_RUTILE,
            rc: { FL: { code: KING_OF_SWORD, rested: true }, FR: { code: GALLATIN, rested: true } },
            damage: [MARRON, WINGAL],
            deck: ngDeck(),
          },
        });
        attack(s, 'VC', 'VC');
        expect(prompt(s)).toBe('vg.payCost');
        answer(s, { t: 'yes' });
        expect(prompt(s)).toBe('vg.chooseUnit');
        // «Royal Paladin» Gallatin is not a «Nova Grappler» rear-guard.
        expect(s.decision!.options).toEqual([{ t: 'unit', seat: 0, circle: 'FL' }]);
        answer(s, { t: 'unit', circle: 'FL' });
        expect(faceUp(s, 0)).toBe(0);
        expect(unit(s, 0, 'FL').rested).toBe(false);
        expect(unit(s, 0, 'FR').rested).toBe(true);
        // The stood King of Sword may attack again.
        expect(prompt(s)).toBe('vg.attack');
        answer(s, { t: 'yes' });
        expect(s.decision!.options).toEqual([{ t: 'circle', circle: 'FL' }]);
      },
    );
  }

  it('TD03/001 Gold Rutile: VG2 3.1.1.5.2 declining stands nothing; an attack on a rear-guard or one that does not hit triggers nothing', () => {
    const no = scenario({
      at: 'battle',
      p0: { vanguard: GOLD_RUTILE, rc: { FL: { code: KING_OF_SWORD, rested: true } }, damage: [MARRON, WINGAL] },
    });
    attack(no, 'VC', 'VC');
    answer(no, { t: 'no' });
    expect(faceUp(no, 0)).toBe(2);
    expect(unit(no, 0, 'FL').rested).toBe(true);

    const rg = scenario({
      at: 'battle',
      p0: { vanguard: GOLD_RUTILE, rc: { FL: { code: KING_OF_SWORD, rested: true } }, damage: [MARRON, WINGAL] },
      p1: { rc: { FL: MARRON } },
    });
    attack(rg, 'VC', 'FL');
    endGuard(rg);
    expect(codes(rg.players[1].drop)).toEqual([MARRON]);
    expect(events(rg, 'playAbility')).toHaveLength(0);

    const miss = scenario({
      at: 'battle',
      p0: { vanguard: GOLD_RUTILE, rc: { FL: { code: KING_OF_SWORD, rested: true } }, damage: [MARRON, WINGAL] },
      p1: { vanguard: GALLATIN, hand: [STARDUST] },
    });
    attack(miss, 'VC', 'VC');
    answer(miss, { t: 'guard', card: idOf(miss, 1, 'hand', STARDUST) });
    endGuard(miss);
    expect(miss.players[1].damage).toHaveLength(0);
    expect(events(miss, 'playAbility')).toHaveLength(0);
  });

  it('TD03/001 Gold Rutile and TD03/005 Storm: VG2 8.6.3.1 VG-062 both standing-by abilities must be played; the master only picks the order', () => {
    const s = scenario({
      at: 'battle',
      p0: {
        vanguard: GOLD_RUTILE,
        rc: { FL: STORM },
        damage: [
          { code: MARRON, faceDown: true },
          { code: WINGAL, faceDown: true },
        ],
      },
    });
    attack(s, 'FL', 'VC');
    expect(prompt(s)).toBe('vg.playAuto');
    const storm = unit(s, 0, 'FL').id;
    const rutile = unit(s, 0, 'VC').id;
    expect(s.decision!.options).toEqual([
      { t: 'auto', source: storm, index: 0 },
      { t: 'auto', source: rutile, index: 0 },
    ]);
    answer(s, { t: 'auto', source: storm });
    expect(prompt(s)).toBe('vg.counterCharge');
    answer(s, { t: 'card', card: idOf(s, 0, 'damage', MARRON) });
    // The second one is played without asking again.
    expect(prompt(s)).toBe('vg.counterCharge');
    answer(s, { t: 'card', card: idOf(s, 0, 'damage', WINGAL) });
    expect(faceUp(s, 0)).toBe(2);
    expect(events(s, 'playAbility').map((e) => (e.card as { id: number }).id)).toEqual([storm, rutile]);
  });
});

describe('TD03/002 Death Metal Droid and TD03/011 Battering Minotaur', () => {
  for (const [code, name, base] of [
    [DEATH_METAL, 'Death Metal Droid', 10000],
    [MINOTAUR, 'Battering Minotaur', 6000],
  ] as const) {
    for (const format of BOTH) {
      it(
        cite(
          format,
          `${code} ${name}: [VG2 10.16|VG1 10.1.15] Counter Blast (1) on attack: Power +3000 until end of that battle ([VG2 7.8.1.2|VG1 7.7.1.2])`,
        ),
        () => {
          const s = counterBlastAttack(
            { format, p0: { rc: { FL: code, FR: TOUGH_BOY }, damage: [MARRON] }, from: 'FL' },
            base,
          );
          expect(prompt(s)).toBe('vg.attack');
        },
      );
    }

    it(`${code} ${name}: VG2 3.1.1.5.2 declining gives nothing; VG2 8.6.4 VG-063 with no face-up damage nothing is asked`, () => {
      counterBlastDeclined({ p0: { vanguard: code, damage: [MARRON] }, from: 'VC' }, base);
      attackNoBonus({ p0: { vanguard: code, damage: [{ code: MARRON, faceDown: true }] }, from: 'VC' }, base);
    });
  }
});

describe('TD03/003 Mr. Invincible', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD03/003 Mr. Invincible: [VG2 6.6.1.1|VG1 6.6.1.1] at the beginning of the main phase [VG2 10.18|VG1 10.1.17] Soul Charge (1) and [VG2 10.30|VG1 10.1.12] Counter Charge (1)`,
      ),
      () => {
        const s = scenario({
          format,
          at: 'main',
          p0: {
            vanguard: MR_INVINCIBLE,
            damage: [
              { code: MARRON, faceDown: true },
              { code: WINGAL, faceDown: true },
            ],
            deck: ngDeck([QUEEN]),
          },
        });
        // Soul Charge first: the deck top is in the soul before the damage card is chosen.
        expect(prompt(s)).toBe('vg.counterCharge');
        expect(codes(s.players[0].soul)).toEqual([QUEEN]);
        expect(s.players[0].deck).toHaveLength(20);
        answer(s, { t: 'card', card: idOf(s, 0, 'damage', WINGAL) });
        expect(prompt(s)).toBe('vg.main');
        expect(s.players[0].damage.map((c) => c.up)).toEqual([false, true]);
      },
    );
  }

  it('TD03/003 Mr. Invincible: (VC) only — as a rear-guard nothing happens at the beginning of the main phase', () => {
    const s = scenario({
      at: 'main',
      p0: { rc: { FL: MR_INVINCIBLE }, damage: [{ code: MARRON, faceDown: true }], deck: ngDeck([QUEEN]) },
    });
    expect(prompt(s)).toBe('vg.main');
    expect(s.players[0].soul).toHaveLength(0);
    expect(faceUp(s, 0)).toBe(0);
  });

  it('TD03/003 Mr. Invincible: with no face-down damage the Counter Charge turns nothing (VG2 1.3.2), the Soul Charge still happens', () => {
    const s = scenario({ at: 'main', p0: { vanguard: MR_INVINCIBLE, damage: [MARRON], deck: ngDeck([QUEEN]) } });
    expect(prompt(s)).toBe('vg.main');
    expect(codes(s.players[0].soul)).toEqual([QUEEN]);
  });

  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD03/003 Mr. Invincible: [VG2 10.17|VG1 10.1.16] Soul Blast (8) & [VG2 10.16|VG1 10.1.15] Counter Blast (5) paid together on a hit: stand all your units`,
      ),
      () => {
        const eight = Array.from({ length: 8 }, () => TOUGH_BOY);
        const s = scenario({
          format,
          at: 'battle',
          p0: {
            vanguard: MR_INVINCIBLE,
            rc: { FL: { code: KING_OF_SWORD, rested: true }, BL: { code: QUEEN, rested: true } },
            soul: eight,
            damage: [MARRON, MARRON, WINGAL, WINGAL, STARDUST],
            deck: ngDeck(),
          },
        });
        attack(s, 'VC', 'VC');
        expect(prompt(s)).toBe('vg.payCost');
        answer(s, { t: 'yes' });
        expect(s.players[0].soul).toHaveLength(0);
        expect(s.players[0].drop).toHaveLength(8);
        expect(faceUp(s, 0)).toBe(0);
        for (const c of ['VC', 'FL', 'BL'] as const) expect(unit(s, 0, c).rested).toBe(false);
        // The vanguard stood: it may attack again.
        expect(prompt(s)).toBe('vg.attack');
        answer(s, { t: 'yes' });
        expect(s.decision!.options).toEqual([
          { t: 'circle', circle: 'FL' },
          { t: 'circle', circle: 'VC' },
        ]);
      },
    );
  }

  it('TD03/003 Mr. Invincible: VG2 8.6.4 VG-063 with seven cards in the soul (or four face-up damage) the cost is not asked', () => {
    const seven = scenario({
      at: 'battle',
      p0: {
        vanguard: MR_INVINCIBLE,
        soul: Array.from({ length: 7 }, () => TOUGH_BOY),
        damage: [MARRON, MARRON, WINGAL, WINGAL, STARDUST],
      },
    });
    attack(seven, 'VC', 'VC');
    expect(prompt(seven)).not.toBe('vg.payCost');
    expect(seven.players[1].damage).toHaveLength(1);
    expect(seven.players[0].soul).toHaveLength(7);
    expect(faceUp(seven, 0)).toBe(5);

    const four = scenario({
      at: 'battle',
      p0: {
        vanguard: MR_INVINCIBLE,
        soul: Array.from({ length: 8 }, () => TOUGH_BOY),
        damage: [MARRON, MARRON, WINGAL, WINGAL, { code: STARDUST, faceDown: true }],
      },
    });
    attack(four, 'VC', 'VC');
    expect(prompt(four)).not.toBe('vg.payCost');
    expect(four.players[0].soul).toHaveLength(8);
  });
});

describe('TD03/005 Super Electromagnetic Lifeform, Storm', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD03/005 Super Electromagnetic Lifeform, Storm: its hit on a vanguard with a «Nova Grappler» vanguard: [VG2 10.30|VG1 10.1.12] Counter Charge (1)`,
      ),
      () => {
        const s = scenario({
          format,
          at: 'battle',
          p0: { vanguard: KING_OF_SWORD, rc: { FL: STORM }, damage: [{ code: MARRON, faceDown: true }] },
        });
        attack(s, 'FL', 'VC');
        expect(prompt(s)).toBe('vg.counterCharge');
        answer(s, { t: 'card', card: idOf(s, 0, 'damage', MARRON) });
        expect(faceUp(s, 0)).toBe(1);
      },
    );
  }

  it('TD03/005 Super Electromagnetic Lifeform, Storm: (VC) too — as the vanguard it is the «Nova Grappler» vanguard', () => {
    const s = scenario({
      at: 'battle',
      p0: { vanguard: STORM, damage: [{ code: MARRON, faceDown: true }], deck: ngDeck() },
    });
    attack(s, 'VC', 'VC');
    expect(prompt(s)).toBe('vg.counterCharge');
  });

  it('TD03/005 Super Electromagnetic Lifeform, Storm: VG2 8.1.1.2.3 with a «Royal Paladin» vanguard, or a hit on a rear-guard, nothing turns', () => {
    const rp = scenario({
      at: 'battle',
      p0: { vanguard: GALLATIN, rc: { FL: STORM }, damage: [{ code: MARRON, faceDown: true }] },
    });
    attack(rp, 'FL', 'VC');
    expect(rp.players[1].damage).toHaveLength(1);
    expect(events(rp, 'playAbility')).toHaveLength(1); // it triggers, and does nothing on resolution
    expect(prompt(rp)).not.toBe('vg.counterCharge');
    expect(faceUp(rp, 0)).toBe(0);

    rearGuardHitsRearGuard(KING_OF_SWORD, STORM);
  });
});

describe('TD03/006 NGM Prototype', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD03/006 NGM Prototype: [VG2 11.3|VG1 10.2.2] intercepting with a «Nova Grappler» vanguard gives Shield +5000 until end of that battle`,
      ),
      () => {
        // 10000 + 6000 boost against King of Sword 10000 + NGM 10000: no hit (with shield 5000 it would hit).
        // In ver. 2.01 the shield is checked right after the intercept's check timing (VG2 7.5.1.2.5).
        const p1 = { vanguard: KING_OF_SWORD, rc: { FL: NGM }, hand: [MARRON] };
        interceptShield({ format, p0: { rc: { FL: GALLATIN, BL: WINGAL } }, p1, from: 'FL' }, 'FL');
      },
    );
  }

  it('TD03/006 NGM Prototype: VG2 8.1.1.2.3 with a «Royal Paladin» vanguard it shields only 5000', () => {
    const p1 = { vanguard: GALLATIN, rc: { FL: NGM }, hand: [MARRON] };
    interceptShieldOtherClan({ p0: { rc: { FL: GALLATIN, BL: WINGAL } }, p1, from: 'FL' }, 'FL');
  });
});

describe('TD03/008 Oasis Girl', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD03/008 Oasis Girl: [VG2 10.16|VG1 10.1.15] [ACT] Counter Blast (1): Power +1000 until end of turn, playable again while it can be paid`,
      ),
      () => {
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: KING_OF_SWORD, rc: { FL: OASIS_GIRL }, damage: [MARRON, WINGAL], deck: ngDeck() },
        });
        const id = unit(s, 0, 'FL').id;
        playAct(s, 0, id, 0);
        expect(prompt(s)).toBe('vg.cost.counterBlast');
        answer(s, { t: 'card', card: idOf(s, 0, 'damage', MARRON) });
        expect(pw(s, 0, 'FL')).toBe(8000);
        playAct(s, 0, id, 0); // the last face-up card: no choice
        expect(pw(s, 0, 'FL')).toBe(9000);
        expect(offersAct(s, id, 0)).toBe(false);
        toBattle(s);
        toNextTurn(s);
        expect(pw(s, 0, 'FL')).toBe(7000);
      },
    );
  }

  it('TD03/008 Oasis Girl: VG2 8.5.2.3 with no face-up damage it cannot be played (as vanguard or rear-guard)', () => {
    actNotOffered({ vanguard: OASIS_GIRL, rc: { FL: OASIS_GIRL }, damage: [{ code: MARRON, faceDown: true }] });
  });
});

describe("TD03/009 Screamin' and Dancin' Announcer, Shout", () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD03/009 Screamin' and Dancin' Announcer, Shout: [VG2 8.5.2.3|VG1 8.5.2.3] [ACT] rest this & [VG2 10.3|VG1 10.1.2] discard, then draw a card`,
      ),
      () => {
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: KING_OF_SWORD, rc: { BL: SHOUT }, hand: [MARRON], deck: ngDeck([QUEEN]) },
        });
        const id = unit(s, 0, 'BL').id;
        playAct(s, 0, id, 0);
        expect(prompt(s)).toBe('vg.main');
        expect(unit(s, 0, 'BL').rested).toBe(true);
        expect(codes(s.players[0].hand)).toEqual([QUEEN]);
        expect(codes(s.players[0].drop)).toEqual([MARRON]);
        expect(offersAct(s, id, 0)).toBe(false);
      },
    );
  }

  it("TD03/009 Screamin' and Dancin' Announcer, Shout: with an empty hand it cannot be played", () => {
    actNotOffered({ vanguard: SHOUT });
  });
});

describe('TD03/010 Queen of Heart', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD03/010 Queen of Heart: [VG2 7.4.1.10|VG1 7.3.1.5] boosting "King of Sword" gives it Power +4000 until end of that battle`,
      ),
      () => {
        const p0 = { rc: { FL: KING_OF_SWORD, BL: QUEEN, FR: TOUGH_BOY } };
        expect(prompt(attackBonus({ format, p0, from: 'FL', boost: true }, 10000, 6000 + 4000))).toBe('vg.attack');
      },
    );
  }

  it('TD03/010 Queen of Heart: boosting another unit gives only the boost', () => {
    expect(crit(boostOnly({ p0: { rc: { FL: STORM, BL: QUEEN } }, from: 'FL' }, 15000), 0, 'FL')).toBe(1);
  });
});

describe('TD03 card text rendered from the ability trees', () => {
  const cases: [string, string[]][] = [
    [
      GOLD_RUTILE,
      [
        "When your rear-guard's attack hits a vanguard",
        'turn it face up',
        'Counter Blast (2)',
        "this unit's attack hits a vanguard",
        '«Nova Grappler» rear-guards',
        'stand',
      ],
    ],
    [DEATH_METAL, ['[AUTO](VC/RC)', 'Counter Blast (1)', 'When this unit attacks', 'Power +3000']],
    [
      MR_INVINCIBLE,
      [
        '[AUTO](VC)',
        'beginning of your main phase',
        'Soul Charge (1)',
        'turn it face up',
        'Soul Blast (8) & Counter Blast (5)',
      ],
    ],
    [MR_INVINCIBLE, ['[AUTO](VC/RC)', "this unit's attack hits", 'stand all of your units']],
    [STORM, ['[AUTO](VC/RC)', "this unit's attack hits a vanguard", '«Nova Grappler» vanguard', 'turn it face up']],
    [NGM, ['When this unit intercepts', '«Nova Grappler» vanguard', 'Shield +5000', 'until end of that battle']],
    [OASIS_GIRL, ['[ACT](VC/RC)', 'Counter Blast (1)', 'Power +1000', 'until end of turn']],
    [SHOUT, ['[ACT](VC/RC)', 'rest this unit', 'discard a card from your hand', 'Draw a card']],
    [QUEEN, ['[AUTO](RC)', 'boosts', 'named "King of Sword"', 'Power +4000', 'until end of that battle']],
    [MINOTAUR, ['[AUTO](VC/RC)', 'Counter Blast (1)', 'When this unit attacks', 'Power +3000']],
  ];
  cardTextMentions(cases);
});
