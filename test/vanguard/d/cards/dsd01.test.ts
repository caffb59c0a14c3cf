// D-SD01 "Chakrabarthi Divine Dragon, Nirvana" (Dragon Empire, D standard): every card of the deck
// (src/games/vanguard/cards/abilities/dsd01.ts, data/vanguard/d-td.cards.json), played through real turns in format
// `d`: the ability does what the card says, and nothing when its condition fails.
import { describe, expect, it } from 'vitest';
import { answer, events, idOf, offers, prompt, scenario } from '../../scenario.ts';
import { attack, codes, endGuard, faceUp, pw, textOf } from '../../cards/helpers.ts';
import { many, overTriggerText, sentinelGuards, starterDrawsWhenSecond, triggerWorks, vanilla } from './dHelpers.ts';

const NIRVANA = 'D-SD01/001';
const REIYU = 'D-SD01/002';
const RINO = 'D-SD01/003';
const EGG = 'D-SD01/004';
const INFERNO = 'D-SD01/005';
const VAIRINA = 'D-SD01/006';
const ANKY = 'D-SD01/007';
const KAZE = 'D-SD01/008';
const TRICKSTAR = 'D-SD01/009';
const OLBARIA = 'D-SD01/010';
const ZONNE = 'D-SD01/011';
const CHO = 'D-SD01/012';
const NIKKO = 'D-SD01/013';
const RONA = 'D-SD01/014';
const SUNBURST = 'D-SD01/015';

/** Answer every pending question with its first option until the main phase asks again (or `stop` says so). */
function settle(s: ReturnType<typeof scenario>, stop: (p: string | null) => boolean = (p) => p === 'vg.main'): void {
  for (let i = 0; i < 50 && !stop(prompt(s)); i++) answer(s, s.decision!.options[0] as never);
}

describe('D-SD01/001 Chakrabarthi Divine Dragon, Nirvana', () => {
  it('D-SD01/001 Nirvana: VGD 9.9.2.2 [ACT](VC) [1/Turn]: discard a card, a grade 0 card from the drop zone is called; not again that turn', () => {
    const s = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: NIRVANA, hand: [ANKY], drop: [TRICKSTAR, INFERNO], deck: many(ANKY) },
    });
    const id = idOf(s, 0, 'VC', NIRVANA);
    answer(s, { t: 'act', card: id, index: 0 });
    expect(prompt(s)).toBe('vg.callTo'); // the only grade 0 card is taken: no card question
    answer(s, { t: 'unit', seat: 0, circle: 'BC' });
    expect(codes(s.players[0].field.BC)).toEqual([TRICKSTAR]);
    expect(codes(s.players[0].drop).sort()).toEqual([ANKY, INFERNO].sort());
    expect(offers(s, { t: 'act', card: id, index: 0 })).toBe(false); // [1/Turn]
  });

  it('D-SD01/001 Nirvana: VGD 1.3.2 with no grade 0 card in the drop zone, the discard is paid and nothing is called', () => {
    const s = scenario({ format: 'd', at: 'main', p0: { vanguard: NIRVANA, hand: [ANKY], drop: [INFERNO] } });
    answer(s, { t: 'act', card: idOf(s, 0, 'VC', NIRVANA), index: 0 });
    expect(prompt(s)).toBe('vg.main');
    expect(events(s, 'call')).toHaveLength(0);
    expect(codes(s.players[0].drop).sort()).toEqual([ANKY, INFERNO].sort());
  });

  it('D-SD01/001 Nirvana: [AUTO](VC) when it attacks, Counter Blast (1): it and every unit with the overDress ability get Power +10000 until end of turn; declined, nothing', () => {
    for (const pay of [true, false]) {
      const s = scenario({
        format: 'd',
        at: 'battle',
        p0: { vanguard: NIRVANA, rc: { FL: VAIRINA, FR: INFERNO }, damage: [ANKY], deck: many(ANKY) },
        p1: { vanguard: ANKY, deck: many(ANKY) },
      });
      attack(s, 'VC', 'VC');
      expect(prompt(s)).toBe('vg.payCost');
      answer(s, { t: pay ? 'yes' : 'no' });
      const bonus = pay ? 10000 : 0;
      expect(pw(s, 0, 'VC')).toBe(13000 + bonus);
      expect(pw(s, 0, 'FL')).toBe(10000 + bonus); // Vairina has the overDress ability
      expect(pw(s, 0, 'FR')).toBe(13000); // Inferno Sword does not
      expect(faceUp(s, 0)).toBe(pay ? 0 : 1);
    }
  });

  it('D-SD01/001 Nirvana: text', () => {
    expect(textOf(NIRVANA)).toContain('[ACT](VC) [1/Turn]');
    expect(textOf(NIRVANA)).toContain('with the overDress ability');
  });
});

