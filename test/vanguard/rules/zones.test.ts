// Vanguard rules tests — zones: deck, hand, drop, field and circles, soul, damage zone, trigger zone (both versions section 4).
// Gathered by rules topic from the batch-named files rules1to10.test.ts, ver110.test.ts, zones.test.ts.

import { describe, expect, it } from 'vitest';
import { agentContext } from '../../../src/ai/playGame.ts';
import { randomAgent } from '../../../src/ai/randomAgent.ts';
import * as coreEngine from '../../../src/core/engine.ts';
import { decision, eventsFor, newGame, view } from '../../../src/core/engine.ts';
import type { GameEvent, Seat } from '../../../src/core/types.ts';
import { act, auto, draw } from '../../../src/games/vanguard/abilities/dsl.ts';
import { deckById, expandDeck } from '../../../src/games/vanguard/cards/cardPool.ts';
import type { FormatId } from '../../../src/games/vanguard/formats.ts';
import { type Card, type Circle, CIRCLES, type VGState } from '../../../src/games/vanguard/state.ts';
import { type CardView, vgView, type VGView } from '../../../src/games/vanguard/view.ts';
import { isHiddenZone } from '../../../src/games/vanguard/zones.ts';
import { BOTH, cite, codes, deck, pw, unit } from '../cards/helpers.ts';
import { answer, C, events, idOf, offers, prompt, scenario, setMods } from '../scenario.ts';
import { actDo, testOnlyAbilities } from '../testAbilities.ts';

// Vanilla trial-deck cards used as hosts (stats in data/vanguard/original-td.cards.json).
const KING = 'TD03/004'; // King of Sword, g2 10000 «Nova Grappler»

const TOUGH = 'TD03/007'; // Tough Boy, g1 8000 «Nova Grappler»

const { give } = testOnlyAbilities();

function playAct(s: VGState, seat: Seat, circle: 'VC' | 'FL'): void {
  expect(prompt(s)).toBe('vg.main');
  answer(s, { t: 'act', card: unit(s, seat, circle).id, index: 0 });
}

describe('section 4: moving cards', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        '[VG2 4.1.5|VG1 4.1.5] / [VG2 4.1.5.1|VG1 4.1.5.1] revealed cards put on the bottom of the deck together go in the order their owner chooses, and the opponent is not told that order',
      ),
      () => {
        give(KING, [actDo({ do: 'lookTop', n: 3, reveal: true, upTo: 0, to: 'hand', rest: 'bottom' })]);
        const top = [C.gallatin, C.wingal, C.stardust];
        for (const order of [
          [C.gallatin, C.wingal, C.stardust],
          [C.stardust, C.gallatin, C.wingal],
        ]) {
          const s = scenario({ format, at: 'main', p0: { rc: { FL: KING }, deck: deck(top) } });
          playAct(s, 0, 'FL');
          const revealedAt = (s.log ?? []).length;
          expect(prompt(s)).toBe('vg.orderRest');
          expect(s.decision!.seat).toBe(0); // the owner decides
          expect(vgView(s, 1).decision).toEqual({ seat: 0, kind: 'chooseOrder', prompt: 'vg.orderRest' });
          const ids = s.players[0].deck.slice(-3).map((c) => c.id);
          for (const code of order.slice(0, 2)) answer(s, { t: 'card', card: idOf(s, 0, 'deck', code) });
          expect(prompt(s)).toBe('vg.main');
          // Each card put is the bottommost so far: the first chosen ends up third from the bottom.
          expect(codes(s.players[0].deck.slice(0, 3))).toEqual([...order].reverse());
          expect(s.players[0].deck).toHaveLength(23);
          // The opponent learns that the cards went to the bottom, nothing of their order.
          const seen = JSON.stringify(eventsFor(s, 1, revealedAt));
          expect(ids.length, 'the list checked below is not empty').toBeGreaterThan(0);
          for (const id of ids) expect(seen).not.toContain(`"id":${id},`);
          for (const code of top) expect(seen).not.toContain(code);
          expect(eventsFor(s, 1, revealedAt).map((e) => e.t)).toContain('deckOrder');
        }
      },
    );
  }

  it('VG2 4.1.8 "search your deck, call it to (RC), and that unit gets Power +5000": the effect follows the card it moved, now a new card on its circle', () => {
    give(KING, [
      actDo({
        do: 'search',
        filter: { gradeMin: 2 },
        then: 'callRC',
        thenModify: { stat: 'power', n: 5000, until: 'turn' },
      }),
    ]);
    const s = scenario({ format: 'cr201', at: 'main', p0: { rc: { FL: KING }, deck: deck([C.gallatin]) } });
    playAct(s, 0, 'FL');
    expect(prompt(s)).toBe('vg.search');
    const found = idOf(s, 0, 'deck', C.gallatin);
    answer(s, { t: 'card', card: found });
    expect(prompt(s)).toBe('vg.callTo');
    answer(s, { t: 'unit', seat: 0, circle: 'FR' });
    expect(codes(s.players[0].field.FR)).toEqual([C.gallatin]);
    expect(unit(s, 0, 'FR').id).not.toBe(found); // VG2 4.1.4: a new card on the field
    expect(pw(s, 0, 'FR')).toBe(10000 + 5000);
    expect(pw(s, 0, 'FL')).toBe(10000);
  });

  it('VG2 4.8.2.2 a face-down card in the damage zone does nothing: its [ACT](Damage Zone) is not offered and its [AUTO](Damage Zone) does not trigger', () => {
    give(TOUGH, [
      act({ zones: ['damage'], cost: [], effects: [draw(1)] }),
      auto({ zones: ['damage'], trigger: { on: 'beginningOf', timing: 'mainPhase' }, effects: [draw(1)] }),
    ]);
    for (const faceDown of [false, true]) {
      const s = scenario({
        format: 'cr201',
        at: 'main',
        p0: { damage: [C.wingal, { code: TOUGH, faceDown }], deck: deck([]) },
      });
      const tough = s.players[0].damage[1];
      expect([tough.code, tough.up]).toEqual([TOUGH, !faceDown]);
      expect(prompt(s)).toBe('vg.main');
      // Face up: "at the beginning of your main phase" drew a card, and the [ACT] may be played.
      expect(s.players[0].hand).toHaveLength(faceDown ? 0 : 1);
      expect(offers(s, { t: 'act', card: tough.id, index: 0 })).toBe(!faceDown);
    }
  });
});

