// Test bodies the V-era trial-deck cards (V-TD01 … V-TD04) share: the Sentinel's guard and the starter's draw,
// played through real turns under ver. 2.01 (the era's rules, imaginary gifts and no stride).
import { expect } from 'vitest';
import { answer, events, idOf, prompt, scenario } from '../scenario.ts';
import { attack, codes, crit, endGuard, pw, resolveTriggers } from './helpers.ts';

/**
 * VG2 11.9 / 8.6: the Sentinel guards, its [AUTO](GC) asks its master to discard a card, and the chosen vanguard
 * cannot be hit whatever the powers (VG2 7.7.1.2); `pay` false declines, and the attack hits.
 */
export function sentinelGuards(sentinel: string, attacker: string, spare: string, pay: boolean): void {
  const s = scenario({
    at: 'battle',
    p0: { vanguard: attacker, deck: Array.from({ length: 10 }, () => spare) },
    p1: { vanguard: spare, hand: [sentinel, spare], deck: Array.from({ length: 10 }, () => spare) },
  });
  attack(s, 'VC', 'VC');
  answer(s, { t: 'guard', card: idOf(s, 1, 'hand', sentinel) });
  expect(s.decision).toMatchObject({ seat: 1, prompt: 'vg.payCost' });
  if (!pay) {
    answer(s, { t: 'no' });
    expect(codes(s.players[1].hand)).toEqual([spare]);
  } else {
    answer(s, { t: 'yes' });
    // The only card left in the hand is the one discarded (VG2 8.5.2: no choice to make).
    expect(prompt(s)).toBe('vg.chooseUnit');
    expect(codes(s.players[1].drop)).toEqual([spare]);
    answer(s, { t: 'unit', circle: 'VC' });
    // The hand is empty, so the guard step ends and the battle runs on to its end (the effect with it).
  }
  endGuard(s);
  resolveTriggers(s);
  // The attacker's power beats the sentinel's shield 0 either way: only the effect stops the hit.
  expect(events(s, 'compare').at(-1)).toEqual({ t: 'compare', hit: [!pay] });
  expect(s.players[1].damage.length > 0).toBe(!pay);
}

/** [AUTO] "When rode upon, draw a card": a ride onto the starter draws one; a call of it to (RC) draws nothing. */
export function rodeUponDraws(starter: string, grade1: string, filler: string): void {
  const s = scenario({ at: 'ride', turn: 1, p0: { vanguard: starter, hand: [grade1], deck: [filler, filler] } });
  answer(s, { t: 'ride', card: idOf(s, 0, 'hand', grade1) });
  expect(codes(s.players[0].soul)).toEqual([starter]);
  expect(codes(s.players[0].hand)).toEqual([filler]);
  // Control: the same card called to (RC) is not ridden upon, so nothing is drawn.
  const t = scenario({ at: 'main', p0: { vanguard: grade1, hand: [starter], deck: [filler, filler] } });
  answer(t, { t: 'call', card: idOf(t, 0, 'hand', starter), circle: 'BC' });
  expect(t.players[0].hand).toHaveLength(0);
  expect(prompt(t)).toBe('vg.main');
  expect(t.players[0].deck).toHaveLength(2);
}

/**
 * VG2 2.8.3, 7.6.1.2: a drive check reveals `code` (then `next`, a trigger too, so the battle waits on its questions):
 * once the first icon has resolved onto the vanguard, the vanguard has Power +10000 (the V era's printed value), and
 * Critical +1 / a card drawn / a damage healed as the icon says.
 */
export function triggerGivesPower(
  code: string,
  kind: 'critical' | 'draw' | 'heal' | 'front',
  cards: { vanguard: string; filler: string; next: string },
): void {
  const s = scenario({
    at: 'battle',
    p0: {
      vanguard: cards.vanguard,
      // A draw trigger draws the card under it before the second drive check (VG2 7.6.1.2: one check at a time).
      deck: [
        code,
        ...(kind === 'draw' ? [cards.filler] : []),
        cards.next,
        ...Array.from({ length: 10 }, () => cards.filler),
      ],
      damage: [cards.filler],
    },
    p1: { vanguard: cards.filler, hand: [cards.filler] }, // a heal needs your damage at least the opponent's
  });
  const base = pw(s, 0, 'VC');
  const hand = s.players[0].hand.length;
  attack(s, 'VC', 'VC');
  endGuard(s);
  // Answer the first card's questions (its bonus to the vanguard) until it has left the trigger zone for the hand.
  while (s.players[0].trigger.some((c) => c.code === code)) {
    const options = s.decision!.options as { t: string; circle?: string }[];
    answer(s, (options.find((o) => o.circle === 'VC') ?? options[0]) as never);
  }
  expect(s.players[0].trigger.map((c) => c.code)).toEqual([cards.next]); // the second check waits on its questions
  expect(pw(s, 0, 'VC')).toBe(base + (kind === 'front' ? 0 : 10000));
  expect(crit(s, 0, 'VC')).toBe(kind === 'critical' ? 2 : 1);
  expect(s.players[0].hand.length).toBe(hand + 1 + (kind === 'draw' ? 1 : 0));
  expect(s.players[0].damage.length).toBe(kind === 'heal' ? 0 : 1);
}
