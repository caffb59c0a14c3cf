// Buddyfight rules tests, each citing the digest label or Q&A it checks (digest buddyfight.md §2–§5; BF-Qnn).
import { describe, expect, it } from 'vitest';
import { act, decision } from '../../src/core/engine.ts';
import type { Seat } from '../../src/core/types.ts';
import { type BFState, opponent } from '../../src/games/buddyfight/state.ts';
import { answer, clear, code, fill, options, passUntil, put, reask, start, toMain } from './scenario.ts';

const tpOf = (s: BFState): Seat => s.turnPlayer;

/** Turn 2's main phase (no first-turn limits), both fighters using TD01 unless told. */
function turn2(a = 'BF-TD01', b = 'BF-TD01', seed = 1, format = 'standard'): BFState {
  const s = start(a, b, seed, format);
  passUntil(s, (x) => x.turn === 2 && x.decision?.prompt === 'bf.use.main');
  return s;
}

function toAttackChoice(s: BFState): void {
  passUntil(s, (x) => x.decision?.prompt === 'bf.attack');
}

describe('Buddyfight setup (BF-Setup)', () => {
  it('BF-Setup acceptance 102: 6 cards in hand, 2 face-down gauge, life 10, 42 in the deck, and no redraw offered', () => {
    const s = start();
    for (const seat of [0, 1] as const) {
      const p = s.players[seat];
      expect(p.hand).toHaveLength(6);
      expect(p.gauge).toHaveLength(2);
      expect(p.life).toBe(10);
      expect(p.deck).toHaveLength(42);
      expect(p.flag).toHaveLength(1);
      expect(p.buddy).toHaveLength(1);
    }
    expect(decision(s)!.prompt).not.toMatch(/mulligan|redraw/);
    expect(s.phase).toBe('start');
  });

  it('BF-Setup acceptance 103: the random first player takes the first turn; no choice to go second is offered', () => {
    const firsts = new Set<number>();
    for (let seed = 1; seed <= 12; seed++) {
      const s = start('BF-TD01', 'BF-TD02', seed);
      expect(s.turnPlayer).toBe(s.firstPlayer);
      expect(s.turn).toBe(1);
      expect(options(s).some((o) => /first|second/i.test(o.t))).toBe(false);
      firsts.add(s.firstPlayer);
    }
    expect(firsts).toEqual(new Set([0, 1]));
  });

  it('BF-Setup: the same seed gives the same game; the gauge and deck are hidden from both seats in the views', () => {
    const a = start('BF-TD01', 'BF-TD02', 5);
    const b = start('BF-TD01', 'BF-TD02', 5);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const v = JSON.stringify((a as unknown as { players: unknown }).players);
    expect(v.length).toBeGreaterThan(0);
  });
});

describe('Buddyfight start phase (BF-Start, BF-2018#1)', () => {
  it('BF-2018#1 acceptance 115: under the current rule the first player draws in the first start phase, then may charge and draw', () => {
    const s = start();
    passUntil(s, (x) => x.decision?.prompt === 'bf.charge');
    expect(s.players[tpOf(s)].hand).toHaveLength(7);
  });

  it('BF-2018#1: under the old rule (pre2018) the first player skips that draw but may still charge and draw', () => {
    const s = start('BF-TD01', 'BF-TD02', 1, 'pre2018');
    passUntil(s, (x) => x.decision?.prompt === 'bf.charge');
    expect(s.players[tpOf(s)].hand).toHaveLength(6);
  });

  it('BF-Start 3.2 acceptance 27: charging one card draws one; a second charge is not offered; skipping draws nothing', () => {
    const s = start();
    passUntil(s, (x) => x.decision?.prompt === 'bf.charge');
    const tp = tpOf(s);
    const p = s.players[tp];
    const hand = p.hand.length;
    answer(s, (o) => o.t === 'charge');
    expect(p.gauge).toHaveLength(3);
    expect(p.hand).toHaveLength(hand);
    expect(decision(s)!.prompt).not.toBe('bf.charge');
    // positive control: the next turn, declining to charge keeps the hand and gauge as they are
    passUntil(s, (x) => x.turn === 2 && x.decision?.prompt === 'bf.charge');
    const q = s.players[tpOf(s)];
    const [h2, g2] = [q.hand.length, q.gauge.length];
    answer(s, (o) => o.t === 'noCharge');
    expect([q.hand.length, q.gauge.length]).toEqual([h2, g2]);
  });

  it('BF-Start 2: the turn fighter stands the cards on their field', () => {
    const s = turn2();
    const tp = tpOf(s);
    // the monsters rested last turn by the test are stood in this turn's start phase
    const m = put(s, opponent(tp), 'left', 'Jamadhar Dragon', { rested: true });
    passUntil(s, (x) => x.turn === 3 && x.phase === 'main');
    expect(m.rested).toBe(false);
  });
});

