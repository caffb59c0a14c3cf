// Battle and timing leftovers: a drive unit at drive 0 or less (VG2 7.6.1.2.2, through the "drive -N" effect), the
// actions of a loop counting as performed (VG2 12.1.1.4) and a zone-changing trigger from a hidden zone to a
// public one (VG1 8.6.4.1.1). Vanilla trial-deck cards are given test-only abilities with `withTestAbilities`
// (undone after each test).
import { describe, expect, it } from 'vitest';
import { auto, draw, power, thisUnit } from '../../src/games/vanguard/abilities/dsl.ts';
import { drive } from '../../src/games/vanguard/characteristics.ts';
import { attack, deck, endGuard, pw, textOf, unit } from './cards/helpers.ts';
import { answer, autoplay, C, events, prompt, scenario, timings } from './scenario.ts';
import { actDo, testOnlyAbilities } from './testAbilities.ts';

const { give } = testOnlyAbilities();

describe('VG2 7.6.1.2.2 a drive unit whose drive is 0 or less makes no drive check', () => {
  // Brigitte (Twin Drive!!, drive 2) attacks after "this unit gets drive N" for the turn.
  const attackWithDrive = (n: number) => {
    give(C.brigitte, [actDo({ do: 'modifyDrive', target: thisUnit, n, until: 'turn' })]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: C.brigitte, deck: deck([C.critRP, C.drawRP, C.standRP]) },
      p1: { vanguard: C.overlord, deck: deck([]) },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    const driveNow = drive(unit(s, 0, 'VC'));
    answer(s, { t: 'pass' });
    attack(s, 'VC', 'VC');
    endGuard(s);
    autoplay(s, () => s.battle === null || events(s, 'damageCheck').length > 0);
    return { s, driveNow };
  };

  it('VG2 7.6.1.2.2: drive -2 takes Twin Drive!! to 0: the drive step checks nothing and goes on to the damage step', () => {
    const { s, driveNow } = attackWithDrive(-2);
    expect(driveNow).toBe(0);
    expect(events(s, 'driveCheck')).toEqual([]);
    expect(s.players[0].trigger).toEqual([]);
    expect(s.players[0].deck.length).toBe(23); // nothing left the deck for a check
    // 7.6.1.4: the step still ends with its check timing, then the damage step begins and the attack hits.
    expect(timings(s)).toContain('driveStep');
    expect(timings(s).indexOf('damageStep')).toBeGreaterThan(timings(s).indexOf('driveStep'));
    expect(events(s, 'damageCheck').length).toBe(1);
  });

  it('VG2 7.6.1.2.2: a drive below 0 is "0 or less" too (drive -3), while drive -1 leaves one check', () => {
    const below = attackWithDrive(-3);
    expect(below.driveNow).toBe(-1);
    expect(events(below.s, 'driveCheck')).toEqual([]);
    const one = attackWithDrive(-1);
    expect(one.driveNow).toBe(1);
    expect(events(one.s, 'driveCheck').length).toBe(1);
  });

  it('VG2 7.6.1.2.2: the drive change lasts its duration: the next turn the vanguard has drive 2 again', () => {
    give(C.brigitte, [actDo({ do: 'modifyDrive', target: thisUnit, n: -2, until: 'turn' })]);
    const s = scenario({ at: 'main', p0: { vanguard: C.brigitte, deck: deck([]) } });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    expect(drive(unit(s, 0, 'VC'))).toBe(0);
    autoplay(s, (x) => x.turnPlayer === 1);
    expect(drive(unit(s, 0, 'VC'))).toBe(2);
  });

  it('VG2 7.6.1.2.2: the drive effect reads as card text', () => {
    give(C.brigitte, [actDo({ do: 'modifyDrive', target: thisUnit, n: -1, until: 'turn' })]);
    expect(textOf(C.brigitte)).toBe('[ACT](VC/RC):This unit gets drive -1 until end of turn.');
  });
});

describe('VG2 12.1.1.4 the actions of a loop count as performed', () => {
  it('VG2 12.1.1.4: "when you draw, you may draw" repeated three times: every draw of the loop is a draw another ability sees', () => {
    // The loop (King on VC), a watcher (Marron on FL) that grows at each draw, and the ACT that starts it.
    give('TD03/004', [auto({ zones: ['VC'], trigger: { on: 'youDraw' }, optional: true, effects: [draw()] })]);
    give(C.marron, [auto({ zones: ['RC'], trigger: { on: 'youDraw' }, effects: [power(thisUnit, 1000, 'turn')] })]);
    give('TD02/004', [actDo(draw())]);
    const s = scenario({
      at: 'main',
      p0: { vanguard: 'TD03/004', rc: { FL: C.marron, FR: 'TD02/004' }, deck: deck([]) },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'FR').id, index: 0 });
    let repeats = 0;
    for (let i = 0; i < 40 && prompt(s) !== 'vg.main'; i++) {
      if (prompt(s) === 'vg.optional') answer(s, { t: repeats++ < 3 ? 'yes' : 'no' });
      else answer(s, s.decision!.options[0] as never); // the order of the two abilities
    }
    expect(prompt(s)).toBe('vg.main');
    expect(s.players[0].hand).toHaveLength(1 + 3); // the ACT's draw and three repetitions
    expect(pw(s, 0, 'FL')).toBe(8000 + 4 * 1000); // Marron saw all four draws
  });
});

describe('VG1 8.6.4.1 / VG1 8.6.4.1.1 a zone-changing trigger from a hidden zone to a public one', () => {
  it('VG1 8.6.4.1 / VG1 8.6.4.1.1: a card soul-charged from the deck reads itself in the soul, where it is public: "call this card" calls it from there (cr110)', () => {
    give(C.marron, [
      auto({ zones: ['soul'], trigger: { on: 'putInto', zone: 'soul' }, effects: [{ do: 'callThis' }] }),
    ]);
    give('TD02/004', [actDo({ do: 'soulCharge', n: 1 })]);
    const s = scenario({
      format: 'cr110',
      at: 'main',
      p0: { vanguard: 'TD02/004', deck: deck([C.marron]) },
    });
    answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
    expect(prompt(s)).toBe('vg.callTo');
    answer(s, { t: 'unit', seat: 0, circle: 'FL' });
    expect(unit(s, 0, 'FL').code).toBe(C.marron);
    expect(s.players[0].soul).toEqual([]);
  });
});
