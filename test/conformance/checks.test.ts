// Positive controls for the conformance checks (checks.ts): each check is shown a game that breaks its invariant —
// a view or an event naming a hidden card, a clone sharing the original's parts, a resample changing the seat's view
// or dealing nothing, an illegal answer accepted, a card lost or in two places — and must report it, while the real
// game passes. The broken games are the real ones with one part swapped, registered under another id.
import { describe, expect, it } from 'vitest';
import { act, clone, decision, deepCopy, gameModule, newGame, registerGame } from '../../src/core/engine.ts';
import { IllegalAnswer } from '../../src/core/errors.ts';
import type { BaseState, CardPlace, DeckSpec, GameModule, Seat } from '../../src/core/types.ts';
import { catalogOf } from '../../src/games/catalog.ts';
import '../../src/index.ts';
import {
  census,
  cloneCheck,
  conservation,
  EventWatch,
  hiddenCheck,
  ownerCounts,
  refusalCheck,
  resampleCheck,
  WireWatch,
} from './checks.ts';

/** A game of `game` past its setup (a few first answers taken), logged. */
function started(game: string): BaseState {
  const cat = catalogOf(game)!;
  const [a, b] = cat.decks();
  const s = newGame<BaseState>({
    game,
    format: cat.defaultFormat,
    decks: [a.spec, b.spec] as [DeckSpec, DeckSpec],
    seed: 5,
    log: true,
  });
  for (let i = 0; i < 12 && decision(s); i++) act(s, decision(s)!.seat, decision(s)!.options[0]);
  return s;
}

/** The real module of `game` with some parts replaced, registered as `id`; a state moved over to it. */
function broken(game: string, id: string, parts: Partial<GameModule<BaseState>>): BaseState {
  registerGame({ ...gameModule(game), ...parts, id });
  const s = started(game);
  s.game = id;
  return s;
}

function firstOf(places: CardPlace[], zone: string, seat: Seat): CardPlace {
  return places.find((p) => p.zone === zone && p.seat === seat)!;
}

describe.each(['vanguard', 'dbs'])('conformance checks catch a broken %s', (game) => {
  it('the real game passes every check at this position (the controls below differ from it by one part)', () => {
    const s = started(game);
    const places = census(s);
    const events = new EventWatch();
    events.update(s);
    expect(conservation(places, ownerCounts(places))).toEqual([]);
    expect(hiddenCheck(s, places, events)).toEqual([]);
    expect(new WireWatch().check(s, places)).toEqual([]);
    const d = decision(s)!;
    expect(cloneCheck(s, d.seat, d.options[0]).problems).toEqual([]);
    const re = resampleCheck(s, 0, [1, 2, 3]);
    expect(re.problems).toEqual([]);
    expect(re.eligible && re.differed).toBe(true);
    expect(refusalCheck(s, places).problems).toEqual([]);
  });

  it("a view naming a card of the opponent's hand is reported", () => {
    const real = gameModule(game).view;
    const s = broken(game, `${game}-leaky-view`, {
      view: (st, who) => {
        const hand = census(st).filter((p) => p.zone === 'hand' && p.seat !== who);
        return { real: real(st, who), peek: { id: hand[0].id } };
      },
    });
    const problems = hiddenCheck(s, census(s), new EventWatch());
    expect(problems.some((p) => /the view of seat 0 names card \d+ .* in hand of seat 1/.test(p))).toBe(true);
    // And as the server would send it, under the seat's own ids.
    const sent = new WireWatch().check(s, census(s));
    expect(sent.some((p) => /^the seat view of seat 0 names card \d+ .* in hand$/.test(p))).toBe(true);
  });

  it('an event naming the top card of a deck to everyone is reported', () => {
    const s = started(game);
    const top = firstOf(census(s), 'deck', 0);
    s.log!.push({ e: { t: 'peek', card: top.id } as never });
    const events = new EventWatch();
    events.update(s);
    const problems = hiddenCheck(s, census(s), events);
    expect(problems.some((p) => p.startsWith(`the events of seat 1 name card ${top.id}`))).toBe(true);
    expect(problems.some((p) => p.startsWith(`the events of a spectator name card ${top.id}`))).toBe(true);
    const sent = new WireWatch().check(s, census(s));
    expect(sent.some((p) => p.startsWith(`the seat events of seat 1 name card ${top.id}`))).toBe(true);
  });

  it('a clone sharing its frames and players with the original is reported', () => {
    const s = broken(game, `${game}-shallow-clone`, { clone: (st) => ({ ...st }) });
    const d = decision(s)!;
    expect(cloneCheck(s, d.seat, d.options[0]).problems).toContain(
      `answering ${JSON.stringify(d.options[0])} on a clone changed the original`,
    );
  });

  it("a resample changing a card the seat sees is reported, and one dealing nothing anew is caught by the seeds' check", () => {
    const showing = broken(game, `${game}-resample-shows`, {
      resample: (st) => {
        const copy = deepCopy(st) as BaseState & { players: { hand: { code: string }[] }[] };
        copy.players[0].hand[0].code = 'NOT-THIS-CARD'; // a hand card seat 0 sees
        return copy;
      },
    });
    expect(resampleCheck(showing, 0, [1, 2]).problems).toContain("resampled with seed 1, seat 0's view changed");
    const same = broken(game, `${game}-resample-same`, { resample: (st) => clone(st) });
    const re = resampleCheck(same, 0, [1, 2, 3]);
    expect(re.problems).toEqual([]);
    expect(re.eligible).toBe(true);
    expect(re.differed).toBe(false); // conformance.test.ts requires differed wherever eligible
  });

  it('an answer accepted, refused with another error, or refused after changing the state is reported', () => {
    const s = started(game);
    const places = census(s);
    expect(refusalCheck(s, places, () => {}).problems).toEqual([
      expect.stringMatching(/^null \(null\) was accepted at "/),
    ]);
    const plain = refusalCheck(s, places, () => {
      throw new Error('no');
    });
    expect(plain.problems.length).toBe(plain.tried);
    expect(plain.problems[0]).toBe('null threw Error, not IllegalAnswer');
    const dirty = refusalCheck(s, places, (st) => {
      st.answers.push({ seat: 0, answer: { t: 'x' } });
      throw new IllegalAnswer('refused, but too late');
    });
    expect(dirty.problems).toEqual(['null (null) changed the state while being refused']);
  });

  it('a card lost from a census or counted twice is reported', () => {
    const s = started(game);
    const places = census(s);
    const start = ownerCounts(places);
    const lost = places.filter((p) => p !== firstOf(places, 'deck', 1));
    expect(conservation(lost, start)).toEqual([
      `cards per owner went from ${start.join('/')} to ${start[0]}/${start[1] - 1}`,
    ]);
    const twice = [...places, { ...firstOf(places, 'deck', 0), zone: 'drop' }];
    expect(conservation(twice, null)).toContainEqual(expect.stringMatching(/^card id \d+ is in two places/));
  });
});
