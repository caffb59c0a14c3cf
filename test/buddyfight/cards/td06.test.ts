// BF-TD06 (Darkness Dragon World): a test per card with abilities, each driving the engine through `act`.
import { describe, expect, it } from 'vitest';
import { renderCard } from '../../../src/games/buddyfight/abilities/text.ts';
import { defenseOf } from '../../../src/games/buddyfight/characteristics.ts';
import { opponent } from '../../../src/games/buddyfight/state.ts';
import { answer, code, fill, options, passUntil, put, reask, settle, turn2, until } from '../scenario.ts';

const D = 'BF-TD06';

describe('BF-TD06 cards', () => {
  it('Darkness Dragon World (TD06/0019EN): its fighter may use Darkness Dragon World and Generic cards', () => {
    const s = turn2(D, 'BF-TD01');
    const tp = s.turnPlayer;
    const own = put(s, tp, 'hand', tp === 0 ? 'Black Dragon, Dividers' : 'Jamadhar Dragon');
    reask(s);
    expect(options(s).some((o) => o.card === own.id)).toBe(true);
    expect(renderCard('TD06/0019EN')).toMatch(/Darkness Dragon World and Generic/);
  });

  it('Purgatory Knights, Malice Force Dragon (TD06/0001EN): 2 gauge; entering, it destroys an opponent monster', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    s.players[tp].buddy[0].rested = true;
    const big = put(s, op, 'center', 'Purgatory Knights, Malice Force Dragon');
    const c = put(s, tp, 'hand', 'Purgatory Knights, Malice Force Dragon');
    reask(s);
    answer(s, (o) => o.card === c.id && o.area === 'left');
    expect(options(s)).toEqual([{ t: 'target', card: big.id }]);
    answer(s, () => true);
    settle(s);
    expect(s.players[op].center).toHaveLength(0);
  });

  const strike = (name: string, dmg: number) => () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    put(s, tp, 'left', name);
    const t = put(s, op, 'center', 'Death Ruler, Alea'); // defense 2000
    passUntil(s, (x) => x.decision?.prompt === 'bf.attack');
    answer(s, (o) => o.t === 'attack' && o.target === t.id);
    passUntil(s, (x) => x.battle === null && x.pending.length === 0 && x.decision?.seat === tp);
    expect(s.players[op].center).toHaveLength(0);
    expect(s.players[op].life).toBe(10 - dmg);
  };

  it(
    'There is Only Death, Dalleon (TD06/0002EN): "Spectral Strike": destroying a monster by its attack deals 2',
    strike('There is Only Death, Dalleon', 2),
  );
  it(
    'Black Dragon, Death Gracia (TD06/0007EN): "Spectral Strike": destroying a monster by its attack deals 1',
    strike('Black Dragon, Death Gracia', 1),
  );

  it('Death Ruler, Abriel (TD06/0004EN): [Call Cost] 1 gauge; may attack the fighter past a center monster', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const a = put(s, tp, 'left', 'Death Ruler, Abriel');
    const other = put(s, tp, 'right', 'Black Dragon, Tarandus');
    put(s, op, 'center', 'Black Dragon, Tarandus');
    passUntil(s, (x) => x.decision?.prompt === 'bf.attack');
    expect(options(s)).toContainEqual({ t: 'attackFighter', ids: [a.id] });
    expect(options(s).some((o) => o.t === 'attackFighter' && (o.ids as number[]).includes(other.id))).toBe(false);
  });

  it('Black Dragon, Decipiens (TD06/0008EN): [Call Cost] 1 gauge', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const c = put(s, tp, 'hand', 'Black Dragon, Decipiens');
    reask(s);
    answer(s, (o) => o.card === c.id && o.area === 'left');
    expect(s.players[tp].gauge).toHaveLength(1);
  });

  it('Death Ruler, Alea (TD06/0010EN): the opponent monster in front of it gets defense -3000', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    put(s, tp, 'left', 'Death Ruler, Alea');
    const front = put(s, op, 'right', 'Purgatory Knights, Giant Scissor Dragon'); // defense 5000
    const centre = put(s, op, 'center', 'Purgatory Knights, Blackknife Dragon'); // defense 3000
    expect(defenseOf(s, front)).toBe(2000);
    expect(defenseOf(s, centre)).toBe(3000);
  });

  it('Death Damage (TD06/0011EN): destroys an opponent monster', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const t = put(s, op, 'left', 'Black Dragon, Dividers');
    put(s, tp, 'left', 'Black Dragon, Tarandus'); // its own: not a choice
    const c = put(s, tp, 'hand', 'Death Damage');
    reask(s);
    answer(s, (o) => o.card === c.id);
    expect(options(s)).toEqual([{ t: 'target', card: t.id }]);
    answer(s, () => true);
    settle(s);
    expect(s.players[op].left).toHaveLength(0);
  });

  it('Sudden DEATH! (TD06/0012EN): [Counter], 1 gauge: destroys an opponent size 1 or less monster', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const one = put(s, tp, 'left', 'Black Dragon, Tarandus');
    put(s, tp, 'right', 'Black Dragon, Dividers'); // size 2
    const c = put(s, op, 'hand', 'Sudden DEATH!');
    reask(s);
    answer(s, (o) => o.t === 'pass');
    answer(s, (o) => o.card === c.id);
    expect(options(s)).toEqual([{ t: 'target', card: one.id }]);
    answer(s, () => true);
    passUntil(s, (x) => x.players[op].play.length === 0 && x.decision !== null);
    expect(s.players[tp].left).toHaveLength(0);
  });

  it('Vampire Fang (TD06/0013EN): [Counter]: the top two deck cards go to the gauge', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const c = put(s, op, 'hand', 'Vampire Fang');
    reask(s);
    answer(s, (o) => o.t === 'pass');
    const g = s.players[op].gauge.length;
    answer(s, (o) => o.card === c.id);
    passUntil(s, (x) => x.players[op].play.length === 0 && x.decision !== null);
    expect(s.players[op].gauge).toHaveLength(g + 2);
  });

  it('Black Revenger (TD06/0014EN): 1 gauge, at 5 life or less: up to one size 1 and one size 2 monster from the drop zone to the hand', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    s.players[tp].life = 5;
    const one = put(s, tp, 'drop', 'Black Dragon, Tarandus');
    put(s, tp, 'drop', 'Black Dragon, Dividers');
    const c = put(s, tp, 'hand', 'Black Revenger');
    reask(s);
    answer(s, (o) => o.card === c.id);
    expect(options(s)).toEqual([{ t: 'target', card: one.id }, { t: 'noTarget' }]);
    answer(s, (o) => o.t === 'target');
    answer(s, (o) => o.t === 'noTarget'); // up to one: none chosen
    settle(s);
    expect(s.players[tp].hand.map((x) => x.code)).toEqual([code('Black Dragon, Tarandus')]);
  });

  it('Midnight Shadow (TD06/0015EN): [Counter] during an attack on you: nullifies it unless it is a link attack', () => {
    const run = (link: boolean) => {
      const s = turn2(D, D);
      const tp = s.turnPlayer;
      const op = opponent(tp);
      put(s, tp, 'left', 'Black Dragon, Tarandus');
      put(s, tp, 'right', 'Black Dragon, Death Gracia');
      const c = put(s, op, 'hand', 'Midnight Shadow');
      passUntil(s, (x) => x.decision?.prompt === 'bf.attack');
      answer(s, (o) => o.t === 'attackFighter' && (o.ids as number[]).length === (link ? 2 : 1));
      until(s, op, 'bf.use.counter');
      answer(s, (o) => o.card === c.id);
      passUntil(s, (x) => x.battle === null);
      return s.players[op].life;
    };
    expect(run(false)).toBe(10);
    expect(run(true)).toBe(7); // critical 2 + 1: not nullified
  });

  it('Death Claw, Grim Reaper (TD06/0016EN): [Equip Cost] 2 gauge', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const c = put(s, tp, 'hand', 'Death Claw, Grim Reaper');
    reask(s);
    answer(s, (o) => o.card === c.id);
    expect(s.players[tp].gauge).toHaveLength(0);
    settle(s);
    expect(s.players[tp].item.map((x) => x.code)).toEqual([c.code]);
  });

  it('Demonic Strike Arts, Death Requiem (TD06/0018EN): 2 gauge, opponent at 3 or less with no monsters: 3 damage', () => {
    const s = turn2(D, D);
    const tp = s.turnPlayer;
    const op = opponent(tp);
    s.players[op].life = 3;
    const m = put(s, op, 'left', 'Black Dragon, Tarandus');
    const c = put(s, tp, 'hand', 'Demonic Strike Arts, Death Requiem');
    fill(s, tp, 'gauge', 0);
    passUntil(s, (x) => x.step === 'final 1.1' && x.decision?.seat === tp);
    expect(options(s).some((o) => o.card === c.id)).toBe(false);
    s.players[op].left.splice(0, 1);
    s.players[op].drop.push(m);
    reask(s);
    answer(s, (o) => o.card === c.id);
    passUntil(s, (x) => x.result !== null);
    expect(s.result!.winner).toBe(tp);
  });
});
