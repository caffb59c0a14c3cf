// BF-TD02 (Danger World, Armorknight): a test per card with abilities, each driving the engine through `act`.
import { describe, expect, it } from 'vitest';
import { decision } from '../../../src/core/engine.ts';
import { renderCard } from '../../../src/games/buddyfight/abilities/text.ts';
import { opponent } from '../../../src/games/buddyfight/state.ts';
import { answer, code, fill, options, passUntil, put, reask, settle, turn2, until } from '../scenario.ts';

const D = 'BF-TD02';

describe('BF-TD02 cards', () => {
  it('Danger World (TD02/0017EN): its fighter may use Danger World and Generic cards, not Dragon World ones', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const own = put(s, tp, 'hand', 'Armorknight Griffin');
    const foreign = put(s, tp, 'hand', 'Jamadhar Dragon');
    reask(s);
    expect(options(s).some((o) => o.card === own.id)).toBe(true);
    expect(options(s).some((o) => o.card === foreign.id)).toBe(false);
    expect(renderCard('TD02/0017EN')).toMatch(/Danger World and Generic/);
  });

  it('Armorknight Black Drake (TD02/0001EN): [Call Cost] 3 gauge', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    s.players[tp].buddy[0].rested = true;
    const c = put(s, tp, 'hand', 'Armorknight Black Drake');
    reask(s);
    expect(options(s).some((o) => o.card === c.id)).toBe(false); // 2 gauge
    fill(s, tp, 'gauge', 1);
    reask(s);
    answer(s, (o) => o.card === c.id && o.area === 'center');
    expect(s.players[tp].gauge).toHaveLength(0);
  });

  it('Armorknight Cerberus (TD02/0003EN): 【Act】 puts a size 1 or less Armorknight into its soul; "Full Fire" drops a soul to destroy; [Soulguard]', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const cerb = put(s, tp, 'left', 'Armorknight Cerberus');
    const ogre = put(s, tp, 'right', 'Armorknight Ogre'); // size 1
    const foe = put(s, op, 'center', 'Armorknight Minotaur');
    reask(s);
    expect(
      options(s)
        .filter((o) => o.t === 'act')
        .map((o) => o.ability),
    ).toEqual([0]); // no soul: no Full Fire
    answer(s, (o) => o.t === 'act' && o.ability === 0);
    expect(options(s)).toEqual([{ t: 'target', card: ogre.id }]);
    answer(s, () => true);
    settle(s);
    expect(cerb.soul.map((c) => c.code)).toEqual([code('Armorknight Ogre')]);
    expect(s.players[tp].right).toHaveLength(0);
    answer(s, (o) => o.t === 'act' && o.ability === 1);
    answer(s, (o) => o.card === foe.id);
    passUntil(s, (x) => x.decision?.prompt === 'bf.mayPay');
    answer(s, (o) => o.t === 'pay');
    settle(s);
    expect(cerb.soul).toHaveLength(0);
    expect(s.players[op].center).toHaveLength(0);
    expect(renderCard('TD02/0003EN')).toMatch(/\[Soulguard\]/);
  });

  it('Crimson Slash (TD02/0009EN): 1 gauge, no center monster of yours: destroys a size 1 or 2 monster', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const c = put(s, tp, 'hand', 'Crimson Slash');
    const two = put(s, op, 'left', 'Armorknight Griffin');
    put(s, op, 'right', 'Armorknight Eagle'); // size 0: not a choice
    const mine = put(s, tp, 'center', 'Armorknight Ogre');
    reask(s);
    expect(options(s).some((o) => o.card === c.id)).toBe(false);
    s.players[tp].center.splice(0, 1);
    s.players[tp].drop.push(mine);
    reask(s);
    answer(s, (o) => o.card === c.id);
    expect(options(s)).toEqual([{ t: 'target', card: two.id }]);
    answer(s, () => true);
    settle(s);
    expect(s.players[op].left).toHaveLength(0);
    expect(s.players[op].right).toHaveLength(1);
  });

  it('Survival Chance (TD02/0010EN): 1 gauge, at 5 life or less: draw 2; once per turn by name', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const c = put(s, tp, 'hand', 'Survival Chance');
    reask(s);
    expect(options(s).some((o) => o.card === c.id)).toBe(false);
    s.players[tp].life = 5;
    reask(s);
    answer(s, (o) => o.card === c.id);
    settle(s);
    expect(s.players[tp].hand).toHaveLength(2);
    expect(s.usedThisTurn).toContain('name:Survival Chance');
  });

  it('Battle Aura Circle (TD02/0011EN): [Counter] during an attack on you with no center monster: nullify the attack', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    put(s, tp, 'left', 'Armorknight Griffin');
    const c = put(s, op, 'hand', 'Battle Aura Circle');
    passUntil(s, (x) => x.decision?.prompt === 'bf.attack');
    answer(s, (o) => o.t === 'attackFighter');
    until(s, op, 'bf.use.counter');
    answer(s, (o) => o.card === c.id);
    passUntil(s, (x) => x.battle === null);
    expect(s.players[op].life).toBe(10);
  });

  it('Invigorating Breath (TD02/0012EN): with a Weapon equipped and no center monster: gain 4, less 1 per copy in your drop zone', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const c = put(s, tp, 'hand', 'Invigorating Breath');
    reask(s);
    expect(options(s).some((o) => o.card === c.id)).toBe(false); // no weapon
    put(s, tp, 'item', 'Boulder Piercing Spear');
    put(s, tp, 'drop', 'Invigorating Breath');
    reask(s);
    answer(s, (o) => o.card === c.id);
    settle(s);
    expect(s.players[tp].life).toBe(13);
  });

  it('Hysteric Spear (TD02/0013EN): [Equip Cost] 2 gauge; [Penetrate]', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const c = put(s, tp, 'hand', 'Hysteric Spear');
    const t = put(s, op, 'center', 'Armorknight Eagle');
    reask(s);
    answer(s, (o) => o.card === c.id);
    expect(s.players[tp].gauge).toHaveLength(0);
    settle(s);
    passUntil(s, (x) => x.decision?.prompt === 'bf.attack');
    answer(s, (o) => o.t === 'attack' && o.target === t.id);
    passUntil(s, (x) => x.battle === null);
    expect(s.players[op].life).toBe(8);
  });

  it('Drill Bunker!! (TD02/0015EN): 2 gauge, no center monster: a Weapon gets +4000, critical+2 and [Penetrate] for the turn and attacks', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const w = put(s, tp, 'item', 'Hysteric Spear');
    const t = put(s, op, 'center', 'Armorknight Hellhound'); // defense 6000
    const c = put(s, tp, 'hand', 'Drill Bunker!!');
    passUntil(s, (x) => x.step === 'final 1.1' && x.decision?.seat === tp);
    answer(s, (o) => o.card === c.id);
    passUntil(s, (x) => x.decision?.prompt === 'bf.attackTarget');
    expect(w.mods.some((m) => m.power === 4000 && m.critical === 2 && m.keyword === 'penetrate')).toBe(true);
    answer(s, (o) => o.t === 'attack' && o.target === t.id);
    passUntil(s, (x) => x.battle === null);
    expect(s.players[op].center).toHaveLength(0);
    expect(s.players[op].life).toBe(6); // [Penetrate]: critical 2 + 2
    expect(decision(s)).not.toBeNull();
  });

  it('My Buddy! (TD02/0016EN): it may Buddy Call the buddy (Armorknight Black Drake)', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const mb = put(s, tp, 'hand', 'TD02/0016EN');
    fill(s, tp, 'gauge', 1);
    reask(s);
    answer(s, (o) => o.t === 'buddyCall' && o.card === mb.id && o.area === 'center');
    settle(s);
    expect(s.players[tp].center.map((c) => c.code)).toEqual(['TD02/0001EN']);
    expect(s.players[tp].life).toBe(11);
  });
});