describe('Buddyfight resolution check (BF-RC)', () => {
  it('BF-RC acceptance 4: a fighter at life 0 loses at the next resolution check', () => {
    const s = start();
    toMain(s);
    const op = opponent(tpOf(s));
    s.players[op].life = 0;
    passUntil(s, (x) => x.result !== null);
    expect(s.result!.winner).toBe(tpOf(s));
    expect(s.result!.reason).toMatch(/life 0/);
  });

  it('BF-RC acceptance 5: a charge and draw that empties the deck loses with no failed draw needed', () => {
    const s = start();
    passUntil(s, (x) => x.decision?.prompt === 'bf.charge');
    const tp = tpOf(s);
    const p = s.players[tp];
    p.drop.push(...p.deck.splice(0, p.deck.length - 1));
    answer(s, (o) => o.t === 'charge');
    expect(p.deck).toHaveLength(0);
    expect(s.result).not.toBeNull();
    expect(s.result!.winner).toBe(opponent(tp));
    expect(s.result!.reason).toMatch(/empty deck/);
  });

  it('BF-RC BF-Mat⑤ acceptance 1: a monster called to an occupied area stays; the old one goes to the drop zone, not destroyed', () => {
    const s = start();
    toMain(s);
    const tp = tpOf(s);
    const old = put(s, tp, 'left', 'Jamadhar Dragon');
    clear(s, tp, 'hand');
    put(s, tp, 'hand', 'Thousand Rapier Dragon');
    reask(s);
    const log = s.log!.length;
    answer(s, (o) => o.t === 'call' && o.area === 'left');
    passUntil(
      s,
      (x) =>
        x.players[tp].left.length === 1 &&
        x.players[tp].left[0].code === code('Thousand Rapier Dragon') &&
        x.decision?.seat === tp,
    );
    expect(s.players[tp].left).toHaveLength(1);
    expect(s.players[tp].drop.some((c) => c.code === old.code)).toBe(true);
    expect(s.log!.slice(log).some((l) => l.e.t === 'destroyed')).toBe(false);
  });

  it('BF-RC 3 acceptance 3: size 0 monsters left and right with a size 3 in the center total 3, and nothing is dropped', () => {
    const s = start('BF-TD02', 'BF-TD02');
    toMain(s);
    const tp = tpOf(s);
    put(s, tp, 'left', 'Armorknight Eagle');
    put(s, tp, 'right', 'Armorknight Eagle');
    clear(s, tp, 'hand');
    put(s, tp, 'hand', 'Armorknight Griffin'); // not the buddy: a plain call
    put(s, tp, 'hand', 'Armorknight Ogre');
    fill(s, tp, 'gauge', 3);
    reask(s);
    answer(s, (o) => o.t === 'call' && o.card === s.players[tp].hand[0].id && o.area === 'center');
    passUntil(s, (x) => x.players[tp].center.length === 1 && x.decision?.seat === tp);
    expect(s.decision!.prompt).not.toBe('bf.sizeLimit');
    expect(s.players[tp].left).toHaveLength(1);
    expect(s.players[tp].right).toHaveLength(1);
  });

  it('BF-RC 3: above size 3 the owner drops monsters other than the one placed last, until the total is 3', () => {
    const s = start('BF-TD02', 'BF-TD02');
    toMain(s);
    const tp = tpOf(s);
    const left = put(s, tp, 'left', 'Armorknight Minotaur'); // size 2
    clear(s, tp, 'hand');
    put(s, tp, 'hand', 'Armorknight Griffin'); // size 2
    reask(s);
    answer(s, (o) => o.t === 'call' && o.area === 'right');
    passUntil(s, (x) => x.decision?.prompt === 'bf.sizeLimit');
    expect(options(s)).toEqual([{ t: 'sizeDrop', card: left.id }]);
    answer(s, (o) => o.t === 'sizeDrop');
    expect(s.players[tp].left).toHaveLength(0);
    expect(s.players[tp].right).toHaveLength(1);
  });
});

