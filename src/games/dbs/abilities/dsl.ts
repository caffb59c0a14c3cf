// The DBS skill DSL: plain-data skill trees (DESIGN "Cards"). The engine interprets them
// (autoSkills.ts, resolveSkill.ts, continuous.ts) and text.ts renders the English a player reads from
// the same trees. Skill categories follow DBS 4-1-1-1 / 8-1 ([Activate: Main], [Activate: Battle],
// [Auto], [Permanent]) plus [Counter] (10-10) and the activated keywords of section 10: [Awaken] (10-2),
// [Evolve] (10-5), [Field] (10-3), [Union-Fusion] / [Union-Potara] / [Union-Absorb] (10-13),
// [Over Realm] / [Dark Over Realm] (10-15, 10-25), [Swap] (10-24), [Wish] (10-28); the skill modifiers
// [Once per Turn] (10-11), [Sparking] (10-29) and [Burst] (10-30); "Choose X" (10-27) is an effect.
//
// HOW TO ADD A CARD (guide for card batches)
// 1. Find the card's number in data/dbs/cards.json. Printed keywords WITHOUT parameters ([Blocker],
//    [Double Strike], [Critical], [Dual Attack], [Revenge], [Indestructible], [Barrier], [Super Combo],
//    [Ultimate], …) are already in its `keywords` there: do not repeat them.
// 2. In the file of its set (cards/abilities/bt1.ts, bt2.ts, sd1.ts, promo.ts) add
//      'BT1-042': [auto(onPlay(), [ifThen(energyAtLeast(5), [ko(chooseOpp(1, { upTo: true }))])])],
//    using the builders below. Skills are listed in printed order; effects resolve in order (DBS 1-3-7).
// 3. Read the rendered text (`renderSkills(code)` in text.ts) against the card; it must say the same.
// 4. Add a test in test/dbs/cards/<set>.test.ts: the skill working, and not working when its
//    condition fails.
// Never paste the publisher's text: the rendering is ours.
import type { CardType, Colour, EnergyCost, Keyword } from '../cards/cardRecord.ts';

export type { Colour, EnergyCost, Keyword };

export type Whose = 'you' | 'opponent';
export type Op = '>=' | '<=';

/** Which cards a condition, a cost or a choice looks at; every field narrows it. */
export interface CardFilter {
  /** <X>: any of these character names (DBS 2-5-3). */
  character?: string[];
  /** {X}: this card name (DBS 2-1-2). */
  name?: string;
  /** Not this card name. */
  notName?: string;
  /** Part of the card name ("includes {Android} in its card name"). */
  nameIncludes?: string;
  /** Not of this character. */
  notCharacter?: string;
  /** 《X》: this special trait (DBS 2-6-4). */
  trait?: string;
  colour?: Colour;
  type?: CardType;
  powerMin?: number;
  powerMax?: number;
  costMax?: number;
  rested?: boolean;
  keyword?: Keyword;
  /** Has an [Evolve] skill. */
  evolver?: boolean;
  /** Other than the skill's own card. */
  other?: boolean;
  /** An original (printed) energy cost of at least this (BT2-105 "whose original energy cost was 5 or more"). */
  costMin?: number;
  /** One of its character names includes this ("whose character name includes <Son Gohan>", BT2-071). */
  characterIncludes?: string;
  /** Matches any of these filters ("<<A>>, or <<B>> other than <C>", BT2-110). */
  anyOf?: CardFilter[];
  /** An energy cost at least the number of its owner's energy cards (BT2-098). */
  costAtLeastOwnersEnergy?: boolean;
}

export type Condition =
  | { if: 'life'; whose: Whose; op: Op; n: number }
  /** Energy cards in your Energy Area; with `colour`, only those of that colour ("6 or more red energy"). */
  | { if: 'energy'; op: Op; n: number; colour?: Colour }
  /** Hand size; `excludingThis` counts the other cards only. */
  | { if: 'hand'; op: Op; n: number; excludingThis?: boolean }
  | { if: 'drop'; op: Op; n: number; filter?: CardFilter }
  | { if: 'yourTurn' }
  /** "During your opponent's turn" (BT1-096, BT1-101). */
  | { if: 'opponentTurn' }
  | { if: 'leaderIs'; whose: Whose; filter: CardFilter }
  /** DBS 10-23 [Bond]: at least n (matching) Battle cards in your Battle Area. */
  | { if: 'battleCount'; whose: Whose; op: Op; n: number; filter?: CardFilter }
  | { if: 'underThis'; filter: CardFilter }
  | { if: 'thisRested' }
  | { if: 'thisPower'; op: Op; n: number }
  /** A matching card (Battle or Extra) is in your Battle Area. */
  | { if: 'inBattleArea'; filter: CardFilter }
  /** The top card of your Drop Area has this colour (the card a cost just placed there). */
  | { if: 'dropTopColour'; colour: Colour }
  | { if: 'comboEmpty'; whose: Whose }
  /** The attacking card of the current battle matches (for "when your Battle Card attacks"). */
  | { if: 'attackerPower'; op: Op; n: number }
  | { if: 'leaderPower'; whose: Whose; op: Op; n: number }
  /** A matching card is in your Leader Area or Battle Area ("If <X> is in your Leader Area or Battle Area"). */
  | { if: 'inPlay'; filter: CardFilter }
  | { if: 'not'; cond: Condition }
  /** A matching card is in your Battle Area or your Drop Area. */
  | { if: 'inBattleOrDrop'; filter: CardFilter }
  | { if: 'all'; of: Condition[] }
  /** DBS 10-19-3: n or more (or at most n) cards in your Warp (BT3-107, BT3-113). */
  | { if: 'warp'; op: Op; n: number };

