// The seven trial-deck cards whose abilities need grants, timed triggers, hand abilities or a back-row
// attack: TD02/001, TD02/003, TD02/006, TD03/015, TD04/001, TD04/015, TD07/001.
import { describe, expect, it } from 'vitest';
import { abilitiesOf } from '../../../src/games/vanguard/abilities/registry.ts';
import { cardText } from '../../../src/games/vanguard/abilities/text.ts';
import { critical, drive, power } from '../../../src/games/vanguard/characteristics.ts';
import type { VGState } from '../../../src/games/vanguard/state.ts';
import { answer, autoplay, idOf, offers, prompt, scenario, noHandAbility } from '../scenario.ts';

const OVERLORD = 'TD02/001';
const YAKSHA = 'TD02/003';
const NEHALEM = 'TD02/004';
const BERSERK = 'TD02/005';
const TEJAS = 'TD02/006';
const BAHR = 'TD02/007';
const BATTLERAIZER = 'TD03/015';
const TOUGH_BOY = 'TD03/007';
const KING_OF_SWORD = 'TD03/004';
const APOLLON = 'TD04/001';
const LOZENGE = 'TD04/015';
const GEMINI = 'TD04/007';
const NAVALGAZER = 'TD07/001';
const THEO = 'TD07/008';
const WINGAL = 'TD01/009';
const STARDUST = 'TD01/012';
const faceUp = (n: number, code = WINGAL) => Array.from({ length: n }, () => code);

function vc(s: VGState, seat: 0 | 1) {
  return s.players[seat].field.VC[s.players[seat].field.VC.length - 1];
}

/** Attack from `from` to the opponent's `target`, not boosting unless asked, answering the guard step with a pass. */
function attack(s: VGState, from: string, target: string, boost = false): void {
  answer(s, { t: 'yes' });
  answer(s, { t: 'circle', circle: from });
  answer(s, { t: 'circle', circle: target });
  if (prompt(s) === 'vg.boost') answer(s, { t: boost ? 'yes' : 'no' });
}

describe('TD02/001 Dragonic Overlord', () => {
  it('VG2 8.1.1.3 VG2 8.1.1.4 its CONT -2000 applies only while you have no other «Kagero» vanguard or rear-guard', () => {
    const s = scenario({ at: 'main', p0: { vanguard: OVERLORD, hand: [NEHALEM] } });
    expect(power(s, 0, vc(s, 0))).toBe(11000 - 2000);
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', NEHALEM), circle: 'FL' });
    expect(power(s, 0, vc(s, 0))).toBe(11000);
  });

  it('VG2 10.21 VG2 11.2 its ACT [CB3] gives +5000, an ability, and takes Twin Drive away until end of turn', () => {
    const s = scenario({
      at: 'main',
      p0: { vanguard: OVERLORD, rc: { FL: NEHALEM }, damage: faceUp(3) },
      p1: { rc: { FL: WINGAL } },
    });
    expect(drive(vc(s, 0))).toBe(2);
    answer(s, { t: 'act', card: vc(s, 0).id, index: 1 });
    expect(s.players[0].damage.every((c) => !c.up)).toBe(true); // VG2 10.16: counter blast turns them face down
    expect(power(s, 0, vc(s, 0))).toBe(16000);
    expect(drive(vc(s, 0))).toBe(1);
    expect(cardText(abilitiesOf(OVERLORD))).toContain('Counter Blast (3)');
    // Attack the rear-guard: the granted ability stands the vanguard when the attack hits it.
    answer(s, { t: 'pass' });
    attack(s, 'VC', 'FL');
    autoplay(s, (x) => x.phase === 'close' || prompt(x) === 'vg.attack', ['pass', 'no', 'done']);
    expect(s.players[1].field.FL).toHaveLength(0);
    expect(vc(s, 0).rested).toBe(false);
    expect(s.battlesThisTurn).toBe(1);
  });

  it('VG2 8.5.2.3 the ACT is not offered without three face-up damage cards', () => {
    const s = scenario({ at: 'main', p0: { vanguard: OVERLORD, damage: faceUp(2) } });
    expect(offers(s, { t: 'act' })).toBe(false);
  });

  it('VG2 6.8.1.4 what it got ends with the turn: Twin Drive back, the granted ability gone', () => {
    const s = scenario({ at: 'main', p0: { vanguard: OVERLORD, damage: faceUp(3) } });
    answer(s, { t: 'act', card: vc(s, 0).id, index: 1 });
    answer(s, { t: 'pass' });
    autoplay(s, (x) => x.turnPlayer === 1);
    expect(drive(vc(s, 0))).toBe(2);
    expect(vc(s, 0).mods).toBeNull();
  });
});

