// The D standard as a third format `d` of the Vanguard module (issue 13): registered where formats are listed,
// and the first of its FormatProfile differences that general play needs.
import { describe, expect, it } from 'vitest';
import { catalogOf } from '../../../src/games/catalog.ts';
import '../../../src/games/index.ts';
import { FORMATS } from '../../../src/games/vanguard/formats.ts';
import { attack, deck } from '../cards/helpers.ts';
import { autoplay, C, events, scenario } from '../scenario.ts';

describe('format d (VGD, comprehensive rules ver. 4.55)', () => {
  it('VGD 8.1.4.1 / VGD 8.1.7: the D standard is a listed Vanguard format with the same deck limits flags as ver. 2.01', () => {
    const formats = catalogOf('vanguard')!.formats.map((f) => f.id);
    expect(formats).toEqual(['cr201', 'cr110', 'd']);
    expect(FORMATS.d).toMatchObject({ maxSentinel: 4, mainDeckUnitTypesOnly: true, triggerClanCheck: false });
  });

  it('VGD 10.6.1.2.4 / VGD 11.10.5: a drive check plays the trigger of any clan, at its printed power', () => {
    // Player 1 has only «Kagero» Overlord; the revealed trigger is «Royal Paladin». Under cr201 it is not active
    // (positive control below); under d no clan test is made.
    for (const [format, active] of [
      ['d', true],
      ['cr201', false],
    ] as const) {
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: C.overlord, deck: deck([C.critRP]) },
        p1: { deck: deck() },
      });
      attack(s, 'VC', 'VC');
      autoplay(s, (x) => x.battle === null || events(x, 'triggerCheck').length > 0);
      expect(events(s, 'triggerCheck')[0]).toMatchObject({ seat: 0, kind: 'critical', active });
    }
  });

  it('VGD 13.6.4: a damage check plays the trigger of any clan (cr201 positive control: not active)', () => {
    for (const [format, active] of [
      ['d', true],
      ['cr201', false],
    ] as const) {
      const s = scenario({
        format,
        at: 'battle',
        p0: { vanguard: C.overlord, deck: deck() },
        p1: { vanguard: C.overlord, deck: deck([C.critRP]) },
      });
      attack(s, 'VC', 'VC');
      autoplay(
        s,
        (x) => x.battle === null || events(x, 'triggerCheck').some((e) => (e as { seat: number }).seat === 1),
      );
      expect(events(s, 'triggerCheck').find((e) => (e as { seat: number }).seat === 1)).toMatchObject({
        kind: 'critical',
        active,
      });
    }
  });
});
