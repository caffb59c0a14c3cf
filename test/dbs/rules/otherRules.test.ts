// DBS rules tests — other rules: looking and revealing, cards below other cards (rules section 11).
// Gathered by rules topic from the batch-named files rules-a-areas.test.ts, rules-built.test.ts.

import { describe, expect, it } from 'vitest';
import { eventsFor, view } from '../../../src/core/engine.ts';
import type { Seat } from '../../../src/core/types.ts';
import { activateMain, auto, draw, ifThen, permanent } from '../../../src/games/dbs/abilities/dsl.ts';
import { attackOptions } from '../../../src/games/dbs/battle.ts';
import { checkCondition, powerOf } from '../../../src/games/dbs/characteristics.ts';
import { putUnder } from '../../../src/games/dbs/payment.ts';
import type { Card, DBSState, Mod } from '../../../src/games/dbs/state.ts';
import type { DBSView } from '../../../src/games/dbs/view.ts';
import { moveCard } from '../../../src/games/dbs/zones.ts';
import { answer, byCode, C, options, passWhile, pick, refresh, scenario } from '../scenario.ts';
import { useTestSkills } from '../testSkills.ts';

let loose = 50000;

function looseCard(code: string, owner: Seat): Card {
  return { id: loose++, code, owner, rested: false, flipped: false, mods: [], under: [] };
}

const v = (s: DBSState, seat: Seat | 'spectator') => view(s, seat) as DBSView;

describe('revealing and looking at secret areas (DBS 11-2, 11-6)', () => {
  it('DBS 11-2 DBS 11-2-1: a card searched from the deck into the hand is revealed to the opponent', () => {
    // Kind Saiyan Son Goku: when played, look at the top 7, add a blue <Son Goku> to hand, shuffle.
    const s = scenario({ hand: [C.kindGoku], energy: [C.goten], deck: [C.goten, C.rapidGoku, C.goten] }, {});
    pick(s, (o) => o.t === 'play');
    passWhile(s, ['dbs.counterTiming']);
    expect(s.decision!.prompt).toBe('dbs.search');
    const from = s.log!.length;
    pick(s, (o) => o.t === 'card');
    const seen = eventsFor(s, 1, from).filter((e) => e.t === 'reveal');
    expect(seen).toHaveLength(1);
    expect(JSON.stringify(seen[0])).toContain(C.rapidGoku);
    expect(s.players[0].hand.map((c) => c.code)).toContain(C.rapidGoku);
  });

  it('DBS 11-6 DBS 11-6-1 DBS 11-6-2 DBS 11-6-3 DBS-067: only the master looks, the cards stay in the deck, then it is shuffled', () => {
    const deck = [C.goten, C.hit, C.gohan, C.botamo, C.magetta, C.northKai, C.rapidGoku, C.goten, C.goten];
    const s = scenario({ hand: [C.kindGoku], energy: [C.goten], deck }, {});
    pick(s, (o) => o.t === 'play');
    passWhile(s, ['dbs.counterTiming']);
    expect(s.decision!.prompt).toBe('dbs.search');
    expect(s.decision!.looking).toHaveLength(7);
    expect(s.players[0].deck).toHaveLength(deck.length); // 11-6-2
    expect(
      v(s, 0)
        .decision!.looking!.map((c) => c.code)
        .sort(),
    ).toEqual(deck.slice(0, 7).sort());
    expect(v(s, 1).decision!.looking).toBeUndefined();
    expect(JSON.stringify(v(s, 1))).not.toContain(C.magetta);
    // The player declines to take the blue Son Goku: the cards stay and the deck is shuffled.
    expect(options(s)[0]).toEqual({ t: 'done' });
    const from = s.log!.length;
    answer(s, { t: 'done' });
    expect(s.players[0].deck).toHaveLength(deck.length);
    expect(eventsFor(s, 1, from).some((e) => e.t === 'shuffle')).toBe(true);
  });
});

