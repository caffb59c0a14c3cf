// BF-TD03 (Dragon World, Jackknife): a test per card with abilities, each driving the engine through `act`.
import { describe, expect, it } from 'vitest';
import { decision } from '../../../src/core/engine.ts';
import { renderCard } from '../../../src/games/buddyfight/abilities/text.ts';
import { opponent } from '../../../src/games/buddyfight/state.ts';
import { answer, code, fill, options, passUntil, put, reask, settle, turn2, until } from '../scenario.ts';

const D = 'BF-TD03';

describe('BF-TD03 cards', () => {
  it('Dragon World (TD03/0019EN): Dragon World and Generic cards', () => {
    expect(renderCard('TD03/0019EN')).toMatch(/Dragon World and Generic/);
    const s = turn2(D, D);
    const c = put(s, s.turnPlayer, 'hand', 'Gust Charging Dragon');
    reask(s);
    expect(options(s).some((o) => o.card === c.id)).toBe(true);
  });

  it('Jackknife "Thunder Storm" (TD03/0001EN): called on top of a Jackknife (1 gauge); "Thunder Raid" from left or right: pay 2 life to destroy; [Soulguard]', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const c = put(s, tp, 'hand', 'TD03/0001EN');
    reask(s);
    expect(options(s).some((o) => o.card === c.id)).toBe(false); // no Jackknife to go on
    put(s, tp, 'left', 'Jackknife Dragon');
    const foe = put(s, op, 'center', 'Hammer Mace Dragon');
    reask(s);
    expect(options(s).filter((o) => o.card === c.id)).toEqual([{ t: 'call', card: c.id, area: 'left' }]);
    answer(s, (o) => o.card === c.id);
    settle(s);
    const top = s.players[tp].left[0];
    expect(top.code).toBe('TD03/0001EN');
    expect(top.soul.map((x) => x.code)).toEqual([code('Jackknife Dragon')]);
    answer(s, (o) => o.t === 'act' && o.card === top.id);
    answer(s, (o) => o.card === foe.id);
    passUntil(s, (x) => x.decision?.prompt === 'bf.mayPay');
    answer(s, (o) => o.t === 'pay');
    settle(s);
    expect(s.players[tp].life).toBe(8);
    expect(s.players[op].center).toHaveLength(0);
    expect(renderCard('TD03/0001EN')).toMatch(/\[Soulguard\]/);
  });

  it('Jackknife "Dispersal" (TD03/0002EN): called on top of a Jackknife; [Penetrate] while on the left or right', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const c = put(s, tp, 'hand', 'TD03/0002EN');
    put(s, tp, 'right', 'Jackknife Dragon');
    const t = put(s, op, 'center', 'Latale Shield Dragon'); // defense 4000
    reask(s);
    answer(s, (o) => o.card === c.id && o.area === 'right');
    settle(s);
    passUntil(s, (x) => x.decision?.prompt === 'bf.attack');
    answer(s, (o) => o.t === 'attack' && o.target === t.id);
    passUntil(s, (x) => x.battle === null);
    expect(s.players[op].life).toBe(7); // [Penetrate]: critical 3
  });

  it('Jackknife Dragon (TD03/0004EN): 【Act】 pay 2 gauge: a Jackknife monster from the deck is called on top of it; the deck is shuffled', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const jd = put(s, tp, 'center', 'Jackknife Dragon');
    fill(s, tp, 'gauge', 0);
    reask(s);
    answer(s, (o) => o.t === 'act' && o.card === jd.id);
    answer(s, (o) => o.t === 'pay');
    expect(decision(s)!.prompt).toBe('bf.search');
    const look = decision(s)!.looking!;
    const deck = s.players[tp].deck;
    expect(look.length).toBeGreaterThan(0);
    for (const id of look) expect(deck.find((c) => c.id === id)!.code).toMatch(/TD03\/000[124]EN/);
    const before = deck.map((c) => c.id);
    answer(s, (o) => o.t === 'search');
    expect(s.players[tp].deck.map((c) => c.id).some((id) => before.includes(id))).toBe(false); // new ids after the shuffle
    settle(s);
    const top = s.players[tp].center[0];
    expect(top.soul.map((c) => c.code)).toEqual([code('Jackknife Dragon')]);
    expect(s.players[tp].gauge).toHaveLength(0);
  });

  it('Slashknife Dragon (TD03/0008EN): "Shadow Maneuver": pay 1 gauge: this turn it may attack past a center monster', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const sk = put(s, tp, 'left', 'Slashknife Dragon');
    put(s, opponent(tp), 'center', 'Bronze Shield Dragon');
    reask(s);
    answer(s, (o) => o.t === 'act' && o.card === sk.id);
    answer(s, (o) => o.t === 'pay');
    settle(s);
    passUntil(s, (x) => x.decision?.prompt === 'bf.attack');
    expect(options(s)).toContainEqual({ t: 'attackFighter', ids: [sk.id] });
  });

  it('Jackknife Braveheart (TD03/0011EN): 2 gauge: a card with "Jackknife" in its name from the deck to the hand', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const c = put(s, tp, 'hand', 'Jackknife Braveheart');
    reask(s);
    answer(s, (o) => o.card === c.id);
    until(s, tp, 'bf.search');
    answer(s, (o) => o.t === 'search');
    settle(s);
    expect(s.players[tp].hand.map((x) => x.code).every((x) => /TD03\/00(0[124]|11)EN/.test(x))).toBe(true);
    expect(s.players[tp].hand).toHaveLength(1);
  });

  it('Dragon Flame (TD03/0012EN): destroys a monster with power 5000 or less', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const weak = put(s, op, 'left', 'Jackknife Dragon'); // 5000
    put(s, op, 'right', 'Gust Charging Dragon'); // 6000
    const c = put(s, tp, 'hand', 'Dragon Flame');
    reask(s);
    answer(s, (o) => o.card === c.id);
    expect(options(s)).toEqual([{ t: 'target', card: weak.id }]);
    answer(s, () => true);
    settle(s);
    expect(s.players[op].left).toHaveLength(0);
  });

  it('Dragoenergy (TD03/0013EN): [Counter]: an Armordragon in battle gets +3000/+3000 and [Counterattack]', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    put(s, tp, 'left', 'Gust Charging Dragon'); // power 6000, defense 3000
    const d = put(s, op, 'center', 'Zantetsunodachi Dragon'); // power 5000, defense 4000
    put(s, op, 'hand', 'TD03/0013EN');
    passUntil(s, (x) => x.decision?.prompt === 'bf.attack');
    answer(s, (o) => o.t === 'attack' && o.target === d.id);
    until(s, op, 'bf.use.counter');
    answer(s, (o) => o.t === 'cast');
    answer(s, (o) => o.t === 'target' && o.card === d.id);
    passUntil(s, (x) => x.battle === null);
    expect(s.players[op].center).toHaveLength(1); // defense 7000 > 6000
    expect(s.players[tp].left).toHaveLength(0); // power 8000 ≥ defense 3000
  });

  it('Dragonic Charge (TD03/0014EN): [Counter]: the top two deck cards go to the gauge', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const c = put(s, op, 'hand', 'Dragonic Charge');
    reask(s);
    answer(s, (o) => o.t === 'pass');
    const g = s.players[op].gauge.length;
    answer(s, (o) => o.card === c.id);
    passUntil(s, (x) => x.players[op].play.length === 0 && x.decision !== null);
    expect(s.players[op].gauge).toHaveLength(g + 2);
  });

  it('Green Dragon Shield (TD03/0015EN): nullifies an attack on you with no center monster, +1 life', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    put(s, tp, 'left', 'Gust Charging Dragon');
    const c = put(s, op, 'hand', 'TD03/0015EN');
    passUntil(s, (x) => x.decision?.prompt === 'bf.attack');
    answer(s, (o) => o.t === 'attackFighter');
    until(s, op, 'bf.use.counter');
    answer(s, (o) => o.card === c.id);
    passUntil(s, (x) => x.battle === null);
    expect(s.players[op].life).toBe(11);
  });

  it('Dragonblade, Dragobrave (TD03/0016EN): [Equip Cost] discard 1 and pay 1 gauge', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const c = put(s, tp, 'hand', 'TD03/0016EN');
    put(s, tp, 'hand', 'Gust Charging Dragon');
    reask(s);
    answer(s, (o) => o.card === c.id);
    answer(s, (o) => o.t === 'discard');
    settle(s);
    expect(s.players[tp].item).toHaveLength(1);
    expect(s.players[tp].gauge).toHaveLength(1);
  });

  it('Dragonic Punisher (TD03/0018EN): 4 gauge and 2 life, opponent at 4 or less, a size 2+ Armordragon of yours: 4 damage', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    s.players[op].life = 4;
    const c = put(s, tp, 'hand', 'Dragonic Punisher');
    fill(s, tp, 'gauge', 2);
    put(s, tp, 'left', 'Zantetsunodachi Dragon'); // size 1: not enough
    passUntil(s, (x) => x.step === 'final 1.1' && x.decision?.seat === tp);
    expect(options(s).some((o) => o.card === c.id)).toBe(false);
    put(s, tp, 'right', 'Gust Charging Dragon'); // size 2
    reask(s);
    answer(s, (o) => o.card === c.id);
    expect(s.players[tp].life).toBe(8);
    passUntil(s, (x) => x.result !== null);
    expect(s.result!.winner).toBe(tp);
  });
});
