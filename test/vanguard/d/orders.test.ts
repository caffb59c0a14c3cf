// Normal orders of the D standard (VGD 9.9.2.3, 11.8.2, 11.8.3, 4.16, 4.4.3): played from the hand in the main
// phase, the order limit, the cost paid when played, the order area while it resolves, the drop zone after.
import { describe, expect, it } from 'vitest';
import { act } from '../../../src/core/engine.ts';
import { heuristicAnswer } from '../../../src/games/vanguard/product/heuristic.ts';
import { vgView } from '../../../src/games/vanguard/view.ts';
import { abilityText } from '../../../src/games/vanguard/abilities/text.ts';
import { cloneState } from '../../../src/games/vanguard/state.ts';
import { renderBoard } from '../../../src/games/vanguard/product/terminalRender.ts';
import { power } from '../../../src/games/vanguard/characteristics.ts';
import {
  act as actAbility,
  chooseYour,
  counterBlast,
  draw,
  orderAbility,
  power as powerUp,
} from '../../../src/games/vanguard/abilities/dsl.ts';
import type { CardRecord } from '../../../src/games/vanguard/cards/cardRecord.ts';
import { testOnlyAbilities } from '../testAbilities.ts';
import { paladinRecord, useTestCards } from '../testCards.ts';
import { answer, autoplay, C, events, idOf, offers, prompt, scenario } from '../scenario.ts';

const O = {
  drawTwo: 'DO/001', // grade 3 normal order: CB1, draw two cards, one of your units +5000 until end of turn
  cheap: 'DO/002', // grade 1 normal order: draw a card
  blitz: 'DO/003', // grade 0 blitz order: one of your units +5000 until end of that battle
  blitzG2: 'DO/004', // grade 2 blitz order: the same
  set: 'DO/005', // grade 1 set order, no order ability: [ACT](Order Zone) [1/Turn] CB1, draw a card
} as const;

function orderRecord(code: string, name: string, grade: number, order: 'normal' | 'set' | 'blitz'): CardRecord {
  return paladinRecord(code, name, { grade, power: 0, shield: null, unitType: 'normal', skills: [], order });
}

useTestCards([
  orderRecord(O.drawTwo, 'Test Judgement Order', 3, 'normal'),
  orderRecord(O.cheap, 'Test Small Order', 1, 'normal'),
  orderRecord(O.blitz, 'Test Blitz Order', 0, 'blitz'),
  orderRecord(O.blitzG2, 'Test Big Blitz Order', 2, 'blitz'),
  orderRecord(O.set, 'Test Set Order', 1, 'set'),
]);
const { give } = testOnlyAbilities();
function printOrders(): void {
  give(O.drawTwo, [
    orderAbility({ cost: [counterBlast(1)], effects: [draw(2), powerUp(chooseYour('unit'), 5000, 'turn')] }),
  ]);
  give(O.cheap, [orderAbility({ cost: [], effects: [draw(1)] })]);
  const blitz = orderAbility({ cost: [], effects: [powerUp(chooseYour('unit'), 5000, 'battle')] });
  give(O.blitz, [blitz]);
  give(O.blitzG2, [blitz]);
  give(O.set, [actAbility({ zones: ['orderZone'], oncePerTurn: true, cost: [counterBlast(1)], effects: [draw(1)] })]);
}

const deck = [C.wingal, C.marron, C.gallatin, C.stardust, C.blasterBlade];

