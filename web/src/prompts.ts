// Words every game's prompts fall back on: an id the client has no English for still reads as words. Each game's
// prompt, phase and area names are in its folder (web/src/games/<game>/prompts.ts).

/** "counterBlast" → "Counter blast", "cost.handToDrop" → "Cost hand to drop". */
export function humanize(id: string): string {
  const words = id
    .replace(/[._-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
