// D-SD02 "Diabolos, "Violence" Bruce" (Dark States, D standard): every card of the deck
// (src/games/vanguard/cards/abilities/dsd02.ts, data/vanguard/d-td.cards.json), played through real turns in format
// `d`: the ability does what the card says, and nothing when its condition fails.
import { describe, expect, it } from 'vitest';
import type { VGState } from '../../../../src/games/vanguard/state.ts';
import { answer, idOf, offers, prompt, scenario } from '../../scenario.ts';
import { attack, codes, endGuard, faceUp, guardianShield, pw, textOf } from '../../cards/helpers.ts';
import { many, overTriggerText, sentinelGuards, starterDrawsWhenSecond, triggerWorks, vanilla } from './dHelpers.ts';

const BRUCE = 'D-SD02/001';
const RICHARD = 'D-SD02/002';
const STEVE = 'D-SD02/003';
const MATT = 'D-SD02/004';
const COLOSSUS = 'D-SD02/005';
const AIZER = 'D-SD02/006';
const BRODY = 'D-SD02/007';
const ACROBAT = 'D-SD02/008';
const MIRANDA = 'D-SD02/009';
const OLBARIA = 'D-SD02/010';
const MAIMAI = 'D-SD02/011';
const JAKE = 'D-SD02/012';
const GILLIAN = 'D-SD02/013';
const ARIANNA = 'D-SD02/014';
const BROTHERS = 'D-SD02/015';

/** Put player 1 in Final Rush for the turn (VGD 7.42.1), as Bruce's first ability does. */
function finalRush(s: VGState): void {
  s.rules = [...(s.rules ?? []), { seat: 0, rule: 'finalRush', until: 'turn' }];
}

describe('D-SD02/001 Diabolos, "Violence" Bruce', () => {
  it('D-SD02/001 Bruce: VGD 7.42.1 at the start of the ride phase, its master is in Final Rush until end of turn', () => {
    const s = scenario({ format: 'd', at: 'stand', p0: { vanguard: BRUCE, deck: many(AIZER) } });
    for (let i = 0; i < 10 && prompt(s) !== 'vg.main'; i++) answer(s, s.decision!.options.at(-1) as never);
    expect(s.rules).toEqual([{ seat: 0, rule: 'finalRush', until: 'turn' }]);
    // Control: a vanguard without the ability leaves its player out of Final Rush.
    const t = scenario({ format: 'd', at: 'stand', p0: { vanguard: COLOSSUS, deck: many(AIZER) } });
    for (let i = 0; i < 10 && prompt(t) !== 'vg.main'; i++) answer(t, t.decision!.options.at(-1) as never);
    expect(t.rules ?? []).toEqual([]);
  });

  it('D-SD02/001 Bruce: in Final Rush, its attack with Soul Blast (5) stands every front row rear-guard; not in Final Rush, nothing is asked', () => {
    for (const rush of [true, false]) {
      const s = scenario({
        format: 'd',
        at: 'battle',
        p0: {
          vanguard: BRUCE,
          rc: {
            FL: { code: AIZER, rested: true },
            FR: { code: AIZER, rested: true },
            BL: { code: AIZER, rested: true },
          },
          soul: many(AIZER, 5),
          deck: many(AIZER),
        },
        p1: { vanguard: AIZER, hand: [AIZER], deck: many(AIZER) },
      });
      if (rush) finalRush(s);
      attack(s, 'VC', 'VC');
      if (rush) {
        expect(prompt(s)).toBe('vg.payCost');
        answer(s, { t: 'yes' });
      }
      expect(prompt(s)).toBe('vg.guard');
      const f = s.players[0].field;
      expect([f.FL[0].rested, f.FR[0].rested, f.BL[0].rested]).toEqual([!rush, !rush, true]);
      expect(s.players[0].soul).toHaveLength(rush ? 0 : 5);
    }
  });
});

describe('D-SD02/002 Diabolos, "Anger" Richard', () => {
  it('D-SD02/002 Richard: placed on (VC), a rear-guard into the soul draws a card; declined, nothing', () => {
    for (const pay of [true, false]) {
      const s = scenario({
        format: 'd',
        at: 'ride',
        p0: { vanguard: STEVE, rc: { FL: AIZER }, hand: [RICHARD], deck: many(MATT) },
      });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', RICHARD) });
      expect(prompt(s)).toBe('vg.payCost');
      answer(s, { t: pay ? 'yes' : 'no' });
      expect(codes(s.players[0].hand)).toEqual(pay ? [MATT] : []);
      expect(s.players[0].field.FL).toHaveLength(pay ? 0 : 1);
    }
  });

  it('D-SD02/002 Richard: [CONT](RC) Power +5000 while its master is in Final Rush', () => {
    const s = scenario({ format: 'd', at: 'main', p0: { vanguard: BRUCE, rc: { FL: RICHARD } } });
    expect(pw(s, 0, 'FL')).toBe(10000);
    finalRush(s);
    expect(pw(s, 0, 'FL')).toBe(15000);
  });
});