describe('VGD 9.9.2.3: playing a normal order in the main phase', () => {
  it('VGD 9.9.2.3: a normal order of grade at most the vanguard grade is offered; one above it is not', () => {
    printOrders();
    const s = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: C.gallatin, hand: [O.cheap, O.drawTwo], damage: [C.wingal], deck },
    });
    expect(prompt(s)).toBe('vg.main');
    expect(offers(s, { t: 'playOrder', card: idOf(s, 0, 'hand', O.cheap) })).toBe(true);
    expect(offers(s, { t: 'playOrder', card: idOf(s, 0, 'hand', O.drawTwo) })).toBe(false); // grade 3 over grade 2
  });

  it('VGD 9.9.2.3: a blitz order is not played in the main phase (it is played in the guard step, 10.5.1.2.5)', () => {
    printOrders();
    const s = scenario({ format: 'd', at: 'main', p0: { vanguard: C.brigitte, hand: [O.blitz, O.cheap], deck } });
    expect(offers(s, { t: 'playOrder', card: idOf(s, 0, 'hand', O.cheap) })).toBe(true); // positive control
    expect(offers(s, { t: 'playOrder', card: idOf(s, 0, 'hand', O.blitz) })).toBe(false);
  });

  it('VGD 11.8.2.2, 11.8.2.4.2: the cost is paid when the order is played; an order whose cost cannot be paid is not offered', () => {
    printOrders();
    const none = scenario({ format: 'd', at: 'main', p0: { vanguard: C.brigitte, hand: [O.drawTwo], deck } });
    expect(offers(none, { t: 'playOrder' })).toBe(false); // no face-up damage: Counter Blast 1 cannot be paid
    const s = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: C.brigitte, hand: [O.drawTwo], damage: [C.wingal], deck },
    });
    answer(s, { t: 'playOrder', card: idOf(s, 0, 'hand', O.drawTwo) });
    if (prompt(s) !== 'vg.main') autoplay(s, (x) => x.players[0].damage.every((c) => !c.up), ['card', 'yes']);
    expect(s.players[0].damage.map((c) => c.up)).toEqual([false]);
  });

  it('VGD 4.16.1, 11.8.2.1.1, 11.8.3.1, 11.8.3.2: the order waits in the order area while it resolves, its effects resolve in order, then it is put into the drop zone', () => {
    printOrders();
    const s = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: C.brigitte, hand: [O.drawTwo], damage: [C.wingal], deck },
    });
    answer(s, { t: 'playOrder', card: idOf(s, 0, 'hand', O.drawTwo) });
    // Pay the Counter Blast, then the order asks for the unit that gets +5000: the card is in the order area.
    for (let i = 0; i < 5 && prompt(s) !== null && !offers(s, { t: 'unit' }); i++)
      act(s, s.decision!.seat, s.decision!.options[0]);
    expect(offers(s, { t: 'unit', circle: 'VC' })).toBe(true);
    const p = s.players[0];
    expect(p.orderArea!.map((c) => c.code)).toEqual([O.drawTwo]);
    expect(p.hand.map((c) => c.code)).toEqual([C.wingal, C.marron]); // the two cards drawn, before the choice
    expect(events(s, 'playOrder').at(-1)).toMatchObject({ seat: 0, card: { code: O.drawTwo } }); // public (4.16.2)
    expect(vgView(s, 1).players[0].orderArea!.map((c) => c.code)).toEqual([O.drawTwo]); // the opponent sees it
    answer(s, { t: 'unit', circle: 'VC' });
    autoplay(s, (x) => prompt(x) === 'vg.main');
    expect(power(s, 0, p.field.VC.at(-1)!)).toBe(10000 + 5000);
    expect(p.orderArea).toEqual([]);
    expect(p.drop.map((c) => c.code)).toEqual([O.drawTwo]);
  });

  it('VGD 9.9.2.3.1, 11.8.2.1.1.1: the order limit is 1 a turn; the next turn it is 1 again', () => {
    printOrders();
    const s = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: C.brigitte, hand: [O.cheap, O.cheap], deck },
    });
    const first = idOf(s, 0, 'hand', O.cheap);
    answer(s, { t: 'playOrder', card: first });
    autoplay(s, (x) => prompt(x) === 'vg.main');
    expect(s.players[0].hand.filter((c) => c.code === O.cheap)).toHaveLength(1);
    expect(offers(s, { t: 'playOrder' })).toBe(false); // the second copy is over the limit
    expect(offers(s, { t: 'pass' })).toBe(true);
    s.turn += 2; // the same player's next turn: nothing played in it yet
    answer(s, { t: 'call', card: idOf(s, 0, 'hand', C.wingal), circle: 'FL' }); // a new play timing asks again
    autoplay(s, (x) => prompt(x) === 'vg.main');
    expect(offers(s, { t: 'playOrder', card: idOf(s, 0, 'hand', O.cheap) })).toBe(true);
  });
});

