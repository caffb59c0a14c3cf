// A card's text rendered from its ability trees (DESIGN "Cards": the text a player sees comes from the same trees
// the engine runs). Our own wording, not the printed text.
import { requireCard } from '../cards/cardPool.ts';
import type { Act, Auto, CardScript, Cond, Cont, Cost, Effect, Filter, Keyword } from './dsl.ts';
import { scriptOf } from './registry.ts';

const KEYWORD: Record<Keyword, string> = {
  soulguard: '[Soulguard]',
  penetrate: '[Penetrate]',
  move: '[Move]',
  doubleAttack: '[Double Attack]',
  tripleAttack: '[Triple Attack]',
  counterattack: '[Counterattack]',
};

function cost(c: Cost): string {
  switch (c.k) {
    case 'gauge':
      return `pay ${c.n} gauge`;
    case 'life':
      return `pay ${c.n} life`;
    case 'discard':
      return `discard ${c.n} ${c.attribute ? `《${c.attribute}》` : 'card'}${c.n > 1 ? 's' : ''} from your hand`;
    case 'soulToDrop':
      return `put ${c.n} card${c.n > 1 ? 's' : ''} of this card's soul into the drop zone`;
    case 'deckToSoul':
      return `put the top ${c.n} card${c.n > 1 ? 's' : ''} of your deck into this card's soul`;
    case 'stackOn':
      return `put this card on top of a monster on your field with "${c.part}" in its name`;
    case 'restSelf':
      return '[Rest] this card';
  }
}

function filter(f: Filter): string {
  const parts: string[] = [];
  if (f.minSize !== undefined && f.maxSize !== undefined) parts.push(`size ${f.minSize} to ${f.maxSize}`);
  else if (f.maxSize !== undefined) parts.push(`size ${f.maxSize} or less`);
  else if (f.minSize !== undefined) parts.push(`size ${f.minSize} or more`);
  const kind = f.type === 'card' ? 'monster, item or spell' : f.type;
  const what = `${f.area ? `${f.area} ` : ''}${f.attribute ? `《${f.attribute}》` : kind}${f.entered ? ' that entered it' : ''}`;
  parts.push(f.inBattle ? `${what} in battle` : what);
  if (f.maxPower !== undefined) parts.push(`with power ${f.maxPower} or less`);
  if (f.maxDefense !== undefined) parts.push(`with defense ${f.maxDefense} or less`);
  const where =
    f.from === 'drop'
      ? 'from your drop zone'
      : f.side === 'you'
        ? 'on your field'
        : f.side === 'opponent'
          ? "on your opponent's field"
          : 'on the field';
  return `${parts.join(' ')} ${where}`;
}

function cond(c: Cond): string {
  const who = (w: string) => (w === 'you' ? 'you have' : 'your opponent has');
  switch (c.k) {
    case 'lifeAtMost':
      return `${who(c.who)} ${c.n} life or less`;
    case 'noCenter':
      return c.who === 'both'
        ? 'neither fighter has a monster in the center'
        : `${c.who === 'you' ? 'you have' : 'your opponent has'} no monster in the center`;
    case 'opponentAttacking':
      return "your opponent's card is attacking on their turn";
    case 'equipped':
      return `you have ${c.attribute ? `a 《${c.attribute}》` : 'an item'} equipped`;
    case 'hasMonster':
      return `${who(c.who)} ${c.other ? 'another' : 'a'} ${c.minSize !== undefined ? `size ${c.minSize} or more ` : ''}${c.attribute ? `《${c.attribute}》` : 'monster'} on the field`;
    case 'noMonsters':
      return `${c.who === 'you' ? 'you have' : 'your opponent has'} no monster on the field`;
    case 'sideArea':
      return 'this card is in the left or right';
    case 'notLinkAttack':
      return 'the attack is not a link attack';
    case 'answeringSpell':
      return 'your opponent is casting a spell during their turn';
    case 'monsterEntered':
      return `a ${c.maxSize !== undefined ? `size ${c.maxSize} or less ` : ''}monster has just entered ${c.who === 'you' ? 'your' : "your opponent's"} ${c.area}`;
    case 'noneOfThisNameSet':
      return 'you have no card of this name [Set] on your field';
    case 'opponentsTurn':
      return "it is your opponent's turn";
    case 'nameInDrop':
      return `you have a card with "${c.part}" in its name in your drop zone`;
  }
}

