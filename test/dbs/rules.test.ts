// DBS rules tests: each names the clauses (and digest acceptance scenarios) it asserts.
import { describe, expect, it } from 'vitest';
import { act, decision, newGame, replay, replayRecord, view } from '../../src/core/engine.ts';
import { builtInDecks, expandDeck, validateDeck, DEFAULT_OPTIONS, checkDeckList } from '../../src/games/dbs/index.ts';
import { powerOf } from '../../src/games/dbs/characteristics.ts';
import { paymentOptions } from '../../src/games/dbs/payment.ts';
import type { DBSState } from '../../src/games/dbs/state.ts';
import { ruleProcessing } from '../../src/games/dbs/timing.ts';
import type { DBSView } from '../../src/games/dbs/view.ts';
import { answer, byCode, C, options, passWhile, pick, scenario } from './scenario.ts';

const deck = (main: string[], leader: string = C.gokuLeader) => [leader, ...main];
const fill = (n: number, code: string = C.goten) => Array<string>(n).fill(code);

describe('deck construction (DBS 5-1)', () => {
  it('DBS 5-1-3 DBS-001: exactly 50 main deck cards', () => {
    const fifty = [
      ...fill(4, C.hit),
      ...fill(4, C.gohan),
      ...fill(4, C.northKai),
      ...fill(4, C.kindGoku),
      ...fill(4, C.botamo),
      ...fill(4, C.magetta),
      ...fill(4, C.piccoloBlocker),
      ...fill(4, C.majinBuuDraw),
      ...fill(4, C.whisCoercion),
      ...fill(4, C.monaka),
      ...fill(4, C.rapidGoku),
      ...fill(4, C.beerusBoost),
      ...fill(2, C.vegetaCritical),
    ];
    expect(validateDeck(deck(fifty), DEFAULT_OPTIONS)).toEqual([]);
    expect(validateDeck(deck(fifty.slice(1)), DEFAULT_OPTIONS)[0].message).toMatch(/exactly 50/);
    expect(
      validateDeck(deck([...fifty, C.hit]), DEFAULT_OPTIONS)
        .map((p) => p.message)
        .join(),
    ).toMatch(/exactly 50/);
  });
  it('DBS 5-1-2: exactly one Leader', () => {
    const main = builtInDecks()[0].cards.flatMap((e) => Array<string>(e.count).fill(e.code));
    expect(validateDeck(main, DEFAULT_OPTIONS)[0].message).toMatch(/exactly 1 Leader/);
    expect(validateDeck([C.gokuLeader, C.champaLeader, ...main], DEFAULT_OPTIONS)[0].message).toMatch(
      /exactly 1 Leader/,
    );
  });
  it('DBS 5-1-3-1 DBS 2-15-2-1 DBS-002: at most 4 cards of one number', () => {
    const main = builtInDecks()[0].cards.flatMap((e) => Array<string>(e.count).fill(e.code));
    main[main.length - 1] = main[0];
    expect(
      validateDeck(deck(main), DEFAULT_OPTIONS)
        .map((p) => p.message)
        .join(),
    ).toMatch(/at most 4 copies/);
  });
  it('DBS 5-1-3-2 DBS 5-1-3-2-1 DBS 5-1-3-2-2 DBS-005: a deck-building [Permanent] lifts the copy limit', () => {
    const d = builtInDecks().find((x) => x.id === 'DBS-S2-Y-META-COOLER-CORE')!;
    expect(d.cards.find((e) => e.code === C.metaCooler)!.count).toBe(21);
    expect(validateDeck(expandDeck(d), DEFAULT_OPTIONS)).toEqual([]);
  });
  it('DBS 10-14-1 DBS 10-17: [Ultimate] at most one, [Super Combo] at most four', () => {
    const ult = [...fill(2, C.vegitoUltimate), ...fill(48, C.goten)];
    expect(
      validateDeck(deck(ult), { ...DEFAULT_OPTIONS, copyLimit: 50 })
        .map((p) => p.message)
        .join(),
    ).toMatch(/Ultimate/);
    const sc = [...fill(4, C.piccoloSuper), 'BT1-010', ...fill(45, C.goten)];
    expect(
      validateDeck(deck(sc), { ...DEFAULT_OPTIONS, copyLimit: 50 })
        .map((p) => p.message)
        .join(),
    ).toMatch(/Super Combo/);
  });
  it('every built-in deck is legal and deck lists report line numbers', () => {
    for (const d of builtInDecks()) expect(validateDeck(expandDeck(d), DEFAULT_OPTIONS)).toEqual([]);
    const r = checkDeckList('1 SD1-01\n4 BT1-033\n4x Nonexistent Card\n', DEFAULT_OPTIONS);
    expect(r.errors[0].line).toBe(3);
  });
});

