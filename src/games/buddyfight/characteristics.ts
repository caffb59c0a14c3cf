// A card's characteristics as the rules count them now: printed values (digest §1.2) plus effects on it (mods) and
// continuous abilities (BF-Abil-Cont: they apply while the card is on the field). Also the flag's world restriction
// (BF-Setup world restriction, digest §1.4: off-flag cards may sit in the deck but cannot be used) and the card-name
// and buddy tests (BF-Q05: any card with the buddy's name is the buddy monster).
import type { Seat } from '../../core/types.ts';
import type { Cond, Filter, Keyword } from './abilities/dsl.ts';
import { scriptOf } from './abilities/registry.ts';
import { requireCard } from './cards/cardPool.ts';
import { type Area, areaOf, type BFState, type Card, monstersOf, opponent } from './state.ts';

export function nameOf(code: string): string {
  return requireCard(code).name;
}

/** BF-Setup: the flag lets its fighter use its worlds' cards, Generic cards, and a special flag's attributes. */
export function usableWithFlag(s: BFState, seat: Seat, code: string): boolean {
  const flag = s.players[seat].flag[0];
  if (!flag) return false;
  const f = requireCard(flag.code);
  const c = requireCard(code);
  const world = (c.world ?? '').toLowerCase();
  if (world === 'generic') return true;
  if ((f.worlds ?? []).some((w) => w.toLowerCase() === world)) return true;
  return (f.allowsAttributes ?? []).some((a) => (c.attributes ?? []).some((x) => x.includes(a)));
}

/** BF-Mat③: the buddy's name (the card put in the buddy zone at the start of the game). */
export function buddyName(s: BFState, seat: Seat): string {
  return nameOf(s.buddyCode[seat]);
}

/** The monster area opposite `area` (the fighters face each other: left faces right) [INFERRED]. */
export function frontArea(area: Area): Area {
  return area === 'left' ? 'right' : area === 'right' ? 'left' : 'center';
}

/**
 * Whether a condition holds for `seat`. `self` is the card whose ability it is when on the field; `code` the card
 * being used from the hand (for conditions about its own name).
 */
export function condHolds(s: BFState, seat: Seat, c: Cond, self: Card | null, code?: string): boolean {
  const who = (w: 'you' | 'opponent') => (w === 'you' ? seat : opponent(seat));
  switch (c.k) {
    case 'lifeAtMost':
      return s.players[who(c.who)].life <= c.n;
    case 'noCenter':
      return c.who === 'both'
        ? s.players[0].center.length === 0 && s.players[1].center.length === 0
        : s.players[who(c.who)].center.length === 0;
    case 'opponentAttacking':
      return s.battle !== null && s.battle.attackerSeat !== seat && s.turnPlayer !== seat;
    case 'equipped':
      return s.players[seat].item.some((i) => !c.attribute || hasAttribute(i.code, c.attribute));
    case 'hasMonster':
      return monstersOf(s, who(c.who)).some(
        (m) =>
          (!c.other || m.id !== self?.id) &&
          (!c.attribute || hasAttribute(m.code, c.attribute)) &&
          (c.minSize === undefined || sizeOf(m) >= c.minSize),
      );
    case 'noMonsters':
      return monstersOf(s, who(c.who)).length === 0;
    case 'sideArea': {
      const a = self ? areaOf(s, self.id) : null;
      return a !== null && a.area !== 'center';
    }
    case 'notLinkAttack':
      return s.battle !== null && s.battle.attackers.length < 2;
    case 'answeringSpell':
      return false; // only in the reply window of that cast (uses.ts `legalUses` with `answering`)
    case 'monsterEntered':
      return enteredMonsters(s, who(c.who), c.area, c.maxSize).length > 0;
    case 'opponentsTurn':
      return s.turnPlayer !== seat;
    case 'nameInDrop':
      return s.players[seat].drop.some((d) => nameOf(d.code).includes(c.part));
    case 'noneOfThisNameSet': {
      const name = code ?? self?.code;
      return name !== undefined && !s.players[seat].spell.some((x) => nameOf(x.code) === nameOf(name));
    }
  }
}

export function hasAttribute(code: string, attr: string): boolean {
  return (requireCard(code).attributes ?? []).some((a) => a === attr);
}

export function sizeOf(c: Card): number {
  return requireCard(c.code).size ?? 0;
}

/** "Your 《X》 in your center gets …": the [Set] spells of the center monster's fighter (BF-KW[Set]). */
function centerBuffs(s: BFState, c: Card): { power: number; defense: number } {
  const out = { power: 0, defense: 0 };
  const at = areaOf(s, c.id);
  if (!at || at.area !== 'center') return out;
  for (const sp of s.players[at.seat].spell)
    for (const k of scriptOf(sp.code).conts ?? [])
      if (k.k === 'centerBuff' && hasAttribute(c.code, k.attribute)) {
        out.power += k.power;
        out.defense += k.defense;
      }
  return out;
}

