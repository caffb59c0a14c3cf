// VG-TD01 "Blaster Blade" (Royal Paladin): every card with abilities (src/games/vanguard/cards/abilities/td01.ts),
// played through real turns: the ability does what the card says, and nothing when its condition fails.
import { describe, expect, it } from 'vitest';
import { moveCard } from '../../../src/games/vanguard/zones.ts';
import { answer, events, idOf, offers, prompt, scenario, noHandAbility } from '../scenario.ts';
import {
  atGuard,
  attack,
  attackUntilBoost,
  BOTH,
  cite,
  codes,
  crit,
  deck,
  endGuard,
  faceUp,
  guardWith,
  mods,
  offersAct,
  playAct,
  pw,
  resolveTriggers,
  textOf,
  toBattle,
  toNextTurn,
  unit,
} from './helpers.ts';
import {
  attackBonus,
  attackNoBonus,
  boostOnly,
  calledCostDeclined,
  calledWithoutCost,
  cardTextMentions,
  counterBlastDeclined,
  placedFindsNone,
} from './templates.ts';

const BRIGITTE = 'TD01/001';
const BORS = 'TD01/002';
const GANCELOT = 'TD01/003';
const GALLATIN = 'TD01/004';
const BLASTER_BLADE = 'TD01/005';
const TRISTAN = 'TD01/006';
const RANDOLF = 'TD01/007';
const MARRON = 'TD01/008';
const WINGAL = 'TD01/009';
const UNICORN = 'TD01/010';
const MORGANA = 'TD01/011';
const CRIT_RP = 'TD01/013';
const OVERLORD = 'TD02/001';
const NEHALEM = 'TD02/004';
const BAHR = 'TD02/007';
/** Grade 0, shield 10000: a guardian the opponent may call under either format (VG1 8.5.2.1.1.2 grade cap). */
const P1_GUARD = 'TD01/012';

describe('TD01/001 Crimson Butterfly, Brigitte and TD01/006 Knight of the Harp, Tristan', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD01/001 Crimson Butterfly, Brigitte: [VG2 7.6.1.2|VG1 7.5.1.2] a drive check revealing a grade 3 «Royal Paladin» gives Power +5000 until end of that battle, gone at [VG2 7.8.1.2|VG1 7.7.1.2]`,
      ),
      () => {
        // Twin Drive: Bors (grade 3 Royal Paladin), then a critical trigger whose questions pause the drive step.
        const s = scenario({
          format,
          at: 'battle',
          p0: { vanguard: BRIGITTE, rc: { FR: GALLATIN }, deck: deck([BORS, CRIT_RP]) },
          p1: { hand: [P1_GUARD] },
        });
        attack(s, 'VC', 'VC');
        endGuard(s);
        expect(prompt(s)).toBe('vg.triggerOrder'); // second drive check, after the first one's ability resolved
        expect(pw(s, 0, 'VC')).toBe(15000);
        expect(mods(s)).toEqual([
          { t: 'modify', seat: 0, id: unit(s, 0, 'VC').id, stat: 'power', n: 5000, until: 'battle' },
        ]);
        resolveTriggers(s);
        expect(prompt(s)).toBe('vg.attack');
        expect(pw(s, 0, 'VC')).toBe(15000); // the trigger's +5000 lasts until end of turn; the ability's is gone
        expect(crit(s, 0, 'VC')).toBe(2);
      },
    );
  }

  it('TD01/001 Crimson Butterfly, Brigitte: a grade 2 «Royal Paladin» or a grade 3 «Kagero» reveals nothing', () => {
    const s = scenario({
      at: 'battle',
      p0: { vanguard: BRIGITTE, rc: { FR: GALLATIN }, deck: deck([BLASTER_BLADE, OVERLORD, CRIT_RP]) },
      p1: { hand: [P1_GUARD] },
    });
    attack(s, 'VC', 'VC');
    endGuard(s);
    expect(prompt(s)).toBe('vg.attack');
    expect(mods(s)).toEqual([]);
    expect(pw(s, 0, 'VC')).toBe(10000);
    expect(codes(s.players[0].hand)).toEqual([BLASTER_BLADE, OVERLORD]);
  });

  it('TD01/001 Crimson Butterfly, Brigitte: (VC) only — as an attacking rear-guard it has no drive check and gets nothing (VG2 7.5.1.2.1)', () => {
    const s = scenario({ at: 'battle', p0: { rc: { FL: BRIGITTE }, deck: deck([BORS]) }, p1: { hand: [P1_GUARD] } });
    attack(s, 'FL', 'VC');
    endGuard(s);
    expect(prompt(s)).toBe('vg.attack');
    expect(mods(s)).toEqual([]);
    expect(s.players[0].deck[s.players[0].deck.length - 1].code).toBe(BORS);
  });

  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD01/006 Knight of the Harp, Tristan: [VG2 7.6.1.2|VG1 7.5.1.2] its one drive check reveals a grade 3 «Royal Paladin»: Power +5000 until end of that battle`,
      ),
      () => {
        // Tristan 8000 against Marron 8000 guarded by Wingal (5000): only the +5000 makes it hit (13000 against 13000).
        const s = scenario({
          format,
          at: 'battle',
          p0: { vanguard: TRISTAN, rc: { FR: GALLATIN }, deck: deck([BRIGITTE]) },
          p1: { vanguard: MARRON, hand: [WINGAL] },
        });
        attack(s, 'VC', 'VC');
        guardWith(s, WINGAL);
        expect(prompt(s)).toBe('vg.attack');
        expect(mods(s)).toMatchObject([{ stat: 'power', n: 5000, until: 'battle' }]);
        expect(s.players[1].damage).toHaveLength(1); // VG2 7.7.1.3 equal power hits
        expect(pw(s, 0, 'VC')).toBe(8000); // until end of that battle
      },
    );
  }

  it('TD01/006 Knight of the Harp, Tristan: revealing a grade 2 «Royal Paladin» does nothing', () => {
    const s = scenario({
      at: 'battle',
      p0: { vanguard: TRISTAN, rc: { FR: GALLATIN }, deck: deck([GALLATIN]) },
      p1: { hand: [P1_GUARD] },
    });
    attack(s, 'VC', 'VC');
    endGuard(s);
    expect(prompt(s)).toBe('vg.attack');
    expect(mods(s)).toEqual([]);
  });
});

