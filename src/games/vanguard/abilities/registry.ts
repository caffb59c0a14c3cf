// Card abilities by card code. Card files (cards/td01.ts …) register their DSL definitions here;
// a card with no entry is vanilla. The registry also keeps a few facts about all registered abilities
// (is any situation trigger defined? any ability active in the drop zone?) so the engine skips the
// scans those need when no card could use them — the trial decks have none of them.
import type { Ability, Effect, OffFieldZone, Stat } from './dsl.ts';

const BY_CODE = new Map<string, readonly Ability[]>();
const NONE: readonly Ability[] = [];
let vanilla = false;
/** Bumped whenever any card's abilities change, so answers cached from the registry go stale. */
let generation = 0;
const gameHasAbilities = new WeakMap<object, { generation: number; any: boolean }>();

/** Facts about every registered ability, recomputed whenever the registry changes. */
export const features = {
  /** Some [CONT] changes other units ("your «X» units get …") — VG2 8.7.1 needs the field-wide layers. */
  wideConts: false,
  /** Stats some "your units get …" [CONT] changes: only those need the field-wide numeric layers. */
  wideStats: new Set<Stat>(),
  /** Stats some [CONT] of a unit changes on itself ("this unit gets critical +1"). */
  contStats: new Set<Stat>(),
  /** Codes with a [CONT] that sets a value (VG2 8.7.1.4); `anySetCont` says whether there is one. */
  setConts: new Set<string>(),
  anySetCont: false,
  /** Some [AUTO] has a situation trigger (VG2 8.6.7). */
  situations: false,
  /** Zones outside the field some [AUTO]/[ACT] is active in (VG2 3.1.1.3), besides the hand. */
  offField: new Set<OffFieldZone>(),
  /** Some [AUTO] triggers on its own card being put into a zone (VG2 8.6.5). */
  putInto: false,
  /** Some [AUTO] watches for units of its master being placed. */
  unitPlaced: false,
  /** Some [AUTO] triggers on its unit moving (VG2 10.32): only then is a circle-to-circle move an event. */
  moves: false,
  /** Some [CONT] replaces a retire (VG2 8.2.1.3). */
  replacements: false,
  /** Some effect makes abilities lose their costs (VG2 10.29). */
  loseCost: false,
  /** Some effect locks a card or puts one as a locked card (VG2 10.22): without one no lock circle can exist. */
  lock: false,
  /** Some [CONT] nullifies trigger effects (VG2 12.3): only then does a check look for one. */
  nullifyTriggers: false,
};

function effectsOf(a: Ability): Effect[] {
  if (a.kind === 'cont') return [];
  const out: Effect[] = [];
  const add = (e: Effect) => {
    out.push(e);
    if (e.do === 'repeat') add(e.effect);
    if (e.do === 'grant') for (const x of effectsOf(e.ability)) out.push(x);
  };
  for (const e of a.effects) add(e);
  return out;
}

/** Start the facts afresh from every registered ability (after a test's abilities are undone). */
function recount(): void {
  features.wideConts = false;
  features.wideStats = new Set();
  features.contStats = new Set();
  features.setConts = new Set();
  features.anySetCont = false;
  features.situations = false;
  features.offField = new Set();
  features.putInto = false;
  features.unitPlaced = false;
  features.moves = false;
  features.replacements = false;
  features.loseCost = false;
  features.lock = false;
  features.nullifyTriggers = false;
  for (const [code, list] of BY_CODE) note(code, list);
}

/** Add what these abilities of `code` need to the facts. */
function note(code: string, list: readonly Ability[]): void {
  for (const a of list) {
    if (a.kind === 'cont') {
      const k = a.effect.cont;
      if (k === 'unitsModify' || k === 'unitsGetSkill' || k === 'alsoClan') features.wideConts = true;
      if (k === 'unitsModify') features.wideStats.add(a.effect.stat);
      if (k === 'modify') features.contStats.add(a.effect.stat);
      if (k === 'set') {
        features.setConts.add(code);
        features.anySetCont = true;
      }
      if (k === 'replaceRetire') features.replacements = true;
      if (k === 'nullifyTriggers') features.nullifyTriggers = true;
      continue;
    }
    if (effectsOf(a).some((e) => e.do === 'loseCost')) features.loseCost = true;
    if (effectsOf(a).some((e) => e.do === 'lock' || e.do === 'putAsLocked')) features.lock = true;
    if (a.kind === 'auto' && a.trigger.on === 'situation') features.situations = true;
    if (a.kind === 'auto' && a.trigger.on === 'putInto') features.putInto = true;
    if (a.kind === 'auto' && a.trigger.on === 'yourUnitPlaced') features.unitPlaced = true;
    if (a.kind === 'auto' && a.trigger.on === 'moves') features.moves = true;
    // A unit may also get the trigger from an effect (VG2 10.21).
    for (const e of effectsOf(a))
      if (e.do === 'grant' && e.ability.kind === 'auto' && e.ability.trigger.on === 'moves') features.moves = true;
    for (const z of a.zones ?? []) {
      if (z === 'drop' || z === 'soul' || z === 'damage' || z === 'deck' || z === 'bind') features.offField.add(z);
    }
  }
}

/**
 * Measurement only (`npm run bench`): while on, every card plays as a vanilla unit, so the benchmark can
 * show what the ability system costs. Games and replays never turn it on.
 */
export function playAsVanilla(on: boolean): void {
  vanilla = on;
  generation++;
}

/**
 * Whether any card of this game (both decks, as its setup lists them) has an ability. Without one nothing can
 * trigger, be activated or give an ability (VG2 10.21 needs an effect, and effects come from abilities), so
 * the engine skips those scans. Cached per setup object, which clones share.
 */
export function anyAbilities(setup: { decks: readonly { cards: readonly string[] }[] }): boolean {
  const known = gameHasAbilities.get(setup);
  if (known && known.generation === generation) return known.any;
  const any = setup.decks.some((d) => d.cards.some((code) => abilitiesOf(code).length > 0));
  gameHasAbilities.set(setup, { generation, any });
  return any;
}

export function defineAbilities(code: string, abilities: Ability[]): void {
  if (BY_CODE.has(code)) throw new Error(`abilities for ${code} are defined twice`);
  BY_CODE.set(code, abilities);
  note(code, abilities);
  generation++;
}

/**
 * TESTS ONLY: give the card `code` these abilities instead of its own until the returned function is
 * called (call it in `afterEach`/`finally`). The engine never calls this; rules tests use it for
 * abilities no trial-deck card prints.
 */
export function withTestAbilities(code: string, abilities: Ability[]): () => void {
  const before = BY_CODE.get(code);
  BY_CODE.set(code, abilities);
  note(code, abilities);
  generation++;
  return () => {
    if (before) BY_CODE.set(code, before);
    else BY_CODE.delete(code);
    recount();
    generation++;
  };
}

export function abilitiesOf(code: string): readonly Ability[] {
  return vanilla ? NONE : (BY_CODE.get(code) ?? NONE);
}

/** A card's abilities now: printed ones first, then any it got from effects (VG2 10.21). */
export function abilitiesOfCard(card: { code: string; mods: readonly { stat: string }[] | null }): readonly Ability[] {
  const printed = abilitiesOf(card.code);
  if (!card.mods || !card.mods.some((m) => m.stat === 'grant')) return printed;
  const out = [...printed];
  for (const m of card.mods) if (m.stat === 'grant') out.push((m as unknown as { ability: Ability }).ability);
  return out;
}

export function cardsWithAbilities(): string[] {
  return [...BY_CODE.keys()].sort();
}
