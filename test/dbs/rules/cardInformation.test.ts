// DBS rules tests — card information: name, type, colour, traits, power, combo, energy cost, skills (rules section 2).
// Gathered by rules topic from the batch-named files rules-a-cards.test.ts.

import { describe, expect, it } from 'vitest';
import { COLOURS } from '../../../src/games/dbs/cards/cardRecord.ts';
import { coloursOf, matches, powerOf, skillsOf } from '../../../src/games/dbs/characteristics.ts';
import { allCards, DEFAULT_OPTIONS, validateDeck } from '../../../src/games/dbs/index.ts';
import { byCode, C, options, passWhile, pick, scenario } from '../scenario.ts';

const cards = allCards();

const ofType = (t: string) => cards.filter((c) => c.type === t);

// From the former rules-a-cards.test.ts:
// DBS rules tests, card data (section 2): each printed characteristic is read from the card record
// (data/dbs/cards.json) and honoured by the engine — name {X} (2-1), card types (2-3), colours (2-4),
// character names <X> (2-5), special traits 《X》 (2-6), era (2-7), power (2-8), combo power (2-9),
// combo cost (2-10), energy cost (2-11), skills and where they work (2-12), card number (2-15) — and the
// cosmetic fields (illustration 2-2, copyright 2-13, rarity 2-14, block 2-16) are not stored at all.

describe('card name and cosmetic data (DBS 2-1, 2-2, 2-13, 2-14, 2-16)', () => {
  it('DBS 2-1 DBS 2-1-2: {X} in a skill refers to the card name', () => {
    const s = scenario({ battle: [C.hit, C.goten] }, {});
    const hit = byCode(s, 0, 'battle', C.hit);
    expect(matches(s, 0, hit, { name: 'Hit' })).toBe(true);
    expect(matches(s, 0, byCode(s, 0, 'battle', C.goten), { name: 'Hit' })).toBe(false);
  });

  it('DBS 2-2 DBS 2-2-2 DBS 2-13 DBS 2-13-2 DBS 2-14 DBS 2-14-2 DBS 2-16 DBS 2-16-2: illustration, copyright, rarity and block do not affect play: no record stores them', () => {
    const allowed = new Set([
      'code',
      'type',
      'colour',
      'name',
      'power',
      'characters',
      'traits',
      'era',
      'keywords',
      'energyCost',
      'comboPower',
      'comboCost',
      'back',
    ]);
    for (const c of cards) for (const k of Object.keys(c)) expect(allowed.has(k), `${c.code}.${k}`).toBe(true);
  });
});

