// The Buddyfight ability language: a card's abilities as plain-data trees, interpreted by the engine (use.ts,
// effects.ts, attack.ts, characteristics.ts) and rendered to English by text.ts, so the text can never disagree with
// what the card does. Owns the shapes of: costs paid all at once (BF-Oth[Cost], BF-Call/Cast/Equip), "you may only
// use this card if…" conditions, [Counter] (BF-PT), automatic, 【Act】 and continuous abilities (BF-Abil-Auto/Act/Cont),
// keyword abilities (digest §4), "you may A. If you do, B." (BF-Oth[Cost]) and once-per-turn limits (BF-OPT).

/** Keyword abilities the engine implements (digest §4). */
export type Keyword = 'soulguard' | 'penetrate' | 'move' | 'doubleAttack' | 'tripleAttack' | 'counterattack';

export type Who = 'you' | 'opponent';

/** A cost part (BF-Oth[Cost]: all of them are paid at once, or none). */
export type Cost =
  | { k: 'gauge'; n: number }
  | { k: 'life'; n: number }
  /** Discard cards from the hand (the payer picks them; only cards with `attribute` if given). */
  | { k: 'discard'; n: number; attribute?: string }
  /** Put cards from this card's soul into the drop zone. */
  | { k: 'soulToDrop'; n: number }
  /** Put the top cards of your deck into this card's soul. */
  | { k: 'deckToSoul'; n: number }
  /** Call this card on top of a monster of yours with `part` in its name: that monster (and its soul) become its soul. */
  | { k: 'stackOn'; part: string }
  /** [Rest] this card (it must be [Stand]). */
  | { k: 'restSelf' };

/** Which cards an effect may choose or affects. */
export interface Filter {
  side: Who | 'any';
  /** 'card': a monster, item or spell-area card ("a card on the field", BF-Mat②⑧; never the flag). */
  type: 'monster' | 'item' | 'card';
  maxSize?: number;
  minSize?: number;
  maxPower?: number;
  maxDefense?: number;
  attribute?: string;
  /** A card "in battle" (BF-Atk 2.2: the attackers and the attacked monster). */
  inBattle?: boolean;
  /** Where the cards are: the field (default) or the drop zone. */
  from?: 'field' | 'drop';
  /** "Up to one": the chooser may choose none. */
  upTo?: boolean;
  /** Only the card in this monster area (a "center monster"). */
  area?: 'center';
  /**
   * Only a monster whose entering the field opened the use condition's window (BF-Oth[When…]: "when a monster enters
   * your opponent's center"; `entered` in the state).
   */
  entered?: boolean;
}

/** A condition on the game (use conditions, "if …" in abilities). */
export type Cond =
  | { k: 'lifeAtMost'; who: Who; n: number }
  | { k: 'noCenter'; who: Who | 'both' }
  /** "During an attack on your opponent's turn" (an attack against you). */
  | { k: 'opponentAttacking' }
  | { k: 'equipped'; attribute?: string }
  /** `other`: a monster other than this card ("another 《X》 on your field"). */
  | { k: 'hasMonster'; who: Who; attribute?: string; minSize?: number; other?: boolean }
  | { k: 'noMonsters'; who: Who }
  /** This card is in the left or right area. */
  | { k: 'sideArea' }
  /** The attack in progress is not a link attack. */
  | { k: 'notLinkAttack' }
  /**
   * "You may only cast this card when your opponent casts a spell during his or her turn": only in the reply window
   * of that cast (BF-Oth[When cast/called]: never for a spell cast while another effect resolves).
   */
  | { k: 'answeringSpell' }
  /**
   * "You may only cast this card when a size n or less monster enters <who>'s center": usable once it happened, until
   * the window closes (BF-Oth[When… enters the field]; the state's `entered`).
   */
  | { k: 'monsterEntered'; who: Who; area: 'center'; maxSize?: number }
  /** "You may only [Set] one '<this name>' on your field" (none of this name is in your spell area). */
  | { k: 'noneOfThisNameSet' }
  /** "During your opponent's turn." */
  | { k: 'opponentsTurn' }
  /** "If you have a card with <part> in its card name in your drop zone." */
  | { k: 'nameInDrop'; part: string };

