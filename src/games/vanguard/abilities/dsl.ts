// The card-ability DSL: small typed builders that produce plain-data ability trees (DESIGN "Cards").
// The engine interprets the trees (autoAbilities.ts, resolveAbility.ts, continuous.ts) and text.ts
// renders the English a player reads from the same trees, so the text cannot disagree with the card.
// Categories and their written shape follow VG2 8.1.1.1 (ACT), 8.1.1.2 (AUTO), 8.1.1.4 (CONT);
// zone markers follow VG2 3.1.1.3 (text with no marker is active in every zone, 3.1.1.3.10).

/** Where an ability is active (VG2 3.1.1.3): none = every zone. */
export type ActiveZone = 'VC' | 'RC' | 'GC' | 'hand' | 'drop' | 'soul' | 'damage' | 'deck' | 'bind' | 'orderZone';

/** The zones outside the field an ability marker can name (VG2 3.1.1.3.3–3.1.1.3.9). */
export type OffFieldZone = 'hand' | 'drop' | 'soul' | 'damage' | 'deck' | 'bind';

/** A number-valued characteristic an effect may change or set (VG2 8.7.1.3–8.7.1.4). */
export type Stat = 'power' | 'critical' | 'shield' | 'grade';

/** A keyword ability an effect may give (VG2 10.21, 11.3, 11.4). */
export type GrantableSkill = 'intercept' | 'boost';

/** Which cards a condition or choice looks at. Every field narrows it. */
export interface CardFilter {
  clan?: string;
  /** VG2 2.3.1.1: the card's race ("a <Human> card", written <(race name)> per 2.3.1.2). */
  race?: string;
  /** VG2 2.15.2: the nation the card belongs to ("a Dragon Empire card"; 2.15.4 for a card with no nation icon). */
  nation?: string;
  /** VG2 11.9.2: a card with the Sentinel ability, a "Sentinel". */
  sentinel?: boolean;
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
  /** Back row only (VG2 4.6.3): "one of your opponent's rear-guards in the back row". */
  backRow?: boolean;
  /**
   * "in the same column as this unit" (VG2 4.6.2, columns.ts): a unit on the field in the ability's unit's column,
   * read from that unit's master's side; a position, so only units on circles can match it.
   */
  sameColumn?: boolean;
  /** "a card with grade less than or equal to your vanguard": its grade is at most its owner's vanguard's (VG2 2.4). */
  gradeAtMostVanguard?: boolean;
  /** "a unit with LB 4" (VG2 11.6.2), "with the Shinken Hissatsu ability" (11.39.2): one of its abilities has this keyword. */
  withKeyword?: Gate;
  /** "your vanguard with the burst ability", "a card with the magia ability": one of its abilities has this label. */
  withAbility?: Label;
  /**
   * "a card with Rescue" (VG2 11.17.1.2: any "Rescue (N)" counts), "a unit with Dominate" (11.23.1): one of its
   * abilities has this keyword effect.
   */
  withEffect?: 'rescue' | 'dominate';
  /**
   * VG2 10.25.17: "a card that can legion with (card A)", card A given by its name: a card that A's Seek Mate names,
   * or a card whose Seek Mate names A.
   */
  canLegionWith?: string;
  /** VGD 17.5.1.1: "a Prison card": a set order with the "Prison" subtype. */
  prison?: true;
}

/**
 * The keyword an ability is printed with, before its icons ("Magia-[AUTO]…", VG2 11.25 Shadowstitch, 11.27 Rush,
 * 11.28 Burst, 11.31 Magia, 11.32 Time Leap) or as its whole text with a reminder ("Blaze (…)", VG2 11.21 Blaze,
 * 11.22 Afterimage, 11.24 Engorge, 11.29 Charge, 11.33 Hollow). What the ability does is in its trigger and effects;
 * the label names it for the text and for "with the … ability".
 */
export type Label =
  | 'shadowstitch'
  | 'rush'
  | 'burst'
  | 'magia'
  | 'timeLeap'
  | 'blaze'
  | 'afterimage'
  | 'engorge'
  | 'charge'
  | 'hollow'
  /** VG2 11.41.1: an [AUTO] "when this unit is boosted by / boosts (a specified unit)" printed as Nitou Kaigan. */
  | 'nitouKaigan'
  /**
   * VGD 14.42: the overDress ability, `[overDress]-(unit condition)`: a [CONT] whose effect (`cont: 'overDress'`)
   * names the units this card may be overdressed on from the hand in its master's main phase (9.9.2.5, 6.7).
   */
  | 'overDress';

/** A state a unit may be in until end of turn (VG2 11.21 blazing, 11.24 engorged, 11.29 charging, 11.33 hollowed). */
export type UnitState = 'blazing' | 'engorged' | 'charging' | 'hollowed';

/**
 * An "active while" keyword (VG2 11.6 Limit Break, 11.15 Brave, 11.16 Oracle, 11.18 Ritual, 11.26 Thunderstrike,
 * 11.35 Wave, 11.36 Dark Device, 11.39 Shinken Hissatsu). The same three rules hold for each (11.6.3): a [CONT]
 * with it applies only while it holds, checked continuously; an [AUTO] triggers only if it holds when the trigger
 * condition is met, and then resolves whatever happens; an [ACT] can be played only while it holds, and then
 * resolves whatever happens.
 */
export type Gate =
  /** VG2 11.6.1: N or more cards in your damage zone. */
  | { kw: 'limitBreak'; n: number }
  /** VG2 11.15: three or fewer cards in your hand. */
  | { kw: 'brave' }
  /** VG2 11.16: five or more cards in your hand. */
  | { kw: 'oracle' }
  /** VG2 11.18: N or more grade 1 cards in your drop zone. */
  | { kw: 'ritual'; n: number }
  /** VG2 11.26: N or more cards in your opponent's bind zone. */
  | { kw: 'thunderstrike'; n: number }
  /**
   * VG2 11.35: during the listed battles of the turn (`times`: "Wave-4th time only", "Wave-1st or 2nd time") and/or
   * from battle `orMore` on ("Wave-3rd time or more", "Wave-1st time or 4th time or more"), as the cards print it.
   */
  | { kw: 'wave'; times: readonly number[]; orMore?: number }
  /** VG2 11.36: no (standing, for [AUTO]/[ACT]) opponent's unit in this unit's column. */
  | { kw: 'darkDevice' }
  /** VG2 11.39: three or more cards in your damage zone. */
  | { kw: 'shinkenHissatsu' }
  /** VG2 11.12: N or more face-up G units on your vanguard circle and in your G zone. */
  | { kw: 'generationBreak'; n: number }
  /**
   * VG2 11.10.2: the play condition of Seek Mate — this unit has never been in a legion state and your
   * opponent's vanguard is grade 3 or greater ([ACT] only; see `seekMate`).
   */
  | { kw: 'seekMate' }
  /** VG2 11.19.1: you have called two or more cards to (RC) or (GC) this turn. */
  | { kw: 'unite' }
  /** VG2 11.30.1: cards have been put into your soul this turn other than by riding (11.30.2). */
  | { kw: 'darkness' }
  /**
   * VG2 11.40: no activation condition — the cost of a Homare ability cannot be paid once its master has paid
   * the cost of any Homare ability this turn (11.40.1). Kept with the gates for its text and "with the Homare
   * ability" (11.40.2).
   */
  | { kw: 'homare' };