export type Trigger =
  /**
   * "When you play this card" (6-3-1-2-1-4); `via` narrows to a play by a named card's skill; `fromHand` to a play
   * from the hand (BT1-098: by the play action or by a skill); `byCharacter` to a play by the skill of a card of
   * that character ("with <Trunks: Future> skill", BT2-041).
   */
  | { on: 'play'; via?: string; fromHand?: boolean; byCharacter?: string }
  /** "When you play a … card" (another card). */
  | { on: 'playOther'; filter: CardFilter }
  /** "When a card evolves into this card" (10-5-7). */
  | { on: 'evolvedInto' }
  /** "When this card attacks [a Leader / a Battle card]" (7-1-1). */
  | { on: 'attacks'; vs?: 'leader' | 'battle' }
  /** "When your Battle Card attacks [a Leader]". */
  | { on: 'yourBattleCardAttacks'; vs?: 'leader' }
  /** "When you combo with this card [from your hand]" (3-7-3). */
  | { on: 'combo'; fromHand?: boolean }
  /** "At the end of the battle after you combo with this card [from hand]" (7-4-1-8-1). */
  | { on: 'endOfBattleAfterCombo'; fromHand?: boolean }
  /** "At the end of the battle after this card attacks" (7-4-1-8). */
  | { on: 'endOfBattleAfterAttack' }
  /** "When this card is placed in the Drop Area from the Battle Area". */
  | { on: 'toDropFromBattle' }
  /** "When this card is placed in the Leader Area" (5-2-1-3). */
  | { on: 'placedInLeaderArea' }
  /** "When this card KOs your opponent's Battle Card": in battle or by one of this card's skills ([Revenge] too). */
  | { on: 'kos' }
  /** DBS 7-4-1-4-2-1: "When you KO [your opponent's / your] <filter> card" (a card of yours KOs it, 10-1). */
  | { on: 'youKO'; whose?: Whose; filter?: CardFilter }
  /** "When one of your <filter> Battle Cards is KO'd" (by anyone, 10-1). */
  | { on: 'yourBattleCardKOd'; filter?: CardFilter }
  /** "When you activate this card's [Blocker]". */
  | { on: 'blocks' }
  /** "When your opponent's card attacks". */
  | { on: 'opponentAttacks' }
  /** "At the beginning of your opponent's Main Phase" (6-3-1-1). */
  | { on: 'opponentMainPhase' }
  /** A situation trigger (8-6-6): "when the number of cards under this card reaches n". */
  | { on: 'underReaches'; n: number }
  /**
   * DBS 8-6-6, 8-6-6-1: a situation trigger on any condition ("when there are no cards in your hand"): pending once
   * when the situation arises; again only once it has ended and arises anew.
   */
  | { on: 'situation'; cond: Condition }
  /** "At the end of the turn" / "at the end of your turn" (6-4-1-1). */
  | { on: 'endOfTurn'; whose?: Whose }
  /** "At the beginning of [your / your opponent's] <step>" (6-2-1, 6-3-1-1, 7-2-1-1, 7-3-1-1, 7-4-1-1). */
  | { on: 'beginning'; of: StepName; whose: Whose | 'any' }
  /** "At the end of [your / your opponent's / the] Main Phase": the Main Phase End Step (6-3-1-3-1-1). */
  | { on: 'endOfMainPhase'; whose: Whose | 'any' }
  /**
   * The attack's damage to the opponent's Leader (7-4-1-4-1): "when you deal damage" goes pending before the
   * damage, and resolves at its own checkpoint first; with `after`, "when you dealt damage" goes pending once
   * the damage is done (7-4-1-4-1-2). `byThis`: only when this card is the attack card.
   */
  | { on: 'dealDamage'; after?: boolean; byThis?: boolean }
  /** "When you combo with a <filter> card" (any card of yours going to your Combo Area, 7-2-1-2-2 / 7-3-1-2-2). */
  | { on: 'youCombo'; filter?: CardFilter }
  /** "When this card attacks or is attacked" (7-1-1: as the attack is declared). */
  | { on: 'attacksOrAttacked' }
  /** "When this card is KO-ed" (10-1): the skill works from the Drop Area, where the card now is (8-6-5-1). */
  | { on: 'thisKOd' }
  /**
   * "When you play this card and your opponent combos during that turn" (BT2-073): each combo of the opponent's in the
   * turn this card was played, while it is still in the Battle Area (2-12-2).
   */
  | { on: 'playedThenOpponentCombos' }
  /** "When this card is attacked" (7-1-1: as the attack on it is declared; BT3-119). */
  | { on: 'attacked' };

