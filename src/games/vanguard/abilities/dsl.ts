// The card-ability DSL: small typed builders that produce plain-data ability trees (DESIGN "Cards").
// The engine interprets the trees (autoAbilities.ts, resolveAbility.ts, continuous.ts) and text.ts
// renders the English a player reads from the same trees, so the text cannot disagree with the card.
// Categories and their written shape follow VG2 8.1.1.1 (ACT), 8.1.1.2 (AUTO), 8.1.1.4 (CONT);
// zone markers follow VG2 3.1.1.3 (text with no marker is active in every zone, 3.1.1.3.10).

/** Where an ability is active (VG2 3.1.1.3): none = every zone. */
export type ActiveZone = 'VC' | 'RC' | 'hand';

/** Which cards a condition or choice looks at. Every field narrows it. */
export interface CardFilter {
  clan?: string;
  /** Exact card name (`a card named "Blaster Blade"`). */
  name?: string;
  /** Part of the card name (`with "Liberator" in its card name`). */
  nameIncludes?: string;
  gradeMin?: number;
  gradeMax?: number;
  /** Excludes the ability's own card ("another of your …"). */
  other?: boolean;
  /** Front row only (VG2 4.6.3). */
  frontRow?: boolean;
}

/** A number the game state supplies. */
export type Count =
  | { of: 'hand'; whose: 'you' | 'opponent' }
  | { of: 'damage'; whose: 'you' | 'opponent' }
  | { of: 'rearguards'; whose: 'you' | 'opponent'; filter?: CardFilter }
  | { of: 'battle' };

export type Condition =
  | { if: 'vanguardIs'; filter: CardFilter }
  | { if: 'soulHas'; filter: CardFilter }
  | { if: 'compare'; left: Count; op: '>' | '<' | '>=' | '<='; right: Count | number }
  | { if: 'yourTurn' }
  | { if: 'noOtherUnit'; filter: CardFilter }
  | { if: 'all'; of: Condition[] };

export type Trigger =
  /** "When this unit attacks" / "attacks a vanguard" (VG2 7.4.1.12). */
  | { on: 'attacks'; vs?: 'vanguard' }
  /** "When this unit boosts [a unit named X / a «clan» vanguard]" (7.4.1.12). */
  | { on: 'boosts'; boosted?: CardFilter & { vanguard?: boolean } }
  /** "When this unit is placed on (VC)/(RC)" (VG2 10.5). */
  | { on: 'placed'; circles: ('VC' | 'RC')[] }
  | { on: 'intercepts' }
  /** "When this unit's attack hits [a vanguard]" (7.7.1.7). */
  | { on: 'hits'; vs?: 'vanguard' | 'rearguard' }
  /** "When your rear-guard's attack hits a vanguard". */
  | { on: 'rearguardHitsVanguard' }
  /** "When an attack hits during the battle that this unit boosted". */
  | { on: 'boostedBattleHits' }
  /** "When this unit's drive check reveals …" (7.6.1.2). */
  | { on: 'driveCheckReveals'; filter: CardFilter }
  /** "When a … rides this unit" (the card is put into the soul by the ride, 8.6.5.1.4). */
  | { on: 'riddenBy'; filter: CardFilter }
  | { on: 'beginningOf'; timing: 'mainPhase' | 'endPhase' }
  | { on: 'youDraw' }
  /** "During your main phase, when an opponent's rear-guard is put into the drop zone / retired". */
  | { on: 'opponentRearguardToDropInYourMainPhase' };

export type Cost =
  | { pay: 'counterBlast'; n: number }
  | { pay: 'soulBlast'; n: number }
  | { pay: 'discard'; n: number }
  | { pay: 'restThis' }
  | { pay: 'revealThisPutOnDeckTop' };

/** Which units an effect applies to. */
export type Target =
  | { unit: 'this' }
  | { unit: 'boosted' }
  | { unit: 'yourVanguard' }
  | {
      unit: 'choose';
      side: 'you' | 'opponent';
      what: 'unit' | 'rearguard';
      filter?: CardFilter;
      n: number;
      upTo?: boolean;
    }
  | { unit: 'allYourUnits' }
  | { unit: 'allYourRearguards'; filter?: CardFilter };

export type Duration = 'battle' | 'turn';