describe('card types (DBS 2-3)', () => {
  it('DBS 2-3 DBS 2-3-1 DBS 2-3-2: every card is a Leader, Battle or Extra card, and all three exist', () => {
    expect(new Set(cards.map((c) => c.type))).toEqual(new Set(['leader', 'battle', 'extra']));
  });

  it('DBS 2-3-2-1 DBS 2-3-2-1-1: the Leader card goes to the Leader Area, and "your Leader" means that card', () => {
    // Encouraging Presence Monaka: your Leader gains [Double Strike] this turn, draw 1.
    const s = scenario({ hand: [C.monaka], energy: [C.goten] }, {});
    expect(s.players[0].leader[0].code).toBe(C.gokuLeader);
    pick(s, (o) => o.t === 'activate' && o.from === 'hand');
    passWhile(s, ['dbs.counterTiming']);
    pick(s, (o) => o.t === 'attack' && o.attacker === s.players[0].leader[0].id);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence', 'dbs.target']);
    expect(s.players[1].life).toHaveLength(6);
  });

  it('DBS 2-3-2-2 DBS 2-3-2-2-1 DBS 2-3-2-3-1: "Battle Card" means the card type: an Extra card in the Battle Area is neither a target nor an attacker', () => {
    const s = scenario(
      { battle: [C.hit], hand: ['BT1-065'] },
      { battle: [{ code: C.goten, rested: true }, C.brolyRing] },
    );
    const ring = byCode(s, 1, 'battle', C.brolyRing);
    expect(options(s).some((o) => o.t === 'attack' && (o as unknown as { target: number }).target === ring.id)).toBe(
      false,
    );
    expect(matches(s, 1, ring, { type: 'extra' })).toBe(true);
    expect(matches(s, 1, byCode(s, 1, 'battle', C.goten), { type: 'extra' })).toBe(false);
    const t = scenario({ battle: ['BT1-065', C.cellsBirth] }, { battle: [C.goten, C.brolyRing] });
    expect(
      options(t).some(
        (o) => o.t === 'attack' && (o as unknown as { attacker: number }).attacker === t.players[0].battle[1].id,
      ),
    ).toBe(false);
    pick(t, (o) => o.t === 'activate' && o.from === 'battle');
    passWhile(t, ['dbs.counterTiming']);
    // "KO 1 of your opponent's Battle Cards": the [Field] Extra card is not among the choices.
    expect(t.decision!.prompt).toBe('dbs.target');
    expect(options(t)).toEqual([{ t: 'card', card: byCode(t, 1, 'battle', C.goten).id }]);
  });

  it('DBS 2-3-2-3: an Extra card activates its skill by going from the hand to the Drop Area', () => {
    const s = scenario({ hand: [C.monaka], energy: [C.goten] }, {});
    const hand = s.players[0].hand.length;
    pick(s, (o) => o.t === 'activate' && o.from === 'hand');
    passWhile(s, ['dbs.counterTiming']);
    expect(s.players[0].drop.map((c) => c.code)).toEqual([C.monaka]);
    expect(s.players[0].hand).toHaveLength(hand - 1 + 1); // Monaka draws 1
  });
});

describe('colours (DBS 2-4)', () => {
  it('DBS 2-4 DBS 2-4-1 DBS 2-4-1-1: five colours; a card’s colour is read in cost payment', () => {
    expect([...COLOURS]).toEqual(['red', 'blue', 'green', 'yellow', 'black']);
    expect(cards.length, 'the list checked below is not empty').toBeGreaterThan(0);
    for (const c of cards) expect(COLOURS).toContain(c.colour);
    // Hit needs one red energy: three blue energy cannot pay it, one red and one blue can.
    const blue = scenario({ hand: [C.hit], energy: [C.goten, C.goten, C.goten] }, {});
    expect(options(blue).some((o) => o.t === 'play')).toBe(false);
    const red = scenario({ hand: [C.hit], energy: [C.hit, C.goten] }, {});
    expect(coloursOf(red, 0, red.players[0].energy[0])).toEqual(['red']);
    expect(options(red).some((o) => o.t === 'play')).toBe(true);
  });
});

