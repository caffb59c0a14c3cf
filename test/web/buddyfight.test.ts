// The Buddyfight browser client's model, clicks, words and log (issue 14), checked against the real engine: each
// decision's legal answers become the clicks a player makes on the table (a call is the hand card then the position,
// BF-Call 1.1; a Buddy Call starts at the buddy zone, BF-Call 1.3; an attack is the attacker then its target and a
// link attack its link chip then the target, BF-Atk 2.2), every prompt the engine asks has English, every answer a
// label naming its cards, and the log tells each seat's events from that seat's side without naming a card it was
// not shown.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentContext } from '../../src/ai/playGame.ts';
import { randomAgent } from '../../src/ai/randomAgent.ts';
import { act, decision, eventsFor, newGame, view } from '../../src/core/engine.ts';
import type { Seat } from '../../src/core/types.ts';
import { buddyfightCatalog } from '../../src/games/buddyfight/catalog.ts';
import { type BFState, opponent } from '../../src/games/buddyfight/state.ts';
import { clickTarget, handKey, litTargets, type Plan } from '../../web/src/answers.ts';
import type { CardDb } from '../../web/src/cardDb.ts';
import {
  areaKey,
  bcardKey,
  bfAnswerLabel,
  fighterKey,
  linkKey,
  planBfDecision,
} from '../../web/src/games/buddyfight/answers.ts';
import { type BfView, isBfCard, learnBfView, locateBf } from '../../web/src/games/buddyfight/model.ts';
import { BfNarrator } from '../../web/src/games/buddyfight/narrate.ts';
import { BF_PROMPT_TEXT, bfPromptText } from '../../web/src/games/buddyfight/prompts.ts';
import { humanize } from '../../web/src/prompts.ts';
import { answer, clear, fill, passUntil, put, reask, start, toMain } from '../buddyfight/scenario.ts';

const DB = Object.fromEntries(
  buddyfightCatalog.allCodes().map((code) => [code, buddyfightCatalog.cardInfo(code)]),
) as unknown as CardDb;
const NAMER = { db: DB, code: () => undefined };

function plans(s: BFState, seat: Seat): Plan[] {
  return planBfDecision(view(s, seat) as BfView, seat, NAMER);
}

function nameOf(code: string): string {
  return buddyfightCatalog.cardName(code)!;
}

/** Turn 2's main phase: no first-turn limits on attacks. */
function turn2(a = 'BF-TD01', b = 'BF-TD02'): BFState {
  const s = start(a, b);
  passUntil(s, (x) => x.turn === 2 && x.decision?.prompt === 'bf.use.main');
  return s;
}