/** The steps and phases whose beginning is a trigger condition (DBS 6, 7). */
export type StepName = 'turn' | 'chargePhase' | 'mainPhase' | 'offenceStep' | 'defenceStep' | 'damageStep';

export type Cost =
  | { pay: 'energy'; cost: EnergyCost }
  | { pay: 'lifeToDrop'; n: number }
  | { pay: 'lifeToHand'; n: number }
  | { pay: 'handToDrop'; n: number; filter?: CardFilter }
  | { pay: 'restThis' }
  | { pay: 'deckTopToDrop'; n: number }
  /** Place cards of your Battle Area in the Drop Area. */
  | { pay: 'battleToDrop'; n: number; filter: CardFilter }
  /** Place a card from your hand / Battle Area under this card (11-3-4: at the very bottom). */
  | { pay: 'handUnderThis'; filter: CardFilter }
  | { pay: 'battleUnderThis'; filter: CardFilter }
  /** One card of each character from hand to the Drop Area. */
  | { pay: 'handEachToDrop'; characters: string[] }
  /** Place n cards from under this card in the Drop Area. */
  | { pay: 'underToDrop'; n: number }
  /** "Inflict n damage to your life" as the price of "you may … If you do". */
  | { pay: 'damageSelf'; n: number }
  /** Choose a card under this card (kept as the skill's chosen card). */
  | { pay: 'chooseUnder'; filter: CardFilter }
  /** Place this card (in the hand or the Battle Area) in the Drop Area. */
  | { pay: 'thisToDrop' }
  /** Place this card (in the Battle Area) at the bottom of your deck. */
  | { pay: 'thisToDeckBottom' }
  /** Remove this card (in the Battle Area) from the game (10-19). */
  | { pay: 'thisRemoved' }
  /** Remove n matching cards of your Battle Area from the game (10-19). */
  | { pay: 'battleRemoved'; n: number; filter: CardFilter }
  /** Switch n matching Active Battle cards of yours to Rest Mode ("switch 1 of your <X> to rest"). */
  | { pay: 'restBattle'; n: number; filter: CardFilter }
  /** Remove all of your cards in the Drop Area from the game (10-19). */
  | { pay: 'dropAllRemoved' };

/** `nextTurn`: "until the beginning of your next turn". */
export type Duration = 'turn' | 'battle' | 'game' | 'nextTurn';

/** Which cards an effect applies to. */
export type Target =
  | { t: 'this' }
  | { t: 'yourLeader' }
  /** The card the trigger was about (the played card, the attacked card). */
  | { t: 'it' }
  | { t: 'attacker' }
  /** The card chosen while paying the cost (chooseUnder). */
  | { t: 'costChoice' }
  | {
      t: 'choose';
      whose: Whose;
      /** 'combo': the cards in the Combo Area (BT1-048 "choose 1 card in your opponent's Combo Area"). */
      zone: 'battle' | 'battleOrLeader' | 'energy' | 'combo';
      n: number;
      upTo?: boolean;
      filter?: CardFilter;
      /** Include this card among the choices even if it is the Leader ("this card or 1 of your Battle Cards"). */
      orThis?: boolean;
    }
  /** 'battleAndCombo': "in the Battle Area and Combo Area" (BT2-073). */
  | { t: 'all'; whose: Whose | 'both'; zone: 'battle' | 'energy' | 'battleAndCombo'; filter?: CardFilter }
  /** The Battle card being played, during the counter timing of its play (6-3-1-2-1-2, [Counter: Play]). */
  | { t: 'played' };