describe('D-SD01/002 Blaze Maiden, Reiyu', () => {
  it('D-SD01/002 Reiyu: VGD 6.3 rode upon by "Nirvana", Soul Blast (1): a "Vairina" is searched for and put into the hand', () => {
    const s = scenario({
      format: 'd',
      at: 'ride',
      p0: { vanguard: REIYU, hand: [NIRVANA], soul: [EGG], deck: [ANKY, VAIRINA, ANKY] },
    });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', NIRVANA) });
    expect(prompt(s)).toBe('vg.payCost');
    answer(s, { t: 'yes' });
    expect(prompt(s)).toBe('vg.cost.soulBlast'); // Reiyu itself is in the soul now, too
    answer(s, { t: 'card', card: idOf(s, 0, 'soul', EGG) });
    expect(prompt(s)).toBe('vg.search');
    answer(s, { t: 'card', card: idOf(s, 0, 'deck', VAIRINA) });
    expect(codes(s.players[0].hand)).toEqual([VAIRINA]);
    expect(s.players[0].drop.map((c) => c.code)).toContain(EGG); // the soul blast
  });

  it('D-SD01/002 Reiyu: ridden by another grade 3 (Inferno Sword), nothing triggers', () => {
    const s = scenario({ format: 'd', at: 'ride', p0: { vanguard: REIYU, hand: [INFERNO], soul: [EGG] } });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', INFERNO) });
    expect(prompt(s)).toBe('vg.main');
    expect(codes(s.players[0].soul)).toEqual([EGG, REIYU]);
  });

  it('D-SD01/002 Reiyu: [CONT](VC/RC) Power +2000 during the battle it attacked only', () => {
    const s = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: NIRVANA, rc: { FL: REIYU }, deck: many(ANKY) },
      p1: { vanguard: ANKY, hand: [ANKY], deck: many(ANKY) }, // a hand card: the guard step waits
    });
    expect(pw(s, 0, 'FL')).toBe(10000);
    attack(s, 'FL', 'VC');
    expect(pw(s, 0, 'FL')).toBe(12000);
    endGuard(s);
    settle(s, (p) => p === 'vg.attack');
    expect(pw(s, 0, 'FL')).toBe(10000);
  });
});

describe('D-SD01/003 Blaze Maiden, Rino', () => {
  it('D-SD01/003 Rino: rode upon by "Reiyu", a "Trickstar" is searched for and called to (RC)', () => {
    const s = scenario({ format: 'd', at: 'ride', p0: { vanguard: RINO, hand: [REIYU], deck: [ANKY, TRICKSTAR] } });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', REIYU) });
    expect(prompt(s)).toBe('vg.search');
    answer(s, { t: 'card', card: idOf(s, 0, 'deck', TRICKSTAR) });
    answer(s, { t: 'unit', seat: 0, circle: 'FL' });
    expect(codes(s.players[0].field.FL)).toEqual([TRICKSTAR]);
  });

  it('D-SD01/003 Rino: ridden by another grade 2 (Vairina), nothing is searched', () => {
    const s = scenario({ format: 'd', at: 'ride', p0: { vanguard: RINO, hand: [VAIRINA], deck: [ANKY, TRICKSTAR] } });
    answer(s, { t: 'ride', card: idOf(s, 0, 'hand', VAIRINA) });
    expect(prompt(s)).toBe('vg.main');
    expect(s.players[0].deck).toHaveLength(2);
  });
});

