// Rules tests for the card information abilities refer to: race (VG2 2.3, VG1 2.3), nation (VG2 2.15, 2.15.4),
// "Sentinels" (VG2 11.9.2), deck construction abilities (VG2 5.1.2, VG1 5.1.2.5) and a Gyze card hidden in a deck
// (VG2 12.10.1.1). Vanilla trial-deck cards get test-only abilities, and test-only records stand in for the cards
// the pool lacks (no Sentinel, no card without a clan, no Gyze card); both are undone after each test.
import { describe, expect, it } from 'vitest';
import { eventsFor, run } from '../../src/core/engine.ts';
import { type CardFilter, cont, deckCopies } from '../../src/games/vanguard/abilities/dsl.ts';
import { abilityText } from '../../src/games/vanguard/abilities/text.ts';
import type { CardRecord } from '../../src/games/vanguard/cards/cardRecord.ts';
import { builtInDecks, cardByCode, expandDeck, withTestCards } from '../../src/games/vanguard/cards/cardPool.ts';
import { validateDeck, validateGDeck } from '../../src/games/vanguard/deckRules.ts';
import { CR110, CR201 } from '../../src/games/vanguard/formats.ts';
import { createState } from '../../src/games/vanguard/setup.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import { vgView } from '../../src/games/vanguard/view.ts';
import { attack, BOTH, deck, endGuard, pw, times } from './cards/helpers.ts';
import { answer, C, events, idOf, prompt, scenario } from './scenario.ts';
import { gUnit } from './strideCards.ts';
import { testOnlyAbilities } from './testAbilities.ts';

const { give, afterTest } = testOnlyAbilities();

const GALLATIN = C.gallatin; // g2 «Royal Paladin» (United Sanctuary) <Human>, vanilla
const MARRON = C.marron; // g1 «Royal Paladin» <Giant>, vanilla
const NEHALEM = C.nehalem; // g2 «Kagero» (Dragon Empire) <Human>, vanilla
const KING = 'TD03/004'; // King of Sword, g2 «Nova Grappler» (Star Gate) <Battleroid>, vanilla
const STARDUST = C.stardust; // g0 «Royal Paladin» <Angel>, vanilla: the vanguard carrying the [CONT]s

/** A vanilla grade 1 record, as the test records below change it. */
function record(code: string, over: Partial<CardRecord>): CardRecord {
  return { ...cardByCode(MARRON)!, code, name: `Test ${code}`, ...over };
}

/** "[CONT](VC): Your units matching `filter` get Power +1000." on the vanguard. */
function boostAll(filter: CardFilter): string {
  const a = cont({ zones: ['VC'], effect: { cont: 'unitsModify', filter, stat: 'power', n: 1000 } });
  give(STARDUST, [a]);
  return abilityText(a);
}

describe('race (VG2 2.3, VG1 2.3)', () => {
  for (const format of BOTH) {
    it(`VG2 2.3.1.1 / VG2 2.3.1.2 / VG1 2.3 / VG1 2.3.1 / VG1 2.3.1.1 / VG1 2.3.1.2: "your <Human> units" reads each card's race, whatever its clan, and the text writes the race as <(race name)> (${format})`, () => {
      const text = boostAll({ race: 'Human' });
      expect(text).toBe('[CONT](VC):Your <Human> units get Power +1000.');
      const s = scenario({
        format,
        at: 'main',
        p0: { vanguard: STARDUST, rc: { FL: GALLATIN, FR: MARRON, BL: NEHALEM }, deck: deck([]) },
        p1: { deck: deck([]) },
      });
      expect(pw(s, 0, 'FL')).toBe(10000 + 1000); // <Human> «Royal Paladin»
      expect(pw(s, 0, 'BL')).toBe(10000 + 1000); // <Human> «Kagero»
      expect(pw(s, 0, 'FR')).toBe(8000); // <Giant>
      expect(pw(s, 0, 'VC')).toBe(6000); // <Angel>
    });
  }
});