describe('Buddyfight calls, Buddy Calls and costs (BF-Call, BF-Oth[Cost])', () => {
  it('BF-Call 1.3–3.2 acceptance 8: a Buddy Call rests the hand copy in the buddy zone, calls the buddy, and gives +1 life after placement', () => {
    const s = start();
    toMain(s);
    const tp = tpOf(s);
    const original = s.players[tp].buddy[0];
    clear(s, tp, 'hand');
    put(s, tp, 'hand', 'Gigant Sword Dragon');
    fill(s, tp, 'gauge', 3);
    reask(s);
    answer(s, (o) => o.t === 'buddyCall' && o.area === 'center');
    expect(s.players[tp].buddy.some((c) => c.rested && c.code === original.code)).toBe(true);
    expect(s.players[tp].life).toBe(10); // not yet: the opponent may still answer
    passUntil(s, (x) => x.players[tp].center.length === 1);
    expect(s.players[tp].center[0].code).toBe(original.code);
    expect(s.players[tp].life).toBe(11);
    expect(s.players[tp].buddy.filter((c) => !c.rested)).toHaveLength(0);
  });

  it('BF-Call 1.3: with the buddy-zone card rested, a same-name card can only be called normally (one Buddy Gift a game)', () => {
    const s = start();
    toMain(s);
    const tp = tpOf(s);
    s.players[tp].buddy[0].rested = true;
    clear(s, tp, 'hand');
    put(s, tp, 'hand', 'Gigant Sword Dragon');
    fill(s, tp, 'gauge', 3);
    reask(s);
    expect(options(s).some((o) => o.t === 'buddyCall')).toBe(false);
    expect(options(s).some((o) => o.t === 'call')).toBe(true);
  });

  it('BF-Call 1.1 acceptance 16: a call whose cost cannot be paid is not offered (2 gauge needed, 1 held)', () => {
    const s = start();
    toMain(s);
    const tp = tpOf(s);
    clear(s, tp, 'hand');
    clear(s, tp, 'gauge');
    put(s, tp, 'hand', 'Rising Flare Dragon');
    fill(s, tp, 'gauge', 1);
    reask(s);
    expect(options(s).filter((o) => o.t === 'call')).toEqual([]);
    fill(s, tp, 'gauge', 1);
    reask(s);
    expect(options(s).filter((o) => o.t === 'call')).toHaveLength(3);
  });

  it('BF-Oth[Cost] BF-Q03: a cost is paid all at once: the card paying one part is chosen before any part is paid', () => {
    const s = start();
    toMain(s);
    const tp = tpOf(s);
    clear(s, tp, 'hand');
    clear(s, tp, 'gauge');
    put(s, tp, 'hand', 'Dragonblade, Dragobrave');
    const spare = put(s, tp, 'hand', 'Jamadhar Dragon');
    fill(s, tp, 'gauge', 1);
    reask(s);
    answer(s, (o) => o.t === 'equip');
    expect(decision(s)!.prompt).toBe('bf.discardCost');
    expect(s.players[tp].gauge).toHaveLength(1); // nothing paid yet
    expect(options(s)).toEqual([{ t: 'discard', card: spare.id }]);
    answer(s, (o) => o.t === 'discard');
    expect(s.players[tp].gauge).toHaveLength(0);
    expect(s.players[tp].drop.map((c) => c.code)).toContain(spare.code);
  });

  it('BF-Setup world restriction acceptance 104: an off-flag card may be in the deck but cannot be used', () => {
    const s = start('BF-TD01', 'BF-TD02');
    toMain(s);
    const tp = tpOf(s);
    clear(s, tp, 'hand');
    const foreign = tp === 0 ? 'Armorknight Griffin' : 'Jamadhar Dragon';
    put(s, tp, 'hand', foreign);
    reask(s);
    expect(options(s)).toEqual([{ t: 'pass' }]);
  });
});

