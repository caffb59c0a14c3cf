// Rule eras as data (DESIGN point 7; digest vanguard.md §0–§1). One rules module reads these flags;
// every difference between ver. 1.10 and ver. 2.01 that applies without card abilities is a field here. The D standard
// (`d`, comprehensive rules ver. 4.55, cited VGD) is a third profile of the same flags (issue 13).

export type FormatId = 'cr201' | 'cr110' | 'd';

export interface FormatProfile {
  id: FormatId;
  title: string;
  /** VG1 5.1.2.5 has no sentinel limit in the rules; VG2 5.2.2.5 allows four. */
  maxSentinel: number | null;
  /** VG2 5.2.2.6: only normal and trigger units in the main deck. */
  mainDeckUnitTypesOnly: boolean;
  /** VG1 5.2.5 shuffles returned cards in, then draws; VG2 5.4.3.4 puts them on the bottom, draws, then shuffles. */
  mulligan: 'shuffleInThenDraw' | 'bottomDrawThenShuffle';
  /** VG1 2.8.1.1.x: always +5000; VG2 2.8.3: the value printed on the icon. */
  triggerPower: 'fixed5000' | 'printed';
  /** VG1 2.8.1.1.4: the stand target must be a rear-guard; VG2: any unit, stood only if a rear-guard. */
  standTrigger: 'rearGuardOnly' | 'anyUnitStandIfRearGuard';
  /** VG1 8.5.2.1.1.2: guardians obey the grade cap too; VG2: no cap on the guardian circle. */
  guardianGradeCap: boolean;
  /** VG1 3.11.1.1: a card with no shield cannot guard; VG2 3.11.2: it guards with shield 0. */
  shieldlessMayGuard: boolean;
  /** VG1 7.4.1.1.2: one play timing, every guardian at once; VG2 7.5.1.2: one action per play timing. */
  guardStep: 'singleBatch' | 'oneActionPerPlayTiming';
  /**
   * VGD 10.5.1.2.2: in one action of the guard step's play timing the defender calls one or more hand cards to (GC)
   * together; VG2 7.5.1.2.2: one card per action.
   */
  severalGuardiansPerCall: boolean;
  /** VG1 7.2.1.1: "beginning of start step" at every start step; VG2 7.3.1.1: only the first. */
  startStepBeginTriggers: 'everyStartStep' | 'firstOfBattlePhase';
  /** VG1 7.6.1.8–9: guardians retire, then "when hits"; VG2 7.7.1.7–9: hit event, CT, then retire. */
  hitEventBeforeGuardianRetire: boolean;
  /**
   * VG1 7.6.1.6: damage checks inside the damage step with a CT after each; VG2 9.6: vanguard damage and the
   * damage-process rule action; VGD 13.6–13.7: vanguard damage taken one point at a time by two rule actions, the
   * card checked reaching the damage zone only once no automatic ability stands by.
   */
  damageModel: 'inlineChecks' | 'vanguardDamageRuleAction' | 'perPointRuleActions';
  /** VG2 6.4.1.2 G assist step and 6.5.1.2 stride step exist. */
  gSteps: boolean;
  /** VG2 5.3: a G deck of at most this many G units; ver. 1.10 has no G deck (null). */
  maxGDeck: number | null;
  /** VG2 9.2.4 / 9.5: a player with no vanguard rides from the soul, or loses with an empty soul. */
  noVanguardRule: boolean;
  /**
   * VG2 9.4.1: a unit on the guardian circle outside the battle phase is an illegal guardian; VGD 13.4.1: one placed
   * there when no unit is being attacked, or with the same master as the attacking unit.
   */
  illegalGuardianRule: 'outsideBattlePhase' | 'noUnitBeingAttacked';
  /** VGD 13.10.1: a card left in a trigger zone outside a drive check or damage check goes to the drop zone. */
  illegalTriggerRule: boolean;
  /** Who picks among the non-turn player's standing-by autos: VG1 8.4.1.3 as printed says the turn player (contradicting VG1 8.6.3); DEFAULT master. */
  ntpAutoChooser: 'turnPlayer' | 'master';
  /**
   * VG2 12.1.1.1 / VG1 11.1.1.1: check-timing rounds (a rule action, a damage process or an automatic ability played)
   * in a row with no answered decision between them, after which the game is a draw as a loop nobody can stop.
   */
  loopLimit: number;
  /** VG2 2.16, 10.6.3: imaginary gift icons work (ver. 1.10 has none). */
  imaginaryGift: boolean;
  /** VG1 7.5.1.2.2 / VG2 7.6.1.2.2: a trigger works only if its clan matches a unit; VGD 10.6.1.2.4, 13.6.4: no such test. */
  triggerClanCheck: boolean;
  /** VGD 9.9.2.3, 11.8.2.1.1: order cards are played from the hand, at most the order limit (1) per turn. */
  orders: boolean;
  /**
   * VGD 16.2.1.2, 16.3.1.3: a gift has a type, I or II, chosen at a player's first resolution of its clan type and
   * kept after (Force II: original critical 2; Accel II: a draw, +5000; Protect II: a circle's intercept shield).
   */
  giftTypes: boolean;
  /** VGD 8.1.2, 4.18: a player may bring a ride deck (ridden from, 9.7.2; it skips the G assist step, 9.5.1). */
  rideDeck: boolean;
  /** VG2 5.4.3.2 / VG1 5.2.4: the random winner goes first; VGD 8.2.1.6: a random player chooses who goes first. */
  firstPlayer: 'randomWinnerGoesFirst' | 'randomPlayerChooses';
  /** VGD 6.3.8, 7.15.1.4: a normal ride from hand onto a same-named vanguard, both with the icon, is a persona ride. */
  personaRide: boolean;
  /** VGD 8.1.6.2: at most this many over triggers over main deck and ride deck; null where the icon does not exist. */
  maxOverTrigger: number | null;
  /**
   * VG2 9.3 / VG1 9.3: an overloaded circle waits for the rule action; VGD 6.2.3.4, 6.3.3.5: a normal call retires the
   * unit it covers and a normal ride puts the old vanguard into the soul as steps of the call or ride.
   */
  overloadInPlacement: boolean;
  /**
   * VG2 7.4.1.4.1: no attacker goes to the close step; VGD 10.4.1.3.1: when no unit at all can be chosen to attack,
   * the battle and the attack step end and the game advances to the next phase, with no close step.
   */
  noAttackerEndsBattlePhase: boolean;
  /** VGD 10.5.1.2.1.1: the defender is deemed to pass once no unit being attacked exists any more (ver. 2.01 has no such case). */
  guardPassWhenTargetGone: boolean;
  /** VGD 13.3.1: a Legion Mate left on the vanguard circle without its Legion Leader goes to the soul (ver. 2.01 has no such rule). */
  strandedLegionMateToSoul: boolean;
}