/**
 * One keyword, or several in printed order ("Limit Break 4 Generation Break 1"). Each keyword is a condition of the
 * ability (VG2 11.6.3, 11.12.3, 11.15.2–4, …), so an ability with several is active only while every one holds.
 */
export type Gates = Gate | readonly Gate[];

/** A number the game state supplies. */
export type Count =
  | { of: 'hand'; whose: 'you' | 'opponent' }
  | { of: 'damage'; whose: 'you' | 'opponent' }
  | { of: 'rearguards'; whose: 'you' | 'opponent'; filter?: CardFilter }
  | { of: 'battle' }
  | { of: 'soul'; whose: 'you' | 'opponent' }
  | { of: 'drop'; whose: 'you' | 'opponent'; filter?: CardFilter }
  /** The cards in that player's bind zone; a face-down one counts but matches no filter (VG2 4.9.2.2). */
  | { of: 'bind'; whose: 'you' | 'opponent'; filter?: CardFilter }
  /**
   * VG2 4.9.3: "the cards bound by this effect" — the cards of the pile the ability's last `bind` effect made that
   * are still in a bind zone (one that left it is a new card, 4.1.4, and no longer counts); 0 before it binds.
   */
  | { of: 'boundByThisEffect' }
  /** VG2 10.22.3: the locked cards on that player's field ("if your opponent has a locked card"). */
  | { of: 'locked'; whose: 'you' | 'opponent' }
  /**
   * VG2 8.8.1: a characteristic of the card the current ability last retired, as it was on the field; in an ability
   * with a zone-changing trigger, of the card that triggered it as it was in the public zone (8.6.5.1.1–8.6.5.1.3).
   */
  | { of: 'remembered'; what: 'power' | 'grade' }
  /** VG2 11.28.1 Burst: the power of this unit or of your vanguard now. */
  | { of: 'power'; unit: 'this' | 'yourVanguard' }
  /** VG2 3.7.1.2: "original" — the value written on the card of this unit or of your vanguard, whatever changes it. */
  | { of: 'original'; what: 'power' | 'critical' | 'grade'; unit: 'this' | 'yourVanguard' }
  /** VGD 17.5.1.1: "your opponent's cards imprisoned in your Prison". */
  | { of: 'imprisoned' };

export type Condition =
  /** "If this unit is successful" (VG2 11.37.2) / "… is in harmony" (11.34.1). */
  | { if: 'thisIs'; state: 'successful' | 'harmony' }
  | { if: 'vanguardIs'; filter: CardFilter }
  | { if: 'soulHas'; filter: CardFilter }
  | { if: 'compare'; left: Count; op: '>' | '<' | '>=' | '<='; right: Count | number }
  | { if: 'yourTurn' }
  | { if: 'noOtherUnit'; filter: CardFilter }
  | { if: 'noCardsIn'; zone: 'hand' | 'soul' | 'drop' }
  /** "if this unit is hollowed", "if your vanguard is blazing" (VG2 11.21, 11.24, 11.29, 11.33). */
  | { if: 'is'; unit: 'this' | 'yourVanguard'; state: UnitState }
  /**
   * VG2 10.25.13: "if this unit is in legion" (at that point of time); with `thisTurn`, 10.25.14's "during the turn
   * that this unit legioned" (it is in legion, and became so this turn).
   */
  | { if: 'inLegion'; thisTurn?: boolean }
  | { if: 'all'; of: Condition[] }
  /**
   * VG2 10.23: "if the revealed card has the declared card name / grade" — the card this ability last revealed with
   * `revealTop` has the name or grade its `declare` effect declared (false when either is missing).
   */
  | { if: 'revealedIsDeclared'; what: 'name' | 'grade' }
  /** "If you called": this ability has called one or more cards (its `call` effect put a card on a circle). */
  | { if: 'calledByThis' }
  /** "if you went second": the master is not the player who took the first turn (VGD 8.2.1.6). */
  | { if: 'wentSecond' }
  /** VGD 7.42.1: "if you are in Final Rush" (or in Final Burst, 7.42.1.1). */
  | { if: 'inFinalRush' }
  /** VGD 6.3.8: "if you persona rode this turn". */
  | { if: 'personaRodeThisTurn' }
  /**
   * "During the battle this unit attacked" (`attacking`) / "During the battle this unit is boosted" (`boosted`): a
   * battle is going on (VGD 10.1) and this unit is its attacking unit (boosted by a unit, for `boosted`).
   */
  | { if: 'inBattleAs'; role: 'attacking' | 'boosted' }
  /** VGD 6.7.3: "this unit is in the overDress state": it was overdressed and still has originalDress cards. */
  | { if: 'inOverDress' };