describe('Buddyfight play timing and [Counter] (BF-PT)', () => {
  it('BF-Q07 BF-Q08 acceptance 19–20: the reply resolves first; the first user gets no reply to the reply', () => {
    const s = turn2();
    const tp = tpOf(s);
    const op = opponent(tp);
    const target = put(s, op, 'left', 'Systemic Dagger Dragon'); // power 3000
    clear(s, tp, 'hand');
    clear(s, op, 'hand');
    put(s, tp, 'hand', 'Dragon Breath');
    put(s, tp, 'hand', 'Dragon Breath');
    put(s, op, 'hand', 'Dragon Breath');
    fill(s, tp, 'gauge', 2);
    fill(s, op, 'gauge', 1);
    const mine = put(s, tp, 'left', 'Bear-Trap Fang Dragon'); // power 4000
    reask(s);
    answer(s, (o) => o.t === 'cast');
    answer(s, (o) => o.t === 'target' && o.card === target.id);
    // the opponent's one reply
    expect(decision(s)!.seat).toBe(op);
    expect(decision(s)!.prompt).toBe('bf.reply');
    answer(s, (o) => o.t === 'cast');
    answer(s, (o) => o.t === 'target' && o.card === mine.id);
    // BF-Q07: no question to the turn fighter inside this chain: the reply resolves at once, then the first card
    expect(s.players[tp].left).toHaveLength(0); // the reply resolved first
    expect(s.players[op].left).toHaveLength(0); // then Dragon Breath destroyed its target
    expect(decision(s)!.seat).toBe(tp);
    expect(decision(s)!.prompt).toBe('bf.use.main'); // back at 2.1
  });

  it('BF-PT 6–9 acceptance 105: after the turn fighter passes, the non-turn fighter may start with a [Counter]; the turn fighter answers; back to 2.1', () => {
    const s = turn2();
    const tp = tpOf(s);
    const op = opponent(tp);
    clear(s, tp, 'hand');
    clear(s, op, 'hand');
    put(s, op, 'hand', 'Dragon Breath');
    put(s, tp, 'hand', 'Dragon Breath');
    put(s, tp, 'hand', 'Jamadhar Dragon'); // so the turn fighter is asked again at 2.1
    fill(s, op, 'gauge', 1);
    fill(s, tp, 'gauge', 1);
    const a = put(s, tp, 'left', 'Systemic Dagger Dragon');
    const b = put(s, op, 'left', 'Bear-Trap Fang Dragon');
    reask(s);
    answer(s, (o) => o.t === 'pass');
    expect(decision(s)!.seat).toBe(op); // 6.1
    answer(s, (o) => o.t === 'cast');
    answer(s, (o) => o.t === 'target' && o.card === a.id);
    expect(decision(s)!.seat).toBe(tp); // 7.1 the turn fighter's reply
    answer(s, (o) => o.t === 'cast');
    answer(s, (o) => o.t === 'target' && o.card === b.id);
    // 8.1 the turn fighter's reply resolved first, then 9.1 the non-turn fighter's card; back to 2.1
    expect(s.players[op].left).toHaveLength(0);
    expect(s.players[tp].left).toHaveLength(0);
    expect(decision(s)!.prompt).toBe('bf.use.main');
  });

  it('BF-PT 10.1 acceptance 106: the play timing (and the main phase) ends when both fighters pass in turn', () => {
    const s = turn2();
    const tp = tpOf(s);
    answer(s, (o) => o.t === 'pass');
    expect(s.phase).toBe('main');
    expect(decision(s)!.seat).toBe(opponent(tp));
    answer(s, (o) => o.t === 'pass');
    expect(s.phase).toBe('attack');
  });

  it("BF-Abil-Act acceptance 29: an 【Act】 without [Counter] is offered in its owner's main phase only", () => {
    const s = turn2('BF-TD02', 'BF-TD02');
    const tp = tpOf(s);
    const cerb = put(s, tp, 'left', 'Armorknight Cerberus');
    put(s, tp, 'right', 'Armorknight Ogre');
    reask(s);
    expect(options(s).some((o) => o.t === 'act' && o.card === cerb.id)).toBe(true);
    toAttackChoice(s);
    answer(s, (o) => o.t === 'noAttack');
    // the 2.1.1 play timing: [Counter] only
    expect(options(s).some((o) => o.t === 'act')).toBe(false);
  });

  it('BF-2018#2 acceptance 23: one [Counter] per fighter per battle under the old rule, any number under the current one', () => {
    for (const [format, more] of [
      ['standard', true],
      ['pre2018', false],
    ] as const) {
      const s = turn2('BF-TD01', 'BF-TD01', 1, format);
      const tp = tpOf(s);
      const op = opponent(tp);
      put(s, tp, 'left', 'Jamadhar Dragon');
      put(s, op, 'left', 'Thousand Rapier Dragon');
      clear(s, op, 'hand');
      put(s, op, 'hand', 'Dragon Breath');
      put(s, op, 'hand', 'Dragon Breath');
      fill(s, op, 'gauge', 2);
      passUntil(s, (x) => x.decision?.prompt === 'bf.attack');
      answer(s, (o) => o.t === 'attack' && o.target === s.players[op].left[0].id);
      passUntil(s, (x) => x.decision?.seat === op && options(x).some((o) => o.t === 'cast'));
      answer(s, (o) => o.t === 'cast');
      passUntil(s, (x) => x.decision?.prompt === 'bf.target' || x.decision?.seat === op);
      if (decision(s)!.prompt === 'bf.target') answer(s, (o) => o.t === 'target');
      passUntil(s, (x) => x.decision?.seat === op && x.step === 'attack 2.5');
      expect(options(s).some((o) => o.t === 'cast')).toBe(more);
    }
  });
});

