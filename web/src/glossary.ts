// The shape of a game's glossary and "how a turn goes" guide (issue 17), and finding a glossary's terms in a text:
// each game writes its own under web/src/games/<game>/glossary.ts, in our words; GlossaryText.tsx marks the terms
// of card text and prompts with tooltips, and the Help screen lists them.

export interface GlossaryEntry {
  /** The term as a player reads it ("Counter Blast"). */
  term: string;
  /** Other ways the term is written in card text or prompts ("CB"), matched like the term. */
  also?: readonly string[];
  /** What it means, short, in our own words. */
  text: string;
}

export interface TurnGuide {
  title: string;
  /** The phases in order, each a name and what happens in it. */
  steps: readonly { name: string; text: string }[];
}

export type TextPiece = string | { text: string; entry: GlossaryEntry };

const matchers = new WeakMap<readonly GlossaryEntry[], { re: RegExp; byWord: Map<string, GlossaryEntry> }>();

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One regular expression over every spelling of every term, longest first so "Twin Drive" wins over "Drive". */
function matcher(glossary: readonly GlossaryEntry[]) {
  let m = matchers.get(glossary);
  if (!m) {
    const byWord = new Map<string, GlossaryEntry>();
    for (const e of glossary) for (const w of [e.term, ...(e.also ?? [])]) byWord.set(w.toLowerCase(), e);
    const words = [...byWord.keys()].sort((a, b) => b.length - a.length).map(escape);
    // A term stands alone: no letter right before or after it ("Boost" is not found in "Boosted").
    const re = new RegExp(`(?<![A-Za-z])(${words.join('|')})(?![A-Za-z])`, 'gi');
    m = { re, byWord };
    matchers.set(glossary, m);
  }
  return m;
}

/** `text` cut into plain runs and the glossary's terms, in order (the pieces joined give `text` back). */
export function glossaryPieces(text: string, glossary: readonly GlossaryEntry[]): TextPiece[] {
  if (glossary.length === 0 || text === '') return text === '' ? [] : [text];
  const { re, byWord } = matcher(glossary);
  const out: TextPiece[] = [];
  let last = 0;
  for (const m of text.matchAll(re)) {
    const at = m.index;
    if (at > last) out.push(text.slice(last, at));
    out.push({ text: m[0], entry: byWord.get(m[0].toLowerCase())! });
    last = at + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** The glossary's entries a text mentions, each once, in the order of their first mention. */
export function termsIn(text: string, glossary: readonly GlossaryEntry[]): GlossaryEntry[] {
  const seen = new Set<GlossaryEntry>();
  for (const p of glossaryPieces(text, glossary)) if (typeof p !== 'string') seen.add(p.entry);
  return [...seen];
}