function freshGame(seed = 3): DBSState {
  const d = builtInDecks();
  return newGame<DBSState>({
    game: 'dbs',
    format: 'masters',
    decks: [{ cards: expandDeck(d[0]) }, { cards: expandDeck(d[1]) }],
    seed,
  });
}

describe('game preparation (DBS 5-2)', () => {
  it('DBS 5-2-1-2 DBS 5-2-1-5 DBS 5-2-1-6 DBS-006: Leaders placed, first player at random, redraw first player first', () => {
    const s = freshGame();
    expect(s.players[0].leader).toHaveLength(1);
    expect(s.players[0].hand).toHaveLength(6);
    expect(decision(s)!.prompt).toBe('dbs.redraw');
    expect(decision(s)!.seat).toBe(s.firstPlayer);
    const firsts = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((k) => freshGame(k).firstPlayer));
    expect(firsts.size).toBe(2);
  });
  it('DBS 5-2-1-6-1 DBS 5-2-1-7 DBS 3-9-1 DBS-007: one redraw each, then 8 Life and 36 in the deck', () => {
    const s = freshGame();
    const first = s.firstPlayer;
    const card = (options(s).find((o) => o.t === 'card') as unknown as { t: string; card: number }).card;
    act(s, first, { t: 'card', card } as never);
    act(s, first, { t: 'done' });
    expect(s.players[first].hand.some((c) => c.id === card)).toBe(false);
    expect(s.players[first].hand).toHaveLength(6);
    expect(decision(s)!.seat).toBe(1 - first);
    act(s, (1 - first) as 0 | 1, { t: 'done' });
    for (const p of s.players) {
      expect(p.life).toHaveLength(8);
      expect(p.deck.length).toBe(36 - (p === s.players[first] ? 0 : 0));
    }
    expect(s.turnPlayer).toBe(first); // DBS 5-2-1-8
  });
});

describe('charge phase (DBS 6-2)', () => {
  it('DBS 6-2-3 DBS-009: the first player does not draw on turn 1; DBS 6-2-5 DBS-011 at most one card to energy', () => {
    const s = freshGame();
    act(s, s.firstPlayer, { t: 'done' });
    act(s, (1 - s.firstPlayer) as 0 | 1, { t: 'done' });
    const p = s.players[s.firstPlayer];
    expect(p.hand).toHaveLength(6);
    expect(decision(s)!.prompt).toBe('dbs.charge');
    expect(options(s)[0]).toEqual({ t: 'pass' });
    const c = options(s)[1] as unknown as { t: string; card: number };
    act(s, s.firstPlayer, c);
    expect(p.energy).toHaveLength(1);
    expect(p.energy[0].rested).toBe(false); // DBS 3-8-3
    expect(decision(s)!.prompt).toBe('dbs.main');
  });
});

