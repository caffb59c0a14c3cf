// The close step going round again (VG2 7.8.1.1–7.8.1.3, VG1 7.7.1.1–7.7.1.3): an "at the end of battle" ability a
// unit gains, or a charging state it enters, during the close step's check timing still triggers in that close
// step, and one that already stood by there does not again. And "when this card becomes a heart" (VG2 8.6.5.1.5): a
// card a G unit strides onto triggers as though it were still the unit. Vanilla trial-deck cards get test-only
// abilities (`withTestAbilities`, undone after each test); the G units are test-only records. And a zone-changing
// trigger of a card moved from one public zone to another reads the card as it is in its new zone (VG2 8.6.5.1.3),
// seen with a Gyze card, whose active side changes with such a move (12.10.3.3).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  act,
  auto,
  type AutoAbility,
  discard,
  draw,
  shadowstitch,
  thisUnit,
  ultimateStride,
  yourVanguard,
} from '../../src/games/vanguard/abilities/dsl.ts';
import { abilityText } from '../../src/games/vanguard/abilities/text.ts';
import type { CardRecord } from '../../src/games/vanguard/cards/cardRecord.ts';
import { withTestCards } from '../../src/games/vanguard/cards/cardPool.ts';
import type { FormatId } from '../../src/games/vanguard/formats.ts';
import { vanguardOf, type VGState } from '../../src/games/vanguard/state.ts';
import { flipCard } from '../../src/games/vanguard/stride.ts';
import { attack, codes, deck, guardWith } from './cards/helpers.ts';
import { answer, autoplay, C, events, idOf, prompt, scenario } from './scenario.ts';
import { G1, gUnit } from './strideCards.ts';
import { testOnlyAbilities } from './testAbilities.ts';

const KING = 'TD03/004'; // King of Sword, g2 10000, vanilla
const NEHALEM = 'TD02/004'; // g2 10000, vanilla

const { give } = testOnlyAbilities();

/** Player 1 attacks with King of Sword on FL; player 2 guards with a 10000 shield: the attack does not hit. */
function missedAttack(format: FormatId): VGState {
  const s = scenario({
    format,
    at: 'battle',
    p0: { vanguard: NEHALEM, rc: { FL: KING }, deck: deck([]) },
    p1: { vanguard: C.overlord, hand: [C.stardust], deck: deck([]) },
  });
  attack(s, 'FL', 'VC');
  guardWith(s, C.stardust);
  for (let i = 0; i < 20 && prompt(s) !== 'vg.attack'; i++) answer(s, s.decision!.options[0] as never);
  expect(prompt(s)).toBe('vg.attack'); // the battle is over: the next start step asks again
  return s;
}

/** Index in the log of the last event of type `t`. */
function lastAt(s: VGState, t: string): number {
  const log = s.log!;
  for (let i = log.length - 1; i >= 0; i--) if (log[i].e.t === t) return i;
  return -1;
}

describe('the close step goes round again (VG2 7.8.1.3)', () => {
  // Its own Shadowstitch gives the vanguard a Shadowstitch of its own ("your unit attacked … draw a card").
  const gained: AutoAbility = shadowstitch('yours', { zones: ['VC'], effects: [draw(1)] });
  const giving = (until: 'turn' | 'battle') =>
    shadowstitch('this', { zones: ['RC'], effects: [{ do: 'grant', target: yourVanguard, ability: gained, until }] });

  for (const format of ['cr201', 'cr110'] as const) {
    const tag = format === 'cr201' ? 'VG2 7.8.1.1 / VG2 7.8.1.3' : 'VG1 7.7.1.1 / VG1 7.7.1.3';
    it(`${tag}: an "at the end of battle" ability a unit gains in the close step's check timing stands by when the step goes round again; the one that already stood by does not again [${format}]`, () => {
      give(KING, [giving('turn')]);
      const s = missedAttack(format);
      // King's ability once (not again in the second round), then the vanguard's gained one, in this battle.
      expect(events(s, 'playAbility').map((e) => e.card)).toEqual([
        expect.objectContaining({ code: KING }),
        expect.objectContaining({ code: NEHALEM }),
      ]);
      expect(s.players[0].hand).toHaveLength(1); // the gained ability drew a card
      expect(events(s, 'battleEnd')).toHaveLength(1);
      expect(lastAt(s, 'playAbility')).toBeLessThan(lastAt(s, 'battleEnd'));
    });
  }

  it('VG2 7.8.1.2 / VG2 7.8.1.3: an ability gained "until end of that battle" has ceased before the check, so the step does not go round', () => {
    give(KING, [giving('battle')]);
    const s = missedAttack('cr201');
    expect(events(s, 'playAbility')).toHaveLength(1);
    expect(s.players[0].hand).toHaveLength(0);
  });

  it('VG2 7.8.1.3 / VG2 11.29.2: a unit that becomes charging in the close step is put on the bottom of the deck before the battle ends', () => {
    give(KING, [
      shadowstitch('this', { zones: ['RC'], effects: [{ do: 'become', target: thisUnit, state: 'charging' }] }),
    ]);
    const s = missedAttack('cr201');
    expect(s.players[0].field.FL).toHaveLength(0);
    expect(s.players[0].deck[0].code).toBe(KING); // the bottom card
    expect(lastAt(s, 'move')).toBeLessThan(lastAt(s, 'battleEnd'));
  });
});

/** A United Sanctuary G unit with an ultimate stride skill (VG2 11.42), test-only. */
const ULT = 'TEST-H/001';

