// BF-TD04 (Dungeon World, Adventurer): a test per card with abilities, each driving the engine through `act`.
import { describe, expect, it } from 'vitest';
import { decision, view } from '../../../src/core/engine.ts';
import { renderCard } from '../../../src/games/buddyfight/abilities/text.ts';
import type { BFView } from '../../../src/games/buddyfight/view.ts';
import { type BFState, opponent } from '../../../src/games/buddyfight/state.ts';
import { newCard } from '../../../src/games/buddyfight/zones.ts';
import { answer, clear, code, fill, options, passUntil, put, reask, settle, turn2, until } from '../scenario.ts';

const D = 'BF-TD04';

/** Link attack with the cards of these ids at `target` (a monster id) or the fighter (null). */
function linkAttack(s: BFState, ids: number[], target: number | null): void {
  passUntil(s, (x) => x.decision?.prompt === 'bf.attack');
  const want = [...ids].sort();
  answer(
    s,
    (o) =>
      (target === null ? o.t === 'attackFighter' : o.t === 'attack' && o.target === target) &&
      JSON.stringify([...(o.ids as number[])].sort()) === JSON.stringify(want),
  );
}

describe('BF-TD04 cards', () => {
  it('Dungeon World (TD04/0020EN): Dungeon World and Generic cards, not other worlds', () => {
    expect(renderCard('TD04/0020EN')).toMatch(/Dungeon World and Generic/);
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const mine = put(s, tp, 'hand', 'Dachs, Cobalt');
    const other = put(s, tp, 'hand', 'TD01/0007EN'); // a Dragon World monster
    reask(s);
    expect(options(s).some((o) => o.card === mine.id)).toBe(true);
    expect(options(s).some((o) => o.card === other.id)).toBe(false);
  });

  it.each([
    ['Silver Warrior, Quenzwei', 'TD04/0001EN', 3],
    ['Fledgling Warrior, Ocker Glaser', 'TD04/0007EN', 1],
  ])(
    '%s (%s): link attacking with another Adventurer gives it [Penetrate] for the turn (BF-Atk 3.2.1)',
    (name, c, crit) => {
      const s = turn2(D, D);
      const tp = s.turnPlayer;
      const op = opponent(tp);
      const w = put(s, tp, 'left', name);
      const mate = put(s, tp, 'right', 'Master Thief, Strohl Bird'); // an Adventurer
      const t = put(s, op, 'center', 'Mameshiba, Cobalt'); // defense 2000
      expect(renderCard(c)).toMatch(/link attacks with another 《Adventurer》/);
      linkAttack(s, [w.id, mate.id], t.id);
      passUntil(s, (x) => x.battle === null);
      expect(s.players[op].center).toHaveLength(0);
      expect(s.players[op].life).toBe(10 - crit);
    },
  );

  it('Silver Warrior, Quenzwei (TD04/0001EN): no [Penetrate] when its partner is not an Adventurer (control)', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const w = put(s, tp, 'left', 'Silver Warrior, Quenzwei');
    const mate = put(s, tp, 'right', 'Dachs, Cobalt'); // 《Dungeon Enemy》
    const t = put(s, op, 'center', 'Mameshiba, Cobalt');
    linkAttack(s, [w.id, mate.id], t.id);
    passUntil(s, (x) => x.battle === null);
    expect(s.players[op].center).toHaveLength(0);
    expect(s.players[op].life).toBe(10);
  });

  it('Legendary Warrior, Gao (TD04/0002EN): [Call Cost] 2 gauge and the top deck card into its soul; [Soulguard]', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const g = put(s, tp, 'hand', 'Legendary Warrior, Gao');
    clear(s, tp, 'gauge');
    fill(s, tp, 'gauge', 1);
    reask(s);
    expect(options(s).some((o) => o.card === g.id)).toBe(false); // 1 gauge: the cost cannot be paid
    fill(s, tp, 'gauge', 1);
    reask(s);
    const deck = s.players[tp].deck.length;
    const top = s.players[tp].deck[deck - 1].code;
    answer(s, (o) => o.t === 'call' && o.card === g.id && o.area === 'center');
    settle(s);
    const gao = s.players[tp].center[0];
    expect(gao.code).toBe('TD04/0002EN');
    expect(gao.soul.map((c) => c.code)).toEqual([top]);
    expect(s.players[tp].gauge).toHaveLength(0);
    expect(s.players[tp].deck).toHaveLength(deck - 1);
    expect(renderCard('TD04/0002EN')).toMatch(/\[Soulguard\]/);
  });

  it("Legendary Warrior, Gao (TD04/0002EN): when attacked, the attackers' [Penetrate] is nullified for the turn", () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const w = put(s, tp, 'left', 'Silver Warrior, Quenzwei');
    const mate = put(s, tp, 'right', 'Master Thief, Strohl Bird');
    const gao = put(s, op, 'center', 'Legendary Warrior, Gao'); // defense 5000, no soul
    linkAttack(s, [w.id, mate.id], gao.id);
    passUntil(s, (x) => x.battle === null);
    expect(s.players[op].center).toHaveLength(0); // 8000 ≥ 5000: destroyed
    expect(s.players[op].life).toBe(10); // [Penetrate] was nullified
  });

  it('Monk of Bread Deity, Prios (TD04/0003EN): [Move] at the start of the attack phase (BF-KW[Move])', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const m = put(s, tp, 'left', 'Monk of Bread Deity, Prios');
    passUntil(s, (x) => x.decision?.prompt === 'bf.move');
    expect(options(s)).toContainEqual({ t: 'move', card: m.id, area: 'center' });
    answer(s, (o) => o.t === 'move' && o.area === 'center');
    expect(s.players[tp].center.map((c) => c.id)).toEqual([m.id]);
  });

  it('Craftsman, Baku (TD04/0004EN): link attacking with another Adventurer charges the top deck card', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const b = put(s, tp, 'left', 'Craftsman, Baku');
    const mate = put(s, tp, 'right', 'Master Thief, Strohl Bird');
    const g = s.players[tp].gauge.length;
    linkAttack(s, [b.id, mate.id], null);
    passUntil(s, (x) => x.battle === null);
    expect(s.players[tp].gauge).toHaveLength(g + 1);
  });

  it('Sage, Kuguru (TD04/0008EN): link attacking with another Adventurer and no center monster of yours: +1 life; with one: nothing', () => {
    for (const withCenter of [false, true]) {
      const s = turn2(D, D);
      const tp = s.turnPlayer;
      const k = put(s, tp, 'left', 'Sage, Kuguru');
      const mate = put(s, tp, 'right', 'Master Thief, Strohl Bird');
      if (withCenter) put(s, tp, 'center', 'Mameshiba, Cobalt', { rested: true });
      linkAttack(s, [k.id, mate.id], null);
      passUntil(s, (x) => x.battle === null);
      expect(s.players[tp].life).toBe(withCenter ? 10 : 11);
    }
  });

  it("Rolling Stone (TD04/0010EN): 2 gauge: both center monsters' souls go to the drop zone, then both are destroyed ([Soulguard] cannot save them)", () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const mine = put(s, tp, 'center', 'Legendary Warrior, Gao');
    mine.soul.push(newCard(s, code('Dachs, Cobalt'), tp));
    const theirs = put(s, op, 'center', 'Legendary Warrior, Gao');
    theirs.soul.push(newCard(s, code('Dachs, Cobalt'), op));
    put(s, op, 'left', 'Mameshiba, Cobalt');
    const c = put(s, tp, 'hand', 'Rolling Stone');
    fill(s, tp, 'gauge', 2);
    const drops = [s.players[tp].drop.length, s.players[op].drop.length];
    reask(s);
    answer(s, (o) => o.card === c.id);
    settle(s);
    expect(s.players[tp].center).toHaveLength(0);
    expect(s.players[op].center).toHaveLength(0);
    expect(s.players[op].left).toHaveLength(1); // only the centers
    const added = (seat: 0 | 1, k: number) =>
      s.players[seat].drop
        .slice(drops[k])
        .map((x) => x.code)
        .sort();
    expect(added(op, 1)).toEqual(['TD04/0002EN', 'TD04/0005EN']);
    // Gao, its soul and the spell, and the 2 gauge paid.
    expect(added(tp, 0)).toHaveLength(5);
    expect(added(tp, 0)).toEqual(expect.arrayContaining(['TD04/0002EN', 'TD04/0005EN', 'TD04/0010EN']));
  });

  it('Oracle of Tuval (TD04/0011EN): only at 5 life or less: discard the hand, draw 3; once per turn by name', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const a = put(s, tp, 'hand', 'Oracle of Tuval');
    const b = put(s, tp, 'hand', 'Oracle of Tuval');
    put(s, tp, 'hand', 'Dachs, Cobalt');
    reask(s);
    expect(options(s).some((o) => o.card === a.id)).toBe(false); // life 10
    s.players[tp].life = 5;
    reask(s);
    answer(s, (o) => o.t === 'cast' && o.card === a.id);
    settle(s);
    expect(s.players[tp].hand).toHaveLength(3);
    expect(s.players[tp].drop.map((x) => x.code).sort()).toEqual(['TD04/0005EN', 'TD04/0011EN', 'TD04/0011EN']);
    const again = put(s, tp, 'hand', 'Oracle of Tuval');
    reask(s);
    expect(options(s).some((o) => o.card === again.id)).toBe(false);
    void b;
  });

  it('Pillar of Fire (TD04/0012EN): 1 gauge, no center monster of yours: [Counter] destroys a monster with defense 6000 or less', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const weak = put(s, op, 'left', 'Legendary Warrior, Gao'); // defense 5000
    put(s, op, 'right', 'TD02/0001EN'); // Armorknight Black Drake, defense 7000
    const c = put(s, tp, 'hand', 'Pillar of Fire');
    fill(s, tp, 'gauge', 1);
    const blocker = put(s, tp, 'center', 'Mameshiba, Cobalt');
    reask(s);
    expect(options(s).some((o) => o.card === c.id)).toBe(false); // a monster in your center
    s.players[tp].center.splice(0);
    s.players[tp].deck.unshift(blocker);
    reask(s);
    answer(s, (o) => o.card === c.id);
    expect(options(s)).toEqual([{ t: 'target', card: weak.id }]);
    answer(s, () => true);
    settle(s);
    expect(s.players[op].left).toHaveLength(0);
    expect(s.players[op].right).toHaveLength(1);
  });

  it("Dungeon Pit (TD04/0013EN): after a size 2 or less monster enters the opponent's center, [Counter] rests it (BF-Oth[When…])", () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const pit = put(s, op, 'hand', 'Dungeon Pit');
    const m = put(s, tp, 'hand', 'Silver Warrior, Quenzwei'); // size 2
    reask(s);
    answer(s, (o) => o.t === 'call' && o.card === m.id && o.area === 'center');
    // The reply window of the call: the monster has not entered yet (BF-Q02), so the pit cannot be cast.
    expect(decision(s)!.seat).toBe(op);
    expect(options(s).some((o) => o.card === pit.id)).toBe(false);
    answer(s, (o) => o.t === 'pass');
    // 2.1: the turn fighter has nothing to use (not asked); 6.1: the pit answers the entry.
    expect(decision(s)!.prompt).toBe('bf.use.counter');
    expect(decision(s)!.seat).toBe(op);
    answer(s, (o) => o.card === pit.id);
    const called = s.players[tp].center[0];
    answer(s, (o) => o.t === 'target' && o.card === called.id);
    passUntil(s, (x) => x.players[op].play.length === 0 && x.decision !== null);
    expect(s.players[tp].center[0].rested).toBe(true);
  });

  it('Dungeon Pit (TD04/0013EN): not for a size 3 monster, and the window closes once an unrelated card resolves outside a [Counter] window', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const pit = put(s, op, 'hand', 'Dungeon Pit');
    const m = put(s, tp, 'hand', 'Craftsman, Baku'); // size 2
    const blade = put(s, tp, 'hand', 'Origin Blade, Enemy Breaker');
    reask(s);
    answer(s, (o) => o.t === 'call' && o.card === m.id && o.area === 'center');
    answer(s, (o) => o.t === 'pass');
    until(s, tp, 'bf.use.main');
    answer(s, (o) => o.t === 'equip' && o.card === blade.id);
    // The equip's reply window is a [Counter] window: the pit may still answer the entry here.
    expect(decision(s)!.seat).toBe(op);
    expect(options(s).some((o) => o.card === pit.id)).toBe(true);
    answer(s, (o) => o.t === 'pass');
    until(s, tp, 'bf.use.main');
    answer(s, (o) => o.t === 'pass');
    expect(decision(s)!.seat).toBe(op);
    expect(options(s).some((o) => o.card === pit.id)).toBe(false); // the equip resolved: declined
    // A size 3 monster never opens the window (control on size).
    const s2 = turn2(D, D);
    const tp2 = s2.turnPlayer;
    s2.players[tp2].flag[0].code = 'TD02/0017EN'; // the turn fighter plays Danger World
    const pit2 = put(s2, opponent(tp2), 'hand', 'Dungeon Pit');
    const big = put(s2, tp2, 'hand', 'TD02/0001EN'); // Armorknight Black Drake, size 3
    put(s2, tp2, 'hand', 'TD02/0002EN'); // kept in hand, so the turn fighter is asked at 2.1
    fill(s2, tp2, 'gauge', 3);
    reask(s2);
    answer(s2, (o) => o.t === 'call' && o.card === big.id && o.area === 'center');
    answer(s2, (o) => o.t === 'pass');
    until(s2, tp2, 'bf.use.main');
    answer(s2, (o) => o.t === 'pass');
    expect(decision(s2)!.seat).toBe(opponent(tp2));
    expect(options(s2).some((o) => o.card === pit2.id)).toBe(false);
  });

  it('Divine Protection of Shalsana (TD04/0014EN): 1 gauge, during an attack on you: nullify it and gain 1 life', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    put(s, tp, 'left', 'Dachs, Cobalt');
    const c = put(s, op, 'hand', 'Divine Protection of Shalsana');
    fill(s, op, 'gauge', 1);
    reask(s);
    expect(options(s).some((o) => o.card === c.id)).toBe(false); // the turn fighter's question; not op's card
    passUntil(s, (x) => x.decision?.prompt === 'bf.attack');
    answer(s, (o) => o.t === 'attackFighter');
    until(s, op, 'bf.use.counter');
    answer(s, (o) => o.card === c.id);
    passUntil(s, (x) => x.battle === null);
    expect(s.players[op].life).toBe(11);
  });

  it('Mission Card "Party Formed!" (TD04/0015EN): [Set]; when another Mission card is [Set]: +1 life, an Adventurer from the deck to the hand, then it goes to the drop zone', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const pf = put(s, tp, 'hand', 'TD04/0015EN');
    put(s, tp, 'hand', 'Dachs, Cobalt'); // kept in hand, so the main phase goes on
    reask(s);
    answer(s, (o) => o.card === pf.id);
    settle(s);
    expect(s.players[tp].spell.map((c) => c.code)).toEqual(['TD04/0015EN']);
    const dm = put(s, tp, 'hand', 'TD04/0016EN');
    fill(s, tp, 'gauge', 1);
    reask(s);
    answer(s, (o) => o.card === dm.id);
    until(s, tp, 'bf.search');
    for (const id of decision(s)!.looking!) {
      const card = s.players[tp].deck.find((c) => c.id === id)!;
      expect(code(card.code)).toBe(card.code);
    }
    answer(s, (o) => o.t === 'search');
    settle(s);
    expect(s.players[tp].life).toBe(11);
    expect(s.players[tp].hand).toHaveLength(2);
    expect(s.players[tp].spell.map((c) => c.code)).toEqual(['TD04/0016EN']);
    expect(s.players[tp].drop.map((c) => c.code)).toContain('TD04/0015EN');
  });

  it('Mission Card "Defeat Monsters!" (TD04/0016EN): [Set], one on the field; your Adventurer\'s attack destroys: a face-down soul card; at 2 the soul goes to the hand and it to the drop zone', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const dm = put(s, tp, 'hand', 'TD04/0016EN');
    const second = put(s, tp, 'hand', 'TD04/0016EN');
    reask(s);
    answer(s, (o) => o.t === 'cast' && o.card === dm.id);
    settle(s);
    expect(options(s).some((o) => o.card === second.id)).toBe(false); // only one on your field
    const a = put(s, tp, 'left', 'Silver Warrior, Quenzwei');
    const b = put(s, tp, 'right', 'Master Thief, Strohl Bird');
    const t1 = put(s, op, 'left', 'Mameshiba, Cobalt');
    const t2 = put(s, op, 'right', 'Mameshiba, Cobalt');
    passUntil(s, (x) => x.decision?.prompt === 'bf.attack');
    answer(s, (o) => o.t === 'attack' && o.target === t1.id && JSON.stringify(o.ids) === JSON.stringify([a.id]));
    passUntil(s, (x) => x.battle === null);
    const set = s.players[tp].spell[0];
    expect(set.soul).toHaveLength(1);
    expect(set.soul[0].faceDown).toBe(true);
    const theirs = (view(s, op) as BFView).players[tp].spell[0].soul!;
    expect(theirs).toEqual([{ id: set.soul[0].id, faceDown: true }]); // the opponent cannot see it
    const mine = (view(s, tp) as BFView).players[tp].spell[0].soul!;
    expect(mine[0].code).toBe(set.soul[0].code);
    const hand = s.players[tp].hand.length;
    passUntil(s, (x) => x.decision?.prompt === 'bf.attack');
    answer(s, (o) => o.t === 'attack' && o.target === t2.id && JSON.stringify(o.ids) === JSON.stringify([b.id]));
    passUntil(s, (x) => x.battle === null && x.pending.length === 0 && x.players[tp].spell.length === 0);
    expect(s.players[tp].hand).toHaveLength(hand + 2);
    expect(s.players[tp].drop.map((c) => c.code)).toContain('TD04/0016EN');
  });

  it('Conquering Blade, Dungeon Domination (TD04/0017EN): [Equip Cost] 1 gauge', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const c = put(s, tp, 'hand', 'TD04/0017EN');
    clear(s, tp, 'gauge');
    reask(s);
    expect(options(s).some((o) => o.card === c.id)).toBe(false);
    fill(s, tp, 'gauge', 1);
    reask(s);
    answer(s, (o) => o.t === 'equip' && o.card === c.id);
    settle(s);
    expect(s.players[tp].item.map((x) => x.code)).toEqual(['TD04/0017EN']);
    expect(s.players[tp].gauge).toHaveLength(0);
  });

  it('Dead End Crush! (TD04/0019EN): opponent at 3 or less, an Adventurer and a Weapon of yours: 3 damage that cannot be nullified', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    s.players[op].life = 3;
    const c = put(s, tp, 'hand', 'Dead End Crush!');
    put(s, tp, 'left', 'Sage, Kuguru');
    put(s, op, 'hand', 'H-TD01/0013EN'); // a nullifying [Counter] the opponent cannot use on it anyway
    passUntil(s, (x) => x.step === 'final 1.1' && x.decision?.seat === tp);
    expect(options(s).some((o) => o.card === c.id)).toBe(false); // no 《Weapon》 equipped
    put(s, tp, 'item', 'Origin Blade, Enemy Breaker');
    reask(s);
    answer(s, (o) => o.card === c.id);
    passUntil(s, (x) => x.result !== null);
    expect(s.result!.winner).toBe(tp);
    expect(renderCard('TD04/0019EN')).toMatch(/cannot be nullified/);
  });
});