describe('character names, special traits and era (DBS 2-5, 2-6, 2-7)', () => {
  it('DBS 2-5 DBS 2-5-1 DBS 2-5-2 DBS 2-5-3: <X> refers to a character name ([Evolve] <Son Goku> only onto Son Goku)', () => {
    const s = scenario({ hand: [C.rapidGoku], battle: [C.kindGoku, C.goten], energy: [C.goten, C.goten] }, {});
    const onto = options(s)
      .filter((o) => o.t === 'activate' && Array.isArray((o as unknown as { onto?: number[] }).onto))
      .map((o) => (o as unknown as { onto: number[] }).onto[0]);
    expect(onto).toEqual([byCode(s, 0, 'battle', C.kindGoku).id]);
  });

  it('DBS 2-5-4 DBS 2-6-5 DBS 2-7-3 DBS 2-8-2 DBS 2-9-2 DBS 2-10-2 DBS 2-11-2: which card types carry which data', () => {
    for (const c of ofType('extra')) {
      expect(c.characters ?? [], c.code).toEqual([]);
      expect(c.traits ?? [], c.code).toEqual([]);
      expect(c.era, c.code).toBeUndefined();
      expect(c.power, c.code).toBeUndefined();
      expect(c.comboPower ?? null, c.code).toBeNull();
      expect(c.comboCost ?? null, c.code).toBeNull();
      expect(c.energyCost, c.code).toBeDefined();
    }
    for (const c of ofType('leader')) {
      expect(c.comboPower ?? null, c.code).toBeNull();
      expect(c.comboCost ?? null, c.code).toBeNull();
      expect(c.energyCost, c.code).toBeUndefined();
      expect(c.power, c.code).toBeGreaterThan(0);
    }
    for (const c of [...ofType('leader'), ...ofType('battle')]) {
      expect(c.characters!.length, c.code).toBeGreaterThan(0);
      expect(c.era, c.code).toBeTruthy();
    }
    for (const c of ofType('battle')) expect(c.energyCost, c.code).toBeDefined();
  });

  it('DBS 2-6 DBS 2-6-1 DBS 2-6-2 DBS 2-6-3 DBS 2-6-4: 《X》 refers to any one of a card’s special traits', () => {
    // Scheming Champa: when you play a red 《Alien》 card, it gets +5000. Raging Cabba is 《Alien》/《Saiyan》.
    expect(cards.find((c) => c.code === 'BT1-013')!.traits).toEqual(['Alien', 'Saiyan']);
    const s = scenario({ hand: [C.hit], battle: ['BT1-006'], energy: [C.hit, C.hit] }, {});
    pick(s, (o) => o.t === 'play');
    passWhile(s, ['dbs.counterTiming']);
    expect(powerOf(s, 0, byCode(s, 0, 'battle', C.hit))).toBe(20000);
    const t = scenario({ hand: [C.goten], battle: ['BT1-006'], energy: [C.goten, C.goten] }, {});
    pick(t, (o) => o.t === 'play');
    passWhile(t, ['dbs.counterTiming']);
    expect(powerOf(t, 0, byCode(t, 0, 'battle', C.goten))).toBe(15000);
  });

  it('DBS 2-7 DBS 2-7-1: the era is printed data of Leader and Battle cards', () => {
    expect(cards.find((c) => c.code === C.hit)!.era).toBe('Champa Saga');
    expect(cards.find((c) => c.code === C.gokuLeader)!.back!.era).toBeTruthy();
  });
});

describe('power and combo (DBS 2-8, 2-9, 2-10)', () => {
  it('DBS 2-8 DBS 2-8-1: printed power decides the battle (a 15000 attacker loses to a 25000 guard)', () => {
    const s = scenario({ battle: [C.hit] }, { battle: [{ code: C.gohan, rested: true }] });
    expect(powerOf(s, 0, byCode(s, 0, 'battle', C.hit))).toBe(15000);
    const hit = byCode(s, 0, 'battle', C.hit).id;
    pick(s, (o) => o.t === 'attack' && o.attacker === hit && o.target === byCode(s, 1, 'battle', C.gohan).id);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.players[1].battle).toHaveLength(1);
    expect(s.players[0].battle).toHaveLength(1);
  });

  it('DBS 2-8-3: power can be reduced below 0', () => {
    const s = scenario({}, {});
    const l = s.players[0].leader[0];
    l.mods = [{ stat: 'power', n: -25000, until: 'turn' }];
    expect(powerOf(s, 0, l)).toBe(-15000);
  });

  it('DBS 2-9 DBS 2-9-1 DBS 2-10 DBS 2-10-1: combo power is added; the combo cost is rested from energy', () => {
    // Beerus (combo cost 1, combo power 10000) from hand onto Hit's attack on Gohan (25000).
    const s = scenario(
      { battle: [C.hit], hand: ['BT1-042'], energy: [C.goten] },
      { battle: [{ code: C.gohan, rested: true }] },
    );
    const hit = byCode(s, 0, 'battle', C.hit).id;
    pick(s, (o) => o.t === 'attack' && o.attacker === hit && o.target === byCode(s, 1, 'battle', C.gohan).id);
    passWhile(s, ['dbs.counterTiming']);
    pick(s, (o) => o.t === 'combo');
    expect(s.players[0].energy[0].rested).toBe(true);
    passWhile(s, ['dbs.offence', 'dbs.defence', 'dbs.counterTiming']);
    expect(s.players[1].battle).toHaveLength(0); // 15000 + 10000 ≥ 25000
    const poor = scenario({ battle: [C.hit], hand: ['BT1-042'] }, { battle: [{ code: C.gohan, rested: true }] });
    const hit2 = byCode(poor, 0, 'battle', C.hit).id;
    pick(poor, (o) => o.t === 'attack' && o.attacker === hit2 && o.target === byCode(poor, 1, 'battle', C.gohan).id);
    passWhile(poor, ['dbs.counterTiming']);
    expect(options(poor).some((o) => o.t === 'combo')).toBe(false);
  });
});