describe('Buddyfight attack phase (BF-Atk)', () => {
  it("BF-Atk 2.1 acceptance 31: on the first player's first turn no link attack and only one attack", () => {
    const s = start();
    toMain(s);
    const tp = tpOf(s);
    put(s, tp, 'left', 'Jamadhar Dragon');
    put(s, tp, 'right', 'Thousand Rapier Dragon');
    toAttackChoice(s);
    expect(options(s).every((o) => !Array.isArray(o.ids) || (o.ids as number[]).length === 1)).toBe(true);
    answer(s, (o) => o.t === 'attackFighter');
    passUntil(s, (x) => x.decision?.prompt === 'bf.attack' || x.phase === 'final');
    expect(s.phase).toBe('final');
  });

  it('BF-Atk 3.1.1 acceptance 32: a link attack of 5000 + 4000 power destroys a 9000 defense monster (a tie hits)', () => {
    const s = turn2('BF-TD01', 'BF-TD02');
    const tp = tpOf(s);
    const op = opponent(tp);
    const a = put(s, tp, 'left', 'Rising Flare Dragon'); // 5000
    const b = put(s, tp, 'right', 'Bear-Trap Fang Dragon'); // 4000
    const t = put(s, op, 'center', tp === 0 ? 'Armorknight Hellhound' : 'Bronze Shield Dragon'); // defense 6000
    t.mods.push({ defense: 3000, until: 'turn' });
    toAttackChoice(s);
    answer(s, (o) => o.t === 'attack' && o.target === t.id && (o.ids as number[]).length === 2);
    expect(a.rested && b.rested).toBe(true);
    passUntil(s, (x) => x.step === 'attack 3.4' || x.battle === null);
    expect(s.players[op].center).toHaveLength(0);
  });

  it('BF-Atk 3.1.2 acceptance 33: a link attack with critical 2 and 1 on a fighter with an empty center deals 3', () => {
    const s = turn2();
    const tp = tpOf(s);
    const op = opponent(tp);
    put(s, tp, 'left', 'Thousand Rapier Dragon'); // critical 2
    put(s, tp, 'right', 'Bronze Shield Dragon'); // critical 1
    toAttackChoice(s);
    answer(s, (o) => o.t === 'attackFighter' && (o.ids as number[]).length === 2);
    passUntil(s, (x) => x.battle === null);
    expect(s.players[op].life).toBe(7);
  });

  it('BF-Atk 2.2 BF-Mat⑦: the fighter cannot be attacked while the center is occupied', () => {
    const s = turn2();
    const tp = tpOf(s);
    put(s, tp, 'left', 'Thousand Rapier Dragon');
    put(s, opponent(tp), 'center', 'Bronze Shield Dragon');
    toAttackChoice(s);
    expect(options(s).some((o) => o.t === 'attackFighter')).toBe(false);
  });

  it('BF-Oth[Flag values] acceptance 41: an item may not attack while its fighter has a monster in the center', () => {
    const s = turn2();
    const tp = tpOf(s);
    const item = put(s, tp, 'item', 'Dragonblade, Dragofearless');
    put(s, tp, 'center', 'Bronze Shield Dragon');
    toAttackChoice(s);
    expect(options(s).some((o) => Array.isArray(o.ids) && (o.ids as number[]).includes(item.id))).toBe(false);
    // positive control: with the center empty the item attacks
    const s2 = turn2();
    const item2 = put(s2, tpOf(s2), 'item', 'Dragonblade, Dragofearless');
    toAttackChoice(s2);
    expect(options(s2).some((o) => Array.isArray(o.ids) && (o.ids as number[]).includes(item2.id))).toBe(true);
  });

  it('BF-Q09 acceptance 37: an attacker destroyed at the 2.5 play timing deals no damage and the flow goes to 3.3', () => {
    const s = turn2();
    const tp = tpOf(s);
    const op = opponent(tp);
    const att = put(s, tp, 'left', 'Systemic Dagger Dragon'); // power 3000
    clear(s, op, 'hand');
    put(s, op, 'hand', 'Dragon Breath');
    fill(s, op, 'gauge', 1);
    toAttackChoice(s);
    answer(s, (o) => o.t === 'attackFighter');
    passUntil(s, (x) => x.decision?.seat === op && options(x).some((o) => o.t === 'cast'));
    answer(s, (o) => o.t === 'cast');
    if (decision(s)?.prompt === 'bf.target') answer(s, (o) => o.t === 'target' && o.card === att.id);
    passUntil(s, (x) => x.battle === null);
    expect(s.players[op].life).toBe(10);
    expect(s.players[tp].left).toHaveLength(0);
  });

  it('BF-Q10 acceptance 35: [Penetrate] deals no damage when the center monster left without being destroyed', () => {
    // control first: destroyed by the attack → [Penetrate] damage
    const run = (remove: boolean) => {
      const s = turn2('BF-TD02', 'BF-TD02');
      const tp = tpOf(s);
      const op = opponent(tp);
      const spear = put(s, tp, 'item', 'Hysteric Spear'); // power 5000, critical 2, [Penetrate]
      const t = put(s, op, 'center', 'Armorknight Eagle'); // defense 1000
      toAttackChoice(s);
      answer(s, (o) => o.t === 'attack' && o.target === t.id && (o.ids as number[])[0] === spear.id);
      if (remove) {
        // the center monster leaves the field without being destroyed (as by "Magical Goodbye") before 3.1
        s.players[op].center.splice(0, 1);
        s.players[op].drop.push(t);
      }
      passUntil(s, (x) => x.battle === null);
      return s.players[op].life;
    };
    expect(run(false)).toBe(8);
    expect(run(true)).toBe(10);
  });

  it('BF-Q11 acceptance 108: a link attack that loses an attacker before 3.1 is no longer a link attack', () => {
    const s = turn2();
    const tp = tpOf(s);
    const op = opponent(tp);
    const a = put(s, tp, 'left', 'Systemic Dagger Dragon');
    put(s, tp, 'right', 'Bronze Shield Dragon');
    clear(s, op, 'hand');
    put(s, op, 'hand', 'Dragon Breath');
    fill(s, op, 'gauge', 1);
    toAttackChoice(s);
    answer(s, (o) => o.t === 'attackFighter' && (o.ids as number[]).length === 2);
    expect(s.battle!.link).toBe(true);
    passUntil(s, (x) => x.decision?.seat === op && options(x).some((o) => o.t === 'cast'));
    answer(s, (o) => o.t === 'cast');
    if (decision(s)?.prompt === 'bf.target') answer(s, (o) => o.t === 'target' && o.card === a.id);
    passUntil(s, (x) => x.step === 'attack 3.1' || x.battle === null || x.step === 'attack 3.4');
    passUntil(s, (x) => x.battle === null || !x.battle.link);
    expect(s.players[op].life).toBe(9); // only the remaining attacker's critical 1
  });

  it('BF-Q12 acceptance 39: no retargeting: an attacked monster that leaves means the attack hits nothing', () => {
    const s = turn2();
    const tp = tpOf(s);
    const op = opponent(tp);
    put(s, tp, 'left', 'Jamadhar Dragon');
    const t = put(s, op, 'center', 'Bronze Shield Dragon');
    toAttackChoice(s);
    answer(s, (o) => o.t === 'attack' && o.target === t.id);
    s.players[op].center.splice(0, 1);
    s.players[op].drop.push(t);
    passUntil(s, (x) => x.battle === null);
    expect(s.players[op].life).toBe(10);
  });

  it('BF-KW[Counterattack] acceptance 36: a surviving [Counterattack] monster destroys an attacker of defense ≤ its power', () => {
    const run = (attackerName: string) => {
      const s = turn2();
      const tp = tpOf(s);
      const op = opponent(tp);
      const att = put(s, tp, 'left', attackerName);
      const t = put(s, op, 'center', 'Bronze Shield Dragon'); // power 2000, defense 6000
      t.mods.push({ keyword: 'counterattack', power: 2000, until: 'turn' }); // power 4000
      toAttackChoice(s);
      answer(s, (o) => o.t === 'attack' && o.target === t.id && (o.ids as number[])[0] === att.id);
      passUntil(s, (x) => x.battle === null);
      return s.players[tp].left.length;
    };
    expect(run('Systemic Dagger Dragon')).toBe(0); // defense 3000 ≤ 4000: destroyed
    expect(run('Bronze Shield Dragon')).toBe(1); // defense 6000 > 4000: it stays
  });

  it('BF-KW[n Attack] acceptance 40: a [Double Attack] attacker stands once after attacking, and not after its second attack', () => {
    const s = turn2();
    const tp = tpOf(s);
    const m = put(s, tp, 'left', 'Thousand Rapier Dragon');
    m.mods.push({ keyword: 'doubleAttack', until: 'turn' });
    toAttackChoice(s);
    answer(s, (o) => o.t === 'attackFighter');
    passUntil(s, (x) => x.decision?.prompt === 'bf.attack');
    expect(m.rested).toBe(false);
    answer(s, (o) => o.t === 'attackFighter');
    passUntil(s, (x) => x.decision?.prompt === 'bf.attack' || x.phase === 'final');
    expect(m.rested).toBe(true);
  });

  it('BF-KW[Soulguard] acceptance 52: with a soul card the owner may drop it instead; with none the monster is destroyed', () => {
    const s = turn2('BF-TD02', 'BF-TD02');
    const tp = tpOf(s);
    const op = opponent(tp);
    put(s, tp, 'left', 'Armorknight Black Drake'); // power 9000
    const c = put(s, op, 'center', 'Armorknight Cerberus'); // defense 5000, [Soulguard]
    c.soul.push({ id: s.nextId++, code: code('Armorknight Eagle'), owner: op, rested: false, soul: [], mods: [] });
    toAttackChoice(s);
    answer(s, (o) => o.t === 'attack' && o.target === c.id);
    passUntil(s, (x) => x.decision?.prompt === 'bf.soulguard');
    expect(decision(s)!.seat).toBe(op);
    const log = s.log!.length;
    answer(s, (o) => o.t === 'soulguard');
    expect(s.players[op].center).toHaveLength(1);
    expect(c.soul).toHaveLength(0);
    expect(s.log!.slice(log).some((l) => l.e.t === 'destroyed')).toBe(false);
    passUntil(s, (x) => x.battle === null);
    // again with no soul: destroyed
    s.players[tp].left[0].rested = false;
    s.standsUsed = {};
    passUntil(s, (x) => x.decision?.prompt === 'bf.attack');
    answer(s, (o) => o.t === 'attack' && o.target === c.id);
    passUntil(s, (x) => x.battle === null);
    expect(s.players[op].center).toHaveLength(0);
  });

  it('BF-KW[Move]: at the start of the attack phase the turn fighter may move a [Move] monster to an open area', () => {
    const s = turn2();
    const tp = tpOf(s);
    const m = put(s, tp, 'left', 'Thousand Rapier Dragon');
    m.mods.push({ keyword: 'move', until: 'turn' });
    passUntil(s, (x) => x.decision?.prompt === 'bf.move');
    expect(options(s)).toContainEqual({ t: 'move', card: m.id, area: 'center' });
    answer(s, (o) => o.t === 'move' && o.area === 'center');
    expect(s.players[tp].center[0]).toBe(m);
    expect(s.players[tp].left).toHaveLength(0);
  });
});

