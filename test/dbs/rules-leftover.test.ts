// DBS rules tests for the last clauses no other test cited: the damage source (4-11), the memory of a
// [Permanent] skill's invalid objects (8-1-4-2), cancelling a pending [Auto] that cannot be activated
// (8-6-4-1), a card's final information (8-10), power-zero drops credited to the effect (9-5-2-1),
// removing cards from the game (10-19) and the owner's order of simultaneous moves (3-1-6).
//
// Skills no card of our pool prints are registered under TEST- keys and lent to cards through a "gains the
// skills of" modifier (vitest isolates each test file's modules, so no other file sees them).
import { describe, expect, it } from 'vitest';
import { activateMain, auto, chooseOpp, draw, permanent, power } from '../../src/games/dbs/abilities/dsl.ts';
import { useTestSkills } from './testSkills.ts';
import { powerOf } from '../../src/games/dbs/characteristics.ts';
import type { Card, DBSState, Mod } from '../../src/games/dbs/state.ts';
import { moveCard } from '../../src/games/dbs/zones.ts';
import { eventsFor } from '../../src/core/engine.ts';
import { answer, byCode, C, options, passWhile, pick, refresh, scenario } from './scenario.ts';

const SKILL_DAMAGE = 'TEST-LEFTOVER-DAMAGE'; // [Auto] when your Battle card attacks: 1 damage to the opponent
const RESTED_GROW = 'TEST-LEFTOVER-RESTGROW'; // [Permanent] your Battle cards in Rest Mode +5000
const STAND_ONE = 'TEST-LEFTOVER-STAND'; // [Activate: Main] switch 1 of your Battle cards to Active Mode
const SPARK_AND_MILL = 'TEST-LEFTOVER-SPARK'; // when you play another card: [Sparking 3] draw 1 / top of deck to Drop
const GROW_ALL = 'TEST-LEFTOVER-GROW'; // [Permanent] your Battle cards +10000
const SHRINK_OPP = 'TEST-LEFTOVER-SHRINKOPP'; // [Activate: Main] 1 of your opponent's Battle cards -30000
const SHRINK_OWN = 'TEST-LEFTOVER-SHRINKOWN'; // [Activate: Main] 1 of your Battle cards -30000

useTestSkills({
  [SKILL_DAMAGE]: [auto({ on: 'yourBattleCardAttacks' }, [{ do: 'damage', whose: 'opponent', n: 1 }])],
  [RESTED_GROW]: [permanent({ cont: 'power', target: 'allYourBattle', n: 5000, filter: { rested: true } })],
  [STAND_ONE]: [activateMain([], [{ do: 'activeMode', target: { t: 'choose', whose: 'you', zone: 'battle', n: 1 } }])],
  [SPARK_AND_MILL]: [
    { kind: 'auto', when: { on: 'playOther', filter: {} }, sparking: 3, effect: [draw(1)] },
    auto({ on: 'playOther', filter: {} }, [{ do: 'deckTopToDrop', n: 1 }]),
  ],
  [GROW_ALL]: [permanent({ cont: 'power', target: 'allYourBattle', n: 10000 })],
  [SHRINK_OPP]: [activateMain([], [power(chooseOpp(1), -30000)])],
  [SHRINK_OWN]: [
    activateMain(
      [],
      [{ do: 'power', target: { t: 'choose', whose: 'you', zone: 'battle', n: 1 }, n: -30000, until: 'turn' }],
    ),
  ],
});

const KING_COLD = 'BT1-091'; // [Counter: Battle Card Attack] play this card and change the attack's target to it
const FUSED_ZAMASU = 'BT2-058'; // when it attacks: up to 1 card each of the opponent's battle, energy, life, hand to their deck's bottom
const CELL_LEADER = 'BT2-068';
const CELL_JR = 'BT2-087'; // on play with a Cell Leader: two Cell Jr. tokens at once
const YELLOW = 'BT1-102'; // Appule, a vanilla yellow card used as energy

function lend(card: Card, key: string): void {
  const m: Mod = { stat: 'skills', code: key, until: 'game' };
  card.mods = [...card.mods, m];
}

const attackWith = (s: DBSState, card: Card): void =>
  pick(s, (o) => o.t === 'attack' && o.attacker === card.id && o.target === s.players[1].leader[0].id);

const BATTLE = ['dbs.counterTiming', 'dbs.offence', 'dbs.defence'];

