// VG-TD05 "Slash of Silver Wolf" (Gold Paladin): every card with abilities (src/games/vanguard/cards/abilities/td05.ts),
// played through real turns: the ability does what the card says, and nothing when its condition fails.
import { describe, expect, it } from 'vitest';
import { moveCard } from '../../../src/games/vanguard/zones.ts';
import { answer, events, idOf, offers, prompt, scenario } from '../scenario.ts';
import {
  atGuard,
  attack,
  attackUntilBoost,
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
  textOf,
  toBattle,
  toNextTurn,
  unit,
} from './helpers.ts';
import {
  actNotOffered,
  actPowerUntilEndOfTurn,
  attackBonus,
  attackNoBonus,
  boostedAttackGuarded,
  boostedHitDiscardDraw,
  cardTextMentions,
  counterBlastDeclined,
  interceptShield,
  interceptShieldOtherClan,
  placedFindsNone,
  placedGivesAnother,
} from './templates.ts';

const GARMORE = 'TD05/001';
const DOUBLE_EDGE = 'TD05/002';
const SAGRAMORE_G3 = 'TD05/003';
const BEAUMAINS = 'TD05/004';
const SLEYGAL_SWORD = 'TD05/005';
const NEMEAN = 'TD05/006';
const CHARIOT = 'TD05/007';
const GARETH = 'TD05/008';
const HAUGAN = 'TD05/009';
const WHIRLWIND = 'TD05/010';
const CHARJGAL = 'TD05/011';
const OWL = 'TD05/012';
const WITCH = 'TD05/013';
const BREEZE = 'TD05/014';
const GALLATIN = 'TD01/004';
const MARRON = 'TD01/008';
const WINGAL = 'TD01/009';
const STARDUST = 'TD01/012';

/** A Gold Paladin deck: vanilla Knight of Elegant Skills, Gareth (grade 1) under the given top cards. */
const gpDeck = (top: string[] = []) => deck(top, GARETH);
const dmg = (n: number) => Array.from({ length: n }, () => MARRON);