export type Effect =
  /** Draw n cards (DBS 4-9-3); with `upTo`, "draw up to n cards" (4-9-4): one at a time, the player may stop before each. */
  | { do: 'draw'; n: number; upTo?: boolean }
  | { do: 'power'; target: Target; n: number; until: Duration; perEnergy?: boolean; perDrop?: CardFilter }
  | { do: 'comboPower'; target: Target; n: number }
  | { do: 'grant'; target: Target; keyword: Keyword; until: Duration }
  /** "can attack Battle Cards in Active Mode" for a time. */
  | { do: 'grantAttackActive'; target: Target; until: Duration }
  | { do: 'ko'; target: Target }
  | { do: 'rest'; target: Target }
  | { do: 'activeMode'; target: Target }
  | { do: 'toHand'; target: Target }
  | { do: 'toDrop'; target: Target }
  | { do: 'thisToDrop' }
  /** Look at the top n (or search the whole deck when n is 0), pick up to `pick` matching, put them somewhere; then shuffle. */
  | {
      do: 'search';
      look: number;
      /** "Look at up to `look` cards from the top": as many as there are, up to that (the text says "up to"). */
      lookUpTo?: boolean;
      pick: number;
      upTo: boolean;
      filter: CardFilter;
      to: 'hand' | 'play' | 'playRested' | 'combo' | 'battleActive' | 'evolveThis' | 'absorbThis' | 'activateField';
      /**
       * Where the looked-at cards not chosen go (default: back, then shuffle); 'bottom': "at the bottom of your deck
       * in any order" (the player orders them, no shuffle).
       */
      rest?: 'drop' | 'bottom';
      /** A play made by this skill counts as "played with the skill of {via}". */
      via?: string;
      /** "Up to 1 each of <A> and <B>": at most one card of each character the filter names. */
      pickEach?: boolean;
    }
  /** KO any number of the opponent's Battle cards whose total power (or energy cost) is at most `max`. */
  | { do: 'koTotal'; stat: 'power' | 'cost'; max: number; filter?: CardFilter }
  /** "KO that card after the battle" (the attacked card). */
  | { do: 'koAfterBattle' }
  /** "Switch this card to Active Mode after the battle". */
  | { do: 'standAfterBattle' }
  /** "Play this card and change the target of the attack to this card". */
  | { do: 'playThisAndGuard' }
  /** Life cards to your hand. */
  | { do: 'lifeToHand'; n: number }
  /** The targets go to the bottom of their owner's deck (cards under them to the Drop, 11-3-5). */
  | { do: 'toDeckBottom'; target: Target }
  /** The targets go on top of their owner's deck (cards under them to the Drop, 11-3-5; BT1-049). */
  | { do: 'toDeckTop'; target: Target }
  /** The opponent reveals their hand; you choose up to 1 Battle card of it; they play it in Rest Mode. */
  | { do: 'forceOpponentPlay' }
  /** The targets are not switched to Active Mode in their owner's next Charge Phase (DBS 6-2-2; BT1-094). */
  | { do: 'noStandNextCharge'; target: Target }
  /** The targets cannot attack for a time. */
  | { do: 'cannotAttack'; target: Target; until: Duration }
  /** Choose from your Drop Area and play / add to hand. */
  /** `combo`: into your Combo Area during a battle ("choose … in your Drop Area and combo with it"). */
  | { do: 'fromDrop'; pick: number; filter: CardFilter; to: 'hand' | 'play' | 'evolveThisActive' | 'combo' }
  | { do: 'deckTopToEnergy'; n: number }
  | { do: 'handToEnergy'; n: number }
  | {
      do: 'deckTopToDrop';
      n: number;
      upTo?: boolean;
      thenIfRed?: Effect[];
      /** "If there was 1 or more <filter> among them, <then>" (BT2-101). */
      thenIfAmong?: { filter: CardFilter; then: Effect[] };
    }
  | { do: 'deckTopUnder'; n: number; upTo?: boolean; name: string; untilCount?: number }
  | { do: 'damage'; whose: Whose; n: number }
  | { do: 'negateAttack' }
  /** Hand cards to the Drop: n of them, or (with `keep`) all but `keep`; the owner chooses unless `random`. */
  | {
      do: 'discard';
      whose: Whose | 'both';
      n: number;
      keep?: number;
      random?: boolean;
      chooser?: 'owner' | 'you';
      /** With `random`: "up to n at random": the player names how many (0 to n, 1-3-5-1), then they are picked at random. */
      upTo?: boolean;
    }
  /** DBS 1-3-4: both players choose n cards in their Battle Area (Battle or [Field] Extra cards, 3-6-1) and place them in the Drop Area. */
  | { do: 'bothBattleToDrop'; n: number }
  | { do: 'playThis'; rested?: boolean }
  /** DBS 10-18: tokens with the stats the effect gives (combo power and cost default to none). */
  | { do: 'tokens'; n: number; name: string; power: number; comboPower?: number; comboCost?: number }
  /** "You may <cost>. If you do, <then>" / "… If you don't, <otherwise>". */
  | { do: 'may'; cost: Cost[]; then: Effect[] }
  /** "Your opponent may <cost>. If they don't, <otherwise>". */
  | { do: 'opponentMay'; cost: Cost[]; otherwise: Effect[] }
  | { do: 'ifThen'; cond: Condition; then: Effect[] }
  /** "During this turn you may activate your Leader's [Awaken] even with 5 or more life". */
  | { do: 'allowAwakenAnyLife' }
  /**
   * This Leader turns to its back ([Awaken], 10-2-3); with `over` ([Wish], 10-28-3, 10-28-4) it turns to its other
   * face, so a [Wish] on the back turns it to the front.
   */
  | { do: 'flipThis'; over?: boolean }
  | { do: 'gainSkillsOfCostChoice'; until: Duration }
  /** DBS 8-3-2: the targets' skills are negated for a time ("has its skill negated"). */
  | { do: 'negateSkills'; target: Target; until: Duration }
  /** "The Battle Card played is played in Rest Mode" (a [Counter: Play] changing 6-3-1-2-1-3). */
  | { do: 'playedRested' }
  /** DBS 8-3-2: "negate this skill for the duration of the turn". */
  | { do: 'negateThisSkill'; until: Duration }
  /** "Choose up to 1 card each from your opponent's Battle Area (Battle Cards), energy, life and hand; place them at the bottom of their deck". */
  | { do: 'eachToDeckBottom' }
  /** "Choose your deck or your Drop Area. Choose up to `pick` matching cards there and play them" (deck: then shuffle). */
  | { do: 'playFromDeckOrDrop'; pick: number; filter: CardFilter }
  /** DBS 10-27: "Choose n:" then bulleted options; the activator picks which and in what order. */
  | { do: 'chooseX'; n: number; options: Effect[][] }
  /** DBS 10-4-2: "negate [Blocker]": the attack goes back to its original target. */
  | { do: 'negateBlocker' }
  /** DBS 10-10-5: "negate [Counter]": the [Counter] activated before this one in the counter timing does not resolve. */
  | { do: 'negateCounter' }
  /** DBS 10-24-3, the [Swap] keyword's own effect: play up to 1 matching Battle card of energy cost x from hand, then this card to its owner's hand. */
  | { do: 'swapPlay'; x: number; filter: CardFilter }
  /**
   * DBS 11-3-7: only the top card of each target stack goes to its owner's hand or Drop Area; the card below
   * stays in the Battle Area as the new top card, with the top card's position and power changes.
   */
  | { do: 'topCardTo'; target: Target; to: 'hand' | 'drop' }
  /**
   * DBS 1-3-5: "Name a number from 1 to max" (with `upTo`, "up to max": 0 too, 1-3-5-1), then `then` resolves
   * that many times. With no printed maximum, any whole number of 1 or more (1-3-5): the choices are
   * `NAMED_NUMBERS` (resolveSkill.ts), so the list stays finite.
   */
  | { do: 'nameNumber'; max?: number; upTo?: boolean; then: Effect[] }
  /** "Choose `pick` (up to) matching Battle Cards from your hand and play them" (their skills negated for `negate`). */
  | { do: 'playFromHand'; pick: number; upTo?: boolean; filter: CardFilter; negate?: Duration }
  /**
   * A [Counter: Play]'s "the Battle Card played is placed in <to> instead": it never enters the Battle Area (no
   * "when played"); [Deflect] keeps it off (10-22-1).
   */
  | { do: 'playedTo'; to: 'hand' | 'drop' | 'deckBottom' | 'warp' }
  /** "Draw cards until you have n cards in your hand". */
  | { do: 'drawUntil'; n: number }
  /** The targets (Battle cards) go to their owner's Energy Area (in Rest Mode with `rested`). */
  | { do: 'toEnergy'; target: Target; rested?: boolean }
  /** n of your Life cards go to your Energy Area (Life is secret, 3-9-2: any of them, alike to you). */
  | { do: 'lifeToEnergy'; n: number }
  /** "At the end of that turn, <effects>": they resolve as the End Phase of this turn begins (6-4-1-1). */
  | { do: 'atEndOfTurn'; effects: Effect[] }
  /** "You lose the game". */
  | { do: 'loseGame' }
  /** "For the duration of the turn, you cannot lose the game and the opponent cannot win the game" (P-032). */
  | { do: 'cannotLoseThisTurn' }
  /**
   * "Reveal 1 card from the bottom of your deck. If it is a <filter>, play it and negate its [Activate] skills for the
   * rest of the game; otherwise place it at the bottom of your deck" (BT2-040).
   */
  | { do: 'revealBottomPlay'; filter: CardFilter }
  /**
   * "Your opponent chooses as many cards from their hand as they have <count> Battle cards, and places them on top
   * of their deck in any order" (BT2-046): one at a time, each on top of the last.
   */
  | { do: 'opponentHandToDeckTop'; count: CardFilter }
  /**
   * BT2-060: the skills of all other Battle cards are negated (8-3-2), then every hand card and every other Battle
   * card goes back to its owner's deck (cards under them to the Drop, 11-3-5), both decks are shuffled and both
   * players draw n, the turn player first.
   */
  | { do: 'resetToDecks'; draw: number }
  /** DBS 8-3-2: "choose 1 keyword skill of the attacking card and negate it" for a time (BT2-048). */
  | { do: 'negateAttackerKeyword'; until: Duration }
  /** "Remove this card from the game" (10-19), from wherever it is among the open areas. */
  | { do: 'thisRemoved' }
  /** "Choose up to `pick` <filter> in your Warp and add them to your hand" (10-19-3: the Warp is open; BT3-107, 111). */
  | { do: 'fromWarp'; pick: number; filter: CardFilter }
  /**
   * "Your opponent chooses n of their Battle Cards and KO-s it" (BT3-072): they choose (so [Barrier], 10-16, does not
   * keep a card out); the KO is this skill's, so [Indestructible] and KO replacements still apply (8-9).
   */
  | { do: 'opponentKOs'; n: number };