describe('TD02/003 Demonic Dragon Berserker, Yaksha', () => {
  function setup(vanguard: string) {
    return scenario({
      at: 'main',
      p0: { vanguard, hand: [BERSERK, YAKSHA], damage: faceUp(2) },
      p1: { rc: { FL: WINGAL } },
    });
  }

  it('VG2 10.6.1.1 when an opponent rear-guard goes to the drop in your main phase, with a grade 2 vanguard, it may ride from the hand', () => {
    const s = setup(NEHALEM);
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', BERSERK), circle: 'FR' });
    answer(s, { t: 'yes' }); // pay Berserk Dragon's cost
    answer(s, { t: 'unit', seat: 1, circle: 'FL' });
    // Issue 19: the hand window asks; choosing Yaksha there is its "you may".
    expect(prompt(s)).toBe('vg.handAbility');
    expect(s.decision!.seat).toBe(0);
    expect(s.decision!.options).toEqual([{ t: 'auto', source: idOf(s, 0, 'hand', YAKSHA), index: 0 }, { t: 'none' }]);
    answer(s, { t: 'auto', source: idOf(s, 0, 'hand', YAKSHA) });
    noHandAbility(s);
    expect(vc(s, 0).code).toBe(YAKSHA);
    expect(s.players[0].soul.map((c) => c.code)).toEqual([NEHALEM]);
    expect(s.players[0].hand).toHaveLength(0);
  });

  it('VG2 8.1.1.2.3 with a grade 3 vanguard it triggers but does nothing', () => {
    const s = setup(OVERLORD);
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', BERSERK), circle: 'FR' });
    answer(s, { t: 'yes' });
    answer(s, { t: 'unit', seat: 1, circle: 'FL' });
    answer(s, { t: 'auto', source: idOf(s, 0, 'hand', YAKSHA) }); // it triggered and waits in the hand window
    noHandAbility(s);
    expect(prompt(s)).toBe('vg.main');
    expect(vc(s, 0).code).toBe(OVERLORD);
    expect(s.players[0].hand.map((c) => c.code)).toEqual([YAKSHA]);
  });

  it('VG2 4.3.2 the opponent is not told which hand card is waiting', () => {
    const s = setup(NEHALEM);
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', BERSERK), circle: 'FR' });
    answer(s, { t: 'yes' });
    answer(s, { t: 'unit', seat: 1, circle: 'FL' });
    const yakshaId = idOf(s, 0, 'hand', YAKSHA);
    const theirs = (s.log ?? [])
      .filter((l) => l.only === undefined || l.only === 1)
      .map((l) => (l.only === 0 ? l.other : l.e));
    expect(JSON.stringify(theirs)).not.toContain(`"id":${yakshaId}`);
  });
});

describe('TD02/006 Wyvern Strike, Tejas', () => {
  it('VG2 4.6.2.1 it may attack the back-row unit across its column instead', () => {
    const s = scenario({ at: 'battle', p0: { rc: { FL: TEJAS } }, p1: { rc: { BR: WINGAL, BL: BAHR } } });
    answer(s, { t: 'yes' });
    answer(s, { t: 'circle', circle: 'FL' });
    expect(offers(s, { t: 'circle', circle: 'BR' })).toBe(true);
    expect(offers(s, { t: 'circle', circle: 'BL' })).toBe(false);
    answer(s, { t: 'circle', circle: 'BR' });
    autoplay(s, (x) => prompt(x) === 'vg.attack');
    expect(s.players[1].field.BR).toHaveLength(0); // 8000 against 6000: hit and retired
  });

  it('a unit without the ability cannot attack the back row', () => {
    const s = scenario({ at: 'battle', p0: { rc: { FL: NEHALEM } }, p1: { rc: { BR: WINGAL } } });
    answer(s, { t: 'yes' });
    answer(s, { t: 'circle', circle: 'FL' });
    expect(offers(s, { t: 'circle', circle: 'BR' })).toBe(false);
  });
});