describe('the damage source (DBS 4-11)', () => {
  it('DBS 4-11 DBS 4-11-1 DBS 4-11-1-1 DBS 4-11-1-2: attack damage comes from the attacking card, skill damage from the skill’s card', () => {
    // Assailant Vegeta has [Critical]: Life lost to damage whose source is Vegeta goes to the Drop.
    const s = scenario({ battle: [C.vegetaCritical, C.goten] }, {});
    lend(s.players[0].leader[0], SKILL_DAMAGE);
    refresh(s);
    attackWith(s, byCode(s, 0, 'battle', C.vegetaCritical));
    passWhile(s, BATTLE);
    // The Leader's skill hit first (source: the Leader, not the attacker): to the hand. The attack's damage
    // (source: Vegeta) went to the Drop.
    expect(s.players[1].life).toHaveLength(6);
    expect(s.players[1].hand).toHaveLength(1);
    expect(s.players[1].drop).toHaveLength(1);
    // Son Goten attacks while Vegeta stands by: Vegeta is the source of neither damage.
    attackWith(s, byCode(s, 0, 'battle', C.goten));
    passWhile(s, BATTLE);
    expect(s.players[1].life).toHaveLength(4);
    expect(s.players[1].hand).toHaveLength(3);
    expect(s.players[1].drop).toHaveLength(1);
  });
});

describe('[Permanent] skills (DBS 8-1-4-2)', () => {
  it('DBS 8-1-4-2: a card an effect made an invalid object of a [Permanent] skill stays excluded this turn', () => {
    const s = scenario({ battle: [{ code: C.goten, rested: true }] }, {});
    const leader = s.players[0].leader[0];
    lend(leader, RESTED_GROW);
    lend(leader, STAND_ONE);
    refresh(s);
    const goten = byCode(s, 0, 'battle', C.goten);
    expect(powerOf(s, 0, goten)).toBe(20000);
    pick(s, (o) => o.t === 'activate' && o.from === 'leader');
    passWhile(s, ['dbs.counterTiming']);
    if (s.decision!.prompt === 'dbs.target') pick(s, (o) => o.t === 'card' && o.card === goten.id);
    passWhile(s, ['dbs.counterTiming']);
    expect(goten.rested).toBe(false);
    expect(powerOf(s, 0, goten)).toBe(15000);
    // Attacking rests it again; the skill may not take it back as an object this turn.
    attackWith(s, goten);
    expect(goten.rested).toBe(true);
    expect(powerOf(s, 0, goten)).toBe(15000);
    // "For the duration of the turn": in the opponent's turn the still rested Goten is an object again.
    for (let n = 0; n < 50 && s.turnPlayer === 0; n++) {
      const o = options(s);
      answer(s, o.find((x) => ['pass', 'end', 'no', 'done'].includes(x.t)) ?? o[0]);
    }
    expect(s.turnPlayer).toBe(1);
    const after = byCode(s, 0, 'battle', C.goten);
    expect(after.rested).toBe(true);
    expect(powerOf(s, 0, after)).toBe(20000);
  });
});

describe('pending [Auto] skills (DBS 8-6-4-1)', () => {
  it('DBS 8-6-4-1: a chosen pending [Auto] that cannot be activated cancels one of its pending instances only', () => {
    // Son Goten gains: when you play another card, [Sparking 3] draw 1; and: top of deck to the Drop.
    // Uncountable Many Cell Jr. is played, then makes two tokens at once: each skill goes pending 3 times.
    const s = scenario(
      {
        leader: CELL_LEADER,
        battle: [C.goten],
        hand: [CELL_JR],
        energy: [C.hit, C.hit, 'BT2-072'],
        drop: [C.goten, C.goten],
      },
      {},
    );
    const watcher = byCode(s, 0, 'battle', C.goten);
    lend(watcher, SPARK_AND_MILL);
    refresh(s);
    pick(s, (o) => o.t === 'play');
    const chooseAuto = (pred: (p: DBSState['pending'][number]) => boolean): void => {
      passWhile(s, ['dbs.counterTiming']);
      expect(s.decision!.prompt).toBe('dbs.chooseAuto');
      pick(s, (o) => o.t === 'auto' && pred(s.pending[o.i as number]));
    };
    const spark = (p: DBSState['pending'][number]) => p.source === watcher.id && p.index === 0;
    const mill = (p: DBSState['pending'][number]) => p.source === watcher.id && p.index === 1;
    chooseAuto((p) => p.source !== watcher.id); // Cell Jr.'s own skill: the two tokens
    passWhile(s, ['dbs.counterTiming']);
    const pendingOf = (f: typeof spark) => s.pending.filter(f).length;
    expect(pendingOf(spark)).toBe(3);
    expect(pendingOf(mill)).toBe(3);
    // With 2 cards in the Drop the [Sparking 3] skill cannot activate: one instance is cancelled.
    chooseAuto(spark);
    expect(pendingOf(spark)).toBe(2);
    expect(s.players[0].hand).toHaveLength(0);
    chooseAuto(mill); // the Drop reaches 3
    expect(s.players[0].drop).toHaveLength(3);
    for (let i = 0; i < 10 && s.decision && ['dbs.chooseAuto', 'dbs.counterTiming'].includes(s.decision.prompt); i++) {
      if (s.decision.prompt === 'dbs.chooseAuto') answer(s, options(s)[0]);
      else answer(s, { t: 'pass' });
    }
    expect(s.decision!.prompt).toBe('dbs.main');
    expect(s.pending).toHaveLength(0);
    // The two instances left resolved; the cancelled one never came back.
    expect(s.players[0].hand).toHaveLength(2);
  });
});