describe('looking when nothing can be taken (DBS 11-6-1)', () => {
  it('DBS 11-6-1: the master looks at the top cards even when none of them can be taken', () => {
    const deck = [C.goten, C.hit, C.gohan, C.botamo, C.magetta, C.northKai, C.monaka, C.goten];
    const s = scenario({ hand: [C.kindGoku], energy: [C.goten], deck }, {});
    pick(s, (o) => o.t === 'play');
    passWhile(s, ['dbs.counterTiming']);
    expect(s.decision!.prompt).toBe('dbs.search');
    expect(v(s, 0).decision!.looking).toHaveLength(7);
  });
});

describe('cards below other cards (DBS 11-3)', () => {
  it('DBS 11-3 DBS 11-3-1 DBS 11-3-3 DBS 11-3-4: a card put under goes to the very bottom and is still read as its own card', () => {
    const s = scenario({ battle: [C.hit], hand: [C.goten, C.kindGoku] }, {});
    const hit = byCode(s, 0, 'battle', C.hit);
    putUnder(s, 0, byCode(s, 0, 'hand', C.goten), 'hand', hit);
    putUnder(s, 0, byCode(s, 0, 'hand', C.kindGoku), 'hand', hit);
    expect(hit.under.map((u) => u.code)).toEqual([C.goten, C.kindGoku]); // top first: Kind Goku at the bottom
    expect(checkCondition(s, 0, hit, { if: 'underThis', filter: { name: 'Son Goten' } })).toBe(true);
    expect(checkCondition(s, 0, hit, { if: 'underThis', filter: { name: 'Hit' } })).toBe(false);
    expect(s.players[0].battle).toHaveLength(1); // the stack is one card in the Battle Area (11-3-2)
  });

  it('DBS 11-3-5 DBS-061: a KO’d stack sends its under cards to the Drop without their move [Auto]s', () => {
    // Overflowing Bio Warrior Army triggers when it goes from the Battle Area to the Drop.
    const alone = scenario({ battle: [C.gohan] }, { battle: [{ code: 'BT1-078', rested: true }] });
    const g1 = byCode(alone, 0, 'battle', C.gohan).id;
    pick(alone, (o) => o.t === 'attack' && o.attacker === g1 && o.target !== alone.players[1].leader[0].id);
    passWhile(alone, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(alone.log!.some((l) => l.e.t === 'autoSkill' && (l.e as never as { code: string }).code === 'BT1-078')).toBe(
      true,
    );

    const s = scenario({ battle: [C.gohan] }, { battle: [{ code: C.hit, rested: true }] });
    const top = byCode(s, 1, 'battle', C.hit);
    top.under = [looseCard('BT1-078', 1), looseCard(C.goten, 1)];
    const gohan = byCode(s, 0, 'battle', C.gohan).id;
    pick(s, (o) => o.t === 'attack' && o.attacker === gohan && o.target === top.id);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.players[1].drop.map((c) => c.code).sort()).toEqual([C.hit, 'BT1-078', C.goten].sort());
    expect(s.log!.some((l) => l.e.t === 'autoSkill' && (l.e as never as { code: string }).code === 'BT1-078')).toBe(
      false,
    );
  });

  it('DBS 11-3-6 DBS 11-5 DBS 11-5-1 DBS 11-5-1-1 DBS 4-3-2: gaining control moves the stack, keeps its position and effects; the new master uses it', () => {
    const s = scenario({}, { battle: [{ code: C.hit, rested: false }] }, { turnPlayer: 0 });
    const hit = byCode(s, 1, 'battle', C.hit);
    hit.under = [looseCard(C.goten, 1)];
    hit.mods = [{ stat: 'power', n: 5000, until: 'turn' }];
    const mine = moveCard(s, 1, hit, 'battle', 'battle', { toSeat: 0, keepPosition: true })!;
    expect(s.players[1].battle).toHaveLength(0);
    expect(s.players[0].battle.map((c) => c.code)).toEqual([C.hit]);
    expect(mine.owner).toBe(1);
    expect(mine.rested).toBe(false);
    expect(mine.under.map((u) => u.code)).toEqual([C.goten]);
    expect(powerOf(s, 0, mine)).toBe(20000);
    expect(s.players[1].drop).toHaveLength(0);
    // Its master is now seat 0, whose area it is in: it attacks for seat 0.
    expect(attackOptions(s, 0).some((a) => a.attacker === mine.id)).toBe(true);
  });
});