export type Trigger =
  /**
   * VG2 11.37.2 Success (N), a situation trigger (11.37.3, 8.6.7): this unit is not successful, it is your turn,
   * and one of your rear-guards has power N or greater.
   */
  | { on: 'success'; n: number }
  /** VG2 11.34.1 Harmony's trigger: "when your other unit is placed in the same column as this unit". */
  | { on: 'placedInColumn' }
  /** "When this unit becomes successful" (VG2 11.37.2) / "becomes in harmony" (11.34.1.3). */
  | { on: 'becomes'; state: 'successful' | 'harmony' }
  /** "When this unit attacks" / "attacks a vanguard" (VG2 7.4.1.12); `orBoosts`: "When this unit attacks or boosts". */
  | { on: 'attacks'; vs?: 'vanguard'; orBoosts?: true }
  /** VG2 10.25.12: "When this unit legions" — it changes from not being in legion to being in legion. */
  | { on: 'legions' }
  /** "When this unit boosts [a unit named X / a «clan» vanguard]" (7.4.1.12). */
  | { on: 'boosts'; boosted?: CardFilter & { vanguard?: boolean } }
  /** "When this unit is boosted [by a unit named X]" (VG2 11.41 Nitou Kaigan's other trigger, 12.9). */
  | { on: 'boostedBy'; booster?: CardFilter }
  /**
   * "When this unit is placed on (VC)/(RC)/(GC)" (VG2 10.5); `byEffect`: "… due to an effect" (VG2 11.29.1);
   * `fromHand`: "… from hand" (a call or ride from the hand, by the rules or by an effect).
   */
  | { on: 'placed'; circles: ('VC' | 'RC' | 'GC')[]; byEffect?: boolean; fromHand?: boolean }
  | { on: 'intercepts' }
  /** "When this unit's attack hits [a vanguard]" (7.7.1.7). */
  | { on: 'hits'; vs?: 'vanguard' | 'rearguard' }
  /** "When your rear-guard's attack hits a vanguard". */
  | { on: 'rearguardHitsVanguard' }
  /** "When an attack hits during the battle that this unit boosted". */
  | { on: 'boostedBattleHits' }
  /** "When this unit's drive check reveals …" (7.6.1.2). */
  | { on: 'driveCheckReveals'; filter: CardFilter }
  /** "When your drive check reveals …" (7.6.1.2): any drive check of its master's, on a unit other than the drive unit. */
  | { on: 'yourDriveCheckReveals'; filter: CardFilter }
  /** "When a … rides this unit" (the card is put into the soul by the ride, 8.6.5.1.4). */
  | { on: 'riddenBy'; filter: CardFilter }
  /**
   * "When this card becomes a heart" — a G unit strides onto it, by any kind of stride (VG2 10.28.2, 11.42); it
   * triggers as though the card were still the unit (8.6.5.1.5). Give it zones ['VC'] (the unit it was).
   */
  | { on: 'becomesHeart' }
  /**
   * "At the beginning of your ride phase (VG2 6.5.1.1.1) / your main phase (6.6.1.1) / your battle phase / the start
   * step (7.3.1.1: the first start step of the battle phase only; VG1 7.2.1.1: every start step; ver. 1.10 has no
   * battle phase timing) / each of your attack steps (7.4.1.2, 11.21.1) / your end phase (6.8.1.3)". Only the turn
   * player's cards trigger.
   */
  | { on: 'beginningOf'; timing: BeginningTiming }
  /**
   * VG2 7.4.1.12: "When your vanguard attacks" (`who: 'vanguard'`) / "When another of your units attacks"
   * (`'otherUnit'`), on a unit that is not the attacker; `vs`: "… attacks a vanguard". The attacker's master's units
   * (10.35.2) watch.
   */
  | { on: 'yourUnitAttacks'; who: 'vanguard' | 'otherUnit'; vs?: 'vanguard' }
  /**
   * VG2 7.8.1.1: "At the end of the battle that this unit attacked [a vanguard]" (`role: 'attacked'`) / "… that this
   * unit boosted" (`'boosted'`): at the close step of that battle, hit or not.
   */
  | { on: 'battleEnds'; role: 'attacked' | 'boosted'; vs?: 'vanguard' }
  | { on: 'youDraw' }
  /** "During your main phase, when an opponent's rear-guard is put into the drop zone / retired". */
  | { on: 'opponentRearguardToDropInYourMainPhase' }
  /** VG2 8.6.7: a situation, not an event ("When you have no cards in your hand"). */
  | { on: 'situation'; when: Condition }
  /**
   * VG2 8.6.5: "When this card is put into your drop zone / soul / damage zone / bind zone" (a zone-changing
   * trigger); `byRevelation`: "… put into your soul due to the effect of the revelation ability" (11.20.3).
   * Into the hand or the deck (hidden zones) it triggers only for a card coming from a public zone, and the
   * ability reads the card as it was there (8.6.5.1.1, `remembered`); `fromField`: "… from the field" only.
   */
  | {
      on: 'putInto';
      /** `orderZone`: "When this card is put into the Order Zone" (a set order, VGD 11.8.3.3). */
      zone: 'drop' | 'soul' | 'damage' | 'bind' | 'hand' | 'deck' | 'orderZone';
      byRevelation?: boolean;
      fromField?: boolean;
    }
  /** "When your unit matching the filter is placed on (RC)" — watched from the ability's zone. */
  | { on: 'yourUnitPlaced'; filter: CardFilter }
  /** VG2 10.24, 6.8.1.2: "When this card is unlocked" — the card as it is once turned face up (10.24.2). */
  | { on: 'unlocked' }
  /**
   * VG2 10.32: "When this unit moves" — it goes from a circle to another circle of the field: a move effect, an
   * exchange of positions or an intercept (10.32.2), never a ride or a call (10.32.3). The zone marker is tested
   * at the circle the unit left.
   */
  | { on: 'moves' }
  /** VG2 11.27.1 Rush: "When this unit stands due to an effect from one of your cards". */
  | { on: 'standsByYourEffect' }
  /** VG2 11.22.1 Afterimage: "When a card is put into your opponent's hand from the bind zone". */
  | { on: 'opponentBindToHand' }
  /**
   * VG2 3.15.1: "When this card deals damage to a vanguard" — the card is the source of that damage: the attacking
   * card for battle damage (3.15.1.1), the card whose ability dealt it for skill damage (3.15.1.2, 3.15.1.2.1).
   * `kind` narrows it to one of the two.
   */
  | { on: 'dealsDamage'; kind?: 'battle' | 'skill' }
  /** VG2 3.15.1: "When this unit receives damage dealt by (a card matching `from`)" — read on the vanguard hit. */
  | { on: 'receivesDamage'; from?: CardFilter; kind?: 'battle' | 'skill' }
  /**
   * VG2 11.25.1 Shadowstitch: "At the end of the battle that this unit (`by: 'this'`) / your unit (`'yours'`)
   * attacked a vanguard, if that attack did not hit".
   */
  | { on: 'attackOnVanguardMissed'; by: 'this' | 'yours' };

export type Cost =
  /** VG2 10.16.1.1, 10.17.1.1: "[CB N-(requirement)]" / "[SB N-(requirement)]": only cards matching `filter` pay. */
  | { pay: 'counterBlast'; n: number; filter?: CardFilter }
  | { pay: 'soulBlast'; n: number; filter?: CardFilter }
  | { pay: 'discard'; n: number }
  | { pay: 'restThis' }
  /** "[Rest] N of your units": N of the master's standing units, chosen, are rested (VGD 3.5.2). */
  | { pay: 'restUnit'; n: number }
  | { pay: 'revealThisPutOnDeckTop' }
  /** VG2 10.18: the top N cards of the deck into the soul, as a cost. */
  | { pay: 'soulCharge'; n: number }
  /** VG2 10.4: retire N of your rear-guards (not this card unless `other` is false). */
  | { pay: 'retire'; n: number; filter?: CardFilter }
  /** Put this unit, or N of your rear-guards, into your soul. */
  | { pay: 'putIntoSoul'; what: 'this' | 'rearguard'; n?: number; filter?: CardFilter }
  /** VG2 10.19: bind N cards from your drop zone or hand; with `faceDown`, bind them face down (4.9.2.1). */
  | { pay: 'bind'; from: 'drop' | 'hand'; n: number; filter?: CardFilter; faceDown?: boolean }
  /** VG2 11.10.2: choose N cards from your drop zone and put them on the top of your deck in any order. */
  | { pay: 'dropToDeckTop'; n: number };

/** The timing points a "beginning of" trigger can name (`Trigger` 'beginningOf'). */
export type BeginningTiming =
  | 'ridePhase'
  | 'mainPhase'
  | 'battlePhase'
  | 'startStep'
  | 'attackStep'
  | 'endPhase'
  /** "At the end of your turn": the same point of the end phase as its beginning (VG2 6.8.1.3). */
  | 'endOfTurn';