for (const [code, other, clan] of [
  [BATTLERAIZER, TOUGH_BOY, 'Nova Grappler'],
  [LOZENGE, GEMINI, 'Oracle Think Tank'],
] as const) {
  describe(`${code} (${clan} grade 0)`, () => {
    it('VG2 8.6.5.1.4 when another of its clan rides it, it may call itself from the soul to a rear-guard circle', () => {
      const s = scenario({ at: 'ride', p0: { vanguard: code, hand: [other] } });
      answer(s, { t: 'ride', card: idOf(s, 0, 'hand', other) });
      expect(prompt(s)).toBe('vg.optional');
      answer(s, { t: 'yes' });
      answer(s, { t: 'unit', seat: 0, circle: 'BC' });
      expect(s.players[0].field.BC[0].code).toBe(code);
      expect(s.players[0].soul).toHaveLength(0);
    });

    it('VG2 8.6.6 VG2 8.6.6.1 its boost gives +3000 and returns it to the deck at the beginning of the end phase, once', () => {
      const s = scenario({ at: 'battle', p0: { vanguard: KING_OF_SWORD, rc: { BC: code } }, p1: { hand: [STARDUST] } });
      const deckBefore = s.players[0].deck.length;
      attack(s, 'VC', 'VC', true);
      expect(prompt(s)).toBe('vg.guard');
      expect(power(s, 0, vc(s, 0))).toBe(10000 + 3000 + 3000);
      autoplay(s, (x) => x.turnPlayer === 1);
      expect(s.players[0].field.BC).toHaveLength(0);
      expect(s.players[0].deck.length).toBe(deckBefore - 1 + 1); // one drive check (grade 2), then it came back
      expect(s.delayed).toEqual([]);
    });

    it('VG2 4.1.4 if it left the field before the end phase, the timed trigger does nothing', () => {
      const s = scenario({ at: 'battle', p0: { vanguard: KING_OF_SWORD, rc: { BC: code } }, p1: {} });
      attack(s, 'VC', 'VC', true);
      autoplay(s, (x) => x.phase === 'close');
      // Move it away by calling over it in a later main phase is not possible this turn; remove it directly.
      const p = s.players[0];
      p.drop.push({ ...p.field.BC[0], id: s.nextId++ });
      p.field.BC.pop();
      const deck = p.deck.length;
      autoplay(s, (x) => x.turnPlayer === 1);
      expect(p.deck.length).toBe(deck);
    });
  });
}

describe('TD04/001 Oracle Guardian, Apollon', () => {
  it('VG2 10.2 VG2 10.11 [CB2] when its attack hits: draw two, return a hand card to the deck, shuffle', () => {
    const s = scenario({ at: 'battle', p0: { vanguard: APOLLON, hand: [STARDUST], damage: faceUp(2) } });
    attack(s, 'VC', 'VC');
    autoplay(s, (x) => prompt(x) === 'vg.payCost', ['pass', 'no', 'done']);
    const handBefore = s.players[0].hand.length;
    answer(s, { t: 'yes' });
    expect(prompt(s)).toBe('vg.handToDeck');
    answer(s, { t: 'card', card: idOf(s, 0, 'hand', STARDUST) });
    expect(s.players[0].hand.length).toBe(handBefore + 2 - 1);
    expect(s.players[0].hand.some((c) => c.code === STARDUST)).toBe(false);
    expect(s.players[0].deck.some((c) => c.code === STARDUST)).toBe(true);
  });

  it('on a rear-guard circle it draws only one', () => {
    const s = scenario({ at: 'battle', p0: { rc: { FL: APOLLON }, damage: faceUp(2) } });
    attack(s, 'FL', 'VC');
    autoplay(s, (x) => prompt(x) === 'vg.payCost', ['pass', 'no', 'done']);
    const handBefore = s.players[0].hand.length;
    answer(s, { t: 'yes' });
    expect(s.players[0].hand.length).toBe(handBefore + 1);
  });
});

describe('TD07/001 Navalgazer Dragon', () => {
  it('VG2 11.6 its ACT is Limit Break 4: not offered at 3 damage', () => {
    const s = scenario({ at: 'main', p0: { vanguard: NAVALGAZER, damage: faceUp(3) } });
    expect(offers(s, { t: 'act' })).toBe(false);
  });

  it('VG2 10.21 at 4 damage, [CB2]: +3000 and, in the third battle or later, a hit on the vanguard stands up to two «Aqua Force» rear-guards', () => {
    const s = scenario({
      at: 'main',
      p0: { vanguard: NAVALGAZER, rc: { FL: THEO, FR: THEO }, damage: faceUp(4) },
      p1: { vanguard: STARDUST },
    });
    answer(s, { t: 'act', card: vc(s, 0).id, index: 0 });
    answer(s, { t: 'card', card: s.players[0].damage[0].id });
    answer(s, { t: 'card', card: s.players[0].damage[1].id });
    expect(power(s, 0, vc(s, 0))).toBe(13000);
    answer(s, { t: 'pass' });
    attack(s, 'FL', 'VC');
    autoplay(s, (x) => prompt(x) === 'vg.attack');
    attack(s, 'FR', 'VC');
    autoplay(s, (x) => prompt(x) === 'vg.attack');
    attack(s, 'VC', 'VC'); // the third battle; its own AUTO adds +3000 too
    expect(power(s, 0, vc(s, 0))).toBe(13000 + 3000);
    autoplay(s, (x) => prompt(x) === 'vg.chooseUnit', ['pass', 'no', 'done']);
    answer(s, { t: 'unit', seat: 0, circle: 'FL' });
    answer(s, { t: 'unit', seat: 0, circle: 'FR' });
    expect(s.players[0].field.FL[0].rested).toBe(false);
    expect(s.players[0].field.FR[0].rested).toBe(false);
    expect(critical(s, 0, vc(s, 0))).toBe(1);
  });
});