describe('D-SD02/003 Diabolos, "Bad" Steve', () => {
  it('D-SD02/003 Steve: placed on (VC), a card from the soul is called to the back row center, then Soul Charge (1)', () => {
    const s = scenario({ format: 'd', at: 'ride', p0: { vanguard: MATT, hand: [STEVE], deck: many(AIZER) } });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', STEVE) });
    // Matt's "rode upon" and Steve's "placed on (VC)" stand by together: Steve's is played first.
    expect(prompt(s)).toBe('vg.playAuto');
    answer(s, { t: 'auto', source: idOf(s, 0, 'VC', STEVE) });
    // Matt is the only card in the soul, so no card is asked; its circle can only be (BC).
    expect(s.decision!.options).toEqual([{ t: 'unit', seat: 0, circle: 'BC' }]);
    answer(s, { t: 'unit', seat: 0, circle: 'BC' });
    expect(codes(s.players[0].field.BC)).toEqual([MATT]);
    expect(codes(s.players[0].soul)).toEqual([AIZER]);
  });

  it('D-SD02/003 Steve: [CONT](RC) Power +5000 in Final Rush only', () => {
    const s = scenario({ format: 'd', at: 'main', p0: { vanguard: BRUCE, rc: { BC: STEVE } } });
    expect(pw(s, 0, 'BC')).toBe(8000);
    finalRush(s);
    expect(pw(s, 0, 'BC')).toBe(13000);
  });
});

describe('D-SD02/004 Diabolos, "Innocent" Matt', () => {
  it('D-SD02/004 Matt: VGD 8.2.1.6 rode upon, the player who went second draws; the first player does not', () => {
    starterDrawsWhenSecond(MATT, ACROBAT, AIZER);
  });
});

describe('D-SD02/005 Time-fissuring Fist Colossus', () => {
  it('D-SD02/005 Colossus: placed on (RC), Soul Charge (1); then in Final Rush, Counter Blast (1) gives Power +15000', () => {
    const s = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: BRUCE, hand: [COLOSSUS], damage: [AIZER], deck: many(AIZER) },
    });
    finalRush(s);
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', COLOSSUS), circle: 'FL' });
    expect(codes(s.players[0].soul)).toEqual([AIZER]);
    expect(prompt(s)).toBe('vg.payCost');
    answer(s, { t: 'yes' });
    expect(pw(s, 0, 'FL')).toBe(28000);
    expect(faceUp(s, 0)).toBe(0);
  });

  it('D-SD02/005 Colossus: not in Final Rush, only the Soul Charge', () => {
    const s = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: BRUCE, hand: [COLOSSUS], damage: [AIZER], deck: many(AIZER) },
    });
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', COLOSSUS), circle: 'FL' });
    expect(codes(s.players[0].soul)).toEqual([AIZER]);
    expect(prompt(s)).toBe('vg.main');
    expect(pw(s, 0, 'FL')).toBe(13000);
  });

  it('D-SD02/005 Colossus: text (the cost inside the text, VGD 11.9.5.1, 11.9.5.2)', () => {
    expect(textOf(COLOSSUS)).toContain('Then, if you are in "Final Rush", COST [Counter Blast (1)]');
  });
});

describe('D-SD02/006 Icicle Ein, Aizer', () => {
  it('D-SD02/006 Aizer: no ability; grade 2, power 10000, shield 5000', () => {
    vanilla(AIZER, { grade: 2, power: 10000, shield: 5000 });
  });
});

describe('D-SD02/007 Steam Gunner, Brody', () => {
  it('D-SD02/007 Brody: put on (GC), Counter Blast (1) gives it Shield +5000; declined, none', () => {
    for (const pay of [true, false]) {
      const s = scenario({
        format: 'd',
        at: 'battle',
        p0: { vanguard: COLOSSUS, deck: many(AIZER) },
        p1: { vanguard: AIZER, hand: [BRODY, AIZER], damage: [AIZER], deck: many(AIZER) },
      });
      attack(s, 'VC', 'VC');
      answer(s, { t: 'guard', card: idOf(s, 1, 'hand', BRODY) });
      if (prompt(s) === 'vg.guardMore') answer(s, { t: 'done' }); // VGD 10.5.1.2.2: no more cards in this call
      expect(prompt(s)).toBe('vg.payCost');
      answer(s, { t: pay ? 'yes' : 'no' });
      expect(guardianShield(s, 1, BRODY)).toBe(pay ? 10000 : 5000);
      endGuard(s);
    }
  });
});

