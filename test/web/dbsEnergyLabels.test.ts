// The DBS payment buttons name each group of Active energy by the colours the rules give its cards now, which the
// view's decision carries (`energyGroups`), never by the printed colours: under a continuous effect making Son Goten
// also red (Sui's, BT1-103), Son Goten is blue and red, so it is grouped apart from blue cards and after the red ones.
import { describe, expect, it } from 'vitest';
import { view } from '../../src/core/engine.ts';
import type { Seat } from '../../src/core/types.ts';
import { catalogOf } from '../../src/games/catalog.ts';
import { permanent } from '../../src/games/dbs/abilities/dsl.ts';
import { registerSkills } from '../../src/games/dbs/abilities/registry.ts';
import type { DBSState, Mod } from '../../src/games/dbs/state.ts';
import type { DBSView } from '../../src/games/dbs/view.ts';
import '../../src/index.ts';
import type { CardDb } from '../../web/src/cardDb.ts';
import { dbsAnswerLabel } from '../../web/src/games/dbs/answers.ts';
import { answer, byCode, C, pick, refresh, scenario } from '../dbs/scenario.ts';

const GOTEN_RED = 'TEST-GOTEN-RED'; // your Son Goten cards are also red (Sui's skill, lent to the Leader)
registerSkills({
  [GOTEN_RED]: [permanent({ cont: 'gainColours', filter: { character: ['Son Goten'] }, colours: ['red'] })],
});
const CATALOG = catalogOf('dbs')!;
const DB = Object.fromEntries(CATALOG.allCodes().map((code) => [code, CATALOG.cardInfo(code)])) as unknown as CardDb;

/** Play Son Goten (cost (B) + 1) from the hand with two Son Goten and one Hit as energy: the payer chooses. */
function payingForGoten(gotenRed: boolean): { s: DBSState; v: DBSView } {
  const s = scenario({ hand: [C.goten], energy: [C.goten, C.goten, C.hit] }, {});
  if (gotenRed) {
    const m: Mod = { stat: 'skills', code: GOTEN_RED, until: 'game' };
    s.players[0].leader[0].mods = [m];
    refresh(s);
  }
  pick(s, (o) => o.t === 'play' && o.card === byCode(s, 0, 'hand', C.goten).id);
  expect(s.decision?.prompt).toBe('dbs.payEnergy');
  return { s, v: view(s, 0) as DBSView };
}

function labels(v: DBSView): string[] {
  const names = { db: DB, code: () => undefined };
  return (v.decision?.options ?? []).map((a) => dbsAnswerLabel(a, 'dbs.payEnergy', v, names, 0 as Seat));
}

describe('energy payment labels (issue 20: views carry what players read)', () => {
  it('DBS 2-11-1-1 DBS 3-8-2: without an effect on colours, the groups are the printed colours', () => {
    const { v } = payingForGoten(false);
    expect(v.decision?.energyGroups).toEqual([['blue'], ['red']]);
    expect(labels(v).sort()).toEqual(['Rest 1 blue + 1 red energy', 'Rest 2 blue energy']);
  });

  it('DBS 2-11-1-1 DBS 3-8-2: with Son Goten also red, it is blue and red, and the labels say so in the engine’s order', () => {
    const { s, v } = payingForGoten(true);
    expect(v.decision?.energyGroups).toEqual([['red'], ['red', 'blue']]);
    const shown = labels(v);
    expect([...shown].sort()).toEqual(['Rest 1 red + 1 red/blue energy', 'Rest 2 red/blue energy']);
    // The label tells what the answer does: the one naming two blue/red cards rests both Son Goten.
    const twoGoten = v.decision!.options![shown.indexOf('Rest 2 red/blue energy')];
    answer(s, twoGoten);
    expect(s.players[0].energy.filter((c) => c.rested).map((c) => c.code)).toEqual([C.goten, C.goten]);
  });

  it('the energy groups are told to the payer only', () => {
    const { s } = payingForGoten(true);
    expect((view(s, 1) as DBSView).decision?.energyGroups).toBeUndefined();
    expect((view(s, 'spectator') as DBSView).decision?.energyGroups).toBeUndefined();
  });
});