export type Effect =
  /** Destroy the chosen card (chosen when the card or ability is used, BF-Cast 1.4). */
  | { k: 'destroy'; target: Filter }
  | { k: 'destroyAll'; filter: Filter }
  | { k: 'draw'; n: number }
  /** Gain life; `lessPerCopyInDrop`: reduced by the copies of this card's name in your drop zone. */
  | { k: 'gainLife'; n: number; lessPerCopyInDrop?: boolean }
  /** Deal damage to the opponent (`unreducible`: "the damage cannot be reduced"). */
  | { k: 'damage'; n: number; unreducible?: boolean }
  /** Put the top cards of your deck into your gauge. */
  | { k: 'charge'; n: number }
  /** Nullify the attack in progress (`unlessLink`: only if it is not a link attack). */
  | { k: 'nullifyAttack'; unlessLink?: boolean }
  /** Give the chosen card (or this card) stats and keywords until the end of the battle or turn. */
  | {
      k: 'buff';
      target: Filter | 'self';
      power?: number;
      defense?: number;
      critical?: number;
      keyword?: Keyword;
      pastCenter?: boolean;
      until: 'battle' | 'turn';
    }
  | { k: 'discardHand' }
  /** "You may pay A. If you do, B." (BF-Oth[Cost]: B happens only if all of A was done). */
  | { k: 'mayPay'; cost: Cost[]; then: Effect[] }
  /** "If the chosen card is [Stand], attack with it" (BF-Q16: it rests, and the attack goes on from BF-Atk 2.2). */
  | { k: 'attackWithIt' }
  /** Put the chosen card from your field into this card's soul. */
  | { k: 'toSoul'; target: Filter }
  /** Put the chosen cards from your drop zone into your hand (up to one per filter). */
  | { k: 'dropToHand'; targets: Filter[] }
  /** Nullify the [Penetrate] of the attacking cards for this turn. */
  | { k: 'noPenetrate' }
  /** Put the soul of both fighters' center monsters into the drop zone (before destroying them). */
  | { k: 'centerSoulsToDrop' }
  /** [Rest] the chosen card. */
  | { k: 'rest'; target: Filter }
  /** Nullify the card being answered (it goes to the drop zone unresolved: BF-Q27, BF-Q33). */
  | { k: 'nullifyCast' }
  /**
   * Search your deck for a card (a monster if `monster`) with `part` in its name, put it into your hand or call it on
   * top of this card (this card and its soul become its soul), then shuffle the deck.
   */
  | { k: 'search'; part?: string; attribute?: string; monster?: boolean; to: 'hand' | 'callOnTop' }
  /** Put this card (from the field) into the drop zone. */
  | { k: 'selfToDrop' }
  /** Put the top cards of your deck into this card's soul (face down: only its owner may look, BF-Oth[Souls]). */
  | { k: 'deckToSelfSoul'; n: number; faceDown?: boolean }
  /** Put every card of this card's soul into your hand. */
  | { k: 'soulToHand' }
  /** Return the chosen card on the field to its owner's hand. */
  | { k: 'bounce'; target: Filter }
  /**
   * "You may discard as many cards as you like from your hand. If you do, destroy cards on your opponent's field
   * equal to the number discarded" (chosen as it resolves; as many as there are).
   */
  | { k: 'discardAnyDestroyThatMany' }
  /**
   * Call a monster from your hand by paying its [Call Cost] (a call by an effect: no reply window, BF-Oth[When
   * cast/called]); for this turn it gets the stats given.
   */
  | { k: 'callFromHand'; power?: number; defense?: number }
  /** "The next time damage would be dealt to you this turn, it is reduced to 0, and you gain 1 life." */
  | { k: 'preventNextDamage'; gainLife: number }
  /**
   * Reveal the top `n` deck cards, deal `base` plus one per revealed card with `namePart` in its name as damage, then
   * put the revealed cards on the bottom of the deck in the order the owner chooses.
   */
  | { k: 'revealDamage'; n: number; base: number; namePart: string };

export type Trigger =
  /** "When this card enters the field." */
  | 'enters'
  /** "When this card link attacks with another 《attribute》." */
  | 'linkAttacks'
  /** "When this card is attacked." */
  | 'attacked'
  /** "When an attack by this card destroys your opponent's monster." */
  | 'destroysByAttack'
  /** "When this card deals damage to your opponent." */
  | 'dealsDamage'
  /** "When another card with <namePart> in its card name is [Set] on your field." */
  | 'anotherSet'
  /** "When an opponent's monster is destroyed by your 《attackerAttribute》's attack." */
  | 'yourAttackDestroys'
  /** "When this card's soul becomes <soulAtLeast> or more." */
  | 'soulReaches'
  /** "When a size <enteredSize> monster enters your opponent's field." */
  | 'opponentMonsterEnters'
  /** "When a monster on your field is destroyed." */
  | 'yourMonsterDestroyed';