describe('playing cards and paying energy (DBS 6-3-1-2-1-1, 2-11)', () => {
  it('DBS 6-3-1-2-1-1 DBS 2-11-1-1: a card is playable only with enough energy of its colour', () => {
    const s = scenario({ hand: [C.hit, C.goten], energy: [C.goten, C.goten] }, {});
    const plays = options(s).filter((o) => o.t === 'play') as unknown as { t: string; card: number }[];
    expect(plays.map((p) => s.players[0].hand.find((c) => c.id === p.card)!.code)).toEqual([C.goten]);
  });
  it('DBS 2-11-1-1-1 DBS-013: a specified cost above the total rests that many coloured cards', () => {
    const s = scenario({ energy: [C.goten, C.goten, C.hit] }, {});
    const opts = paymentOptions(s, 0, { total: 1, specified: { blue: 2 } });
    expect(opts).toHaveLength(1);
    expect(opts[0].reduce((a, b) => a + b, 0)).toBe(2);
  });
  it('DBS 6-3-1-2-1-3 DBS 3-6-3 DBS 3-6-4 DBS 6-3-1-2-1-4 DBS 4-9-2: played Active, "when you play" resolves', () => {
    const s = scenario({ hand: [C.majinBuuDraw], energy: [C.goten] }, {});
    const hand = s.players[0].hand.length;
    pick(s, (o) => o.t === 'play');
    passWhile(s, ['dbs.counterTiming']);
    const buu = byCode(s, 0, 'battle', C.majinBuuDraw);
    expect(buu.rested).toBe(false);
    expect(s.players[0].energy[0].rested).toBe(true); // DBS 4-8-1-2
    expect(s.players[0].hand.length).toBe(hand - 1 + 1);
    expect(decision(s)!.prompt).toBe('dbs.main');
  });
});

