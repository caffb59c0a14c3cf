// Rules tests for clauses of sections 2 (characteristics of a card), 4 (zones), 5 (setting up the game) and
// 6 (game procedure) that other files leave uncited, in both formats where the clause exists in both:
// card type (VG2 2.9 / VG1 2.9), the drive characteristic (VG2 2.17), power increase and decrease
// (VG2 2.5.4), "this card is also a «clan»" (VG2 2.2.4), the bind zone (VG2 4.9 / VG1 4.9), each player's
// own deck (VG2 5.1, 5.2 / VG1 5.1), the random first player (VG2 5.4.3.2.1 / VG1 5.2.4.1), Stand Up
// (6.1), and what each phase of the turn is for (VG2 6.2–6.8 / VG1 6.2–6.8).
// Not here (the engine has none of them): G decks and the G zone (VG2 4.11, 5.3), stride (6.5.1.2.2),
// G units and locked cards at the end phase (6.8.1.1.x), front triggers (2.8.1.1.6), Triple Drive (2.10.1.4),
// imaginary gifts (2.16), nations and races referred to by abilities (2.3, 2.15).
import { describe, expect, it } from 'vitest';
import { act as play, newGame, view } from '../../src/core/engine.ts';
import type { Seat } from '../../src/core/types.ts';
import { auto, chooseOpponentRearguard, cont, draw, power, thisUnit } from '../../src/games/vanguard/abilities/dsl.ts';
import { nonNumeric } from '../../src/games/vanguard/abilities/layers.ts';
import { allCards, deckById, expandDeck } from '../../src/games/vanguard/cards/cardPool.ts';
import { drive } from '../../src/games/vanguard/characteristics.ts';
import type { FormatId } from '../../src/games/vanguard/formats.ts';
import type { VGState } from '../../src/games/vanguard/state.ts';
import type { VGView } from '../../src/games/vanguard/view.ts';
import { attack, attackers, BOTH, cite, deck, pw, unit } from './cards/helpers.ts';
import { answer, autoplay, C, events, idOf, offers, prompt, scenario, setMods, timings } from './scenario.ts';
import { testOnlyAbilities, actDo } from './testAbilities.ts';

const KING = 'TD03/004'; // King of Sword, vanilla g2 10000 «Nova Grappler», Intercept
const TOUGH = 'TD03/007'; // Tough Boy, vanilla g1 8000 «Nova Grappler», Boost
const BEAUMAINS = 'TD05/004'; // vanilla g2 10000 «Gold Paladin»

const { give } = testOnlyAbilities();

const TD01 = expandDeck(deckById('TD01')!);
const TD02 = expandDeck(deckById('TD02')!);

function realGame(format: FormatId, seed: number): VGState {
  return newGame<VGState>({ game: 'vanguard', format, decks: [{ cards: TD01 }, { cards: TD02 }], seed });
}

/** Answer every setup decision with its first option (mulligans: keep the hand); returns the prompts asked. */
function playSetup(s: VGState): string[] {
  const asked: string[] = [];
  while (s.decision && s.turn === 0) {
    const d = s.decision;
    asked.push(d.prompt);
    const o = d.options.find((x) => x.t === 'done') ?? d.options[0];
    play(s, d.seat, o);
  }
  return asked;
}

