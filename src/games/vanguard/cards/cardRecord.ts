// The printed characteristics of a Vanguard card (VG2 section 2), as our card files store them.
// Card text is never stored: abilities are added as DSL definitions (a later issue) and their
// English text is rendered from those.

/** VG2 2.8.1 icons; 'over': the D standard's over trigger (VGD 11.10.2.7). */
export type TriggerKind = 'critical' | 'draw' | 'stand' | 'heal' | 'front' | 'over';

/** Skill icons (VG2 2.10) and the keyword abilities the engine knows without card text. */
export type Skill = 'boost' | 'intercept' | 'twinDrive' | 'tripleDrive';

export type UnitType = 'normal' | 'trigger' | 'g';

export interface CardRecord {
  /** Collection number, e.g. `TD01/005`; unique within our card files. */
  code: string;
  name: string;
  clan: string;
  /** VG2 2.15; empty for a card with no nation information (2.15.3.1). */
  nation: string;
  race: string;
  grade: number;
  power: number;
  /** null when the card prints no shield (VG1 3.11.1.1 forbids such a guardian, VG2 3.11.2 counts it as 0). */
  shield: number | null;
  critical: number;
  unitType: UnitType;
  /** Trigger icon and the power printed with it (VG2 2.8.3); null for no icon. */
  trigger: { kind: TriggerKind; power: number } | null;
  skills: Skill[];
  /** Has the Sentinel keyword (VG2 11.9), which deck construction limits. */
  sentinel: boolean;
  /**
   * G guardian (VG2 11.14) and its cost, paid from the hand: discard one card, one with this trigger icon when
   * `discardTrigger` is set (the printed "choose a card with a heal trigger from your hand, and discard it").
   */
  gGuardian?: { discardTrigger?: TriggerKind };
  /**
   * VG2 12.10.2: one side of a Gyze card, which prints a normal unit on one side ('neon') and a G unit on the
   * other ('deity'); `other` is the code of the other side's record. A card's `code` is its active side (12.10.3).
   */
  flip?: { side: 'neon' | 'deity'; other: string };
  /** VG2 2.16: the imaginary gift icon, if the card has one (2.16.1), names its gift (2.16.2.1–2.16.2.3). */
  gift?: GiftKind;
  /** VGD 2.13.3: the persona ride icon (a normal ride from hand onto a same-named unit with it, VGD 6.3.8). */
  personaRide?: true;
  /**
   * VGD 2.9.3.2: the card's main type is "order" (not "unit"), with its order subtype: a normal order (played from
   * the hand in the main phase, VGD 9.9.2.3), a set order (then put into the order zone, 4.17.1) or a blitz order
   * (played in the guard step, 10.5.1.2.5). Absent for a unit card.
   */
  order?: OrderKind;
  /** VGD 17.5.1.1: a set order with the "Prison" subtype, a Prison that cards can be imprisoned in (prison.ts). */
  prison?: true;
  /**
   * A card of the D standard (printed with its mark; its nation is printed, its clan is not, VGD 2.3): such cards are
   * played in the D format only, and the older eras' cards are not played there (deckRules.ts `cardPoolProblems`).
   */
  dStandard?: true;
}

/** VGD 9.9.2.3, 10.5.1.2.5, 4.17.1: the order subtypes. */
export type OrderKind = 'normal' | 'set' | 'blitz';

/** VG2 2.16.2.1–2.16.2.3: "Imaginary Gift: Force", "… Accel" and "… Protect". */
export type GiftKind = 'force' | 'accel' | 'protect';
