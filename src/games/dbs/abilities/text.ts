// Renders the English a player reads from the DBS skill trees (DESIGN "Cards"): what a card says and
// what the engine does come from the same data. Printed keywords without parameters come from the card
// record (`keywords`); everything else is rendered from dsl.ts nodes. Card text is never stored.
// `cardText(code)` is the full text of a card (both faces of a Leader) for `arbiter card`.
import { requireCard } from '../cards/cardPool.ts';
import type { CardRecord, Face } from '../cards/cardRecord.ts';
import type {
  CardFilter,
  Colour,
  Condition,
  Continuous,
  Cost,
  Duration,
  Effect,
  EnergyCost,
  Keyword,
  Op,
  Skill,
  StepName,
  Target,
  Trigger,
  Whose,
} from './dsl.ts';
import { printedSkills } from './registry.ts';

export const KEYWORD_NAME: Record<Keyword, string> = {
  blocker: '[Blocker]',
  critical: '[Critical]',
  doubleStrike: '[Double Strike]',
  tripleStrike: '[Triple Strike]',
  quadrupleStrike: '[Quadruple Strike]',
  dualAttack: '[Dual Attack]',
  tripleAttack: '[Triple Attack]',
  revenge: '[Revenge]',
  indestructible: '[Indestructible]',
  barrier: '[Barrier]',
  superCombo: '[Super Combo]',
  ultimate: '[Ultimate]',
  dragonBall: '[Dragon Ball]',
  victoryStrike: '[Victory Strike]',
  deflect: '[Deflect]',
  warriorOfUniverse7: '[Warrior of Universe 7]',
  wormhole: '[Wormhole]',
  anyCopies: 'You can include any number of copies of this card in your deck.',
};

const COLOUR_MARK: Record<Colour, string> = { red: 'R', blue: 'B', green: 'G', yellow: 'Y', black: 'Bk' };
const COLOUR_ORDER: readonly Colour[] = ['red', 'blue', 'green', 'yellow', 'black'];