/** Which units an effect applies to. */
export type Target =
  | { unit: 'this' }
  | { unit: 'boosted' }
  | { unit: 'yourVanguard' }
  /**
   * VG2 7.4.1.8.3: "this unit's battle opponent" — for the attacking unit, the units being attacked; for a unit
   * being attacked, the attacking unit (a Legion Leader and its Legion Mate both, 10.25.5).
   */
  | { unit: 'battleOpponent' }
  | {
      unit: 'choose';
      side: 'you' | 'opponent';
      what: 'unit' | 'rearguard';
      filter?: CardFilter;
      n: number;
      upTo?: boolean;
      /** "… of your opponent's choosing": the master's opponent makes the choice (VG2 8.5.5 otherwise: the master). */
      chooser?: 'opponent';
    }
  /** "all of your units [matching the filter]". */
  | { unit: 'allYourUnits'; filter?: CardFilter }
  /**
   * VG2 1.3.4: "each player chooses N of their rear-guards (matching `filter`)": the turn player chooses first, openly,
   * then the non-turn player (as many as each has, 1.3.2); the effect then applies to all the chosen units together
   * ("… and retires them").
   */
  | { unit: 'eachPlayersChoice'; n: number; filter?: CardFilter }
  | { unit: 'allYourRearguards'; filter?: CardFilter }
  /** "it" / "that unit" after a call: the units this ability has called so far that are still on the field. */
  | { unit: 'called' };

/** "until end of that battle", "until end of turn", "for the rest of the game" (VG2 8.2.1.2). */
export type Duration = 'battle' | 'turn' | 'game';

