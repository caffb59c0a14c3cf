// The Vanguard playmat, drawn from one seat's view only: the opponent's field mirrored at the top (their back
// row farthest away, their right on our left), ours below, both guardian circles between them, the
// public zones beside each field (damage, drop, soul, bind, trigger zone, G zone, deck count) and the
// hands (ours face up, the opponent's as a count of backs). Legal targets of the pending decision are lit.
import { seatName } from '../../../../src/games/seatWords.ts';
import type { TargetKey } from '../../answers.ts';
import { CardBack } from '../../Card.tsx';
import { cardName } from '../../cardDb.ts';
import { Hand, OpponentHand } from '../../Hand.tsx';
import { DeckPile, PileButton } from '../../Pile.tsx';
import { markOf, targetClass } from '../../targeting.ts';
import type { Seat } from '../../types.ts';
import type { BoardProps as AnyBoardProps } from '../registry.ts';
import { damageKey, unitKey } from './answers.ts';
import { CardFace } from './Card.tsx';
import type { CardInfo } from './cardInfo.ts';
import { circleShort } from './prompts.ts';
import type { CardView, Circle, HiddenCardView, PlayerView, VGView } from './view.ts';

export type BoardProps = AnyBoardProps<VGView, CardInfo>;

const MY_ROWS: Circle[][] = [
  ['FL', 'VC', 'FR'],
  ['BL', 'BC', 'BR'],
];
const THEIR_ROWS: Circle[][] = [
  ['BR', 'BC', 'BL'],
  ['FR', 'VC', 'FL'],
];

/**
 * The rows of a player's field with the circles gained with Imaginary Gift: Accel (VG2 10.6.3.2.2): odd gains left
 * of the front row (the latest outermost), even gains right of it; a gap (null) under each in the back row.
 */
function rowsOf(player: PlayerView, mine: boolean): (Circle | null)[][] {
  const gained = player.gifts?.accel ?? [];
  if (gained.length === 0) return mine ? MY_ROWS : THEIR_ROWS;
  const left = gained.filter((_, i) => i % 2 === 0).reverse();
  const right = gained.filter((_, i) => i % 2 === 1);
  const gaps = (n: number) => Array<null>(n).fill(null);
  const front: Circle[] = [...left, 'FL', 'VC', 'FR', ...right];
  const back: (Circle | null)[] = [...gaps(left.length), 'BL', 'BC', 'BR', ...gaps(right.length)];
  // The opponent's field is mirrored: their back row farthest away, their right on our left.
  return mine ? [front, back] : [back.reverse(), front.reverse()];
}

/** A lit target is a button for the keyboard too (Tab to it, Enter or Space to choose it). */
function keyboard(key: TargetKey, p: BoardProps, onClick: () => void) {
  if (!p.lit.has(key) && p.selected !== key) return {};
  return {
    role: 'button',
    tabIndex: 0,
    onKeyDown: (e: { key: string; preventDefault(): void }) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        onClick();
      }
    },
  };
}

function battleRole(v: VGView, seat: Seat, circle: Circle): string {
  const b = v.battle;
  if (!b) return '';
  // VG2 10.35: a dominated unit attacks from the opponent's field.
  if (b.attackerSeat !== undefined && seat === b.attackerSeat && b.attacker?.circle === circle) return ' attacking';
  if (seat === v.turnPlayer) {
    if (b.attackerSeat === undefined && b.attacker?.circle === circle) return ' attacking';
    if (b.booster?.circle === circle) return ' boosting';
  } else if (b.targets.some((t) => t.circle === circle)) return ' attacked';
  return '';
}