export function powerOf(s: BFState, c: Card): number {
  let p = requireCard(c.code).power ?? 0;
  for (const m of c.mods) p += m.power ?? 0;
  p += centerBuffs(s, c).power;
  return Math.max(0, p);
}

export function defenseOf(s: BFState, c: Card): number {
  let d = requireCard(c.code).defense ?? 0;
  for (const m of c.mods) d += m.defense ?? 0;
  d += centerBuffs(s, c).defense;
  // "Your opponent's monster in front of this card gets defense n" (a continuous ability of the card in front).
  const at = areaOf(s, c.id);
  if (at) {
    for (const o of s.players[opponent(at.seat)][frontArea(at.area)]) {
      for (const k of scriptOf(o.code).conts ?? []) if (k.k === 'frontDefense') d += k.n;
    }
  }
  return Math.max(0, d);
}

export function criticalOf(s: BFState, c: Card): number {
  let n = requireCard(c.code).critical ?? 0;
  for (const m of c.mods) n += m.critical ?? 0;
  const at = areaOf(s, c.id);
  if (at) {
    for (const k of scriptOf(c.code).conts ?? []) {
      if (k.k === 'criticalIfNameInDrop' && s.players[at.seat].drop.some((d) => nameOf(d.code).includes(k.part)))
        n += k.n;
    }
  }
  return Math.max(0, n);
}

/** The card's keywords now: printed, given by an effect, or by a continuous "if …, this card gets" ability. */
export function hasKeyword(s: BFState, c: Card, kw: Keyword): boolean {
  if (kw === 'penetrate' && c.mods.some((m) => m.noPenetrate)) return false;
  const sc = scriptOf(c.code);
  if (sc.keywords?.includes(kw)) return true;
  if (c.mods.some((m) => m.keyword === kw)) return true;
  const at = areaOf(s, c.id);
  for (const k of sc.conts ?? []) {
    if (k.k === 'keywordIf' && k.keyword === kw && at && condHolds(s, at.seat, k.cond, c)) return true;
  }
  return false;
}

/** Whether this card may attack the fighter past a monster in the opponent's center. */
export function attacksPastCenter(c: Card): boolean {
  return (scriptOf(c.code).conts ?? []).some((k) => k.k === 'pastCenter') || c.mods.some((m) => m.pastCenter);
}

/** The cards a filter picks now, for a card or ability of `seat` (`self` excluded from nothing). */
export function matching(s: BFState, seat: Seat, f: Filter): Card[] {
  const sides: Seat[] = f.side === 'you' ? [seat] : f.side === 'opponent' ? [opponent(seat)] : [seat, opponent(seat)];
  const out: Card[] = [];
  for (const side of sides) {
    const p = s.players[side];
    const pool =
      f.from === 'drop'
        ? p.drop
        : f.type === 'item'
          ? p.item
          : f.type === 'card'
            ? [...monstersOf(s, side), ...p.item, ...p.spell]
            : monstersOf(s, side);
    for (const c of pool) {
      const r = requireCard(c.code);
      if (f.from === 'drop' && f.type !== 'card' && r.type !== (f.type === 'item' ? 'item' : 'monster')) continue;
      const size = r.size ?? 0;
      if (f.maxSize !== undefined && size > f.maxSize) continue;
      if (f.minSize !== undefined && size < f.minSize) continue;
      if (f.maxPower !== undefined && powerOf(s, c) > f.maxPower) continue;
      if (f.maxDefense !== undefined && defenseOf(s, c) > f.maxDefense) continue;
      if (f.attribute && !hasAttribute(c.code, f.attribute)) continue;
      if (f.inBattle && !inBattle(s, c.id)) continue;
      if (f.area && !s.players[side][f.area].includes(c)) continue;
      if (f.entered && !(s.entered ?? []).some((e) => e.card === c.id && s.players[side][e.area].includes(c))) continue;
      out.push(c);
    }
  }
  return out;
}

/**
 * BF-Oth[When… enters the field]: the monsters of `seat` still in `area` whose entering there opened a window that
 * is still open (state `entered`).
 */
export function enteredMonsters(s: BFState, seat: Seat, area: Area, maxSize?: number): Card[] {
  return (s.entered ?? [])
    .filter((e) => e.seat === seat && e.area === area)
    .map((e) => s.players[seat][area].find((c) => c.id === e.card))
    .filter((c): c is Card => c !== undefined && (maxSize === undefined || sizeOf(c) <= maxSize));
}

/** BF-Atk 2.2: the attackers and the attacked monster are "in battle" until 3.3. */
export function inBattle(s: BFState, id: number): boolean {
  const b = s.battle;
  return b !== null && (b.attackers.includes(id) || b.target === id);
}
