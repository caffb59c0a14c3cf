// The printed characteristics of a Vanguard card (VG2 section 2), as our card files store them.
// Card text is never stored: abilities are added as DSL definitions (a later issue) and their
// English text is rendered from those.

export type TriggerKind = 'critical' | 'draw' | 'stand' | 'heal' | 'front';

/** Skill icons (VG2 2.10) and the keyword abilities the engine knows without card text. */
export type Skill = 'boost' | 'intercept' | 'twinDrive' | 'tripleDrive';

export type UnitType = 'normal' | 'trigger' | 'g';

export interface CardRecord {
  /** Collection number, e.g. `TD01/005`; unique within our card files. */
  code: string;
  name: string;
  clan: string;
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
}
