// The battle's numbers in the view (battle.ts `battlePowers`): each side's card power with its side's combo power
// added once, as the Damage Step compares them (DBS 7-4-1-2, 7-4-1-3, 7-4-1-4). The browser's battle line shows
// these numbers; before, it showed the bare card powers and left the combo power out.
import { describe, expect, it } from 'vitest';
import { eventsFor, view } from '../../src/core/engine.ts';
import { seatEvents } from '../../src/core/seatIds.ts';
import type { DBSView } from '../../src/games/dbs/view.ts';
import type { DBSState } from '../../src/games/dbs/state.ts';
import { byCode, C, pick, scenario } from './scenario.ts';

const APPULE = 'BT1-102'; // yellow vanilla, 15000, combo 5000 / cost 0
const VADOS = 'BT1-008'; // red, 20000, combo 10000 / cost 1

function powers(s: DBSState) {
  const seen = (['spectator', 0, 1] as const).map((v) => (view(s, v) as DBSView).battle?.powers);
  expect(seen[1]).toEqual(seen[0]);
  expect(seen[2]).toEqual(seen[0]);
  return seen[0];
}

function comboFromHand(s: DBSState, seat: 0 | 1, code: string): void {
  pick(s, (o) => o.t === 'combo' && s.players[seat].hand.find((c) => c.id === o.card)?.code === code);
}

function compares(s: DBSState) {
  return eventsFor(s, 'spectator').filter((e) => e.t === 'compare');
}

/** Pass every free timing and counter timing until the Damage Step has compared the powers. */
function passToCompare(s: DBSState): void {
  for (let i = 0; i < 20 && compares(s).length === 0; i++) {
    if (!s.decision) break;
    pick(s, (o) => o.t === 'pass' || o.t === 'no');
  }
}

describe('battle powers in the view', () => {
  it('DBS 7-4-1-2 DBS 7-4-1-3 DBS 7-4-1-4 the view adds each side’s combo power once, and the Damage Step compares the same numbers', () => {
    const s = scenario(
      { battle: [C.hit], hand: [C.goten], energy: [C.goten] },
      { battle: [{ code: APPULE, rested: true }], hand: [VADOS], energy: [C.hit] },
    );
    pick(
      s,
      (o) =>
        o.t === 'attack' &&
        o.attacker === byCode(s, 0, 'battle', C.hit).id &&
        o.target === byCode(s, 1, 'battle', APPULE).id,
    );
    while (s.decision!.prompt === 'dbs.counterTiming') pick(s, (o) => o.t === 'pass');
    expect(powers(s)).toEqual({ attacker: 15000, guard: 15000 });
    comboFromHand(s, 0, C.goten); // combo power 5000
    expect(powers(s)).toEqual({ attacker: 20000, guard: 15000 });
    while (s.decision!.prompt !== 'dbs.defence') pick(s, (o) => o.t === 'pass');
    comboFromHand(s, 1, VADOS); // combo power 10000
    expect(powers(s)).toEqual({ attacker: 20000, guard: 25000 });
    passToCompare(s);
    expect(compares(s)).toEqual([{ t: 'compare', powers: { attacker: 20000, guard: 25000 } }]);
    // As each seat and a spectator receive it (ids translated, seatIds.ts): the powers are powers, not ids.
    for (const who of [0, 1, 'spectator'] as const)
      expect(seatEvents(s, who).filter((e) => e.t === 'compare')).toEqual(compares(s));
    // 20000 < 25000: Appule stays (7-4-1-4).
    expect(s.players[1].battle.map((c) => c.code)).toEqual([APPULE]);
  });

  it('DBS 7-4-1-4 equal power KOs: the view shows both sides level and the guard card is KO’d', () => {
    const s = scenario({ battle: [C.hit], hand: [C.goten] }, { battle: [{ code: APPULE, rested: true }] });
    pick(
      s,
      (o) =>
        o.t === 'attack' &&
        o.attacker === byCode(s, 0, 'battle', C.hit).id &&
        o.target === byCode(s, 1, 'battle', APPULE).id,
    );
    while (s.decision!.prompt === 'dbs.counterTiming') pick(s, (o) => o.t === 'pass');
    expect(powers(s)).toEqual({ attacker: 15000, guard: 15000 });
    passToCompare(s);
    expect(compares(s)).toEqual([{ t: 'compare', powers: { attacker: 15000, guard: 15000 } }]);
    expect(s.players[1].battle).toHaveLength(0);
  });

  it('DBS 2-9-1 DBS 7-4-1-2 DBS 7-4-1-3 each Combo Area card carries its current combo power, effects included, and the battle adds it once', () => {
    const s = scenario(
      { battle: [C.hit], hand: [C.goten], energy: [C.goten] },
      { battle: [{ code: APPULE, rested: true }], hand: [VADOS], energy: [C.hit] },
    );
    pick(
      s,
      (o) =>
        o.t === 'attack' &&
        o.attacker === byCode(s, 0, 'battle', C.hit).id &&
        o.target === byCode(s, 1, 'battle', APPULE).id,
    );
    while (s.decision!.prompt === 'dbs.counterTiming') pick(s, (o) => o.t === 'pass');
    comboFromHand(s, 0, C.goten);
    const combo = () => (['spectator', 0, 1] as const).map((v) => (view(s, v) as DBSView).players[0].combo);
    for (const c of combo()) expect(c).toEqual([expect.objectContaining({ code: C.goten, comboPower: 5000 })]);
    // "+5000 to this card's combo" (a `comboPower` effect): the view gives 10000, not the printed 5000, and the
    // attacking total counts it once: 15000 + 10000.
    const goten = s.players[0].combo[0];
    s.players[0].combo[0] = { ...goten, mods: [...goten.mods, { stat: 'comboPower', n: 5000, until: 'turn' }] };
    for (const c of combo()) expect(c[0].comboPower).toBe(10000);
    expect(powers(s)).toEqual({ attacker: 25000, guard: 15000 });
    // A card outside the Combo Area has no combo power to show.
    expect((view(s, 0) as DBSView).players[0].battle[0].comboPower).toBeUndefined();
  });

  it('the view has no battle powers outside a battle', () => {
    const s = scenario({ battle: [C.hit] }, {});
    expect((view(s, 0) as DBSView).battle).toBeNull();
  });
});