describe('nation (VG2 2.15)', () => {
  const ICONLESS_OTT = 'TEST-CI/001'; // «Oracle Think Tank», no nation icon
  const ICONLESS_OTHER = 'TEST-CI/002'; // a clan the table does not list, no nation icon
  const CRAY = 'TEST-CI/003'; // «Cray Elemental», no nation icon
  const ODD_ICON = 'TEST-CI/004'; // «Royal Paladin» printed with an icon that is none of the six
  const CLANLESS_DE = 'TEST-CI/005'; // a Dragon Empire icon and no clan
  const CLANLESS_TRIGGER = 'TEST-CI/006'; // a Dragon Empire icon, no clan, a critical trigger

  function useRecords(): void {
    const crit = cardByCode(C.critKagero)!;
    afterTest(
      withTestCards([
        record(ICONLESS_OTT, { clan: 'Oracle Think Tank', nation: '' }),
        record(ICONLESS_OTHER, { clan: 'Test Clan', nation: '' }),
        record(CRAY, { clan: 'Cray Elemental', nation: '' }),
        record(ODD_ICON, { nation: 'Test Icon' }),
        record(CLANLESS_DE, { clan: '', nation: 'Dragon Empire' }),
        { ...crit, code: CLANLESS_TRIGGER, name: 'Test Clanless Trigger', clan: '', nation: 'Dragon Empire' },
      ]),
    );
  }

  it('VG2 2.15.2 / VG2 2.15.4 / VG2 2.15.4.1: "your United Sanctuary units" reads the nation icon, else the clan\'s nation from the table; no icon and no listed clan is no nation', () => {
    useRecords();
    const text = boostAll({ nation: 'United Sanctuary' });
    expect(text).toBe('[CONT](VC):Your United Sanctuary units get Power +1000.');
    const s = scenario({
      at: 'main',
      p0: {
        vanguard: STARDUST,
        rc: { FL: GALLATIN, FR: NEHALEM, BL: KING, BC: ICONLESS_OTT, BR: ICONLESS_OTHER },
        deck: deck([]),
      },
      p1: { deck: deck([]) },
    });
    expect(pw(s, 0, 'FL')).toBe(10000 + 1000); // the United Sanctuary icon
    expect(pw(s, 0, 'FR')).toBe(10000); // Dragon Empire
    expect(pw(s, 0, 'BL')).toBe(10000); // Star Gate
    expect(pw(s, 0, 'BC')).toBe(8000 + 1000); // 2.15.4: «Oracle Think Tank» belongs to United Sanctuary
    expect(pw(s, 0, 'BR')).toBe(8000); // 2.15.4.1: no icon and a clan of no nation
  });

  it('VG2 2.15.2 / VG2 2.15.3.1 / VG2 2.2.5: a «Cray Elemental» card is from every nation; an icon that is none of the six is no nation, even for a «Royal Paladin»', () => {
    useRecords();
    boostAll({ nation: 'United Sanctuary' });
    const s = scenario({
      at: 'main',
      p0: { vanguard: STARDUST, rc: { FL: CRAY, FR: ODD_ICON }, deck: deck([]) },
      p1: { deck: deck([]) },
    });
    expect(pw(s, 0, 'FL')).toBe(8000 + 1000);
    expect(pw(s, 0, 'FR')).toBe(8000);
  });

  it('VG2 2.15.4: a card with no nation icon made "also a «Oracle Think Tank»" belongs to United Sanctuary through that clan', () => {
    useRecords();
    boostAll({ nation: 'United Sanctuary' });
    give(ICONLESS_OTHER, [cont({ effect: { cont: 'alsoClan', clan: 'Oracle Think Tank' } })]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: STARDUST, rc: { FL: ICONLESS_OTHER }, deck: deck([]) },
      p1: { deck: deck([]) },
    });
    expect(pw(s, 0, 'FL')).toBe(8000 + 1000);
  });

  it('VG2 2.15.4.2: a card with the Dragon Empire icon and no clan is a «Kagero» and a «Narukami», never a «Royal Paladin»', () => {
    useRecords();
    give(STARDUST, [
      cont({ zones: ['VC'], effect: { cont: 'unitsModify', filter: { clan: 'Kagero' }, stat: 'power', n: 1000 } }),
      cont({ zones: ['VC'], effect: { cont: 'unitsModify', filter: { clan: 'Narukami' }, stat: 'power', n: 100 } }),
      cont({ zones: ['VC'], effect: { cont: 'unitsModify', filter: { clan: 'Royal Paladin' }, stat: 'power', n: 10 } }),
    ]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: STARDUST, rc: { FL: CLANLESS_DE, FR: NEHALEM }, deck: deck([]) },
      p1: { deck: deck([]) },
    });
    expect(pw(s, 0, 'FL')).toBe(8000 + 1000 + 100);
    expect(pw(s, 0, 'FR')).toBe(10000 + 1000);
    expect(pw(s, 0, 'VC')).toBe(6000 + 10);
  });

  it('VG2 2.15.4.2: a clanless Dragon Empire trigger shares a clan with a «Kagero» vanguard (its icon works) but not with a «Royal Paladin» one', () => {
    useRecords();
    const drive = (vanguard: string) => {
      const s = scenario({
        at: 'battle',
        p0: { vanguard, deck: deck([CLANLESS_TRIGGER]) },
        p1: { vanguard: STARDUST, deck: deck([]) },
      });
      attack(s, 'VC', 'VC');
      endGuard(s);
      return events(s, 'triggerCheck');
    };
    expect(drive(NEHALEM)).toMatchObject([{ seat: 0, kind: 'critical', active: true }]);
    expect(drive(GALLATIN)).toMatchObject([{ seat: 0, kind: 'critical', active: false }]);
  });
});

