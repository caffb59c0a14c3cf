// Rules tests for specific actions (VG2 section 10, VG1 10.1) and other rules (VG2 section 12) that
// the engine implements and no other test checks: discard (VG2 10.3.1.2 / VG1 10.1.2.1.2), ride
// (VG2 10.6 / VG1 10.1.5), normal call (VG2 10.7.1.1–10.7.1.2.1 / VG1 10.1.6.1.1–10.1.6.1.2.1), heal
// (VG2 10.8 / VG1 10.1.7), reveal (VG2 10.9.1.2–10.9.1.3 / VG1 10.1.8.1.2–10.1.8.1.3), turn face
// up/down (VG2 10.13 / VG1 10.1.12), drive check (VG2 10.14 / VG1 10.1.13), damage check (VG2 10.15 /
// VG1 10.1.14), bind (VG2 10.19 / VG1 10.1.18), dealing damage (VG2 10.33, ver. 2.01 only), remove
// (VG2 10.36, ver. 2.01 only: G assist) and cards with the same name (VG2 12.7; ver. 1.10 has none).
// Vanilla trial-deck cards are given test-only abilities with `withTestAbilities` (undone after each test).
import { describe, expect, it } from 'vitest';
import { eventsFor, view } from '../../src/core/engine.ts';
import {
  act,
  chooseOpponentRearguard,
  cont,
  counterBlast,
  discard,
  power,
  thisUnit,
  vanguardIs,
} from '../../src/games/vanguard/abilities/dsl.ts';
import type { Ability, Cost, Effect } from '../../src/games/vanguard/abilities/dsl.ts';
import type { VGView } from '../../src/games/vanguard/view.ts';
import { attack, BOTH, cite, codes, deck, noGuard, pw, resolveTriggers, unit } from './cards/helpers.ts';
import { answer, C, events, idOf, prompt, scenario, setMods } from './scenario.ts';
import { testOnlyAbilities } from './testAbilities.ts';

// Vanilla trial-deck cards used as hosts (stats in data/vanguard/original-td.cards.json).
const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler», Intercept
const GARETH = 'TD05/008'; // Knight of Elegant Skills, Gareth, g1 «Gold Paladin»
const GARETH_TD08 = 'TD08/009'; // the same name, another printing
const HAUGAN = 'TD05/009'; // g1 «Gold Paladin», another name

const { give } = testOnlyAbilities();

/** An [ACT](VC/RC) with this cost and these effects. */
const actWith = (cost: Cost[], ...effects: Effect[]): Ability => act({ zones: ['VC', 'RC'], cost, effects });

function playAct(s: ReturnType<typeof scenario>, circle: 'VC' | 'FL', index: number): void {
  expect(prompt(s)).toBe('vg.main');
  answer(s, { t: 'act', card: unit(s, 0, circle).id, index });
}

describe('discard, bind, turn face up/down (VG2 10.3, 10.13, 10.19; VG1 10.1.2, 10.1.12, 10.1.18)', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        '[VG2 10.3.1.2|VG1 10.1.2.1.2] discarding as a cost discards a card its master chooses from the hand, into the drop zone',
      ),
      () => {
        give(KING, [actWith([discard(1)], power(thisUnit, 1000, 'turn'))]);
        const s = scenario({
          format,
          at: 'main',
          p0: { rc: { FL: KING }, hand: [C.wingal, C.marron], deck: deck([]) },
        });
        playAct(s, 'FL', 0);
        expect(prompt(s)).toBe('vg.cost.discard');
        const hand = s.players[0].hand.map((c) => c.id);
        expect(s.decision!.options).toEqual(hand.map((id) => ({ t: 'card', card: id })));
        answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.marron) }); // the second card, not the first
        expect(codes(s.players[0].hand)).toEqual([C.wingal]);
        expect(codes(s.players[0].drop)).toEqual([C.marron]);
        expect(pw(s, 0, 'FL')).toBe(11000);
      },
    );

    it(
      cite(
        format,
        "[VG2 10.19|VG1 10.1.18] / [VG2 10.19.1|VG1 10.1.18.1] binding moves a card to the bind zone of its owner: an opponent's rear-guard to the opponent's, a card from your hand to yours",
      ),
      () => {
        give(KING, [actWith([{ pay: 'bind', from: 'hand', n: 1 }], { do: 'bind', target: chooseOpponentRearguard() })]);
        const s = scenario({
          format,
          at: 'main',
          p0: { rc: { FL: KING }, hand: [C.wingal], deck: deck([]) },
          p1: { rc: { FR: C.nehalem } },
        });
        playAct(s, 'FL', 0);
        if (prompt(s) === 'vg.chooseUnit') answer(s, { t: 'unit', seat: 1, circle: 'FR' });
        expect(codes(s.players[0].bind)).toEqual([C.wingal]); // the cost: from the hand, to its owner's bind zone
        expect(s.players[0].hand).toEqual([]);
        expect(codes(s.players[1].bind)).toEqual([C.nehalem]); // the effect: the opponent's card, to the opponent's
        expect(s.players[1].field.FR).toEqual([]);
        expect(s.players[1].drop).toEqual([]);
      },
    );

    it(
      cite(
        format,
        '[VG2 10.13|VG1 10.1.12] / [VG2 10.13.1|VG1 10.1.12.1] a counter blast turns a chosen damage card face down and a counter charge turns it face up again; neither moves it',
      ),
      () => {
        give(KING, [
          actWith([counterBlast(1)], power(thisUnit, 1000, 'turn')),
          actWith([], { do: 'counterCharge', n: 1 }),
        ]);
        const s = scenario({
          format,
          at: 'main',
          p0: { rc: { FL: KING }, damage: [C.wingal, C.marron], deck: deck([]) },
        });
        const [first, second] = s.players[0].damage.map((c) => c.id);
        playAct(s, 'FL', 0);
        expect(prompt(s)).toBe('vg.cost.counterBlast');
        answer(s, { t: 'card', card: second });
        expect(s.players[0].damage.map((c) => [c.id, c.up])).toEqual([
          [first, true],
          [second, false],
        ]);
        playAct(s, 'FL', 1);
        expect(prompt(s)).toBe('vg.counterCharge');
        expect(s.decision!.options).toEqual([{ t: 'card', card: second }]); // only a face-down card can be turned face up
        answer(s, { t: 'card', card: second });
        expect(s.players[0].damage.map((c) => [c.id, c.up])).toEqual([
          [first, true],
          [second, true],
        ]);
      },
    );
  }
});