export type Effect =
  /**
   * This unit becomes successful until end of turn (VG2 11.37.2). With `n` (the effect of Success (N) itself), only
   * if a rear-guard whose power triggered it still has power N or greater (11.37.4).
   */
  | { do: 'becomeSuccessful'; n?: number }
  /**
   * VG2 11.34.1 Harmony's effect: this unit and the unit placed in its column are in harmony with each other until
   * end of turn, if both are still on the field (11.34.1.1).
   */
  | { do: 'harmony' }
  | {
      do: 'modify';
      target: Target;
      stat: 'power' | 'critical' | 'shield';
      n: number;
      until: Duration;
      /** VG2 12.6: "for each X" / "equal to X": n × X, X fixed before the effect is applied. */
      times?: Count;
      /** More changes made by the same effect ("Power +5000 and Critical +1"); nullified together (VG2 8.7.6.1). */
      and?: { stat: 'power' | 'critical' | 'shield'; n: number }[];
    }
  /** VG2 8.7.1.4: "… becomes N" — a set-to continuous effect. */
  | { do: 'set'; target: Target; stat: Stat; n: number; until: Duration }
  /**
   * VG2 8.7.6: nullify the continuous effects applied to the target — all, or those that change `stat` —
   * each one whole, never partly (8.7.6.1).
   */
  | { do: 'nullify'; target: Target; stat?: 'power' | 'critical' | 'shield' }
  /** VG2 8.1.1.1.2.1 / 12.2: "This ability cannot be used for the rest of that turn / the game." */
  | { do: 'disableThis'; until: 'turn' | 'game' }
  /** VG2 12.2: the target's abilities cannot be used. */
  | { do: 'cannotUse'; target: Target; until: Duration }
  /** VG2 10.29: the target's abilities lose their costs. */
  | { do: 'loseCost'; target: Target; until: Duration }
  /** "… cannot be hit": an attack on the target does not hit it, whatever the powers (VG2 7.7.1.2; 10.6.3.3). */
  | { do: 'cannotBeHit'; target: Target; until: Duration }
  /** The target's attacks deal no damage (VG2 7.7.1.5); within a legion, neither card deals any (10.25.6.1). */
  | { do: 'cannotDealDamage'; target: Target; until: Duration }
  /**
   * The target does not stand in its master's next stand phase (VG2 6.3.1.2), the master being whoever it is then
   * (10.35.1.3); a legion's other card stays rested with it (10.25.11).
   */
  | { do: 'doesNotStand'; target: Target }
  /** VG2 8.7.3.1: a rule-changing effect on a player: your units cannot be chosen by your opponent's effects. */
  | { do: 'yourUnitsResist'; until: Duration }
  /** VG2 12.6: do the effect X times; a choice in it cannot pick the same object twice (12.6.3). */
  | { do: 'repeat'; times: Count; effect: Effect }
  /** Look at (or reveal, VG2 10.9) the top N cards of your deck, take up to `upTo` matching ones, put the rest away. */
  | {
      do: 'lookTop';
      n: number;
      /**
       * "look at up to N cards from the top" (VG2 3.13.3): one card at a time from the top, the master choosing
       * before each whether to stop; the rest of the effect deals with the cards looked at.
       */
      lookUpTo?: boolean;
      reveal?: boolean;
      upTo: number;
      filter?: CardFilter;
      to: 'hand' | 'soul';
      rest: 'bottom' | 'top' | 'drop' | 'shuffle';
    }
  | { do: 'shuffle' }
  /** VG2 10.19: put the target units into the bind zone; with `faceDown`, face down (4.9.2.1). */
  | { do: 'bind'; target: Target; faceDown?: boolean }
  /** VG2 10.4; with `remember`, its last information on the field is kept for the rest of the ability (8.8.1). */
  | { do: 'retire'; target: Target; remember?: boolean }
  | { do: 'stand'; target: Target }
  /**
   * Draw N cards (VG2 3.12.3); with `upTo`, "draw up to N cards" (VG2 3.12.4, VG1 3.12.4): one card at a time, the
   * master choosing before each whether to stop.
   */
  | { do: 'draw'; n: number; upTo?: boolean }
  | { do: 'eachPlayerMayDraw' }
  | { do: 'counterCharge'; n: number }
  | { do: 'soulCharge'; n: number }
  /**
   * VGD 7.14.3: "you get Imaginary Gift: (clan type)", resolved at once (7.14.3.1); `type` when the text specifies
   * the gift type (16.3.1.3), otherwise the one chosen before or a choice now.
   */
  | { do: 'getGift'; gift: 'force' | 'accel' | 'protect'; type?: 1 | 2 }
  | { do: 'returnToHand'; target: Target }
  /**
   * Discarding as an effect, not a cost: "choose N cards from your hand, and discard them" (as many as the hand
   * holds, VG2 1.3.2; `upTo`: fewer allowed, 8.5.4.1.1). Nothing that changes a cost touches it (10.29).
   */
  | { do: 'discard'; n: number; upTo?: boolean }
  /**
   * VG2 8.6.6: "at the end of this turn, return this unit / that unit to your hand" — a timed trigger for this unit,
   * or for each unit this ability called before it (`called`); a unit that has left the field by then is another
   * card (4.1.4) and stays where it is.
   */
  | { do: 'atEndOfTurnReturnToHand'; unit: 'this' | 'called' }
  /** The timed trigger that sets up (internal): this unit, still on the field, goes to its owner's hand. */
  | { do: 'returnThisToHand' }
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
  /**
   * VG2 11.17.1.1 Rescue (N): choose N cards from your damage zone and heal them (10.8), then deal N damage to
   * your vanguard (10.33).
   */
  | { do: 'rescue'; n: number }
  /**
   * VG2 10.33.1: deal N damage to your / your opponent's vanguard. Its source is this card, though the text reads
   * as if the player dealt it (3.15.1.2, 3.15.1.2.1).
   */
  | { do: 'dealDamage'; whose: 'you' | 'opponent'; n: number }
  /**
   * VG2 11.20.2 Revelation (the effect of "Revelation-(circle)", whose trigger is `placed`): look at the top card
   * of your deck, you may put it into your soul, and if you do, rest one of your standing rear-guards.
   */
  | { do: 'revelation' }
  | { do: 'loseSkill'; target: Target; skill: 'twinDrive'; until: Duration }
  /** "… gets drive -1": the target's drive changes by `n` (VG2 7.6.1.2.2: a drive unit at 0 or less checks nothing). */
  | { do: 'modifyDrive'; target: Target; n: number; until: Duration }
  /** VG2 10.22: lock the target rear-guards (a vanguard is never locked: the engine has no lock on (VC)). */
  | { do: 'lock'; target: Target }
  /** VG2 10.24: choose N locked cards on that side's field ("up to" allows fewer) and unlock them. */
  | { do: 'unlock'; side: 'you' | 'opponent'; n: number; upTo?: boolean }
  /**
   * VG2 10.22.9: put the top card of your deck, or a card you choose from your hand (an effect that locks a hand
   * card: a Protect card is then removed, 10.6.3.3.3.4), on one of your (RC) as a locked card.
   */
  | { do: 'putAsLocked'; from: 'deckTop' | 'hand' }
  /**
   * VG2 10.26.1: delete that player's vanguard (the top card of its vanguard circle). It stays deleted until its
   * master's end phase (6.8.1.1.2).
   */
  | { do: 'delete'; whose: 'you' | 'opponent' }
  /**
   * VG2 10.35.1: dominate the target units of your opponent (its vanguard with its Legion Mate, 10.35.1.4): you are
   * their master for the resolution of this effect (10.35.1.2), or `until` the end of the turn. With `stand`, they
   * are stood first; with `attack`, each then attacks your opponent's vanguard, or one of your opponent's
   * rear-guards you choose for it now ('rearguard'), one at a time (10.34), and stays dominated until that attack
   * action ends.
   */
  | { do: 'dominate'; target: Target; stand?: boolean; attack?: 'vanguard' | 'rearguard'; until?: 'turn' }
  /**
   * VG2 11.10.2, 10.25.1: search your deck for up to one card named one of `mate` (11.10.2.1), legion with it,
   * and shuffle your deck.
   */
  | { do: 'legion'; mate: readonly string[] }
  /**
   * VG2 10.25.18: search your deck for up to one card that can legion (10.25.17) with your heart (the heart your G
   * unit vanguard took its name from, 10.27.5.1), put it on your (VC) as a heart in legion with that heart, and
   * shuffle your deck. A heart already in legion legions with no other card (10.25.18.1): only the shuffle happens.
   */
  | { do: 'legionWithHeart' }
  /**
   * VG2 10.32.1: move each target unit to an empty rear-guard circle of its master's field (the other circle of its
   * column with `sameColumn`), which the ability's master chooses; none free, it stays. With `toVanguardCircle`, onto
   * its master's (VC) instead: the vanguard there is overloaded and goes to the soul (9.3.1), a G unit to the G zone
   * (10.32.4).
   */
  | { do: 'move'; target: Target; sameColumn?: boolean; toVanguardCircle?: true }
  /**
   * VG2 10.38: switch this card and one card of yours chosen from `with` (another of your rear-guards for 'RC'):
   * each goes to the other's zone at the same time.
   */
  | { do: 'switch'; with: 'hand' | 'soul' | 'drop' | 'RC'; filter?: CardFilter }
  /**
   * VG2 10.34: "this unit attacks (the target unit)" — the target is chosen now; the attack resolution follows once
   * the effects in progress are over (10.34.1), or once the ongoing battle ends (10.34.1.3).
   */
  | { do: 'attack'; target: Target }
  /** VG2 12.4.1: "you get an extra turn" — the master takes a turn right after the current one. */
  | { do: 'extraTurn' }
  /**
   * VG2 1.2.5: "you win the game" / "you lose the game" — the master wins or loses as this resolves; the game ends
   * there, before any check timing, and the rest of the ability does not resolve.
   */
  | { do: 'winGame' }
  | { do: 'loseGame' }
  /**
   * VG2 10.31.2: time leap the target (`this` unit or a chosen rear-guard of yours; a vanguard is never time leaped
   * here): bind it, search the deck for up to one card one grade greater and call it, shuffle; at the end of that
   * turn the called unit goes to the bottom of the deck and, if it did, the bound card is called back.
   */
  | { do: 'timeLeap'; target: Target }
  /** The timed trigger a time leap sets up (internal): `bound` is the id of the card it bound. */
  | { do: 'timeLeapReturn'; bound: number }
  /**
   * The target units become blazing / engorged / charging / hollowed until end of turn (VG2 11.21.1, 11.24.1,
   * 11.29.1, 11.33.1); a blazing vanguard in the legion state makes both its cards blazing (11.21.2).
   */
  | { do: 'become'; target: Target; state: UnitState }
  /**
   * VG2 11.24.1 Engorge: choose any number of your other rear-guards and you may retire them (an effect, not a
   * cost, 11.24.2); if one or more were retired, this unit becomes engorged until end of turn.
   */
  | { do: 'engorge' }
  /**
   * VG2 11.31.1 Magia: choose up to N cards from your soul, call them to separate (RC), and at the end of that turn
   * put the units called by this effect into your soul.
   */
  | { do: 'callFromSoul'; n: number; filter?: CardFilter }
  /** VGD 7.42.1: "you Final Rush until end of turn": the master is in Final Rush until then. */
  | { do: 'finalRush' }
  /** The timed triggers Magia, Charge and Hollow set up (internal): this unit into the soul / deck bottom / drop. */
  | { do: 'endPutIntoSoul' }
  | { do: 'chargingToDeckBottom' }
  | { do: 'hollowedToDrop' }
  /** Put every card in your bind zone into your hand. */
  | { do: 'bindToHand' }
  /**
   * VG2 4.9.2.1: choose N face-up cards in your bind zone (as many as possible if fewer, 8.5.4.1.2) and turn them
   * face down: from then on only their owner sees their faces.
   */
  | { do: 'turnBoundFaceDown'; n: number }
  /**
   * VG2 10.19.1, 4.9.2.1, 4.9.3: bind the top N cards of your deck (as many as it holds, if fewer), face down if
   * `faceDown`; they form this effect's pile ("the cards bound by this effect").
   */
  | { do: 'bindTop'; n: number; faceDown?: boolean }
  /**
   * VG2 8.6.6: "at the end of that turn, put the cards bound by this effect into your hand": a timed trigger for the
   * pile of this ability's last bind effect (nothing when it bound none).
   */
  | { do: 'atEndOfTurnBoundToHand' }
  /**
   * The timed trigger that sets up (internal): those of the bound cards `cards` (ids) still in a bind zone go to the
   * hand. Ids, not the pile number: a pile number is free again once its pile empties (bind.ts `newBindPile`).
   */
  | { do: 'boundCardsToHand'; cards: number[] }
  /**
   * VG2 8.1.1.1.2.2–8.1.1.1.2.5, 8.1.1.2.3.2–8.1.1.2.3.5: one sentence of the text, up to its full stop. Its "if"
   * requirement (`if`) holds back only this sentence; it is checked when the sentence is reached, so it can look at
   * what the text before it did. `after`: the sentence begins with "Then," ('then') or with an "if" that refers to
   * the result of the sentence before ('prior'): it does not resolve when that sentence's requirement was not met.
   */
  | {
      do: 'sentence';
      if?: Condition;
      after?: 'then' | 'prior';
      /**
       * VGD 11.9.5.1, 11.9.5.2: a cost written inside the text ("Then, COST [Soul Blast (2)], …"): reached, its master may pay
       * it (as an automatic ability's cost, 3.1.1.5.2), and the rest of the sentence resolves only if it was paid.
       */
      cost?: Cost[];
      effects: PlainEffect[];
    }
  /**
   * VG2 10.16.1.2: Counter Blast N as part of an effect, not a cost: the player named (`who`, the master by default)
   * turns N face-up cards of their damage zone face down, or none at all if fewer than N are face up.
   */
  | { do: 'counterBlast'; n: number; who?: 'you' | 'opponent' }
  /**
   * VG2 10.10.1.2: search your drop zone (a public zone) for a card matching `filter` and put it into your hand:
   * when one is there, one must be found.
   */
  | { do: 'searchDrop'; filter: CardFilter }
  /**
   * VG2 10.7.1.1: call N cards from your hand or drop zone at once (`upTo`: fewer allowed, 8.5.4.1.1; else as many
   * as possible, 10.7.1.1.1.1): every card and its circle are chosen first, each to a different rear-guard circle
   * (10.7.1.1.1.1.1), then all are placed together (10.7.1.1.2). `to: 'GC'`: to the guardian circle during a battle
   * in which the master is attacked, in the rest state, each guarding an attacked unit (10.7.1.3.1).
   */
  | {
      do: 'call';
      /** One zone, or several ("from your hand or soul"): the cards are chosen from all of them together. */
      from: CallZone | readonly CallZone[];
      n: number;
      upTo?: boolean;
      filter?: CardFilter;
      to?: 'GC';
      /** "call it to your back row center (RC)": that circle only. */
      circle?: 'BC';
      /** "call it to (RC) as [Rest]": the unit is placed resting. */
      rested?: true;
    }
  /** VG2 10.28, 11.42.2: stride this card from your G zone onto your (VC) (an ultimate stride skill's effect). */
  | { do: 'strideThis' }
  /** VG2 10.36, 11.42.2.2: remove from the game all your other cards on your circles, in your soul and G zone. */
  | { do: 'removeOtherCards' }
  /**
   * VG2 10.20.1, 7.1.2.3–7.1.2.4: during a battle, the units chosen become the units being attacked instead of the
   * current ones (only the non-turn player's units on a vanguard or rear-guard circle, never a Legion Mate, 7.4.1.8.6).
   */
  | { do: 'changeAttacked'; target: Target }
  /** VG2 10.37: flip this card over (a Gyze card changes its active side; any other card stays as it is). */
  | { do: 'flipThis' }
  /**
   * VG2 10.23.1–10.23.2: the master declares a card name (the name of a card that exists in the card pool) or a
   * grade (0–4); the rest of the ability reads it (`revealedIsDeclared`).
   */
  | { do: 'declare'; what: 'name' | 'grade' }
  /** VG2 10.9: reveal the top card of your deck to every player; it stays there, and the ability remembers it. */
  | { do: 'revealTop' }
  /**
   * VG2 10.6.2: choose N cards from your hand (as many as possible if fewer match) and ride them all: the master
   * specifies their order, and they are ridden one at a time in that order (each a superior ride, 10.6.1.1).
   */
  | { do: 'rideCards'; n: number; filter?: CardFilter }
  /**
   * VGD 17.5.1: "imprison them in your Prison": the target units (the opponent's rear-guards) are put into the
   * master's order zone with their Prison (17.5.1.1), or stay where they are when the master has none (prison.ts).
   */
  | { do: 'imprison'; target: Target }
  /**
   * VGD 17.5.1: "your opponent chooses N cards from their hand, and imprisons them in your Prison": the opponent
   * chooses (as many as the hand holds, 1.3.2), then the cards are imprisoned in the master's Prison, as above.
   */
  | { do: 'imprisonFromOpponentHand'; n: number };