describe('TD05/001 Great Silver Wolf, Garmore', () => {
  for (const format of BOTH) {
    const lb = format === 'cr201' ? 'VG2 11.6.3.2' : 'VG1 10.2.5 Limit Break (ver. 1.10)';
    it(
      cite(
        format,
        `TD05/001 Great Silver Wolf, Garmore: ${lb} with four damage, attacking a vanguard: Power +5000 until end of that battle`,
      ),
      () => {
        const p0 = { vanguard: GARMORE, rc: { FR: BEAUMAINS }, damage: dmg(4), deck: gpDeck() };
        expect(prompt(attackBonus({ format, p0, from: 'VC' }, 10000, 5000))).toBe('vg.attack');
      },
    );

    it(
      cite(
        format,
        `TD05/001 Great Silver Wolf, Garmore: ${format === 'cr201' ? 'VG2 11.6.3.2.1' : 'VG1 10.2.5'} VG-065 Limit Break not reached — at 3 damage nothing triggers`,
      ),
      () => {
        const s = attackNoBonus(
          { format, p0: { vanguard: GARMORE, damage: dmg(3), deck: gpDeck() }, from: 'VC' },
          10000,
        );
        expect(events(s, 'standby')).toHaveLength(0);
      },
    );
  }

  it('TD05/001 Great Silver Wolf, Garmore: VG2 11.6.3.2.1 VG-065 Limit Break is checked when it triggers: it resolves even if the damage drops to 3 before that', () => {
    const s = scenario({
      at: 'battle',
      p0: { vanguard: GARMORE, rc: { BC: GARETH }, damage: dmg(4), deck: gpDeck() },
      p1: { hand: [STARDUST] },
    });
    attackUntilBoost(s, 'VC', 'VC');
    expect(s.standby).toHaveLength(1);
    moveCard(s, 0, s.players[0].damage[0], 'damage', 'drop'); // as a heal would
    answer(s, { t: 'no' });
    expect(atGuard(s)).toBe(true);
    expect(s.players[0].damage).toHaveLength(3);
    expect(pw(s, 0, 'VC')).toBe(15000);
  });

  it('TD05/001 Great Silver Wolf, Garmore: VG2 11.6.3.2.1 at 3 damage when it would trigger it never does, even if a fourth damage comes before the check timing', () => {
    const s = scenario({
      at: 'battle',
      p0: { vanguard: GARMORE, rc: { BC: GARETH }, damage: dmg(3), deck: gpDeck() },
      p1: { hand: [STARDUST] },
    });
    attackUntilBoost(s, 'VC', 'VC');
    expect(s.standby).toHaveLength(0);
    const p = s.players[0];
    moveCard(s, 0, p.deck[p.deck.length - 1], 'deck', 'damage');
    answer(s, { t: 'no' });
    expect(pw(s, 0, 'VC')).toBe(10000);
  });

  it('TD05/001 Great Silver Wolf, Garmore: attacking a rear-guard, or as a rear-guard, the Limit Break ability gives nothing', () => {
    const p0 = { vanguard: GARMORE, damage: dmg(4), deck: gpDeck() };
    attackNoBonus({ p0, p1: { rc: { FL: MARRON }, hand: [STARDUST] }, from: 'VC', target: 'FL' }, 10000);
    attackNoBonus({ p0: { rc: { FL: GARMORE }, damage: dmg(4) }, from: 'FL' }, 10000);
  });

  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD05/001 Great Silver Wolf, Garmore: [VG2 10.10|VG1 10.1.9] [VG2 10.11|VG1 10.1.10] placed on (VC), Counter Blast (2): search a grade 2 or less «Gold Paladin», call it to (RC), shuffle`,
      ),
      () => {
        const s = scenario({
          format,
          turn: 5,
          at: 'ride',
          p0: {
            vanguard: BEAUMAINS,
            hand: [GARMORE],
            damage: [MARRON, WINGAL],
            deck: gpDeck([WINGAL, DOUBLE_EDGE, SLEYGAL_SWORD, BREEZE]),
          },
        });
        answer(s, { t: 'ride', card: idOf(s, 0, 'hand', GARMORE) });
        answer(s, { t: 'yes' });
        expect(prompt(s)).toBe('vg.search');
        const p = s.players[0];
        const idIn = (code: string) => p.deck.find((c) => c.code === code)!.id;
        // Not the grade 3, not the «Royal Paladin»; one choice per card name.
        expect(s.decision!.options).toEqual([
          { t: 'none' },
          { t: 'card', card: idIn(GARETH) },
          { t: 'card', card: idIn(BREEZE) },
          { t: 'card', card: idIn(SLEYGAL_SWORD) },
        ]);
        answer(s, { t: 'card', card: idIn(SLEYGAL_SWORD) });
        expect(prompt(s)).toBe('vg.callTo');
        expect(s.decision!.options).toHaveLength(5);
        answer(s, { t: 'unit', circle: 'FR' });
        expect(prompt(s)).toBe('vg.main');
        expect(codes(p.field.FR)).toEqual([SLEYGAL_SWORD]);
        expect(unit(s, 0, 'FR').rested).toBe(false);
        expect(p.deck).toHaveLength(23);
        expect(faceUp(s, 0)).toBe(0);
        expect(events(s, 'shuffle')).toHaveLength(1);
        expect(events(s, 'call')).toMatchObject([{ seat: 0, circle: 'FR', card: { code: SLEYGAL_SWORD } }]);
      },
    );
  }

  it('TD05/001 Great Silver Wolf, Garmore: VG2 10.5.1.1 the card it calls is "placed", so its own ability triggers (Blessing Owl)', () => {
    const s = scenario({
      at: 'ride',
      p0: { vanguard: BEAUMAINS, hand: [GARMORE], damage: [MARRON, WINGAL], deck: gpDeck([OWL]) },
    });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', GARMORE) });
    answer(s, { t: 'yes' });
    answer(s, { t: 'card', card: idOf(s, 0, 'deck', OWL) });
    answer(s, { t: 'unit', circle: 'BC' });
    expect(prompt(s)).toBe('vg.chooseUnit');
    answer(s, { t: 'unit', circle: 'VC' });
    expect(pw(s, 0, 'VC')).toBe(12000);
  });

  it('TD05/001 Great Silver Wolf, Garmore: VG2 8.5.4.1.1 "up to one": finding nothing calls nothing and still shuffles', () => {
    const s = scenario({
      at: 'ride',
      p0: { vanguard: BEAUMAINS, hand: [GARMORE], damage: [MARRON, WINGAL], deck: gpDeck([SLEYGAL_SWORD]) },
    });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', GARMORE) });
    answer(s, { t: 'yes' });
    answer(s, { t: 'none' });
    expect(prompt(s)).toBe('vg.main');
    expect(events(s, 'call')).toHaveLength(0);
    expect(events(s, 'shuffle')).toHaveLength(1);
    expect(s.players[0].deck).toHaveLength(21);
    expect(faceUp(s, 0)).toBe(0);
  });

  it('TD05/001 Great Silver Wolf, Garmore: VG2 3.1.1.5.2 declining searches nothing; VG2 8.6.4 one face-up damage: not asked; called to (RC): nothing', () => {
    const no = scenario({ at: 'ride', p0: { vanguard: BEAUMAINS, hand: [GARMORE], damage: [MARRON, WINGAL] } });
    answer(no, { t: 'ride', card: idOf(no, 0, 'hand', GARMORE) });
    answer(no, { t: 'no' });
    expect(prompt(no)).toBe('vg.main');
    expect(events(no, 'shuffle')).toHaveLength(0);
    expect(faceUp(no, 0)).toBe(2);

    const one = scenario({
      at: 'ride',
      p0: { vanguard: BEAUMAINS, hand: [GARMORE], damage: [MARRON, { code: WINGAL, faceDown: true }] },
    });
    answer(one, { t: 'ride', card: idOf(one, 0, 'hand', GARMORE) });
    expect(prompt(one)).toBe('vg.main');

    const rc = scenario({ at: 'main', p0: { vanguard: DOUBLE_EDGE, hand: [GARMORE], damage: [MARRON, WINGAL] } });
    answer(rc, { t: 'call', card: idOf(rc, 0, 'hand', GARMORE), circle: 'FL' });
    expect(prompt(rc)).toBe('vg.main');
    expect(faceUp(rc, 0)).toBe(2);
  });
});

describe('TD05/002 Sleygal Double Edge and TD05/005 Sleygal Sword', () => {
  const fourGP = { FL: BEAUMAINS, FR: GARETH, BL: HAUGAN, BR: BREEZE };
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD05/002 Sleygal Double Edge: [VG2 8.5.2.3|VG1 8.5.2.3] [ACT] Counter Blast (1); with four other «Gold Paladin» rear-guards Power +2000 until end of turn`,
      ),
      () => {
        const s = scenario({ format, at: 'main', p0: { vanguard: DOUBLE_EDGE, rc: fourGP, damage: [MARRON] } });
        playAct(s, 0, unit(s, 0, 'VC').id, 0);
        expect(prompt(s)).toBe('vg.main');
        expect(faceUp(s, 0)).toBe(0);
        expect(pw(s, 0, 'VC')).toBe(12000);
        toBattle(s);
        toNextTurn(s);
        expect(pw(s, 0, 'VC')).toBe(10000);
      },
    );
  }

  it('TD05/002 Sleygal Double Edge: VG2 8.1.1.1.2 with three «Gold Paladin» rear-guards (and a «Royal Paladin») the cost is paid but nothing happens', () => {
    const s = scenario({
      at: 'main',
      p0: { vanguard: DOUBLE_EDGE, rc: { FL: BEAUMAINS, FR: GARETH, BL: HAUGAN, BR: WINGAL }, damage: [MARRON] },
    });
    playAct(s, 0, unit(s, 0, 'VC').id, 0);
    expect(faceUp(s, 0)).toBe(0);
    expect(pw(s, 0, 'VC')).toBe(10000);
    expect(mods(s)).toEqual([]);
  });

  it('TD05/002 Sleygal Double Edge: VG2 8.5.2.3 with no face-up damage it cannot be played', () => {
    const s = scenario({
      at: 'main',
      p0: { vanguard: DOUBLE_EDGE, rc: fourGP, damage: [{ code: MARRON, faceDown: true }] },
    });
    expect(offers(s, { t: 'act' })).toBe(false);
  });

  it('TD05/005 Sleygal Sword: (RC) "other" rear-guards — itself plus three others is not enough; four others is', () => {
    const three = scenario({
      at: 'main',
      p0: { vanguard: GARMORE, rc: { FL: SLEYGAL_SWORD, FR: GARETH, BL: HAUGAN, BR: BREEZE }, damage: [MARRON] },
    });
    playAct(three, 0, unit(three, 0, 'FL').id, 0);
    expect(faceUp(three, 0)).toBe(0);
    expect(pw(three, 0, 'FL')).toBe(9000);

    const fourOthers = scenario({
      at: 'main',
      p0: {
        vanguard: GARMORE,
        rc: { FL: SLEYGAL_SWORD, FR: GARETH, BL: HAUGAN, BC: OWL, BR: BREEZE },
        damage: [MARRON],
      },
    });
    playAct(fourOthers, 0, unit(fourOthers, 0, 'FL').id, 0);
    expect(pw(fourOthers, 0, 'FL')).toBe(11000);
  });

  it('TD05/005 Sleygal Sword: (VC) too, counting four «Gold Paladin» rear-guards', () => {
    const s = scenario({ at: 'main', p0: { vanguard: SLEYGAL_SWORD, rc: fourGP, damage: [MARRON] } });
    const id = unit(s, 0, 'VC').id;
    expect(offersAct(s, id, 0)).toBe(true);
    playAct(s, 0, id, 0);
    expect(pw(s, 0, 'VC')).toBe(11000);
  });
});