describe('D-SD02/008 Acrobat Presenter', () => {
  it('D-SD02/008 Acrobat Presenter: with a "Bruce" vanguard, its attack and its boost each Soul Charge (1), (2) in Final Rush', () => {
    for (const rush of [false, true]) {
      const s = scenario({
        format: 'd',
        at: 'battle',
        p0: { vanguard: BRUCE, rc: { FL: ACROBAT, BC: ACROBAT }, deck: many(AIZER) },
        p1: { vanguard: AIZER, hand: [AIZER], deck: many(AIZER) },
      });
      if (rush) finalRush(s);
      attack(s, 'FL', 'VC');
      expect(s.players[0].soul).toHaveLength(rush ? 2 : 1);
      endGuard(s);
      for (let i = 0; i < 10 && prompt(s) !== 'vg.attack'; i++) answer(s, s.decision!.options[0] as never);
      attack(s, 'VC', 'VC', true); // boosted by the back row Acrobat
      // Bruce's own "when it attacks" stands by too (its Soul Blast (5) cannot be paid): play both.
      for (let i = 0; i < 5 && prompt(s) !== 'vg.guard'; i++) answer(s, s.decision!.options[0] as never);
      expect(s.players[0].soul).toHaveLength(rush ? 4 : 2);
    }
  });

  it('D-SD02/008 Acrobat Presenter: with another vanguard, nothing', () => {
    const s = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: COLOSSUS, rc: { FL: ACROBAT }, deck: many(AIZER) },
      p1: { vanguard: AIZER, hand: [AIZER], deck: many(AIZER) },
    });
    attack(s, 'FL', 'VC');
    expect(s.players[0].soul).toHaveLength(0);
  });
});

describe('D-SD02/009 Psychic Prima, Miranda', () => {
  it('D-SD02/009 Miranda: VGD 14.10 Sentinel, discard a card: the vanguard cannot be hit', () => {
    sentinelGuards(MIRANDA, COLOSSUS, AIZER, true);
  });
  it('D-SD02/009 Miranda: the discard declined, the attack hits', () => {
    sentinelGuards(MIRANDA, COLOSSUS, AIZER, false);
  });
});

describe('D-SD02/010 Spiritual King of Determination, Olbaria', () => {
  it('D-SD02/010 Olbaria: VGD 11.10.2.7 over trigger from a drive check: removed, a draw, +100000000 and its text +100000000; a damage check plays no text', () => {
    overTriggerText(OLBARIA, COLOSSUS, AIZER);
  });
});

describe('D-SD02 trigger units', () => {
  for (const [code, name] of [
    [MAIMAI, 'Diabolos Girls, Maimai (critical)'],
    [JAKE, 'Diabolos Boys, Jake (draw)'],
    [GILLIAN, 'Diabolos Officer, Gillian (front)'],
    [ARIANNA, 'Diabolos Girls, Arianna (heal)'],
  ] as const) {
    it(`${code} ${name}: VGD 10.6.1.2.4, 11.10.5 the icon plays with no clan test and its printed +10000`, () => {
      triggerWorks(code, COLOSSUS, AIZER);
    });
  }
});

describe("D-SD02/015 Brothers' Soul", () => {
  it("D-SD02/015 Brothers' Soul: VGD 11.8 normal order with no cost: Soul Charge (2), then the card goes to the drop zone", () => {
    const s = scenario({ format: 'd', at: 'main', p0: { vanguard: BRUCE, hand: [BROTHERS], deck: many(AIZER) } });
    answer(s, { t: 'playOrder', card: idOf(s, 0, 'hand', BROTHERS) });
    expect(codes(s.players[0].soul)).toEqual([AIZER, AIZER]);
    expect(codes(s.players[0].drop)).toEqual([BROTHERS]);
    expect(offers(s, { t: 'playOrder' })).toBe(false);
  });

  it("D-SD02/015 Brothers' Soul: VGD 9.9.2.3 grade 1: not offered over a grade 0 vanguard", () => {
    const s = scenario({ format: 'd', at: 'main', p0: { vanguard: MATT, hand: [BROTHERS], deck: many(AIZER) } });
    expect(offers(s, { t: 'playOrder' })).toBe(false);
  });
});