describe('TD01/002 Knight of Conviction, Bors', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD01/002 Knight of Conviction, Bors: [VG2 10.16|VG1 10.1.15] Counter Blast (1) turns a damage card face down; Power +3000 until end of that battle`,
      ),
      () => {
        const s = scenario({
          format,
          at: 'battle',
          p0: { vanguard: BORS, rc: { FR: GALLATIN }, damage: [WINGAL, MARRON], deck: deck([]) },
          p1: { hand: [P1_GUARD] },
        });
        attack(s, 'VC', 'VC');
        expect(prompt(s)).toBe('vg.payCost');
        answer(s, { t: 'yes' });
        // Two face-up cards for one to pay: the player chooses which.
        expect(prompt(s)).toBe('vg.cost.counterBlast');
        answer(s, { t: 'card', card: idOf(s, 0, 'damage', MARRON) });
        expect(atGuard(s)).toBe(true);
        expect(pw(s, 0, 'VC')).toBe(13000);
        expect(s.players[0].damage.map((c) => [c.code, c.up])).toEqual([
          [WINGAL, true],
          [MARRON, false],
        ]);
        endGuard(s);
        expect(prompt(s)).toBe('vg.attack');
        expect(pw(s, 0, 'VC')).toBe(10000); // VG2 7.8.1.2
      },
    );
  }

  it('TD01/002 Knight of Conviction, Bors: (RC) as a rear-guard too, with exactly one face-up card paid without a choice', () => {
    const s = scenario({
      at: 'battle',
      p0: { rc: { FL: BORS }, damage: [{ code: WINGAL, faceDown: true }, MARRON] },
      p1: { hand: [P1_GUARD] },
    });
    attack(s, 'FL', 'VC');
    answer(s, { t: 'yes' });
    expect(atGuard(s)).toBe(true);
    expect(pw(s, 0, 'FL')).toBe(13000);
    expect(faceUp(s, 0)).toBe(0);
  });

  it('TD01/002 Knight of Conviction, Bors: VG2 3.1.1.5.2 declining the cost gives nothing and leaves the damage face up', () => {
    counterBlastDeclined({ p0: { vanguard: BORS, damage: [WINGAL] }, from: 'VC' }, 10000);
  });

  it('TD01/002 Knight of Conviction, Bors: VG2 8.6.4 VG-063 with no face-up damage the cost cannot be paid, so it is not even asked', () => {
    attackNoBonus({ p0: { vanguard: BORS, damage: [{ code: WINGAL, faceDown: true }] }, from: 'VC' }, 10000);
  });
});

describe('TD01/003 Solitary Knight, Gancelot', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD01/003 Solitary Knight, Gancelot: [VG2 8.5.2.3|VG1 8.5.2.3] [ACT](VC) Counter Blast (2) paid at once; with "Blaster Blade" in the soul Power +5000 / Critical +1 until end of turn ([VG2 6.8.1.4|VG1 6.8.1.2])`,
      ),
      () => {
        const s = scenario({
          format,
          at: 'main',
          p0: {
            vanguard: GANCELOT,
            rc: { FR: GALLATIN },
            soul: [BLASTER_BLADE],
            damage: [WINGAL, MARRON, { code: BORS, faceDown: true }],
          },
          p1: { hand: [P1_GUARD] },
        });
        const vc = unit(s, 0, 'VC').id;
        playAct(s, 0, vc, 0);
        // Exactly two face-up cards for Counter Blast (2): both are paid, no choice asked.
        expect(prompt(s)).toBe('vg.main');
        expect(faceUp(s, 0)).toBe(0);
        expect(pw(s, 0, 'VC')).toBe(14000);
        expect(crit(s, 0, 'VC')).toBe(2);
        // No face-up damage left: it cannot be played again.
        expect(offersAct(s, vc, 0)).toBe(false);
        toBattle(s);
        attack(s, 'VC', 'VC');
        endGuard(s);
        expect(prompt(s)).toBe('vg.attack');
        expect(s.players[1].damage).toHaveLength(2); // Critical 2 dealt 2 damage
        expect(pw(s, 0, 'VC')).toBe(14000); // still this turn after the battle
        toNextTurn(s);
        expect(pw(s, 0, 'VC')).toBe(9000);
        expect(crit(s, 0, 'VC')).toBe(1);
      },
    );
  }

  it('TD01/003 Solitary Knight, Gancelot: VG2 8.1.1.1.2 without "Blaster Blade" in the soul the cost is still paid but nothing happens', () => {
    const s = scenario({ at: 'main', p0: { vanguard: GANCELOT, soul: [WINGAL], damage: [WINGAL, MARRON] } });
    playAct(s, 0, unit(s, 0, 'VC').id, 0);
    expect(faceUp(s, 0)).toBe(0);
    expect(pw(s, 0, 'VC')).toBe(9000);
    expect(crit(s, 0, 'VC')).toBe(1);
    expect(mods(s)).toEqual([]);
  });

  it('TD01/003 Solitary Knight, Gancelot: VG2 8.5.2.3 VG-063 with one face-up damage card the ACT cannot be played', () => {
    const s = scenario({
      at: 'main',
      p0: { vanguard: GANCELOT, soul: [BLASTER_BLADE], damage: [WINGAL, { code: MARRON, faceDown: true }] },
    });
    expect(prompt(s)).toBe('vg.main');
    expect(offers(s, { t: 'act' })).toBe(false);
  });

  it('TD01/003 Solitary Knight, Gancelot: VG2 3.1.1.3 the (VC) ACT is not offered for a Gancelot rear-guard', () => {
    const s = scenario({
      at: 'main',
      p0: { vanguard: BRIGITTE, rc: { FL: GANCELOT }, soul: [BLASTER_BLADE], damage: [WINGAL, MARRON] },
    });
    expect(offersAct(s, unit(s, 0, 'FL').id, 0)).toBe(false);
    expect(offers(s, { t: 'act' })).toBe(false);
  });

  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD01/003 Solitary Knight, Gancelot: [VG2 10.10|VG1 10.1.9] [VG2 10.11|VG1 10.1.10] [ACT](Hand) goes to the deck top, finds "Blaster Blade", puts it into the hand and shuffles`,
      ),
      () => {
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: MARRON, hand: [GANCELOT], deck: deck([WINGAL, BLASTER_BLADE, BORS]) },
        });
        const id = idOf(s, 0, 'hand', GANCELOT);
        expect(offersAct(s, id, 1)).toBe(true);
        expect(offersAct(s, id, 0)).toBe(false); // the (VC) one is not active in the hand
        playAct(s, 0, id, 1);
        expect(prompt(s)).toBe('vg.search');
        // The cost moved Gancelot onto the deck; only "Blaster Blade" may be found, or nothing (10.10.1.1).
        const p = s.players[0];
        expect(p.deck).toHaveLength(24);
        expect(p.hand).toHaveLength(0);
        const bb = p.deck.find((c) => c.code === BLASTER_BLADE)!.id;
        expect(s.decision!.options).toEqual([{ t: 'none' }, { t: 'card', card: bb }]);
        answer(s, { t: 'card', card: bb });
        expect(prompt(s)).toBe('vg.main');
        expect(codes(p.hand)).toEqual([BLASTER_BLADE]);
        expect(p.deck).toHaveLength(23);
        expect(p.deck.filter((c) => c.code === GANCELOT)).toHaveLength(1);
        const shown = (s.log ?? []).filter((l) => l.e.t === 'reveal').map((l) => l.e);
        expect(shown).toMatchObject([
          { zone: 'hand', cards: [{ code: GANCELOT }] },
          { zone: 'deck', cards: [{ code: BLASTER_BLADE }] },
        ]);
        expect((s.log ?? []).filter((l) => l.e.t === 'shuffle')).toHaveLength(1);
      },
    );
  }

  it('TD01/003 Solitary Knight, Gancelot: VG2 8.5.4.1.1 VG2 10.10.1.1 "up to one": finding nothing still shuffles, and Gancelot stays in the deck', () => {
    const s = scenario({ at: 'main', p0: { vanguard: MARRON, hand: [GANCELOT], deck: deck([BLASTER_BLADE]) } });
    playAct(s, 0, idOf(s, 0, 'hand', GANCELOT), 1);
    answer(s, { t: 'none' });
    expect(prompt(s)).toBe('vg.main');
    expect(s.players[0].hand).toHaveLength(0);
    expect(s.players[0].deck).toHaveLength(22);
    expect((s.log ?? []).filter((l) => l.e.t === 'shuffle')).toHaveLength(1);
  });

  it('TD01/003 Solitary Knight, Gancelot: a deck with no "Blaster Blade" offers only to find nothing', () => {
    const s = scenario({ at: 'main', p0: { vanguard: MARRON, hand: [GANCELOT], deck: deck([BORS]) } });
    playAct(s, 0, idOf(s, 0, 'hand', GANCELOT), 1);
    expect(s.decision!.options).toEqual([{ t: 'none' }]);
  });
});

describe('TD01/005 Blaster Blade', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD01/005 Blaster Blade: [VG2 10.5|VG1 10.1.4] placed on (VC) by a ride, Counter Blast (2) retires any opponent's rear-guard ([VG2 10.4|VG1 10.1.3])`,
      ),
      () => {
        const s = scenario({
          format,
          turn: 5,
          at: 'ride',
          p0: { vanguard: MARRON, hand: [BLASTER_BLADE], damage: [WINGAL, MARRON, BORS] },
          p1: { rc: { FL: WINGAL, FR: GALLATIN } },
        });
        answer(s, { t: 'ride', card: idOf(s, 0, 'hand', BLASTER_BLADE) });
        expect(prompt(s)).toBe('vg.payCost');
        answer(s, { t: 'yes' });
        expect(prompt(s)).toBe('vg.cost.counterBlast');
        answer(s, { t: 'card', card: idOf(s, 0, 'damage', WINGAL) });
        answer(s, { t: 'card', card: idOf(s, 0, 'damage', MARRON) });
        // The (VC) ability may choose a grade 1 rear-guard.
        expect(prompt(s)).toBe('vg.chooseUnit');
        expect(s.decision!.options).toEqual([
          { t: 'unit', seat: 1, circle: 'FL' },
          { t: 'unit', seat: 1, circle: 'FR' },
        ]);
        answer(s, { t: 'unit', circle: 'FL' });
        expect(s.players[1].field.FL).toHaveLength(0);
        expect(codes(s.players[1].drop)).toEqual([WINGAL]);
        expect(s.players[0].damage.map((c) => c.up)).toEqual([false, false, true]);
        expect(codes(s.players[0].soul)).toEqual([MARRON]);
      },
    );
  }

  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD01/005 Blaster Blade: placed on (RC) with a «Royal Paladin» vanguard, it may only retire a grade 2 or greater rear-guard`,
      ),
      () => {
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: BRIGITTE, hand: [BLASTER_BLADE], damage: [WINGAL, MARRON] },
          p1: { rc: { FL: GALLATIN, BL: WINGAL } },
        });
        answer(s, { t: 'call', card: idOf(s, 0, 'hand', BLASTER_BLADE), circle: 'FL' });
        answer(s, { t: 'yes' });
        expect(prompt(s)).toBe('vg.chooseUnit');
        expect(s.decision!.options).toEqual([{ t: 'unit', seat: 1, circle: 'FL' }]);
        answer(s, { t: 'unit', circle: 'FL' });
        noHandAbility(s);
        expect(prompt(s)).toBe('vg.main');
        expect(codes(s.players[1].drop)).toEqual([GALLATIN]);
        expect(codes(s.players[1].field.BL)).toEqual([WINGAL]);
        expect(faceUp(s, 0)).toBe(0);
        expect(events(s, 'retire')).toHaveLength(1);
      },
    );
  }

  it('TD01/005 Blaster Blade: VG2 8.6.4 VG2 3.1.1.5.2 the cost is optional; declining retires nothing', () => {
    const p0 = { vanguard: BRIGITTE, hand: [BLASTER_BLADE], damage: [WINGAL, MARRON] };
    calledCostDeclined(p0, { rc: { FL: GALLATIN } }, BLASTER_BLADE, 'FL');
  });

  it('TD01/005 Blaster Blade: VG2 8.1.1.2.3 the "if you have a «Royal Paladin» vanguard" is checked on resolution; with a «Kagero» vanguard no cost is asked', () => {
    const p0 = { vanguard: NEHALEM, hand: [BLASTER_BLADE], damage: [WINGAL, MARRON] };
    const s = calledWithoutCost(p0, { rc: { FL: GALLATIN } }, BLASTER_BLADE, 'FL');
    expect(events(s, 'playAbility')).toHaveLength(1); // it triggered and was played (8.1.1.2.3) …
    expect(events(s, 'payCost')).toHaveLength(0); // … but did nothing
  });

  it('TD01/005 Blaster Blade: VG2 8.6.4 VG-063 with one face-up damage card Counter Blast (2) cannot be paid: nothing is asked or paid', () => {
    const p0 = { vanguard: BRIGITTE, hand: [BLASTER_BLADE], damage: [WINGAL, { code: MARRON, faceDown: true }] };
    calledWithoutCost(p0, { rc: { FL: GALLATIN } }, BLASTER_BLADE, 'FL');
  });

  it('TD01/005 Blaster Blade: VG2 8.5.4.1.3 the cost may be paid with no grade 2 rear-guard to choose; then nothing is retired', () => {
    const s = scenario({
      at: 'main',
      p0: { vanguard: BRIGITTE, hand: [BLASTER_BLADE], damage: [WINGAL, MARRON] },
      p1: { rc: { FL: WINGAL } },
    });
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', BLASTER_BLADE), circle: 'FL' });
    answer(s, { t: 'yes' });
    expect(prompt(s)).toBe('vg.main');
    expect(faceUp(s, 0)).toBe(0);
    expect(codes(s.players[1].field.FL)).toEqual([WINGAL]);
  });
});

describe('TD01/007 Covenant Knight, Randolf', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD01/007 Covenant Knight, Randolf: more hand cards than the opponent: Power +3000 until end of that battle`,
      ),
      () => {
        attackBonus({ format, p0: { rc: { FL: RANDOLF }, hand: [WINGAL, MARRON] }, from: 'FL' }, 8000, 3000);
      },
    );
  }

  it('TD01/007 Covenant Knight, Randolf: as many hand cards as the opponent: nothing', () => {
    attackNoBonus({ p0: { vanguard: RANDOLF, hand: [WINGAL] }, from: 'VC' }, 8000);
  });

  it('TD01/007 Covenant Knight, Randolf: VG2 8.1.1.2.3 VG2 7.4.1.12 the hand sizes are compared when it resolves, not when it triggers', () => {
    // It triggers as the attack is declared and resolves after the boost question (7.4.1.12).
    const up = scenario({
      at: 'battle',
      p0: { rc: { FL: RANDOLF, BL: WINGAL }, hand: [WINGAL, MARRON] },
      p1: { hand: [WINGAL, MARRON] },
    });
    attackUntilBoost(up, 'FL', 'VC');
    expect(up.standby).toHaveLength(1); // standing by while 2 = 2
    moveCard(up, 1, up.players[1].hand[0], 'hand', 'drop');
    answer(up, { t: 'no' });
    expect(pw(up, 0, 'FL')).toBe(11000); // 2 > 1 on resolution

    const down = scenario({
      at: 'battle',
      p0: { rc: { FL: RANDOLF, BL: WINGAL }, hand: [WINGAL, MARRON] },
      p1: { hand: [P1_GUARD] },
    });
    attackUntilBoost(down, 'FL', 'VC');
    moveCard(down, 0, down.players[0].hand[0], 'hand', 'drop');
    answer(down, { t: 'no' });
    expect(pw(down, 0, 'FL')).toBe(8000); // 1 = 1 on resolution
  });
});