{
  // The tests gathered from ver110.test.ts, with its helpers: some of their names mean something else above.

  const act = coreEngine.act;

  const BOTH: readonly FormatId[] = ['cr110', 'cr201'];

  // --- helpers ---------------------------------------------------------------------------------------

  /** A deck with these cards on top, then vanilla Little Sage, Marron (no abilities, no trigger). */
  function deck(top: string[] = [], n = 20): string[] {
    return [...top, ...Array.from({ length: n }, () => C.marron)];
  }

  function codes(cards: readonly Card[]): string[] {
    return cards.map((c) => c.code);
  }

  /** Start step "attack", attacker, target; the boost question answered if it is asked. */
  function attack(s: VGState, from: Circle, target: Circle, boost = false): void {
    expect(prompt(s)).toBe('vg.attack');
    answer(s, { t: 'yes' });
    answer(s, { t: 'circle', circle: from });
    answer(s, { t: 'circle', circle: target });
    if (prompt(s) === 'vg.boost') answer(s, { t: boost ? 'yes' : 'no' });
  }

  /** Answer the trigger-order question with these two sub-actions, in this order. */
  function order(s: VGState, first: string, second: string): void {
    expect(prompt(s)).toBe('vg.triggerOrder');
    act(s, s.decision!.seat, { t: 'order', order: [first, second] } as never);
  }

  /** Options of the pending decision with this `t`. */
  function optionsOf(s: VGState, t: string): Record<string, unknown>[] {
    return (s.decision?.options ?? []).filter((o) => o.t === t) as unknown as Record<string, unknown>[];
  }

  function vv(s: VGState, who: Seat | 'spectator'): VGView {
    return view(s, who) as VGView;
  }

  // --- section 4: zones ----------------------------------------------------------------------------------

  describe('VG1 4.1.7 / VG1 4.5 / VG1 4.6 zones, field and circles', () => {
    for (const format of BOTH) {
      it(`VG1 4.1.7 face-down cards in the (public) damage zone stay visible to every player and spectators [${format}]`, () => {
        const s = scenario({
          format,
          at: 'main',
          p0: { damage: [{ code: C.healRP, faceDown: true }, C.marron] },
        });
        for (const who of [0, 1, 'spectator'] as const) {
          expect(vv(s, who).players[0].damage).toEqual([
            { id: s.players[0].damage[0].id, code: C.healRP, faceDown: true },
            { id: s.players[0].damage[1].id, code: C.marron },
          ]);
        }
      });
    }

    for (const format of BOTH) {
      it(`VG1 4.5 VG1 4.5.1 VG1 4.5.2 VG1 4.5.3 the field holds every unit on seven circles, open to both players and spectators [${format}]`, () => {
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: C.gallatin, rc: { FL: C.marron, FR: C.wingal, BL: C.stardust, BC: C.wingal, BR: C.marron } },
        });
        const field = s.players[0].field;
        expect(Object.keys(field)).toHaveLength(7);
        for (const who of [1, 'spectator'] as const) {
          const f = vv(s, who).players[0].field;
          for (const c of ['VC', 'FL', 'FR', 'BL', 'BC', 'BR'] as const) {
            expect(f[c]).toEqual([expect.objectContaining({ id: field[c][0].id, code: field[c][0].code })]);
          }
          expect(f.GC).toEqual([]);
        }
      });
    }

    for (const format of BOTH) {
      it(`VG1 4.6 VG1 4.6.4 VG1 4.6.6 a ride goes to the vanguard circle, a call to one of the five rear-guard circles [${format}]`, () => {
        const s = scenario({
          format,
          at: 'ride',
          p0: { vanguard: C.wingal, hand: [C.gallatin, C.marron], deck: deck() },
        });
        answer(s, { t: 'ride', card: idOf(s, 0, 'hand', C.gallatin) });
        expect(codes(s.players[0].field.VC)).toEqual([C.gallatin]);
        expect(prompt(s)).toBe('vg.main');
        expect(optionsOf(s, 'call').map((o) => o.circle)).toEqual(['FL', 'FR', 'BL', 'BC', 'BR']);
        answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.marron), circle: 'BC' });
        expect(codes(s.players[0].field.BC)).toEqual([C.marron]);
      });
    }
  });

  describe('VG1 4.7 / VG2 4.7 soul', () => {
    for (const format of BOTH) {
      it(`VG1 4.7 VG1 4.7.1 VG1 4.7.2 VG2 4.7.2 the soul is under the vanguard and not part of the field: a «Royal Paladin» in the soul does not match a trigger's clan [${format}]`, () => {
        const s = scenario({
          format,
          at: 'battle',
          p0: { vanguard: C.nehalem, soul: [C.stardust, C.wingal], deck: deck([C.critRP]) },
          p1: { vanguard: C.wingal },
        });
        attack(s, 'VC', 'VC');
        expect(events(s, 'triggerCheck')).toEqual([
          { t: 'triggerCheck', seat: 0, id: expect.any(Number), kind: 'critical', active: false },
        ]);
        expect(events(s, 'modify')).toEqual([]);
        expect(s.players[1].damage).toHaveLength(1);
        expect(codes(s.players[0].soul)).toEqual([C.stardust, C.wingal]);
      });
    }
  });

  describe('VG1 4.10 trigger zone', () => {
    for (const format of BOTH) {
      it(`VG1 4.10.1 VG1 4.10.2 VG1 4.10.4 a drive check card waits face up in the (public) trigger zone while its icon resolves, then goes to its owner's hand [${format}]`, () => {
        const s = scenario({
          format,
          at: 'battle',
          p0: { vanguard: C.blasterBlade, deck: deck([C.critRP]) },
          p1: { vanguard: C.wingal },
        });
        attack(s, 'VC', 'VC');
        expect(prompt(s)).toBe('vg.triggerOrder');
        const checked = s.players[0].trigger[0];
        expect(checked).toMatchObject({ code: C.critRP, up: true });
        for (const who of [1, 'spectator'] as const) {
          expect(vv(s, who).players[0].trigger).toEqual([{ id: checked.id, code: C.critRP }]);
        }
        order(s, 'critical', 'power');
        answer(s, { t: 'circle', circle: 'VC' });
        answer(s, { t: 'circle', circle: 'VC' });
        expect(s.players[0].trigger).toHaveLength(0);
        expect(codes(s.players[0].hand)).toEqual([C.critRP]);
      });
    }
  });
}