/** The zones a `call` effect takes cards from (VG2 10.7.1.1). */
export type CallZone = 'hand' | 'drop' | 'soul' | 'imprisoned';

/** What a `sentence` is made of: any effect but another sentence. */
export type PlainEffect = Exclude<Effect, { do: 'sentence' }>;

export type ContinuousEffect =
  | { cont: 'modify'; stat: Stat; n: number }
  /** VG2 8.7.1.4: "this unit's power becomes N". */
  | { cont: 'set'; stat: Stat; n: number }
  /** "Your other units matching the filter get …" (applied after the non-numeric layer, VG2 8.7.1). */
  | { cont: 'unitsModify'; filter: CardFilter; stat: Stat; n: number }
  /** "Your units matching the filter get Intercept" (non-numeric, VG2 8.7.1.2). */
  | { cont: 'unitsGetSkill'; filter: CardFilter; skill: GrantableSkill }
  /** "This unit is also a «clan»" (non-numeric, VG2 8.7.1.2). */
  | { cont: 'alsoClan'; clan: string }
  /**
   * VG2 11.13 Resist: cannot be chosen by the opponent's "choose" effects. `plain`: the same effect printed without
   * the keyword ("this unit cannot be chosen by your opponent's card effects", VGD 7.50.2).
   */
  | { cont: 'resist'; plain?: true }
  /** VG2 12.11: cannot be affected by the opponent's effects. */
  | { cont: 'unaffected' }
  /** VG2 8.2.1.3.1 / 8.2.1.3.2: "If this unit would be retired, instead put it into …" (optional: "you may"). */
  | { cont: 'replaceRetire'; instead: 'hand' | 'soul'; optional?: boolean }
  | { cont: 'cannotAttackRearguard' }
  /** VG2 11.8 Lord: cannot attack while you have a unit that does not share a clan with it. */
  | { cont: 'lord' }
  /** "If this unit would attack, it may instead attack an opponent's unit in the back row of the same column." */
  | { cont: 'mayAttackBackRowOfColumn' }
  /** VG2 11.5 Restraint: this unit cannot be chosen as an attacking unit. */
  | { cont: 'restraint' }
  /**
   * VG2 7.4.1.8.4–7.4.1.8.5: "this unit may attack up to N units": when it attacks, the turn player chooses one to
   * N of the units it may attack (7.4.1.6), all of them units being attacked. Only where guardians are called one at
   * a time (VG2): each then chooses which attacked unit it guards (7.5.1.2.2–7.5.1.2.4).
   */
  | { cont: 'attacksUpTo'; n: number }
  /**
   * VG2 11.2: a drive ability, as an ability an effect gives a unit (10.21) — "gets 'Triple Drive!!!'". Printed
   * drive abilities are skill icons on the card record.
   */
  | { cont: 'driveAbility'; skill: 'twinDrive' | 'tripleDrive' }
  /**
   * VG2 12.3: the icon effects of the cards `whose` drive checks and/or damage checks put into the trigger zone
   * (both kinds of check when `checks` is absent) do not occur, none of their parts (12.3.2).
   */
  | { cont: 'nullifyTriggers'; whose: 'you' | 'opponent' | 'both'; checks?: 'drive' | 'damage' }
  /**
   * VG2 12.8: "your abilities with (keyword) are active": that "active while" keyword of its master's abilities
   * counts as holding; another keyword the same ability has must still hold (12.8.1).
   */
  | { cont: 'enableKeyword'; kw: Gate['kw'] }
  /**
   * VG2 11.11.2: your normal stride's cost needs a total grade N less than 3 (never below 0). It does not apply to
   * an ultimate stride, which pays its own skill's cost (11.42.3).
   */
  | { cont: 'strideCost'; n: number }
  /**
   * VG2 5.1.2 (VG1 5.1.2.5): a deck construction rule the card changes, applied before the game as a replacement of
   * that rule (deckRules.ts) and doing nothing during it. `copies`: a deck holding this card may hold up to `n`
   * cards with its name (any number when `n` is null) instead of four — the main deck's limit (VG2 5.2.2.2, VG1
   * 5.1.2.2) for a card there, the G deck's (VG2 5.3.2.1) for a card in the G deck.
   */
  | { cont: 'deckRule'; rule: 'copies'; n: number | null }
  /**
   * VGD 14.42.1: the overDress ability: this card may be overdressed from the hand, in its master's main phase
   * (9.9.2.5), on a rear-guard of theirs matching `on` (the printed unit condition) instead of being called (6.7).
   */
  | { cont: 'overDress'; on: CardFilter }
  /** "this unit gets drive +N" (VGD 2.17): its drive checks number changes by N while the ability is active. */
  | { cont: 'drive'; n: number }
  /**
   * VGD 17.5 (a Prison's [CONT](Order Zone)): when its master's opponent can normal call a rear-guard, they may pay
   * Soul Blast (1) to call one of their imprisoned cards to (RC), or Counter Blast (1) to call two (prison.ts).
   */
  | { cont: 'prisonCall' };

