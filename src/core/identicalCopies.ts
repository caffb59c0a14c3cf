// "Identical copies are one choice": when a player picks among cards, copies with the same card number are one
// option — the first copy in the pile's order. Which physical copy is taken changes nothing in the rules, while an
// option per copy would let the count of options reveal how many copies a hidden pile holds, and would multiply a
// search's branches for nothing. Every game's "pick a card" asks through this.

/** The first item of each key, in order. */
export function oneOfEach<T>(items: Iterable<T>, key: (x: T) => string): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const x of items) {
    const k = key(x);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(x);
  }
  return out;
}

/** The first card of each card number, in order. */
export function oneOfEachCode<T extends { code: string }>(cards: Iterable<T>): T[] {
  return oneOfEach(cards, (c) => c.code);
}
