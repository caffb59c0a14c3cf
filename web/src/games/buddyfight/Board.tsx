// The Buddyfight table, drawn from one seat's view only (digest §1.3, BF-Mat①–⑨): each fighter's life in large
// figures beside the gauge, deck and drop zone, the monster areas (left, center, right: the opponent's mirrored
// across the table, their right on our left) with each monster's soul counted under it, and the flag, buddy zone,
// item and spell area. The middle line holds the card being used and the battle: its attackers, target and the
// engine's numbers (power against defense, or the critical that becomes damage), and the link chips when attacks are
// chosen. Every lit position, card and fighter is a click of the pending decision (answers.ts).
import type { KeyboardEvent } from 'react';
import { CardBack } from '../../Card.tsx';
import { OpponentHand, Hand } from '../../Hand.tsx';
import { DeckPile, PileButton } from '../../Pile.tsx';
import { markOf, targetClass } from '../../targeting.ts';
import type { Seat } from '../../types.ts';
import type { BoardProps } from '../registry.ts';
import { areaKey, bcardKey, fighterKey, linkIds } from './answers.ts';
import { AttackArrows } from './Arrows.tsx';
import { BfCardFace } from './Card.tsx';
import { type BfCardView, type BfView, isBfCard, MONSTER_AREAS } from './model.ts';
import { BF_ZONES } from './prompts.ts';

export type BfBoardProps = BoardProps<BfView>;
export type BfPile = 'drop';

function battleRole(v: BfView, id: number): string {
  const b = v.battle;
  if (!b) return '';
  if (b.attackers.includes(id)) return ' attacking';
  if (b.target === id) return ' attacked';
  return '';
}

function onKey(lit: boolean, act: () => void) {
  return (e: KeyboardEvent) => {
    if (lit && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      e.stopPropagation();
      act();
    }
  };
}

/** A card on the board: a target when lit (or selected), else tapping it pins its detail. */
function InPlay({ c, p, small, inArea }: { c: BfCardView; p: BfBoardProps; small?: boolean; inArea?: string }) {
  const key = bcardKey(c.id);
  const lit = p.lit.has(key) || p.selected === key;
  const onClick = (e: { stopPropagation(): void }) => {
    if (lit) {
      e.stopPropagation();
      p.onTarget(key);
    } else if (!inArea || !p.lit.has(inArea)) {
      e.stopPropagation();
      p.onInspect({ code: c.code, power: c.power, critical: c.critical }, true);
    }
    // else: the click falls through to the lit area it stands in (a call onto an occupied area).
  };
  return (
    <div
      className={`bf-slot${targetClass(key, p)}${battleRole(p.view, c.id)}${c.rested ? ' is-rested' : ''}`}
      data-target={key}
      data-testid="bf-card"
      data-mark={markOf(key, p)}
      onClick={onClick}
      role={p.lit.has(key) ? 'button' : undefined}
      tabIndex={p.lit.has(key) ? 0 : undefined}
      onKeyDown={onKey(p.lit.has(key), () => p.onTarget(key))}
    >
      <BfCardFace
        db={p.db}
        code={c.code}
        power={c.power}
        defense={c.defense}
        critical={c.critical}
        rested={c.rested}
        soul={inArea ? undefined : c.soul?.length}
        small={small}
        onInspect={p.onInspect}
      />
    </div>
  );
}

/** A monster area (BF-Mat⑤–⑦): a position a call or [Move] can choose, holding at most one monster. */
function MonsterArea({ seat, area, p }: { seat: Seat; area: (typeof MONSTER_AREAS)[number]; p: BfBoardProps }) {
  const key = areaKey(seat, area);
  const cards = p.view.players[seat][area];
  const lit = p.lit.has(key);
  return (
    <div
      className={`bf-area bf-monster-area a-${area}${cards.length ? ' filled' : ''}${targetClass(key, p)}`}
      data-testid={`bf-area-${seat}-${area}`}
      data-target={key}
      onClick={() => lit && p.onTarget(key)}
      role={lit ? 'button' : undefined}
      tabIndex={lit ? 0 : undefined}
      onKeyDown={onKey(lit, () => p.onTarget(key))}
    >
      <span className="bf-area-label">{area}</span>
      {cards.map((c) => (
        <InPlay key={c.id} c={c} p={p} inArea={key} />
      ))}
      {cards.map((c) =>
        c.soul?.length ? (
          <div key={`soul-${c.id}`} className="bf-soul-stack" data-testid={`bf-soul-${seat}-${area}`}>
            soul <b>{c.soul.length}</b>
          </div>
        ) : null,
      )}
    </div>
  );
}