describe('VGD 2.9.3.2, 4.4.3: an order card is not a unit', () => {
  it('VGD 4.4.3, 9.9.2.1: an order card is never offered as a call or a ride; a unit card of the same grade is', () => {
    printOrders();
    const s = scenario({ format: 'd', at: 'ride', p0: { vanguard: C.stardust, hand: [O.cheap, C.wingal], deck } });
    expect(offers(s, { t: 'ride', card: idOf(s, 0, 'hand', C.wingal) })).toBe(true);
    expect(offers(s, { t: 'ride', card: idOf(s, 0, 'hand', O.cheap) })).toBe(false);
    const m = scenario({ format: 'd', at: 'main', p0: { vanguard: C.gallatin, hand: [O.cheap, C.wingal], deck } });
    expect(offers(m, { t: 'call', card: idOf(m, 0, 'hand', C.wingal) })).toBe(true);
    expect(offers(m, { t: 'call', card: idOf(m, 0, 'hand', O.cheap) })).toBe(false);
  });

  it('VGD 4.4.3: an order card is never offered as a guardian; a unit card is', () => {
    printOrders();
    const s = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: C.brigitte, deck },
      p1: { vanguard: C.brigitte, hand: [O.cheap, C.wingal], deck },
    });
    autoplay(s, (x) => x.decision?.seat === 1 && offers(x, { t: 'guard' }), ['yes']);
    expect(offers(s, { t: 'guard', card: idOf(s, 1, 'hand', C.wingal) })).toBe(true);
    expect(offers(s, { t: 'guard', card: idOf(s, 1, 'hand', O.cheap) })).toBe(false);
  });

  it('VGD 9.9.2.3: orders are a D standard rule; ver. 2.01 offers no order play', () => {
    printOrders();
    const s = scenario({ format: 'cr201', at: 'main', p0: { vanguard: C.brigitte, hand: [O.cheap], deck } });
    expect(prompt(s)).toBe('vg.main');
    expect(offers(s, { t: 'playOrder' })).toBe(false);
  });
});

describe('VGD 10.5.1.2.5: blitz orders in the guard step', () => {
  /** Player 1 is attacked by player 0's vanguard and holds `hand`; runs to player 1's first guard step decision. */
  function attacked(hand: string[], vanguard: string = C.brigitte) {
    const s = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: C.brigitte, deck },
      p1: { vanguard, hand, deck },
    });
    autoplay(s, (x) => x.decision?.seat === 1 && x.decision.prompt === 'vg.guard', ['yes']);
    expect(prompt(s)).toBe('vg.guard');
    return s;
  }

  it('VGD 10.5.1.2.5: the defending player may play a blitz order of grade at most the vanguard grade; not a normal order, not a higher grade', () => {
    printOrders();
    const s = attacked([O.blitz, O.cheap]);
    expect(offers(s, { t: 'playOrder', card: idOf(s, 1, 'hand', O.blitz) })).toBe(true);
    expect(offers(s, { t: 'playOrder', card: idOf(s, 1, 'hand', O.cheap) })).toBe(false);
    const low = attacked([O.blitzG2, O.blitz], C.wingal); // grade 1 vanguard
    expect(offers(low, { t: 'playOrder', card: idOf(low, 1, 'hand', O.blitz) })).toBe(true);
    expect(offers(low, { t: 'playOrder', card: idOf(low, 1, 'hand', O.blitzG2) })).toBe(false);
  });

  it('VGD 10.5.1.2.5, 11.8.3.2, 10.5.2: the blitz order resolves (+5000 until end of that battle), goes to the drop, and the guard step goes on', () => {
    printOrders();
    const s = attacked([O.blitz, O.blitz, C.wingal]);
    answer(s, { t: 'playOrder', card: idOf(s, 1, 'hand', O.blitz) });
    expect(offers(s, { t: 'unit', circle: 'VC' })).toBe(true);
    answer(s, { t: 'unit', circle: 'VC' });
    autoplay(s, (x) => x.decision?.prompt === 'vg.guard');
    const p = s.players[1];
    expect(power(s, 1, p.field.VC.at(-1)!)).toBe(10000 + 5000);
    expect(p.drop.map((c) => c.code)).toEqual([O.blitz]);
    // VGD 10.5.1.2.5: the limit of 1 is reached; guarding is still offered (10.5.1.2, back to the play timing).
    expect(offers(s, { t: 'playOrder' })).toBe(false);
    expect(offers(s, { t: 'guard', card: idOf(s, 1, 'hand', C.wingal) })).toBe(true);
    answer(s, { t: 'pass' });
    autoplay(s, (x) => x.battle === null || x.phase === 'end' || x.result !== undefined);
    expect(power(s, 1, p.field.VC.at(-1)!)).toBe(10000); // "until end of that battle" has ended
  });
});