describe('TD01/009 Wingal', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD01/009 Wingal: [VG2 7.4.1.10|VG1 7.3.1.5] boosting "Blaster Blade" gives it Power +4000 until end of that battle`,
      ),
      () => {
        const p0 = { rc: { FL: BLASTER_BLADE, BL: WINGAL } };
        const s = attackBonus({ format, p0, from: 'FL', boost: true }, 9000, 6000 + 4000);
        expect(prompt(s)).toBe('vg.attack');
        expect(unit(s, 0, 'FL').mods).toBeNull();
      },
    );
  }

  it('TD01/009 Wingal: boosting a unit not named "Blaster Blade" gives only the boost', () => {
    boostOnly({ p0: { rc: { FL: GALLATIN, BL: WINGAL } }, from: 'FL' }, 16000);
  });

  it('TD01/009 Wingal: a vanguard "Blaster Blade" boosted from (BC) gets it too', () => {
    attackNoBonus({ p0: { vanguard: BLASTER_BLADE, rc: { BC: WINGAL } }, from: 'VC', boost: true }, 19000);
  });
});

describe('TD01/010 Starlight Unicorn', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD01/010 Starlight Unicorn: [VG2 10.5|VG1 10.1.4] placed on (RC), another «Royal Paladin» gets Power +2000 until end of turn ([VG2 6.8.1.4|VG1 6.8.1.2])`,
      ),
      () => {
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: BRIGITTE, rc: { FL: GALLATIN, FR: BAHR }, hand: [UNICORN] },
          p1: { hand: [P1_GUARD] },
        });
        answer(s, { t: 'call', card: idOf(s, 0, 'hand', UNICORN), circle: 'BL' });
        // "another": not itself; «Kagero» Bahr is not a choice.
        expect(prompt(s)).toBe('vg.chooseUnit');
        expect(s.decision!.options).toEqual([
          { t: 'unit', seat: 0, circle: 'VC' },
          { t: 'unit', seat: 0, circle: 'FL' },
        ]);
        answer(s, { t: 'unit', circle: 'FL' });
        expect(pw(s, 0, 'FL')).toBe(12000);
        toBattle(s);
        attack(s, 'FL', 'VC');
        endGuard(s);
        expect(pw(s, 0, 'FL')).toBe(12000); // after the battle: still this turn
        toNextTurn(s);
        expect(pw(s, 0, 'FL')).toBe(10000);
      },
    );
  }

  it('TD01/010 Starlight Unicorn: VG2 8.5.4.1.3 with no other «Royal Paladin» nothing is chosen', () => {
    placedFindsNone({ vanguard: NEHALEM, rc: { FL: BAHR }, hand: [UNICORN] }, UNICORN, 'BL');
  });

  it('TD01/010 Starlight Unicorn: ridden onto (VC) it does nothing (the ability names (RC))', () => {
    const s = scenario({ at: 'ride', p0: { vanguard: 'TD01/012', rc: { FL: GALLATIN }, hand: [UNICORN] } });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', UNICORN) });
    expect(prompt(s)).toBe('vg.main');
    expect(mods(s)).toEqual([]);
  });
});