/** What a [Permanent] skill does while it is active (DBS 8-1-4). */
export type Continuous =
  | {
      cont: 'power';
      target: 'this' | 'allYourBattle' | 'thisAndLeader' | 'thisAndAllYourBattle';
      n: number;
      filter?: CardFilter;
    }
  | {
      cont: 'keyword';
      target: 'this' | 'allYourBattle' | 'thisAndAllYourBattle';
      keyword: Keyword;
      filter?: CardFilter;
    }
  /** "This card cannot attack Battle Cards" (with `powerMin`: "… Battle Cards with `powerMin` or more power", BT1-023). */
  | { cont: 'cannotAttackBattle'; powerMin?: number }
  | { cont: 'canAttackActive' }
  | { cont: 'cannotBeAttackedByLeader' }
  | { cont: 'cannotBeKOdInBattle' }
  /** "This card cannot be KO-ed": by nothing, in battle or by any skill. */
  | { cont: 'cannotBeKOd' }
  /** "Your opponent's skills cannot KO this card, nor make it leave the Battle Area" (battle still can). */
  | { cont: 'untouchableBySkills' }
  /** "Your opponent cannot activate [Counter] against this card's attack nor [Blocker] during it". */
  | { cont: 'noCounterNoBlocker' }
  | { cont: 'costReduction'; n: number }
  /** Energy-free play while the condition holds. */
  | { cont: 'freePlay' }
  /** A `character` card in all your areas gains these colours. */
  | { cont: 'gainColours'; filter: CardFilter; colours: Colour[] }
  /** "All of your opponent's Battle Cards gain <keyword> for the duration of this card's battle" (BT2-078). */
  | { cont: 'opponentsGainInItsBattle'; keyword: Keyword }
  /** "Each <filter> in your hand gains [Evolve] <cost> : <onto>" (BT2-007, BT2-111; 10-5). */
  | { cont: 'handGainsEvolve'; filter: CardFilter; cost: EnergyCost; onto: CardFilter }
  /** "This card cannot attack". */
  | { cont: 'cannotAttack' }
  /** "This card cannot be KO-ed by your opponent's skills" (it can leave the Battle Area otherwise). */
  | { cont: 'cannotBeKOdBySkills' }
  /** "The opponent cannot attack <X>". */
  | { cont: 'protect'; filter: CardFilter }
  /** "Your <X> Leader can activate [Awaken] …" (lets the Leader's awaken ignore its life condition). */
  | { cont: 'leaderMayAwaken' }
  /** "Your hand is not affected by your <X> Leader's skill". */
  /** Your hand is not affected by the skills of your Leader of this character (Broly's Ring). */
  | { cont: 'handImmuneToLeader'; character: string }
  /** "Reduce the energy costs of all <X> in your hand by n" (another card's [Permanent]). */
  | { cont: 'handCostReduction'; filter: CardFilter; n: number }
  /**
   * DBS 8-9, 8-9-3: "If this card would be KO-ed, you may <cost> instead": its master chooses, when the cost can be
   * paid; the KO then never happened (8-9-1-1).
   */
  | { cont: 'replaceKO'; cost: Cost[] }
  /** DBS 8-9: a replacement effect: damage to your life becomes `per` cards from the top of your deck to the Drop, per damage. */
  | { cont: 'replaceDamage'; per: number; optional?: boolean }
  /**
   * "All of your <filter> tokens can combo even in Rest Mode. They gain combo cost `comboCost` and `comboPower` combo
   * power" (BT2-112; DBS 7-2-1-2-1 overridden, 2-9 / 2-10 given to a token that has none, 10-18-2).
   */
  | { cont: 'tokensCombo'; filter: CardFilter; comboPower: number; comboCost: number };