describe('Sentinels (VG2 11.9)', () => {
  const SENTINEL = 'TEST-CI/010';

  it('VG2 11.9.2: cards with the Sentinel ability are "Sentinels", which a filter "Sentinel" picks out', () => {
    afterTest(withTestCards([record(SENTINEL, { grade: 0, shield: 0, sentinel: true })]));
    const text = boostAll({ sentinel: true });
    expect(text).toBe('[CONT](VC):Your Sentinel units get Power +1000.');
    const s = scenario({
      at: 'main',
      p0: { vanguard: STARDUST, rc: { FL: SENTINEL, FR: MARRON }, deck: deck([]) },
      p1: { deck: deck([]) },
    });
    expect(pw(s, 0, 'FL')).toBe(8000 + 1000);
    expect(pw(s, 0, 'FR')).toBe(8000);
    expect(pw(s, 0, 'VC')).toBe(6000);
    // In a count too: "the number of Sentinel cards in your drop zone".
    const count = cont({
      zones: ['VC'],
      condition: { if: 'compare', left: { of: 'drop', whose: 'you', filter: { sentinel: true } }, op: '>=', right: 1 },
      effect: { cont: 'modify', stat: 'power', n: 5000 },
    });
    expect(abilityText(count)).toContain('the number of Sentinel cards in your drop zone');
  });
});

describe('deck construction abilities (VG2 5.1.2, VG1 5.1.2.5)', () => {
  /** VG-TD01 with its one Bors and one Blaster Blade turned into two more Little Sage, Marron (six in all). */
  function sixMarrons(): string[] {
    const list = expandDeck(builtInDecks().find((d) => d.id === 'VG-TD01')!);
    return list.map((code) => (code === 'TD01/002' || code === 'TD01/005' ? MARRON : code));
  }

  it('VG2 5.1.2 / VG1 5.1.2.5: "any number of cards with this name" replaces the limit of four for that name, in both rule eras', () => {
    const list = sixMarrons();
    expect(list.filter((c) => c === MARRON)).toHaveLength(6);
    for (const f of [CR201, CR110]) {
      const clause = f.id === 'cr201' ? 'VG2 5.2.2.2' : 'VG1 5.1.2.2';
      expect(validateDeck(list, f).map((p) => p.rule)).toEqual([clause]); // the rule as printed
    }
    const a = deckCopies(null);
    give(MARRON, [a]);
    expect(abilityText(a)).toBe('[CONT]:A deck with this card in it may hold any number of cards with its name.');
    expect(validateDeck(list, CR201)).toEqual([]);
    expect(validateDeck(list, CR110)).toEqual([]);
    // A game starts with it (the setup checks the decks, VG2 5.4.2).
    const s = createState({ game: 'vanguard', format: 'cr201', decks: [{ cards: list }, { cards: list }], seed: 3 });
    expect(s.players[0].deck.length + s.players[0].hand.length).toBe(50);
  });

  it('VG2 5.1.2: a card may set its own limit, higher or lower than four; the message names the changed limit', () => {
    const list = sixMarrons();
    give(MARRON, [deckCopies(5)]);
    const [p] = validateDeck(list, CR201);
    expect(p.rule).toBe('VG2 5.2.2.2');
    expect(p.message).toContain('at most 5 cards with the same name');
    expect(p.message).toContain('VG2 5.1.2');
    give(MARRON, [deckCopies(6)]);
    expect(validateDeck(list, CR201)).toEqual([]);
    // Only the name of the card with the ability changes: a fifth Gallatin is still too many.
    const gallatins = list.map((code, i) => (i === list.indexOf('TD01/011') ? GALLATIN : code));
    expect(validateDeck(gallatins, CR201).map((x) => x.rule)).toEqual(['VG2 5.2.2.2']);
    give(GALLATIN, [deckCopies(1)]);
    const original = expandDeck(builtInDecks().find((d) => d.id === 'VG-TD01')!);
    expect(validateDeck(original, CR201).map((x) => x.message)).toEqual([
      expect.stringContaining('deck has 4 copies of TD01/004 "Knight of Silence, Gallatin"; at most 1'),
    ]);
  });

  it("VG2 5.1.2 / VG2 5.3.2.1: in a G deck, a G unit's own limit replaces the four of its name there", () => {
    const G = 'TEST-CI/G01';
    const OTHER = 'TEST-CI/G02';
    afterTest(withTestCards([gUnit(G, 'Test Limitless Stride'), gUnit(OTHER, 'Test Plain Stride')]));
    const gdeck = [...times(G, 8), ...times(OTHER, 4)];
    expect(validateGDeck(gdeck, CR201).map((p) => p.rule)).toEqual(['VG2 5.3.2.1']);
    give(G, [deckCopies(null)]);
    expect(validateGDeck(gdeck, CR201)).toEqual([]);
    expect(validateGDeck([...gdeck, OTHER], CR201).map((p) => p.rule)).toEqual(['VG2 5.3.2.1']);
  });
});