function Unit({ u, p }: { u: CardView | HiddenCardView | undefined; p: BoardProps }) {
  if (!u) return null;
  if (!('code' in u)) return <CardBack label="?" />;
  if (u.faceDown && !p.db[u.code]) return <CardBack rested={u.rested} />;
  return (
    <CardFace
      db={p.db}
      code={u.code}
      power={u.power}
      critical={u.critical}
      shield={u.shield}
      rested={u.rested}
      faceDown={u.faceDown && !u.locked && !u.deleted}
      onInspect={p.onInspect}
    >
      {/* VG2 10.22: a locked card is face down and no unit; its face stays public (4.6.8.1). */}
      {u.locked && (
        <div className="face-down-veil" data-testid="locked">
          locked
        </div>
      )}
      {/* VG2 10.26: a deleted vanguard is face down, its face public to all (10.26.6). */}
      {u.deleted && (
        <div className="face-down-veil" data-testid="deleted">
          deleted
        </div>
      )}
      {/* VG2 10.35.1.1: a unit in the dominated state, and who dominates it. */}
      {u.dominatedBy !== undefined && (
        <div className="face-down-veil" data-testid="dominated">
          dominated by {seatName(u.dominatedBy, p.view.viewer).toLowerCase()}
        </div>
      )}
      {/* VG2 11.37.2 successful, 11.34.1 in harmony, 11.21–11.33 blazing etc.: states that last until end of turn. */}
      {(u.successful || u.harmony || u.states) && (
        <div className="unit-marks" data-testid="unit-marks">
          {[u.successful ? 'successful' : '', u.harmony ? 'harmony' : '', ...(u.states ?? [])]
            .filter(Boolean)
            .join(' · ')}
        </div>
      )}
    </CardFace>
  );
}

function CircleCell({ seat, circle, p }: { seat: Seat; circle: Circle; p: BoardProps }) {
  const player = p.view.players[seat];
  const cards = player.field[circle];
  const top = cards[cards.length - 1];
  // VG2 10.25: a Legion Mate shares the vanguard circle with the Legion Leader, which is the top card.
  const mate = circle === 'VC' ? cards.find((c): c is CardView => 'legion' in c && c.legion === 'mate') : undefined;
  // VG2 10.27: the heart under a strode G unit stays on the vanguard circle.
  const heart = circle === 'VC' ? cards.find((c): c is CardView => 'heart' in c && c.heart === true) : undefined;
  const key = unitKey(seat, circle);
  const soul = circle === 'VC' ? player.soul.length : 0;
  // VG2 10.6.3.1: Force markers are public; each gives the unit here +10000 during its master's turn.
  const force = player.gifts?.force?.[circle] ?? 0;
  // VG2 10.6.3.2: a circle gained with Accel.
  const accel = player.gifts?.accel?.some((c) => c === circle) ?? false;
  const onClick = () => {
    if (p.lit.has(key) || p.selected === key) p.onTarget(key);
    else if (top && 'code' in top) p.onInspect({ code: top.code, power: top.power, critical: top.critical }, true);
  };
  return (
    <div
      className={`circle c-${circle}${top ? ' filled' : ''}${targetClass(key, p)}${battleRole(p.view, seat, circle)}`}
      data-testid={`circle-${seat}-${circle}`}
      data-target={key}
      data-mark={markOf(key, p)}
      onClick={onClick}
      {...keyboard(key, p, onClick)}
    >
      <span className="circle-label">{circleShort(circle)}</span>
      <Unit u={top} p={p} />
      {accel && (
        <span
          className="soul-badge"
          style={{ bottom: 'auto', right: 'auto', top: '-6px', left: '-8px' }}
          data-testid={`accel-${seat}-${circle}`}
          title="Imaginary Gift: Accel (VG2 10.6.3.2): a gained front-row circle; +10000 to the unit here during its master's turn"
        >
          Accel
        </span>
      )}
      {force > 0 && (
        <span
          className="soul-badge"
          style={{ bottom: 'auto', right: 'auto', top: '-6px', left: '-8px' }}
          data-testid={`force-${seat}-${circle}`}
          title="Imaginary Gift: Force (VG2 10.6.3.1): +10000 per marker to the unit here during its master's turn"
        >
          Force{force > 1 ? ` ×${force}` : ''}
        </span>
      )}
      {mate && (
        <button
          className="soul-badge"
          style={{ bottom: 'auto', top: '-6px' }}
          data-testid={`legion-${seat}`}
          onClick={(e) => {
            e.stopPropagation();
            p.onInspect({ code: mate.code, power: mate.power, critical: mate.critical }, true);
          }}
          title="Legion Mate (VG2 10.25): click to see it"
        >
          legion: {cardName(p.db, mate.code)}
        </button>
      )}
      {heart && !mate && (
        <button
          className="soul-badge"
          style={{ bottom: 'auto', top: '-6px' }}
          data-testid={`heart-${seat}`}
          onClick={(e) => {
            e.stopPropagation();
            p.onInspect({ code: heart.code, power: heart.power }, true);
          }}
          title="Heart (VG2 10.27): click to see it"
        >
          heart: {cardName(p.db, heart.code)}
        </button>
      )}
      {circle === 'VC' && (
        <button
          className="soul-badge"
          data-testid={`soul-${seat}`}
          onClick={(e) => {
            e.stopPropagation();
            p.onOpenPile(seat, 'soul');
          }}
          title="Soul: click to see it"
        >
          soul {soul}
        </button>
      )}
    </div>
  );
}