export interface Auto {
  when: Trigger;
  /** For `linkAttacks`: the other attacker must have this attribute. */
  withAttribute?: string;
  /** For `anotherSet`: the other card's name holds this. */
  namePart?: string;
  /** For `yourAttackDestroys`: an attacker has this attribute. */
  attackerAttribute?: string;
  /** For `soulReaches`. */
  soulAtLeast?: number;
  /** For `opponentMonsterEnters`: the entering monster's size. */
  enteredSize?: number;
  /** "This ability only activates once per turn": the limit is this card's (BF-OPT, BF-Q25), used when it triggers. */
  oncePerTurn?: boolean;
  conds?: Cond[];
  effects: Effect[];
  /** The ability's printed name ("Spectral Strike"). */
  name?: string;
}

export interface Act {
  name?: string;
  counter?: boolean;
  conds?: Cond[];
  effects: Effect[];
}

/** Continuous abilities (BF-Abil-Cont: while the card is on the field unless stated). */
export type Cont =
  /** "This card can attack your opponent even if there is a monster in your opponent's center." */
  | { k: 'pastCenter' }
  /** "If <cond>, this card gets <keyword>." */
  | { k: 'keywordIf'; cond: Cond; keyword: Keyword }
  /** "This card gets critical+n if there is a card with <part> in its name in your drop zone." */
  | { k: 'criticalIfNameInDrop'; part: string; n: number }
  /** "Your opponent's monster in front of this card gets defense n." */
  | { k: 'frontDefense'; n: number }
  /** "Cards on your opponent's field cannot link attack you directly." */
  | { k: 'noLinkAttackOnYou' }
  /** An item: "this card can attack even if there is a monster in your center" (BF-Oth[Flag values]). */
  | { k: 'attacksWithCenter' }
  /** A [Set] spell: "your 《attribute》 in your center gets power+ and defense+". */
  | { k: 'centerBuff'; attribute: string; power: number; defense: number };

/** One card's abilities. A card with no script has none (a vanilla card). */
export interface CardScript {
  /** [Call Cost] / [Cast Cost] / [Equip Cost]. */
  cost?: Cost[];
  /** "You may only call/cast/equip this card if …". */
  useIf?: Cond[];
  /** The spell or impact is [Counter] (BF-PT). */
  counter?: boolean;
  /** "You may only cast '<this name>' once per turn" (BF-OPT, by name). */
  oncePerTurnByName?: boolean;
  /** "This card cannot be nullified." */
  cannotBeNullified?: boolean;
  /** [Set]: stays in the spell area after it resolves (BF-KW[Set]). */
  set?: boolean;
  /** "You may cast any number of <this name> at the same time." */
  castTogether?: boolean;
  /** What a spell or impact does when it resolves. */
  effects?: Effect[];
  keywords?: Keyword[];
  /** [Lifelink n] (BF-KW[Lifelink]). */
  lifelink?: number;
  autos?: Auto[];
  acts?: Act[];
  conts?: Cont[];
  /** "You may buddy call using this card" (My Buddy!). */
  buddyCallWith?: boolean;
  /** "If you have fewer than four buddies in your deck, up to one of this card may be in it" (My Buddy!). */
  deckIfFewBuddies?: boolean;
}

// Builders, so card files read close to the cards (and stay plain data).
export const gauge = (n: number): Cost => ({ k: 'gauge', n });
export const life = (n: number): Cost => ({ k: 'life', n });
export const discard = (n: number): Cost => ({ k: 'discard', n });
export const opponentMonster = (extra: Partial<Filter> = {}): Filter => ({
  side: 'opponent',
  type: 'monster',
  ...extra,
});
export const anyMonster = (extra: Partial<Filter> = {}): Filter => ({ side: 'any', type: 'monster', ...extra });
export const destroy = (target: Filter): Effect => ({ k: 'destroy', target });
export const draw = (n: number): Effect => ({ k: 'draw', n });
export const gainLife = (n: number): Effect => ({ k: 'gainLife', n });
export const damage = (n: number): Effect => ({ k: 'damage', n });
export const charge = (n: number): Effect => ({ k: 'charge', n });

/** Every target filter an effect list chooses with, in the order they are chosen (depth first). */
export function targetFilters(effects: readonly Effect[]): Filter[] {
  const out: Filter[] = [];
  for (const e of effects) {
    if (e.k === 'destroy' || e.k === 'toSoul' || e.k === 'rest' || e.k === 'bounce') out.push(e.target);
    else if (e.k === 'buff' && e.target !== 'self') out.push(e.target);
    else if (e.k === 'dropToHand') out.push(...e.targets);
    else if (e.k === 'mayPay') out.push(...targetFilters(e.then));
  }
  return out;
}
