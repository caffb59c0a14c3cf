// Rules tests for attacks on several units at once (VG2 7.4.1.8.4–7.4.1.8.5), guardians choosing the attacked
// unit they guard (7.5.1.2.2), the damage step per attacked unit (7.7.1.2), and effects that change the units
// being attacked (10.20.1, 7.1.2.3–7.1.2.4). Vanilla trial-deck cards get test-only abilities.
import { describe, expect, it } from 'vitest';
import { auto, cont, type Target } from '../../src/games/vanguard/abilities/dsl.ts';
import { abilityText } from '../../src/games/vanguard/abilities/text.ts';
import { deck, pw, unit } from './cards/helpers.ts';
import { answer, idOf, prompt, scenario } from './scenario.ts';
import { eventsFor } from '../../src/core/engine.ts';
import { Narrator as CliNarrator } from '../../src/games/vanguard/product/terminalRender.ts';
import type { VgCardDb as CardDb } from '../../web/src/games/vanguard/cardInfo.ts';
import { Narrator as WebNarrator } from '../../web/src/games/vanguard/narrate.ts';
import { testOnlyAbilities } from './testAbilities.ts';

const BEAUMAINS = 'TD05/004'; // g2 10000 «Gold Paladin», vanilla: the attacker
const MARRON = 'TD01/008'; // g1 8000 «Royal Paladin», vanilla
const STARDUST = 'TD01/012'; // g0: a guardian

const { give } = testOnlyAbilities();

const attacksTwo = cont({ zones: ['RC'], effect: { cont: 'attacksUpTo', n: 2 } });

/** p0's Beaumains on FL attacks; p1 has 8000 units on VC and FL, two Stardusts in hand. */
function position() {
  return scenario({
    at: 'battle',
    p0: { rc: { FL: BEAUMAINS }, deck: deck([]) },
    p1: { vanguard: MARRON, rc: { FL: MARRON, FR: MARRON }, hand: [STARDUST, STARDUST], deck: deck([]) },
  });
}

function startAttack(s: ReturnType<typeof position>, first: 'VC' | 'FL' | 'FR'): void {
  expect(prompt(s)).toBe('vg.attack');
  answer(s, { t: 'yes' });
  answer(s, { t: 'circle', circle: 'FL' });
  answer(s, { t: 'circle', circle: first });
}

describe('attacks on several units (VG2 7.4.1.8.4–7.4.1.8.5, 7.5.1.2.2, 7.7.1.2)', () => {
  it('VG2 7.4.1.8.4 / VG2 7.4.1.8.5: an "attack up to 2 units" unit chooses a second unit, and both are attacked', () => {
    give(BEAUMAINS, [attacksTwo]);
    const s = position();
    startAttack(s, 'VC');
    expect(prompt(s)).toBe('vg.targetMore');
    expect(s.decision!.options).toContainEqual({ t: 'done' });
    expect(s.decision!.options).not.toContainEqual({ t: 'circle', circle: 'VC' }); // already chosen
    answer(s, { t: 'circle', circle: 'FR' });
    // Two is its limit: no third choice; the guard step comes next.
    expect(prompt(s)).toBe('vg.guard');
    expect(s.battle!.targets.map((t) => t.circle)).toEqual(['VC', 'FR']);
    // Both logs name every unit attacked.
    const seen = eventsFor(s, 1);
    const web = new WebNarrator({} as CardDb, 1).lines(seen).map((l) => l.text);
    expect(web.filter((t) => t.includes(' attacks '))).toEqual(["Opponent's a card attacks your a card and a card."]);
    expect(new CliNarrator(1).events(seen).filter((t) => t.includes(' attacks '))).toEqual([
      "Opponent's the unit (FL) attacks your the unit (VC) and the unit (FR).",
    ]);
  });

  it('VG2 7.4.1.8.4: without the ability no second unit is asked for', () => {
    const s = position();
    startAttack(s, 'VC');
    expect(prompt(s)).toBe('vg.guard');
    expect(s.battle!.targets).toHaveLength(1);
  });

  it('VG2 7.5.1.2.2 / VG2 7.7.1.2: a guardian guards the attacked unit chosen; each unit is compared with the attacker alone', () => {
    give(BEAUMAINS, [attacksTwo]);
    const s = position();
    startAttack(s, 'VC');
    answer(s, { t: 'circle', circle: 'FL' });
    expect(prompt(s)).toBe('vg.guard');
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', STARDUST) });
    expect(prompt(s)).toBe('vg.guardWhich');
    expect(s.decision!.options).toEqual([
      { t: 'circle', circle: 'VC' },
      { t: 'circle', circle: 'FL' },
    ]);
    answer(s, { t: 'circle', circle: 'VC' });
    expect(prompt(s)).toBe('vg.guard'); // 7.5.1.2.5: back to the play timing
    expect(pw(s, 1, 'VC')).toBe(18000); // the 10000 shield goes to the vanguard only
    expect(pw(s, 1, 'FL')).toBe(8000);
    answer(s, { t: 'pass' });
    // The vanguard (18000 > 10000) is not hit: no damage; the rear-guard (8000 <= 10000) is hit and retired.
    expect(s.players[1].damage.length + s.players[1].vanguardDamage).toBe(0);
    expect(s.players[1].field.FL).toHaveLength(0);
    expect(s.players[1].drop.map((c) => c.code)).toContain(MARRON);
  });

  it('VG2 7.4.1.8.5: Done ends the choice with one unit being attacked', () => {
    give(BEAUMAINS, [attacksTwo]);
    const s = position();
    startAttack(s, 'FL');
    answer(s, { t: 'done' });
    expect(s.battle!.targets.map((t) => t.circle)).toEqual(['FL']);
    expect(abilityText(attacksTwo)).toContain('up to 2');
  });
});

describe('changing the units being attacked (VG2 10.20.1, 7.1.2.3, 7.1.2.4)', () => {
  const oppUnit: Target = { unit: 'choose', side: 'opponent', what: 'unit', n: 1 };
  const retarget = auto({
    zones: ['RC'],
    trigger: { on: 'attacks' },
    effects: [{ do: 'changeAttacked', target: oppUnit }],
  });

  it('VG2 10.20 / VG2 10.20.1 / VG2 7.1.2.3 / VG2 7.1.2.4: an attack on a rear-guard changed to the vanguard is a battle against the vanguard', () => {
    give(BEAUMAINS, [retarget]);
    const s = position();
    startAttack(s, 'FR');
    // The "when this unit attacks" ability resolves: the turn player chooses the new unit being attacked.
    for (let i = 0; i < 5 && prompt(s) !== null && !s.decision!.options.some((o) => 'circle' in o); i++)
      answer(s, s.decision!.options[0] as never);
    answer(s, { t: 'unit', seat: 1, circle: 'VC' });
    expect(s.battle!.targets.map((t) => t.circle)).toEqual(['VC']);
    expect(prompt(s)).toBe('vg.guard');
    answer(s, { t: 'pass' });
    // 10000 hits the 8000 vanguard: damage, and the rear-guard first attacked stays.
    expect(s.players[1].damage.length + s.players[1].vanguardDamage).toBeGreaterThan(0);
    expect(unit(s, 1, 'FR').code).toBe(MARRON);
    expect(abilityText(retarget)).toContain('attacking unit attacks');
  });
});