export interface AutoAbility {
  kind: 'auto';
  label?: Label;
  zones?: ActiveZone[];
  /** VG2 12.5.1.1 [1/Turn]. */
  oncePerTurn?: boolean;
  /** VG1 10.2.5 / VG2 11.6: the Limit Break icon, the same as `gate: { kw: 'limitBreak', n }`. */
  limitBreak?: number;
  /** An "active while" keyword, tested when it would trigger (VG2 11.6.3.2.1); several must all hold (`Gates`). */
  gate?: Gates;
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
  label?: Label;
  zones?: ActiveZone[];
  /** VG2 12.5.1.1 [1/Turn]. */
  oncePerTurn?: boolean;
  limitBreak?: number;
  /** An "active while" keyword, tested when it would be played (VG2 11.6.3.3.1); several must all hold. */
  gate?: Gates;
  /**
   * VG2 8.1.1.1.1: "[ACT](zone):(condition) [(cost)] (effect)" — a condition printed before the cost is required to
   * play the ability: while it does not hold, the ability is not offered and nothing is paid.
   */
  playCondition?: Condition;
  cost: Cost[];
  /** "If (requirement)," (VG2 8.1.1.1.2): checked on resolution; the cost is still paid. */
  condition?: Condition;
  effects: Effect[];
  /**
   * VG2 11.42: an ultimate stride skill, used from the G zone in the stride step (never in the main phase);
   * `deity` is the name a Gyze card's skill prints for its G unit side (11.42.2.2). See `ultimateStride`.
   */
  ultimateStride?: { deity?: string };
  /**
   * VG2 11.11.1–11.11.2: the G unit's own stride skill, printed with a cost other than the standard one (which
   * `strideSkill` gives): its normal stride pays this cost, all of it or none (8.5.2.4), instead of discarding hand
   * cards whose grades total 3. Used in the stride step only, under the normal stride's conditions.
   */
  strideSkill?: true;
  /**
   * VGD 11.1.1.4: the order ability of an order card (its text without an ACT, AUTO or CONT icon). It is never
   * offered as an activated ability: the card is played as an order (orders.ts), its `cost` paid when it is
   * played (VGD 11.8.2.4.2) and its `effects` resolved in the order written (11.8.3.1). See `orderAbility`.
   */
  order?: true;
  /**
   * VGD 11.10.2.7: the text an over trigger card specifies, performed as the fourth trigger sub-ability when the card
   * was revealed by a drive check (triggers.ts). Never offered as an activated ability. See `overTriggerText`.
   */
  overTriggerText?: true;
}

export interface ContAbility {
  kind: 'cont';
  label?: Label;
  zones?: ActiveZone[];
  /** An "active while" keyword, tested continuously (VG2 11.6.3.1.1); several must all hold. */
  gate?: Gates;
  condition?: Condition;
  effect: ContinuousEffect;
  /** "During your turn" (VG2 8.1.1.3: active only while the condition holds). */
  duringYourTurn?: boolean;
}

export type Ability = AutoAbility | ActAbility | ContAbility;

// --- builders ------------------------------------------------------------------------------------

export const auto = (a: Omit<AutoAbility, 'kind'>): AutoAbility => ({ kind: 'auto', ...a });
/** VG2 5.1.2: "a deck may hold up to `n` (null: any number of) cards with this card's name". */
export const deckCopies = (n: number | null): ContAbility => ({
  kind: 'cont',
  effect: { cont: 'deckRule', rule: 'copies', n },
});
export const act = (a: Omit<ActAbility, 'kind'>): ActAbility => ({ kind: 'act', ...a });
export const cont = (a: Omit<ContAbility, 'kind'>): ContAbility => ({ kind: 'cont', ...a });
/** VGD 11.1.1.4: an order card's order ability; no zone, so it is never played as an [ACT] (orders.ts plays it). */
export const orderAbility = (a: { cost: Cost[]; effects: Effect[] }): ActAbility => ({
  kind: 'act',
  zones: [],
  order: true,
  ...a,
});

/** VGD 11.10.2.7: the actions an over trigger card specifies for a drive check ("Additional Effect"). */
export const overTriggerText = (effects: Effect[]): ActAbility => ({
  kind: 'act',
  zones: [],
  overTriggerText: true,
  cost: [],
  effects,
});

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
/** VG2 3.12.4: "draw up to N cards". */
export const drawUpTo = (n: number): Effect => ({ do: 'draw', n, upTo: true });

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