describe('Buddyfight final phase (BF-Fin)', () => {
  it('BF-Q13 acceptance 44: monsters and items cannot attack in the final phase', () => {
    const s = turn2();
    const tp = tpOf(s);
    put(s, tp, 'left', 'Jamadhar Dragon');
    passUntil(s, (x) => x.decision?.prompt === 'bf.attack');
    answer(s, (o) => o.t === 'noAttack');
    passUntil(s, (x) => x.phase === 'final' || x.decision?.prompt === 'bf.attack');
    if (decision(s)?.prompt === 'bf.attack') answer(s, (o) => o.t === 'noAttack');
    passUntil(s, (x) => x.turn === 3);
    expect(s.log!.some((l) => l.e.t === 'attack')).toBe(false);
  });

  it('BF-Q15 acceptance 112: an impact without [Counter] is cast only at final-phase 1.1', () => {
    const s = turn2();
    const tp = tpOf(s);
    const op = opponent(tp);
    s.players[op].life = 4;
    clear(s, tp, 'hand');
    put(s, tp, 'hand', 'Gargantua Punisher!!');
    fill(s, tp, 'gauge', 4);
    reask(s);
    expect(options(s).some((o) => o.t === 'cast')).toBe(false); // main phase
    passUntil(s, (x) => x.phase === 'final');
    expect(s.step).toBe('final 1.1');
    expect(options(s).some((o) => o.t === 'cast')).toBe(true);
    answer(s, (o) => o.t === 'pass');
    passUntil(s, (x) => x.step === 'final 5.1' && x.decision?.seat === tp);
    expect(options(s).some((o) => o.t === 'cast')).toBe(false);
  });

  it('BF-Q16 acceptance 47: "attack with it": Drill Bunker!! rests the weapon, which attacks from target choice on', () => {
    const s = turn2('BF-TD02', 'BF-TD02');
    const tp = tpOf(s);
    const op = opponent(tp);
    const w = put(s, tp, 'item', 'Boulder Piercing Spear'); // power 3000, critical 2
    clear(s, tp, 'hand');
    put(s, tp, 'hand', 'Drill Bunker!!');
    fill(s, tp, 'gauge', 2);
    passUntil(s, (x) => x.phase === 'final' && x.decision?.prompt === 'bf.use.final');
    answer(s, (o) => o.t === 'cast');
    if (decision(s)?.prompt === 'bf.target') answer(s, (o) => o.t === 'target' && o.card === w.id);
    passUntil(s, (x) => x.decision?.prompt === 'bf.attackTarget');
    answer(s, (o) => o.t === 'attackFighter');
    expect(w.rested).toBe(true);
    passUntil(s, (x) => x.battle === null);
    expect(s.players[op].life).toBe(6); // critical 2 + 2
  });
});