describe('attacks (DBS 7)', () => {
  it('DBS 7-1 DBS-021 DBS-022: targets are the Leader and Rest Battle cards; attacking rests the attacker', () => {
    const s = scenario(
      { battle: [C.hit, { code: C.goten, rested: true }] },
      { battle: [C.goten, { code: C.hit, rested: true }] },
    );
    const attacks = options(s).filter((o) => o.t === 'attack') as unknown as { attacker: number; target: number }[];
    const restedHit = byCode(s, 1, 'battle', C.hit);
    const active = byCode(s, 1, 'battle', C.goten);
    expect(attacks.some((a) => a.target === restedHit.id)).toBe(true);
    expect(attacks.some((a) => a.target === active.id)).toBe(false);
    expect(attacks.some((a) => a.attacker === byCode(s, 0, 'battle', C.goten).id)).toBe(false);
    const hit = byCode(s, 0, 'battle', C.hit);
    pick(s, (o) => o.t === 'attack' && o.attacker === hit.id && o.target === s.players[1].leader[0].id);
    expect(hit.rested).toBe(true);
  });
  it('DBS 7-4-1-4 DBS 7-4-1-4-1-1 DBS 4-10-2-1 DBS-030: power at least equal deals 1 damage; the Life card goes to hand', () => {
    const s = scenario({ leader: C.gokuLeader }, {});
    pick(s, (o) => o.t === 'attack');
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.players[1].life).toHaveLength(7);
    expect(s.players[1].hand).toHaveLength(1);
  });
  it('DBS 7-4-1-4-2 DBS 10-1-1 DBS-031: a guard Battle card with lower power is KO; higher power nothing happens', () => {
    const s = scenario(
      { battle: [C.hit] },
      {
        battle: [
          { code: C.majinBuuDraw, rested: true },
          { code: C.gohan, rested: true },
        ],
      },
    );
    const hit = byCode(s, 0, 'battle', C.hit);
    pick(s, (o) => o.t === 'attack' && o.attacker === hit.id && o.target === byCode(s, 1, 'battle', C.gohan).id);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.players[1].battle.some((c) => c.code === C.gohan)).toBe(true);
    pick(s, (o) => o.t === 'attack' && o.target === byCode(s, 1, 'battle', C.majinBuuDraw).id);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.players[1].drop.some((c) => c.code === C.majinBuuDraw)).toBe(true);
  });
  it('DBS 10-7-1 DBS 10-7-1-1 DBS 10-6-1 DBS-033: [Double Strike] deals 2; [Critical] sends Life to the Drop', () => {
    const s = scenario({ battle: [C.gohan, C.vegetaCritical] }, {});
    pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, 0, 'battle', C.gohan).id);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.players[1].life).toHaveLength(6);
    expect(s.players[1].hand).toHaveLength(2);
    pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, 0, 'battle', C.vegetaCritical).id);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.players[1].life).toHaveLength(5);
    expect(s.players[1].hand).toHaveLength(2);
    expect(s.players[1].drop).toHaveLength(1);
  });
  it('DBS 10-4-1 DBS 7-1-1 DBS 7-1-3 DBS-023: [Blocker] resolves after the counter timing and becomes the guard card by resting', () => {
    const s = scenario({ battle: [C.hit] }, { battle: [C.northKai] });
    pick(
      s,
      (o) =>
        o.t === 'attack' && o.target === s.players[1].leader[0].id && o.attacker === byCode(s, 0, 'battle', C.hit).id,
    );
    expect(s.decision!.prompt).toBe('dbs.blocker');
    answer(s, { t: 'yes' });
    const kai = s.players[1].drop.find((c) => c.code === C.northKai);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(kai ?? s.players[1].drop.find((c) => c.code === C.northKai)).toBeDefined();
    expect(s.players[1].life).toHaveLength(8);
  });
  it('DBS 4-7-2-2 DBS 7-1-2 DBS 10-10-3-2 DBS 10-10-4 DBS 4-7-3-5 DBS 7-1-4 DBS 7-1-4-4 DBS-019: [Counter: Attack] negates; the card ends in the Drop', () => {
    const s = scenario({ battle: [C.hit] }, { hand: [C.whisCoercion], energy: [C.goten] });
    pick(s, (o) => o.t === 'attack' && o.target === s.players[1].leader[0].id);
    expect(s.decision!.prompt).toBe('dbs.counterTiming');
    expect(s.decision!.seat).toBe(1);
    pick(s, (o) => o.t === 'counter');
    passWhile(s, ['dbs.counterTiming', 'dbs.target']);
    expect(s.players[1].drop.map((c) => c.code)).toEqual([C.whisCoercion]);
    expect(s.players[1].life).toHaveLength(8);
    expect(s.battle).toBeNull();
    expect(s.decision!.prompt).toBe('dbs.main');
  });
  it('DBS 7-2-1-2-2 DBS 3-7-3 DBS 3-7-3-1 DBS 7-4-1-2 DBS 7-4-1-6 DBS 7-4-1-7 DBS-035: combo power adds to the attack, combo cards go to the Drop', () => {
    const s = scenario(
      { battle: [C.hit], hand: [C.goten, C.piccoloSuper], energy: [C.goten] },
      { battle: [{ code: C.gohan, rested: true }] },
    );
    const hit = byCode(s, 0, 'battle', C.hit);
    pick(s, (o) => o.t === 'attack' && o.attacker === hit.id && o.target === byCode(s, 1, 'battle', C.gohan).id);
    passWhile(s, ['dbs.counterTiming']);
    expect(s.decision!.prompt).toBe('dbs.offence');
    // Boost Attack Piccolo has a combo cost but 0 combo power: still comboable (3-7-3-1 needs both printed).
    pick(s, (o) => o.t === 'combo' && s.players[0].hand.find((c) => c.id === o.card)?.code === C.goten);
    expect(s.players[0].combo).toHaveLength(1);
    passWhile(s, ['dbs.offence', 'dbs.defence', 'dbs.counterTiming']);
    // 15000 + 5000 combo < 25000: nothing happens (7-4-1-4).
    expect(s.players[1].battle).toHaveLength(1);
    expect(s.players[0].combo).toHaveLength(0);
    expect(s.players[0].drop.some((c) => c.code === C.goten)).toBe(true);
    expect(powerOf(s, 0, byCode(s, 0, 'battle', C.hit))).toBe(15000);
  });
  it('DBS 10-9-1 DBS-037: [Revenge] KOs the attacking Battle card after the battle', () => {
    const s = scenario({ battle: [C.gohan] }, { battle: [{ code: C.tenaciousVegeta, rested: true }] });
    pick(s, (o) => o.t === 'attack' && o.target === byCode(s, 1, 'battle', C.tenaciousVegeta).id);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.players[0].drop.some((c) => c.code === C.gohan)).toBe(true);
  });
  it('DBS 10-12-1 DBS-038: an [Indestructible] guard card is not KO’d by battle', () => {
    const s = scenario({ battle: [C.gohan] }, { battle: [{ code: C.zamasuInvincible, rested: true }] });
    pick(s, (o) => o.t === 'attack' && o.target === byCode(s, 1, 'battle', C.zamasuInvincible).id);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.players[1].battle.some((c) => c.code === C.zamasuInvincible)).toBe(true);
  });
  it('DBS-108: firstPlayerMayAttackTurn1 false forbids attacks on turn 1', () => {
    const s = scenario({ battle: [C.hit] }, {}, { turn: 1, firstPlayerMayAttackTurn1: false });
    expect(options(s).some((o) => o.t === 'attack')).toBe(false);
  });
});

