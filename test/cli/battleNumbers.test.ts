// The terminal reads the numbers players read from the view (issue 20): a guardian's current shield (VG2 2.6), the
// battle's attacking and defending totals (VG2 7.7.1.2; DBS 7-4-1-2 – 7-4-1-4) and a Combo Area card's current combo
// power (DBS 2-9-1). Each position has an effect on the number, so a screen showing the printed value would differ.
import { describe, expect, it } from 'vitest';
import { view } from '../../src/core/engine.ts';
import { dbsTerminal } from '../../src/games/dbs/product/terminal.ts';
import { renderBoard } from '../../src/games/vanguard/product/terminalRender.ts';
import type { DBSView } from '../../src/games/dbs/view.ts';
import type { VGView } from '../../src/games/vanguard/view.ts';
import { byCode, C as D, pick, scenario as dbsScenario } from '../dbs/scenario.ts';
import { attack } from '../vanguard/cards/helpers.ts';
import { answer, C, idOf, scenario } from '../vanguard/scenario.ts';

describe('battle numbers on the terminal', () => {
  it('VG2 2.6 VG2 7.7.1.2 a guardian with shield +5000 shows 15000, and the battle line gives the engine’s totals', () => {
    const s = scenario({
      at: 'battle',
      turn: 3,
      p0: { vanguard: C.blasterBlade, rc: { BC: C.marron }, deck: [C.wingal, C.wingal, C.wingal] },
      p1: { vanguard: C.wingal, hand: [C.stardust, C.wingal] },
    });
    attack(s, 'VC', 'VC', true);
    answer(s, { t: 'guard', card: idOf(s, 1, 'hand', C.stardust) });
    const g = s.players[1].field.GC[0];
    s.players[1].field.GC[0] = { ...g, mods: [{ stat: 'shield', n: 5000, until: 'battle' }] };
    const board = renderBoard(view(s, 0) as VGView, 0, 100);
    expect(board).toContain('guardian circle: Stardust Trumpeter (shield 15000)');
    // 9000 + Marron's 8000 against Wingal's 6000 + 15000.
    expect(board).toContain('BATTLE 1: your Blaster Blade (VC, 17000) boosted by BC → Wingal (VC, 21000)');
  });

  it('DBS 2-9-1 DBS 7-4-1-2 DBS 7-4-1-3 combo cards show their current combo power, and the attack line the totals', () => {
    const APPULE = 'BT1-102';
    const VADOS = 'BT1-008';
    const s = dbsScenario(
      { battle: [D.hit], hand: [D.goten], energy: [D.goten] },
      { battle: [{ code: APPULE, rested: true }], hand: [VADOS], energy: [D.hit] },
    );
    pick(
      s,
      (o) =>
        o.t === 'attack' &&
        o.attacker === byCode(s, 0, 'battle', D.hit).id &&
        o.target === byCode(s, 1, 'battle', APPULE).id,
    );
    while (s.decision!.prompt === 'dbs.counterTiming') pick(s, (o) => o.t === 'pass');
    pick(s, (o) => o.t === 'combo' && s.players[0].hand.find((c) => c.id === o.card)?.code === D.goten);
    const goten = s.players[0].combo[0];
    s.players[0].combo[0] = { ...goten, mods: [...goten.mods, { stat: 'comboPower', n: 5000, until: 'turn' }] };
    const board = dbsTerminal(1, 'masters').board(view(s, 1) as DBSView);
    expect(board).toContain('combo: Son Goten +10000');
    // Hit's 15000 + 10000 combo power against Appule's 15000.
    expect(board).toContain("ATTACK: opponent's Hit (25000) → Appule (15000)");
  });
});