{
  // The tests gathered from rules-built.test.ts, with its helpers: some of their names mean something else above.

  const END_MAIN_YOURS = 'TEST-BUILT-ENDMAIN'; // at the end of your Main Phase: if this card has 25000+, draw 1

  const END_MAIN_YOURS_DRAW = 'TEST-BUILT-ENDMAIN-DRAW'; // at the end of your Main Phase: draw 1

  const END_MAIN_OPPONENTS = 'TEST-BUILT-ENDMAIN-OPP'; // at the end of your opponent's Main Phase: draw 1

  const END_MAIN_ANY = 'TEST-BUILT-ENDMAIN-ANY'; // at the end of the Main Phase: draw 1

  const END_TURN = 'TEST-BUILT-ENDTURN'; // at the end of your turn: draw 1

  const DEAL = 'TEST-BUILT-DEAL'; // when your attack is about to deal damage: if the opponent has 8+ life, draw 1

  const DEALT = 'TEST-BUILT-DEALT'; // when your attack has dealt damage: if the opponent has 7 or less, draw 2

  const DEALT_BY_THIS = 'TEST-BUILT-DEALT-THIS'; // when this card's attack has dealt damage: draw 1

  const REPLACE = 'TEST-BUILT-REPLACE'; // damage to your life: 1 card from the top of your deck to the Drop instead

  const TOP_TO_HAND = 'TEST-BUILT-TOPHAND'; // only the top card of 1 of your Battle cards to hand

  const TOP_TO_DROP = 'TEST-BUILT-TOPDROP'; // only the top card of 1 of your opponent's Battle cards to the Drop

  const NAME_DRAW = 'TEST-BUILT-NAME'; // name a number from 1 to 3: draw that many

  const NAME_UP_TO = 'TEST-BUILT-NAMEUPTO'; // name a number up to 3: draw that many

  const oneOfYours = { t: 'choose', whose: 'you', zone: 'battle', n: 1 } as const;

  const oneOfTheirs = { t: 'choose', whose: 'opponent', zone: 'battle', n: 1 } as const;

  function lend(card: Card, key: string): void {
    const m: Mod = { stat: 'skills', code: key, until: 'game' };
    card.mods = [...card.mods, m];
  }

  let loose = 50000;

  function looseCard(code: string, owner: 0 | 1): Card {
    return { id: loose++, code, owner, rested: false, flipped: false, mods: [], under: [] };
  }

  /** Answer the battle and skill decisions along the way (the first [Auto] first) until `until` is asked. */
  function settle(s: DBSState, until: string[] = ['dbs.main']): void {
    for (let i = 0; i < 60 && s.decision && !until.includes(s.decision.prompt); i++) {
      const o = options(s);
      answer(s, o.find((x) => ['pass', 'no', 'done', 'life', 'auto'].includes(x.t)) ?? o[0]);
    }
  }

  const activateLeader = (s: DBSState): void => {
    pick(s, (o) => o.t === 'activate' && o.from === 'leader');
    settle(s, ['dbs.target', 'dbs.nameNumber', 'dbs.main']);
  };

  describe('moving only the top card of a stack (DBS 11-3-7)', () => {
    useTestSkills({
      [END_MAIN_YOURS]: [
        auto({ on: 'endOfMainPhase', whose: 'you' }, [ifThen({ if: 'thisPower', op: '>=', n: 25000 }, [draw(1)])]),
      ],
      [END_MAIN_YOURS_DRAW]: [auto({ on: 'endOfMainPhase', whose: 'you' }, [draw(1)])],
      [END_MAIN_OPPONENTS]: [auto({ on: 'endOfMainPhase', whose: 'opponent' }, [draw(1)])],
      [END_MAIN_ANY]: [auto({ on: 'endOfMainPhase', whose: 'any' }, [draw(1)])],
      [END_TURN]: [auto({ on: 'endOfTurn', whose: 'you' }, [draw(1)])],
      [DEAL]: [auto({ on: 'dealDamage' }, [ifThen({ if: 'life', whose: 'opponent', op: '>=', n: 8 }, [draw(1)])])],
      [DEALT]: [
        auto({ on: 'dealDamage', after: true }, [ifThen({ if: 'life', whose: 'opponent', op: '<=', n: 7 }, [draw(2)])]),
      ],
      [DEALT_BY_THIS]: [auto({ on: 'dealDamage', after: true, byThis: true }, [draw(1)])],
      [REPLACE]: [permanent({ cont: 'replaceDamage', per: 1 })],
      [TOP_TO_HAND]: [activateMain([], [{ do: 'topCardTo', target: oneOfYours, to: 'hand' }])],
      [TOP_TO_DROP]: [activateMain([], [{ do: 'topCardTo', target: oneOfTheirs, to: 'drop' }])],
      [NAME_DRAW]: [activateMain([], [{ do: 'nameNumber', max: 3, then: [draw(1)] }])],
      [NAME_UP_TO]: [activateMain([], [{ do: 'nameNumber', max: 3, upTo: true, then: [draw(1)] }])],
    });

    it('DBS 11-3-7: the card under stays in the Battle Area with the top card’s position and power changes', () => {
      const s = scenario({ battle: [{ code: C.rapidGoku, rested: true }] }, {});
      const top = byCode(s, 0, 'battle', C.rapidGoku);
      const kind = looseCard(C.kindGoku, 0);
      const bottom = looseCard(C.goten, 0);
      top.under = [kind, bottom];
      top.mods = [
        { stat: 'power', n: 5000, until: 'turn' },
        { stat: 'keyword', keyword: 'blocker', until: 'turn' },
      ];
      lend(s.players[0].leader[0], TOP_TO_HAND);
      refresh(s);
      activateLeader(s);
      if (s.decision?.prompt === 'dbs.target') pick(s, (o) => o.t === 'card' && o.card === top.id);
      settle(s);
      // Only Rapid Goku went to the hand; Kind Goku is the Battle card now, Goten still under it, nothing dropped.
      expect(s.players[0].hand.map((c) => c.code)).toEqual([C.rapidGoku]);
      expect(s.players[0].battle).toHaveLength(1);
      const now = s.players[0].battle[0];
      expect(now.id).toBe(kind.id);
      expect(now.code).toBe(C.kindGoku);
      expect(now.under.map((u) => u.id)).toEqual([bottom.id]);
      expect(s.players[0].drop).toHaveLength(0);
      // Rest Mode and +5000 carried over (5000 + 5000); the granted keyword did not.
      expect(now.rested).toBe(true);
      expect(powerOf(s, 0, now)).toBe(10000);
      expect(now.mods.some((m) => m.stat === 'keyword')).toBe(false);
    });

    it('DBS 11-3-7 DBS 11-3-5: to the Drop: only the top card goes; a card with nothing under moves alone as usual', () => {
      const s = scenario({}, { battle: [C.rapidGoku, C.hit] });
      const top = byCode(s, 1, 'battle', C.rapidGoku);
      const kind = looseCard(C.kindGoku, 1);
      top.under = [kind];
      lend(s.players[0].leader[0], TOP_TO_DROP);
      refresh(s);
      activateLeader(s);
      pick(s, (o) => o.t === 'card' && o.card === top.id);
      settle(s);
      expect(s.players[1].drop.map((c) => c.code)).toEqual([C.rapidGoku]);
      expect(s.players[1].battle.map((c) => c.id)).toContain(kind.id);
      expect(s.players[1].battle.find((c) => c.id === kind.id)!.rested).toBe(false);
      // Hit has nothing under it: the whole card goes.
      activateLeader(s);
      pick(s, (o) => o.t === 'card' && o.card === byCode(s, 1, 'battle', C.hit).id);
      settle(s);
      expect(s.players[1].drop.map((c) => c.code)).toEqual([C.rapidGoku, C.hit]);
      expect(s.players[1].battle.map((c) => c.code)).toEqual([C.kindGoku]);
    });
  });
}
