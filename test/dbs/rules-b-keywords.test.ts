// DBS rules tests, section 10 (keywords and keyword skills), with real cards: KO (10-1), [Awaken]
// (10-2), [Field] (10-3), [Blocker] (10-4), [Evolve] (10-5), [Critical] and [Strike] (10-6, 10-7),
// [Dual Attack] / [Triple Attack] (10-8), [Revenge] (10-9), [Counter] (10-10), [Once per Turn] (10-11),
// [Indestructible] (10-12), [Union-Potara] and [Union-Absorb] (10-13), [Ultimate] (10-14), [Barrier]
// (10-16), tokens (10-18) and [Victory Strike] (10-20). Keywords no card of our pool prints ([Barrier],
// [Victory Strike], [Quadruple Strike]) are given by an effect ("gains [X]"), which 10-12/16/20 allow.
// Digest scenarios DBS-033, DBS-034, DBS-037, DBS-038, DBS-054, DBS-062, DBS-103.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/core/types.ts';
import { DEFAULT_OPTIONS, validateDeck } from '../../src/games/dbs/index.ts';
import { hasKeyword, powerOf, skillsOf } from '../../src/games/dbs/characteristics.ts';
import type { Keyword } from '../../src/games/dbs/cards/cardRecord.ts';
import type { Card, DBSState } from '../../src/games/dbs/state.ts';
import { printedSkills } from '../../src/games/dbs/abilities/registry.ts';
import { ruleProcessing } from '../../src/games/dbs/timing.ts';
import { answer, byCode, C, options, passWhile, pick, refresh, scenario } from './scenario.ts';

const events = (s: DBSState): (GameEvent & Record<string, unknown>)[] =>
  (s.log ?? []).map((l) => l.e as GameEvent & Record<string, unknown>);

const gains = (card: Card, keyword: Keyword) => {
  card.mods = [...card.mods, { stat: 'keyword', keyword, until: 'turn' }];
};

const APPULE = 'BT1-102';
const ASSASSINATION_PLOT = 'BT1-024'; // KO Battle cards with total power 30000 or less
const BIG_GETE_STAR = 'BT2-122';
const MECHA_FRIEZA = 'BT1-090'; // [Dual Attack]
const VEGITO_ULTIMATE = C.vegitoUltimate; // [Triple Attack], [Triple Strike], [Ultimate]
const RAMPAGING_BROLY = 'BT1-075'; // [Triple Strike]
const SSGSS_GOKU = 'BT1-032'; // [Critical]
const KING_COLD = 'BT1-091'; // [Revenge]
const ANDROID_16 = 'BT2-094'; // [Blocker], [Revenge]
const FURIOUS_VEGETA = 'BT1-065'; // [Activate: Main] once per turn: KO 1
const CHAMPA = C.champaLeader; // once per turn: your Battle card (15000+) attacks a Leader: draw 1
const CORE_BODY = 'BT2-108'; // [Activate: Battle] Meta-Cooler to the Drop: +5000 (no limit)
const REPEATED_VEGITO = 'BT2-012'; // [Union-Potara] <Son Goku> and <Vegeta>
const GROWING_CELL = 'BT2-086'; // [Union-Absorb]: Android 17 from hand under it, a Cell of cost ≤5 from the deck
const EVOLVING_CELL = 'BT2-085';
const ANDROID_17 = 'BT2-089';
const SS3_GOKU = 'SD1-03'; // [Evolve] <Son Goku>; when a card evolves into it, it gains [Dual Attack]
const CELL_LEADER = 'BT2-068';
const CELL_JR = 'BT2-087';
const BEERUS_DEMOLITION = 'BT1-041';

