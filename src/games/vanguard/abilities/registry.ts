// Card abilities by card code. Card files (cards/td01.ts …) register their DSL definitions here;
// a card with no entry is vanilla. The registry also keeps a few facts about all registered abilities
// (is any situation trigger defined? any ability active in the drop zone?) so the engine skips the
// scans those need when no card could use them — the trial decks have none of them.
import { cardByCode, PROTECT_CODE } from '../cards/cardPool.ts';
import { type Ability, type Effect, hasGate, type OffFieldZone, type Stat, type Trigger } from './dsl.ts';

const BY_CODE = new Map<string, readonly Ability[]>();
const NONE: readonly Ability[] = [];
let vanilla = false;
/** Bumped whenever any card's abilities change, so answers cached from the registry go stale. */
let generation = 0;
const gameHasAbilities = new WeakMap<object, { generation: number; any: boolean }>();

/** Facts about every registered ability, recomputed whenever the registry changes. */
export const features = {
  /** Some ability has Unite (VG2 11.19): only then are calls counted. */
  unite: false,
  /** Some ability has Darkness (VG2 11.30): only then is a card put into a soul recorded. */
  darkness: false,
  /** Some ability has Homare (VG2 11.40): only then is a paid cost recorded. */
  homare: false,
  /** Some [AUTO] has Harmony's trigger (VG2 11.34.1): only then does a placement look at its column. */
  harmony: false,
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
  /**
   * Triggers of optional [AUTO]s active in the hand: the events that open a hand window for every player, whatever
   * their hand holds (autoAbilities.ts, issue 19).
   */
  handTriggers: new Set<Trigger['on']>(),
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
  /** Some effect deletes a vanguard (VG2 10.26): only then can a deleted unit need turning face up (6.8.1.1.2). */
  deletes: false,
  /** Some effect dominates a unit (VG2 10.35). */
  dominates: false,
  /** Some [CONT] nullifies trigger effects (VG2 12.3): only then does a check look for one. */
  nullifyTriggers: false,
  /** Some [AUTO] triggers on its card being placed on (GC) (the Protect card's, VG2 10.6.3.3). */
  placedOnGC: false,
  /** Some [AUTO] triggers at the beginning of an attack step (Blaze, VG2 11.21.1). */
  attackStep: false,
  /** Some [AUTO] triggers at the beginning of the ride phase, the battle phase or the start step (VG2 6.5.1.1.1, 7.3.1.1). */
  otherBeginnings: false,
  /** Some [AUTO] watches its master's drive checks from a unit other than the drive unit (VG2 7.6.1.2). */
  yourDriveChecks: false,
  /** Some [AUTO] triggers when another unit of its master attacks (VG2 7.4.1.12). */
  unitAttacks: false,
  /** Some [AUTO] triggers at the end of the battle its unit attacked or boosted in (VG2 7.8.1.1). */
  battleEnds: false,
  /** Some [AUTO] triggers at the end of a battle whose attack on a vanguard did not hit (Shadowstitch, VG2 11.25.1). */
  missedAttack: false,
  /** Some [AUTO] triggers on its unit standing by an effect (Rush, VG2 11.27.1): only then is such a stand an event. */
  rush: false,
  /** Some [AUTO] triggers on a card put into the opponent's hand from the bind zone (Afterimage, VG2 11.22.1). */
  bindToHand: false,
  /** Some effect makes a unit charging (VG2 11.29): only then does the end of a battle look for one (11.29.2). */
  charging: false,
  /** Some [AUTO] reads the source of damage (VG2 3.15): only then is dealing damage an event. */
  damageSource: false,
  /** Some [CONT] enables a keyword ability (VG2 12.8): only then does a closed gate look for one. */
  enablesKeywords: false,
  /** Some card has the overDress ability (VGD 14.42): only then does the main phase offer overDress (9.9.2.5). */
  overDress: false,
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
  features.unite = false;
  features.darkness = false;
  features.homare = false;
  features.harmony = false;
  features.wideConts = false;
  features.wideStats = new Set();
  features.contStats = new Set();
  features.setConts = new Set();
  features.anySetCont = false;
  features.situations = false;
  features.offField = new Set();
  features.handTriggers = new Set();
  features.putInto = false;
  features.unitPlaced = false;
  features.moves = false;
  features.replacements = false;
  features.loseCost = false;
  features.lock = false;
  features.deletes = false;
  features.dominates = false;
  features.nullifyTriggers = false;
  features.placedOnGC = false;
  features.attackStep = false;
  features.missedAttack = false;
  features.otherBeginnings = false;
  features.yourDriveChecks = false;
  features.unitAttacks = false;
  features.overDress = false;
  features.battleEnds = false;
  features.rush = false;
  features.bindToHand = false;
  features.charging = false;
  features.damageSource = false;
  features.enablesKeywords = false;
  for (const [code, list] of BY_CODE) note(code, list);
}