/** The flag, buddy zone, item and spell area: open cards in a row, each a small zone with its name. */
function Zone({
  seat,
  zone,
  p,
  label,
}: {
  seat: Seat;
  zone: 'flag' | 'buddy' | 'item' | 'spell';
  p: BfBoardProps;
  label: string;
}) {
  const cards = p.view.players[seat][zone];
  return (
    <div className={`bf-zone bf-${zone}`} data-testid={`bf-${zone}-${seat}`}>
      <span className="pile-label">{label}</span>
      <div className="bf-zone-cards">
        {cards.length === 0 && <span className="bf-empty">—</span>}
        {cards.map((c) => (
          <InPlay key={c.id} c={c} p={p} small={zone === 'flag' || zone === 'buddy' || zone === 'spell'} />
        ))}
      </div>
    </div>
  );
}

/** The fighter: life in large figures (an attack's target when lit), the gauge, deck, hand and drop zone. */
function Fighter({ seat, p, top }: { seat: Seat; p: BfBoardProps; top: boolean }) {
  const pl = p.view.players[seat];
  const key = fighterKey(seat);
  const lit = p.lit.has(key);
  const b = p.view.battle;
  const attacked = b && b.target === null && b.attackerSeat !== seat ? ' attacked' : '';
  const who = p.view.viewer === 'spectator' ? `Player ${seat + 1}` : top ? 'Opponent' : 'You';
  const face = (c: BfCardView) => <BfCardFace db={p.db} code={c.code} small onInspect={p.onInspect} />;
  return (
    <div className="bf-fighter">
      <div
        className={`bf-life${targetClass(key, p)}${attacked}`}
        data-testid={`life-${seat}`}
        data-target={key}
        title={`${who}: ${pl.life} life`}
        onClick={() => lit && p.onTarget(key)}
        role={lit ? 'button' : undefined}
        tabIndex={lit ? 0 : undefined}
        onKeyDown={onKey(lit, () => p.onTarget(key))}
      >
        <span className="bf-who">{who}</span>
        <span className={`bf-life-n${pl.life <= 3 ? ' danger' : ''}`} data-testid={`life-count-${seat}`}>
          {pl.life}
        </span>
        <span className="bf-life-word">life</span>
      </div>
      <div className="bf-piles">
        <div className="pile gauge" data-testid={`gauge-${seat}`} title="Gauge (face down)">
          <span className="pile-label">
            gauge <b>{pl.gauge}</b>
          </span>
          <div className="bf-gauge-backs">
            {Array.from({ length: Math.min(pl.gauge, 6) }, (_, i) => (
              <CardBack key={i} small />
            ))}
          </div>
        </div>
        <DeckPile seat={seat} count={pl.deck} />
        <PileButton seat={seat} pile="drop" label="drop" cards={pl.drop} face={face} onOpen={p.onOpenPile} />
      </div>
    </div>
  );
}

function Side({ seat, p, top }: { seat: Seat; p: BfBoardProps; top: boolean }) {
  // Facing each other: the opponent's right is on our left.
  const areas = top ? [...MONSTER_AREAS].reverse() : [...MONSTER_AREAS];
  const monsters = (
    <div className="bf-row bf-monsters">
      {areas.map((a) => (
        <MonsterArea key={a} seat={seat} area={a} p={p} />
      ))}
    </div>
  );
  const support = (
    <div className="bf-row bf-support">
      <Zone seat={seat} zone="flag" p={p} label="flag" />
      <Zone seat={seat} zone="buddy" p={p} label="buddy" />
      <Zone seat={seat} zone="item" p={p} label="item" />
      <Zone seat={seat} zone="spell" p={p} label="spells" />
    </div>
  );
  return (
    <div className={`bf-playmat${top ? ' top' : ''}`}>
      <Fighter seat={seat} p={p} top={top} />
      <div className="bf-field">
        {top ? support : monsters}
        {top ? monsters : support}
      </div>
    </div>
  );
}

function find(v: BfView, id: number): BfCardView | undefined {
  for (const pl of v.players)
    for (const z of ['left', 'center', 'right', 'item'] as const) for (const c of pl[z]) if (c.id === id) return c;
  return undefined;
}

function nameOf(p: BfBoardProps, c: BfCardView | undefined): string {
  if (!c) return '…';
  const i = p.db[c.code];
  return isBfCard(i) ? i.name : c.code;
}

/**
 * The battle in one line, from the engine's view numbers: each attacker's power (or critical, at a fighter) as the
 * view gives it, and their total, which BF-Atk 3.1.1 compares with the target's defense (a tie hits) and BF-Atk 3.1.2
 * deals as damage.
 */