describe('Buddyfight at the table: answers as clicks (issue 14)', () => {
  it('BF-Call 1.1 BF-Mat⑤–⑦: a call is the hand card, then one of the lit positions; the click answers that call', () => {
    const s = start();
    toMain(s);
    const tp = s.turnPlayer;
    clear(s, tp, 'hand');
    const c = put(s, tp, 'hand', 'Thousand Rapier Dragon'); // size 1, no cost
    reask(s);
    const ps = plans(s, tp);
    const calls = ps.filter((p) => p.answer.t === 'call');
    expect(calls.map((p) => p.paths)).toEqual(
      ['left', 'center', 'right'].map((a) => [[handKey(c.id), areaKey(tp, a)]]),
    );
    expect(calls.map((p) => p.label)).toEqual([
      'Call Thousand Rapier Dragon to the left',
      'Call Thousand Rapier Dragon to the center',
      'Call Thousand Rapier Dragon to the right',
    ]);
    // The hand card lights first; clicking it selects, and the three positions light.
    expect(litTargets(ps, null).has(handKey(c.id))).toBe(true);
    expect(clickTarget(ps, null, handKey(c.id))).toEqual({ kind: 'select', key: handKey(c.id) });
    expect([...litTargets(ps, handKey(c.id))].sort()).toEqual(
      ['center', 'left', 'right'].map((a) => areaKey(tp, a)).sort(),
    );
    const out = clickTarget(ps, handKey(c.id), areaKey(tp, 'right'));
    expect(out.kind).toBe('answer');
    act(s, tp, (out as { plan: Plan }).plan.answer);
    passUntil(s, (x) => x.players[tp].right.length === 1);
    expect(s.players[tp].right[0].code).toBe(c.code);
    // Pass is a button that moves on.
    const pass = plans(s, s.decision!.seat).find((p) => p.answer.t === 'pass');
    expect(pass && pass.paths.length === 0 && pass.moveOn).toBe(true);
  });

  it('BF-Call 1.3: a Buddy Call starts at the standing buddy-zone card, then the position; the hand card then the position stays a normal call', () => {
    const s = start();
    toMain(s);
    const tp = s.turnPlayer;
    clear(s, tp, 'hand');
    const c = put(s, tp, 'hand', 'Gigant Sword Dragon');
    fill(s, tp, 'gauge', 3);
    reask(s);
    const buddy = s.players[tp].buddy[0];
    const ps = plans(s, tp);
    const out = clickTarget(ps, bcardKey(buddy.id), areaKey(tp, 'center'));
    expect(out.kind).toBe('answer');
    const plan = (out as { plan: Plan }).plan;
    expect(plan.answer).toEqual({ t: 'buddyCall', card: c.id, area: 'center' });
    expect(plan.label).toBe('Buddy Call Gigant Sword Dragon to the center (+1 life)');
    const normal = clickTarget(ps, handKey(c.id), areaKey(tp, 'center'));
    expect((normal as { plan: Plan }).plan.answer).toEqual({ t: 'call', card: c.id, area: 'center' });
    act(s, tp, plan.answer);
    passUntil(s, (x) => x.players[tp].center.length === 1);
    expect(s.players[tp].life).toBe(11);
  });

  it('BF-Atk 2.2: an attack is the attacker then a lit target; a link attack is its chip then the target; the fighter is a target only with the center open', () => {
    const s = turn2();
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const a = put(s, tp, 'left', 'Rising Flare Dragon');
    const b = put(s, tp, 'right', 'Bear-Trap Fang Dragon');
    passUntil(s, (x) => x.decision?.prompt === 'bf.attack');
    let ps = plans(s, tp);
    // The center is open: the fighter is a target of each attacker and of the link attack.
    expect(clickTarget(ps, null, bcardKey(a.id))).toEqual({ kind: 'select', key: bcardKey(a.id) });
    expect(litTargets(ps, bcardKey(a.id))).toEqual(new Set([fighterKey(op)]));
    const link = linkKey([a.id, b.id]);
    expect(litTargets(ps, null).has(link)).toBe(true);
    const out = clickTarget(ps, link, fighterKey(op));
    expect((out as { plan: Plan }).plan.answer).toEqual({ t: 'attackFighter', ids: [a.id, b.id] });
    expect((out as { plan: Plan }).plan.label).toBe(
      'Link attack your opponent with Rising Flare Dragon (power 5000) + Bear-Trap Fang Dragon (power 4000)',
    );
    // With a monster in the opponent's center, the fighter is no longer lit; the monster is.
    const t = put(s, op, 'center', 'Armorknight Hellhound');
    reask(s);
    ps = plans(s, tp);
    expect(litTargets(ps, bcardKey(a.id))).toEqual(new Set([bcardKey(t.id)]));
    const hit = clickTarget(ps, bcardKey(a.id), bcardKey(t.id));
    expect((hit as { plan: Plan }).plan.answer).toEqual({ t: 'attack', ids: [a.id], target: t.id });
    expect((hit as { plan: Plan }).plan.label).toBe(
      `Attack opponent’s Armorknight Hellhound (defense ${(view(s, tp) as BfView).players[op].center[0].defense}) with Rising Flare Dragon (power 5000)`,
    );
    const none = ps.find((p) => p.answer.t === 'noAttack')!;
    expect(none.label).toBe('No more attacks');
    expect(none.moveOn && none.paths.length === 0).toBe(true);
  });

  it('BF-Start 3.2: Charge & Draw is a click on the hand card, and charging nothing a button', () => {
    const s = start();
    passUntil(s, (x) => x.decision?.prompt === 'bf.charge');
    const tp = s.turnPlayer;
    const ps = plans(s, tp);
    const hand = s.players[tp].hand;
    expect(ps.filter((p) => p.answer.t === 'charge').map((p) => p.paths)).toEqual(hand.map((c) => [[handKey(c.id)]]));
    expect(ps.find((p) => p.answer.t === 'charge')!.label).toBe(`Charge ${nameOf(hand[0].code)} and draw`);
    expect(ps.find((p) => p.answer.t === 'noCharge')!.moveOn).toBe(true);
  });

  it('seeded games of every built-in deck: every answer is planned with an English label that names its cards, never raw data', () => {
    const decks = buddyfightCatalog.decks().map((d) => d.spec);
    const seen = new Set<string>();
    const prompts = new Set<string>();
    for (let g = 0; g < 8; g++) {
      const s = newGame<BFState>({
        game: 'buddyfight',
        format: g % 2 ? 'pre2018' : 'standard',
        decks: [decks[g % decks.length], decks[(g + 1) % decks.length]],
        seed: 100 + g,
      });
      const agents = [randomAgent(g), randomAgent(g + 50)];
      for (let n = 0; n < 3000 && !s.result; n++) {
        const d = decision(s)!;
        const v = view(s, d.seat) as BfView;
        prompts.add(d.prompt);
        for (const p of planBfDecision(v, d.seat, NAMER)) {
          seen.add(p.answer.t);
          expect(p.label).not.toMatch(/undefined|\{|\[object/);
          const id = (p.answer as { card?: number }).card;
          const at = id === undefined ? null : locateBf(v, d.seat, id);
          if (at?.card) expect(p.label).toContain(nameOf(at.card.code));
          // Each answer is a click on the table, a pick in the panel, or a button.
          expect(p.paths.every((path) => path.length >= 1 && path.length <= 2)).toBe(true);
        }
        act(s, d.seat, agents[d.seat].choose(agentContext(s, d)));
      }
    }
    for (const p of prompts) expect(BF_PROMPT_TEXT[p], p).toBeDefined();
    expect([...seen]).toEqual(expect.arrayContaining(['call', 'cast', 'attack', 'attackFighter', 'charge', 'pass']));
  });

  it('every prompt id the engine asks (grep of src/games/buddyfight) has its English, and an unknown one still reads', () => {
    const dir = 'src/games/buddyfight';
    const src = readdirSync(dir)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n');
    const ids = new Set([...src.matchAll(/prompt: '(bf\.[A-Za-z.]+)'/g)].map((m) => m[1]));
    for (const m of src.matchAll(/'(bf\.use\.[a-z]+)'/g)) ids.add(m[1]);
    // the play timings ask `bf.use.<context>` for each context a play timing is pushed with
    for (const m of src.matchAll(/pushPlayTiming\(s, '([a-z]+)'/g)) ids.add(`bf.use.${m[1]}`);
    ids.add('bf.use.main').add('bf.use.final');
    expect(ids.size).toBeGreaterThanOrEqual(15);
    for (const id of ids) expect(BF_PROMPT_TEXT[id], id).toBeDefined();
    expect(bfPromptText('bf.somethingNew', humanize)).toBe('Something new: choose one.');
  });

  it('the labels of a decision follow the seat: an opponent’s card is named as theirs', () => {
    const s = turn2();
    const tp = s.turnPlayer;
    const op = opponent(tp);
    const a = put(s, tp, 'center', 'Rising Flare Dragon');
    const t = put(s, op, 'center', 'Armorknight Hellhound');
    passUntil(s, (x) => x.decision?.prompt === 'bf.attack');
    const v = view(s, tp) as BfView;
    const label = bfAnswerLabel({ t: 'attack', ids: [a.id], target: t.id } as never, 'bf.attack', v, NAMER, tp);
    expect(label).toMatch(/^Attack opponent’s Armorknight Hellhound \(defense \d+\) with Rising Flare Dragon/);
  });
});

describe('Buddyfight log in players’ words (issue 14)', () => {
  function playSome(limit = 4000): BFState {
    const decks = buddyfightCatalog.decks().map((d) => d.spec);
    const s = newGame<BFState>({
      game: 'buddyfight',
      format: 'standard',
      decks: [decks[0], decks[1]],
      seed: 7,
      log: true,
    });
    const agents = [randomAgent(1), randomAgent(2)];
    for (let n = 0; n < limit && !s.result; n++) {
      const d = decision(s)!;
      act(s, d.seat, agents[d.seat].choose(agentContext(s, d)));
    }
    return s;
  }

  it('each seat hears its own draws by name and the opponent’s as "a card"; a spectator hears players by number', () => {
    const s = playSome();
    expect(s.result).not.toBeNull();
    const mine = new BfNarrator(DB, 0).lines(eventsFor(s, 0)).map((l) => l.text);
    const theirs = new BfNarrator(DB, 1).lines(eventsFor(s, 1)).map((l) => l.text);
    const watch = new BfNarrator(DB, 'spectator').lines(eventsFor(s, 'spectator')).map((l) => l.text);
    expect(mine.some((l) => /^You draw (?!a card)/.test(l))).toBe(true);
    expect(mine.some((l) => l === 'Opponent draws a card.')).toBe(true);
    expect(theirs.some((l) => l === 'Opponent draws a card.')).toBe(true);
    expect(watch.some((l) => l === 'Player 1 draws a card.')).toBe(true);
    expect(watch.some((l) => /^Player [12] draws (?!a card)/.test(l))).toBe(false);
    expect(mine.some((l) => /^Turn 1 — /.test(l))).toBe(true);
    expect(mine.at(-1)).toMatch(/^(You win|Opponent wins|The fight is a draw)/);
    for (const l of [...mine, ...theirs, ...watch]) expect(l).not.toMatch(/undefined|\{/);
  });

  it('no log line names a card the seat never saw: every card name in seat 1’s log was in its events or views as open', () => {
    const s = playSome(60); // early in the game, while seat 0's hand holds cards it never showed
    expect(s.result).toBeNull();
    const n = new BfNarrator(DB, 1);
    const lines = n.lines(eventsFor(s, 1)).map((l) => l.text);
    // The names seat 0 drew but never showed: its hand at the end, minus cards of the same name it showed.
    const shown = new Set(
      eventsFor(s, 1)
        .map((e) => (e as { code?: string }).code)
        .filter((c): c is string => !!c)
        .map(nameOf),
    );
    const hidden = s.players[0].hand.map((c) => nameOf(c.code)).filter((x) => !shown.has(x));
    expect(hidden.length).toBeGreaterThan(0);
    for (const name of hidden) for (const l of lines) expect(l).not.toContain(name);
    // positive control: seat 0's own log names those cards
    const own = new BfNarrator(DB, 0).lines(eventsFor(s, 0)).map((l) => l.text);
    for (const name of hidden)
      expect(
        own.some((l) => l.includes(name)),
        name,
      ).toBe(true);
  });

  it('BF-Call 1.1: a call is told from each side: "You call" to the caller, "Opponent calls" to the other, by number to a spectator', () => {
    const s = start();
    toMain(s);
    const tp = s.turnPlayer;
    clear(s, tp, 'hand');
    put(s, tp, 'hand', 'Thousand Rapier Dragon');
    reask(s);
    s.log = [];
    answer(s, (o) => o.t === 'call' && o.area === 'left');
    passUntil(s, (x) => x.players[tp].left.length === 1);
    const say = (who: Seat | 'spectator') => new BfNarrator(DB, who).lines(eventsFor(s, who)).map((l) => l.text);
    expect(say(tp)).toContain('You call Thousand Rapier Dragon.');
    expect(say(opponent(tp))).toContain('Opponent calls Thousand Rapier Dragon.');
    expect(say('spectator')).toContain(`Player ${tp + 1} calls Thousand Rapier Dragon.`);
    expect(say(tp)).toContain('Thousand Rapier Dragon enters the left.');
  });
});

describe('Buddyfight client model', () => {
  it('digest §1.3: a view teaches a seat the codes of its hand and of every open zone, never the opponent’s hand', () => {
    const s = start();
    toMain(s);
    const learnt = new Map<number, string>();
    learnBfView(view(s, 0) as BfView, (id, code) => learnt.set(id, code));
    for (const c of s.players[0].hand) expect(learnt.get(c.id)).toBe(c.code);
    for (const c of s.players[1].hand) expect(learnt.has(c.id)).toBe(false);
    for (const c of [...s.players[0].gauge, ...s.players[0].deck]) expect(learnt.has(c.id)).toBe(false);
    expect(learnt.get(s.players[1].flag[0].id)).toBe(s.players[1].flag[0].code);
  });

  it('the card table holds Buddyfight cards only as Buddyfight cards', () => {
    const any = Object.values(DB)[0];
    expect(isBfCard(any)).toBe(true);
    expect(isBfCard({ name: 'x', text: '', grade: 2, type: 'unit' })).toBe(false);
  });
});
