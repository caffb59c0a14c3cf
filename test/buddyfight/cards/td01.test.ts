// BF-TD01 (Dragon World, Armordragon): a test per card with abilities, each driving the engine through `act`.
import { describe, expect, it } from 'vitest';
import { decision } from '../../../src/core/engine.ts';
import { renderCard } from '../../../src/games/buddyfight/abilities/text.ts';
import { validateDeck } from '../../../src/games/buddyfight/deckRules.ts';
import { DEFAULT_OPTIONS } from '../../../src/games/buddyfight/formats.ts';
import { opponent } from '../../../src/games/buddyfight/state.ts';
import { answer, code, fill, options, passUntil, put, reask, settle, turn2, until } from '../scenario.ts';

describe('BF-TD01 cards', () => {
  it('Dragon World (TD01/0017EN): its fighter may use Dragon World and Generic cards, not Danger World ones', () => {
    const s = turn2('BF-TD01', 'BF-TD01');
    const tp = s.turnPlayer;
    const own = put(s, tp, 'hand', 'Jamadhar Dragon');
    const foreign = put(s, tp, 'hand', 'Armorknight Griffin');
    reask(s);
    expect(options(s).some((o) => o.card === own.id)).toBe(true);
    expect(options(s).some((o) => o.card === foreign.id)).toBe(false);
    expect(renderCard('TD01/0017EN')).toMatch(/Dragon World and Generic/);
  });

  it('Gigant Sword Dragon (TD01/0001EN): [Call Cost] 3 gauge, paid when called', () => {
    const s = turn2();
    const tp = s.turnPlayer;
    const c = put(s, tp, 'hand', 'Gigant Sword Dragon');
    s.players[tp].buddy[0].rested = true; // a plain call
    fill(s, tp, 'gauge', 1); // 3 in all
    reask(s);
    expect(s.players[tp].gauge).toHaveLength(3);
    answer(s, (o) => o.t === 'call' && o.card === c.id && o.area === 'center');
    expect(s.players[tp].gauge).toHaveLength(0);
    settle(s);
    expect(s.players[tp].center.map((x) => x.code)).toEqual([code('Gigant Sword Dragon')]);
  });

  it('Rising Flare Dragon (TD01/0003EN): [Call Cost] 2 gauge; entering, it destroys an opponent size 2 or less monster', () => {
    const run = (name: string) => {
      const s = turn2();
      const tp = s.turnPlayer;
      const op = opponent(tp);
      const target = put(s, op, 'center', name);
      const c = put(s, tp, 'hand', 'Rising Flare Dragon');
      reask(s);
      answer(s, (o) => o.t === 'call' && o.card === c.id && o.area === 'left');
      expect(s.players[tp].gauge).toHaveLength(0);
      if (decision(s)!.prompt === 'bf.target') {
        expect(options(s)).toEqual([{ t: 'target', card: target.id }]);
        answer(s, () => true);
      }
      settle(s);
      return s.players[op].center.length;
    };
    expect(run('Jamadhar Dragon')).toBe(0); // size 2: destroyed
    expect(run('Gigant Sword Dragon')).toBe(1); // size 3: not a choice
  });

  it('Dragonic Grimoire (TD01/0009EN): only at 5 life or less; discards the hand and draws 3; once per turn by name', () => {
    const s = turn2();
    const tp = s.turnPlayer;
    const g = put(s, tp, 'hand', 'Dragonic Grimoire');
    put(s, tp, 'hand', 'Dragonic Grimoire');
    put(s, tp, 'hand', 'Jamadhar Dragon');
    reask(s);
    expect(options(s).some((o) => o.card === g.id)).toBe(false); // life 10
    s.players[tp].life = 5;
    reask(s);
    answer(s, (o) => o.t === 'cast' && o.card === g.id);
    settle(s);
    expect(s.players[tp].hand).toHaveLength(3);
    expect(s.players[tp].drop.filter((c) => c.code === code('Jamadhar Dragon'))).toHaveLength(1);
    const again = s.players[tp].hand.find((c) => c.code === code('Dragonic Grimoire'));
    if (again) expect(options(s).some((o) => o.card === again.id)).toBe(false);
    expect(s.usedThisTurn).toContain('name:Dragonic Grimoire');
  });

  it('Dragon Breath (TD01/0010EN): [Counter], 1 gauge: destroys a monster with power 4000 or less', () => {
    const s = turn2();
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const weak = put(s, op, 'left', 'Bear-Trap Fang Dragon'); // 4000
    put(s, op, 'right', 'Rising Flare Dragon'); // 5000: not a choice
    put(s, op, 'hand', 'Dragon Breath');
    reask(s);
    answer(s, (o) => o.t === 'pass');
    // the opponent's own [Counter] at 6.1
    expect(decision(s)!.seat).toBe(op);
    answer(s, (o) => o.t === 'cast');
    // any monster on the field with power 4000 or less: here only its own Bear-Trap Fang Dragon
    expect(options(s)).toEqual([{ t: 'target', card: weak.id }]);
    answer(s, () => true);
    passUntil(s, (x) => x.players[op].play.length === 0 && x.decision !== null);
    expect(s.players[op].left).toHaveLength(0);
    expect(s.players[op].right).toHaveLength(1);
  });

  it('Dragoenergy (TD01/0011EN): [Counter]: an Armordragon in battle gets +3000/+3000 and [Counterattack]; copies cast together stack', () => {
    const s = turn2();
    const tp = s.turnPlayer;
    const op = opponent(tp);
    put(s, tp, 'left', 'Jamadhar Dragon'); // power 8000, defense 4000
    const d = put(s, op, 'center', 'Bronze Shield Dragon'); // power 2000, defense 6000
    put(s, op, 'hand', 'Dragoenergy');
    put(s, op, 'hand', 'Dragoenergy');
    passUntil(s, (x) => x.decision?.prompt === 'bf.attack');
    answer(s, (o) => o.t === 'attack' && o.target === d.id);
    passUntil(s, (x) => x.decision?.seat === op && options(x).some((o) => o.t === 'castTogether'));
    answer(s, (o) => o.t === 'castTogether' && o.n === 2);
    answer(s, (o) => o.t === 'target' && o.card === d.id);
    passUntil(s, (x) => x.step === 'attack 3.1' || x.battle === null || x.step === 'attack 3.4');
    // 6000 + 6000 defense survives 8000 power; power 2000 + 6000 = 8000 ≥ defense 4000: the attacker is destroyed
    passUntil(s, (x) => x.battle === null);
    expect(s.players[op].center).toHaveLength(1);
    expect(s.players[tp].left).toHaveLength(0);
  });

  it('Green Dragon Shield (TD01/0012EN): [Counter] during an attack on you with no center monster: nullify it and gain 1 life', () => {
    const s = turn2();
    const tp = s.turnPlayer;
    const op = opponent(tp);
    put(s, tp, 'left', 'Jamadhar Dragon');
    const shield = put(s, op, 'hand', 'Green Dragon Shield');
    reask(s);
    answer(s, (o) => o.t === 'pass');
    expect(options(s).some((o) => o.card === shield.id)).toBe(false); // no attack yet
    passUntil(s, (x) => x.decision?.prompt === 'bf.attack');
    answer(s, (o) => o.t === 'attackFighter');
    until(s, op, 'bf.use.counter');
    answer(s, (o) => o.card === shield.id);
    passUntil(s, (x) => x.battle === null);
    expect(s.players[op].life).toBe(11);
  });

  it('Dragonblade, Dragobrave (TD01/0013EN): [Equip Cost] discard 1 and pay 1 gauge', () => {
    const s = turn2();
    const tp = s.turnPlayer;
    const item = put(s, tp, 'hand', 'Dragonblade, Dragobrave');
    reask(s);
    expect(options(s).some((o) => o.card === item.id)).toBe(false); // nothing to discard
    put(s, tp, 'hand', 'Jamadhar Dragon');
    reask(s);
    const gauge = s.players[tp].gauge.length;
    answer(s, (o) => o.card === item.id);
    answer(s, (o) => o.t === 'discard');
    settle(s);
    expect(s.players[tp].item.map((c) => c.code)).toEqual([item.code]);
    expect(s.players[tp].gauge).toHaveLength(gauge - 1);
    expect(s.players[tp].hand).toHaveLength(0);
  });

  it('Gargantua Punisher!! (TD01/0015EN): 4 gauge, opponent at 4 or less and no center monster on either side: 4 damage, not nullifiable', () => {
    const s = turn2();
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const imp = put(s, tp, 'hand', 'Gargantua Punisher!!');
    fill(s, tp, 'gauge', 2);
    s.players[op].life = 4;
    const blocker = put(s, op, 'center', 'Bronze Shield Dragon');
    passUntil(s, (x) => x.step === 'final 1.1' && x.decision?.seat === tp);
    expect(options(s).some((o) => o.card === imp.id)).toBe(false); // a center monster
    s.players[op].center.splice(0, 1);
    s.players[op].drop.push(blocker);
    const before = s.players[op].life;
    void before;
    (s.decision as unknown) = null;
    reask(s);
    answer(s, (o) => o.card === imp.id);
    passUntil(s, (x) => x.result !== null);
    expect(s.players[op].life).toBe(0);
    expect(s.result!.winner).toBe(tp);
  });

  it('My Buddy! (TD01/0016EN): one in a deck with fewer than four buddies; it may Buddy Call the buddy', () => {
    const spec = { cards: [] as string[], flag: 'TD01/0017EN', buddy: 'TD01/0001EN' };
    // 48 cards of 12 other names (4 each), 1 buddy copy and My Buddy!: 50, legal
    for (let i = 0; i < 48; i++) spec.cards.push(`TD01/${String(2 + (i % 12)).padStart(4, '0')}EN`);
    spec.cards.push('TD01/0001EN', 'TD01/0016EN');
    expect(validateDeck(spec, DEFAULT_OPTIONS)).toEqual([]);
    const two = { ...spec, cards: [...spec.cards, 'TD01/0016EN'] };
    expect(validateDeck(two, DEFAULT_OPTIONS).some((p) => /My Buddy/.test(p.message))).toBe(true);
    const four = { ...spec, cards: [...spec.cards, 'TD01/0001EN', 'TD01/0001EN', 'TD01/0001EN'] };
    expect(validateDeck(four, DEFAULT_OPTIONS).some((p) => /My Buddy/.test(p.message))).toBe(true);
    // the Buddy Call
    const s = turn2();
    const tp = s.turnPlayer;
    const mb = put(s, tp, 'hand', 'My Buddy!');
    fill(s, tp, 'gauge', 1);
    reask(s);
    answer(s, (o) => o.t === 'buddyCall' && o.card === mb.id && o.area === 'center');
    settle(s);
    expect(s.players[tp].center.map((c) => c.code)).toEqual(['TD01/0001EN']);
    expect(s.players[tp].buddy.some((c) => c.code === 'TD01/0016EN' && c.rested)).toBe(true);
    expect(s.players[tp].life).toBe(11);
  });
});