function effect(e: Effect): string {
  switch (e.k) {
    case 'destroy':
      return `destroy a ${filter(e.target)}`;
    case 'destroyAll':
      return `destroy every ${filter(e.filter)}`;
    case 'draw':
      return `draw ${e.n} card${e.n > 1 ? 's' : ''}`;
    case 'gainLife':
      return `gain ${e.n} life${e.lessPerCopyInDrop ? ', less 1 for each card of this name in your drop zone' : ''}`;
    case 'damage':
      return `deal ${e.n} damage to your opponent${e.unreducible ? ' (this damage cannot be reduced)' : ''}`;
    case 'bounce':
      return `return a ${filter(e.target)} to its owner's hand`;
    case 'discardAnyDestroyThatMany':
      return "you may discard any number of cards from your hand; if you do, destroy that many cards on your opponent's field";
    case 'callFromHand': {
      const gains = [e.power ? `power+${e.power}` : '', e.defense ? `defense+${e.defense}` : ''].filter(Boolean);
      return `call a monster from your hand by paying its [Call Cost]${gains.length ? `, and for this turn, give it ${gains.join(' and ')}` : ''}`;
    }
    case 'preventNextDamage':
      return `the next time damage would be dealt to you this turn, reduce it to 0 and gain ${e.gainLife} life`;
    case 'revealDamage':
      return `reveal the top ${e.n} cards of your deck, deal damage to your opponent equal to ${e.base} plus the number of them with "${e.namePart}" in their name, then put them on the bottom of your deck in any order`;
    case 'charge':
      return `put the top ${e.n} card${e.n > 1 ? 's' : ''} of your deck into your gauge`;
    case 'nullifyAttack':
      return e.unlessLink ? 'if it is not a link attack, nullify the attack' : 'nullify the attack';
    case 'buff': {
      const what = e.target === 'self' ? 'this card' : `a ${filter(e.target)}`;
      const gains = [
        e.power ? `power+${e.power}` : '',
        e.defense ? `defense+${e.defense}` : '',
        e.critical ? `critical+${e.critical}` : '',
        e.keyword ? KEYWORD[e.keyword] : '',
        e.pastCenter ? "the right to attack your opponent past a monster in your opponent's center" : '',
      ].filter(Boolean);
      return `for this ${e.until}, give ${what} ${gains.join(', ')}`;
    }
    case 'discardHand':
      return 'discard your whole hand';
    case 'mayPay':
      return `you may ${e.cost.map(cost).join(' and ')}; if you do, ${e.then.map(effect).join(', then ')}`;
    case 'attackWithIt':
      return 'if that card is [Stand], attack with it';
    case 'toSoul':
      return `put a ${filter(e.target)} into this card's soul`;
    case 'dropToHand':
      return `put up to one ${e.targets.map(filter).join(' and up to one ')} into your hand`;
    case 'noPenetrate':
      return "for this turn, nullify the attacking cards' [Penetrate]";
    case 'centerSoulsToDrop':
      return "put the soul of both fighters' center monsters into the drop zone";
    case 'rest':
      return `[Rest] the ${filter(e.target)}`;
    case 'selfToDrop':
      return 'put this card into the drop zone';
    case 'deckToSelfSoul':
      return `put the top ${e.n === 1 ? 'card' : `${e.n} cards`} of your deck into this card's soul${e.faceDown ? ' face down' : ''}`;
    case 'soulToHand':
      return "put every card of this card's soul into your hand";
    case 'nullifyCast':
      return 'nullify the spell your opponent is casting';
    case 'search':
      return `search your deck for a ${e.attribute ? `《${e.attribute}》 ` : ''}${e.monster ? 'monster' : 'card'}${e.part ? ` with "${e.part}" in its name` : ''}, ${
        e.to === 'hand' ? 'put it into your hand' : 'call it on top of this card'
      }, and shuffle your deck`;
  }
}

function sentence(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1) + '.';
}

const TRIGGER: Record<Auto['when'], string> = {
  enters: 'When this card enters the field',
  linkAttacks: 'When this card link attacks',
  attacked: 'When this card is attacked',
  destroysByAttack: "When an attack by this card destroys your opponent's monster",
  dealsDamage: 'When this card deals damage to your opponent',
  anotherSet: 'When another card is [Set] on your field',
  yourAttackDestroys: "When your opponent's monster is destroyed by your attack",
  soulReaches: "When this card's soul becomes",
  opponentMonsterEnters: "When a monster enters your opponent's field",
  yourMonsterDestroyed: 'When a monster on your field is destroyed',
};