describe('the heuristic agent and orders', () => {
  const heuristic = (s: ReturnType<typeof scenario>) =>
    heuristicAnswer(vgView(s, s.decision!.seat), s.decision!.seat, s.decision!.prompt, s.decision!.options);

  it('VGD 9.9.2.3: it plays a normal order in the main phase rather than passing', () => {
    printOrders();
    const s = scenario({ format: 'd', at: 'main', p0: { vanguard: C.brigitte, hand: [O.cheap], deck } });
    expect(heuristic(s)).toMatchObject({ t: 'playOrder', card: idOf(s, 0, 'hand', O.cheap) });
  });

  it('VGD 10.5.1.2.5: facing a hit on the vanguard at high damage, it plays its blitz order on the attacked vanguard', () => {
    printOrders();
    const s = scenario({
      format: 'd',
      at: 'battle',
      p0: { vanguard: C.brigitte, rc: { BC: C.wingal }, deck },
      p1: {
        vanguard: C.brigitte,
        rc: { FL: { code: C.gallatin, rested: true } },
        hand: [O.blitz, C.wingal],
        damage: [C.wingal, C.wingal, C.wingal, C.wingal, C.wingal],
        deck,
      },
    });
    // Player 0 attacks with the boosted vanguard, at player 1's vanguard.
    for (let i = 0; i < 20 && s.decision?.prompt !== 'vg.guard'; i++) {
      const d = s.decision!;
      const o = d.options.find((x) => x.t === 'yes' || (x as { circle?: string }).circle === 'VC') ?? d.options[0];
      act(s, d.seat, o);
    }
    expect(s.battle!.targets.map((x) => x.circle)).toEqual(['VC']);
    expect(heuristic(s)).toMatchObject({ t: 'playOrder', card: idOf(s, 1, 'hand', O.blitz) });
    answer(s, { t: 'playOrder', card: idOf(s, 1, 'hand', O.blitz) });
    expect(heuristic(s)).toMatchObject({ t: 'unit', circle: 'VC' }); // not the rested rear-guard
  });
});

describe('VGD 11.8.3.3, 4.17: set orders and the order zone', () => {
  it('VGD 11.8.3.3, 4.17.1, 4.17.2: a set order is played in the main phase and put into the order zone, not the drop zone', () => {
    printOrders();
    const s = scenario({ format: 'd', at: 'main', p0: { vanguard: C.gallatin, hand: [O.set, O.cheap], deck } });
    answer(s, { t: 'playOrder', card: idOf(s, 0, 'hand', O.set) });
    autoplay(s, (x) => prompt(x) === 'vg.main');
    const p = s.players[0];
    expect(p.orderZone!.map((c) => c.code)).toEqual([O.set]);
    expect(p.orderZone![0].up).toBe(true);
    expect(p.drop).toEqual([]);
    expect(vgView(s, 1).players[0].orderZone!.map((c) => c.code)).toEqual([O.set]); // public
    expect(offers(s, { t: 'playOrder' })).toBe(false); // VGD 9.9.2.3.1: it counted towards the order limit
    expect(renderBoard(vgView(s, 1), 1, 120)).toMatch(/order zone: .*Test Set Order/); // the terminal shows it
    // A copy of the game (search, resampling) keeps the order zone, as its own list.
    const copy = cloneState(s);
    expect(copy.players[0].orderZone!.map((c) => c.code)).toEqual([O.set]);
    copy.players[0].orderZone!.pop();
    expect(s.players[0].orderZone).toHaveLength(1);
  });

  it('VGD 4.17, 11.8.2: an [ACT](Order Zone) of a set order is played from the order zone, 1/Turn; not from the hand', () => {
    printOrders();
    const s = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: C.gallatin, hand: [O.set, O.set], damage: [C.wingal, C.wingal], deck },
    });
    expect(offers(s, { t: 'act' })).toBe(false); // in the hand its ability is not active
    answer(s, { t: 'playOrder', card: idOf(s, 0, 'hand', O.set) });
    autoplay(s, (x) => prompt(x) === 'vg.main');
    const inZone = s.players[0].orderZone![0].id;
    expect(offers(s, { t: 'act', card: inZone })).toBe(true);
    const hand = s.players[0].hand.length;
    answer(s, { t: 'act', card: inZone });
    autoplay(s, (x) => prompt(x) === 'vg.main', ['card', 'yes']);
    expect(s.players[0].hand).toHaveLength(hand + 1);
    expect(s.players[0].damage.filter((c) => c.up)).toHaveLength(1);
    expect(offers(s, { t: 'act', card: inZone })).toBe(false); // [1/Turn]
  });
});