describe('rule processing (DBS 9)', () => {
  it('DBS 9-3-2 DBS 9-3-1 DBS-039: a card in the Combo Area outside a battle goes to the Drop', () => {
    const s = scenario({}, {});
    s.players[0].combo.push({ ...s.players[0].deck.pop()!, id: 9999 });
    expect(ruleProcessing(s)).toBe('applied');
    expect(s.players[0].drop.some((c) => c.code === C.goten)).toBe(true);
  });
  it('DBS 9-5-1 DBS 9-5-2 DBS-106: a Battle card at 0 power goes to the Drop, even [Indestructible]', () => {
    const s = scenario({ battle: [C.hit, C.zamasuInvincible] }, {});
    for (const c of s.players[0].battle) c.mods = [{ stat: 'power', n: -20000, until: 'turn' }];
    s.players[0].leader[0].mods = [{ stat: 'power', n: -20000, until: 'turn' }];
    ruleProcessing(s);
    expect(s.players[0].battle).toHaveLength(0);
    expect(s.players[0].leader).toHaveLength(1); // Leaders are not affected
  });
  it('DBS 9-2-3 DBS 1-2-1-1-1 DBS 1-2-1 : no Life loses', () => {
    const s = scenario({ battle: [C.gohan] }, { life: 1 });
    pick(s, (o) => o.t === 'attack' && o.attacker === byCode(s, 0, 'battle', C.gohan).id);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    expect(s.result).toEqual({ winner: 0, reason: expect.stringMatching(/Life/) });
  });
  it('DBS 9-2-4 DBS 1-2-1-1-2 DBS-042: an empty deck loses without drawing', () => {
    const s = scenario({}, { deck: [C.goten] });
    s.players[1].deck.pop();
    ruleProcessing(s);
    expect(s.result!.winner).toBe(0);
  });
  it('DBS 1-2-3 DBS-043: both at once is a draw', () => {
    const s = scenario({}, {});
    s.players[0].life = [];
    s.players[1].life = [];
    ruleProcessing(s);
    expect(s.result!.winner).toBe('draw');
  });
});