describe('KO (DBS 10-1)', () => {
  it('DBS 10-1 DBS 10-1-1 DBS 10-1-2: an effect that says KO moves Battle cards to the Drop as a KO; the power-zero rule does not KO', () => {
    const s = scenario(
      { hand: [ASSASSINATION_PLOT], energy: [C.hit, C.hit, C.hit, C.hit] },
      { battle: [APPULE, C.goten] },
    );
    const from = s.log!.length;
    pick(s, (o) => o.t === 'activate');
    passWhile(s, ['dbs.counterTiming']);
    pick(s, (o) => o.t === 'card' && o.card === byCode(s, 1, 'battle', APPULE).id);
    pick(s, (o) => o.t === 'card');
    passWhile(s, ['dbs.target', 'dbs.counterTiming']);
    expect(s.players[1].drop.map((c) => c.code).sort()).toEqual([APPULE, C.goten].sort());
    expect(
      events(s)
        .slice(from)
        .filter((e) => e.t === 'ko'),
    ).toHaveLength(2);
    const t = scenario({}, { battle: [APPULE] });
    byCode(t, 1, 'battle', APPULE).mods = [{ stat: 'power', n: -15000, until: 'turn' }];
    const mark = t.log!.length;
    ruleProcessing(t);
    expect(t.players[1].drop.map((c) => c.code)).toEqual([APPULE]);
    const evs = events(t).slice(mark);
    expect(evs.some((e) => e.t === 'powerZero')).toBe(true);
    expect(evs.some((e) => e.t === 'ko')).toBe(false);
  });
});

describe('[Awaken] and [Field] (DBS 10-2, 10-3)', () => {
  it('DBS 10-2 DBS 10-2-2 DBS 10-2-3-1 DBS 10-2-4 DBS 10-2-4-1: the awakened Leader is the same card, now with its back face’s skills', () => {
    const s = scenario({ life: 4, energy: [C.goten, C.goten, C.goten, C.goten, C.goten] }, {});
    const leader = s.players[0].leader[0];
    const id = leader.id;
    expect(powerOf(s, 0, leader)).toBe(10000);
    pick(s, (o) => o.t === 'activate' && o.from === 'leader');
    passWhile(s, ['dbs.counterTiming']);
    expect(s.players[0].leader[0].id).toBe(id);
    expect(s.players[0].leader[0].flipped).toBe(true);
    // The back face: 15000, +5000 on your turn with 5 energy ([Permanent] of SD1-01's back).
    expect(powerOf(s, 0, s.players[0].leader[0])).toBe(20000);
    expect(options(s).some((o) => o.t === 'activate' && (o as { from?: string }).from === 'leader')).toBe(false);
  });
  it('DBS 10-3 DBS 10-3-1 DBS 10-3-2: from hand a [Field] card offers only [Field]; in the Battle Area its other skill works', () => {
    const s = scenario({ hand: [BIG_GETE_STAR], energy: [APPULE, APPULE] }, {});
    const acts = options(s).filter((o) => o.t === 'activate') as unknown as { index: number }[];
    expect(acts).toHaveLength(1);
    expect(skillsOf(byCode(s, 0, 'hand', BIG_GETE_STAR))[acts[0].index].kind).toBe('field');
    pick(s, (o) => o.t === 'activate');
    passWhile(s, ['dbs.counterTiming']);
    const star = byCode(s, 0, 'battle', BIG_GETE_STAR);
    expect(star.rested).toBe(false);
    const again = options(s).filter((o) => o.t === 'activate') as unknown as { card: number; index: number }[];
    expect(again.map((o) => [o.card, skillsOf(star)[o.index].kind])).toEqual([[star.id, 'activate']]);
  });
});

describe('[Blocker] (DBS 10-4)', () => {
  it('DBS 10-4 DBS 10-4-1: [Blocker] is optional; a Rest [Blocker] and the attacked [Blocker] itself do not trigger', () => {
    const s = scenario({ battle: [C.hit] }, { battle: [C.northKai] });
    pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, 0, 'battle', C.hit).id);
    expect(s.decision!.prompt).toBe('dbs.blocker');
    answer(s, { t: 'no' });
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.players[1].life).toHaveLength(7);
    expect(byCode(s, 1, 'battle', C.northKai).rested).toBe(false);
    const t = scenario(
      { battle: [C.hit, C.gohan] },
      {
        battle: [
          { code: C.northKai, rested: true },
          { code: C.piccoloBlocker, rested: true },
        ],
      },
    );
    pick(t, (o) => o.t === 'attack' && o.attacker === byCode(t, 0, 'battle', C.hit).id);
    expect(t.decision!.prompt).not.toBe('dbs.blocker');
    passWhile(t, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    pick(t, (o) => o.t === 'attack' && o.target === byCode(t, 1, 'battle', C.piccoloBlocker).id);
    expect(t.decision!.prompt).not.toBe('dbs.blocker');
  });
});