describe('the final information of a card (DBS 8-10)', () => {
  it('DBS 8-10 DBS 8-10-1: an effect that moves a card refers to it as it is in the area it moved to', () => {
    // King Cold (15000 in hand) is played by its own [Counter] and becomes the attack's target; in the
    // Battle Area its master's [Permanent] makes it 25000, which is the power the battle uses.
    const s = scenario({ battle: [C.hit] }, { hand: [KING_COLD], energy: [YELLOW, YELLOW, YELLOW, YELLOW] });
    lend(s.players[1].leader[0], GROW_ALL);
    refresh(s);
    const hit = byCode(s, 0, 'battle', C.hit);
    const inHand = byCode(s, 1, 'hand', KING_COLD);
    expect(powerOf(s, 1, inHand)).toBe(15000);
    attackWith(s, hit);
    expect(s.decision!.seat).toBe(1);
    pick(s, (o) => o.t === 'counter' && o.card === inHand.id);
    let guardInBattle = -1;
    for (let i = 0; i < 30 && s.battle && s.decision; i++) {
      const cold = s.players[1].battle.find((c) => c.code === KING_COLD);
      if (cold && guardInBattle < 0) {
        guardInBattle = cold.id;
        expect(s.battle.guard).toBe(cold.id); // the card in the Battle Area, not the one that left the hand
        expect(powerOf(s, 1, cold)).toBe(25000);
      }
      const o = options(s).find((x) => x.t === 'pass' || x.t === 'done' || x.t === 'no' || x.t === 'life');
      if (!o) break;
      answer(s, o);
    }
    expect(guardInBattle).toBeGreaterThan(0);
    expect(s.battle).toBeNull();
    // Hit's 15000 lost to King Cold's 25000: King Cold stays, nobody took damage.
    expect(s.players[1].battle.map((c) => c.id)).toContain(guardInBattle);
    expect(s.players[1].life).toHaveLength(8);
  });
});

describe('power dropping to 0 (DBS 9-5-2-1)', () => {
  // With the option indestructibleBlocksPowerZero (digest §3.8), [Indestructible] (10-12-1) protects
  // against the opponent's skills; 9-5-2-1 credits the power-zero move to the effect that lowered the power.
  it('DBS 9-5-2-1 DBS 10-12-1: a power-zero drop caused by the opponent’s skill counts as that skill removing the card', () => {
    const s = scenario({}, { battle: [C.zamasuInvincible, C.goten] }, { indestructibleBlocksPowerZero: true });
    lend(s.players[0].leader[0], SHRINK_OPP); // no [Once per Turn]: used twice below
    refresh(s);
    const shrink = (code: string): void => {
      pick(s, (o) => o.t === 'activate' && o.from === 'leader');
      passWhile(s, ['dbs.counterTiming']);
      pick(s, (o) => o.t === 'card' && o.card === byCode(s, 1, 'battle', code).id);
      passWhile(s, ['dbs.counterTiming']);
    };
    shrink(C.goten);
    expect(s.players[1].drop.map((c) => c.code)).toEqual([C.goten]);
    shrink(C.zamasuInvincible);
    expect(powerOf(s, 1, byCode(s, 1, 'battle', C.zamasuInvincible))).toBeLessThanOrEqual(0);
    expect(s.players[1].battle.map((c) => c.code)).toEqual([C.zamasuInvincible]);
  });

  it('DBS 9-5-2-1: a power-zero drop caused by its own master’s skill is not stopped by [Indestructible]', () => {
    const s = scenario({ battle: [C.zamasuInvincible] }, {}, { indestructibleBlocksPowerZero: true });
    lend(s.players[0].leader[0], SHRINK_OWN);
    refresh(s);
    pick(s, (o) => o.t === 'activate' && o.from === 'leader');
    passWhile(s, ['dbs.counterTiming']);
    if (s.decision!.prompt === 'dbs.target') pick(s, (o) => o.t === 'card');
    passWhile(s, ['dbs.counterTiming']);
    expect(s.players[0].drop.map((c) => c.code)).toEqual([C.zamasuInvincible]);
  });
});