describe('a Gyze card in a deck (VG2 12.10.1.1)', () => {
  const NEON = 'TEST-CI/GY1a';
  const DEITY = 'TEST-CI/GY1b';

  function useGyze(): void {
    const neon: CardRecord = {
      ...cardByCode(STARDUST)!,
      code: NEON,
      name: 'Test Neon Gyze',
      clan: 'Cray Elemental',
      nation: '',
      flip: { side: 'neon', other: DEITY },
    };
    const deity: CardRecord = {
      ...gUnit(DEITY, 'Test Deity Gyze'),
      clan: 'Cray Elemental',
      nation: '',
      flip: { side: 'deity', other: NEON },
    };
    afterTest(withTestCards([neon, deity]));
  }

  it('VG2 12.10.1.1: drawing a Gyze card shows the opponent and spectators exactly what drawing any other card shows', () => {
    useGyze();
    const drawn = (top: string) => {
      const s = scenario({ at: 'draw', p0: { deck: deck([top, MARRON]) }, p1: { deck: deck([]) } });
      expect(s.players[0].hand).toHaveLength(1);
      return s;
    };
    const gyze = drawn(NEON);
    const plain = drawn(STARDUST);
    expect(gyze.players[0].hand.map((c) => c.code)).toEqual([NEON]); // its owner sees what was drawn
    for (const who of [1, 'spectator'] as const) {
      expect(vgView(gyze, who)).toEqual(vgView(plain, who));
      expect(eventsFor(gyze, who)).toEqual(eventsFor(plain, who));
      const seen = JSON.stringify([vgView(gyze, who), eventsFor(gyze, who)]);
      expect(seen).not.toContain('GY1'); // neither side's code
    }
  });

  it('VG2 12.10.1.1: a Gyze card in the deck, dealt into the opening hand and sent back by a mulligan is never told apart by the opponent', () => {
    useGyze();
    const td = expandDeck(builtInDecks().find((d) => d.id === 'VG-TD01')!);
    const at = td.indexOf(MARRON);
    const withCard = (code: string) => td.map((c, i) => (i === at ? code : c));
    /** Both first vanguards chosen (an Epona each), at player 1's mulligan. */
    const dealt = (code: string, seed: number): VGState => {
      const s = createState({
        game: 'vanguard',
        format: 'cr201',
        decks: [{ cards: withCard(code) }, { cards: td }],
        seed,
      });
      run(s);
      while (prompt(s) === 'vg.firstVanguard') {
        const seat = s.decision!.seat;
        answer(s, { t: 'card', card: idOf(s, seat, 'deck', C.critRP) });
      }
      expect(prompt(s)).toBe('vg.mulligan');
      return s;
    };
    // A seed whose shuffle deals the card into player 1's opening hand (the same seed shuffles both decks alike).
    let seed = 1;
    while (!dealt(NEON, seed).players[0].hand.some((c) => c.code === NEON)) seed++;
    const gyze = dealt(NEON, seed);
    const plain = dealt(STARDUST, seed);
    const same = () => {
      for (const who of [1, 'spectator'] as const) {
        expect(vgView(gyze, who)).toEqual(vgView(plain, who));
        expect(eventsFor(gyze, who)).toEqual(eventsFor(plain, who));
        expect(JSON.stringify([vgView(gyze, who), eventsFor(gyze, who)])).not.toContain('GY1');
      }
    };
    same();
    // Player 1 returns it to the deck, which is then shuffled (VG2 5.4.3.4); player 2 keeps its hand.
    const mulligan = (s: VGState, code: string) => {
      let returned = false;
      while (prompt(s) === 'vg.mulligan') {
        if (s.decision!.seat === 1 || returned) answer(s, { t: 'done' });
        else {
          answer(s, { t: 'card', card: idOf(s, 0, 'hand', code) });
          returned = true;
        }
      }
    };
    mulligan(gyze, NEON);
    mulligan(plain, STARDUST);
    expect(events(gyze, 'mulligan')).toContainEqual({ t: 'mulligan', seat: 0, count: 1, shuffled: true });
    same();
    expect(gyze.players[0].deck.some((c) => c.code === NEON) || gyze.players[0].hand.some((c) => c.code === NEON)).toBe(
      true,
    );
  });
});