describe('TD05/003 Battlefield Storm, Sagramore', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD05/003 Battlefield Storm, Sagramore: [VG2 10.16|VG1 10.1.15] Counter Blast (1) on attack: Power +3000 until end of that battle`,
      ),
      () => {
        const s = scenario({
          format,
          at: 'battle',
          p0: { rc: { FL: SAGRAMORE_G3, FR: GARETH }, damage: [MARRON, WINGAL] },
          p1: { hand: [STARDUST] },
        });
        attack(s, 'FL', 'VC');
        answer(s, { t: 'yes' });
        answer(s, { t: 'card', card: idOf(s, 0, 'damage', WINGAL) });
        expect(atGuard(s)).toBe(true);
        expect(pw(s, 0, 'FL')).toBe(13000);
        expect(s.players[0].damage.map((c) => c.up)).toEqual([true, false]);
        endGuard(s);
        expect(prompt(s)).toBe('vg.attack');
        expect(pw(s, 0, 'FL')).toBe(10000);
      },
    );
  }

  it('TD05/003 Battlefield Storm, Sagramore: VG2 3.1.1.5.2 declining gives nothing', () => {
    counterBlastDeclined({ p0: { vanguard: SAGRAMORE_G3, damage: [MARRON] }, from: 'VC' }, 10000);
  });
});

describe('TD05/006 Sacred Guardian Beast, Nemean Lion', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD05/006 Sacred Guardian Beast, Nemean Lion: [VG2 11.3|VG1 10.2.2] intercepting with a «Gold Paladin» vanguard: Shield +5000 until end of that battle`,
      ),
      () => {
        const p1 = { vanguard: BEAUMAINS, rc: { FL: NEMEAN }, hand: [GARETH] };
        interceptShield({ format, p0: { rc: { FL: GALLATIN, BL: WINGAL } }, p1, from: 'FL' }, 'FL');
      },
    );
  }

  it('TD05/006 Sacred Guardian Beast, Nemean Lion: VG2 8.1.1.2.3 with a «Royal Paladin» vanguard only 5000', () => {
    const p1 = { vanguard: GALLATIN, rc: { FL: NEMEAN }, hand: [GARETH] };
    interceptShieldOtherClan({ p0: { rc: { FL: GALLATIN, BL: WINGAL } }, p1, from: 'FL' }, 'FL');
  });
});