export const CR201: FormatProfile = {
  id: 'cr201',
  title: 'Comprehensive rules ver. 2.01 (2018)',
  maxSentinel: 4,
  mainDeckUnitTypesOnly: true,
  mulligan: 'bottomDrawThenShuffle',
  triggerPower: 'printed',
  standTrigger: 'anyUnitStandIfRearGuard',
  guardianGradeCap: false,
  shieldlessMayGuard: true,
  guardStep: 'oneActionPerPlayTiming',
  severalGuardiansPerCall: false,
  startStepBeginTriggers: 'firstOfBattlePhase',
  hitEventBeforeGuardianRetire: true,
  damageModel: 'vanguardDamageRuleAction',
  gSteps: true,
  maxGDeck: 16,
  noVanguardRule: true,
  illegalGuardianRule: 'outsideBattlePhase',
  illegalTriggerRule: false,
  ntpAutoChooser: 'master',
  loopLimit: 1000,
  imaginaryGift: true,
  orders: false,
  giftTypes: false,
  triggerClanCheck: true,
  rideDeck: false,
  firstPlayer: 'randomWinnerGoesFirst',
  personaRide: false,
  maxOverTrigger: null,
  overloadInPlacement: false,
  noAttackerEndsBattlePhase: false,
  guardPassWhenTargetGone: false,
  strandedLegionMateToSoul: false,
};

