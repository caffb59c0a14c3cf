// A circle gained with Imaginary Gift: Accel (VG2 10.6.3.2: `A1`, `A2`, … in gain order) as the clients name it
// (the browser's answer labels and log, the terminal's) and as the ISMCTS agent's evaluation counts it.
import { describe, expect, it } from 'vitest';
import { features } from '../../src/games/vanguard/product/search.ts';
import {
  circleName as cliCircleName,
  Narrator as CliNarrator,
  renderAnswer,
} from '../../src/games/vanguard/product/terminalRender.ts';
import { eventsFor, run } from '../../src/core/engine.ts';
import { vanguardCatalog } from '../../src/games/vanguard/catalog.ts';
import { gainCircle } from '../../src/games/vanguard/gift.ts';
import { vgView } from '../../src/games/vanguard/view.ts';
import { answerLabel } from '../../web/src/games/vanguard/answers.ts';
import type { VgCardDb as CardDb } from '../../web/src/games/vanguard/cardInfo.ts';
import { Narrator as WebNarrator } from '../../web/src/games/vanguard/narrate.ts';
import { circleName, circleShort } from '../../web/src/games/vanguard/prompts.ts';
import { call } from './cards/helpers.ts';
import { C, idOf, scenario } from './scenario.ts';

/** Player 1's main phase with the gained circle `A1`, Wingal in hand. */
function gained() {
  const s = scenario({ at: 'main', p0: { vanguard: C.brigitte, hand: [C.wingal] }, p1: { vanguard: C.overlord } });
  gainCircle(s, 0);
  // Ask the main phase's play timing again, now with the gained circle.
  s.decision = null;
  run(s);
  return s;
}

describe('gained circles by name (VG2 10.6.3.2)', () => {
  it('VG2 10.6.3.2: a gained circle is "Accel circle 1" in both clients, the usual circles keep their names', () => {
    expect(circleName('A1')).toBe('Accel circle 1');
    expect(circleShort('A12')).toBe('Accel circle 12');
    expect(circleShort('FL')).toBe('front left');
    expect(circleName('VC')).toBe('vanguard circle');
    expect(cliCircleName('A2')).toBe('Accel circle 2');
    expect(cliCircleName('FL')).toBe('front-left');
  });

  it("VG2 10.6.3.2: the answer to call to a gained circle and the call's log line name it in both clients", () => {
    const s = gained();
    const answer = { t: 'call', card: idOf(s, 0, 'hand', C.wingal), circle: 'A1' };
    const db = Object.fromEntries([C.wingal].map((c) => [c, vanguardCatalog.cardInfo(c)])) as unknown as CardDb;
    const web = new WebNarrator(db, 0);
    const cli = new CliNarrator(0);
    const v = vgView(s, 0);
    web.codes.learnView(v);
    cli.learnView(v);
    expect(answerLabel(answer, 'vg.main', v, { db, codes: web.codes }, 0)).toBe('Call Wingal to Accel circle 1');
    expect(renderAnswer(answer, 'vg.main', v, cli, 0)).toBe('Call Wingal (G1 6000) to Accel circle 1');
    const from = s.log!.length;
    call(s, C.wingal, 'A1');
    const seen = eventsFor(s, 1, from);
    expect(new WebNarrator(db, 1).lines(seen).map((l) => l.text)).toContain('Opponent calls Wingal to Accel circle 1.');
    expect(new CliNarrator(1).events(seen)).toContain('Opponent calls Wingal to Accel circle 1.');
  });

  it("VG2 10.6.3.2: the ISMCTS evaluation counts the unit on a gained circle among the player's rear-guards", () => {
    const s = gained();
    const rearGuards = () => features(s.players[0])[8];
    expect(rearGuards()).toBe(0);
    call(s, C.wingal, 'A1');
    expect(rearGuards()).toBe(1);
  });
});
