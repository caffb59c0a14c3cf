// Vanguard in the terminal (see src/cli/terminal.ts): the narrator, board and menu of terminalRender.ts, plus ver.
// 1.10's single-batch guard step (VG1 7.4.1.1.2), whose chosen guardians are not on the field until
// Done, so the view cannot show them and the menu remembers what the person chose in this batch.
import type { Seat } from '../../../index.ts';
import { formatProfile } from '../formats.ts';
import type { VGView } from '../view.ts';
import { Narrator, renderAnswer, renderBoard, renderMenu } from './terminalRender.ts';
import type { TerminalGame } from '../../../cli/terminal.ts';

/** `columns`: the terminal's width, so long names fit on a wide one (80 when unknown). */
export function vanguardTerminal(me: Seat, format: string, columns = 80): TerminalGame {
  const narrator = new Narrator(me);
  let batch: string[] = [];
  return {
    title: `Cardfight!! Vanguard · ${formatProfile(format)?.title ?? format}`,
    events: (evs) => narrator.events(evs),
    board(view) {
      const v = view as VGView;
      narrator.learnView(v);
      // VG1 7.4.1.1.2's single batch, or the D call of several guardians (VGD 10.5.1.2.2).
      if (v.decision?.prompt !== 'vg.guardBatch' && v.decision?.prompt !== 'vg.guardMore') batch = [];
      const parts = [renderBoard(v, me, columns)];
      if (batch.length > 0) parts.push(`Chosen so far (put down together when you choose Done): ${batch.join('; ')}`);
      parts.push('', renderMenu(v, narrator, me));
      return parts.join('\n');
    },
    chose(prompt, answer, view) {
      // VGD 10.5.1.2.2: a guard answer begins a call that may take more hand cards (`vg.guardMore`).
      if (prompt === 'vg.guard' && answer.t === 'guard') {
        batch = [renderAnswer(answer, prompt, view as VGView, narrator, me)];
        return;
      }
      if (prompt !== 'vg.guardBatch' && prompt !== 'vg.guardMore') return;
      if (answer.t === 'done') batch = [];
      else batch.push(renderAnswer(answer, prompt, view as VGView, narrator, me));
    },
  };
}