/** "(R)(R)(R)(2)": the specified part by colour, then the rest (DBS 2-11-1). */
export function energyText(c: EnergyCost): string {
  let out = '';
  let spec = 0;
  for (const col of COLOUR_ORDER) {
    const k = c.specified[col] ?? 0;
    spec += k;
    out += `(${COLOUR_MARK[col]})`.repeat(k);
  }
  const rest = c.total - spec;
  if (rest > 0 || out === '') out += `(${rest})`;
  return out;
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function lower(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

function orMore(op: Op): string {
  return op === '>=' ? 'or more' : 'or less';
}

function plural(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? one : many;
}

function characters(names: string[]): string {
  return names.map((n) => `<${n}>`).join(' or ');
}

function durationText(d: Duration): string {
  if (d === 'nextTurn') return 'until the beginning of your next turn';
  return d === 'battle' ? 'for the duration of the battle' : d === 'game' ? 'for the rest of the game' : 'for the turn';
}

function your(whose: Whose): string {
  return whose === 'you' ? 'your' : "your opponent's";
}

/**
 * A card described by a filter: "other red «Alien» Battle card with 15000 power or less".
 * `noun` is the singular noun; `many` pluralises it.
 */
export function describe(f: CardFilter | undefined, noun = 'card', many = false): string {
  const pre: string[] = [];
  const post: string[] = [];
  if (f?.other) pre.push('other');
  if (f?.colour) pre.push(f.colour);
  if (f?.character) pre.push(characters(f.character));
  if (f?.name) pre.push(`"${f.name}"`);
  if (f?.trait) pre.push(`《${f.trait}》`);
  let base = noun;
  if (f?.type === 'battle' && noun === 'card') base = 'Battle card';
  if (f?.type === 'extra' && noun === 'card') base = 'Extra card';
  if (f?.type === 'leader' && noun === 'card') base = 'Leader card';
  if (many) base = base.endsWith('y') ? `${base.slice(0, -1)}ies` : `${base}s`;
  if (f?.powerMin !== undefined && f.powerMin === f.powerMax) post.push(`with ${f.powerMin} power`);
  else {
    if (f?.powerMax !== undefined) post.push(`with ${f.powerMax} power or less`);
    if (f?.powerMin !== undefined) post.push(`with ${f.powerMin} power or more`);
  }
  if (f?.costMax !== undefined) post.push(`with an energy cost of ${f.costMax} or less`);
  if (f?.costMin !== undefined) post.push(`whose original energy cost is ${f.costMin} or more`);
  if (f?.costAtLeastOwnersEnergy) post.push("with an energy cost equal to or larger than its owner's number of energy");
  if (f?.characterIncludes) post.push(`whose character name includes <${f.characterIncludes}>`);
  if (f?.keyword) post.push(`with ${KEYWORD_NAME[f.keyword]}`);
  if (f?.evolver) post.push('with [Evolve]');
  if (f?.nameIncludes) post.push(`with "${f.nameIncludes}" in its card name`);
  if (f?.notName) post.push(`other than "${f.notName}"`);
  if (f?.notCharacter) post.push(`other than <${f.notCharacter}>`);
  if (f?.rested === true) post.push('in Rest Mode');
  if (f?.rested === false) post.push('in Active Mode');
  if (f?.anyOf) {
    // "<<A>> card, or <<B>> card other than <C>": each alternative with the rest of the filter's words.
    const rest: CardFilter = { ...f, anyOf: undefined };
    return f.anyOf.map((sub) => describe({ ...rest, ...sub }, noun, many)).join(', or ');
  }
  return [...pre, base, ...post].join(' ');
}

// ---- conditions ----------------------------------------------------------------------------------

export function conditionText(c: Condition): string {
  switch (c.if) {
    case 'life':
      return c.whose === 'you'
        ? `your life is at ${c.n} ${orMore(c.op)}`
        : `your opponent's life is at ${c.n} ${orMore(c.op)}`;
    case 'energy':
      return `you have ${c.n} ${orMore(c.op)} ${c.colour ? `${c.colour} ` : ''}energy`;
    case 'hand':
      if (c.n === 0 && c.op === '<=' && !c.excludingThis) return 'there are no cards in your hand';
      return `you have ${c.n} ${orMore(c.op)} ${plural(c.n, 'card')} in your hand${c.excludingThis ? ' other than this card' : ''}`;
    case 'drop':
      return `there are ${c.n} ${orMore(c.op)} ${describe(c.filter, 'card', c.n !== 1 || c.op === '>=')} in your Drop Area`;
    case 'yourTurn':
      return 'it is your turn';
    case 'opponentTurn':
      return "it is your opponent's turn";
    case 'leaderIs': {
      const f = c.filter;
      const simple = Object.keys(f).every((k) => k === 'character' || k === 'trait' || k === 'colour');
      const what = simple
        ? [f.colour, f.character ? characters(f.character) : '', f.trait ? `《${f.trait}》` : '']
            .filter(Boolean)
            .join(' ')
        : `a ${describe(f)}`;
      return `${your(c.whose)} Leader Card is ${what}`;
    }
    case 'battleCount':
      if (c.n === 0 && c.op === '<=')
        return `${c.whose === 'you' ? 'you have' : 'your opponent has'} no ${describe(c.filter, 'Battle card', true)} in play`;
      return `${c.whose === 'you' ? 'you have' : 'your opponent has'} ${c.n} ${orMore(c.op)} ${describe(c.filter, 'Battle card', c.n !== 1 || c.op === '>=')} in play`;
    case 'underThis':
      return `there is a ${describe(c.filter)} under this card`;
    case 'thisRested':
      return 'this card is in Rest Mode';
    case 'thisPower':
      return `this card has ${c.n} ${orMore(c.op)} power`;
    case 'inBattleArea':
      return `you have a ${describe(c.filter)} in your Battle Area`;
    case 'dropTopColour':
      return `the card placed in your Drop Area is ${c.colour}`;
    case 'comboEmpty':
      return `${your(c.whose)} Combo Area has no cards`;
    case 'attackerPower':
      return `the attacking card has ${c.n} ${orMore(c.op)} power`;
    case 'leaderPower':
      return `${your(c.whose)} Leader Card has ${c.n} ${orMore(c.op)} power`;
    case 'inPlay':
      return `${withArticle(describe(c.filter))} is in your Leader Area or Battle Area`;
    case 'warp':
      return `there are ${c.n} ${orMore(c.op)} cards in your Warp`;
    case 'inBattleOrDrop':
      return `${withArticle(describe(c.filter))} is in your Battle Area or Drop Area`;
    case 'not':
      return c.cond.if === 'inBattleArea'
        ? `you have no ${describe(c.cond.filter)} in your Battle Area`
        : `it is not so that ${conditionText(c.cond)}`;
    case 'all':
      return c.of.map(conditionText).join(' and ');
  }
}

// ---- triggers ------------------------------------------------------------------------------------

export function triggerText(t: Trigger): string {
  switch (t.on) {
    case 'play':
      return t.via === 'union'
        ? 'When you play this card with [Union]'
        : t.via === 'overRealm'
          ? 'When you play this card using [Over Realm]'
          : t.via
            ? `When you play this card with the skill of "${t.via}"`
            : t.byCharacter
              ? `When you play this card with the skill of a <${t.byCharacter}> card`
              : t.fromHand
                ? 'When you play this card from your hand'
                : 'When you play this card';
    case 'playOther':
      return `When you play ${withArticle(describe(t.filter))}`;
    case 'evolvedInto':
      return 'When a card evolves into this card';
    case 'attacks':
      return t.vs === 'leader'
        ? "When this card attacks your opponent's Leader Card"
        : t.vs === 'battle'
          ? 'When this card attacks a Battle Card'
          : 'When this card attacks';
    case 'yourBattleCardAttacks':
      return t.vs === 'leader'
        ? "When your Battle Card attacks your opponent's Leader Card"
        : 'When your Battle Card attacks';
    case 'combo':
      return t.fromHand ? 'When you combo with this card from your hand' : 'When you combo with this card';
    case 'endOfBattleAfterCombo':
      return t.fromHand
        ? 'At the end of the battle in which you combo with this card from your hand'
        : 'At the end of the battle in which you combo with this card';
    case 'endOfBattleAfterAttack':
      return 'At the end of the battle in which this card attacks';
    case 'toDropFromBattle':
      return 'When this card is placed in the Drop Area from the Battle Area';
    case 'placedInLeaderArea':
      return 'When you place this card in the Leader Area';
    case 'kos':
      return "When this card KOs your opponent's Battle Card";
    case 'youKO': {
      const whose = t.whose === 'opponent' ? "your opponent's " : t.whose === 'you' ? 'your ' : '';
      return `When you KO ${whose ? whose + describe(t.filter, 'Battle Card') : withArticle(describe(t.filter))}`;
    }
    case 'yourBattleCardKOd':
      return `When one of your ${describe(t.filter, 'Battle Card', true)} is KO-ed`;
    case 'blocks':
      return "When you activate this card's [Blocker]";
    case 'opponentAttacks':
      return "When your opponent's card attacks";
    case 'opponentMainPhase':
      return "At the beginning of your opponent's Main Phase";
    case 'situation':
      return `When ${conditionText(t.cond)}`;
    case 'underReaches':
      return `When the number of cards under this card reaches ${t.n}`;
    case 'endOfTurn':
      return t.whose === 'you'
        ? 'At the end of your turn'
        : t.whose === 'opponent'
          ? "At the end of your opponent's turn"
          : 'At the end of the turn';
    case 'beginning': {
      const whose = t.whose === 'any' ? 'the' : t.whose === 'you' ? 'your' : "your opponent's";
      return `At the beginning of ${whose} ${STEP_NAME[t.of]}`;
    }
    case 'endOfMainPhase': {
      const whose = t.whose === 'any' ? 'the' : t.whose === 'you' ? 'your' : "your opponent's";
      return `At the end of ${whose} Main Phase`;
    }
    case 'dealDamage': {
      const who = t.byThis ? "this card's attack" : 'your attack';
      return t.after
        ? `When ${who} has dealt damage to your opponent's life`
        : `When ${who} is about to deal damage to your opponent's life`;
    }
    case 'youCombo':
      return `When you combo with ${withArticle(describe(t.filter))}`;
    case 'thisKOd':
      return 'When this card is KO-ed';
    case 'attacked':
      return 'When this card is attacked';
    case 'playedThenOpponentCombos':
      return 'When you play this card and your opponent combos during that turn';
    case 'attacksOrAttacked':
      return 'When this card attacks or is attacked';
  }
}

const STEP_NAME: Record<StepName, string> = {
  turn: 'turn',
  chargePhase: 'Charge Phase',
  mainPhase: 'Main Phase',
  offenceStep: 'Offense Step',
  defenceStep: 'Defense Step',
  damageStep: 'Damage Step',
};

function withArticle(phrase: string): string {
  return /^[AEIOUaeiou]/.test(phrase) ? `an ${phrase}` : `a ${phrase}`;
}

// ---- costs ---------------------------------------------------------------------------------------

export function costText(c: Cost): string {
  switch (c.pay) {
    case 'energy':
      return energyText(c.cost);
    case 'lifeToDrop':
      return `place ${c.n} ${plural(c.n, 'card')} from your life in your Drop Area`;
    case 'lifeToHand':
      return `add ${c.n} ${plural(c.n, 'card')} from your life to your hand`;
    case 'handToDrop':
      return `place ${c.n} ${describe(c.filter, 'card', c.n !== 1)} from your hand in your Drop Area`;
    case 'restThis':
      return 'switch this card to Rest Mode';
    case 'deckTopToDrop':
      return `place the top ${c.n} ${plural(c.n, 'card')} of your deck in your Drop Area`;
    case 'battleToDrop':
      return `place ${c.n} ${describe(c.filter, 'card', c.n !== 1)} from your Battle Area in your Drop Area`;
    case 'handUnderThis':
      return `place 1 ${describe(c.filter)} from your hand under this card`;
    case 'battleUnderThis':
      return `place 1 ${describe(c.filter)} from your Battle Area under this card`;
    case 'handEachToDrop':
      return `place 1 each of ${c.characters.map((n) => `<${n}>`).join(' and ')} from your hand in your Drop Area`;
    case 'underToDrop':
      return `place ${c.n} ${plural(c.n, 'card')} from under this card in your Drop Area`;
    case 'damageSelf':
      return `inflict ${c.n} damage to your life`;
    case 'chooseUnder':
      return `choose 1 ${describe(c.filter)} under this card`;
    case 'thisToDrop':
      return 'place this card in your Drop Area';
    case 'thisToDeckBottom':
      return 'place this card at the bottom of your deck';
    case 'thisRemoved':
      return 'remove this card from the game';
    case 'battleRemoved':
      return `remove ${c.n} of your ${describe(c.filter, 'Battle card', true)} from the game`;
    case 'restBattle':
      return `switch ${c.n} of your ${describe(c.filter, 'card', true)} to Rest Mode`;
    case 'dropAllRemoved':
      return 'remove all of your cards in the Drop Area from the game';
  }
}

function costsText(cs: Cost[]): string {
  const energy = cs.filter((c) => c.pay === 'energy').map(costText);
  const rest = cs.filter((c) => c.pay !== 'energy').map(costText);
  return [...energy, ...(rest.length ? [cap(rest.join(', and '))] : [])].join(' ');
}

// ---- targets and effects -------------------------------------------------------------------------

function zoneNoun(t: Extract<Target, { t: 'choose' | 'all' }>): string {
  return t.zone === 'energy' ? 'energy card' : t.zone === 'combo' ? 'card' : 'Battle card';
}

/**
 * A verb phrase applied to a target: "KO it" after "Choose up to 1 of … and", or "KO this card".
 * Returns a full sentence.
 */
function targeted(t: Target, verb: (obj: string) => string): string {
  switch (t.t) {
    case 'this':
      return `${cap(verb('this card'))}.`;
    case 'yourLeader':
      return `${cap(verb('your Leader Card'))}.`;
    case 'it':
      return `${cap(verb('that card'))}.`;
    case 'attacker':
      return `${cap(verb('the attacking card'))}.`;
    case 'costChoice':
      return `${cap(verb('the chosen card'))}.`;
    case 'played':
      return `${cap(verb('the Battle Card played'))}.`;
    case 'choose': {
      // 99: "any number of" (more than any area holds).
      const n = t.n >= 99 ? 'any number' : t.upTo ? `up to ${t.n}` : `${t.n}`;
      let what =
        t.zone === 'combo'
          ? `${n} ${describe(t.filter, 'card', t.n !== 1)} in ${your(t.whose)} Combo Area`
          : `${n} of ${your(t.whose)} ${describe(t.filter, zoneNoun(t), true)}`;
      // "this card or 1 of your Battle Cards" already names the Leader when this card is it.
      if (t.zone === 'battleOrLeader' && !t.orThis) what = `${what} or ${your(t.whose)} Leader Card`;
      if (t.orThis) what = `this card or ${what}`;
      return `Choose ${what} and ${verb(t.n === 1 ? 'it' : 'them')}.`;
    }
    case 'all': {
      const noun = describe(t.filter, zoneNoun(t), true);
      const whose = t.whose === 'both' ? `all ${noun} of both players` : `all of ${your(t.whose)} ${noun}`;
      const where = t.zone === 'battleAndCombo' ? ' in the Battle Area and Combo Area' : '';
      return `${cap(verb(whose + where))}.`;
    }
  }
}

function effectsText(es: Effect[]): string {
  return es.map(effectText).join(' ');
}

/**
 * The effects after "If …, " or "If you do, ": one sentence, so the condition plainly covers all of them
 * ("If you do, KO it, then draw 1 card.").
 */
function clause(es: Effect[]): string {
  return `${es.map((e) => lower(effectText(e)).replace(/\.$/, '')).join(', then ')}.`;
}

export function effectText(e: Effect): string {
  switch (e.do) {
    case 'draw':
      return `Draw ${e.upTo ? 'up to ' : ''}${e.n} ${plural(e.n, 'card')}.`;
    case 'power': {
      let by = `${e.n >= 0 ? '+' : ''}${e.n} power`;
      if (e.perEnergy) by += ' for every card in your Energy Area';
      if (e.perDrop) by += ` for every ${describe(e.perDrop)} in your Drop Area`;
      return targeted(e.target, (o) => `give ${o} ${by} ${durationText(e.until)}`);
    }
    case 'comboPower':
      return targeted(e.target, (o) => `give ${o} +${e.n} combo power`);
    case 'grant':
      return targeted(e.target, (o) => `${o} gains ${KEYWORD_NAME[e.keyword]} ${durationText(e.until)}`).replace(
        /^Choose (.*) and (it|them) gains/,
        (_m, what: string, pro: string) => `Choose ${what}; ${pro} ${pro === 'it' ? 'gains' : 'gain'}`,
      );
    case 'grantAttackActive':
      return targeted(e.target, (o) => `${o} can attack Battle Cards in Active Mode ${durationText(e.until)}`);
    case 'ko':
      return targeted(e.target, (o) => `KO ${o}`);
    case 'rest':
      return targeted(e.target, (o) => `switch ${o} to Rest Mode`);
    case 'activeMode':
      return targeted(e.target, (o) => `switch ${o} to Active Mode`);
    case 'toHand':
      return targeted(e.target, (o) => `return ${o} to its owner's hand`);
    case 'toDrop':
      return targeted(e.target, (o) => `place ${o} in the Drop Area`);
    case 'thisToDrop':
      return 'Place this card in the Drop Area.';
    case 'search':
      return searchText(e);
    case 'koTotal': {
      const stat = e.stat === 'power' ? 'total power' : 'total energy cost';
      return `Choose any number of your opponent's ${describe(e.filter, 'Battle card', true)} with a ${stat} of ${e.max} or less and KO them.`;
    }
    case 'koAfterBattle':
      return 'KO the attacked card after the battle.';
    case 'standAfterBattle':
      return 'Switch this card to Active Mode after the battle.';
    case 'playThisAndGuard':
      return 'Play this card from your hand and change the target of the attack to this card.';
    case 'lifeToHand':
      return `Add ${e.n} ${plural(e.n, 'card')} from your life to your hand.`;
    case 'toDeckBottom':
      return targeted(e.target, (o) => `place ${o} at the bottom of its owner's deck`);
    case 'toDeckTop':
      return targeted(
        e.target,
        (o) => `place ${o} on top of its owner's deck, and all cards under it in the Drop Area`,
      );
    case 'forceOpponentPlay':
      return 'Your opponent reveals their hand. Choose up to 1 Battle Card in it; your opponent plays it in Rest Mode.';
    case 'noStandNextCharge':
      return targeted(
        e.target,
        (o) => `${o} cannot be switched to Active Mode during their owner's next Charge Phase`,
      ).replace(
        /^Choose (.*) and (it|them) cannot/,
        (_m, what: string, pro: string) => `Choose ${what}; ${pro === 'them' ? 'they' : 'it'} cannot`,
      );
    case 'cannotAttack':
      return targeted(e.target, (o) => `${o} cannot attack ${durationText(e.until)}`).replace(
        /^Choose (.*) and (it|them) cannot/,
        (_m, what: string, pro: string) => `Choose ${what}; ${pro} cannot`,
      );
    case 'opponentKOs':
      return `Your opponent chooses ${e.n} of their Battle Cards and KO-s ${e.n === 1 ? 'it' : 'them'}.`;
    case 'fromWarp':
      return `Choose up to ${e.pick} ${describe(e.filter, 'card', e.pick !== 1)} in your Warp and add ${e.pick === 1 ? 'it' : 'them'} to your hand.`;
    case 'fromDrop': {
      const what = `up to ${e.pick} ${describe(e.filter, 'card', e.pick !== 1)} from your Drop Area`;
      if (e.to === 'hand') return `Choose ${what} and add ${e.pick === 1 ? 'it' : 'them'} to your hand.`;
      if (e.to === 'play') return `Choose ${what} and play ${e.pick === 1 ? 'it' : 'them'}.`;
      if (e.to === 'combo') return `Choose ${what} and combo with ${e.pick === 1 ? 'it' : 'them'}.`;
      return `Choose ${what} and play it on top of this card in Active Mode, as an evolution.`;
    }
    case 'deckTopToEnergy':
      return `Place the top ${e.n} ${plural(e.n, 'card')} of your deck in your Energy Area.`;
    case 'handToEnergy':
      return `Choose up to ${e.n} ${plural(e.n, 'card')} from your hand and place ${e.n === 1 ? 'it' : 'them'} in your Energy Area.`;
    case 'deckTopToDrop': {
      const n = e.upTo ? `up to ${e.n}` : `${e.n}`;
      const first = e.upTo
        ? `You may place ${n} ${plural(e.n, 'card')} from the top of your deck in your Drop Area.`
        : `Place the top ${e.n} ${plural(e.n, 'card')} of your deck in your Drop Area.`;
      if (e.thenIfAmong)
        return `${first} If there was 1 or more ${describe(e.thenIfAmong.filter)} among them, ${clause(e.thenIfAmong.then)}`;
      return e.thenIfRed ? `${first} If a red card was placed, ${clause(e.thenIfRed)}` : first;
    }
    case 'deckTopUnder': {
      if (e.untilCount !== undefined)
        return `Place cards from the top of your deck under your "${e.name}" until there are ${e.untilCount} cards under it.`;
      return `${e.upTo ? 'You may place' : 'Place'} ${e.upTo ? 'up to ' : ''}${e.n} ${plural(e.n, 'card')} from the top of your deck under your "${e.name}".`;
    }
    case 'damage':
      return `Inflict ${e.n} damage to ${e.whose === 'you' ? 'your' : "your opponent's"} life.`;
    case 'negateAttack':
      return 'Negate the attack.';
    case 'discard': {
      const who = e.whose === 'both' ? 'Each player' : e.whose === 'you' ? 'You' : 'Your opponent';
      const their = e.whose === 'you' ? 'your' : 'their';
      if (e.keep !== undefined)
        return `${who} ${e.whose === 'you' ? 'place' : 'places'} cards from ${their} hand in the Drop Area until ${e.whose === 'you' ? 'you have' : 'they have'} ${e.keep} left.`;
      if (e.random && e.upTo)
        return `Choose up to ${e.n} ${plural(e.n, 'card')} at random from ${e.whose === 'you' ? 'your' : "your opponent's"} hand and place ${e.n === 1 ? 'it' : 'them'} in the Drop Area.`;
      if (e.random)
        return `Place ${e.n} random ${plural(e.n, 'card')} from ${e.whose === 'you' ? 'your' : "your opponent's"} hand in the Drop Area.`;
      if (e.chooser === 'you')
        return `Choose ${e.n} ${plural(e.n, 'card')} from your opponent's hand and place ${e.n === 1 ? 'it' : 'them'} in the Drop Area.`;
      return `${who} ${e.whose === 'you' ? 'choose' : 'chooses'} ${e.n} ${plural(e.n, 'card')} from ${their} hand and ${e.whose === 'you' ? 'place' : 'places'} ${e.n === 1 ? 'it' : 'them'} in the Drop Area.`;
    }
    case 'bothBattleToDrop':
      return `Each player chooses ${e.n} ${plural(e.n, 'card')} in their Battle Area and places ${e.n === 1 ? 'it' : 'them'} in the Drop Area.`;
    case 'playThis':
      return e.rested ? 'Play this card in Rest Mode.' : 'Play this card.';
    case 'tokens':
      return `Play ${e.n} "${e.name}" ${plural(e.n, 'token')} (Battle, ${e.power} power${e.comboPower !== undefined ? `, ${e.comboPower} combo power, ${e.comboCost ?? 0} combo cost` : ''}).`;
    case 'may':
      return `You may ${lower(costsText(e.cost))}. If you do, ${clause(e.then)}`;
    case 'opponentMay':
      return `Your opponent may ${lower(costsText(e.cost)).replace(/\byour\b/g, 'their')}. If they don't, ${clause(e.otherwise)}`;
    case 'ifThen':
      return `If ${conditionText(e.cond)}, ${clause(e.then)}`;
    case 'allowAwakenAnyLife':
      return "For the turn, you may activate your Leader Card's [Awaken] even if your life is at 5 or more.";
    case 'flipThis':
      return 'Flip this card over.';
    case 'gainSkillsOfCostChoice':
      return `This card gains all the skills of the chosen card ${durationText(e.until)}.`;
    case 'playedRested':
      return 'The Battle Card played is played in Rest Mode.';
    case 'playedTo':
      return `The Battle Card played is placed ${SEND_TO_TEXT[e.to]} instead.`;
    case 'playFromHand': {
      const n = `${e.upTo ? 'up to ' : ''}${e.pick}`;
      const neg = e.negate
        ? ` ${e.pick === 1 ? 'Its skills are' : 'Their skills are'} negated ${durationText(e.negate)}.`
        : '';
      return `Choose ${n} ${describe({ ...e.filter, type: 'battle' }, 'card', e.pick !== 1)} from your hand and play ${e.pick === 1 ? 'it' : 'them'}.${neg}`;
    }
    case 'negateThisSkill':
      return `Negate this skill ${durationText(e.until)}.`;
    case 'eachToDeckBottom':
      return "Choose up to 1 card each from your opponent's Battle Area (Battle Cards only), Energy Area, life and hand, and place them at the bottom of their owner's deck in any order.";
    case 'playFromDeckOrDrop':
      return `Choose your deck or your Drop Area. Choose up to ${e.pick} ${describe(e.filter, 'card', e.pick !== 1)} from the chosen area and play ${e.pick === 1 ? 'it' : 'them'}. If you chose your deck, shuffle it.`;
    case 'negateSkills':
      return targeted(e.target, (o) => `negate the skills of ${o} ${durationText(e.until)}`);
    case 'chooseX':
      return `Choose ${e.n}: ${e.options.map((o) => `・${effectsText(o)}`).join(' ')}`;
    case 'negateBlocker':
      return 'Negate [Blocker].';
    case 'negateCounter':
      return 'Negate [Counter].';
    case 'topCardTo': {
      const top = (o: string) => `only ${o === 'it' ? 'its' : o === 'them' ? 'their' : `${o}'s`} top card`;
      const move = (o: string) =>
        e.to === 'hand' ? `return ${top(o)} to its owner's hand` : `place ${top(o)} in the Drop Area`;
      return `${targeted(e.target, move)} The card under it stays, in the same position and with the same power changes.`;
    }
    case 'nameNumber':
      return `Name a number ${e.max === undefined ? 'of 1 or more' : e.upTo ? `up to ${e.max}` : `from 1 to ${e.max}`}, then do the following that many times: ${effectsText(e.then)}`;
    case 'drawUntil':
      return `Draw cards until you have ${e.n} cards in your hand.`;
    case 'toEnergy':
      return targeted(e.target, (o) => `place ${o} in its owner's Energy Area${e.rested ? ' in Rest Mode' : ''}`);
    case 'lifeToEnergy':
      return `Choose ${e.n} ${plural(e.n, 'card')} in your life and place ${e.n === 1 ? 'it' : 'them'} in your Energy Area.`;
    case 'atEndOfTurn':
      return `At the end of that turn, ${clause(e.effects)}`;
    case 'loseGame':
      return 'You lose the game.';
    case 'cannotLoseThisTurn':
      return 'Until the end of the turn, you cannot lose the game and your opponent cannot win it.';
    case 'thisRemoved':
      return 'Remove this card from the game.';
    case 'resetToDecks':
      return `Negate the skills of all other Battle Cards, then return all cards in both players' hands and all other Battle Cards to their owners' decks (cards under them go to the Drop Area). Both players shuffle their decks, then draw ${e.draw} cards.`;
    case 'opponentHandToDeckTop':
      return `Your opponent chooses as many cards from their hand as they have ${describe(e.count, 'Battle card', true)} in their Battle Area, and places them on top of their deck in any order.`;
    case 'negateAttackerKeyword':
      return `Choose 1 keyword skill of the attacking card and negate it ${durationText(e.until)}.`;
    case 'revealBottomPlay':
      return `Reveal the bottom card of your deck. If it is ${withArticle(describe({ ...e.filter, type: 'battle' }))}, play it and negate its [Activate] skills for the rest of the game; otherwise it stays at the bottom of your deck.`;
    case 'swapPlay':
      return `Play up to 1 ${describe({ ...e.filter, type: 'battle' })} with an energy cost of ${e.x} from your hand, then return this card to your hand.`;
  }
}

function searchText(e: Extract<Effect, { do: 'search' }>): string {
  const where =
    e.look === 0
      ? 'your deck'
      : e.lookUpTo
        ? `up to ${e.look} cards from the top of your deck`
        : `the top ${e.look} cards of your deck`;
  const first = e.look === 0 ? '' : `Look at ${where}. `;
  const n = `${e.upTo ? 'up to ' : ''}${e.pick}`;
  const names = (e.filter.character ?? []).map((c) => `<${c}>`).join(' and ');
  const others = describe({ ...e.filter, character: undefined }, 'card').replace(/^card ?/, '');
  const found = e.pickEach
    ? `up to 1 each of ${names}${others ? ` ${others}` : ''}`
    : `${n} ${describe(e.filter, 'card', e.pick !== 1)}`;
  const what = `${found}${e.look === 0 ? ' from your deck' : ' among them'}`;
  const pro = e.pick === 1 ? 'it' : 'them';
  const via = e.via ? ` (it is played with the skill of "${e.via}")` : '';
  let put: string;
  switch (e.to) {
    case 'hand':
      put = `add ${pro} to your hand`;
      break;
    case 'play':
      put = `play ${pro}${via}`;
      break;
    case 'playRested':
      put = `play ${pro} in Rest Mode`;
      break;
    case 'combo':
      put = `combo with ${pro}`;
      break;
    case 'battleActive':
      put = `place ${pro} in your Battle Area in Active Mode`;
      break;
    case 'activateField':
      put = `place ${pro} in your Battle Area and activate its [Field]`;
      break;
    case 'evolveThis':
      put = `evolve this card into ${pro}`;
      break;
    case 'absorbThis':
      put = `place ${pro} on top of this card`;
      break;
  }
  const rest =
    e.rest === 'drop'
      ? ' Place the rest in your Drop Area.'
      : e.rest === 'bottom'
        ? ' Place the rest at the bottom of your deck in any order.'
        : ' Shuffle your deck.';
  return `${first}Choose ${what} and ${put}.${rest}`;
}

const SEND_TO_TEXT = {
  hand: "in its owner's hand",
  drop: "in its owner's Drop Area",
  deckBottom: "at the bottom of its owner's deck",
  warp: "in its owner's Warp",
} as const;

// ---- continuous ----------------------------------------------------------------------------------

export function continuousText(c: Continuous): string {
  switch (c.cont) {
    case 'power': {
      const who =
        c.target === 'this'
          ? 'this card gets'
          : c.target === 'thisAndLeader'
            ? 'this card and your Leader Card get'
            : c.target === 'thisAndAllYourBattle'
              ? `this card and all of your ${describe(c.filter, 'Battle card', true)} get`
              : `all of your ${describe(c.filter, 'Battle card', true)} get`;
      return `${who} +${c.n} power`;
    }
    case 'keyword': {
      const who =
        c.target === 'this'
          ? 'this card gains'
          : c.target === 'thisAndAllYourBattle'
            ? `this card and all of your ${describe(c.filter, 'Battle card', true)} gain`
            : `all of your ${describe(c.filter, 'Battle card', true)} gain`;
      return `${who} ${KEYWORD_NAME[c.keyword]}`;
    }
    case 'cannotAttackBattle':
      return c.powerMin === undefined
        ? 'this card cannot attack Battle Cards'
        : `this card cannot attack Battle Cards with ${c.powerMin} or more power`;
    case 'canAttackActive':
      return 'this card can attack Battle Cards in Active Mode';
    case 'cannotBeAttackedByLeader':
      return "this card cannot be attacked by your opponent's Leader Card";
    case 'cannotBeKOdInBattle':
      return 'this card cannot be KO-ed in battle';
    case 'cannotBeKOd':
      return 'this card cannot be KO-ed';
    case 'cannotBeKOdBySkills':
      return "this card cannot be KO-ed by your opponent's skills";
    case 'cannotAttack':
      return 'this card cannot attack';
    case 'handGainsEvolve':
      return `each ${describe(c.filter)} in your hand gains [Evolve] ${energyText(c.cost)} : ${describe(c.onto).replace(/ card$/, '')}`;
    case 'opponentsGainInItsBattle':
      return `all of your opponent's Battle Cards gain ${KEYWORD_NAME[c.keyword]} for the duration of this card's battle`;
    case 'untouchableBySkills':
      return "your opponent's skills cannot KO this card, nor make it leave the Battle Area";
    case 'noCounterNoBlocker':
      return "your opponent cannot activate [Counter] against this card's attack, nor [Blocker] during it";
    case 'costReduction':
      // The reduction is the card's own [Permanent]: it holds in the hand and in the Battle Area alike.
      return `reduce the energy cost of this card in your hand or Battle Area by ${c.n}`;
    case 'freePlay':
      return 'you may play this card from your hand without paying its energy cost';
    case 'gainColours':
      return `your ${describe(c.filter, 'card', true)} in all areas are also ${c.colours.slice(0, -1).join(', ')}${c.colours.length > 1 ? ' and ' : ''}${c.colours[c.colours.length - 1]}`;
    case 'protect':
      return `your opponent cannot attack your ${describe(c.filter, 'card', true)}`;
    case 'leaderMayAwaken':
      return "if your opponent's life is at 4 or less, your Leader Card can activate [Awaken] whatever your own life";
    case 'handImmuneToLeader':
      return `your hand is not affected by your <${c.character}> Leader Card's skills`;
    case 'handCostReduction':
      return `reduce the energy costs of all ${describe(c.filter, 'card', true)} in your hand by ${c.n}`;
    case 'replaceKO':
      return `if this card would be KO-ed, you may ${lower(costsText(c.cost))} instead`;
    case 'replaceDamage':
      return `if damage is inflicted to your life, ${c.optional ? 'you may ' : ''}place ${c.per} cards from the top of your deck in your Drop Area instead, for each damage`;
    case 'tokensCombo':
      return `all of your ${describe(c.filter, 'token', true)} can combo even in Rest Mode. They gain combo cost ${c.comboCost} and ${c.comboPower} combo power`;
  }
}

// ---- skills --------------------------------------------------------------------------------------

const COUNTER_NAME = { play: 'Play', attack: 'Attack', counter: 'Counter' };

function modifierText(sk: { sparking?: number; burst?: number }): string {
  return `${sk.sparking !== undefined ? ` [Sparking ${sk.sparking}]` : ''}${sk.burst !== undefined ? ` [Burst ${sk.burst}]` : ''}`;
}

export function renderSkill(sk: Skill): string {
  switch (sk.kind) {
    case 'auto': {
      const once = `${sk.once ? ' [Once per Turn]' : ''}${modifierText(sk)}`;
      const cond = sk.cond ? `, if ${conditionText(sk.cond)}` : '';
      return `[Auto]${once} ${triggerText(sk.when)}${cond}: ${effectsText(sk.effect)}`;
    }
    case 'activate': {
      const head = `[Activate: ${sk.timing === 'main' ? 'Main' : 'Battle'}]${sk.once ? ' [Once per Turn]' : ''}${modifierText(sk)}`;
      const costs = sk.cost.length ? ` ${costsText(sk.cost)} :` : '';
      const body = sk.cond ? `If ${conditionText(sk.cond)}, ${clause(sk.effect)}` : effectsText(sk.effect);
      return `${head}${costs} ${body}`;
    }
    case 'permanent': {
      const body = continuousText(sk.effect);
      return `[Permanent] ${sk.cond ? `If ${conditionText(sk.cond)}, ${body}` : cap(body)}.`;
    }
    case 'counter': {
      const costs = sk.cost.length ? ` ${costsText(sk.cost)} :` : '';
      const kind = sk.battleCardOnly ? 'Battle Card Attack' : COUNTER_NAME[sk.on];
      return `[Counter: ${kind}]${costs} ${effectsText(sk.effect)}`;
    }
    case 'awaken':
      return `[Awaken] When ${conditionText(sk.cond)} : ${sk.effect.length ? `You may ${clause(sk.effect).replace(/\.$/, '')} and flip this card over.` : 'Flip this card over.'}`;
    case 'evolve': {
      const name = { evolve: 'Evolve', exEvolve: 'EX-Evolve', xenoEvolve: 'Xeno-Evolve' }[sk.variant];
      // [EX-Evolve] may add other costs, and may cost no energy at all (BT3-059).
      const price = [
        ...(sk.cost.total > 0 ? [energyText(sk.cost)] : []),
        ...(sk.extra ?? []).map((c) => cap(costText(c))),
      ];
      return `[${name}]${price.length ? ` ${price.join(', ')}` : ''} : ${describe(sk.onto)}`.replace(/ card$/, '');
    }
    case 'field':
      return '[Field] (Place this card in the Battle Area; it stays until you activate another [Field].)';
    case 'unionPotara':
      return `[Union-Potara] ${energyText(sk.cost)} : <${sk.characters[0]}> and <${sk.characters[1]}>`;
    case 'unionAbsorb':
      return `[Union-Absorb] ${costsText(sk.cost)} : Choose up to 1 ${describe(sk.filter)} from your deck and place it on top of this card. Shuffle your deck.`;
    case 'unionFusion':
      return `[Union-Fusion] ${energyText(sk.cost)} : ${sk.characters.map((c) => `<${c}>`).join(' and ')} (Place 1 each of them with the same power from your hand in your Drop Area and play this card.)`;
    case 'overRealm': {
      const name = sk.dark ? 'Dark Over Realm' : 'Over Realm';
      const what = sk.dark ? `${sk.x} or more black cards` : `${sk.x} or more cards`;
      const end = sk.dark ? '' : ' At the end of that turn, send this card from the Battle Area to your Warp.';
      // An [Over Realm] with no skill cost prints none (BT3-110).
      const price = sk.cost.total > 0 ? ` ${energyText(sk.cost)}` : '';
      return `[${name} ${sk.x}]${price} (With ${what} in your Drop Area, send all cards in your Drop Area to your Warp to play this card.${end} [Over Realm] and [Dark Over Realm] together once per turn.)`;
    }
    case 'swap': {
      const costs = sk.cost.length ? ` ${costsText(sk.cost)} :` : '';
      return `[Swap ${sk.x}]${costs} ${describe({ ...sk.filter, type: 'battle' })} with an energy cost of ${sk.x} (Play up to 1 of it from your hand, then return this card to your hand.)`;
    }
    case 'wish': {
      const costs = sk.cost.length ? ` ${costsText(sk.cost)}` : '';
      const body = sk.effect.length
        ? `${clause(sk.effect).replace(/\.$/, '')} and flip this card over.`
        : 'Flip this card over.';
      return `[Wish] When ${conditionText(sk.cond)}${costs} : ${cap(body)}`;
    }
    case 'negated':
      return `(negated) ${renderSkill(sk.skill)}`;
    case 'counterCostReduction':
      return `[Permanent] When activating this card's [Counter], if ${conditionText(sk.cond)}, you may ${costText(sk.cost)}. If you do, reduce the energy cost of this card by ${sk.n} for the turn.`;
  }
}

/** The printed skills of a card face, one string each. */
export function renderSkills(code: string, back = false): string[] {
  return printedSkills(code, back).map(renderSkill);
}

function faceText(r: CardRecord, face: Face, back: boolean): string[] {
  const lines: string[] = [];
  const bits: string[] = [r.colour, r.type === 'leader' ? `Leader (${back ? 'back' : 'front'})` : cap(r.type)];
  if (face.power !== undefined) bits.push(`power ${face.power}`);
  if (!back && r.energyCost) bits.push(`energy cost ${energyText(r.energyCost)}`);
  if (!back && r.comboPower != null) bits.push(`combo power ${r.comboPower}`);
  if (!back && r.comboCost != null) bits.push(`combo cost ${r.comboCost}`);
  lines.push(`${face.name}  [${r.code}]`);
  lines.push(`  ${bits.join(' · ')}`);
  const tags: string[] = [];
  if (face.characters?.length) tags.push(`character ${face.characters.map((c) => `<${c}>`).join('/')}`);
  if (face.traits?.length) tags.push(`special trait ${face.traits.map((t) => `《${t}》`).join('/')}`);
  if (face.era) tags.push(`era ${face.era}`);
  if (tags.length) lines.push(`  ${tags.join(' · ')}`);
  for (const k of face.keywords) lines.push(`  ${KEYWORD_NAME[k]}`);
  for (const t of renderSkills(r.code, back)) lines.push(`  ${t}`);
  return lines;
}

/** The full text of a card by number: characteristics, keywords and rendered skills, both faces. */
export function cardText(code: string): string {
  const r = requireCard(code);
  const lines = faceText(r, r, false);
  if (r.back) lines.push(...faceText(r, r.back, true));
  return lines.join('\n');
}

/** Kept for callers of the first version: the card name and its rendered skills. */
export function renderCard(code: string): string {
  return cardText(code);
}
