// BF-H-TD02 (Parade of Hundred Demons): a test per card with abilities, each driving the engine through `act`.
import { describe, expect, it } from 'vitest';
import { decision } from '../../../src/core/engine.ts';
import { renderCard } from '../../../src/games/buddyfight/abilities/text.ts';
import { opponent } from '../../../src/games/buddyfight/state.ts';
import { answer, clear, fill, options, passUntil, put, reask, settle, turn2, until } from '../scenario.ts';

const D = 'BF-H-TD02';

describe('BF-H-TD02 cards', () => {
  it('Parade of Hundred Demons (H-TD02/0017EN): 《Hundred Demons》 and Generic cards, of any world', () => {
    expect(renderCard('H-TD02/0017EN')).toMatch(/Generic and 《Hundred Demons》/);
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const hd = put(s, tp, 'hand', 'Living Mad Gazer'); // Dungeon World, 《Hundred Demons》
    const other = put(s, tp, 'hand', 'Dachs, Cobalt'); // Dungeon World, not 《Hundred Demons》
    reask(s);
    expect(options(s).some((o) => o.card === hd.id)).toBe(true);
    expect(options(s).some((o) => o.card === other.id)).toBe(false);
  });

  it('Hundred Demons General, Gokumengaiou (H-TD02/0001EN): 2 gauge; 【Act】 discard a 《Hundred Demons》: destroy a size 2 or less', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const g = put(s, tp, 'hand', 'Hundred Demons General, Gokumengaiou');
    clear(s, tp, 'gauge');
    fill(s, tp, 'gauge', 2);
    const small = put(s, op, 'left', 'Mameshiba, Cobalt'); // size 0
    put(s, op, 'right', 'Hundred Demons General, Gokumengaiou'); // size 3: not a target
    const wrong = put(s, tp, 'hand', 'Dachs, Cobalt'); // not 《Hundred Demons》
    reask(s);
    answer(s, (o) => o.t === 'call' && o.card === g.id && o.area === 'center');
    settle(s);
    const gen = s.players[tp].center[0];
    expect(options(s).some((o) => o.t === 'act')).toBe(false); // no 《Hundred Demons》 to discard
    const fodder = put(s, tp, 'hand', 'Living Mad Gazer');
    reask(s);
    answer(s, (o) => o.t === 'act' && o.card === gen.id);
    expect(options(s)).toEqual([{ t: 'target', card: small.id }]);
    answer(s, () => true);
    passUntil(s, (x) => x.decision?.prompt === 'bf.mayPay');
    answer(s, (o) => o.t === 'pay');
    expect(decision(s)!.prompt).toBe('bf.discardCost');
    expect(options(s)).toEqual([{ t: 'discard', card: fodder.id }]); // only a 《Hundred Demons》
    answer(s, () => true);
    settle(s);
    expect(s.players[op].left).toHaveLength(0);
    expect(s.players[op].right).toHaveLength(1);
    expect(s.players[tp].hand.map((c) => c.id)).toEqual([wrong.id]);
  });

  it('Evil Dragon, Gataraoroch (H-TD02/0003EN): 1 gauge; entering with another 《Hundred Demons》: destroy a size 2 or less; alone: nothing', () => {
    for (const withOther of [true, false]) {
      const s = turn2(D, D);
      const tp = s.turnPlayer;
      const op = opponent(tp);
      const c = put(s, tp, 'hand', 'Evil Dragon, Gataraoroch');
      put(s, tp, 'hand', 'Living Mad Gazer'); // kept in hand
      if (withOther) put(s, tp, 'left', 'Corpse Spirit, Draogul');
      const t = put(s, op, 'center', 'Dark Dragon, Demochill'); // size 2
      reask(s);
      answer(s, (o) => o.t === 'call' && o.card === c.id && o.area === 'right');
      passUntil(s, (x) => x.decision?.prompt === 'bf.target' || x.decision?.prompt === 'bf.use.main');
      if (withOther) answer(s, (o) => o.card === t.id);
      settle(s);
      expect(s.players[op].center).toHaveLength(withOther ? 0 : 1);
    }
  });

  it.each([
    ['Poisonous Water Dragon, Zazamera', 'H-TD02/0004EN', 'Dark Dragon, Demochill', 'Corpse Spirit, Draogul'],
    ['Thunder Summoner, Reiki', 'H-TD02/0005EN', 'Hundred Demons General, Gokumengaiou', 'Dark Dragon, Demochill'],
    ['Ogre Size Dragon', 'H-TD02/0008EN', 'Corpse Spirit, Draogul', 'Dark Dragon, Demochill'],
  ])(
    '%s (%s): "Thunder Mine": a monster of that size entering the opponent\'s field deals 1 damage; another size does not',
    (name, c, right, wrong) => {
      expect(renderCard(c)).toMatch(/Thunder Mine/);
      for (const [enter, dmg] of [
        [wrong, 0],
        [right, 1],
      ] as const) {
        const s = turn2(D, D);
        const tp = s.turnPlayer;
        const op = opponent(tp);
        put(s, op, 'left', name);
        const m = put(s, tp, 'hand', enter);
        put(s, tp, 'hand', 'Living Mad Gazer'); // kept in hand
        fill(s, tp, 'gauge', 2);
        reask(s);
        answer(s, (o) => o.t === 'call' && o.card === m.id && o.area === 'center');
        settle(s);
        expect(s.players[tp].life).toBe(10 - dmg);
      }
    },
  );

  it('Hundred Demons Sorcery, Tennomimakari (H-TD02/0009EN): 1 damage and +1 life', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const c = put(s, tp, 'hand', 'Hundred Demons Sorcery, Tennomimakari');
    put(s, tp, 'hand', 'Living Mad Gazer');
    reask(s);
    answer(s, (o) => o.card === c.id);
    settle(s);
    expect(s.players[tp].life).toBe(11);
    expect(s.players[opponent(tp)].life).toBe(9);
  });

  it('Hundred Demons Sorcery, Ryubokushihai (H-TD02/0010EN): 1 gauge, [Counter]: destroy a size 1 or less of the opponent, +1 life', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const small = put(s, op, 'left', 'Corpse Spirit, Draogul');
    put(s, op, 'right', 'Dark Dragon, Demochill');
    const c = put(s, tp, 'hand', 'Hundred Demons Sorcery, Ryubokushihai');
    put(s, tp, 'hand', 'Living Mad Gazer');
    fill(s, tp, 'gauge', 1);
    reask(s);
    answer(s, (o) => o.card === c.id);
    expect(options(s)).toEqual([{ t: 'target', card: small.id }]);
    answer(s, () => true);
    settle(s);
    expect(s.players[op].left).toHaveLength(0);
    expect(s.players[op].right).toHaveLength(1);
    expect(s.players[tp].life).toBe(11);
  });

  it("Hundred Demons' Tome of Judgement (H-TD02/0011EN): at 5 life or less: discard the hand, draw 3 (even from an empty hand); once per turn", () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const c = put(s, tp, 'hand', "Hundred Demons' Tome of Judgement");
    reask(s);
    expect(options(s).some((o) => o.card === c.id)).toBe(false);
    s.players[tp].life = 5;
    reask(s);
    answer(s, (o) => o.card === c.id);
    settle(s);
    expect(s.players[tp].hand).toHaveLength(3);
    const again = put(s, tp, 'hand', "Hundred Demons' Tome of Judgement");
    reask(s);
    expect(options(s).some((o) => o.card === again.id)).toBe(false);
  });

  it('Starved Yamigedo (H-TD02/0012EN): [Set], one on the field; when a monster of yours is destroyed, charge 1', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const a = put(s, op, 'hand', 'Starved Yamigedo');
    const b = put(s, op, 'hand', 'Starved Yamigedo');
    put(s, op, 'spell', 'Starved Yamigedo');
    const mine = put(s, op, 'center', 'Corpse Spirit, Draogul'); // defense 1000
    put(s, tp, 'left', 'Dark Dragon, Demochill');
    passUntil(s, (x) => x.decision?.seat === op && x.decision.prompt === 'bf.use.counter');
    expect(options(s).some((o) => o.card === a.id || o.card === b.id)).toBe(false); // not a [Counter] anyway
    const g = s.players[op].gauge.length;
    passUntil(s, (x) => x.decision?.prompt === 'bf.attack');
    answer(s, (o) => o.t === 'attack' && o.target === mine.id);
    passUntil(s, (x) => x.battle === null && x.pending.length === 0 && x.step === 'attack 4.3');
    expect(s.players[op].center).toHaveLength(0);
    expect(s.players[op].gauge).toHaveLength(g + 1);
    // Only one on your field: a second copy cannot be cast while one is [Set].
    const s2 = turn2(D, D);
    const t2 = s2.turnPlayer;
    const one = put(s2, t2, 'hand', 'Starved Yamigedo');
    const two = put(s2, t2, 'hand', 'Starved Yamigedo');
    reask(s2);
    answer(s2, (o) => o.card === one.id);
    settle(s2);
    expect(s2.players[t2].spell).toHaveLength(1);
    expect(options(s2).some((o) => o.card === two.id)).toBe(false);
  });

  it('Hundred Demons Sorcery, Yamitagae (H-TD02/0013EN): during an attack on you with a 《Hundred Demons》 of yours: nullify it', () => {
    for (const withHd of [false, true]) {
      const s = turn2(D, D);
      const tp = s.turnPlayer;
      const op = opponent(tp);
      put(s, tp, 'left', 'Dark Dragon, Demochill');
      if (withHd) put(s, op, 'left', 'Corpse Spirit, Draogul');
      const c = put(s, op, 'hand', 'Hundred Demons Sorcery, Yamitagae');
      passUntil(s, (x) => x.decision?.prompt === 'bf.attack');
      answer(s, (o) => o.t === 'attackFighter');
      until(s, op, 'bf.use.counter');
      expect(options(s).some((o) => o.card === c.id)).toBe(withHd);
      if (withHd) answer(s, (o) => o.card === c.id);
      passUntil(s, (x) => x.battle === null);
      expect(s.players[op].life).toBe(withHd ? 10 : 8);
    }
  });

  it('Hungry Claw, Raiga (H-TD02/0014EN): [Equip Cost] 1 gauge', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const c = put(s, tp, 'hand', 'Hungry Claw, Raiga');
    clear(s, tp, 'gauge');
    reask(s);
    expect(options(s).some((o) => o.card === c.id)).toBe(false);
    fill(s, tp, 'gauge', 1);
    reask(s);
    answer(s, (o) => o.t === 'equip' && o.card === c.id);
    settle(s);
    expect(s.players[tp].item.map((x) => x.code)).toEqual(['H-TD02/0014EN']);
  });

  it('Fiendish Blade, Urahonekui (H-TD02/0015EN): 1 gauge and 1 life; it may attack with a monster in your center (control: Hungry Claw may not)', () => {
    for (const name of ['Fiendish Blade, Urahonekui', 'Hungry Claw, Raiga']) {
      const s = turn2(D, D);
      const tp = s.turnPlayer;
      const c = put(s, tp, 'hand', name);
      put(s, tp, 'hand', 'Living Mad Gazer');
      fill(s, tp, 'gauge', 1);
      put(s, tp, 'center', 'Dark Dragon, Demochill', { rested: true });
      reask(s);
      answer(s, (o) => o.t === 'equip' && o.card === c.id);
      settle(s);
      const item = s.players[tp].item[0];
      if (name === 'Fiendish Blade, Urahonekui') expect(s.players[tp].life).toBe(9);
      passUntil(s, (x) => x.decision?.prompt === 'bf.attack' || x.phase === 'final');
      const can = options(s).some((o) => Array.isArray(o.ids) && (o.ids as number[]).includes(item.id));
      expect(can).toBe(name === 'Fiendish Blade, Urahonekui');
    }
  });

  it('"Beast Mode", Hungry Claw War! (H-TD02/0016EN): 3 gauge, no center monster of yours and a 《Weapon》 equipped: 3 damage', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const c = put(s, tp, 'hand', '"Beast Mode", Hungry Claw War!');
    fill(s, tp, 'gauge', 3);
    passUntil(s, (x) => x.step === 'final 1.1' && x.decision?.seat === tp);
    expect(options(s).some((o) => o.card === c.id)).toBe(false); // no 《Weapon》
    put(s, tp, 'item', 'Hungry Claw, Raiga');
    reask(s);
    answer(s, (o) => o.card === c.id);
    passUntil(s, (x) => x.players[tp].play.length === 0 && x.decision !== null);
    expect(s.players[op].life).toBe(7);
  });
});