export const CR110: FormatProfile = {
  id: 'cr110',
  title: 'Comprehensive rules ver. 1.10 (original era)',
  maxSentinel: null,
  mainDeckUnitTypesOnly: false,
  mulligan: 'shuffleInThenDraw',
  triggerPower: 'fixed5000',
  standTrigger: 'rearGuardOnly',
  guardianGradeCap: true,
  shieldlessMayGuard: false,
  guardStep: 'singleBatch',
  severalGuardiansPerCall: false, // VG1 7.4.1.1.2: its single batch already holds every guardian
  startStepBeginTriggers: 'everyStartStep',
  hitEventBeforeGuardianRetire: false,
  damageModel: 'inlineChecks',
  gSteps: false,
  maxGDeck: null,
  noVanguardRule: false,
  illegalGuardianRule: 'outsideBattlePhase',
  illegalTriggerRule: false,
  ntpAutoChooser: 'master',
  loopLimit: 1000,
  imaginaryGift: false,
  orders: false,
  giftTypes: false,
  triggerClanCheck: true,
  rideDeck: false,
  firstPlayer: 'randomWinnerGoesFirst',
  personaRide: false,
  maxOverTrigger: null,
  overloadInPlacement: false,
  noAttackerEndsBattlePhase: false,
  guardPassWhenTargetGone: false,
  strandedLegionMateToSoul: false,
};

/**
 * The D standard (comprehensive rules ver. 4.55). Only the D-column differences this engine implements are set
 * apart from ver. 2.01 here; the ones not yet built (several guardians in one action, Prison) are left
 * out rather than flagged without effect.
 */
export const D: FormatProfile = {
  id: 'd',
  title: 'D standard (comprehensive rules ver. 4.55)',
  maxSentinel: 4, // VGD 8.1.7
  mainDeckUnitTypesOnly: true, // VGD 8.1.4.1
  mulligan: 'bottomDrawThenShuffle', // VGD 8.2.1.8
  triggerPower: 'printed', // VGD 11.10.5
  standTrigger: 'anyUnitStandIfRearGuard', // VGD 11.10.2.4
  guardianGradeCap: false, // VGD 10.5.1.2.2.2
  shieldlessMayGuard: true, // VGD 10.5.1.2.2 sets no shield requirement
  guardStep: 'oneActionPerPlayTiming', // VGD 10.5.1.2
  severalGuardiansPerCall: true, // VGD 10.5.1.2.2
  startStepBeginTriggers: 'firstOfBattlePhase', // VGD 10.3.1.1
  hitEventBeforeGuardianRetire: true, // VGD 10.7.1.6 before 10.7.1.10
  damageModel: 'perPointRuleActions', // VGD 13.6–13.7
  gSteps: true, // VGD 9.5, 9.7
  maxGDeck: 16, // VGD 8.1.4.3
  noVanguardRule: true, // VGD 13.5
  illegalGuardianRule: 'noUnitBeingAttacked', // VGD 13.4.1
  illegalTriggerRule: true, // VGD 13.10.1
  ntpAutoChooser: 'master', // VGD 11.6.1.4–5
  loopLimit: 1000, // VGD 18.1
  imaginaryGift: true, // VGD 16.3
  orders: true, // VGD 9.9.2.3
  giftTypes: true, // VGD 16.2.1.2, 16.3.1.3
  triggerClanCheck: false, // VGD 10.6.1.2.4, 13.6.4
  rideDeck: true, // VGD 8.1.2
  firstPlayer: 'randomPlayerChooses', // VGD 8.2.1.6
  personaRide: true, // VGD 6.3.8
  maxOverTrigger: 1, // VGD 8.1.6.2
  overloadInPlacement: true, // VGD 6.2.3.4, 6.3.3.5
  noAttackerEndsBattlePhase: true, // VGD 10.4.1.3.1
  guardPassWhenTargetGone: true, // VGD 10.5.1.2.1.1
  strandedLegionMateToSoul: true, // VGD 13.3.1
};

export const FORMATS: Record<FormatId, FormatProfile> = { cr201: CR201, cr110: CR110, d: D };

export function formatProfile(id: string): FormatProfile | undefined {
  return (FORMATS as Record<string, FormatProfile>)[id];
}
