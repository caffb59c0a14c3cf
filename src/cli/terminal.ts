// What `arbiter play` needs from a game to show it in a terminal: narrate the events a seat may see,
// draw the board from that seat's view, and list the pending decision's answers as a numbered menu.
// Each game's product supplies one (src/games/<game>/product/terminal.ts); play.ts knows only this interface.
import type { Answer, GameEvent } from '../index.ts';

export interface TerminalGame {
  /** The first line of the game ("Cardfight!! Vanguard · Comprehensive Rules ver. 2.01"). */
  title: string;
  /** Lines narrating new events for the person's seat. */
  events(events: GameEvent[]): string[];
  /** The board and the numbered menu of the person's current decision, drawn from their view. */
  board(view: unknown): string;
  /** Called with the person's answer before it is sent (for choices made over several decisions). */
  chose(prompt: string, answer: Answer, view: unknown): void;
}