describe('D-SD01/004 Sunrise Egg', () => {
  it('D-SD01/004 Sunrise Egg: VGD 8.2.1.6 rode upon, the player who went second draws; the first player does not', () => {
    starterDrawsWhenSecond(EGG, RINO, ANKY);
  });
});

describe('D-SD01/005 Fire Slash Dragon, Inferno Sword', () => {
  it('D-SD01/005 Inferno Sword: [CONT](RC) Power +2000 during the battle it attacked; none on (VC)', () => {
    const s = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: INFERNO, rc: { FL: INFERNO }, deck: many(ANKY) },
      p1: { vanguard: ANKY, hand: [ANKY], deck: many(ANKY) },
    });
    attack(s, 'FL', 'VC');
    expect(pw(s, 0, 'FL')).toBe(15000);
    endGuard(s);
    settle(s, (p) => p === 'vg.attack');
    attack(s, 'VC', 'VC');
    expect(pw(s, 0, 'VC')).toBe(13000); // (RC) only
  });
});

describe('D-SD01/006 Vairina', () => {
  it('D-SD01/006 Vairina: VGD 9.9.2.5, 6.7.2 overDress on a "Trickstar": the Trickstar becomes its originalDress and leaves the field with it (6.7.5)', () => {
    const s = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: NIRVANA, rc: { FL: TRICKSTAR, FR: ANKY }, hand: [VAIRINA] },
    });
    const card = idOf(s, 0, 'hand', VAIRINA);
    expect(offers(s, { t: 'overDress', card, circle: 'FL' })).toBe(true);
    expect(offers(s, { t: 'overDress', card, circle: 'FR' })).toBe(false); // not a "Trickstar"
    answer(s, { t: 'overDress', card, circle: 'FL' });
    expect(codes(s.players[0].field.FL)).toEqual([VAIRINA]);
    expect(s.players[0].dress!.map((d) => codes(d.cards))).toEqual([[TRICKSTAR]]);
    expect(events(s, 'call')).toHaveLength(0); // VGD 6.7.1.1: not a call
  });

  it('D-SD01/006 Vairina: in the overDress state, attacking a vanguard: Power +10000, then Soul Blast (2) retires an opponent rear-guard', () => {
    const s = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: NIRVANA, rc: { FL: TRICKSTAR }, hand: [VAIRINA], soul: [EGG, RINO], deck: many(ANKY) },
      p1: { vanguard: ANKY, rc: { FL: ANKY, BC: TRICKSTAR }, deck: many(ANKY) },
    });
    answer(s, { t: 'overDress', card: idOf(s, 0, 'hand', VAIRINA), circle: 'FL' });
    answer(s, { t: 'pass' });
    attack(s, 'FL', 'VC');
    expect(pw(s, 0, 'FL')).toBe(20000);
    expect(prompt(s)).toBe('vg.payCost');
    answer(s, { t: 'yes' });
    // D-SD01/009 Trickstar cannot be chosen by the opponent's effects: only the other rear-guard is offered.
    expect(prompt(s)).toBe('vg.chooseUnit');
    expect(s.decision!.options).toEqual([{ t: 'unit', seat: 1, circle: 'FL' }]);
    answer(s, { t: 'unit', seat: 1, circle: 'FL' });
    expect(s.players[1].field.FL).toHaveLength(0);
    expect(codes(s.players[0].soul)).toEqual([]);
  });

  it('D-SD01/006 Vairina: called normally (not in the overDress state), its attack gets nothing', () => {
    const s = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: NIRVANA, rc: { FL: VAIRINA }, soul: [EGG, RINO], deck: many(ANKY) },
      p1: { vanguard: ANKY, rc: { FL: ANKY }, deck: many(ANKY) },
    });
    attack(s, 'FL', 'VC');
    expect(pw(s, 0, 'FL')).toBe(10000);
    expect(prompt(s)).not.toBe('vg.payCost');
  });

  it('D-SD01/006 Vairina: VGD 6.7.5, 6.7.5.1 retired, its originalDress goes to the drop zone with it', () => {
    const s = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: NIRVANA, rc: { FL: TRICKSTAR }, hand: [VAIRINA, ANKY] },
    });
    answer(s, { t: 'overDress', card: idOf(s, 0, 'hand', VAIRINA), circle: 'FL' });
    // VGD 6.2.3.4: a normal call onto it retires it as part of the call.
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', ANKY), circle: 'FL' });
    expect(codes(s.players[0].drop).sort()).toEqual([TRICKSTAR, VAIRINA].sort());
    expect(s.players[0].dress).toEqual([]);
  });
});