describe('reveal (VG2 10.9; VG1 10.1.8)', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        `[VG2 10.9.1.2|VG1 10.1.8.1.2] / ${format === 'cr201' ? 'VG2 10.9.1.2.1 / ' : ''}[VG2 10.9.1.3|VG1 10.1.8.1.3] a card an effect reveals is shown to both players while the effect lasts, stays in its zone, and is hidden again afterwards`,
      ),
      () => {
        give(KING, [
          actWith([], { do: 'lookTop', n: 1, reveal: true, upTo: 1, filter: { gradeMax: 1 }, to: 'hand', rest: 'top' }),
        ]);
        const s = scenario({ format, at: 'main', p0: { rc: { FL: KING }, deck: deck([C.wingal]) } });
        const top = s.players[0].deck.at(-1)!;
        expect(top.code).toBe(C.wingal);
        const from = s.log!.length;
        playAct(s, 'FL', 0);
        // The effect is still going (its master is choosing): the opponent has been shown the card.
        expect(prompt(s)).toBe('vg.lookTake');
        const seen = eventsFor(s, 1, from).filter((e) => e.t === 'reveal') as unknown as {
          zone: string;
          cards: { code: string }[];
        }[];
        expect(seen).toEqual([
          expect.objectContaining({ zone: 'deck', cards: [expect.objectContaining({ code: C.wingal })] }),
        ]);
        expect(s.players[0].deck.at(-1)!.id).toBe(top.id); // revealing does not move it
        answer(s, { t: 'none' });
        expect(prompt(s)).toBe('vg.main');
        // Put back on top: the same card, in the (hidden) deck; the opponent sees only the deck's size.
        expect(s.players[0].deck.at(-1)!.id).toBe(top.id);
        expect(s.players[0].hand).toEqual([]);
        const opp = view(s, 1) as VGView;
        expect(opp.players[0].deck).toBe(s.players[0].deck.length);
        expect(JSON.stringify(opp)).not.toContain(`"id":${top.id},`);
      },
    );
  }
});