describe('TD01/011 Knight of Rose, Morgana', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `TD01/011 Knight of Rose, Morgana: [VG2 10.3|VG1 10.1.2] discarding a card gives Power +4000 until end of turn, kept after the battle`,
      ),
      () => {
        const s = scenario({
          format,
          at: 'battle',
          p0: { vanguard: MORGANA, rc: { FR: GALLATIN }, hand: [WINGAL, GALLATIN] },
          p1: { hand: [P1_GUARD] },
        });
        attack(s, 'VC', 'VC');
        expect(prompt(s)).toBe('vg.payCost');
        answer(s, { t: 'yes' });
        expect(prompt(s)).toBe('vg.cost.discard');
        answer(s, { t: 'card', card: idOf(s, 0, 'hand', GALLATIN) });
        expect(atGuard(s)).toBe(true);
        expect(pw(s, 0, 'VC')).toBe(10000);
        expect(codes(s.players[0].drop)).toEqual([GALLATIN]);
        expect(codes(s.players[0].hand)).toEqual([WINGAL]);
        endGuard(s);
        expect(prompt(s)).toBe('vg.attack');
        expect(pw(s, 0, 'VC')).toBe(10000);
        toNextTurn(s);
        expect(pw(s, 0, 'VC')).toBe(6000);
      },
    );
  }

  it('TD01/011 Knight of Rose, Morgana: VG2 8.6.4 with an empty hand the cost is not asked', () => {
    attackNoBonus({ p0: { rc: { FL: MORGANA } }, from: 'FL' }, 6000);
  });

  it('TD01/011 Knight of Rose, Morgana: VG2 3.1.1.5.2 declining keeps the hand and gives nothing', () => {
    const s = scenario({ at: 'battle', p0: { rc: { FL: MORGANA }, hand: [WINGAL] }, p1: { hand: [P1_GUARD] } });
    attack(s, 'FL', 'VC');
    answer(s, { t: 'no' });
    expect(atGuard(s)).toBe(true);
    expect(pw(s, 0, 'FL')).toBe(6000);
    expect(s.players[0].hand).toHaveLength(1);
  });
});