/** Add what these abilities of `code` need to the facts. */
function note(code: string, list: readonly Ability[]): void {
  for (const a of list) {
    noteKeywordRecords(a);
    noteUnitStateKeywords(a);
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
      if (k === 'enableKeyword') features.enablesKeywords = true;
      if (k === 'overDress') features.overDress = true;
      continue;
    }
    if (effectsOf(a).some((e) => e.do === 'loseCost')) features.loseCost = true;
    if (effectsOf(a).some((e) => e.do === 'lock' || e.do === 'putAsLocked')) features.lock = true;
    if (effectsOf(a).some((e) => e.do === 'delete')) features.deletes = true;
    if (effectsOf(a).some((e) => e.do === 'dominate')) features.dominates = true;
    if (a.kind === 'auto' && a.trigger.on === 'situation') features.situations = true;
    if (a.kind === 'auto' && a.trigger.on === 'putInto') features.putInto = true;
    if (a.kind === 'auto' && a.trigger.on === 'yourUnitPlaced') features.unitPlaced = true;
    if (a.kind === 'auto' && a.trigger.on === 'moves') features.moves = true;
    // The Protect card's own "placed on (GC)" is raised for it alone (zones.ts), so it does not switch this on.
    if (a.kind === 'auto' && a.trigger.on === 'placed' && a.trigger.circles.includes('GC') && code !== PROTECT_CODE)
      features.placedOnGC = true;
    // A unit may also get the trigger from an effect (VG2 10.21).
    for (const e of effectsOf(a))
      if (e.do === 'grant' && e.ability.kind === 'auto' && e.ability.trigger.on === 'moves') features.moves = true;
    for (const z of a.zones ?? []) {
      if (z === 'drop' || z === 'soul' || z === 'damage' || z === 'deck' || z === 'bind') features.offField.add(z);
    }
  }
}

/** The section 11 triggers and unit states (VG2 11.21–11.33) this ability, or one it gives (VG2 10.21), uses. */
function noteUnitStateKeywords(a: Ability): void {
  if (a.kind === 'cont') return;
  if (a.kind === 'auto') {
    const t = a.trigger;
    if (t.on === 'beginningOf' && t.timing === 'attackStep') features.attackStep = true;
    if (a.zones?.includes('hand') && (a.optional || (a.cost?.length ?? 0) > 0)) features.handTriggers.add(t.on);
    if (t.on === 'attackOnVanguardMissed') features.missedAttack = true;
    const other = ['ridePhase', 'battlePhase', 'startStep', 'endOfTurn'];
    if (t.on === 'beginningOf' && other.includes(t.timing)) features.otherBeginnings = true;
    if (t.on === 'yourDriveCheckReveals') features.yourDriveChecks = true;
    if (t.on === 'yourUnitAttacks') features.unitAttacks = true;
    if (t.on === 'battleEnds') features.battleEnds = true;
    if (t.on === 'standsByYourEffect') features.rush = true;
    if (t.on === 'opponentBindToHand') features.bindToHand = true;
    if (t.on === 'dealsDamage' || t.on === 'receivesDamage') features.damageSource = true;
  }
  for (const e of effectsOf(a)) {
    if (e.do === 'become' && e.state === 'charging') features.charging = true;
    if (e.do === 'grant') noteUnitStateKeywords(e.ability);
  }
}

/** The per-turn records (turnRecords.ts) this ability, or one it gives (VG2 10.21), needs kept. */
function noteKeywordRecords(a: Ability): void {
  if (hasGate(a, 'unite')) features.unite = true;
  if (hasGate(a, 'darkness')) features.darkness = true;
  if (hasGate(a, 'homare')) features.homare = true;
  if (a.kind === 'cont') return;
  if (a.kind === 'auto' && a.trigger.on === 'placedInColumn') features.harmony = true;
  // VG2 8.6.7: Success is a situation trigger.
  if (a.kind === 'auto' && a.trigger.on === 'success') features.situations = true;
  for (const e of a.effects) if (e.do === 'grant') noteKeywordRecords(e.ability);
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
export function anyAbilities(setup: {
  decks: readonly { cards: readonly string[]; ridedeck?: readonly string[] }[];
}): boolean {
  const known = gameHasAbilities.get(setup);
  if (known && known.generation === generation) return known.any;
  // VG2 10.6.3.3: a card with the Protect icon brings the Protect card, which has abilities, into the game.
  // VGD 8.1.2: the ride deck's cards are in the game too.
  const any = setup.decks.some((d) =>
    [...d.cards, ...(d.ridedeck ?? [])].some(
      (code) => abilitiesOf(code).length > 0 || cardByCode(code)?.gift === 'protect',
    ),
  );
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

/**
 * The codes of the cards of ver. 1.10 and ver. 2.01 with abilities, in code order. The D standard's cards are left out:
 * their order abilities (VGD 11.1.1.4), overDress (14.42.1.1) and over trigger texts (11.10.2.7) print no ability icon,
 * so they do not have the shape VG2 2.11.1 gives a card's text.
 */
export function cardsWithAbilities(): string[] {
  return [...BY_CODE.keys()].filter((code) => cardByCode(code)?.dStandard !== true).sort();
}