/**
 * VG2 11.10.2: "[ACT](VC) Seek Mate "A" (or "B")" means: if this unit has never been in a legion state, and your
 * opponent's vanguard is grade 3 or greater, [ACT](VC): [choose four cards from your drop zone, and put them on
 * the top of your deck in any order] search your deck for up to one card named A (or B), legion, and shuffle your
 * deck. This ability cannot be used for the rest of that game.
 */
export const seekMate = (...mate: string[]): ActAbility =>
  act({
    zones: ['VC'],
    gate: { kw: 'seekMate' },
    cost: [{ pay: 'dropToDeckTop', n: 4 }],
    effects: [
      { do: 'legion', mate },
      { do: 'disableThis', until: 'game' },
    ],
  });

/**
 * VG2 11.11.2: "[Stride] (both vanguards grade 3 or greater)-Stride Step-[cost] stride this card on your (VC) from face
 * down", with the G unit's own cost (e.g. a discard and a Counter Blast).
 */
export const strideSkill = (cost: Cost[]): ActAbility =>
  act({ cost, effects: [{ do: 'strideThis' }], strideSkill: true });

/**
 * VG2 11.42.2.1: "[Ultimate Stride]-Stride Step-[cost] stride this card on your (VC) from face down": a G unit's
 * stride skill that needs 3 face-up cards in the G zone instead of both vanguards at grade 3 (8.5.2.1.2.2).
 */
export const ultimateStride = (cost: Cost[]): ActAbility =>
  act({ cost, effects: [{ do: 'strideThis' }], ultimateStride: {} });

/**
 * VG2 11.42.2.2: a Gyze card's ultimate stride skill, "-(`deity`)-Stride Step-[cost] remove all of your other cards
 * from your circles, soul and G zone, flip this card over, and stride it on your (VC)", in that order (11.42.2.2.1).
 */
export const gyzeUltimateStride = (deity: string, cost: Cost[]): ActAbility =>
  act({
    cost,
    effects: [{ do: 'removeOtherCards' }, { do: 'flipThis' }, { do: 'strideThis' }],
    ultimateStride: { deity },
  });

/** VG2 11.37.2: "[AUTO] Success (N)" on the given circles. */
export const success = (n: number, zones: ActiveZone[]): AutoAbility =>
  auto({ zones, trigger: { on: 'success', n }, effects: [{ do: 'becomeSuccessful', n }] });

/** VG2 11.34.1: "[AUTO] Harmony" on the given circles. */
export const harmony = (zones: ActiveZone[]): AutoAbility =>
  auto({ zones, trigger: { on: 'placedInColumn' }, effects: [{ do: 'harmony' }] });

/**
 * VG2 11.21.1 Blaze: "At the beginning of each of your attack steps, if you have more rear-guards than your opponent,
 * your vanguard becomes blazing until end of turn."
 */
export const blaze = (zones: ActiveZone[] = ['VC', 'RC']): AutoAbility =>
  auto({
    label: 'blaze',
    zones,
    trigger: { on: 'beginningOf', timing: 'attackStep' },
    condition: {
      if: 'compare',
      left: { of: 'rearguards', whose: 'you' },
      op: '>',
      right: { of: 'rearguards', whose: 'opponent' },
    },
    effects: [{ do: 'become', target: yourVanguard, state: 'blazing' }],
  });

/**
 * VG2 11.22.1 Afterimage: "When a card is put into your opponent's hand from the bind zone, if you have six or fewer
 * cards in your hand, you may return this unit to your hand."
 */
export const afterimage = (): AutoAbility =>
  auto({
    label: 'afterimage',
    zones: ['RC'],
    trigger: { on: 'opponentBindToHand' },
    condition: { if: 'compare', left: { of: 'hand', whose: 'you' }, op: '<=', right: 6 },
    optional: true,
    effects: [{ do: 'returnToHand', target: thisUnit }],
  });

/** VG2 11.24.1 Engorge, on an attacking unit. */
export const engorge = (zones: ActiveZone[] = ['VC', 'RC']): AutoAbility =>
  auto({ label: 'engorge', zones, trigger: { on: 'attacks' }, effects: [{ do: 'engorge' }] });

/** VG2 11.29.1 Charge: "When this unit is placed on (RC) due to an effect, you may have it become charging." */
export const charge = (): AutoAbility =>
  auto({
    label: 'charge',
    trigger: { on: 'placed', circles: ['RC'], byEffect: true },
    optional: true,
    effects: [{ do: 'become', target: thisUnit, state: 'charging' }],
  });

/** VG2 11.33.1 Hollow: "When this unit is placed on (RC), you may have it become hollowed until end of turn." */
export const hollow = (): AutoAbility =>
  auto({
    label: 'hollow',
    trigger: { on: 'placed', circles: ['RC'] },
    optional: true,
    effects: [{ do: 'become', target: thisUnit, state: 'hollowed' }],
  });

/** VG2 11.25.1: a Shadowstitch [AUTO] — its trigger is "… attacked a vanguard, if that attack did not hit". */
export const shadowstitch = (by: 'this' | 'yours', a: Omit<AutoAbility, 'kind' | 'label' | 'trigger'>): AutoAbility =>
  auto({ ...a, label: 'shadowstitch', trigger: { on: 'attackOnVanguardMissed', by } });

/** VG2 11.27.1: a Rush [AUTO] — "When this unit stands due to an effect from one of your cards". */
export const rush = (a: Omit<AutoAbility, 'kind' | 'label' | 'trigger'>): AutoAbility =>
  auto({ ...a, label: 'rush', trigger: { on: 'standsByYourEffect' } });

/** VG2 11.28.1 Burst: "if (this unit's / your vanguard's) power is N or greater". */
export const powerAtLeast = (unit: 'this' | 'yourVanguard', n: number): Condition => ({
  if: 'compare',
  left: { of: 'power', unit },
  op: '>=',
  right: n,
});

export const vanguardIs = (filter: CardFilter): Condition => ({ if: 'vanguardIs', filter });
export const battleAtLeast = (n: number): Condition => ({ if: 'compare', left: { of: 'battle' }, op: '>=', right: n });
export const all = (...of: Condition[]): Condition => ({ if: 'all', of });

/** The "active while" keywords of an ability in printed order: its Limit Break icon (VG2 11.6.1), then its gates. */
export function gatesOf(a: Ability): Gate[] {
  const out: Gate[] = [];
  if (a.kind !== 'cont' && a.limitBreak !== undefined) out.push({ kw: 'limitBreak', n: a.limitBreak });
  if (isGateList(a.gate)) out.push(...a.gate);
  else if (a.gate) out.push(a.gate);
  return out;
}

/** Does the ability carry the keyword `kw` among its gates? */
export function hasGate(a: Ability, kw: Gate['kw']): boolean {
  if (isGateList(a.gate)) return a.gate.some((g) => g.kw === kw);
  return a.gate?.kw === kw;
}

// `Array.isArray` does not narrow a readonly array out of a union.
function isGateList(g: Gates | undefined): g is readonly Gate[] {
  return Array.isArray(g);
}