describe('areas and identity (DBS 3)', () => {
  it('DBS 3-1-4 DBS 8-8-1-4 DBS-050: a card leaving the Battle Area is a new card without its effects', () => {
    const s = scenario({ battle: [{ code: C.hit, rested: true }] }, { battle: [{ code: C.gohan }] }, { turnPlayer: 1 });
    const hit = byCode(s, 0, 'battle', C.hit);
    hit.mods = [{ stat: 'power', n: 5000, until: 'turn' }];
    pick(s, (o) => o.t === 'attack' && o.target === hit.id && o.attacker === byCode(s, 1, 'battle', C.gohan).id);
    passWhile(s, ['dbs.counterTiming', 'dbs.offence', 'dbs.defence']);
    const dropped = s.players[0].drop.find((c) => c.code === C.hit)!;
    expect(dropped.id).not.toBe(hit.id);
    expect(dropped.mods).toEqual([]);
  });
  it('DBS 3-1-2 DBS 3-3-3 DBS 3-2-2 DBS 3-9-2 DBS 3-8-2: views show counts of secret areas and open energy', () => {
    const s = scenario({ hand: [C.hit], energy: [C.goten] }, { hand: [C.gohan] });
    const v = view(s, 0) as DBSView;
    expect(v.players[1].hand).toBe(1);
    expect(v.players[0].hand).toEqual([{ id: s.players[0].hand[0].id, code: C.hit }]);
    expect(v.players[1].deck).toBe(20);
    expect(v.players[1].life).toBe(8);
    expect((view(s, 1) as DBSView).players[0].energy[0].code).toBe(C.goten);
  });
  it('DBS 10-3-1 DBS 10-3-3 DBS 3-6-6 DBS-055: a second [Field] sends the first to the Drop', () => {
    const s = scenario({ hand: [C.cellsBirth], battle: [C.brolyRing], energy: ['BT1-062', 'BT1-062'] }, {});
    pick(s, (o) => o.t === 'activate' && o.from === 'hand');
    passWhile(s, ['dbs.counterTiming']);
    expect(s.players[0].battle.map((c) => c.code)).toEqual([C.cellsBirth]);
    expect(s.players[0].drop.map((c) => c.code)).toEqual([C.brolyRing]);
  });
  it('DBS 10-5-1 DBS 10-5-4 DBS 9-4-2 DBS 11-3-2 DBS-058: [Evolve] stacks on a chosen card keeping position and power', () => {
    const s = scenario(
      { hand: [C.rapidGoku], battle: [{ code: C.kindGoku, rested: true }], energy: [C.goten, C.goten] },
      {},
    );
    const base = byCode(s, 0, 'battle', C.kindGoku);
    base.mods = [{ stat: 'power', n: -2000, until: 'turn' }];
    pick(s, (o) => o.t === 'activate' && Array.isArray(o.onto));
    passWhile(s, ['dbs.counterTiming', 'dbs.target']);
    const top = byCode(s, 0, 'battle', C.rapidGoku);
    expect(top.rested).toBe(true);
    expect(top.under.map((u) => u.code)).toEqual([C.kindGoku]);
    expect(powerOf(s, 0, top)).toBe(13000);
  });
  it('DBS 10-2-1 DBS 10-2-3 DBS 10-2-5 DBS 2-3-2-1-2 DBS 2-3-2-1-3 DBS 6-3-1-2-2-2 DBS-057: [Awaken] flips the Leader keeping its position and power effects', () => {
    const s = scenario({ leader: { code: C.gokuLeader, rested: true }, life: 5 }, {});
    expect(options(s).some((o) => o.t === 'activate' && (o as unknown as { from: string }).from === 'leader')).toBe(
      false,
    );
    const t = scenario({ leader: { code: C.gokuLeader, rested: true }, life: 4 }, {});
    const l = t.players[0].leader[0];
    l.mods = [{ stat: 'power', n: 5000, until: 'turn' }];
    const hand = t.players[0].hand.length;
    pick(t, (o) => o.t === 'activate' && o.from === 'leader');
    passWhile(t, ['dbs.counterTiming']);
    expect(l.flipped).toBe(true);
    expect(l.rested).toBe(true);
    expect(powerOf(t, 0, l)).toBe(20000); // back face 15000 + 5000
    expect(t.players[0].hand.length).toBe(hand + 2);
  });
});

describe('replays', () => {
  it('a game replays byte for byte from its record', () => {
    const s = freshGame(11);
    for (let i = 0; i < 40 && decision(s); i++) act(s, decision(s)!.seat, decision(s)!.options[0]);
    const again = replay<DBSState>(replayRecord(s));
    expect(JSON.stringify(again.players)).toBe(JSON.stringify(s.players));
  });
});
