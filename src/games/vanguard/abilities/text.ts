// Renders the English a player reads from an ability tree. Card text is never stored: this is the
// only card text Arbiter has, so what a card says and what it does come from the same data.
import {
  type Ability,
  type CardFilter,
  type Condition,
  type ContinuousEffect,
  type Cost,
  type Count,
  type Effect,
  type Gate,
  gatesOf,
  type Label,
  type Target,
  type Trigger,
} from './dsl.ts';

const NUMBER = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
const ORDINAL = ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth'];

function signed(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}

function unitsDescribed(f: CardFilter | undefined, noun: string): string {
  const parts: string[] = [];
  if (f?.other) parts.push('other');
  if (f?.gradeMin !== undefined && f.gradeMin === f.gradeMax) parts.push(`grade ${f.gradeMin}`);
  else {
    if (f?.gradeMax !== undefined) parts.push(`grade ${f.gradeMax} or less`);
    if (f?.gradeMin !== undefined) parts.push(`grade ${f.gradeMin} or greater`);
  }
  if (f?.nation) parts.push(f.nation); // VG2 2.15.2
  if (f?.clan) parts.push(`«${f.clan}»`);
  if (f?.race) parts.push(`<${f.race}>`); // VG2 2.3.1.2
  if (f?.sentinel) parts.push('Sentinel'); // VG2 11.9.2: such cards are "Sentinels"
  if (f?.prison) parts.push('Prison'); // VGD 17.5.1.1
  let s = [...parts, noun].join(' ');
  if (f?.frontRow) s += ' in the front row';
  if (f?.backRow) s += ' in the back row';
  if (f?.gradeAtMostVanguard) s += ' with grade less than or equal to your vanguard';
  if (f?.name) s += ` named "${f.name}"`;
  if (f?.nameIncludes) s += ` with "${f.nameIncludes}" in its name`;
  if (f?.withKeyword) s += ` with "${gateText(f.withKeyword)}"`;
  // VGD 14.42: "overDress" keeps its capital D.
  if (f?.withAbility)
    s += ` with the ${f.withAbility === 'overDress' ? 'overDress' : LABEL[f.withAbility].toLowerCase()} ability`;
  if (f?.withEffect) s += ` with "${f.withEffect === 'rescue' ? 'Rescue' : 'Dominate'}"`;
  if (f?.canLegionWith) s += ` that can legion with "${f.canLegionWith}"`;
  if (f?.sameColumn) s += ' in the same column as this unit';
  return s;
}