function BattleLine({ p }: { p: BfBoardProps }) {
  const b = p.view.battle;
  if (!b) return null;
  const atk = b.attackers.map((id) => find(p.view, id));
  const target = b.target === null ? null : find(p.view, b.target);
  const sum = (k: 'power' | 'critical') => atk.reduce((n, c) => n + (c?.[k] ?? 0), 0);
  const parts = (k: 'power' | 'critical') =>
    atk.map((c, i) => (
      <span key={i}>
        {i > 0 ? ' + ' : ''}
        {nameOf(p, c)} {k === 'critical' ? 'critical ' : ''}
        <b>{c?.[k] ?? '—'}</b>
      </span>
    ));
  const defender: Seat = b.attackerSeat === 0 ? 1 : 0;
  const fighter =
    p.view.viewer === 'spectator' ? `Player ${defender + 1}` : defender === p.view.viewer ? 'You' : 'Opponent';
  return (
    <div className="battle-line bf-battle" data-testid="battle-line">
      <b>{b.link ? 'Link attack' : 'Attack'}</b>
      {b.nullified ? ' (nullified)' : ''}: {b.target === null ? parts('critical') : parts('power')}
      {atk.length > 1 && (
        <>
          {' '}
          = <b data-testid="battle-attack-total">{b.target === null ? sum('critical') : sum('power')}</b>
        </>
      )}
      {' → '}
      {b.target === null ? (
        <>
          {fighter}: <b data-testid="battle-damage">{sum('critical')}</b> damage
        </>
      ) : (
        <>
          {nameOf(p, target ?? undefined)} defense <b data-testid="battle-defense">{target?.defense ?? '—'}</b>
          {target && target.defense !== undefined ? (
            <span className="muted"> · {sum('power') >= target.defense ? 'hits' : 'does not hit'}</span>
          ) : null}
        </>
      )}
    </div>
  );
}

/** The cards being called, cast or equipped (BF-Call 1.1, BF-Cast 1.1): shown to both fighters. */
function InUse({ p }: { p: BfBoardProps }) {
  const cards = p.view.players.flatMap((pl) => pl.play.map((c) => ({ c, seat: pl.seat })));
  if (cards.length === 0) return null;
  return (
    <div className="bf-in-use" data-testid="bf-play">
      {cards.map(({ c, seat }) => (
        <div key={c.id} className="bf-in-use-card">
          <span className="pile-label">
            {p.view.viewer === 'spectator' ? `Player ${seat + 1}` : seat === p.view.viewer ? 'You' : 'Opponent'}{' '}
            {BF_ZONES.play}
          </span>
          <BfCardFace db={p.db} code={c.code} small onInspect={p.onInspect} />
        </div>
      ))}
    </div>
  );
}

/** BF-Atk 2.2: the link attacks the decision offers, each a chip to click before its target. */
function LinkChips({ p }: { p: BfBoardProps }) {
  const keys = [...p.lit].filter((k) => k.startsWith('blink:'));
  if (p.selected?.startsWith('blink:') && !keys.includes(p.selected)) keys.unshift(p.selected);
  if (keys.length === 0) return null;
  return (
    <div className="bf-links" data-testid="bf-links">
      {keys.map((k) => (
        <button
          key={k}
          className={`bf-link${targetClass(k, p)}`}
          data-target={k}
          data-testid="bf-link"
          onClick={() => p.onTarget(k)}
        >
          Link:{' '}
          {linkIds(k)
            .map((id) => nameOf(p, find(p.view, id)))
            .join(' + ')}
        </button>
      ))}
    </div>
  );
}

export function BfBoard(p: BfBoardProps) {
  const opp: Seat = p.me === 0 ? 1 : 0;
  const oppHand = p.view.players[opp].hand;
  return (
    <div className="board bf-board" data-testid="board" data-game="buddyfight">
      <AttackArrows view={p.view} />
      <section className="side theirs" data-testid="side-opponent">
        <OpponentHand count={Array.isArray(oppHand) ? oppHand.length : oppHand} />
        <Side seat={opp} p={p} top />
      </section>
      <div className="midline">
        <InUse p={p} />
        <BattleLine p={p} />
        <LinkChips p={p} />
      </div>
      <section className="side mine" data-testid="side-me">
        <Side seat={p.me} p={p} top={false} />
      </section>
    </div>
  );
}

export function BfHand(p: BfBoardProps) {
  return (
    <Hand
      hand={p.view.players[p.me].hand}
      t={p}
      face={(code) => <BfCardFace db={p.db} code={code} onInspect={p.onInspect} />}
    />
  );
}