function trigger(a: Auto): string {
  switch (a.when) {
    case 'anotherSet':
      return `When another card with "${a.namePart}" in its name is [Set] on your field`;
    case 'yourAttackDestroys':
      return a.attackerAttribute
        ? `When your opponent's monster is destroyed by an attack of your 《${a.attackerAttribute}》`
        : TRIGGER[a.when];
    case 'soulReaches':
      return `When this card's soul becomes ${a.soulAtLeast} or more`;
    case 'opponentMonsterEnters':
      return `When a size ${a.enteredSize} monster enters your opponent's field`;
    default:
      return `${TRIGGER[a.when]}${a.withAttribute ? ` with another 《${a.withAttribute}》` : ''}`;
  }
}

function auto(a: Auto): string {
  const head = trigger(a);
  const conds = a.conds?.length ? `, if ${a.conds.map(cond).join(' and ')}` : '';
  const once = a.oncePerTurn ? ' This ability activates only once per turn on this card.' : '';
  return `■${a.name ? `"${a.name}" ` : ''}${head}${conds}, ${a.effects.map(effect).join(', then ')}.${once}`;
}

function act(a: Act): string {
  const conds = a.conds?.length ? `If ${a.conds.map(cond).join(' and ')}: ` : '';
  return `■【Act】${a.counter ? ' [Counter]' : ''}${a.name ? ` "${a.name}"` : ''} ${conds}${sentence(a.effects.map(effect).join(', then '))}`;
}

function cont(c: Cont): string {
  switch (c.k) {
    case 'pastCenter':
      return "■This card may attack your opponent even with a monster in your opponent's center.";
    case 'keywordIf':
      return `■If ${cond(c.cond)}, this card gets ${KEYWORD[c.keyword]}.`;
    case 'criticalIfNameInDrop':
      return `■This card gets critical+${c.n} while a card with "${c.part}" in its name is in your drop zone.`;
    case 'frontDefense':
      return `■Your opponent's monster in front of this card gets defense${c.n}.`;
    case 'noLinkAttackOnYou':
      return "■Cards on your opponent's field cannot link attack you.";
    case 'attacksWithCenter':
      return '■This card can attack even with a monster in your center.';
    case 'centerBuff':
      return `■Your 《${c.attribute}》 in your center gets power+${c.power} and defense+${c.defense}.`;
  }
}

export function renderScript(code: string, sc: CardScript): string {
  const r = requireCard(code);
  const lines: string[] = [];
  const kind = r.type === 'monster' ? 'Call' : r.type === 'item' ? 'Equip' : 'Cast';
  if (r.type === 'flag')
    lines.push(
      `■You may use ${[...(r.worlds ?? []), ...(r.allowsAttributes ?? []).map((a) => `《${a}》`)].join(' and ')} cards.`,
    );
  if (sc.deckIfFewBuddies)
    lines.push('■With fewer than four buddies in your deck, up to one of this card may be in it.');
  if (sc.buddyCallWith) lines.push('■You may Buddy Call with this card.');
  if (sc.set) lines.push('[Set]');
  if (sc.cost?.length) lines.push(`■[${kind} Cost] ${sentence(sc.cost.map(cost).join(' and '))}`);
  if (sc.useIf?.length)
    lines.push(`■You may only ${kind.toLowerCase()} this card if ${sc.useIf.map(cond).join(' and ')}.`);
  if (sc.castTogether) lines.push(`■You may cast any number of "${r.name}" at once.`);
  for (const c of sc.conts ?? []) lines.push(cont(c));
  for (const a of sc.autos ?? []) lines.push(auto(a));
  for (const a of sc.acts ?? []) lines.push(act(a));
  if (sc.effects?.length)
    lines.push(`■${sc.counter ? '[Counter] ' : ''}${sentence(sc.effects.map(effect).join(', then '))}`);
  if (sc.oncePerTurnByName) lines.push(`■You may only cast "${r.name}" once per turn.`);
  if (sc.cannotBeNullified) lines.push('■This card cannot be nullified.');
  for (const k of sc.keywords ?? []) lines.push(KEYWORD[k]);
  if (sc.lifelink) lines.push(`[Lifelink ${sc.lifelink}]`);
  return lines.join('\n');
}

export function renderCard(code: string): string {
  return renderScript(code, scriptOf(code));
}