describe('[Evolve] (DBS 10-5)', () => {
  it('DBS 10-5 DBS 10-5-1 DBS 10-5-2 DBS 10-5-3-1: [Evolve] needs a Battle card of the character, and works only from hand', () => {
    const none = scenario({ hand: [C.rapidGoku], battle: [C.goten], energy: [C.goten, C.goten] }, {});
    expect(options(none).some((o) => o.t === 'activate')).toBe(false);
    // Two Son Goku cards: either may be chosen (no further condition).
    const two = scenario({ hand: [C.rapidGoku], battle: [C.kindGoku, SS3_GOKU], energy: [C.goten, C.goten] }, {});
    const onto = options(two)
      .filter((o) => o.t === 'activate')
      .map((o) => (o as unknown as { onto: number[] }).onto[0]);
    expect(onto.sort()).toEqual(two.players[0].battle.map((c) => c.id).sort());
    // An [Evolve] card already in the Battle Area does not offer it.
    const inPlay = scenario({ battle: [C.rapidGoku, C.kindGoku], energy: [C.goten, C.goten] }, {});
    expect(options(inPlay).some((o) => o.t === 'activate')).toBe(false);
  });
  it('DBS 10-5-6 DBS 10-5-7: "when a card evolves into this card" triggers on an evolve, not on a normal play', () => {
    const energy = [C.goten, C.goten, C.goten, C.goten, C.goten];
    const s = scenario({ hand: [SS3_GOKU], battle: [C.kindGoku], energy }, {});
    pick(s, (o) => o.t === 'activate' && Array.isArray(o.onto));
    passWhile(s, ['dbs.counterTiming']);
    const top = byCode(s, 0, 'battle', SS3_GOKU);
    expect(top.via).toBe('evolve');
    expect(hasKeyword(s, 0, top, 'dualAttack')).toBe(true);
    const t = scenario({ hand: [SS3_GOKU], energy }, {});
    pick(t, (o) => o.t === 'play');
    passWhile(t, ['dbs.counterTiming']);
    expect(hasKeyword(t, 0, byCode(t, 0, 'battle', SS3_GOKU), 'dualAttack')).toBe(false);
  });
});

describe('[Critical], [Strike], [Dual Attack] (DBS 10-6, 10-7, 10-8)', () => {
  it('DBS 10-6 DBS 10-7 DBS 10-7-1-1 DBS-033: [Critical] with [Double Strike]: two Life cards to the Drop', () => {
    const s = scenario({ battle: [SSGSS_GOKU] }, {});
    const goku = byCode(s, 0, 'battle', SSGSS_GOKU);
    gains(goku, 'doubleStrike');
    pick(s, (o) => o.t === 'attack' && o.attacker === goku.id);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.players[1].life).toHaveLength(6);
    expect(s.players[1].hand).toHaveLength(0);
    expect(s.players[1].drop).toHaveLength(2);
  });
  it('DBS 10-7-1-2 DBS 10-7-1-3: [Triple Strike] deals 3, [Quadruple Strike] 4', () => {
    const s = scenario({ battle: [RAMPAGING_BROLY, C.hit] }, {});
    pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, 0, 'battle', RAMPAGING_BROLY).id);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.players[1].life).toHaveLength(5);
    gains(byCode(s, 0, 'battle', C.hit), 'quadrupleStrike');
    pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, 0, 'battle', C.hit).id);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.players[1].life).toHaveLength(1);
  });
  it('DBS 10-8 DBS 10-8-1 DBS 10-8-1-1: [Dual Attack] stands the card after its first battle of the turn only', () => {
    const s = scenario({ battle: [MECHA_FRIEZA] }, { deck: Array<string>(30).fill(C.goten) });
    const id = byCode(s, 0, 'battle', MECHA_FRIEZA).id;
    for (const rested of [false, true]) {
      pick(s, (o) => o.t === 'attack' && o.attacker === id);
      passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
      expect(byCode(s, 0, 'battle', MECHA_FRIEZA).rested).toBe(rested);
    }
    expect(s.players[1].life).toHaveLength(6);
  });
  it('DBS 10-8-1-2: [Triple Attack] stands it after two battles', () => {
    const s = scenario({ battle: [VEGITO_ULTIMATE] }, { life: 8 });
    const id = byCode(s, 0, 'battle', VEGITO_ULTIMATE).id;
    for (const rested of [false, false, true]) {
      pick(s, (o) => o.t === 'attack' && o.attacker === id);
      passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
      if (s.result) break;
      expect(byCode(s, 0, 'battle', VEGITO_ULTIMATE).rested).toBe(rested);
    }
    // Three battles of [Triple Strike]: 9 damage against 8 Life.
    expect(s.result?.winner).toBe(0);
  });
});

