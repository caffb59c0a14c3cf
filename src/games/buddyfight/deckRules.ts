// Deck construction (digest §1.4; BF-Setup): exactly one flag and one buddy monster, kept outside the deck; at least
// `deckMin` (50) cards with no maximum; at most `copyLimit` (4) cards of one name, the buddy not counted (4 in the
// deck plus the buddy is legal, BF-Side); no flag in the deck (BF-Oth[Flags in deck]; Dragon Drei and Lost World are
// in no built-in deck and not allowed here); "My Buddy!" at most one, and only with fewer than four buddies in the
// deck (its own text). Off-flag cards are NOT refused: they may sit in the deck but cannot be used (BF-Setup world
// restriction, acceptance 104).
import type { DeckSpec } from '../../core/types.ts';
import { scriptOf } from './abilities/registry.ts';
import { cardByCode } from './cards/cardPool.ts';
import type { BfOptions } from './formats.ts';

export interface DeckProblem {
  message: string;
  codes?: string[];
}

export function validateDeck(spec: DeckSpec, opts: BfOptions): DeckProblem[] {
  const out: DeckProblem[] = [];
  const flag = spec.flag ? cardByCode(spec.flag) : undefined;
  if (!spec.flag) out.push({ message: 'the deck needs a flag ("flag": card number)' });
  else if (!flag) out.push({ message: `unknown flag card ${spec.flag}`, codes: [spec.flag] });
  else if (flag.type !== 'flag') out.push({ message: `${flag.name} (${flag.code}) is not a flag`, codes: [flag.code] });
  const buddy = spec.buddy ? cardByCode(spec.buddy) : undefined;
  if (!spec.buddy) out.push({ message: 'the deck needs a buddy ("buddy": card number)' });
  else if (!buddy) out.push({ message: `unknown buddy card ${spec.buddy}`, codes: [spec.buddy] });
  else if (buddy.type !== 'monster')
    out.push({ message: `the buddy ${buddy.name} (${buddy.code}) is not a monster`, codes: [buddy.code] });
  const byName = new Map<string, { n: number; codes: Set<string> }>();
  let unknown = false;
  for (const code of spec.cards) {
    const c = cardByCode(code);
    if (!c) {
      out.push({ message: `unknown card ${code}`, codes: [code] });
      unknown = true;
      continue;
    }
    if (c.type === 'flag') out.push({ message: `a flag (${c.name}) may not be in the deck`, codes: [code] });
    const e = byName.get(c.name) ?? { n: 0, codes: new Set<string>() };
    e.n++;
    e.codes.add(code);
    byName.set(c.name, e);
  }
  if (spec.cards.length < opts.deckMin)
    out.push({ message: `the deck has ${spec.cards.length} cards; it needs at least ${opts.deckMin}` });
  const buddiesInDeck = buddy ? (byName.get(buddy.name)?.n ?? 0) : 0;
  for (const [name, e] of byName) {
    const code = [...e.codes][0];
    if (scriptOf(code).deckIfFewBuddies) {
      if (e.n > 1 || buddiesInDeck >= 4)
        out.push({
          message: `at most one ${name}, and only with fewer than four buddies in the deck`,
          codes: [...e.codes],
        });
      continue;
    }
    if (e.n > opts.copyLimit)
      out.push({ message: `${e.n} cards named ${name}; at most ${opts.copyLimit}`, codes: [...e.codes] });
  }
  void unknown;
  return out;
}