describe('section 2: characteristics of a card', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        '[VG2 2.9|VG1 2.9] / [VG2 2.9.1|VG1 2.9.1] / [VG2 2.9.2|VG1 2.9.2] every card with a trigger icon is a trigger unit, every other card of the pool a normal unit, and deck building counts the icon',
      ),
      () => {
        const pool = allCards();
        expect(pool.length).toBeGreaterThan(100);
        expect(pool.length, 'the list checked below is not empty').toBeGreaterThan(0);
        for (const c of pool) expect([c.code, c.unitType]).toEqual([c.code, c.trigger ? 'trigger' : 'normal']);
        // A built-in deck holds exactly sixteen trigger units, counted by their icon.
        expect(TD01.filter((code) => pool.find((c) => c.code === code)!.unitType === 'trigger')).toHaveLength(16);
      },
    );
  }

  it('VG2 2.17 / VG2 2.17.1 / VG2 2.17.2 drive is no printed value but a characteristic: 1, and 2 with Twin Drive!!, which an effect can take away', () => {
    expect(allCards().some((c) => 'drive' in c)).toBe(false); // not indicated on the card
    const battle = (loseTwinDrive: boolean): number[] => {
      const s = scenario({
        format: 'cr201',
        at: 'battle',
        p0: { vanguard: C.brigitte, deck: deck([C.marron, C.wingal, C.marron, C.wingal]) },
        p1: { vanguard: C.overlord },
      });
      if (loseTwinDrive) setMods(s, 0, 'VC', [{ stat: 'loseTwinDrive', until: 'turn' }]);
      const d = drive(unit(s, 0, 'VC'));
      attack(s, 'VC', 'VC');
      return [d, events(s, 'driveCheck').filter((e) => e.seat === 0).length];
    };
    expect(battle(false)).toEqual([2, 2]);
    expect(battle(true)).toEqual([1, 1]);
    const s = scenario({ format: 'cr201', at: 'main' });
    expect(drive(unit(s, 0, 'VC'))).toBe(1); // Stardust Trumpeter: no Twin Drive!!
  });

  it('VG2 2.5.4 / VG2 2.5.4.1 +3000 increases a power, −3000 decreases it, and +0 neither increases nor decreases it', () => {
    give(KING, [
      actDo(power(thisUnit, 3000, 'turn')),
      actDo(power(thisUnit, -3000, 'turn')),
      actDo(power(thisUnit, 0, 'turn')),
    ]);
    const s = scenario({ format: 'cr201', at: 'main', p0: { rc: { FL: KING }, deck: deck([]) } });
    const base = pw(s, 0, 'FL');
    answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
    expect(pw(s, 0, 'FL')).toBe(base + 3000);
    answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 1 });
    answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 1 });
    expect(pw(s, 0, 'FL')).toBe(base - 3000);
    answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 2 });
    expect(pw(s, 0, 'FL')).toBe(base - 3000);
  });

  it('VG2 2.2.4 "this unit is also a «Royal Paladin»" adds a clan: the unit keeps its own and abilities naming «Royal Paladin» now count it', () => {
    give(TOUGH, [cont({ effect: { cont: 'alsoClan', clan: 'Royal Paladin' } })]);
    give(BEAUMAINS, [
      cont({
        zones: ['VC'],
        effect: { cont: 'unitsModify', filter: { clan: 'Royal Paladin' }, stat: 'power', n: 2000 },
      }),
    ]);
    const s = scenario({
      format: 'cr201',
      at: 'main',
      p0: { vanguard: BEAUMAINS, rc: { FL: TOUGH, FR: KING }, deck: deck([]) },
    });
    expect(nonNumeric(s, 0, unit(s, 0, 'FL')).clans).toEqual(['Nova Grappler', 'Royal Paladin']);
    expect(nonNumeric(s, 0, unit(s, 0, 'FR')).clans).toEqual(['Nova Grappler']);
    expect(pw(s, 0, 'FL')).toBe(8000 + 2000);
    expect(pw(s, 0, 'FR')).toBe(10000);
  });
});

describe('section 4: the bind zone', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        '[VG2 4.9|VG1 4.9] / [VG2 4.9.1|VG1 4.9.1] / [VG2 4.9.2|VG1 4.9.2] a bound unit goes face up into its owner’s bind zone, whose cards every player and spectator can see',
      ),
      () => {
        give(KING, [actDo({ do: 'bind', target: chooseOpponentRearguard() })]);
        const s = scenario({
          format,
          at: 'main',
          p0: { vanguard: KING, deck: deck([]) },
          p1: { rc: { FL: C.gallatin } },
        });
        answer(s, { t: 'act', card: unit(s, 0, 'VC').id, index: 0 });
        if (prompt(s) === 'vg.chooseUnit') answer(s, { t: 'unit', seat: 1, circle: 'FL' } as never);
        expect(s.players[1].field.FL).toHaveLength(0);
        expect(s.players[1].bind.map((c) => [c.code, c.up, c.owner])).toEqual([[C.gallatin, true, 1]]);
        expect(s.players[0].bind).toHaveLength(0);
        for (const viewer of [0, 1, 'spectator'] as const) {
          const v = view(s, viewer) as VGView;
          expect(v.players[1].bind.map((c) => [c.code, c.faceDown ?? false])).toEqual([[C.gallatin, false]]);
        }
      },
    );
  }
});