export type CounterKind = 'play' | 'attack' | 'counter';

/** Skill modifiers: [Sparking X] (10-29: activates only with X or more cards in its owner's Drop Area) and
 * [Burst X] (10-30: activates only if its owner chooses to put the top X cards of their deck in the Drop). */
export interface Modifiers {
  sparking?: number;
  burst?: number;
}

export type Skill =
  | ({ kind: 'auto'; when: Trigger; cond?: Condition; once?: boolean; effect: Effect[] } & Modifiers)
  | ({
      kind: 'activate';
      timing: 'main' | 'battle';
      cost: Cost[];
      cond?: Condition;
      once?: boolean;
      effect: Effect[];
      /** Activated from the hand by a Battle card (its cost places it somewhere: "place this card … from your hand"). */
      fromHand?: boolean;
    } & Modifiers)
  | { kind: 'permanent'; cond?: Condition; effect: Continuous }
  /** DBS 10-10: from hand, at a counter timing of this kind; `battleCardOnly`: [Counter: Battle Card Attack]. */
  | { kind: 'counter'; on: CounterKind; cost: Cost[]; effect: Effect[]; battleCardOnly?: boolean }
  /**
   * "When activating this card's [Counter], if <cond>, you may <cost>. If you do, reduce the energy cost of
   * this card by n" (a [Permanent] read while the [Counter] is paid, 8-5-2-2).
   */
  | { kind: 'counterCostReduction'; cond: Condition; cost: Cost; n: number }
  /** DBS 8-3-2: a skill negated by an effect: still a skill, but it does nothing. */
  | { kind: 'negated'; skill: Skill }
  /** DBS 10-2: flip the Leader; `effect` resolves first ("you may draw 2 cards and flip this card"). */
  | { kind: 'awaken'; cond: Condition; effect: Effect[] }
  /** DBS 10-5: from hand, onto one of your Battle cards of a character. */
  | {
      kind: 'evolve';
      variant: 'evolve' | 'exEvolve' | 'xenoEvolve';
      cost: EnergyCost;
      onto: CardFilter;
      /** Costs besides energy ([EX-Evolve] (R), place 1 card from your hand in the Drop Area : …, BT3-003). */
      extra?: Cost[];
    }
  /** DBS 10-3: put this Extra card into the Battle Area. */
  | { kind: 'field' }
  /** DBS 10-13-4: onto one each of two characters in your Battle Area. */
  | { kind: 'unionPotara'; cost: EnergyCost; characters: [string, string] }
  /** DBS 10-13-5: from the Battle Area, put a chosen card on top of this one. */
  | { kind: 'unionAbsorb'; cost: Cost[]; from: 'deck'; filter: CardFilter }
  /** DBS 10-13-3: from hand, one Battle card of each character from hand (equal powers) to the Drop; play this Active. */
  | { kind: 'unionFusion'; cost: EnergyCost; characters: string[] }
  /**
   * DBS 10-15 [Over Realm X] / 10-25 [Dark Over Realm X]: from hand with X or more (black) cards in the Drop
   * Area, pay the skill cost, send the whole Drop Area to the Warp and play this card (no energy cost);
   * combined once per turn (10-15-5, 10-25-4; twice with [Wormhole], 10-26).
   */
  | { kind: 'overRealm'; x: number; dark?: boolean; cost: EnergyCost }
  /** DBS 10-24 [Swap X]: from the Battle Area, play up to 1 matching Battle card of energy cost X from hand, then return this card to its owner's hand. */
  | { kind: 'swap'; x: number; filter: CardFilter; cost: Cost[] }
  /** DBS 10-28 [Wish]: with the condition met and the cost paid, `effect` resolves and this card flips to its back. */
  | { kind: 'wish'; cond: Condition; cost: Cost[]; effect: Effect[] };