describe('"when this card becomes a heart" (VG2 8.6.5.1.5)', () => {
  let undo: () => void = () => {};
  beforeEach(() => {
    const ult: CardRecord = { ...gUnit(ULT, 'Test Heart Zeroth'), race: 'Zeroth Dragon', power: 25000 };
    undo = withTestCards([gUnit(G1, 'Test Stride Paladin'), ult]);
  });
  afterEach(() => undo());

  // Brigitte draws when she becomes a heart; her "beginning of your main phase" ability is a unit's only.
  const heartDraw = auto({ zones: ['VC'], trigger: { on: 'becomesHeart' }, effects: [draw(1)] });
  const mainDraw = auto({ zones: ['VC'], trigger: { on: 'beginningOf', timing: 'mainPhase' }, effects: [draw(1)] });

  it('VG2 8.6.5.1.5: the text', () => {
    expect(abilityText(heartDraw)).toBe('[AUTO](VC):When this card becomes a heart by a stride, draw a card.');
  });

  it('VG2 8.6.5.1.5 / VG2 10.27.3: a normal stride makes the vanguard a heart; its ability triggers as though it were the unit, while a heart’s other abilities stay inactive', () => {
    give(C.brigitte, [heartDraw, mainDraw]);
    const s = scenario({
      at: 'ride',
      p0: { vanguard: C.brigitte, hand: [C.overlord], gzone: [G1], deck: deck([]) },
      p1: { vanguard: C.overlord },
    });
    autoplay(s, (x) => prompt(x) === 'vg.stride');
    const heart = vanguardOf(s, 0)!.id;
    answer(s, { t: 'card', card: idOf(s, 0, 'gzone', G1) });
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.overlord) });
    answer(s, { t: 'done' });
    expect(prompt(s)).toBe('vg.main');
    expect(events(s, 'playAbility').map((e) => (e.card as { id: number }).id)).toEqual([heart]);
    expect(codes(s.players[0].hand)).toEqual(['TD01/008']); // one card, drawn by the heart
    expect(codes(s.players[0].field.VC)).toEqual([C.brigitte, G1]);
  });

  it('VG2 8.6.5.1.5 / VG2 11.42: an ultimate stride makes a heart too, and it triggers the same way', () => {
    give(C.brigitte, [heartDraw]);
    give(ULT, [ultimateStride([discard(1)])]);
    const up = Array.from({ length: 3 }, () => ({ code: G1, faceDown: false }));
    const s = scenario({
      at: 'ride',
      p0: { vanguard: C.brigitte, hand: [C.wingal], gzone: [ULT, ...up], deck: deck([]) },
      p1: { vanguard: C.nehalem },
    });
    autoplay(s, (x) => prompt(x) === 'vg.stride');
    answer(s, { t: 'card', card: idOf(s, 0, 'gzone', ULT) });
    if (prompt(s) === 'vg.cost.discard') answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.wingal) });
    expect(prompt(s)).toBe('vg.main');
    expect(codes(s.players[0].field.VC)).toEqual([C.brigitte, ULT]);
    expect(codes(s.players[0].hand)).toEqual(['TD01/008']);
    expect(events(s, 'playAbility').map((e) => (e.card as { code: string }).code)).toEqual([ULT, C.brigitte]);
  });
});

/** The two sides of a test Gyze card (VG2 12.10.2). */
const NEON = 'TEST-HG/001a';
const DEITY = 'TEST-HG/001b';

describe('a zone-changing trigger reads the card in its new zone (VG2 8.6.5.1.3)', () => {
  let undo: () => void = () => {};
  beforeEach(() => {
    const neon: CardRecord = {
      ...gUnit(NEON, 'Test Heart Neon'),
      grade: 0,
      power: 5000,
      unitType: 'normal',
      flip: { side: 'neon', other: DEITY },
    };
    undo = withTestCards([neon, { ...gUnit(DEITY, 'Test Heart Deity'), flip: { side: 'deity', other: NEON } }]);
  });
  afterEach(() => undo());

  it('VG2 8.6.5.1.3 / VG2 12.10.3.3: a Gyze card bound from the drop zone on its Deity side triggers as the Neon side it is in the bind zone', () => {
    // Each side draws on being put into the bind zone: the Neon side one card, the Deity side two.
    const bound = (n: number) =>
      auto({ zones: ['bind'], trigger: { on: 'putInto', zone: 'bind' }, effects: [draw(n)] });
    give(NEON, [bound(1)]);
    give(DEITY, [bound(2)]);
    give(NEHALEM, [act({ zones: ['VC'], cost: [{ pay: 'bind', from: 'drop', n: 1 }], effects: [] })]);
    const s = scenario({ at: 'main', p0: { vanguard: NEHALEM, drop: [NEON], deck: deck([]) } });
    const gyze = idOf(s, 0, 'drop', NEON);
    flipCard(s, 0, gyze); // VG2 10.37.1: now on its Deity side in the drop zone
    expect(codes(s.players[0].drop)).toEqual([DEITY]);
    answer(s, { t: 'act', card: vanguardOf(s, 0)!.id, index: 0 });
    if (prompt(s) !== 'vg.main') answer(s, { t: 'card', card: gyze });
    expect(prompt(s)).toBe('vg.main');
    expect(codes(s.players[0].bind)).toEqual([NEON]);
    // The Neon side's ability, with the Neon side's text, is the one that triggered: one card drawn, not two.
    expect(events(s, 'playAbility').map((e) => (e.card as { code: string }).code)).toEqual([NEHALEM, NEON]);
    expect(s.players[0].hand).toHaveLength(1);
  });
});