describe('D-SD01/007 Iron Ball Dragon, Ankybowler', () => {
  it('D-SD01/007 Ankybowler: no ability; grade 1, power 8000, shield 5000', () => {
    vanilla(ANKY, { grade: 1, power: 8000, shield: 5000 });
  });
});

describe('D-SD01/008 Escort Stealth Dragon, Hayashi Kaze', () => {
  it('D-SD01/008 Hayashi Kaze: VGD 14.10 Sentinel, discard a card: the vanguard cannot be hit', () => {
    sentinelGuards(KAZE, NIRVANA, ANKY, true);
  });
  it('D-SD01/008 Hayashi Kaze: the discard declined, the attack hits', () => {
    sentinelGuards(KAZE, NIRVANA, ANKY, false);
  });
});

describe('D-SD01/009 Trickstar', () => {
  it("D-SD01/009 Trickstar: VGD 7.50.2 cannot be chosen by the opponent's effects, but its own master's can choose it", () => {
    const s = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: NIRVANA, rc: { FL: TRICKSTAR }, hand: [SUNBURST], damage: [ANKY] },
    });
    answer(s, { t: 'playOrder', card: idOf(s, 0, 'hand', SUNBURST) });
    expect(prompt(s)).toBe('vg.chooseUnit');
    expect(offers(s, { t: 'unit', seat: 0, circle: 'FL' })).toBe(true);
  });
});

describe('D-SD01/010 Spiritual King of Determination, Olbaria', () => {
  it('D-SD01/010 Olbaria: VGD 11.10.2.7 over trigger from a drive check: removed, a draw, +100000000 and its text +100000000; a damage check plays no text', () => {
    overTriggerText(OLBARIA, INFERNO, ANKY);
  });
});

describe('D-SD01 trigger units', () => {
  for (const [code, name] of [
    [ZONNE, 'Blaze Maiden, Zonne (critical)'],
    [CHO, 'Blaze Staff Monk, Cho kuu sha (draw)'],
    [NIKKO, 'Blaze Fist Monk, Nikko (front)'],
    [RONA, 'Blaze Maiden, Rona (heal)'],
  ] as const) {
    it(`${code} ${name}: VGD 10.6.1.2.4, 11.10.5 the icon plays with no clan test and its printed +10000`, () => {
      triggerWorks(code, INFERNO, ANKY);
    });
  }
});

describe('D-SD01/015 Sunburst Evolution', () => {
  it('D-SD01/015 Sunburst Evolution: VGD 11.8 normal order, Counter Blast (1): a unit gets Power +5000 and a "Vairina" returns from the drop zone to the hand', () => {
    const s = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: NIRVANA, hand: [SUNBURST], damage: [ANKY], drop: [VAIRINA, ANKY] },
    });
    answer(s, { t: 'playOrder', card: idOf(s, 0, 'hand', SUNBURST) });
    answer(s, { t: 'unit', seat: 0, circle: 'VC' });
    expect(pw(s, 0, 'VC')).toBe(18000);
    expect(codes(s.players[0].hand)).toEqual([VAIRINA]);
    expect(codes(s.players[0].drop).sort()).toEqual([ANKY, SUNBURST].sort());
    expect(faceUp(s, 0)).toBe(0);
  });

  it('D-SD01/015 Sunburst Evolution: VGD 11.8.2.2 with no face-up damage the order is not offered', () => {
    const s = scenario({ format: 'd', at: 'main', p0: { vanguard: NIRVANA, hand: [SUNBURST], drop: [VAIRINA] } });
    expect(offers(s, { t: 'playOrder' })).toBe(false);
  });
});