export type Effect =
  | { do: 'modify'; target: Target; stat: 'power' | 'critical' | 'shield'; n: number; until: Duration }
  | { do: 'retire'; target: Target }
  | { do: 'stand'; target: Target }
  | { do: 'draw'; n: number }
  | { do: 'eachPlayerMayDraw' }
  | { do: 'counterCharge'; n: number }
  | { do: 'soulCharge'; n: number }
  | { do: 'returnToHand'; target: Target }
  | { do: 'handToDeck'; n: number }
  | {
      do: 'search';
      filter: CardFilter;
      then: 'hand' | 'callRC';
      thenModify?: { stat: 'power'; n: number; until: Duration };
    }
  | { do: 'callThis' }
  /** The second half of a search that calls: put the card found onto a rear-guard circle (internal). */
  | { do: 'callFound'; modify?: { stat: 'power'; n: number; until: Duration } }
  | { do: 'rideThis' }
  | { do: 'atEndPhaseReturnThisToDeck' }
  /** The timed trigger that the previous effect sets up (internal). */
  | { do: 'returnThisToDeck' }
  | { do: 'grant'; target: Target; ability: Ability; until: Duration }
  | { do: 'loseSkill'; target: Target; skill: 'twinDrive'; until: Duration };

export type ContinuousEffect =
  | { cont: 'modify'; stat: 'power'; n: number }
  | { cont: 'cannotAttackRearguard' }
  /** VG2 11.8 Lord: cannot attack while you have a unit that does not share a clan with it. */
  | { cont: 'lord' }
  /** "If this unit would attack, it may instead attack an opponent's unit in the back row of the same column." */
  | { cont: 'mayAttackBackRowOfColumn' };

export interface AutoAbility {
  kind: 'auto';
  zones?: ActiveZone[];
  /** VG1 10.2.5 / VG2 11.6: active only with at least this much damage; tested when it triggers. */
  limitBreak?: number;
  trigger: Trigger;
  /** "When X, if Y": Y is checked when it resolves (VG2 8.1.1.2.3). */
  condition?: Condition;
  /** Paid on resolution; always optional ("you may pay the cost. If you do", VG2 3.1.1.5.2). */
  cost?: Cost[];
  /** "you may …" without a cost (reveal, call). */
  optional?: boolean;
  effects: Effect[];
}

export interface ActAbility {
  kind: 'act';
  zones?: ActiveZone[];
  limitBreak?: number;
  cost: Cost[];
  /** "If (requirement)," (VG2 8.1.1.1.2): checked on resolution; the cost is still paid. */
  condition?: Condition;
  effects: Effect[];
}

export interface ContAbility {
  kind: 'cont';
  zones?: ActiveZone[];
  condition?: Condition;
  effect: ContinuousEffect;
  /** "During your turn" (VG2 8.1.1.3: active only while the condition holds). */
  duringYourTurn?: boolean;
}

export type Ability = AutoAbility | ActAbility | ContAbility;

// --- builders ------------------------------------------------------------------------------------

export const auto = (a: Omit<AutoAbility, 'kind'>): AutoAbility => ({ kind: 'auto', ...a });
export const act = (a: Omit<ActAbility, 'kind'>): ActAbility => ({ kind: 'act', ...a });
export const cont = (a: Omit<ContAbility, 'kind'>): ContAbility => ({ kind: 'cont', ...a });

export const counterBlast = (n: number): Cost => ({ pay: 'counterBlast', n });
export const soulBlast = (n: number): Cost => ({ pay: 'soulBlast', n });
export const discard = (n = 1): Cost => ({ pay: 'discard', n });
export const restThis: Cost = { pay: 'restThis' };

export const thisUnit: Target = { unit: 'this' };
export const boostedUnit: Target = { unit: 'boosted' };
export const yourVanguard: Target = { unit: 'yourVanguard' };

export const power = (target: Target, n: number, until: Duration): Effect => ({
  do: 'modify',
  target,
  stat: 'power',
  n,
  until,
});
export const criticalUp = (target: Target, n: number, until: Duration): Effect => ({
  do: 'modify',
  target,
  stat: 'critical',
  n,
  until,
});
export const shieldUp = (target: Target, n: number, until: Duration): Effect => ({
  do: 'modify',
  target,
  stat: 'shield',
  n,
  until,
});
export const draw = (n = 1): Effect => ({ do: 'draw', n });

export const chooseOpponentRearguard = (filter: CardFilter = {}, n = 1): Target => ({
  unit: 'choose',
  side: 'opponent',
  what: 'rearguard',
  filter,
  n,
});
export const chooseYour = (what: 'unit' | 'rearguard', filter: CardFilter = {}, n = 1, upTo = false): Target => ({
  unit: 'choose',
  side: 'you',
  what,
  filter,
  n,
  upTo,
});

export const vanguardIs = (filter: CardFilter): Condition => ({ if: 'vanguardIs', filter });
export const battleAtLeast = (n: number): Condition => ({ if: 'compare', left: { of: 'battle' }, op: '>=', right: n });
export const all = (...of: Condition[]): Condition => ({ if: 'all', of });