describe('section 5: setting up the game', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        '[VG2 5.1|VG1 5.1] / [VG2 5.1.1|VG1 5.1.1] / VG2 5.2 / VG2 5.2.1 each player brings their own deck: every card of it is theirs and starts in their own deck zone, and no G deck is needed',
      ),
      () => {
        const s = realGame(format, 5);
        for (const [seat, list] of [
          [0, TD01],
          [1, TD02],
        ] as const) {
          const p = s.players[seat];
          expect(p.deck.map((c) => c.code).sort()).toEqual([...list].sort());
          expect(p.deck.every((c) => c.owner === seat && !c.up)).toBe(true);
          expect(p.gzone).toHaveLength(0);
        }
      },
    );

    it(
      cite(
        format,
        '[VG2 5.4|VG1 5.2] / [VG2 5.4.3.2.1|VG1 5.2.4.1] nobody is asked who goes first: the first player is drawn at random with no decision, and the only setup questions are first vanguards and mulligans',
      ),
      () => {
        const firsts = new Set<Seat>();
        for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
          const s = realGame(format, seed);
          const asked = playSetup(s);
          expect(asked).toEqual(['vg.firstVanguard', 'vg.firstVanguard', 'vg.mulligan', 'vg.mulligan']);
          const fp = events(s, 'firstPlayer');
          expect(fp).toHaveLength(1);
          firsts.add(fp[0].seat as Seat);
          expect(s.turn).toBe(1);
          expect(s.turnPlayer).toBe(s.firstPlayer);
        }
        expect([...firsts].sort()).toEqual([0, 1]);
      },
    );

    it(
      cite(
        format,
        '[VG2 6.1|VG1 6.1] / [VG2 6.1.1|VG1 6.1.1] Stand Up: the face-down first vanguards both turn face up when the game begins, before the first turn',
      ),
      () => {
        const s = realGame(format, 2);
        answer(s, s.decision!.options[0] as never);
        answer(s, s.decision!.options[0] as never);
        expect(s.players[0].field.VC[0].up).toBe(false);
        expect(s.players[1].field.VC[0].up).toBe(false);
        playSetup(s);
        expect(s.players[0].field.VC[0].up).toBe(true);
        expect(s.players[1].field.VC[0].up).toBe(true);
        const log = (s.log ?? []).map((l) => l.e.t);
        expect(log.lastIndexOf('standUp')).toBeLessThan(log.indexOf('turn'));
        expect(log.filter((t) => t === 'standUp')).toHaveLength(2);
      },
    );
  }
});