describe('[Revenge] (DBS 10-9)', () => {
  it('DBS 10-9 DBS 10-9-1 DBS-037: attacked by a Battle card, even without being KO’d, [Revenge] KOs it after the battle', () => {
    const s = scenario({ battle: [C.hit] }, { battle: [{ code: ANDROID_16, rested: true }] });
    byCode(s, 1, 'battle', ANDROID_16).mods = [{ stat: 'power', n: 5000, until: 'turn' }];
    const hit = byCode(s, 0, 'battle', C.hit);
    pick(s, (o) => o.t === 'attack' && o.attacker === hit.id && o.target === byCode(s, 1, 'battle', ANDROID_16).id);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.players[1].battle.map((c) => c.code)).toEqual([ANDROID_16]);
    expect(s.players[0].drop.map((c) => c.code)).toEqual([C.hit]);
  });
  it('DBS 10-9-1 DBS-037: attacked by a Leader, [Revenge] does nothing', () => {
    const s = scenario({ leader: C.champaLeader }, { battle: [{ code: KING_COLD, rested: true }] });
    const from = s.log!.length;
    pick(s, (o) => o.t === 'attack' && o.target === byCode(s, 1, 'battle', KING_COLD).id);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.players[1].battle).toHaveLength(1);
    expect(
      events(s)
        .slice(from)
        .some((e) => e.t === 'ko'),
    ).toBe(false);
    expect(s.decision!.prompt).toBe('dbs.main');
  });
});

describe('[Once per Turn] (DBS 10-11)', () => {
  it('DBS 10-11 DBS 10-11-2: each copy of a once-per-turn skill can be used once', () => {
    const s = scenario({ battle: [FURIOUS_VEGETA, FURIOUS_VEGETA] }, { battle: [APPULE, C.goten, C.hit] });
    for (let k = 0; k < 2; k++) {
      pick(s, (o) => o.t === 'activate');
      passWhile(s, ['dbs.counterTiming']);
      pick(s, (o) => o.t === 'card');
      passWhile(s, ['dbs.counterTiming']);
    }
    expect(s.players[1].battle).toHaveLength(1);
    expect(options(s).some((o) => o.t === 'activate')).toBe(false);
  });
  it('DBS 10-11-3: a skill without the limit is used as often as its cost can be paid', () => {
    const s = scenario({ battle: [CORE_BODY, C.metaCooler, C.metaCooler] }, {});
    const core = byCode(s, 0, 'battle', CORE_BODY);
    pick(s, (o) => o.t === 'attack' && o.attacker === core.id);
    passWhile(s, ['dbs.counterTiming']);
    for (let k = 0; k < 2; k++) {
      expect(s.decision!.prompt).toBe('dbs.offence');
      pick(s, (o) => o.t === 'activate');
      if (s.decision!.prompt === 'dbs.cost.battleToDrop') pick(s, (o) => o.t === 'card');
      passWhile(s, ['dbs.counterTiming']);
    }
    expect(powerOf(s, 0, byCode(s, 0, 'battle', CORE_BODY))).toBe(35000);
    expect(options(s).some((o) => o.t === 'activate')).toBe(false);
  });
  it('DBS 10-11-5: a once-per-turn [Auto] that resolved does not trigger again this turn', () => {
    const s = scenario({ leader: CHAMPA, battle: [C.hit, C.botamo] }, {});
    for (const code of [C.hit, C.botamo]) {
      pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, 0, 'battle', code).id);
      passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    }
    expect(s.players[0].hand).toHaveLength(1);
    expect(s.players[1].life).toHaveLength(6);
  });
});