describe('normal call (VG2 10.7; VG1 10.1.6)', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        '[VG2 10.7.1.1|VG1 10.1.6.1.1] / [VG2 10.7.1.1.1|VG1 10.1.6.1.1.1] / [VG2 10.7.1.1.1.2|VG1 10.1.6.1.1.1.2] / [VG2 10.7.1.2.1|VG1 10.1.6.1.2.1] a normal call chooses one card and its circle, in the main phase and (as a guardian) in the guard step',
      ),
      () => {
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: C.blasterBlade, hand: [C.wingal, C.marron], deck: deck([C.gallatin]) },
          p1: { hand: [C.critKagero], deck: deck([C.nehalem], 'TD02/007') },
        });
        // Main phase: every call option is one hand card with one rear-guard circle.
        const calls = s.decision!.options.filter((o) => o.t === 'call') as unknown as {
          card: number;
          circle: string;
        }[];
        expect(calls.length).toBe(2 * 5);
        expect(calls.length, 'the list checked below is not empty').toBeGreaterThan(0);
        for (const o of calls) expect(Object.keys(o).sort()).toEqual(['card', 'circle', 't']);
        answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.marron), circle: 'FL' });
        expect(codes(s.players[0].field.FL)).toEqual([C.marron]);
        expect(codes(s.players[0].hand)).toEqual([C.wingal]); // one card per call
        expect(events(s, 'call')).toHaveLength(1);
        // Guard step: the non-turn player calls one hand card to the guardian circle.
        answer(s, { t: 'pass' });
        attack(s, 'VC', 'VC');
        const guard = s.decision!.options.filter((o) => o.t === 'guard') as unknown as { card: number }[];
        expect(guard).toEqual([{ t: 'guard', card: idOf(s, 1, 'hand', C.critKagero) }]);
        answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.critKagero) });
        // With the hand empty the guard step ends by itself; the battle has put the guardian in the drop zone.
        expect(events(s, 'guard')).toEqual([
          expect.objectContaining({ seat: 1, card: expect.objectContaining({ code: C.critKagero }) }),
        ]);
        expect(s.players[1].hand).toEqual([]);
        expect(codes(s.players[1].drop)).toEqual([C.critKagero]);
      },
    );
  }
});

describe('drive check, damage check and heal (VG2 10.8, 10.14, 10.15; VG1 10.1.7, 10.1.13, 10.1.14)', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        '[VG2 10.14|VG1 10.1.13] / [VG2 10.14.1|VG1 10.1.13.1] / [VG2 10.15|VG1 10.1.14] / [VG2 10.15.1|VG1 10.1.14.1] the attacking vanguard drive checks its top card into the hand; the hit vanguard damage checks its top card into the damage zone',
      ),
      () => {
        const s = scenario({
          format,
          at: 'battle',
          p0: { deck: deck([C.gallatin]) },
          p1: { deck: deck([C.nehalem], 'TD02/007') },
        });
        attack(s, 'VC', 'VC');
        if (prompt(s) === 'vg.guard' || prompt(s) === 'vg.guardBatch') noGuard(s); // no hand: no guard step question
        expect(events(s, 'driveCheck')).toEqual([
          expect.objectContaining({ seat: 0, card: expect.objectContaining({ code: C.gallatin }) }),
        ]);
        expect(codes(s.players[0].hand)).toEqual([C.gallatin]);
        expect(events(s, 'damageCheck')).toEqual([
          expect.objectContaining({ seat: 1, card: expect.objectContaining({ code: C.nehalem }) }),
        ]);
        expect(codes(s.players[1].damage)).toEqual([C.nehalem]);
        expect(s.players[0].trigger).toEqual([]);
        expect(s.players[1].trigger).toEqual([]);
      },
    );

    it(
      cite(
        format,
        '[VG2 10.8|VG1 10.1.7] / [VG2 10.8.1|VG1 10.1.7.1] a heal trigger heals: the damage card its checker chooses moves from the damage zone to the drop zone',
      ),
      () => {
        const s = scenario({
          format,
          at: 'battle',
          p0: { damage: [C.wingal, C.marron], deck: deck([C.gallatin]) },
          p1: { vanguard: C.undeux, damage: [C.bahr, C.aermo], deck: deck([C.healKagero], 'TD02/007') },
        });
        attack(s, 'VC', 'VC');
        if (prompt(s) === 'vg.guard' || prompt(s) === 'vg.guardBatch') noGuard(s); // no hand: no guard step question
        const aermo = idOf(s, 1, 'damage', C.aermo);
        // The checker orders the trigger's two actions (VG2 2.8.2): heal first.
        expect(prompt(s)).toBe('vg.triggerOrder');
        expect(s.decision!.options[0]).toEqual({ t: 'order', order: ['heal', 'power'] });
        answer(s, s.decision!.options[0] as never);
        expect(prompt(s)).toBe('vg.heal');
        expect(s.decision!.seat).toBe(1);
        answer(s, { t: 'card', card: aermo });
        resolveTriggers(s);
        expect(codes(s.players[1].drop)).toEqual([C.aermo]);
        // Two damage before, one healed, the checked heal trigger added.
        expect(codes(s.players[1].damage)).toEqual([C.bahr, C.healKagero]);
        expect(events(s, 'heal')).toEqual([expect.objectContaining({ seat: 1 })]);
      },
    );
  }
});