describe('Buddyfight once per turn (BF-OPT)', () => {
  it('BF-OPT: "You may only cast <name> once per turn" is used up for every copy of the name, and comes back next turn', () => {
    const s = turn2('BF-TD02', 'BF-TD02');
    const tp = tpOf(s);
    s.players[tp].life = 5;
    clear(s, tp, 'hand');
    put(s, tp, 'hand', 'Survival Chance');
    put(s, tp, 'hand', 'Survival Chance');
    fill(s, tp, 'gauge', 2);
    reask(s);
    answer(s, (o) => o.t === 'cast');
    passUntil(s, (x) => x.decision?.prompt === 'bf.use.main' && x.players[tp].play.length === 0);
    expect(
      options(s).some(
        (o) => o.t === 'cast' && s.players[tp].hand.find((c) => c.id === o.card)?.code === code('Survival Chance'),
      ),
    ).toBe(false);
    void act;
  });
});

describe('Buddyfight reply windows of calls and automatic abilities (BF-Call 2, BF-Abil-Auto 2)', () => {
  it('BF-Q02 acceptance 107: a monster being called is not on the field yet, so a reply cannot choose it', () => {
    const s = turn2();
    const tp = tpOf(s);
    const op = opponent(tp);
    clear(s, tp, 'hand');
    clear(s, op, 'hand');
    const called = put(s, tp, 'hand', 'Bear-Trap Fang Dragon'); // power 4000: Dragon Breath could destroy it on the field
    const other = put(s, tp, 'right', 'Systemic Dagger Dragon'); // power 3000, already on the field
    put(s, op, 'hand', 'Dragon Breath');
    fill(s, op, 'gauge', 1);
    reask(s);
    answer(s, (o) => o.t === 'call' && o.card === called.id && o.area === 'left');
    expect(decision(s)!.seat).toBe(op);
    expect(decision(s)!.prompt).toBe('bf.reply');
    answer(s, (o) => o.t === 'cast');
    // only the monster already on the field can be chosen
    expect(options(s)).toEqual([{ t: 'target', card: other.id }]);
  });

  it('BF-Q06 acceptance 21: an automatic ability ("when this card enters the field") can be answered with a [Counter], which resolves first', () => {
    const s = turn2();
    const tp = tpOf(s);
    const op = opponent(tp);
    clear(s, tp, 'hand');
    clear(s, op, 'hand');
    const flare = put(s, tp, 'hand', 'Rising Flare Dragon');
    const victim = put(s, op, 'left', 'Jamadhar Dragon');
    put(s, op, 'hand', 'Dragon Breath');
    put(s, op, 'hand', 'Bronze Shield Dragon'); // keeps the opponent's hand open after the reply
    fill(s, op, 'gauge', 1);
    reask(s);
    answer(s, (o) => o.t === 'call' && o.card === flare.id && o.area === 'left');
    answer(s, (o) => o.t === 'pass'); // no reply to the call itself
    // the auto chooses its target, then the opponent may answer the auto
    answer(s, (o) => o.t === 'target' && o.card === victim.id);
    expect(decision(s)!.seat).toBe(op);
    expect(decision(s)!.prompt).toBe('bf.reply');
    const from = s.log!.length;
    answer(s, (o) => o.t === 'cast'); // no monster of power 4000 or less: it resolves doing nothing
    const events = s.log!.slice(from).map((l) => l.e as { t: string; to?: string; code?: string });
    const replyDone = events.findIndex((e) => e.t === 'move' && e.to === 'drop' && e.code === code('Dragon Breath'));
    const autoDone = events.findIndex((e) => e.t === 'destroyed');
    expect(replyDone).toBeGreaterThanOrEqual(0);
    expect(autoDone).toBeGreaterThan(replyDone); // the reply resolved first, then the auto
    expect(s.players[op].left).toHaveLength(0);
  });
});