describe('[Indestructible] and [Barrier] (DBS 10-12, 10-16)', () => {
  it('DBS 10-12-1 DBS-038: the opponent’s skill cannot KO an [Indestructible] card', () => {
    const koFirstTarget = (target: string) => {
      const s = scenario({ battle: [FURIOUS_VEGETA] }, { battle: [target] });
      pick(s, (o) => o.t === 'activate');
      passWhile(s, ['dbs.counterTiming']);
      // The skill does choose it (10-12 does not stop choosing), and its KO is then tried.
      expect(s.decision!.prompt).toBe('dbs.target');
      pick(s, (o) => o.t === 'card');
      passWhile(s, ['dbs.counterTiming']);
      expect(s.players[0].life).toHaveLength(7); // the cost was paid: the skill resolved
      return s;
    };
    expect(koFirstTarget(C.zamasuInvincible).players[1].battle.map((c) => c.code)).toEqual([C.zamasuInvincible]);
    // Positive control: the same skill KOs a card without [Indestructible].
    expect(koFirstTarget(C.goten).players[1].battle).toHaveLength(0);
  });
  it('DBS 10-16 DBS 10-16-1 DBS-054: [Barrier] cannot be chosen by the opponent’s skills, but "all" effects and attacks still reach it', () => {
    const s = scenario({ battle: [FURIOUS_VEGETA] }, { battle: [APPULE, C.goten] });
    gains(byCode(s, 1, 'battle', APPULE), 'barrier');
    pick(s, (o) => o.t === 'activate');
    passWhile(s, ['dbs.counterTiming']);
    expect(s.decision!.prompt).toBe('dbs.target');
    expect(options(s).map((o) => (o as unknown as { card: number }).card)).toEqual([
      byCode(s, 1, 'battle', C.goten).id,
    ]);
    // Beerus, General of Demolition: an opponent with fewer than 2 cards in hand loses all Battle cards.
    const t = scenario({ battle: [BEERUS_DEMOLITION] }, { battle: [APPULE, { code: C.goten, rested: true }] });
    const barrier = byCode(t, 1, 'battle', C.goten);
    gains(barrier, 'barrier');
    refresh(t);
    expect(options(t).some((o) => o.t === 'attack' && (o as unknown as { target: number }).target === barrier.id)).toBe(
      true,
    );
    pick(
      t,
      (o) => o.t === 'attack' && o.target === t.players[1].leader[0].id && o.attacker !== t.players[0].leader[0].id,
    );
    passWhile(t, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(t.players[1].battle).toHaveLength(0);
  });
});

describe('[Union] (DBS 10-13)', () => {
  it('DBS 10-13 DBS 10-13-1 DBS 10-13-2 DBS 10-13-4 DBS 10-13-4-1 DBS 10-13-4-2 DBS 10-13-4-3 DBS 10-13-4-4 DBS 10-13-4-4-1: [Union-Potara] from hand onto one card of each character, Active, keeping their power effects', () => {
    const energy = [C.hit, C.hit, C.hit, C.hit, C.hit];
    const onlyGoku = scenario({ hand: [REPEATED_VEGITO], battle: [C.kindGoku], energy }, {});
    expect(options(onlyGoku).some((o) => o.t === 'activate')).toBe(false);
    const s = scenario(
      {
        hand: [REPEATED_VEGITO],
        battle: [
          { code: C.kindGoku, rested: true },
          { code: C.vegetaCritical, rested: true },
        ],
        energy,
      },
      {},
    );
    byCode(s, 0, 'battle', C.kindGoku).mods = [{ stat: 'power', n: 2000, until: 'turn' }];
    byCode(s, 0, 'battle', C.vegetaCritical).mods = [{ stat: 'power', n: 3000, until: 'turn' }];
    pick(s, (o) => o.t === 'activate' && Array.isArray(o.onto) && o.onto.length === 2);
    passWhile(s, ['dbs.counterTiming']);
    expect(s.players[0].battle).toHaveLength(1);
    const vegito = byCode(s, 0, 'battle', REPEATED_VEGITO);
    expect(vegito.rested).toBe(false);
    expect(vegito.under.map((c) => c.code).sort()).toEqual([C.kindGoku, C.vegetaCritical].sort());
    expect(powerOf(s, 0, vegito)).toBe(30000);
    // A Vegito already in the Battle Area offers no [Union-Potara].
    const inPlay = scenario({ battle: [REPEATED_VEGITO, C.kindGoku, C.vegetaCritical], energy }, {});
    expect(options(inPlay).some((o) => o.t === 'activate')).toBe(false);
  });
  it('DBS 10-13-5 DBS 10-13-5-1 DBS 10-13-5-2 DBS 10-13-5-3 DBS 10-13-5-4 DBS 10-13-5-4-1 DBS 11-3-2 DBS-103: [Union-Absorb] from the Battle Area puts the chosen card on top, keeping position and power', () => {
    const s = scenario(
      {
        battle: [{ code: GROWING_CELL, rested: true }],
        hand: [ANDROID_17],
        deck: [C.goten, EVOLVING_CELL, C.goten],
      },
      { battle: [{ code: APPULE, rested: true }] },
    );
    byCode(s, 0, 'battle', GROWING_CELL).mods = [{ stat: 'power', n: 5000, until: 'turn' }];
    refresh(s);
    pick(s, (o) => o.t === 'activate' && o.from === 'battle');
    if (s.decision!.prompt === 'dbs.cost.handUnderThis') pick(s, (o) => o.t === 'card');
    passWhile(s, ['dbs.counterTiming']);
    expect(s.decision!.prompt).toBe('dbs.search');
    pick(s, (o) => o.t === 'card');
    passWhile(s, ['dbs.counterTiming', 'dbs.target']);
    const top = s.players[0].battle[0];
    expect(top.code).toBe(EVOLVING_CELL);
    expect(top.rested).toBe(true);
    expect(powerOf(s, 0, top)).toBe(25000);
    expect(top.under.map((c) => c.code).sort()).toEqual([ANDROID_17, GROWING_CELL].sort());
    // Only the top card's own skills: the Growing Cell's [Union-Absorb] underneath is gone (11-3-2).
    expect(skillsOf(top)).toEqual(printedSkills(EVOLVING_CELL));
  });
});

describe('deck construction keywords (DBS 10-14)', () => {
  it('DBS 10-14 DBS 10-14-1: one [Ultimate] card is allowed, two are not', () => {
    const fill = (n: number) => Array<string>(n).fill(C.goten);
    const opts = { ...DEFAULT_OPTIONS, copyLimit: 50 };
    expect(validateDeck([C.gokuLeader, VEGITO_ULTIMATE, ...fill(49)], opts)).toEqual([]);
    expect(validateDeck([C.gokuLeader, VEGITO_ULTIMATE, VEGITO_ULTIMATE, ...fill(48)], opts).length).toBeGreaterThan(0);
  });
});

describe('tokens (DBS 10-18)', () => {
  it('DBS 10-18 DBS 10-18-1 DBS 10-18-2 DBS 10-18-3 DBS 10-18-4: an effect creates tokens with the data it specifies in its owner’s Battle Area', () => {
    const s = scenario({ leader: CELL_LEADER, hand: [CELL_JR], energy: [C.hit, C.hit, 'BT2-072'] }, {});
    pick(s, (o) => o.t === 'play');
    passWhile(s, ['dbs.counterTiming']);
    const tokens = s.players[0].battle.filter((c) => c.token);
    expect(tokens).toHaveLength(2);
    for (const t of tokens) {
      expect(t.owner).toBe(0);
      expect(powerOf(s, 0, t)).toBe(10000);
      expect(t.rested).toBe(false);
    }
    expect(s.players[1].battle).toHaveLength(0);
  });
  it('DBS 10-18-6 DBS 10-18-7 DBS-062: a token can be chosen like a card, and ceases to exist when it leaves the Battle Area', () => {
    const s = scenario({ battle: [FURIOUS_VEGETA] }, { battle: [APPULE] });
    const token: Card = {
      id: 99300,
      code: 'token:Cell Jr.:10000',
      owner: 1,
      rested: false,
      flipped: false,
      mods: [],
      under: [],
      token: true,
    };
    s.players[1].battle.push(token);
    refresh(s);
    pick(s, (o) => o.t === 'activate');
    passWhile(s, ['dbs.counterTiming']);
    expect(options(s).some((o) => (o as unknown as { card: number }).card === token.id)).toBe(true);
    pick(s, (o) => o.t === 'card' && o.card === token.id);
    passWhile(s, ['dbs.counterTiming']);
    expect(s.players[1].battle.map((c) => c.code)).toEqual([APPULE]);
    expect(s.players[1].drop).toHaveLength(0);
  });
});

describe('[Victory Strike] (DBS 10-20)', () => {
  it('DBS 10-20 DBS 10-20-1 DBS-034: Life damage by attacking wins the game at once', () => {
    const s = scenario({ battle: [C.hit] }, {});
    gains(byCode(s, 0, 'battle', C.hit), 'victoryStrike');
    pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, 0, 'battle', C.hit).id);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.result).toEqual({ winner: 0, reason: expect.stringMatching(/Victory Strike/) });
    expect(s.players[1].life).toHaveLength(7);
  });
});