{
  // The tests gathered from zones.test.ts, with its helpers: some of their names mean something else above.

  const act = coreEngine.act;

  const FORMATS: FormatId[] = ['cr201', 'cr110'];

  const PILES = ['deck', 'hand', 'drop', 'soul', 'damage', 'bind', 'trigger', 'removed', 'gzone'] as const;

  const TD01 = expandDeck(deckById('TD01')!);

  const TD02 = expandDeck(deckById('TD02')!);

  function vv(s: VGState, who: Seat | 'spectator'): VGView {
    return view(s, who) as VGView;
  }

  function realGame(format: FormatId = 'cr201', seed = 3): VGState {
    return newGame<VGState>({ game: 'vanguard', format, decks: [{ cards: TD01 }, { cards: TD02 }], seed });
  }

  /** Play random answers until `stop` holds or the game ends. */
  function playUntil(s: VGState, stop: (s: VGState) => boolean, seed = 1, cap = 3000): void {
    const agents = [randomAgent(seed), randomAgent(seed + 1)];
    for (let i = 0; i < cap && decision(s) && !stop(s); i++) {
      const d = decision(s)!;
      act(s, d.seat, agents[d.seat].choose(agentContext(s, d)));
    }
  }

  type MoveE = GameEvent & {
    seat: Seat;
    from: string;
    to: string;
    card?: { id: number; code: string };
    newId?: number;
  };

  function movesSeenBy(s: VGState, who: Seat | 'spectator'): MoveE[] {
    return eventsFor(s, who).filter((e) => e.t === 'move') as MoveE[];
  }

  /** Attack the opponent's vanguard with the vanguard (battle phase at `vg.attack`), declining any boost. */
  function attackVanguard(s: VGState, from: 'VC' | 'FL' | 'FR' = 'VC'): void {
    answer(s, { t: 'yes' });
    answer(s, { t: 'circle', circle: from });
    answer(s, { t: 'circle', circle: 'VC' });
    if (prompt(s) === 'vg.boost') answer(s, { t: 'no' });
  }

  // From the former zones.test.ts:
  // Zones (VG2 section 4; VG1 section 4), the terms of section 3 that name what lives in them (units,
  // vanguard, rear-guards, guardians, drawing, orientation, owner and master) and the views that keep
  // hidden zones hidden (DESIGN point 5).

  describe('VG2 4.1 / VG1 4.1.1 zones in general', () => {
    it('VG2 4.1.1 VG1 4.1.1 each player has their own one of every zone and seven circles', () => {
      for (const format of FORMATS) {
        const s = scenario({ format, at: 'main' });
        const [a, b] = s.players;
        for (const z of PILES) {
          expect(Array.isArray(a[z])).toBe(true);
          expect(a[z]).not.toBe(b[z]);
        }
        expect(Object.keys(a.field).sort()).toEqual([...CIRCLES].sort());
        for (const c of CIRCLES) expect(a.field[c]).not.toBe(b.field[c]);
      }
      // Guard: distinct arrays alone prove little. In a game under way, each player's zones and circles hold that
      // player's own cards, and both players have a vanguard, a hand and a deck.
      let checked = 0;
      for (const format of FORMATS) {
        const s = realGame(format);
        playUntil(s, (x) => x.turn >= 5);
        expect(s.turn).toBeGreaterThanOrEqual(5);
        for (const seat of [0, 1] as const) {
          const p = s.players[seat];
          const own = [...PILES.flatMap((z) => p[z] as { owner: Seat }[]), ...CIRCLES.flatMap((c) => p.field[c])];
          for (const card of own) expect(card.owner).toBe(seat);
          for (const z of ['deck', 'hand'] as const) expect(p[z].length).toBeGreaterThan(0);
          expect(p.field.VC.length).toBeGreaterThan(0);
          checked += own.length;
        }
      }
      expect(checked).toBeGreaterThan(0);
    });

    it('VG2 4.1.2 VG1 4.1.2 the number of cards in every zone is public: each seat and a spectator see every count', () => {
      for (const format of FORMATS) {
        const s = realGame(format);
        playUntil(s, (x) => x.turn >= 4);
        for (const who of [0, 1, 'spectator'] as const) {
          const v = vv(s, who);
          for (const seat of [0, 1] as const) {
            const p = s.players[seat];
            const pv = v.players[seat];
            expect(pv.deck).toBe(p.deck.length);
            expect(typeof pv.hand === 'number' ? pv.hand : pv.hand.length).toBe(p.hand.length);
            for (const z of ['soul', 'drop', 'damage', 'bind', 'trigger', 'removed'] as const) {
              expect(pv[z]).toHaveLength(p[z].length);
            }
            expect(pv.gzone).toBe(p.gzone.length);
            for (const c of CIRCLES) expect(pv.field[c]).toHaveLength(p.field[c].length);
          }
        }
      }
    });

    it('VG2 4.1.3 VG1 4.1.3 the deck, the hand and the G zone are hidden zones; the rest are public', () => {
      for (const z of ['deck', 'hand', 'gzone'] as const) expect(isHiddenZone(z)).toBe(true);
      for (const z of ['drop', 'soul', 'damage', 'bind', 'trigger', 'removed', ...CIRCLES] as const) {
        expect(isHiddenZone(z)).toBe(false);
      }
    });

    it('VG2 4.1.4 VG1 4.1.4 a card that changes zone is a new card with a new id; circle to circle keeps id and effects', () => {
      for (const format of FORMATS) {
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: C.blasterBlade, hand: [C.wingal], rc: { FL: { code: C.gallatin, rested: true } } },
        });
        const gallatin = setMods(s, 0, 'FL', [{ stat: 'power', n: 5000, until: 'turn' }]);
        const handId = idOf(s, 0, 'hand', C.wingal);
        answer(s, { t: 'call', card: handId, circle: 'BR' });
        const called = s.players[0].field.BR[0];
        expect(called.id).not.toBe(handId);
        expect(events(s, 'call').at(-1)).toMatchObject({ circle: 'BR', card: { id: called.id, code: C.wingal } });
        answer(s, { t: 'swap', a: 'FL', b: 'BL' });
        const moved = s.players[0].field.BL[0];
        expect(moved.id).toBe(gallatin.id);
        expect(moved.mods).toEqual([{ stat: 'power', n: 5000, until: 'turn' }]);
        expect(vv(s, 1).players[0].field.BL[0]).toMatchObject({ id: gallatin.id, power: 15000 });
      }
    });

    it('VG2 4.1.4 VG1 4.1.4 the effects on a vanguard do not follow it into the soul', () => {
      for (const format of FORMATS) {
        const s = scenario({ format, at: 'ride', p0: { vanguard: C.marron, hand: [C.blasterBlade] } });
        const old = setMods(s, 0, 'VC', [{ stat: 'power', n: 5000, until: 'turn' }]);
        answer(s, { t: 'ride', card: idOf(s, 0, 'hand', C.blasterBlade) });
        const soul = s.players[0].soul[0];
        expect(soul.code).toBe(C.marron);
        expect(soul.id).not.toBe(old.id);
        expect(soul.mods).toBeNull();
      }
    });

    it('VG2 4.1.4 an interceptor keeps its id from rear-guard circle to guardian circle, and gets a new one in the drop', () => {
      const s = scenario({ at: 'battle', p1: { rc: { FL: C.gallatin }, hand: [C.wingal] } });
      const id = s.players[1].field.FL[0].id;
      attackVanguard(s);
      answer(s, { t: 'intercept', circle: 'FL' });
      expect(s.players[1].field.GC.map((c) => c.id)).toEqual([id]);
      answer(s, { t: 'pass' });
      expect(s.players[1].field.GC).toHaveLength(0);
      expect(s.players[1].drop.map((c) => c.code)).toEqual([C.gallatin]);
      expect(s.players[1].drop[0].id).not.toBe(id);
    });

    it("VG2 4.1.6 VG1 4.1.6 VG2 3.3.1 a card goes to its owner's zone: the defender's guardian ends in the defender's drop", () => {
      for (const format of FORMATS) {
        const s = scenario({ format, at: 'battle', p1: { vanguard: C.blasterBlade, hand: [C.wingal] } });
        attackVanguard(s);
        answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.wingal) });
        if (prompt(s) === 'vg.guard' || prompt(s) === 'vg.guardBatch')
          answer(s, { t: format === 'cr201' ? 'pass' : 'done' });
        expect(s.players[1].drop.map((c) => c.code)).toEqual([C.wingal]);
        expect(s.players[1].drop[0].owner).toBe(1);
        expect(s.players[0].drop).toHaveLength(0);
      }
    });
  });

  describe('VG2 4.2 / VG1 4.2 deck zone', () => {
    it("VG2 4.2.1 VG1 4.2.1 VG2 3.3.2 VG1 3.3.2 each deck zone starts with its player's main deck; those cards are theirs", () => {
      for (const format of FORMATS) {
        const s = realGame(format);
        expect(prompt(s)).toBe('vg.firstVanguard');
        expect(s.players[0].deck.map((c) => c.code).sort()).toEqual(TD01.slice().sort());
        expect(s.players[1].deck.map((c) => c.code).sort()).toEqual(TD02.slice().sort());
        for (const seat of [0, 1] as const) {
          expect(s.players[seat].deck.length, 'the list checked below is not empty').toBeGreaterThan(0);
          for (const c of s.players[seat].deck) expect(c.owner).toBe(seat);
        }
      }
    });

    it('VG2 4.2.2 VG1 4.2.2 the deck is hidden from every player, its owner included: a count, face down, no ids', () => {
      for (const format of FORMATS) {
        const s = realGame(format);
        playUntil(s, (x) => x.turn >= 3);
        for (const who of [0, 1, 'spectator'] as const) {
          const v = vv(s, who);
          const text = JSON.stringify(v);
          for (const seat of [0, 1] as const) {
            expect(typeof v.players[seat].deck).toBe('number');
            for (const c of s.players[seat].deck) {
              expect(c.up).toBe(false);
              expect(text).not.toMatch(new RegExp(`"(id|card)":${c.id}[,}]`));
            }
          }
        }
      }
    });

    it('VG2 4.2.2 VG2 3.13.2 the cards a player looks at in the G assist step are shown to that player only, while deciding', () => {
      const s = scenario({
        format: 'cr201',
        at: 'draw',
        p0: { hand: [], deck: [C.critRP, C.wingal, C.blasterBlade, C.marron, C.gallatin, C.stardust, C.wingal] },
      });
      expect(prompt(s)).toBe('vg.gAssist');
      answer(s, { t: 'yes' });
      expect(prompt(s)).toBe('vg.gAssistSearch');
      const mine = vv(s, 0).decision!;
      expect((mine.looking ?? []).map((c) => c.code)).toEqual([
        C.wingal,
        C.blasterBlade,
        C.marron,
        C.gallatin,
        C.stardust,
      ]);
      const theirs = vv(s, 1).decision!;
      expect(theirs.looking).toBeUndefined();
      expect(theirs.options).toBeUndefined();
      expect(vv(s, 'spectator').decision!.looking).toBeUndefined();
      answer(s, { t: 'none' });
      expect(vv(s, 0).decision?.looking).toBeUndefined();
    });

    it('VG2 4.2.3 VG1 4.2.3 VG2 3.12.3 several cards leaving the deck move one at a time: five draws for each opening hand', () => {
      for (const format of FORMATS) {
        const s = realGame(format);
        answer(s, { t: 'card' });
        answer(s, { t: 'card' });
        expect(prompt(s)).toBe('vg.mulligan');
        for (const seat of [0, 1] as const) {
          const draws = events(s, 'move').filter((e) => e.seat === seat && e.from === 'deck' && e.to === 'hand');
          expect(draws).toHaveLength(5);
          expect(s.players[seat].hand).toHaveLength(5);
          expect(s.players[seat].deck).toHaveLength(44);
        }
      }
    });
  });

  describe('VG2 4.3 / VG1 4.3 hand and VG2 3.12 drawing', () => {
    it('VG2 4.3.1 VG2 3.12.1 VG2 3.12.2 VG1 3.12.2 a draw moves the top deck card into the hand, unrevealed to the opponent', () => {
      for (const format of FORMATS) {
        const s = scenario({ format, at: 'draw', p0: { deck: [C.marron, C.wingal, C.wingal] } });
        const hand = s.players[0].hand;
        expect(hand.map((c) => c.code)).toContain(C.marron);
        expect(s.players[0].deck).toHaveLength(2);
        const own = movesSeenBy(s, 0).filter((e) => e.from === 'deck' && e.to === 'hand');
        const opp = movesSeenBy(s, 1).filter((e) => e.from === 'deck' && e.to === 'hand');
        expect(own).toHaveLength(1);
        expect(own[0]).toMatchObject({ card: { code: C.marron }, newId: hand[0].id });
        expect(opp).toEqual([{ t: 'move', seat: 0, from: 'deck', to: 'hand' }]);
        expect(movesSeenBy(s, 'spectator').filter((e) => e.to === 'hand')).toEqual(opp);
      }
    });

    it('VG2 4.3.2 VG1 4.3.2 a player sees their own hand; the opponent sees only how many cards it holds; a spectator sees no hand', () => {
      for (const format of FORMATS) {
        const s = scenario({
          format,
          at: 'main',
          p0: { hand: [C.wingal, C.marron] },
          p1: { hand: [C.bahr, C.nehalem, C.undeux] },
        });
        const v0 = vv(s, 0);
        const v1 = vv(s, 1);
        const sp = vv(s, 'spectator');
        expect((v0.players[0].hand as CardView[]).map((c) => c.code)).toEqual([C.wingal, C.marron]);
        expect(v0.players[1].hand).toBe(3);
        expect((v1.players[1].hand as CardView[]).map((c) => c.code)).toEqual([C.bahr, C.nehalem, C.undeux]);
        expect(v1.players[0].hand).toBe(2);
        expect(sp.players[0].hand).toBe(2);
        expect(sp.players[1].hand).toBe(3);
        const text1 = JSON.stringify(v1);
        expect(s.players[0].hand.length, 'the list checked below is not empty').toBeGreaterThan(0);
        for (const c of s.players[0].hand) expect(text1).not.toContain(`"id":${c.id},`);
        expect(text1).not.toContain(C.marron);
      }
    });

    it('VG2 4.3.2 the opponent does not see the options of a decision about a hidden hand (the mulligan)', () => {
      const s = realGame();
      answer(s, { t: 'card' });
      answer(s, { t: 'card' });
      expect(prompt(s)).toBe('vg.mulligan');
      const seat = s.decision!.seat;
      const other: Seat = seat === 0 ? 1 : 0;
      expect(vv(s, seat).decision!.options).toHaveLength(6);
      expect(vv(s, other).decision).toEqual({ seat, kind: 'chooseCard', prompt: 'vg.mulligan' });
      expect(vv(s, 'spectator').decision!.options).toBeUndefined();
    });

    it("VG2 4.3.2 VG2 3.12.2 VG2 4.1.4 over a whole game the opponent's events never name a card the other player drew or put into their hand", () => {
      for (const format of FORMATS) {
        const s = realGame(format, 12);
        playUntil(s, () => false, 3);
        expect(s.result).not.toBeNull();
        for (const who of [0, 1] as const) {
          const seen = eventsFor(s, who) as (MoveE & { zone?: string; cards?: { id?: number }[] })[];
          let handEntries = 0;
          for (const e of seen) {
            if (e.t === 'move' && e.seat !== who && (e.to === 'hand' || e.to === 'deck')) {
              handEntries++;
              expect(e.newId).toBeUndefined();
              if (e.from === 'deck') expect(e.card).toBeUndefined();
            }
            if (e.t === 'reveal' && e.seat !== who && e.zone === 'hand') {
              for (const c of e.cards ?? []) expect(c.id).toBeUndefined();
            }
          }
          expect(handEntries).toBeGreaterThan(5);
        }
      }
    });
  });

  describe('VG2 4.1.7 revealed cards', () => {
    it('VG2 4.1.7 VG2 6.4.1.2.4 a hand revealed for the G assist step shows the opponent its cards, but no ids to follow them by', () => {
      const s = scenario({
        format: 'cr201',
        at: 'draw',
        p0: {
          hand: [C.stardust],
          deck: [C.critRP, C.wingal, C.blasterBlade, C.marron, C.gallatin, C.stardust, C.wingal],
        },
      });
      expect(prompt(s)).toBe('vg.gAssist');
      answer(s, { t: 'yes' });
      const hand = s.players[0].hand;
      const seenByOpp = eventsFor(s, 1).filter((e) => e.t === 'reveal') as (GameEvent & { cards: unknown[] })[];
      expect(seenByOpp).toEqual([{ t: 'reveal', seat: 0, zone: 'hand', cards: hand.map((c) => ({ code: c.code })) }]);
      const seenByOwner = eventsFor(s, 0).filter((e) => e.t === 'reveal') as (GameEvent & { cards: unknown[] })[];
      expect(seenByOwner[0].cards).toEqual(hand.map((c) => ({ id: c.id, code: c.code })));
      // once the reveal is over the hand is hidden again
      expect(vv(s, 1).players[0].hand).toBe(2);
    });
  });

  describe('VG2 4.4 / VG1 4.4 drop zone', () => {
    it('VG2 4.4.1 VG1 4.4.1 a hit rear-guard leaves the field for the drop', () => {
      for (const format of FORMATS) {
        const s = scenario({ format, at: 'battle', p0: { vanguard: C.blasterBlade }, p1: { rc: { FL: C.wingal } } });
        answer(s, { t: 'yes' });
        answer(s, { t: 'circle', circle: 'VC' });
        answer(s, { t: 'circle', circle: 'FL' });
        expect(s.players[1].field.FL).toHaveLength(0);
        expect(s.players[1].drop.map((c) => c.code)).toEqual([C.wingal]);
      }
    });

    it('VG2 4.4.2 VG1 4.4.2 the drop is public and a new card goes on top', () => {
      for (const format of FORMATS) {
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: C.blasterBlade, hand: [C.wingal], rc: { FL: C.marron }, drop: [C.gallatin] },
        });
        answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.wingal), circle: 'FL' });
        expect(s.players[0].drop.map((c) => c.code)).toEqual([C.gallatin, C.marron]);
        for (const who of [1, 'spectator'] as const) {
          expect(vv(s, who).players[0].drop.map((c) => c.code)).toEqual([C.gallatin, C.marron]);
        }
        expect(s.players[0].drop.every((c) => c.up)).toBe(true);
      }
    });
  });

  describe('VG2 4.5 field and VG2 4.6 circles', () => {
    it('VG2 4.5.1 VG2 4.5.2 VG2 4.6.1 VG1 4.6.1 the field is seven circles: three front, three back and the guardian circle', () => {
      for (const format of FORMATS) {
        const v = vv(scenario({ format, at: 'main' }), 0);
        expect(Object.keys(v.players[0].field).sort()).toEqual(['BC', 'BL', 'BR', 'FL', 'FR', 'GC', 'VC']);
      }
    });

    it('VG2 4.5.3 VG2 4.6.8 VG1 4.6.7 every unit on the field is shown to everyone, with its orientation and power', () => {
      for (const format of FORMATS) {
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: C.blasterBlade, rc: { FL: { code: C.gallatin, rested: true } } },
        });
        for (const who of [0, 1, 'spectator'] as const) {
          const f = vv(s, who).players[0].field;
          expect(f.VC[0]).toMatchObject({ code: C.blasterBlade, power: 9000, critical: 1 });
          expect(f.FL[0]).toMatchObject({ code: C.gallatin, rested: true, power: 10000 });
        }
      }
    });

    it('VG2 4.6.8.1 a face-down card on a circle is still public: everyone sees its face', () => {
      const s = scenario({ at: 'main', p0: { rc: { FL: { code: C.wingal, faceDown: true } } } });
      for (const who of [0, 1, 'spectator'] as const) {
        expect(vv(s, who).players[0].field.FL[0]).toMatchObject({ code: C.wingal, faceDown: true });
      }
    });

    it('VG2 4.6.8 VG2 5.4.3 the face-down first vanguard is the one card on a circle hidden from the opponent until Stand Up', () => {
      const s = realGame();
      answer(s, { t: 'card' });
      answer(s, { t: 'card' });
      expect(vv(s, 0).players[1].field.VC).toEqual([{ hidden: true }]);
      expect(vv(s, 'spectator').players[0].field.VC).toEqual([{ hidden: true }]);
      expect(vv(s, 1).players[1].field.VC[0]).toMatchObject({ faceDown: true });
      const redacted = movesSeenBy(s, 0).find((e) => e.seat === 1 && e.to === 'VC')!;
      expect(redacted.card).toBeUndefined();
      playUntil(s, (x) => x.phase !== 'setup');
      expect(vv(s, 0).players[1].field.VC[0]).toMatchObject({ code: expect.any(String) });
    });

    it('VG2 4.6.2 VG1 4.6.2 columns: only the unit right behind the attacker may boost it', () => {
      for (const format of FORMATS) {
        const s = scenario({ format, at: 'battle', p0: { rc: { FL: C.wingal, BL: C.marron, FR: C.wingal } } });
        answer(s, { t: 'yes' });
        answer(s, { t: 'circle', circle: 'FR' });
        answer(s, { t: 'circle', circle: 'VC' });
        expect(prompt(s)).not.toBe('vg.boost'); // nothing behind FR
        const t = scenario({ format, at: 'battle', p0: { rc: { FL: C.wingal, BL: C.marron } } });
        answer(t, { t: 'yes' });
        answer(t, { t: 'circle', circle: 'FL' });
        answer(t, { t: 'circle', circle: 'VC' });
        expect(prompt(t)).toBe('vg.boost');
        answer(t, { t: 'yes' });
        expect(events(t, 'boost')).toEqual([{ t: 'boost', seat: 0, circle: 'BL' }]);
      }
    });

    it('VG2 4.6.3 VG1 4.6.3 rows: only front-row units attack, and only front-row units are attacked', () => {
      for (const format of FORMATS) {
        const s = scenario({
          format,
          at: 'battle',
          p0: { rc: { BL: C.wingal, FR: C.wingal } },
          p1: { rc: { BL: C.bahr, FL: C.bahr } },
        });
        answer(s, { t: 'yes' });
        expect(s.decision!.options).toEqual([
          { t: 'circle', circle: 'VC' },
          { t: 'circle', circle: 'FR' },
        ]);
        answer(s, { t: 'circle', circle: 'VC' });
        expect(s.decision!.options).toEqual([
          { t: 'circle', circle: 'FL' },
          { t: 'circle', circle: 'VC' },
        ]);
      }
    });

    it('VG2 4.6.4 VG2 4.6.4.1 VG1 4.6.4.1 a card moved onto the vanguard circle stands, even over a resting vanguard', () => {
      for (const format of FORMATS) {
        const s = scenario({
          format,
          at: 'ride',
          p0: { vanguard: { code: C.stardust, rested: true }, hand: [C.marron] },
        });
        answer(s, { t: 'ride', card: idOf(s, 0, 'hand', C.marron) });
        expect(s.players[0].field.VC.map((c) => [c.code, c.rested])).toEqual([[C.marron, false]]);
      }
    });

    it('VG2 4.6.5 VG2 4.6.5.1 VG2 3.11.1 a guardian is put on the guardian circle resting', () => {
      const s = scenario({ at: 'battle', p1: { hand: [C.wingal, C.marron] } });
      attackVanguard(s);
      answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.wingal) });
      expect(s.players[1].field.GC.map((c) => [c.code, c.rested])).toEqual([[C.wingal, true]]);
      expect(vv(s, 0).players[1].field.GC[0]).toMatchObject({ code: C.wingal, rested: true });
    });

    it('VG2 4.6.6 VG2 4.6.6.1 VG2 4.6.6.2 VG1 4.6.6.1 VG1 4.6.6.2 a called unit stands; a unit moved between rear-guard circles keeps its orientation (VG-017)', () => {
      for (const format of FORMATS) {
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: C.blasterBlade, hand: [C.wingal], rc: { FR: { code: C.gallatin, rested: true } } },
        });
        answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.wingal), circle: 'FL' });
        expect(s.players[0].field.FL[0].rested).toBe(false);
        answer(s, { t: 'swap', a: 'FR', b: 'BR' });
        expect(s.players[0].field.FR).toHaveLength(0);
        expect(s.players[0].field.BR.map((c) => [c.code, c.rested])).toEqual([[C.gallatin, true]]);
        answer(s, { t: 'swap', a: 'FL', b: 'BL' });
        expect(s.players[0].field.BL.map((c) => [c.code, c.rested])).toEqual([[C.wingal, false]]);
      }
    });

    it('VG2 4.6.8.2 VG2 3.10.1.1 VG2 3.11.4 one card per vanguard and rear-guard circle, any number of guardians', () => {
      const s = scenario({ at: 'battle', p1: { hand: [C.wingal, C.marron, C.stardust, C.blasterBlade, C.gallatin] } });
      attackVanguard(s);
      for (const code of [C.wingal, C.marron, C.stardust, C.blasterBlade]) {
        answer(s, { t: 'guard', card: idOf(s, 1, 'hand', code) });
      }
      expect(s.players[1].field.GC).toHaveLength(4);
      for (const c of ['VC', 'FL', 'FR', 'BL', 'BC', 'BR'] as const) {
        expect(s.players[1].field[c].length).toBeLessThanOrEqual(1);
        expect(s.players[0].field[c].length).toBeLessThanOrEqual(1);
      }
    });
  });

  describe('VG2 4.7 soul, VG2 4.8 damage zone', () => {
    it('VG2 4.7.1 VG2 4.7.3 VG1 4.7.3 the soul is public and not part of the field', () => {
      for (const format of FORMATS) {
        const s = scenario({ format, at: 'ride', p0: { hand: [C.marron] } });
        answer(s, { t: 'ride', card: idOf(s, 0, 'hand', C.marron) });
        const soulId = s.players[0].soul[0].id;
        for (const who of [0, 1, 'spectator'] as const) {
          const p = vv(s, who).players[0];
          expect(p.soul.map((c) => c.code)).toEqual([C.stardust]);
          expect(p.soul[0].power).toBeUndefined(); // not a unit (VG2 3.8.1)
          expect(Object.values(p.field).flat()).not.toContainEqual(expect.objectContaining({ id: soulId }));
        }
      }
    });

    it('VG2 4.8.1 VG2 4.8.2 VG1 4.8.2 damage to the vanguard puts cards face up on top of the public damage zone', () => {
      for (const format of FORMATS) {
        const s = scenario({ format, at: 'battle', p1: { damage: [C.nehalem], deck: [C.bahr, C.aermo] } });
        attackVanguard(s);
        expect(s.players[1].damage.map((c) => [c.code, c.up])).toEqual([
          [C.nehalem, true],
          [C.bahr, true],
        ]);
        for (const who of [0, 1, 'spectator'] as const) {
          expect(vv(s, who).players[1].damage.map((c) => c.code)).toEqual([C.nehalem, C.bahr]);
        }
      }
    });

    it('VG2 4.8.2.1 VG1 4.8.2.1 VG2 3.17.3 a face-down damage card is still public', () => {
      for (const format of FORMATS) {
        const s = scenario({ format, at: 'main', p1: { damage: [C.nehalem, { code: C.bahr, faceDown: true }] } });
        for (const who of [0, 1, 'spectator'] as const) {
          expect(vv(s, who).players[1].damage).toEqual([
            { id: s.players[1].damage[0].id, code: C.nehalem },
            { id: s.players[1].damage[1].id, code: C.bahr, faceDown: true },
          ]);
        }
      }
    });

    it('VG2 4.8.3 VG1 4.8.3 six cards in the damage zone lose the game', () => {
      for (const format of FORMATS) {
        const s = scenario({ format, at: 'battle', p1: { damage: Array(5).fill(C.nehalem) } });
        attackVanguard(s);
        expect(s.players[1].damage).toHaveLength(6);
        expect(s.result?.winner).toBe(0);
      }
    });
  });

  describe('VG2 4.10 / VG1 4.10 trigger zone', () => {
    it('VG2 4.10.1 VG2 4.10.2 VG2 4.10.4 VG2 3.4.2 a drive check card waits face up in the public trigger zone while its checker resolves it, then goes to the hand', () => {
      for (const format of FORMATS) {
        const s = scenario({ format, at: 'battle', p0: { deck: [C.critRP, C.wingal, C.wingal] } });
        attackVanguard(s);
        if (prompt(s) === 'vg.guard') answer(s, { t: 'pass' });
        expect(prompt(s)).toBe('vg.triggerOrder');
        expect(s.decision!.seat).toBe(0);
        const inZone = s.players[0].trigger[0];
        expect(inZone).toMatchObject({ code: C.critRP, up: true });
        for (const who of [0, 1, 'spectator'] as const) {
          expect(vv(s, who).players[0].trigger).toEqual([{ id: inZone.id, code: C.critRP }]);
        }
        answer(s, { t: 'order' });
        answer(s, { t: 'circle', circle: 'VC' });
        answer(s, { t: 'circle', circle: 'VC' });
        expect(s.players[0].trigger).toHaveLength(0);
        const inHand = s.players[0].hand.find((c) => c.code === C.critRP)!;
        expect(inHand.id).not.toBe(inZone.id);
        // everyone saw the card, but only its owner may follow it into the hand
        const seenByOpp = movesSeenBy(s, 1).find((e) => e.from === 'trigger' && e.to === 'hand')!;
        expect(seenByOpp.card).toEqual({ id: inZone.id, code: C.critRP });
        expect(seenByOpp.newId).toBeUndefined();
        expect(movesSeenBy(s, 0).find((e) => e.from === 'trigger' && e.to === 'hand')!.newId).toBe(inHand.id);
      }
    });

    it('VG2 4.10.2 a drive check without a trigger passes through the trigger zone to the hand too', () => {
      const s = scenario({ at: 'battle', p0: { deck: [C.marron, C.wingal] } });
      attackVanguard(s);
      if (prompt(s) === 'vg.guard') answer(s, { t: 'pass' });
      const drive = events(s, 'move').filter((e) => e.seat === 0 && (e.from === 'deck' || e.from === 'trigger'));
      expect(drive.map((e) => `${e.from}>${e.to}`)).toEqual(['deck>trigger', 'trigger>hand']);
      expect(s.players[0].hand.map((c) => c.code)).toEqual([C.marron]);
    });

    it("VG2 4.10.3 VG2 4.10.4 VG2 3.4.1 VG2 3.4.2 a damage check card waits in its own player's trigger zone, resolved by that player, then goes to the damage zone", () => {
      const s = scenario({ at: 'battle', p1: { deck: [C.critRP, C.wingal] } });
      attackVanguard(s);
      expect(prompt(s)).toBe('vg.triggerOrder');
      expect(s.decision!.seat).toBe(1);
      expect(s.players[1].trigger.map((c) => [c.code, c.up])).toEqual([[C.critRP, true]]);
      expect(vv(s, 0).players[1].trigger.map((c) => c.code)).toEqual([C.critRP]);
      answer(s, { t: 'order' });
      answer(s, { t: 'circle', circle: 'VC' });
      answer(s, { t: 'circle', circle: 'VC' });
      expect(s.players[1].trigger).toHaveLength(0);
      expect(s.players[1].damage.map((c) => c.code)).toEqual([C.critRP]);
    });
  });
}