// ---- builders -------------------------------------------------------------------------------------

export const cost = (total: number, specified: Partial<Record<Colour, number>> = {}): EnergyCost => ({
  total,
  specified,
});
export const energy = (total: number, specified: Partial<Record<Colour, number>> = {}): Cost => ({
  pay: 'energy',
  cost: cost(total, specified),
});
export const auto = (when: Trigger, effect: Effect[], more: { cond?: Condition; once?: boolean } = {}): Skill => ({
  kind: 'auto',
  when,
  effect,
  ...more,
});
export const activateMain = (
  costs: Cost[],
  effect: Effect[],
  more: { cond?: Condition; once?: boolean; fromHand?: boolean } = {},
): Skill => ({
  kind: 'activate',
  timing: 'main',
  cost: costs,
  effect,
  ...more,
});
export const activateBattle = (
  costs: Cost[],
  effect: Effect[],
  more: { cond?: Condition; once?: boolean } = {},
): Skill => ({
  kind: 'activate',
  timing: 'battle',
  cost: costs,
  effect,
  ...more,
});
export const permanent = (effect: Continuous, cond?: Condition): Skill =>
  cond ? { kind: 'permanent', cond, effect } : { kind: 'permanent', effect };
export const counter = (
  on: CounterKind,
  effect: Effect[],
  costs: Cost[] = [],
  more: { battleCardOnly?: boolean } = {},
): Skill => ({
  kind: 'counter',
  on,
  cost: costs,
  effect,
  ...more,
});
/** The usual Leader [Awaken]: life at or below n, may draw 2 and flip. */
export const awakenAtLife = (n: number): Skill => ({
  kind: 'awaken',
  cond: { if: 'life', whose: 'you', op: '<=', n },
  effect: [{ do: 'draw', n: 2 }],
});
export const evolve = (character: string, c: EnergyCost, filter: CardFilter = {}): Skill => ({
  kind: 'evolve',
  variant: 'evolve',
  cost: c,
  onto: { ...filter, character: [character] },
});
/**
 * DBS 10-5 [EX-Evolve]: from hand onto a matching Battle card (10-5-4), for the energy `c` and the other costs
 * `extra` ("place n cards from your hand in the Drop Area"; the evolving card itself is never one of them).
 */