function Guardians({ seat, p }: { seat: Seat; p: BoardProps }) {
  const gc = p.view.players[seat].field.GC;
  const key = unitKey(seat, 'GC');
  const onClick = () => {
    if (p.lit.has(key)) p.onTarget(key);
  };
  return (
    <div
      className={`guardians${gc.length ? ' filled' : ''}${targetClass(key, p)}`}
      data-testid={`circle-${seat}-GC`}
      data-target={key}
      onClick={onClick}
      {...keyboard(key, p, onClick)}
    >
      <span className="circle-label">GC</span>
      {gc.map((u, i) => (
        <Unit key={'id' in u ? u.id : i} u={u} p={p} />
      ))}
    </div>
  );
}

function Damage({ seat, p }: { seat: Seat; p: BoardProps }) {
  const dmg = p.view.players[seat].damage;
  return (
    <div className="damage-zone" data-testid={`damage-${seat}`}>
      <span className="pile-label" onClick={() => p.onOpenPile(seat, 'damage')}>
        damage <b className={dmg.length >= 5 ? 'danger' : ''}>{dmg.length}</b>/6
      </span>
      <div className="damage-cards">
        {dmg.map((c) => {
          const key = damageKey(seat, c.id);
          return (
            <div
              key={c.id}
              className={`damage-card${targetClass(key, p)}`}
              data-target={key}
              onClick={() =>
                p.lit.has(key) ? p.onTarget(key) : p.onInspect({ code: c.code, faceDown: c.faceDown }, true)
              }
            >
              <CardFace db={p.db} code={c.code} small faceDown={c.faceDown} onInspect={p.onInspect} />
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** A player's bind zone: the cards this seat sees, then the face-down ones only their owner sees, as backs (VG2 4.9.2.1). */
export function boundCards(pl: PlayerView): (CardView | HiddenCardView)[] {
  return pl.bindHidden ? [...pl.bind, ...pl.bindHidden] : pl.bind;
}

function Zones({ seat, p }: { seat: Seat; p: BoardProps }) {
  const pl: PlayerView = p.view.players[seat];
  const face = (c: CardView) => (
    <CardFace db={p.db} code={c.code} small faceDown={c.faceDown} onInspect={p.onInspect} />
  );
  return (
    <div className="zones">
      <DeckPile seat={seat} count={pl.deck} />
      <PileButton seat={seat} pile="drop" label="drop" cards={pl.drop} face={face} onOpen={p.onOpenPile} />
      {p.view.format === 'cr201' && (
        <div className="pile gzone" data-testid={`gzone-${seat}`} title="G zone">
          <span className="pile-label">
            G zone <b>{pl.gzone - pl.gzoneUp.length}</b> face down
          </span>
          {pl.gzoneUp.length > 0 && (
            <span className="pile-label" data-testid={`gzone-up-${seat}`}>
              face up: {pl.gzoneUp.map((c) => cardName(p.db, c.code)).join(', ')}
            </span>
          )}
        </div>
      )}
      <PileButton
        seat={seat}
        pile="bind"
        label="bind"
        cards={boundCards(pl)}
        face={(c) => ('code' in c ? face(c) : <CardBack small />)}
        onOpen={p.onOpenPile}
      />
      {pl.removed.length > 0 && (
        <PileButton seat={seat} pile="removed" label="removed" cards={pl.removed} face={face} onOpen={p.onOpenPile} />
      )}
    </div>
  );
}

function TriggerZone({ seat, p }: { seat: Seat; p: BoardProps }) {
  const t = p.view.players[seat].trigger;
  if (t.length === 0) return null;
  return (
    <div className="trigger-zone" data-testid={`trigger-${seat}`}>
      <span className="pile-label">trigger zone</span>
      {t.map((c) => (
        <CardFace key={c.id} db={p.db} code={c.code} onInspect={p.onInspect} />
      ))}
    </div>
  );
}

function Field({ seat, rows, p }: { seat: Seat; rows: (Circle | null)[][]; p: BoardProps }) {
  return (
    <div className="field">
      {rows.map((row, i) => (
        <div className="field-row" key={i}>
          {row.map((c, j) =>
            c === null ? (
              <div key={`gap-${j}`} style={{ width: 'var(--cell)' }} />
            ) : (
              <CircleCell key={c} seat={seat} circle={c} p={p} />
            ),
          )}
        </div>
      ))}
    </div>
  );
}

export function MyHand(p: BoardProps) {
  return (
    <Hand
      hand={p.view.players[p.me].hand}
      t={p}
      face={(code) => <CardFace db={p.db} code={code} onInspect={p.onInspect} />}
    />
  );
}

/**
 * The battle in one line. The numbers are the engine's (`view.battle.powers`, VG2 7.7.1.2): the attacker with its
 * boost, each attacked unit with its guardians' shields; the client adds nothing up itself. A unit that has left
 * its circle has no power to compare (7.7.1.3) and shows a dash.
 */
function BattleLine({ p }: { p: BoardProps }) {
  const b = p.view.battle;
  if (!b?.attacker) return null;
  const tp = p.view.turnPlayer;
  const opp: Seat = tp === 0 ? 1 : 0;
  const unit = (seat: Seat, c: Circle) => {
    const cards = p.view.players[seat].field[c];
    const u = cards[cards.length - 1];
    return u && 'code' in u ? u : undefined;
  };
  // VG2 10.35: a dominated unit attacks from the opponent's field.
  const atk = unit(b.attackerSeat ?? tp, b.attacker.circle);
  const shown = (n: number | null | undefined) => (n === null || n === undefined ? '—' : String(n));
  const guardians = p.view.players[opp].field.GC.length;
  return (
    <div className="battle-line" data-testid="battle-line">
      <b>Battle {b.number}</b>: {atk ? (p.db[atk.code]?.name ?? atk.code) : circleShort(b.attacker.circle)} (
      <span data-testid="battle-attack-power">{shown(b.powers?.attacker)}</span>){b.booster ? ' boosted' : ''} →{' '}
      {b.targets.length === 0
        ? '…'
        : b.targets.map((t, i) => {
            const u = unit(opp, t.circle);
            return (
              <span key={t.circle}>
                {i > 0 ? ', ' : ''}
                {u ? (p.db[u.code]?.name ?? u.code) : circleShort(t.circle)} (
                <span data-testid="battle-defend-power">{shown(b.powers?.targets[i])}</span>)
              </span>
            );
          })}
      {guardians > 0 ? ` · ${guardians} guardian${guardians === 1 ? '' : 's'}` : ''}
    </div>
  );
}

export function Board(p: BoardProps) {
  const me = p.me;
  const opp: Seat = me === 0 ? 1 : 0;
  const oppHand = p.view.players[opp].hand;
  return (
    <div className="board" data-testid="board">
      <section className="side theirs" data-testid="side-opponent">
        <OpponentHand count={Array.isArray(oppHand) ? oppHand.length : oppHand} />
        {/* VG2 10.6.3.3.1: a Protect card in the hand is told apart from the other cards. */}
        {p.view.players[opp].gifts?.protect && (
          <span className="pile-label" data-testid="opp-protect">
            Protect cards in hand: {p.view.players[opp].gifts?.protect}
          </span>
        )}
        <div className="playmat">
          <Damage seat={opp} p={p} />
          <Field seat={opp} rows={rowsOf(p.view.players[opp], false)} p={p} />
          <Zones seat={opp} p={p} />
        </div>
        <TriggerZone seat={opp} p={p} />
      </section>
      <div className="midline">
        <Guardians seat={opp} p={p} />
        <BattleLine p={p} />
        <Guardians seat={me} p={p} />
      </div>
      <section className="side mine" data-testid="side-me">
        <TriggerZone seat={me} p={p} />
        <div className="playmat">
          <Damage seat={me} p={p} />
          <Field seat={me} rows={rowsOf(p.view.players[me], true)} p={p} />
          <Zones seat={me} p={p} />
        </div>
      </section>
    </div>
  );
}
