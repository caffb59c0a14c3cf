// Every decision prompt of the browser names only controls that exist. A prompt names a control by its label,
// capitalized, after "or", "then", "click" or "press" ("…, or Done", "…; then No more guards"); each such name must
// be the start of a button label the client gives one of that decision's moving-on answers (pass, done, none,
// yes, no, end), or the other way round. The DBS redraw prompt used to say "click Redraw", a button that never was.
import { describe, expect, it } from 'vitest';
import type { Answer } from '../../src/core/types.ts';
import { answerLabel } from '../../web/src/games/vanguard/answers.ts';
import { dbsAnswerLabel } from '../../web/src/games/dbs/answers.ts';
import { DBS_PROMPT_TEXT } from '../../web/src/games/dbs/prompts.ts';
import { PROMPT_TEXT } from '../../web/src/games/vanguard/prompts.ts';
import type { DBSView } from '../../web/src/games/dbs/model.ts';
import type { VGView } from '../../web/src/games/vanguard/view.ts';

const MOVE_ON: Answer[] = ['pass', 'done', 'none', 'yes', 'no', 'end'].map((t) => ({ t }) as Answer);

const vgView = { battle: null, players: [], decision: null } as unknown as VGView;
const dbsView = { battle: null, players: [], decision: null } as unknown as DBSView;

function labels(prompt: string): string[] {
  if (prompt.startsWith('dbs.')) {
    return MOVE_ON.map((a) => dbsAnswerLabel(a, prompt, dbsView, { db: {}, code: () => undefined }, 0));
  }
  return MOVE_ON.map((a) => answerLabel(a, prompt, vgView, { db: {}, codes: new Map() } as never, 0));
}

/** The controls a prompt names: capitalized words after or / then / click / press, up to punctuation. */
export function namedControls(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\b(?:or|then|click|press)\s+([A-Z][^.,;:?!()—]*)/g)) out.push(m[1].trim());
  // A control named in lower case ("or pass") is a control too: none of our labels is lower case.
  for (const m of text.matchAll(/\b(?:or|then)\s+(pass|stop|done|keep|take nothing)\b/g)) out.push(m[1]);
  return out;
}

const ALL: [string, string][] = [...Object.entries(PROMPT_TEXT), ...Object.entries(DBS_PROMPT_TEXT)];

describe('prompts name only controls that exist', () => {
  it('finds the controls a prompt names (the check has something to check)', () => {
    expect(namedControls('Opening hand: redraw it once (click Redraw) or keep it.')).toEqual(['Redraw', 'keep']);
    expect(namedControls('Search your deck: choose a card, or Take nothing.')).toEqual(['Take nothing']);
    const named = ALL.filter(([, text]) => namedControls(text).length > 0);
    expect(named.length).toBeGreaterThan(10);
  });

  it('the old DBS redraw prompt fails the check (positive control)', () => {
    const controls = namedControls('Opening hand: redraw it once (click Redraw) or keep it.');
    const ok = controls.every((c) => labels('dbs.redraw').some((l) => l.startsWith(c) || c.startsWith(l)));
    expect(ok).toBe(false);
  });

  for (const [prompt, text] of ALL) {
    const controls = namedControls(text);
    if (controls.length === 0) continue;
    it(`${prompt}: ${controls.join(' / ')}`, () => {
      const have = labels(prompt);
      for (const c of controls) {
        expect(
          have.some((l) => l.startsWith(c) || c.startsWith(l)),
          `"${c}" is not a button of ${prompt} (${have.join(' | ')})`,
        ).toBe(true);
      }
    });
  }
});