describe('TD05/007 Charging Chariot Knight', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD05/007 Charging Chariot Knight: fewer hand cards than the opponent: Power +3000 until end of that battle`,
      ),
      () => {
        const p0 = { rc: { FL: CHARIOT, FR: GARETH }, hand: [MARRON] };
        attackBonus({ format, p0, p1: { hand: [STARDUST, STARDUST] }, from: 'FL' }, 8000, 3000);
      },
    );
  }

  it('TD05/007 Charging Chariot Knight: as many hand cards as the opponent: nothing', () => {
    attackNoBonus({ p0: { vanguard: CHARIOT, hand: [MARRON] }, from: 'VC' }, 8000);
  });
});

describe('TD05/009 Evil Slaying Swordsman, Haugan', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD05/009 Evil Slaying Swordsman, Haugan: [VG2 10.16|VG1 10.1.15] [ACT] Counter Blast (1): Power +1000 until end of turn`,
      ),
      () => {
        actPowerUntilEndOfTurn(format, { vanguard: GARMORE, rc: { FL: HAUGAN }, damage: [MARRON] }, 'FL', 7000);
      },
    );
  }

  it('TD05/009 Evil Slaying Swordsman, Haugan: VG2 8.5.2.3 no face-up damage: not offered', () => {
    actNotOffered({ vanguard: HAUGAN, damage: [{ code: MARRON, faceDown: true }] });
  });
});