describe('TD01 card text rendered from the ability trees', () => {
  const cases: [string, string[]][] = [
    [
      BRIGITTE,
      ['[AUTO](VC)', 'drive check reveals', 'grade 3', '«Royal Paladin»', 'Power +5000', 'until end of that battle'],
    ],
    [BORS, ['[AUTO](VC/RC)', 'Counter Blast (1)', 'When this unit attacks', 'you may pay the cost', 'Power +3000']],
    [
      GANCELOT,
      [
        '[ACT](VC)',
        'Counter Blast (2)',
        '"Blaster Blade" in your soul',
        'Power +5000',
        'Critical +1',
        'until end of turn',
      ],
    ],
    [GANCELOT, ['[ACT](Hand)', 'top of your deck', 'up to one', 'named "Blaster Blade"', 'shuffle your deck']],
    [
      BLASTER_BLADE,
      [
        'Counter Blast (2)',
        'placed on (VC)',
        'placed on (RC)',
        '«Royal Paladin» vanguard',
        'grade 2 or greater',
        'retire',
      ],
    ],
    [TRISTAN, ['[AUTO](VC)', 'drive check reveals', '«Royal Paladin»', 'Power +5000']],
    [
      RANDOLF,
      ['When this unit attacks', 'number of cards in your hand is greater than', "your opponent's hand", 'Power +3000'],
    ],
    [
      WINGAL,
      [
        '[AUTO](RC)',
        'boosts',
        'named "Blaster Blade"',
        'the boosted unit gets Power +4000',
        'until end of that battle',
      ],
    ],
    [UNICORN, ['placed on (RC)', 'other «Royal Paladin»', 'Power +2000', 'until end of turn']],
    [
      MORGANA,
      ['[AUTO](VC/RC)', 'discard a card from your hand', 'When this unit attacks', 'Power +4000', 'until end of turn'],
    ],
  ];
  cardTextMentions(cases);

  it('TD01/004, TD01/008, TD01/012–016 have no abilities and no text', () => {
    for (const code of ['TD01/004', 'TD01/008', 'TD01/012', 'TD01/013', 'TD01/014', 'TD01/015', 'TD01/016']) {
      expect(textOf(code)).toBe('');
    }
  });
});