/** "1st", "2nd", "3rd", "4th". */
function nth(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** The keyword as printed after the ability's icons: "Limit Break 4", "Brave", "Wave-3rd time only". */
function gateText(g: Gate): string {
  switch (g.kw) {
    case 'unite':
      return 'Unite (if you have called two or more cards to (RC) or (GC) this turn)';
    case 'darkness':
      return 'Darkness (if cards have been put into your soul this turn other than by riding)';
    case 'homare':
      return 'Homare (you can pay the cost of only one Homare ability each turn)';
    case 'limitBreak':
      return `Limit Break ${g.n}`;
    case 'brave':
      return 'Brave';
    case 'oracle':
      return 'Oracle';
    case 'ritual':
      return `Ritual ${g.n}`;
    case 'thunderstrike':
      return `Thunderstrike ${g.n}`;
    case 'wave': {
      // As printed: "Wave-4th time only", "Wave-1st or 2nd time", "Wave-3rd time or more", "Wave-1st time or 4th time or more".
      const listed = g.times.map(nth).join(' or ');
      if (g.orMore === undefined) return `Wave-${listed} time${g.times.length === 1 ? ' only' : ''}`;
      return `Wave-${listed ? `${listed} time or ` : ''}${nth(g.orMore)} time or more`;
    }
    case 'darkDevice':
      return 'Dark Device';
    case 'shinkenHissatsu':
      return 'Shinken Hissatsu';
    case 'generationBreak':
      return `Generation Break ${g.n}`;
    case 'seekMate':
      return "Seek Mate (if this unit has never been in a legion state, and your opponent's vanguard is grade 3 or greater)";
  }
}

/** "a «Royal Paladin» vanguard", "an «Aqua Force» vanguard", "a unit" (a "you" sound). */
function withArticle(phrase: string): string {
  if (phrase.startsWith('other ')) return `another ${phrase.slice(6)}`; // "another «Nova Grappler» unit"
  return /^[«"<]?(?![Uu]ni)[AEIOUaeiou]/.test(phrase) ? `an ${phrase}` : `a ${phrase}`;
}

function countText(c: Count): string {
  if (c.of === 'imprisoned') return "the number of your opponent's cards imprisoned in your Prison"; // VGD 17.5
  if (c.of === 'battle') return 'the number of this battle in the turn';
  if (c.of === 'boundByThisEffect') return 'the number of cards bound by this effect';
  if (c.of === 'remembered') return `the ${c.what} it had on the field`;
  if (c.of === 'power') return c.unit === 'this' ? "this unit's Power" : "your vanguard's Power";
  if (c.of === 'original') {
    const stat = { power: 'Power', critical: 'Critical', grade: 'grade' }[c.what];
    return `${c.unit === 'this' ? 'this unit' : 'your vanguard'}'s original ${stat}`;
  }
  const whose = c.whose === 'you' ? 'your' : "your opponent's";
  if (c.of === 'hand') return `the number of cards in ${whose} hand`;
  if (c.of === 'damage') return `the number of cards in ${whose} damage zone`;
  if (c.of === 'soul') return `the number of cards in ${whose} soul`;
  if (c.of === 'drop') return `the number of ${unitsDescribed(c.filter, 'cards')} in ${whose} drop zone`;
  if (c.of === 'bind') return `the number of ${unitsDescribed(c.filter, 'cards')} in ${whose} bind zone`;
  if (c.of === 'locked') return `the number of locked cards ${whose === 'your' ? 'you have' : 'your opponent has'}`;
  return `the number of ${whose} ${unitsDescribed(c.filter, 'rear-guards')}`;
}

/** "for each card in your soul", "for each of your «X» rear-guards" (VG2 12.6). */
function forEachText(c: Count): string {
  if (c.of === 'imprisoned') return "for each of your opponent's cards imprisoned in your Prison"; // VGD 17.5
  if (c.of === 'remembered') return `equal to ${countText(c)}`;
  if (c.of === 'battle') return 'for each battle this turn';
  if (c.of === 'boundByThisEffect') return 'for each card bound by this effect';
  if (c.of === 'power' || c.of === 'original') return `equal to ${countText(c)}`;
  const whose = c.whose === 'you' ? 'your' : "your opponent's";
  if (c.of === 'hand') return `for each card in ${whose} hand`;
  if (c.of === 'damage') return `for each card in ${whose} damage zone`;
  if (c.of === 'soul') return `for each card in ${whose} soul`;
  if (c.of === 'drop') return `for each ${unitsDescribed(c.filter, 'card')} in ${whose} drop zone`;
  if (c.of === 'bind') return `for each ${unitsDescribed(c.filter, 'card')} in ${whose} bind zone`;
  if (c.of === 'locked') return `for each locked card ${whose === 'your' ? 'you have' : 'your opponent has'}`;
  return `for each of ${whose} ${unitsDescribed(c.filter, 'rear-guards')}`;
}

const ZONE_NAME = { hand: 'hand', soul: 'soul', drop: 'drop zone' } as const;

/** VGD 14.42.1.1, 6.7: "[overDress]-(unit condition)" with what it lets the player do. */
function overDressText(on: CardFilter): string {
  return `[overDress]-${unitsDescribed(on, 'unit')} (in your main phase, you may put this card from your hand onto such a rear-guard of yours instead of calling it; that unit stays under it as its originalDress)`;
}

/** "during the battle this unit attacked" / "… is boosted". */
function cond2battle(role: 'attacking' | 'boosted'): string {
  return role === 'attacking' ? 'during the battle this unit attacked' : 'during the battle this unit is boosted';
}

export function conditionText(c: Condition): string {
  switch (c.if) {
    case 'thisIs':
      return c.state === 'successful' ? 'this unit is successful' : 'this unit is in harmony';
    case 'vanguardIs':
      return `you have ${withArticle(unitsDescribed(c.filter, 'vanguard'))}`;
    case 'soulHas':
      return `you have ${withArticle(unitsDescribed(c.filter, 'card'))} in your soul`;
    case 'yourTurn':
      return 'it is your turn';
    case 'noCardsIn':
      return `you have no cards in your ${ZONE_NAME[c.zone]}`;
    case 'is':
      return `${c.unit === 'this' ? 'this unit' : 'your vanguard'} is ${c.state}`;
    case 'inLegion':
      return c.thisTurn ? 'this unit is in legion, and it became in legion this turn' : 'this unit is in legion';
    case 'all':
      return c.of.map(conditionText).join(', and if ');
    case 'noOtherUnit':
      return `you have no other ${unitsDescribed(c.filter, 'vanguard or rear-guard')}`;
    case 'revealedIsDeclared':
      return `the revealed card has the declared ${c.what === 'name' ? 'card name' : 'grade'}`;
    case 'calledByThis':
      return 'you called';
    case 'wentSecond':
      return 'you went second';
    case 'inFinalRush':
      return 'you are in "Final Rush"';
    case 'personaRodeThisTurn':
      return 'you persona rode this turn';
    case 'inBattleAs':
      return cond2battle(c.role);
    case 'inOverDress':
      return 'this unit is in the overDress state';
    case 'compare': {
      if (c.left.of === 'battle' && typeof c.right === 'number') {
        // The comparison as the engine makes it: "the third battle or later" is >= 3, "earlier than the third" < 3.
        const nthBattle = `the ${ORDINAL[c.right] ?? nth(c.right)} battle of the turn`;
        return {
          '>=': `it is ${nthBattle} or later`,
          '>': `it is later than ${nthBattle}`,
          '<=': `it is ${nthBattle} or earlier`,
          '<': `it is earlier than ${nthBattle}`,
        }[c.op];
      }
      if (c.left.of === 'imprisoned' && c.op === '>=' && typeof c.right === 'number') {
        // VGD 17.5: "if one or more of your opponent's cards are imprisoned in your Prison".
        const many = c.right === 1 ? 'one or more' : `${NUMBER[c.right] ?? c.right} or more`;
        return `${many} of your opponent's cards are imprisoned in your Prison`;
      }
      const right = typeof c.right === 'number' ? (NUMBER[c.right] ?? String(c.right)) : countText(c.right);
      const op = { '>': 'greater than', '<': 'less than', '>=': 'at least', '<=': 'at most' }[c.op];
      return `${countText(c.left)} is ${op} ${right}`;
    }
  }
}

/** The filter without "other", for a phrase that says "other" itself. */
function notOther(f: CardFilter | undefined): CardFilter | undefined {
  if (!f?.other) return f;
  const { other: _other, ...rest } = f;
  return rest;
}

function costText(c: Cost): string {
  switch (c.pay) {
    // VG2 10.16.1.1, 10.17.1.1: the requirement follows a dash.
    case 'counterBlast':
      return `Counter Blast (${c.n})${c.filter ? `-${unitsDescribed(c.filter, 'cards')}` : ''}`;
    case 'soulBlast':
      return `Soul Blast (${c.n})${c.filter ? `-${unitsDescribed(c.filter, 'cards')}` : ''}`;
    case 'discard':
      return c.n === 1 ? 'discard a card from your hand' : `discard ${NUMBER[c.n]} cards from your hand`;
    case 'restThis':
      return 'rest this unit';
    case 'restUnit':
      return `[Rest] ${NUMBER[c.n]} of your units`;
    case 'revealThisPutOnDeckTop':
      return 'reveal this card and put it on top of your deck';
    case 'soulCharge':
      return `Soul Charge (${c.n})`;
    case 'retire':
      // The cost never takes this card (resolveAbility.ts `payable`): "other" once, whatever the filter says.
      return `retire ${c.n === 1 ? 'one' : NUMBER[c.n]} of your other ${unitsDescribed(notOther(c.filter), 'rear-guards')}`;
    case 'putIntoSoul':
      return c.what === 'this'
        ? 'put this unit into your soul'
        : `put ${NUMBER[c.n ?? 1]} of your other ${unitsDescribed(notOther(c.filter), 'rear-guards')} into your soul`;
    case 'bind':
      return `bind ${NUMBER[c.n]} ${unitsDescribed(c.filter, c.n === 1 ? 'card' : 'cards')} from your ${
        c.from === 'drop' ? 'drop zone' : 'hand'
      }${c.faceDown ? ' face down' : ''}`;
    case 'dropToDeckTop':
      return `choose ${NUMBER[c.n]} cards from your drop zone, and put them on the top of your deck in any order`;
  }
}

function triggerText(t: Trigger): string {
  switch (t.on) {
    case 'success':
      return `When this unit is not successful, and one of your rear-guards has Power ${t.n} or greater during your turn`;
    case 'placedInColumn':
      return 'When another of your units is placed in the same column as this unit';
    case 'becomes':
      return t.state === 'successful' ? 'When this unit becomes successful' : 'When this unit becomes in harmony';
    case 'attacks':
      if (t.orBoosts) return 'When this unit attacks or boosts';
      return t.vs ? 'When this unit attacks a vanguard' : 'When this unit attacks';
    case 'legions':
      return 'When this unit legions';
    case 'boosts':
      return t.boosted
        ? `When this unit boosts ${withArticle(unitsDescribed(t.boosted, t.boosted.vanguard ? 'vanguard' : 'unit'))}`
        : 'When this unit boosts';
    case 'boostedBy':
      return t.booster
        ? `When this unit is boosted by ${withArticle(unitsDescribed(t.booster, 'unit'))}`
        : 'When this unit is boosted';
    case 'placed':
      return `When this unit is placed on ${t.circles.map((c) => `(${c})`).join(' or ')}${t.fromHand ? ' from your hand' : ''}${t.byEffect ? ' due to an effect' : ''}`;
    case 'intercepts':
      return 'When this unit intercepts';
    case 'yourUnitAttacks': {
      const who = t.who === 'vanguard' ? 'your vanguard' : 'another of your units';
      return `When ${who} attacks${t.vs ? ' a vanguard' : ''}`;
    }
    case 'battleEnds':
      return `At the end of the battle that this unit ${t.role}${t.vs ? ' a vanguard' : ''}`;
    case 'hits':
      // The attack hits a unit of the kind named (VG2 7.7.1.7), a rear-guard as much as a vanguard.
      return t.vs
        ? `When this unit's attack hits a ${t.vs === 'vanguard' ? 'vanguard' : 'rear-guard'}`
        : "When this unit's attack hits";
    case 'rearguardHitsVanguard':
      return "When your rear-guard's attack hits a vanguard";
    case 'boostedBattleHits':
      return 'When an attack hits during a battle this unit boosted';
    case 'yourDriveCheckReveals':
      return `When your drive check reveals ${withArticle(unitsDescribed(t.filter, 'card'))}`;
    case 'driveCheckReveals':
      return `When this unit's drive check reveals ${withArticle(unitsDescribed(t.filter, 'card'))}`;
    case 'riddenBy':
      return `When ${withArticle(unitsDescribed(t.filter, 'unit'))} rides this unit`;
    case 'becomesHeart':
      return 'When this card becomes a heart by a stride';
    case 'beginningOf':
      return {
        ridePhase: 'At the beginning of your ride phase',
        mainPhase: 'At the beginning of your main phase',
        battlePhase: 'At the beginning of your battle phase',
        startStep: 'At the beginning of the start step of your battle phase',
        attackStep: 'At the beginning of each of your attack steps',
        // Only the turn player's cards trigger (checkTiming.ts `beginningOf`): "your" end phase.
        endPhase: 'At the beginning of your end phase',
        endOfTurn: 'At the end of your turn',
      }[t.timing];
    case 'standsByYourEffect':
      return 'When this unit stands due to an effect from one of your cards';
    case 'opponentBindToHand':
      return "When a card is put into your opponent's hand from their bind zone";
    case 'attackOnVanguardMissed':
      return `At the end of the battle that ${t.by === 'this' ? 'this unit' : 'your unit'} attacked a vanguard, if that attack did not hit`;
    case 'youDraw':
      return 'When you draw a card';
    case 'opponentRearguardToDropInYourMainPhase':
      return "During your main phase, when an opponent's rear-guard is put into the drop zone";
    case 'situation':
      return `When ${conditionText(t.when)}`;
    case 'putInto': {
      const zone = {
        drop: 'drop zone',
        soul: 'soul',
        damage: 'damage zone',
        bind: 'bind zone',
        hand: 'hand',
        deck: 'deck',
        orderZone: 'Order Zone', // VGD 4.17
      }[t.zone];
      const from = t.fromField ? ' from the field' : '';
      return `When this card is put into your ${zone}${from}${t.byRevelation ? ' by the effect of a revelation ability' : ''}`;
    }
    case 'dealsDamage':
      return `When this card deals ${t.kind === 'battle' ? 'battle ' : t.kind === 'skill' ? 'skill ' : ''}damage to a vanguard`;
    case 'receivesDamage': {
      const kind = t.kind === 'battle' ? 'battle ' : t.kind === 'skill' ? 'skill ' : '';
      return `When this unit receives ${kind}damage${t.from ? ` dealt by ${withArticle(unitsDescribed(t.from, 'card'))}` : ''}`;
    }
    case 'yourUnitPlaced':
      return `When your ${unitsDescribed(t.filter, 'unit')} is placed on (RC)`;
    case 'unlocked':
      return 'When this card is unlocked';
    case 'moves':
      return 'When this unit moves';
  }
}

function targetText(t: Target): string {
  switch (t.unit) {
    case 'this':
      return 'this unit';
    case 'boosted':
      return 'the boosted unit';
    case 'yourVanguard':
      return 'your vanguard';
    case 'battleOpponent':
      return "this unit's battle opponent";
    case 'allYourUnits':
      return `all of your ${unitsDescribed(t.filter, 'units')}`;
    case 'called':
      return 'that unit';
    case 'allYourRearguards':
      return `all of your ${unitsDescribed(t.filter, 'rear-guards')}`;
    case 'eachPlayersChoice':
      return `the ${t.n === 1 ? 'rear-guard' : `${NUMBER[t.n]} rear-guards`} each player chooses from their ${unitsDescribed(t.filter, 'rear-guards')} (the turn player first)`;
    case 'choose': {
      const whose = t.side === 'you' ? 'your' : "your opponent's";
      const noun = t.what === 'rearguard' ? 'rear-guards' : 'units';
      const n = t.upTo ? `up to ${NUMBER[t.n]}` : NUMBER[t.n];
      const by = t.chooser === 'opponent' ? " of your opponent's choosing" : '';
      return `${n} of ${whose} ${unitsDescribed(t.filter, noun)}${by}`;
    }
  }
}

const CALL_ZONE = { hand: 'hand', drop: 'drop zone', soul: 'soul', imprisoned: 'imprisoned cards' } as const;

const UNTIL = { battle: 'until end of that battle', turn: 'until end of turn', game: 'for the rest of the game' };
const STAT = { power: 'Power', critical: 'Critical', shield: 'Shield', grade: 'grade' };

/** Whether the target names more than one unit ("those units", "all of your units"). */
function isPlural(t: Target): boolean {
  if (t.unit === 'choose') return t.n > 1 || t.upTo === true;
  return t.unit === 'allYourUnits' || t.unit === 'allYourRearguards';
}

function itOrThem(t: Target): string {
  return t.unit === 'choose' ? (t.n === 1 && !t.upTo ? 'it' : 'them') : targetText(t);
}

/** "choose one of …, and" for a chosen target, else nothing. */
function choosePrefix(t: Target): string {
  return t.unit === 'choose' ? `choose ${targetText(t)}, and ` : '';
}

function effectText(e: Effect): string {
  switch (e.do) {
    case 'becomeSuccessful':
      return 'this unit becomes successful until end of turn';
    case 'harmony':
      return 'this unit and that unit are in harmony until end of turn, as long as both stay on the field';
    case 'modify': {
      const one = e.target.unit === 'choose' && e.target.n === 1 && !e.target.upTo;
      const chosen =
        e.target.unit === 'choose'
          ? `choose ${targetText(e.target)}, and ${one ? 'that unit gets' : 'they get'}`
          : `${targetText(e.target)} ${isPlural(e.target) ? 'get' : 'gets'}`;
      const parts = [{ stat: e.stat, n: e.n }, ...(e.and ?? [])].map((x) => `${STAT[x.stat]} ${signed(x.n)}`);
      const per = e.times ? ` ${forEachText(e.times)}` : '';
      return `${chosen} ${parts.join(' and ')}${per} ${UNTIL[e.until]}`;
    }
    case 'set': {
      const whose =
        e.target.unit === 'choose'
          ? e.target.n === 1 && !e.target.upTo
            ? "that unit's"
            : 'their'
          : `the ${STAT[e.stat].toLowerCase()} of ${targetText(e.target)}`;
      const subject = e.target.unit === 'choose' ? `${whose} ${STAT[e.stat].toLowerCase()}` : whose;
      return `${choosePrefix(e.target)}${subject} becomes ${e.n} ${UNTIL[e.until]}`;
    }
    case 'nullify':
      return `${choosePrefix(e.target)}nullify ${
        e.stat ? `the effects that change the ${STAT[e.stat].toLowerCase()} of` : 'every continuous effect applied to'
      } ${itOrThem(e.target)}`;
    case 'disableThis':
      return `this ability cannot be used for the rest of ${e.until === 'turn' ? 'that turn' : 'the game'}`;
    case 'cannotUse':
      return `${choosePrefix(e.target)}the abilities of ${itOrThem(e.target)} cannot be used ${UNTIL[e.until]}`;
    case 'loseCost':
      return `${choosePrefix(e.target)}the abilities of ${itOrThem(e.target)} lose their costs ${UNTIL[e.until]}`;
    case 'cannotBeHit': {
      const one = e.target.unit === 'choose' && e.target.n === 1 && !e.target.upTo;
      const who = e.target.unit === 'choose' ? (one ? 'that unit' : 'those units') : targetText(e.target);
      return `${choosePrefix(e.target)}${who} cannot be hit ${UNTIL[e.until]}`;
    }
    case 'cannotDealDamage':
    case 'doesNotStand': {
      const many = isPlural(e.target);
      const who = e.target.unit === 'choose' ? (many ? 'those units' : 'that unit') : targetText(e.target);
      if (e.do === 'cannotDealDamage')
        return `${choosePrefix(e.target)}${who} deal${many ? '' : 's'} no damage with attacks ${UNTIL[e.until]}`;
      return `${choosePrefix(e.target)}${who} ${many ? 'do' : 'does'} not stand during the next stand phase of ${many ? 'their' : 'its'} master`;
    }
    case 'yourUnitsResist':
      return `your units cannot be chosen by your opponent's effects ${UNTIL[e.until]}`;
    case 'repeat':
      return `${forEachText(e.times)}, ${effectText(e.effect)}`;
    case 'lookTop': {
      const verb = e.reveal ? 'reveal' : 'look at';
      const top = e.lookUpTo
        ? `up to ${NUMBER[e.n]} ${e.n === 1 ? 'card' : 'cards'} from the top of your deck`
        : e.n === 1
          ? 'the top card of your deck'
          : `the top ${NUMBER[e.n]} cards of your deck`;
      const what = unitsDescribed(e.filter, e.upTo === 1 ? 'card' : 'cards');
      const take = `choose up to ${NUMBER[e.upTo]} ${what} from among them, and put ${e.upTo === 1 ? 'it' : 'them'} into your ${e.to}`;
      const rest = {
        bottom: 'put the rest on the bottom of your deck in any order',
        top: 'put the rest on the top of your deck in any order',
        drop: 'put the rest into your drop zone',
        shuffle: 'shuffle your deck',
      }[e.rest];
      return `${verb} ${top}, ${take}, and ${rest}`;
    }
    case 'shuffle':
      return 'shuffle your deck';
    case 'bind':
      return `${choosePrefix(e.target)}bind ${itOrThem(e.target)}${e.faceDown ? ' face down' : ''}`;
    case 'retire':
      if (e.target.unit === 'eachPlayersChoice') {
        const t = e.target;
        return `each player chooses ${NUMBER[t.n]} of their ${unitsDescribed(t.filter, t.n === 1 ? 'rear-guards' : 'rear-guards')}, the turn player first, and retires ${t.n === 1 ? 'it' : 'them'}`;
      }
      return e.target.unit === 'choose'
        ? `choose ${targetText(e.target)}, and retire ${itOrThem(e.target)}`
        : `retire ${targetText(e.target)}`;
    case 'stand':
      return e.target.unit === 'choose'
        ? `choose ${targetText(e.target)}, and stand ${e.target.n === 1 && !e.target.upTo ? 'it' : 'them'}`
        : `stand ${targetText(e.target)}`;
    case 'discard': {
      const n = `${e.upTo ? 'up to ' : ''}${e.n === 1 && !e.upTo ? 'a' : NUMBER[e.n]}`;
      return `choose ${n} ${e.n === 1 ? 'card' : 'cards'} from your hand, and discard ${e.n === 1 && !e.upTo ? 'it' : 'them'}`;
    }
    case 'atEndOfTurnReturnToHand':
      return e.unit === 'this'
        ? 'at the end of that turn, return this unit to your hand'
        : 'at the end of that turn, return the units called by this effect to your hand';
    case 'returnThisToHand':
      return 'return this unit to your hand';
    case 'returnToHand': {
      // A unit goes to its owner's hand (resolveAbility.ts): the opponent's units to the opponent's.
      const t = e.target;
      const hand =
        t.unit === 'battleOpponent'
          ? "its owner's hand"
          : t.unit === 'choose' && t.side === 'opponent'
            ? "your opponent's hand"
            : 'your hand';
      return t.unit === 'choose'
        ? `choose ${targetText(t)}, and return ${itOrThem(t)} to ${hand}`
        : `return ${targetText(t)} to ${hand}`;
    }
    case 'draw':
      if (e.upTo) return `draw up to ${NUMBER[e.n]} ${e.n === 1 ? 'card' : 'cards'}`;
      return e.n === 1 ? 'draw a card' : `draw ${NUMBER[e.n]} cards`;
    case 'eachPlayerMayDraw':
      return 'each player may draw a card';
    case 'counterCharge':
      return e.n === 1
        ? 'choose a card from your damage zone, and turn it face up'
        : `choose ${NUMBER[e.n]} cards from your damage zone, and turn them face up`;
    case 'soulCharge':
      return `Soul Charge (${e.n})`;
    case 'getGift': {
      // VGD 7.14.3: "get Imaginary Gift: Force II".
      const clan = `${e.gift.charAt(0).toUpperCase()}${e.gift.slice(1)}`;
      return `you get Imaginary Gift: ${clan}${e.type === undefined ? '' : e.type === 1 ? ' I' : ' II'}`;
    }
    case 'handToDeck':
      return e.n === 1
        ? 'choose a card from your hand, return it to your deck, and shuffle your deck'
        : `choose ${NUMBER[e.n]} cards from your hand, return them to your deck, and shuffle your deck`;
    case 'search':
      return `search your deck for up to one ${unitsDescribed(e.filter, 'card')}, ${
        e.then === 'hand' ? 'reveal it, put it into your hand' : 'call it to (RC)'
      }, and shuffle your deck${
        e.thenModify ? `, and that unit gets Power ${signed(e.thenModify.n)} ${UNTIL[e.thenModify.until]}` : ''
      }`;
    case 'callThis':
      return 'you may call this card to (RC)';
    case 'callFound':
      return 'call it to (RC)';
    case 'rideThis':
      return 'ride this card';
    case 'strideThis':
      return 'stride this card onto your (VC)';
    case 'removeOtherCards':
      return 'remove from the game every other card you have on your circles, in your soul and in your G zone';
    case 'flipThis':
      return 'turn this card over to its other side';
    case 'declare':
      return e.what === 'name' ? 'declare a card name' : 'declare a grade';
    case 'revealTop':
      return 'reveal the top card of your deck';
    case 'imprison':
      // VGD 17.5.1.1: with the reminder the cards print.
      return `${choosePrefix(e.target)}imprison ${itOrThem(e.target)} in your Prison (put ${itOrThem(e.target)} into your Order Zone that has a Prison)`;
    case 'imprisonFromOpponentHand': {
      const cards = e.n === 1 ? 'a card' : `${NUMBER[e.n]} cards`;
      const it = e.n === 1 ? 'it' : 'them';
      return `your opponent chooses ${cards} from their hand, and imprisons ${it} in your Prison (put ${it} into your Order Zone that has a Prison)`;
    }
    case 'rideCards':
      return `choose ${NUMBER[e.n]} ${unitsDescribed(e.filter, e.n === 1 ? 'card' : 'cards')} from your hand, and ride ${e.n === 1 ? 'it' : 'them one at a time in the order you choose'}`;
    case 'returnThisToDeck':
      return 'return this unit to your deck, and shuffle your deck';
    case 'atEndPhaseReturnThisToDeck':
      return 'at the beginning of the end phase of that turn, return this unit to your deck and shuffle your deck';
    case 'grant': {
      // A keyword reads as itself: "gets "Triple Drive!!!"".
      const a = e.ability;
      const what =
        a.kind === 'cont' && a.effect.cont === 'driveAbility' && !a.zones ? contText(a.effect) : abilityText(a);
      return `${targetText(e.target)} gets "${what}" ${UNTIL[e.until]}`;
    }
    case 'loseSkill':
      return `${targetText(e.target)} loses "Twin Drive!!" ${UNTIL[e.until]}`;
    case 'modifyDrive': {
      const who = itOrThem(e.target);
      const many = who === 'them' || e.target.unit === 'allYourUnits' || e.target.unit === 'allYourRearguards';
      return `${choosePrefix(e.target)}${who} ${many ? 'get' : 'gets'} drive ${signed(e.n)} ${UNTIL[e.until]}`;
    }
    case 'lock': {
      const t = e.target;
      if (t.unit === 'choose' && t.chooser === 'opponent' && t.side === 'opponent') {
        const n = t.upTo ? `up to ${NUMBER[t.n]}` : NUMBER[t.n];
        const noun = t.what === 'rearguard' ? 'rear-guards' : 'units';
        return `your opponent chooses ${n} of their ${unitsDescribed(t.filter, noun)}, and you lock ${itOrThem(t)}`;
      }
      return `${choosePrefix(t)}lock ${itOrThem(t)}`;
    }
    case 'unlock': {
      const whose = e.side === 'you' ? 'your' : "your opponent's";
      const n = e.upTo ? `up to ${NUMBER[e.n]}` : NUMBER[e.n];
      return `choose ${n} of ${whose} locked cards, and unlock ${e.n === 1 && !e.upTo ? 'it' : 'them'}`;
    }
    case 'putAsLocked':
      return e.from === 'hand'
        ? 'choose a card from your hand, and put it on one of your (RC) as a locked card'
        : 'put the top card of your deck on one of your (RC) as a locked card';
    case 'delete':
      return `delete ${e.whose === 'you' ? 'your' : "your opponent's"} vanguard (it is turned face down, has no text, and its power is reduced by the power printed on it)`;
    case 'dominate': {
      const them = itOrThem(e.target);
      const parts = [`${choosePrefix(e.target)}${e.stand ? `stand ${them} and ` : ''}dominate ${them}`];
      if (e.attack) {
        const one = e.target.unit === 'choose' && e.target.n === 1 && !e.target.upTo;
        const what =
          e.attack === 'rearguard' ? "one of your opponent's rear-guards of your choosing" : "your opponent's vanguard";
        parts.push(`${one ? 'it attacks' : 'each of them attacks'} ${what}`);
      }
      if (e.until) parts.push(`${them} ${them === 'it' ? 'stays' : 'stay'} dominated ${UNTIL[e.until]}`);
      return `${parts.join(', and ')} (you are the master of a dominated unit, and you choose how it attacks)`;
    }
    case 'revelation':
      return 'Revelation (look at the top card of your deck, you may put it into your soul, and if you do, choose one of your standing rear-guards, and rest it)';
    case 'legion':
      return `search your deck for up to one card named ${e.mate.map((m) => `"${m}"`).join(' or ')}, legion with it, and shuffle your deck`;
    case 'legionWithHeart':
      return 'search your deck for up to one card that can legion with your heart, put it on (VC) as a heart card in legion with that heart, and shuffle your deck';
    case 'extraTurn':
      return 'you get an extra turn';
    case 'winGame':
      return 'you win the game';
    case 'loseGame':
      return 'you lose the game';
    case 'move': {
      const where = e.toVanguardCircle
        ? 'your (VC) (the vanguard there goes into the soul, or a G unit to the G zone)'
        : e.sameColumn
          ? 'the empty (RC) in the same column'
          : 'an empty (RC)';
      return `${choosePrefix(e.target)}move ${itOrThem(e.target)} to ${where}`;
    }
    case 'switch': {
      const what =
        e.with === 'RC'
          ? `another of your ${unitsDescribed(e.filter, 'rear-guards')}`
          : `a ${unitsDescribed(e.filter, 'card')} from your ${{ hand: 'hand', soul: 'soul', drop: 'drop zone' }[e.with]}`;
      return `switch this card with ${what}`;
    }
    case 'changeAttacked':
      return e.target.unit === 'choose'
        ? `choose ${targetText(e.target)}, and the attacking unit attacks ${itOrThem(e.target)} instead`
        : `the attacking unit attacks ${targetText(e.target)} instead`;
    case 'attack':
      return e.target.unit === 'choose'
        ? `choose ${targetText(e.target)}, and this unit attacks ${itOrThem(e.target)}`
        : `this unit attacks ${targetText(e.target)}`;
    case 'timeLeap':
      return `${choosePrefix(e.target)}time leap ${itOrThem(e.target)} (bind ${e.target.unit === 'this' ? 'it' : itOrThem(e.target)}, search your deck for up to one card with a grade one greater than the bound card, call it to (RC), and shuffle your deck; at the end of that turn, put the called unit on the bottom of your deck, and if you do, call the bound card to (RC))`;
    case 'timeLeapReturn':
      return 'put the unit called by time leap on the bottom of your deck, and if you do, call the card it bound to (RC)';
    case 'become': {
      const t = e.target;
      const subject =
        t.unit === 'choose' ? (t.n === 1 && !t.upTo ? 'it becomes' : 'they become') : `${targetText(t)} becomes`;
      return `${choosePrefix(t)}${subject} ${e.state} until end of turn`;
    }
    case 'engorge':
      return 'choose any number of your other rear-guards, and you may retire them; if one or more were retired, this unit becomes engorged until end of turn';
    case 'callFromSoul': {
      const them = e.n === 1 ? 'it' : 'them';
      return `choose up to ${NUMBER[e.n]} ${unitsDescribed(e.filter, e.n === 1 ? 'card' : 'cards')} from your soul, call ${them} to separate (RC), and at the end of that turn, put the units called by this effect into your soul`;
    }
    case 'endPutIntoSoul':
      return 'put this unit into your soul';
    case 'chargingToDeckBottom':
      return 'put this charging unit on the bottom of your deck';
    case 'hollowedToDrop':
      return 'put this hollowed unit into your drop zone (it counts as being retired)';
    case 'bindToHand':
      return 'put all cards in your bind zone into your hand';
    case 'turnBoundFaceDown': {
      const cards = e.n === 1 ? 'one face-up card' : `${NUMBER[e.n]} face-up cards`;
      return `choose ${cards} in your bind zone, and turn ${e.n === 1 ? 'it' : 'them'} face down`;
    }
    case 'bindTop':
      return `bind the top ${e.n === 1 ? 'card' : `${NUMBER[e.n]} cards`} of your deck${e.faceDown ? ' face down' : ''}`;
    case 'atEndOfTurnBoundToHand':
      return 'at the end of that turn, put the cards bound by this effect into your hand';
    case 'boundCardsToHand':
      return 'put the cards bound by that effect into your hand';
    case 'sentence': {
      const then = e.after === 'then' ? 'then, ' : '';
      const cond = e.if ? `if ${conditionText(e.if)}, ` : '';
      // VGD 11.9.5.1, 11.9.5.2: a cost inside the text, "COST [Soul Blast (2)], and …".
      const cost = e.cost && e.cost.length ? `COST [${e.cost.map(costText).join(' & ')}], and ` : '';
      return `${then}${cond}${cost}${e.effects.map(effectText).join(', and ')}`;
    }
    case 'finalRush':
      return 'you "Final Rush" until end of turn';
    case 'counterBlast': {
      if (e.who !== 'opponent') return `Counter Blast (${e.n})`;
      const cards = e.n === 1 ? 'one face-up card' : `${NUMBER[e.n]} face-up cards`;
      return `your opponent chooses ${cards} in their damage zone and turns ${e.n === 1 ? 'it' : 'them'} face down`;
    }
    case 'searchDrop':
      return `search your drop zone for a ${unitsDescribed(e.filter, 'card')}, and put it into your hand`;
    case 'call': {
      const n = `${e.upTo ? 'up to ' : ''}${NUMBER[e.n]}`;
      const cards = unitsDescribed(e.filter, e.n === 1 ? 'card' : 'cards');
      const to =
        e.to === 'GC'
          ? '(GC) in the rest state'
          : e.circle === 'BC'
            ? 'your back row center (RC)'
            : e.n === 1
              ? '(RC)'
              : 'separate (RC)';
      const zones = (typeof e.from === 'string' ? [e.from] : e.from).map((z) => CALL_ZONE[z]).join(' or ');
      return `call ${n} ${cards} from your ${zones} to ${to}${e.rested ? ' in the rest state' : ''}`;
    }
    case 'dealDamage':
      return `deal ${NUMBER[e.n]} damage to ${e.whose === 'you' ? 'your' : "your opponent's"} vanguard`;
    case 'rescue': {
      const cards = e.n === 1 ? 'one card' : `${NUMBER[e.n]} cards`;
      return `Rescue ${e.n} (choose ${cards} from your damage zone, heal ${e.n === 1 ? 'it' : 'them'}, and deal ${NUMBER[e.n]} damage to your vanguard)`;
    }
  }
}

const ZONE_MARK: Record<NonNullable<Ability['zones']>[number], string> = {
  VC: 'VC',
  RC: 'RC',
  GC: 'GC',
  hand: 'Hand',
  drop: 'Drop Zone',
  soul: 'Soul',
  damage: 'Damage Zone',
  deck: 'Deck',
  bind: 'Bind Zone',
  orderZone: 'Order Zone', // VGD 4.17
};

function zonesText(z: Ability['zones']): string {
  if (!z) return '';
  return `(${z.map((x) => ZONE_MARK[x]).join('/')})`;
}

function sentence(parts: string[]): string {
  const s = parts.join(', and ');
  return `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;
}

function contText(e: ContinuousEffect): string {
  switch (e.cont) {
    case 'modify':
      return `this unit gets ${STAT[e.stat]} ${signed(e.n)}`;
    case 'set':
      return `this unit's ${STAT[e.stat].toLowerCase()} becomes ${e.n}`;
    case 'unitsModify':
      return `your ${unitsDescribed(e.filter, 'units')} get ${STAT[e.stat]} ${signed(e.n)}`;
    case 'unitsGetSkill':
      return `your ${unitsDescribed(e.filter, 'units')} get "${e.skill === 'intercept' ? 'Intercept' : 'Boost'}"`;
    case 'alsoClan':
      return `this unit is also a «${e.clan}»`;
    case 'resist':
      if (e.plain) return "this unit cannot be chosen by your opponent's card effects";
      return "Resist (this unit cannot be chosen by your opponent's effects)";
    case 'unaffected':
      return "this unit cannot be affected by your opponent's effects";
    case 'replaceRetire': {
      const to = e.instead === 'hand' ? 'return it to your hand' : 'put it into your soul';
      return e.optional
        ? `if this unit would be retired, you may ${to} instead`
        : `if this unit would be retired, instead ${to}`;
    }
    case 'cannotAttackRearguard':
      return 'this unit cannot attack a rear-guard';
    case 'lord':
      return 'Lord (if you have a unit that does not share a clan with this unit, this unit cannot attack)';
    case 'mayAttackBackRowOfColumn':
      return "if this unit would attack, it may instead attack an opponent's unit in the back row of its column";
    case 'restraint':
      return 'Restraint (this unit cannot attack)';
    case 'attacksUpTo':
      return `when this unit attacks, it may attack up to ${e.n} of your opponent's units at once`;
    case 'driveAbility':
      return e.skill === 'twinDrive' ? 'Twin Drive!!' : 'Triple Drive!!!';
    case 'nullifyTriggers': {
      const checks =
        e.checks === 'drive'
          ? 'drive checks'
          : e.checks === 'damage'
            ? 'damage checks'
            : 'drive checks and damage checks';
      const whose = e.whose === 'you' ? 'your ' : e.whose === 'opponent' ? "your opponent's " : 'all ';
      return `the trigger effects of ${whose}${checks} are nullified`;
    }
    case 'enableKeyword':
      return `your ${KEYWORD_NAME[e.kw]} abilities are active even when their ${KEYWORD_NAME[e.kw]} condition is not met`;
    case 'strideCost':
      return `the cards you discard to pay for your stride may have a total grade ${e.n} lower (this does not change the cost of an ultimate stride)`;
    case 'overDress':
      return overDressText(e.on);
    case 'drive':
      return `this unit gets drive ${signed(e.n)}`;
    case 'prisonCall':
      // VGD 17.5: the special action this Prison gives its master's opponent (prison.ts).
      return 'when your opponent can normal call a rear-guard, they can perform the following: Soul Blast (1), and if they do, they choose one of their imprisoned cards, and call it to (RC); or Counter Blast (1), and if they do, they choose two of their imprisoned cards, and call them to (RC)';
    case 'deckRule':
      return e.n === null
        ? 'a deck with this card in it may hold any number of cards with its name'
        : `a deck with this card in it may hold up to ${NUMBER[e.n] ?? e.n} cards with its name`;
  }
}

/** A gate's keyword without its number, as "your Limit Break abilities" names it (VG2 12.8). */
const KEYWORD_NAME: Record<Gate['kw'], string> = {
  limitBreak: 'Limit Break',
  brave: 'Brave',
  oracle: 'Oracle',
  ritual: 'Ritual',
  thunderstrike: 'Thunderstrike',
  wave: 'Wave',
  darkDevice: 'Dark Device',
  shinkenHissatsu: 'Shinken Hissatsu',
  generationBreak: 'Generation Break',
  seekMate: 'Seek Mate',
  unite: 'Unite',
  darkness: 'Darkness',
  homare: 'Homare',
};

/** How each keyword label is printed (VG2 11.21–11.33). */
const LABEL: Record<Label, string> = {
  shadowstitch: 'Shadowstitch',
  rush: 'Rush',
  burst: 'Burst',
  magia: 'Magia',
  timeLeap: 'Time Leap',
  blaze: 'Blaze',
  afterimage: 'Afterimage',
  engorge: 'Engorge',
  charge: 'Charge',
  hollow: 'Hollow',
  nitouKaigan: 'Nitou Kaigan',
  overDress: 'overDress',
};

/** Labels whose ability is the keyword itself, printed as the keyword with its meaning in brackets. */
const REMINDER: ReadonlySet<Label> = new Set<Label>(['blaze', 'afterimage', 'engorge', 'charge', 'hollow']);

/**
 * A labelled ability: "Magia-[AUTO](VC):…" for a keyword that names a kind of ability, or "[AUTO](RC):Hollow (when
 * this unit …)" for a keyword that is the whole ability.
 */
function labelledText(label: Label, a: Ability): string {
  const plain = abilityText(a);
  if (!REMINDER.has(label)) return `${LABEL[label]}-${plain}`;
  const colon = plain.indexOf(':');
  const body = plain.slice(colon + 1, -1);
  return `${plain.slice(0, colon)}:${LABEL[label]} (${body.charAt(0).toLowerCase()}${body.slice(1)}).`;
}

export function abilityText(a: Ability): string {
  // VGD 14.42.1.1: the overDress ability is printed as its keyword and unit condition, with no ability icon.
  if (a.kind === 'cont' && a.effect.cont === 'overDress') return overDressText(a.effect.on);
  if (a.label !== undefined) {
    const { label, ...plain } = a;
    return labelledText(label, plain as Ability);
  }
  const lb = gatesOf(a)
    .map((g) => ` ${gateText(g)}`)
    .join('');
  const once = a.kind !== 'cont' && a.oncePerTurn ? ' [1/Turn]' : '';
  if (a.kind === 'cont' && a.condition?.if === 'inBattleAs' && !a.duringYourTurn) {
    // "During the battle this unit attacked, this unit gets …": the condition reads as a duration.
    const during = cond2battle(a.condition.role);
    return `[CONT]${zonesText(a.zones)}${lb}:${sentence([`${during}, ${contText(a.effect)}`])}`;
  }
  if (a.kind === 'cont') {
    const when = [a.duringYourTurn ? 'During your turn' : '', a.condition ? `if ${conditionText(a.condition)}` : '']
      .filter(Boolean)
      .join(', ');
    const body = contText(a.effect);
    return `[CONT]${zonesText(a.zones)}${lb}:${sentence([when ? `${when}, ${body}` : body])}`;
  }
  const cost = a.cost && a.cost.length ? `[${a.cost.map(costText).join(' & ')}] ` : '';
  const effects = a.effects.map(effectText);
  if (a.kind === 'act' && a.order) {
    // VGD 11.1.1.4, 11.8.2.4.2: an order card's order ability, its cost paid as the card is played.
    const play = a.cost.length ? `Play this with COST [${a.cost.map(costText).join(' & ')}]! ` : '';
    return `${play}${sentence([joinEffects(a.effects, effects)])}`;
  }
  if (a.kind === 'act' && a.overTriggerText) {
    // VGD 11.10.2.7: the over trigger's fourth sub-ability, performed after a drive check only.
    return `Over trigger, when revealed by a drive check-${sentence([joinEffects(a.effects, effects)])}`;
  }
  if (a.kind === 'act' && a.strideSkill) {
    // VG2 11.11.2, with the G unit's own cost.
    return `[Stride] (only while both players' vanguards are grade 3 or greater)-Stride Step-${cost}Stride this card onto your (VC) from face down.`;
  }
  if (a.kind === 'act' && a.ultimateStride) {
    // VG2 11.42.2: the skill reads with the conditions 8.5.2.1.2 gives it in brackets.
    const deity = a.ultimateStride.deity;
    const when =
      deity === undefined
        ? '(only with three or more face-up cards in your G zone; when it returns to your G zone, remove every card there)'
        : `"${deity}" (only while your vanguard is grade 3 or greater and your bind zone holds five or more different <Zeroth Dragon>)`;
    const list = effects.length < 2 ? effects.join('') : `${effects.slice(0, -1).join(', ')}, and ${effects.at(-1)}`;
    const body = deity === undefined ? `${list} from face down` : list;
    return `[Ultimate Stride]-${when}-Stride Step-${cost}${sentence([body])}`;
  }
  if (a.kind === 'act') {
    const cond = a.condition ? `if ${conditionText(a.condition)}, ` : '';
    // VG2 8.1.1.1.1: the condition to play it is printed before the cost.
    const play = a.playCondition ? `If ${conditionText(a.playCondition)}, ` : '';
    return `[ACT]${zonesText(a.zones)}${once}${lb}:${play}${cost}${sentence([`${cond}${joinEffects(a.effects, effects)}`])}`;
  }
  // VG2 11.37.2, 11.34.1: the keyword abilities read as their keyword, with what it means in brackets.
  const only = a.effects.length === 1 ? a.effects[0] : undefined;
  if (a.trigger.on === 'success' && only?.do === 'becomeSuccessful' && only.n === a.trigger.n && !a.cost?.length)
    return `[AUTO]${zonesText(a.zones)}${once}${lb}:Success ${a.trigger.n} (${triggerText(a.trigger).toLowerCase().replace('power', 'Power')}, ${effectText(only)}).`;
  if (a.trigger.on === 'placedInColumn' && only?.do === 'harmony' && !a.cost?.length)
    return `[AUTO]${zonesText(a.zones)}${once}${lb}:Harmony (when another of your units is placed in the same column as this unit, both units are in harmony until end of turn, as long as both stay on the field).`;
  let head = triggerText(a.trigger);
  if (a.condition) head += `, if ${conditionText(a.condition)}`;
  if (a.cost && a.cost.length) head += ', you may pay the cost. If you do';
  else if (a.optional && a.effects[0]?.do === 'rideThis') head += ', you may reveal this card. If you do';
  else if (a.optional && a.effects[0]?.do === 'become') {
    head += ', you may have'; // "you may have this unit become hollowed" (VG2 11.29.1, 11.33.1)
    effects[0] = effects[0].replace(' becomes ', ' become ');
  } else if (a.optional && a.effects[0]?.do !== 'callThis') head += ', you may';
  const sep = head.endsWith(', you may') || head.endsWith(', you may have') ? ' ' : ', '; // "…, you may return …", not "you may, return"
  return `[AUTO]${zonesText(a.zones)}${once}${lb}:${cost}${head}${sep}${joinEffects(a.effects, effects)}.`;
}

/** The effects' English in one sentence, but a full stop before and after each `sentence` (VG2 8.1.1.1.2.2). */
function joinEffects(effects: readonly Effect[], texts: readonly string[]): string {
  let out = texts[0] ?? '';
  for (let i = 1; i < texts.length; i++) {
    const stop = effects[i].do === 'sentence' || effects[i - 1].do === 'sentence';
    out += stop ? `. ${texts[i].charAt(0).toUpperCase()}${texts[i].slice(1)}` : `, and ${texts[i]}`;
  }
  return out;
}

export function cardText(abilities: readonly Ability[]): string {
  return abilities.map(abilityText).join('\n');
}

/**
 * VG2 11.11.1–11.11.2: the stride skill a G unit prints, which gives the timing and cost of its normal stride (the
 * rules that play it are in stride.ts: both vanguards grade 3 or greater, the stride step, hand cards whose grades
 * sum to 3 or more).
 */
export const STRIDE_SKILL_TEXT =
  "[Stride] (only while both players' vanguards are grade 3 or greater)-Stride Step-[choose cards from your hand whose grades total 3 or more, and discard them] Stride this card onto your (VC) from face down.";