describe('energy cost (DBS 2-11)', () => {
  it('DBS 2-11 DBS 2-11-1 DBS 2-11-1-2: an Extra card is activated by resting its total cost, with its coloured part', () => {
    // Monaka costs 1, of it 1 blue: red energy alone cannot activate it.
    const red = scenario({ hand: [C.monaka], energy: [C.hit, C.hit] }, {});
    expect(options(red).some((o) => o.t === 'activate')).toBe(false);
    const blue = scenario({ hand: [C.monaka], energy: [C.hit, C.goten] }, {});
    pick(blue, (o) => o.t === 'activate');
    passWhile(blue, ['dbs.counterTiming']);
    expect(blue.players[0].energy.map((c) => [c.code, c.rested])).toEqual([
      [C.hit, false],
      [C.goten, true],
    ]);
  });

  it('DBS 2-11-3: "energy cost" in text means the total cost (Hit: total 2, 1 of it red, is not "cost 1 or less")', () => {
    const s = scenario({ battle: [C.hit, C.kindGoku] }, {});
    expect(matches(s, 0, byCode(s, 0, 'battle', C.hit), { costMax: 1 })).toBe(false);
    expect(matches(s, 0, byCode(s, 0, 'battle', C.hit), { costMax: 2 })).toBe(true);
    expect(matches(s, 0, byCode(s, 0, 'battle', C.kindGoku), { costMax: 1 })).toBe(true);
  });
});

describe('skills (DBS 2-12)', () => {
  it('DBS 2-12 DBS 2-12-1 DBS 2-12-2: Battle card skills work only in the Battle Area (Champa in hand does nothing)', () => {
    const s = scenario({ hand: [C.hit, 'BT1-006'], energy: [C.hit, C.hit] }, {});
    expect(skillsOf(s.players[0].hand[1]).length).toBeGreaterThan(0);
    pick(s, (o) => o.t === 'play' && s.players[0].hand.find((c) => c.id === o.card)!.code === C.hit);
    passWhile(s, ['dbs.counterTiming']);
    expect(powerOf(s, 0, byCode(s, 0, 'battle', C.hit))).toBe(15000);
    expect(s.pending).toHaveLength(0);
  });

  it('DBS 2-12-4: a skill-less card has no skills and triggers nothing', () => {
    const s = scenario({ hand: [C.goten], energy: [C.goten, C.goten] }, {});
    expect(skillsOf(s.players[0].hand[0])).toEqual([]);
    pick(s, (o) => o.t === 'play');
    passWhile(s, ['dbs.counterTiming']);
    expect(s.log!.some((l) => l.e.t === 'autoSkill')).toBe(false);
  });
});

describe('card number (DBS 2-15)', () => {
  it('DBS 2-15 DBS 2-15-1 DBS 2-15-2: the copy limit counts card numbers, not names or characters', () => {
    // Five Son Goku cards of different numbers are legal; five of one number are not.
    const gokus = ['BT1-033', 'BT1-033', 'BT1-033', 'BT1-033', 'SD1-04'];
    const others = ofType('battle').filter((c) => !c.characters!.includes('Son Goku') && c.keywords.length === 0);
    const rest = others
      .slice(0, 12)
      .flatMap((c) => Array<string>(4).fill(c.code))
      .slice(0, 45);
    expect(rest).toHaveLength(45);
    expect(validateDeck([C.gokuLeader, ...gokus, ...rest], DEFAULT_OPTIONS)).toEqual([]);
    const five = [...Array<string>(5).fill('BT1-033'), ...rest];
    expect(
      validateDeck([C.gokuLeader, ...five], DEFAULT_OPTIONS)
        .map((p) => p.message)
        .join(),
    ).toMatch(/at most 4 copies of BT1-033/);
  });
});