describe('TD05/010 Precipice Whirlwind, Sagramore', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD05/010 Precipice Whirlwind, Sagramore: [VG2 7.7.1.7|VG1 7.6.1.9] the attack it boosted hits: [VG2 10.3|VG1 10.1.2] discard a card, draw a card`,
      ),
      () => {
        const p0 = { rc: { FL: BEAUMAINS, BL: WHIRLWIND }, hand: [MARRON, WINGAL], deck: gpDeck([OWL]) };
        boostedHitDiscardDraw({ format, p0, from: 'FL' }, WINGAL, [MARRON, OWL]);
      },
    );
  }

  it('TD05/010 Precipice Whirlwind, Sagramore: an attack that does not hit triggers nothing', () => {
    const p0 = { rc: { FL: BEAUMAINS, BL: WHIRLWIND }, hand: [MARRON] };
    boostedAttackGuarded({ p0, p1: { vanguard: GARETH, hand: [STARDUST] }, from: 'FL' });
  });
});

describe('TD05/011 Charjgal', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD05/011 Charjgal: [VG2 10.17|VG1 10.1.16] Soul Blast (1) when boosting "Great Silver Wolf, Garmore": Power +5000 until end of that battle`,
      ),
      () => {
        const s = scenario({
          format,
          at: 'battle',
          p0: { vanguard: GARMORE, rc: { BC: CHARJGAL, FR: GARETH }, soul: [BEAUMAINS], deck: gpDeck() },
          p1: { hand: [STARDUST] },
        });
        attack(s, 'VC', 'VC', true);
        expect(prompt(s)).toBe('vg.payCost');
        answer(s, { t: 'yes' });
        expect(atGuard(s)).toBe(true);
        expect(pw(s, 0, 'VC')).toBe(10000 + 6000 + 5000);
        expect(codes(s.players[0].drop)).toEqual([BEAUMAINS]);
        endGuard(s);
        expect(prompt(s)).toBe('vg.attack');
        expect(pw(s, 0, 'VC')).toBe(10000);
      },
    );
  }

  it('TD05/011 Charjgal: VG2 3.1.1.5.2 declining, VG2 8.6.4 an empty soul, or boosting another unit: no bonus', () => {
    const no = scenario({
      at: 'battle',
      p0: { vanguard: GARMORE, rc: { BC: CHARJGAL }, soul: [BEAUMAINS] },
      p1: { hand: [STARDUST] },
    });
    attack(no, 'VC', 'VC', true);
    answer(no, { t: 'no' });
    expect(pw(no, 0, 'VC')).toBe(16000);
    expect(no.players[0].soul).toHaveLength(1);

    attackNoBonus({ p0: { vanguard: GARMORE, rc: { BC: CHARJGAL } }, from: 'VC', boost: true }, 16000);

    const p0 = { vanguard: DOUBLE_EDGE, rc: { BC: CHARJGAL }, soul: [BEAUMAINS] };
    expect(events(attackNoBonus({ p0, from: 'VC', boost: true }, 16000), 'standby')).toHaveLength(0);
  });
});

describe('TD05/012 Blessing Owl', () => {
  for (const format of BOTH) {
    it(
      cite(format, `TD05/012 Blessing Owl: placed on (RC), another «Gold Paladin» gets Power +2000 until end of turn`),
      () => {
        const p0 = { vanguard: GARMORE, rc: { FL: BEAUMAINS, FR: GALLATIN }, hand: [OWL] };
        placedGivesAnother(format, p0, OWL, 'BL', ['VC', 'FL'], 'FL', 10000);
      },
    );
  }

  it('TD05/012 Blessing Owl: VG2 8.5.4.1.3 with no other «Gold Paladin» nothing is chosen', () => {
    placedFindsNone({ vanguard: GALLATIN, rc: { FL: MARRON }, hand: [OWL] }, OWL, 'BL');
  });
});