describe('section 6: the turn', () => {
  for (const format of BOTH) {
    it(
      cite(
        format,
        '[VG2 6.2|VG1 6.2] / [VG2 6.3|VG1 6.3] / [VG2 6.3.1|VG1 6.3.1] the players take turns; each stand phase stands the units of that turn’s player only',
      ),
      () => {
        const s = scenario({
          format,
          at: 'stand',
          p0: { vanguard: { code: C.stardust, rested: true }, rc: { FL: { code: C.gallatin, rested: true } } },
          p1: { rc: { FL: { code: C.nehalem, rested: true } } },
        });
        expect(unit(s, 0, 'VC').rested).toBe(false);
        expect(unit(s, 0, 'FL').rested).toBe(false);
        expect(unit(s, 1, 'FL').rested).toBe(true);
        autoplay(s, (x) => x.turnPlayer === 1 && (x.phase === 'main' || x.phase === 'gAssist'));
        expect(s.turn).toBe(4);
        expect(unit(s, 1, 'FL').rested).toBe(false);
      },
    );

    it(
      cite(
        format,
        '[VG2 6.4|VG1 6.4] / [VG2 6.4.1|VG1 6.4.1] / VG2 6.4.1.1 the draw phase moves the top card of the turn player’s deck to their hand; the opponent draws nothing',
      ),
      () => {
        const s = scenario({ format, at: 'draw', p0: { hand: [C.marron], deck: deck([C.gallatin]) } });
        expect(s.players[0].hand.map((c) => c.code)).toEqual([C.marron, C.gallatin]);
        expect(s.players[0].deck).toHaveLength(20);
        expect(s.players[1].hand).toHaveLength(0);
      },
    );

    it(
      cite(
        format,
        '[VG2 6.5|VG1 6.5] / [VG2 6.5.1|VG1 6.5.1] / [VG2 6.5.1.1|VG1 6.5.1.1] / VG2 6.5.1.1.1 the ride phase opens with its "beginning of ride phase" timing, then the turn player may normal ride',
      ),
      () => {
        const s = scenario({ format, at: 'ride', p0: { vanguard: C.marron, hand: [C.gallatin] } });
        expect(timings(s)).toEqual(['ridePhase']);
        expect(prompt(s)).toBe('vg.ride');
        answer(s, { t: 'ride', card: idOf(s, 0, 'hand', C.gallatin) });
        expect(unit(s, 0, 'VC').code).toBe(C.gallatin);
      },
    );

    it(
      cite(
        format,
        '[VG2 6.6|VG1 6.6] / [VG2 6.6.1|VG1 6.6.1] / [VG2 6.6.1.2.2|VG1 6.6.1.2.2] in the main phase the turn player may play the activated abilities of their own cards, not of the opponent’s, then plays on',
      ),
      () => {
        give(KING, [actDo(draw(1))]);
        const s = scenario({ format, at: 'main', p0: { rc: { FL: KING }, deck: deck([]) }, p1: { rc: { FL: KING } } });
        expect(offers(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 })).toBe(true);
        expect(offers(s, { t: 'act', card: unit(s, 1, 'FL').id })).toBe(false);
        answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
        expect(s.players[0].hand).toHaveLength(1);
        expect(prompt(s)).toBe('vg.main');
        expect(s.decision!.seat).toBe(0);
      },
    );

    it(
      cite(
        format,
        '[VG2 6.7|VG1 6.7] / [VG2 6.7.1|VG1 6.7.1] in the battle phase the turn player attacks the opponent’s units with their own standing front-row units',
      ),
      () => {
        const s = scenario({
          format,
          at: 'battle',
          p0: {
            vanguard: C.brigitte,
            rc: { FL: C.gallatin, FR: { code: C.blasterBlade, rested: true }, BC: C.marron },
          },
          p1: { vanguard: C.overlord, rc: { FR: C.nehalem, BL: C.bahr } },
        });
        expect(attackers(s).sort()).toEqual(['FL', 'VC']);
        answer(s, { t: 'circle', circle: 'VC' });
        const targets = s.decision!.options.map((o) => (o as unknown as { circle: string }).circle);
        expect(targets.sort()).toEqual(['FR', 'VC']); // the opponent's front row only
        expect(s.decision!.seat).toBe(0);
      },
    );

    it(
      cite(
        format,
        '[VG2 6.8|VG1 6.8] / [VG2 6.8.1|VG1 6.8.1] at the end of the turn the end phase resolves what waits for it and ends "until end of turn" effects, then the turn passes',
      ),
      () => {
        // "At the beginning of the end phase of that turn, return this unit to your deck", set up in the main phase.
        give(KING, [actDo({ do: 'atEndPhaseReturnThisToDeck' })]);
        const s = scenario({ format, at: 'main', p0: { rc: { FL: KING, FR: C.gallatin }, deck: deck([]) } });
        setMods(s, 0, 'FR', [{ stat: 'power', n: 5000, until: 'turn' }]);
        answer(s, { t: 'act', card: unit(s, 0, 'FL').id, index: 0 });
        expect(pw(s, 0, 'FR')).toBe(15000);
        answer(s, { t: 'pass' });
        autoplay(s, (x) => x.turnPlayer === 1);
        expect(s.players[0].field.FL).toHaveLength(0);
        expect(s.players[0].deck.some((c) => c.code === KING)).toBe(true);
        // It went back in the end phase: after the end-phase timing, before the next turn began.
        const log = (s.log ?? []).map((l) => l.e as unknown as { t: string; from?: string; timings?: string[] });
        const endAt = log.findIndex((e) => e.t === 'timing' && e.timings!.includes('endPhase'));
        const backAt = log.findIndex((e) => e.t === 'move' && e.from === 'FL');
        expect(endAt).toBeGreaterThan(-1);
        expect(backAt).toBeGreaterThan(endAt);
        expect(backAt).toBeLessThan(log.findIndex((e) => e.t === 'turn'));
        expect(pw(s, 0, 'FR')).toBe(10000);
        expect(s.turn).toBe(4);
      },
    );

    it(
      cite(
        format,
        '[VG2 6.8.1.3|VG1 6.8.1.1] a printed [AUTO](RC) "at the beginning of your end phase, draw a card" becomes stand by and resolves in the end phase',
      ),
      () => {
        give(KING, [auto({ zones: ['RC'], trigger: { on: 'beginningOf', timing: 'endPhase' }, effects: [draw(1)] })]);
        const s = scenario({ format, at: 'main', p0: { rc: { FL: KING }, deck: deck([]) } });
        answer(s, { t: 'pass' });
        autoplay(s, (x) => x.turnPlayer === 1);
        expect(s.players[0].hand).toHaveLength(1);
      },
    );
  }

  it('VG2 6.4.1.2 / VG2 6.4.1.2.1 after the draw step comes the G assist step, in which the turn player may search the deck for a card', () => {
    const s = scenario({ format: 'cr201', at: 'draw', p0: { deck: deck([C.critRP, C.wingal, C.marron]) } });
    expect(timings(s)).toEqual(['drawPhase', 'gAssistStep']);
    expect(s.players[0].hand.map((c) => c.code)).toEqual([C.critRP]);
    expect(prompt(s)).toBe('vg.gAssist');
    answer(s, { t: 'yes' });
    expect(prompt(s)).toBe('vg.gAssistSearch');
    answer(s, { t: 'card', card: idOf(s, 0, 'deck', C.wingal) } as never);
    expect(s.players[0].hand.map((c) => c.code)).toContain(C.wingal);
  });
});