describe('remove from the game (DBS 10-19)', () => {
  it('DBS 10-19-1 DBS 10-19-2: a card removed from the game is in no area of the game', () => {
    // No card of our pool removes cards; this drives the engine's removal itself (zones.ts moveCard).
    const s = scenario({ battle: [C.hit] }, {});
    const hit = byCode(s, 0, 'battle', C.hit);
    const from = s.log!.length;
    moveCard(s, 0, hit, 'battle', 'removed');
    const areas = ['deck', 'hand', 'drop', 'leader', 'battle', 'combo', 'energy', 'life', 'warp'] as const;
    for (const p of s.players)
      for (const a of areas)
        expect(
          p[a].some((c) => c.code === C.hit),
          a,
        ).toBe(false);
    expect(s.players[0].removed.map((c) => c.code)).toEqual([C.hit]);
    // It did not go to the Drop, so nothing about leaving for the Drop happened; it can no longer attack.
    expect(s.pending).toHaveLength(0);
    const evs = (s.log ?? []).slice(from).map((l) => l.e as { t: string; to?: string });
    expect(evs.some((e) => e.t === 'move' && e.to === 'drop')).toBe(false);
    refresh(s);
    expect(options(s).some((o) => o.t === 'attack' && (o as { attacker?: number }).attacker === hit.id)).toBe(false);
  });
});

describe('simultaneous moves (DBS 3-1-6)', () => {
  // Infinite Force Fused Zamasu attacks: up to 1 card each of the opponent's Battle Area and energy go to the
  // bottom of their deck, "in any order". `first` is the card the owner puts in first (the upper of the two).
  function zamasuSends(first: 'hit' | 'goten'): DBSState {
    const s = scenario({ battle: [FUSED_ZAMASU] }, { battle: [C.hit], energy: [C.goten] });
    attackWith(s, byCode(s, 0, 'battle', FUSED_ZAMASU));
    passWhile(s, ['dbs.counterTiming']);
    expect(s.decision!.prompt).toBe('dbs.target');
    pick(s, (o) => o.t === 'card' && o.card === byCode(s, 1, 'battle', C.hit).id);
    pick(s, (o) => o.t === 'card' && o.card === s.players[1].energy[0].id);
    for (let i = 0; i < 4 && s.decision?.prompt === 'dbs.chooseLifeCard'; i++) answer(s, { t: 'no' });
    // The opponent owns both cards: they decide the order.
    expect(s.decision!.seat).toBe(1);
    expect(s.decision!.kind).toBe('chooseOrder');
    expect(s.decision!.prompt).toBe('dbs.bottomOrder');
    const id = first === 'hit' ? byCode(s, 1, 'battle', C.hit).id : s.players[1].energy[0].id;
    pick(s, (o) => o.t === 'card' && o.card === id);
    return s;
  }

  it('DBS 3-1-6: cards placed in an area together are ordered by their owner', () => {
    for (const first of ['hit', 'goten'] as const) {
      const s = zamasuSends(first);
      const bottomTwo = s.players[1].deck.slice(0, 2).map((c) => c.code); // index 0 is the bottom
      expect(bottomTwo).toEqual(first === 'hit' ? [C.goten, C.hit] : [C.hit, C.goten]);
    }
  });

  it('DBS 3-1-6-1: the other player cannot tell the order the owner chose for cards going into a secret area', () => {
    // The moves the other seat is told of, in order (ids differ between two scenarios, so they are left out).
    const seen = (first: 'hit' | 'goten'): string[] =>
      eventsFor(zamasuSends(first), 0)
        .filter((e) => e.t === 'move')
        .map((e) => {
          const m = e as unknown as { from: string; to: string; card?: { code: string } };
          return `${m.from}>${m.to}:${m.card?.code ?? '?'}`;
        });
    expect(seen('hit')).toEqual(['battle>deck:' + C.hit, 'energy>deck:' + C.goten]);
    expect(seen('goten')).toEqual(seen('hit'));
  });
});