describe('TD05/013 Silver Fang Witch', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD05/013 Silver Fang Witch: placed on (RC) with a «Gold Paladin» vanguard, [VG2 10.17|VG1 10.1.16] Soul Blast (2) draws a card`,
      ),
      () => {
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: BEAUMAINS, hand: [WITCH], soul: [GARETH, BREEZE], deck: gpDeck([OWL]) },
        });
        answer(s, { t: 'call', card: idOf(s, 0, 'hand', WITCH), circle: 'BL' });
        expect(prompt(s)).toBe('vg.payCost');
        answer(s, { t: 'yes' });
        expect(prompt(s)).toBe('vg.main');
        expect(s.players[0].soul).toHaveLength(0);
        expect(codes(s.players[0].drop)).toEqual([GARETH, BREEZE]);
        expect(codes(s.players[0].hand)).toEqual([OWL]);
      },
    );
  }

  it('TD05/013 Silver Fang Witch: VG2 8.1.1.2.3 a «Royal Paladin» vanguard, VG2 8.6.4 one soul card, or declining: no draw', () => {
    const rp = scenario({ at: 'main', p0: { vanguard: GALLATIN, hand: [WITCH], soul: [GARETH, BREEZE] } });
    answer(rp, { t: 'call', card: idOf(rp, 0, 'hand', WITCH), circle: 'BL' });
    expect(prompt(rp)).toBe('vg.main');
    expect(rp.players[0].soul).toHaveLength(2);

    const one = scenario({ at: 'main', p0: { vanguard: BEAUMAINS, hand: [WITCH], soul: [GARETH] } });
    answer(one, { t: 'call', card: idOf(one, 0, 'hand', WITCH), circle: 'BL' });
    expect(prompt(one)).toBe('vg.main');
    expect(one.players[0].hand).toHaveLength(0);

    const no = scenario({ at: 'main', p0: { vanguard: BEAUMAINS, hand: [WITCH], soul: [GARETH, BREEZE] } });
    answer(no, { t: 'call', card: idOf(no, 0, 'hand', WITCH), circle: 'BL' });
    answer(no, { t: 'no' });
    expect(no.players[0].soul).toHaveLength(2);
    expect(no.players[0].hand).toHaveLength(0);
  });
});

describe('TD05 card text rendered from the ability trees', () => {
  const cases: [string, string[]][] = [
    [
      GARMORE,
      ['[AUTO](VC) Limit Break 4', 'When this unit attacks a vanguard', 'Power +5000', 'until end of that battle'],
    ],
    [
      GARMORE,
      [
        'Counter Blast (2)',
        'placed on (VC)',
        'up to one grade 2 or less «Gold Paladin»',
        'call it to (RC)',
        'shuffle your deck',
      ],
    ],
    [
      DOUBLE_EDGE,
      ['[ACT](VC/RC)', 'Counter Blast (1)', '«Gold Paladin» rear-guards', 'four', 'Power +2000', 'until end of turn'],
    ],
    [SAGRAMORE_G3, ['[AUTO](VC/RC)', 'Counter Blast (1)', 'When this unit attacks', 'Power +3000']],
    [SLEYGAL_SWORD, ['[ACT](VC/RC)', 'Counter Blast (1)', '«Gold Paladin» rear-guards', 'four', 'Power +2000']],
    [NEMEAN, ['When this unit intercepts', '«Gold Paladin» vanguard', 'Shield +5000', 'until end of that battle']],
    [CHARIOT, ['When this unit attacks', 'cards in your hand is less than', "your opponent's hand", 'Power +3000']],
    [HAUGAN, ['[ACT](VC/RC)', 'Counter Blast (1)', 'Power +1000', 'until end of turn']],
    [WHIRLWIND, ['[AUTO](RC)', 'discard a card from your hand', 'attack hits', 'this unit boosted', 'draw a card']],
    [
      CHARJGAL,
      ['[AUTO](RC)', 'Soul Blast (1)', 'named "Great Silver Wolf, Garmore"', 'Power +5000', 'until end of that battle'],
    ],
    [OWL, ['placed on (RC)', 'other «Gold Paladin»', 'Power +2000', 'until end of turn']],
    [WITCH, ['Soul Blast (2)', 'placed on (RC)', '«Gold Paladin» vanguard', 'draw a card']],
  ];
  cardTextMentions(cases);

  // "other": the ability counts only the other rear-guards, and so must the text (DESIGN "Cards": the text
  // cannot disagree with what the card does).
  it('TD05/002 Sleygal Double Edge and TD05/005 Sleygal Sword: the text says "other «Gold Paladin» rear-guards"', () => {
    expect(textOf(DOUBLE_EDGE)).toContain('other «Gold Paladin» rear-guards');
    expect(textOf(SLEYGAL_SWORD)).toContain('other «Gold Paladin» rear-guards');
  });
});