describe('ride (VG2 10.6; VG1 10.1.5)', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        '[VG2 10.6|VG1 10.1.5] / [VG2 10.6.1|VG1 10.1.5.1] riding moves a card from the hand (not the field) to the vanguard circle; the old vanguard goes to the soul',
      ),
      () => {
        const s = scenario({ format, at: 'ride', p0: { hand: [C.wingal], rc: { FL: C.marron }, deck: deck([]) } });
        expect(prompt(s)).toBe('vg.ride');
        const rides = s.decision!.options.filter((o) => o.t === 'ride') as unknown as { card: number }[];
        // Only the hand card can be ridden; the grade 1 rear-guard on the field cannot.
        expect(rides).toEqual([{ t: 'ride', card: idOf(s, 0, 'hand', C.wingal) }]);
        answer(s, { t: 'ride', card: rides[0].card });
        expect(codes(s.players[0].field.VC)).toEqual([C.wingal]);
        expect(codes(s.players[0].soul)).toEqual([C.stardust]);
        expect(codes(s.players[0].field.FL)).toEqual([C.marron]);
        expect(s.players[0].hand).toEqual([]);
      },
    );
  }
});

describe('dealing damage (VG2 10.33; ver. 2.01 only)', () => {
  it('VG2 10.33 / VG2 10.33.1 / VG2 10.33.2 a hit by a critical 2 vanguard adds 2 to the vanguard damage, which the damage process of the rule actions works off one point at a time', () => {
    const s = scenario({
      format: 'cr201',
      at: 'battle',
      p0: { deck: deck([C.gallatin]) },
      p1: { vanguard: C.undeux, deck: deck([C.critKagero, C.nehalem], 'TD02/007') },
    });
    setMods(s, 0, 'VC', [{ stat: 'critical', n: 1, until: 'turn' }]);
    attack(s, 'VC', 'VC');
    if (prompt(s) === 'vg.guard') noGuard(s);
    expect(events(s, 'damage')).toEqual([expect.objectContaining({ seat: 1, amount: 2 })]);
    // The first damage check's trigger waits for its checker: one point checked, one still to come.
    expect(prompt(s)).toBe('vg.triggerOrder');
    expect(s.decision!.seat).toBe(1);
    expect(s.players[1].vanguardDamage).toBe(1);
    expect(s.frames.some((f) => f.k === 'vg.damageProcess')).toBe(true);
    resolveTriggers(s);
    expect(s.players[1].vanguardDamage).toBe(0);
    expect(codes(s.players[1].damage)).toEqual([C.critKagero, C.nehalem]);
  });
});

describe('remove (VG2 10.36; ver. 2.01 only)', () => {
  it('VG2 10.36 / VG2 10.36.1 / VG2 10.36.1.1 the G assist step removes two hand cards from the game, and both players may see them', () => {
    const s = scenario({
      format: 'cr201',
      at: 'draw',
      p0: {
        vanguard: C.stardust,
        hand: [C.blasterBlade, C.brigitte],
        deck: [C.gallatin, C.critRP, C.wingal, C.marron, C.wingal, C.blasterBlade, ...Array(14).fill(C.brigitte)],
      },
    });
    expect(prompt(s)).toBe('vg.gAssist');
    answer(s, { t: 'yes' });
    answer(s, { t: 'card', card: s.players[0].deck.at(-3)!.id }); // Marron
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.brigitte) });
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', C.gallatin) });
    const removed = s.players[0].removed;
    expect(codes(removed)).toEqual([C.brigitte, C.gallatin]);
    // Out of the game: in no zone the game plays with.
    const p = s.players[0];
    for (const pile of [p.hand, p.deck, p.drop, p.soul, p.damage, p.bind]) {
      expect(pile.some((c) => removed.includes(c))).toBe(false);
    }
    // Both the owner and the opponent see what was removed.
    for (const viewer of [0, 1] as const) {
      const v = view(s, viewer) as VGView;
      expect(v.players[0].removed.map((c) => c.code)).toEqual([C.brigitte, C.gallatin]);
    }
  });
});

describe('cards with the same card name (VG2 12.7; ver. 1.10 has no such clause)', () => {
  for (const format of ['cr201'] as const) {
    it(`VG2 12.7 / VG2 12.7.1 a condition naming a card is met by another printing with that name, not by another name (${format})`, () => {
      // "If your vanguard is 'Knight of Elegant Skills, Gareth', this unit gets Power +3000."
      give(KING, [
        cont({
          zones: ['RC'],
          condition: vanguardIs({ name: 'Knight of Elegant Skills, Gareth' }),
          effect: { cont: 'modify', stat: 'power', n: 3000 },
        }),
      ]);
      const at = (vanguard: string) =>
        pw(scenario({ format, at: 'main', p0: { vanguard, rc: { FL: KING }, deck: deck([]) } }), 0, 'FL');
      expect(at(GARETH)).toBe(13000);
      expect(at(GARETH_TD08)).toBe(13000);
      expect(at(HAUGAN)).toBe(10000);
    });
  }
});
