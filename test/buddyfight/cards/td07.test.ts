// BF-TD07 (Magic World, 72 Pillars / Asmodai): a test per card with abilities, each driving the engine through `act`.
import { describe, expect, it } from 'vitest';
import { decision, eventsFor } from '../../../src/core/engine.ts';
import { renderCard } from '../../../src/games/buddyfight/abilities/text.ts';
import { requireCard } from '../../../src/games/buddyfight/cards/cardPool.ts';
import { defenseOf, powerOf } from '../../../src/games/buddyfight/characteristics.ts';
import { opponent } from '../../../src/games/buddyfight/state.ts';
import { answer, clear, fill, options, passUntil, put, reask, settle, start, turn2, until } from '../scenario.ts';

const D = 'BF-TD07';

describe('BF-TD07 cards', () => {
  it('Magic World (TD07/0018EN): Magic World and Generic cards, not other worlds', () => {
    expect(renderCard('TD07/0018EN')).toMatch(/Magic World and Generic/);
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const mine = put(s, tp, 'hand', 'Fallen Angel, Paimon');
    const other = put(s, tp, 'hand', 'Dachs, Cobalt');
    reask(s);
    expect(options(s).some((o) => o.card === mine.id)).toBe(true);
    expect(options(s).some((o) => o.card === other.id)).toBe(false);
  });

  it("Champion Wrestler Asmodai (TD07/0001EN): 2 gauge; entering: discard any number, destroy that many of the opponent's cards; [Double Attack]", () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const c = put(s, tp, 'hand', 'Champion Wrestler Asmodai');
    const d1 = put(s, tp, 'hand', 'Fallen Angel, Paimon');
    const d2 = put(s, tp, 'hand', 'Demon Realm Warrior, Zepar');
    const keep = put(s, tp, 'hand', 'Event Producer Aym');
    fill(s, tp, 'gauge', 2);
    const m = put(s, op, 'left', 'Fallen Angel, Paimon');
    const it1 = put(s, op, 'item', 'Gunrod, Bechstein');
    const sp = put(s, op, 'spell', "I'm Wicked!");
    reask(s);
    answer(s, (o) => o.t === 'call' && o.card === c.id && o.area === 'center');
    until(s, tp, 'bf.discardAny');
    answer(s, (o) => o.card === d1.id);
    answer(s, (o) => o.card === d2.id);
    answer(s, (o) => o.t === 'done');
    expect(
      options(s)
        .map((o) => o.card)
        .sort(),
    ).toEqual([m.id, it1.id, sp.id].sort()); // a card on the field
    answer(s, (o) => o.card === it1.id);
    answer(s, (o) => o.card === sp.id);
    settle(s);
    expect(s.players[op].item).toHaveLength(0);
    expect(s.players[op].spell).toHaveLength(0);
    expect(s.players[op].left).toHaveLength(1);
    expect(s.players[tp].hand.map((x) => x.id)).toEqual([keep.id]);
    expect(renderCard('TD07/0001EN')).toMatch(/\[Double Attack\]/);
  });

  it('Champion Wrestler Asmodai (TD07/0001EN): discarding nothing destroys nothing (control)', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const c = put(s, tp, 'hand', 'Champion Wrestler Asmodai');
    put(s, tp, 'hand', 'Fallen Angel, Paimon');
    fill(s, tp, 'gauge', 2);
    put(s, op, 'left', 'Fallen Angel, Paimon');
    reask(s);
    answer(s, (o) => o.t === 'call' && o.card === c.id && o.area === 'center');
    until(s, tp, 'bf.discardAny');
    answer(s, (o) => o.t === 'done');
    settle(s);
    expect(s.players[op].left).toHaveLength(1);
    expect(s.players[tp].hand).toHaveLength(1);
  });

  it('Dance! Asmodai (TD07/0002EN): 1 gauge; entering draws a card', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const c = put(s, tp, 'hand', 'Dance! Asmodai');
    put(s, tp, 'hand', 'Fallen Angel, Paimon');
    fill(s, tp, 'gauge', 1);
    reask(s);
    answer(s, (o) => o.t === 'call' && o.card === c.id && o.area === 'left');
    settle(s);
    expect(s.players[tp].hand).toHaveLength(2);
  });

  it('Let\'s Play! Asmodai (TD07/0005EN): entering with an "Asmodai" card in your drop zone: +1 life; without: nothing', () => {
    for (const withDrop of [false, true]) {
      const s = turn2(D, D);
      const tp = s.turnPlayer;
      s.players[tp].drop = s.players[tp].drop.filter((x) => !requireCard(x.code).name.includes('Asmodai'));
      if (withDrop) put(s, tp, 'drop', 'Dance! Asmodai');
      const c = put(s, tp, 'hand', "Let's Play! Asmodai");
      put(s, tp, 'hand', 'Fallen Angel, Paimon');
      reask(s);
      answer(s, (o) => o.t === 'call' && o.card === c.id && o.area === 'left');
      settle(s);
      expect(s.players[tp].life).toBe(withDrop ? 11 : 10);
    }
  });

  it("Oops! (TD07/0009EN): 2 gauge, [Counter]: a monster, item or spell on the field returns to its owner's hand", () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const item = put(s, op, 'item', 'Gunrod, Bechstein');
    const c = put(s, tp, 'hand', 'Oops!');
    put(s, tp, 'hand', 'Fallen Angel, Paimon');
    fill(s, tp, 'gauge', 2);
    reask(s);
    answer(s, (o) => o.card === c.id);
    answer(s, (o) => o.card === item.id);
    settle(s);
    expect(s.players[op].item).toHaveLength(0);
    expect(s.players[op].hand.map((x) => x.code)).toEqual(['TD07/0016EN']);
  });

  it('Key of Solomon, First Volume (TD07/0010EN): [Counter]: the top two deck cards into the gauge', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const c = put(s, tp, 'hand', 'Key of Solomon, First Volume');
    put(s, tp, 'hand', 'Fallen Angel, Paimon');
    const g = s.players[tp].gauge.length;
    reask(s);
    answer(s, (o) => o.card === c.id);
    settle(s);
    expect(s.players[tp].gauge).toHaveLength(g + 2);
  });

  it("Speed Summon (TD07/0011EN): only on the opponent's turn, [Counter]: call a monster from the hand paying its cost, +2000/+2000 this turn", () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const mine = put(s, tp, 'hand', 'Speed Summon');
    reask(s);
    expect(options(s).some((o) => o.card === mine.id)).toBe(false); // your own turn
    const c = put(s, op, 'hand', 'Speed Summon');
    const m = put(s, op, 'hand', 'Dance! Asmodai'); // [Call Cost] 1 gauge
    clear(s, op, 'gauge');
    fill(s, op, 'gauge', 1);
    answer(s, (o) => o.t === 'pass');
    until(s, op, 'bf.use.counter');
    answer(s, (o) => o.card === c.id);
    expect(decision(s)!.prompt).toBe('bf.reply'); // the turn fighter's one reply
    answer(s, (o) => o.t === 'pass');
    expect(decision(s)!.prompt).toBe('bf.callFromHand');
    answer(s, (o) => o.card === m.id && o.area === 'center');
    passUntil(s, (x) => x.players[op].center.length === 1 && x.players[op].play.length === 0);
    const called = s.players[op].center[0];
    expect(called.code).toBe('TD07/0002EN');
    expect(s.players[op].gauge).toHaveLength(0);
    expect(called.mods).toEqual([{ power: 2000, defense: 2000, until: 'turn' }]);
  });

  it('Nice one! (TD07/0012EN): 1 gauge: draw two; once per turn by name', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const a = put(s, tp, 'hand', 'Nice one!');
    const b = put(s, tp, 'hand', 'Nice one!');
    fill(s, tp, 'gauge', 2);
    reask(s);
    answer(s, (o) => o.card === a.id);
    settle(s);
    expect(s.players[tp].hand).toHaveLength(3);
    expect(options(s).some((o) => o.card === b.id)).toBe(false);
  });

  it("Solomon's Shield (TD07/0013EN): during an attack on you: nullify it unless it is a link attack", () => {
    for (const link of [false, true]) {
      const s = turn2(D, D);
      const tp = s.turnPlayer;
      const op = opponent(tp);
      const x = put(s, tp, 'left', 'Fallen Angel, Paimon');
      const y = put(s, tp, 'right', 'Fallen Angel, Paimon');
      const c = put(s, op, 'hand', "Solomon's Shield");
      passUntil(s, (z) => z.decision?.prompt === 'bf.attack');
      const ids = link ? [x.id, y.id] : [x.id];
      answer(s, (o) => o.t === 'attackFighter' && JSON.stringify(o.ids) === JSON.stringify(ids));
      until(s, op, 'bf.use.counter');
      answer(s, (o) => o.card === c.id);
      passUntil(s, (z) => z.battle === null);
      expect(s.players[op].life).toBe(link ? 6 : 10);
    }
  });

  it('Chillax! (TD07/0014EN): 1 gauge, [Counter]: the next damage to you this turn becomes 0 and you gain 1 life; "cannot be reduced" damage is not', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    put(s, tp, 'left', 'Fallen Angel, Paimon'); // critical 2
    put(s, tp, 'right', 'Fallen Angel, Paimon');
    const c = put(s, op, 'hand', 'Chillax!');
    fill(s, op, 'gauge', 1);
    passUntil(s, (z) => z.decision?.prompt === 'bf.attack');
    answer(s, (o) => o.t === 'attackFighter' && (o.ids as number[]).length === 1);
    until(s, op, 'bf.use.counter');
    answer(s, (o) => o.card === c.id);
    passUntil(s, (z) => z.battle === null);
    expect(s.players[op].life).toBe(11); // reduced to 0, +1 life
    passUntil(s, (z) => z.decision?.prompt === 'bf.attack');
    answer(s, (o) => o.t === 'attackFighter');
    passUntil(s, (z) => z.battle === null);
    expect(s.players[op].life).toBe(9); // only the next damage
    // Dead End Crush!'s damage cannot be reduced.
    const s2 = start('BF-TD04', D, 1);
    passUntil(s2, (z) => z.turn >= 2 && z.turnPlayer === 0 && z.decision?.prompt === 'bf.use.main');
    clear(s2, 0, 'hand');
    s2.players[1].life = 3;
    s2.players[1].damageShields = [1];
    const crush = put(s2, 0, 'hand', 'Dead End Crush!');
    fill(s2, 0, 'gauge', 2);
    put(s2, 0, 'left', 'Sage, Kuguru');
    put(s2, 0, 'item', 'Origin Blade, Enemy Breaker');
    passUntil(s2, (z) => z.step === 'final 1.1' && z.decision?.seat === 0);
    answer(s2, (o) => o.card === crush.id);
    passUntil(s2, (z) => z.result !== null);
    expect(s2.result!.winner).toBe(0);
  });

  it("I'm Wicked! (TD07/0015EN): 1 gauge, [Set], one on the field: your center 《72 Pillars》 gets +2000/+2000", () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const center = put(s, tp, 'center', 'Fallen Angel, Paimon'); // 4000 / 1000
    const side = put(s, tp, 'left', 'Fallen Angel, Paimon');
    const a = put(s, tp, 'hand', "I'm Wicked!");
    const b = put(s, tp, 'hand', "I'm Wicked!");
    fill(s, tp, 'gauge', 2);
    reask(s);
    answer(s, (o) => o.card === a.id);
    settle(s);
    expect(options(s).some((o) => o.card === b.id)).toBe(false);
    expect(s.players[tp].spell).toHaveLength(1);
    expect([powerOf(s, center), defenseOf(s, center)]).toEqual([6000, 3000]);
    expect([powerOf(s, side), defenseOf(s, side)]).toEqual([4000, 1000]);
  });

  it('Gunrod, Bechstein (TD07/0016EN): power 3000 critical 1 (imported swapped); 1 gauge; 【Act】 rest it to deal 1 damage', () => {
    expect([requireCard('TD07/0016EN').power, requireCard('TD07/0016EN').critical]).toEqual([3000, 1]);
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const c = put(s, tp, 'hand', 'Gunrod, Bechstein');
    put(s, tp, 'hand', 'Fallen Angel, Paimon');
    clear(s, tp, 'gauge');
    fill(s, tp, 'gauge', 1);
    reask(s);
    answer(s, (o) => o.t === 'equip' && o.card === c.id);
    settle(s);
    const item = s.players[tp].item[0];
    answer(s, (o) => o.t === 'act' && o.card === item.id);
    passUntil(s, (x) => x.decision?.prompt === 'bf.mayPay');
    answer(s, (o) => o.t === 'pay');
    settle(s);
    expect(item.rested).toBe(true);
    expect(s.players[op].life).toBe(9);
    expect(options(s).some((o) => o.t === 'act')).toBe(false); // [Rest]: it cannot pay again
  });

  it('Asmodai Eternal Rolling Back-drop! (TD07/0017EN): 3 gauge: reveal 5, 1 + one damage per "Asmodai", then they go under the deck in the chosen order', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const c = put(s, tp, 'hand', 'Asmodai Eternal Rolling Back-drop!');
    fill(s, tp, 'gauge', 3);
    const deck = s.players[tp].deck;
    const top5 = deck.slice(-5).reverse();
    const asmodai = top5.filter((x) => requireCard(x.code).name.includes('Asmodai')).length;
    passUntil(s, (x) => x.step === 'final 1.1' && x.decision?.seat === tp);
    answer(s, (o) => o.card === c.id);
    passUntil(s, (x) => x.decision?.prompt === 'bf.bottomOrder');
    expect(s.players[op].life).toBe(10 - 1 - asmodai);
    const reveal = eventsFor(s, op, 0).filter((e) => (e as { t: string }).t === 'reveal');
    expect(reveal).toEqual([{ t: 'reveal', seat: tp, codes: top5.map((x) => x.code) }]);
    expect(decision(s)!.looking!.sort()).toEqual(top5.map((x) => x.id).sort());
    const order: number[] = [];
    while (decision(s)?.prompt === 'bf.bottomOrder') {
      const last = options(s)[options(s).length - 1];
      order.push(last.card as number);
      answer(s, (o) => o.card === last.card);
    }
    const bottom = s.players[tp].deck.slice(0, 5).map((x) => x.id);
    expect(bottom.slice(1).reverse()).toEqual(order); // each chosen card went under the deck
    expect(bottom).toHaveLength(5);
  });
});