export const exEvolve = (onto: CardFilter, c: EnergyCost, extra: Cost[] = []): Skill =>
  extra.length
    ? { kind: 'evolve', variant: 'exEvolve', cost: c, onto, extra }
    : { kind: 'evolve', variant: 'exEvolve', cost: c, onto };
export const field = (): Skill => ({ kind: 'field' });
export const overRealm = (x: number, c: EnergyCost, dark = false): Skill =>
  dark ? { kind: 'overRealm', x, dark, cost: c } : { kind: 'overRealm', x, cost: c };
export const swap = (x: number, filter: CardFilter = {}, costs: Cost[] = []): Skill => ({
  kind: 'swap',
  x,
  filter,
  cost: costs,
});
export const wish = (cond: Condition, effect: Effect[], costs: Cost[] = []): Skill => ({
  kind: 'wish',
  cond,
  cost: costs,
  effect,
});
export const unionFusion = (c: EnergyCost, characters: string[]): Skill => ({
  kind: 'unionFusion',
  cost: c,
  characters,
});
export const chooseX = (n: number, ...options: Effect[][]): Effect => ({ do: 'chooseX', n, options });

export const onPlay = (): Trigger => ({ on: 'play' });
export const onAttack = (vs?: 'leader' | 'battle'): Trigger => (vs ? { on: 'attacks', vs } : { on: 'attacks' });
export const onEvolvedInto = (): Trigger => ({ on: 'evolvedInto' });
export const onCombo = (): Trigger => ({ on: 'combo' });

export const draw = (n: number): Effect => ({ do: 'draw', n });
/** DBS 4-9-4: "draw up to n cards". */
export const drawUpTo = (n: number): Effect => ({ do: 'draw', n, upTo: true });
export const thisCard: Target = { t: 'this' };
export const chooseOpp = (n: number, more: { upTo?: boolean; filter?: CardFilter } = {}): Target => ({
  t: 'choose',
  whose: 'opponent',
  zone: 'battle',
  n,
  ...more,
});
export const chooseYourEnergy = (n: number, filter?: CardFilter): Target => ({
  t: 'choose',
  whose: 'you',
  zone: 'energy',
  n,
  upTo: true,
  ...(filter ? { filter } : {}),
});
export const ko = (target: Target): Effect => ({ do: 'ko', target });
export const power = (target: Target, n: number, until: Duration = 'turn'): Effect => ({
  do: 'power',
  target,
  n,
  until,
});
export const grant = (target: Target, keyword: Keyword, until: Duration = 'turn'): Effect => ({
  do: 'grant',
  target,
  keyword,
  until,
});
export const ifThen = (cond: Condition, then: Effect[]): Effect => ({ do: 'ifThen', cond, then });
export const energyAtLeast = (n: number): Condition => ({ if: 'energy', op: '>=', n });
export const lifeAtMost = (n: number): Condition => ({ if: 'life', whose: 'you', op: '<=', n });
export const leaderIs = (filter: CardFilter): Condition => ({ if: 'leaderIs', whose: 'you', filter });
export const all = (...of: Condition[]): Condition => ({ if: 'all', of });