describe('VGD 11.1.1.4: an order ability reads as the card text', () => {
  it('VGD 11.8.2.4.2: the cost is written "Play this with COST [...]!" before the effects', () => {
    const text = abilityText(
      orderAbility({ cost: [counterBlast(2)], effects: [draw(2), powerUp(chooseYour('unit'), 5000, 'turn')] }),
    );
    expect(text).toMatch(/^Play this with COST \[Counter Blast \(2\)\]! Draw two cards, .*\+5000 until end of turn\.$/);
    expect(abilityText(orderAbility({ cost: [], effects: [draw(1)] }))).toBe('Draw a card.');
  });
});

describe('the heuristic agent and overDress', () => {
  const heuristic = (s: ReturnType<typeof scenario>) =>
    heuristicAnswer(vgView(s, s.decision!.seat), s.decision!.seat, s.decision!.prompt, s.decision!.options);
  const NIRVANA = 'D-SD01/001';
  const VAIRINA = 'D-SD01/006'; // [overDress]-"Trickstar"
  const TRICKSTAR = 'D-SD01/009';
  const GUARDS = ['D-SD01/011', 'D-SD01/013', 'D-SD01/014']; // shield 15000 each: enough kept to guard with

  it('VGD 9.9.2.5, 6.7.2: it overdresses Vairina on a front row Trickstar rather than calling it over the Trickstar', () => {
    const s = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: NIRVANA, rc: { FL: TRICKSTAR }, hand: [VAIRINA, ...GUARDS], deck },
    });
    expect(offers(s, { t: 'call', card: idOf(s, 0, 'hand', VAIRINA), circle: 'FL' })).toBe(true);
    expect(heuristic(s)).toMatchObject({ t: 'overDress', card: idOf(s, 0, 'hand', VAIRINA), circle: 'FL' });
  });

  it('VGD 9.9.2.5: it does not overdress on a back row Trickstar, where Vairina would neither attack nor boost', () => {
    const s = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: NIRVANA, rc: { BL: TRICKSTAR }, hand: [VAIRINA, ...GUARDS], deck },
    });
    expect(offers(s, { t: 'overDress', circle: 'BL' })).toBe(true);
    expect(heuristic(s)).not.toMatchObject({ t: 'overDress' });
  });
});

describe('the heuristic agent and the Prison', () => {
  const heuristic = (s: ReturnType<typeof scenario>) =>
    heuristicAnswer(vgView(s, s.decision!.seat), s.decision!.seat, s.decision!.prompt, s.decision!.options);
  const SERAPH = 'D-SD05/001';
  const PRISON = 'D-SD05/015';
  const JEWELION = 'D-SD05/007';

  it('VGD 17.5: paying a Prison order’s "[Rest] one of your units", it rests a back row unit, not the vanguard or an attacker', () => {
    const s = scenario({
      format: 'd',
      at: 'main',
      p0: { vanguard: SERAPH, rc: { FL: JEWELION, BC: 'D-SD05/008' }, hand: [PRISON], deck },
    });
    answer(s, { t: 'playOrder', card: idOf(s, 0, 'hand', PRISON) });
    expect(prompt(s)).toBe('vg.cost.restUnit');
    expect(heuristic(s)).toMatchObject({ t: 'card', card: idOf(s, 0, 'BC', 'D-SD05/008') });
  });

  it('VGD 17.5: with cards imprisoned in the opponent’s Prison, it calls one back for Soul Blast (1); with none it is not offered and it passes', () => {
    const at = (imprisoned: string[]) =>
      scenario({
        format: 'd',
        at: 'main',
        turnPlayer: 1,
        p0: { vanguard: SERAPH, orderZone: [PRISON] },
        p1: { vanguard: SERAPH, soul: [JEWELION], damage: [JEWELION], imprisoned, deck },
      });
    expect(heuristic(at([JEWELION]))).toMatchObject({ t: 'prisonCall', pay: 'soulBlast' });
    expect(heuristic(at([]))).toMatchObject({ t: 'pass' });
  });
});