describe('Buddyfight nullified cards and once per turn (BF-OPT)', () => {
  it('BF-Q27: a nullified card never resolved, so its "once per turn" was not used: another copy may be cast (Shining Rain, H-TD01/0013EN)', () => {
    const s = start('BF-TD02', 'BF-H-TD01', 1);
    passUntil(s, (x) => x.turn >= 2 && x.turnPlayer === 0 && x.decision?.prompt === 'bf.use.main');
    clear(s, 0, 'hand');
    clear(s, 1, 'hand');
    s.players[0].life = 5;
    const first = put(s, 0, 'hand', 'Survival Chance');
    const second = put(s, 0, 'hand', 'Survival Chance');
    fill(s, 0, 'gauge', 2);
    const rain = put(s, 1, 'hand', 'Shining Rain');
    put(s, 1, 'hand', 'H-TD01/0008EN'); // keeps its hand open after the reply
    fill(s, 1, 'gauge', 1);
    reask(s);
    answer(s, (o) => o.card === first.id);
    expect(decision(s)!.seat).toBe(1);
    expect(options(s)).toContainEqual({ t: 'cast', card: rain.id }); // in the reply window of a spell cast
    answer(s, (o) => o.card === rain.id);
    passUntil(s, (x) => x.decision?.seat === 0 && x.decision.prompt === 'bf.use.main');
    expect(s.players[0].drop.map((c) => c.code)).toContain(code('Survival Chance'));
    expect(s.players[0].hand.map((c) => c.id)).toEqual([second.id]); // nothing drawn
    expect(s.usedThisTurn).not.toContain('name:Survival Chance');
    expect(options(s)).toContainEqual({ t: 'cast', card: second.id });
    // positive control: Shining Rain is not usable outside the reply window of a spell
    answer(s, (o) => o.t === 'pass');
    expect(options(s).some((o) => o.card === rain.id)).toBe(false);
  });
});

describe('Buddyfight once per turn per card (BF-OPT)', () => {
  it('BF-Q25 BF-OPT: "this ability only activates once per turn" belongs to each card: two copies both activate, then neither again that turn (Thunder Mine, H-TD02/0008EN)', () => {
    const s = turn2('BF-H-TD02', 'BF-H-TD02');
    const tp = tpOf(s);
    const op = opponent(tp);
    clear(s, tp, 'hand');
    put(s, op, 'left', 'Ogre Size Dragon'); // size 1 each: both stay within the size limit
    put(s, op, 'right', 'Ogre Size Dragon');
    const first = put(s, tp, 'hand', 'Corpse Spirit, Draogul'); // size 1
    const second = put(s, tp, 'hand', 'Corpse Spirit, Draogul');
    put(s, tp, 'hand', 'Living Mad Gazer'); // kept in hand, so the main phase goes on
    reask(s);
    answer(s, (o) => o.t === 'call' && o.card === first.id && o.area === 'left');
    passUntil(s, (x) => x.decision?.seat === tp && x.decision.prompt === 'bf.use.main');
    expect(s.players[tp].life).toBe(8); // each copy activated once
    answer(s, (o) => o.t === 'call' && o.card === second.id && o.area === 'right');
    passUntil(s, (x) => x.decision?.seat === tp && x.decision.prompt === 'bf.use.main');
    expect(s.players[tp].right).toHaveLength(1);
    expect(s.players[tp].life).toBe(8); // neither activates a second time this turn
  });
});
