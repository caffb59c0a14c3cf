// The DBS playmat, drawn from one seat's view only: the opponent's side mirrored at the top, ours below.
// Each side has its Leader (the awakened back's name and power once flipped), Battle Area, Combo Area,
// Energy Area (active cards upright, rested ones turned sideways, with the active count), Life, deck
// and hand counts, and drop / warp / removed piles that open as lists; cards under a card show as a
// count on it. Our hand is face up under the board; the opponent's is a row of backs. Legal targets of
// the pending decision are lit; hovering or tapping a card shows its detail.
import { CardBack } from '../../Card.tsx';
import type { CardDb } from '../../cardDb.ts';
import { Hand, OpponentHand } from '../../Hand.tsx';
import { DeckPile, PileButton } from '../../Pile.tsx';
import { markOf, targetClass } from '../../targeting.ts';
import type { Seat } from '../../types.ts';
import type { BoardProps } from '../registry.ts';
import { dcardKey } from './answers.ts';
import { DbsCardFace } from './Card.tsx';
import { type DbsCardInfo, type DbsCardView, type DBSView, isDbsCard, shownName } from './model.ts';

function info(db: CardDb, code: string): DbsCardInfo | undefined {
  const c = db[code];
  return isDbsCard(c) ? c : undefined;
}

export type DbsPile = 'drop' | 'warp' | 'removed';

export type DbsBoardProps = BoardProps<DBSView>;

function battleRole(v: DBSView, id: number): string {
  const b = v.battle;
  if (!b) return '';
  if (b.attacker === id) return ' attacking';
  if (b.guard === id) return ' attacked';
  return '';
}

/** A card in play: clickable when lit, else tapping it pins its detail. */
function InPlay({ c, p, small }: { c: DbsCardView; p: DbsBoardProps; small?: boolean }) {
  const key = dcardKey(c.id);
  const onClick = () => {
    if (p.lit.has(key) || p.selected === key) p.onTarget(key);
    else p.onInspect({ code: c.code, power: c.power, flipped: c.flipped }, true);
  };
  return (
    <div
      className={`dbs-slot${targetClass(key, p)}${battleRole(p.view, c.id)}${c.rested ? ' is-rested' : ''}`}
      data-target={key}
      data-testid="dbs-card"
      data-mark={markOf(key, p)}
      onClick={onClick}
      role={p.lit.has(key) ? 'button' : undefined}
      tabIndex={p.lit.has(key) ? 0 : undefined}
      onKeyDown={(e) => {
        if (p.lit.has(key) && (e.key === 'Enter' || e.key === ' ')) {
          e.preventDefault();
          onClick();
        }
      }}
    >
      <DbsCardFace
        db={p.db}
        code={c.code}
        power={c.power}
        comboPower={c.comboPower}
        rested={c.rested}
        flipped={c.flipped}
        under={c.under?.length}
        small={small}
        onInspect={p.onInspect}
      />
    </div>
  );
}

function Area({
  seat,
  name,
  label,
  cards,
  p,
  small,
}: {
  seat: Seat;
  name: string;
  label: string;
  cards: DbsCardView[];
  p: DbsBoardProps;
  small?: boolean;
}) {
  const active = name === 'energy' ? cards.filter((c) => !c.rested).length : 0;
  return (
    <div className={`dbs-area dbs-${name}`} data-testid={`dbs-${name}-${seat}`}>
      <span className="pile-label">
        {label} <b>{name === 'energy' ? `${active}/${cards.length}` : cards.length}</b>
        {name === 'energy' && <span className="muted"> active</span>}
      </span>
      <div className="dbs-cards">
        {cards.length === 0 && <span className="dbs-empty">—</span>}
        {cards.map((c) => (
          <InPlay key={c.id} c={c} p={p} small={small} />
        ))}
      </div>
    </div>
  );
}

function Counters({ seat, p }: { seat: Seat; p: DbsBoardProps }) {
  const pl = p.view.players[seat];
  const face = (c: DbsCardView) => <DbsCardFace db={p.db} code={c.code} small onInspect={p.onInspect} />;
  return (
    <div className="dbs-counters">
      <div className="pile life" data-testid={`life-${seat}`} title="Life">
        <span className="pile-label">
          life <b className={pl.life <= 2 ? 'danger' : ''}>{pl.life}</b>
        </span>
        {pl.life > 0 && <CardBack small label="♥" />}
      </div>
      <DeckPile seat={seat} count={pl.deck} />
      <PileButton seat={seat} pile="drop" label="drop" cards={pl.drop} face={face} onOpen={p.onOpenPile} />
      <PileButton seat={seat} pile="warp" label="warp" cards={pl.warp} face={face} onOpen={p.onOpenPile} />
      {pl.removed.length > 0 && (
        <PileButton seat={seat} pile="removed" label="removed" cards={pl.removed} face={face} onOpen={p.onOpenPile} />
      )}
    </div>
  );
}

function Side({ seat, p, top }: { seat: Seat; p: DbsBoardProps; top: boolean }) {
  const pl = p.view.players[seat];
  const front = (
    <div className="dbs-row dbs-front">
      <Area seat={seat} name="leader" label="leader" cards={pl.leader} p={p} />
      <Area seat={seat} name="battle" label="battle" cards={pl.battle} p={p} />
    </div>
  );
  const back = (
    <div className="dbs-row dbs-back">
      <Area seat={seat} name="energy" label="energy" cards={pl.energy} p={p} small />
      <Area seat={seat} name="combo" label="combo" cards={pl.combo} p={p} small />
    </div>
  );
  return (
    <div className="dbs-playmat">
      <Counters seat={seat} p={p} />
      <div className="dbs-field">
        {top ? back : front}
        {top ? front : back}
      </div>
    </div>
  );
}

/**
 * The attack in one line. The numbers are the engine's (`view.battle.powers`): each card's power with its side's
 * combo power (DBS 7-4-1-2, 7-4-1-3), as the Damage Step will compare them; the client adds nothing up itself.
 */
function BattleLine({ p }: { p: DbsBoardProps }) {
  const b = p.view.battle;
  if (!b) return null;
  const find = (id: number) => {
    for (const pl of p.view.players) for (const c of [...pl.leader, ...pl.battle]) if (c.id === id) return c;
    return undefined;
  };
  const a = find(b.attacker);
  const g = find(b.guard);
  const name = (c: DbsCardView | undefined) => (c ? shownName(info(p.db, c.code), c.code, c.flipped) : '…');
  const shown = (n: number | null | undefined) => (n === null || n === undefined ? '—' : String(n));
  return (
    <div className="battle-line" data-testid="battle-line">
      <b>Attack</b>: {name(a)} (<span data-testid="battle-attack-power">{shown(b.powers?.attacker)}</span>) → {name(g)}{' '}
      (<span data-testid="battle-defend-power">{shown(b.powers?.guard)}</span>){b.blocked ? ' · blocked' : ''}
      {b.combos.length ? ` · ${b.combos.length} combo${b.combos.length === 1 ? '' : 's'}` : ''}
    </div>
  );
}

export function DbsBoard(p: DbsBoardProps) {
  const opp: Seat = p.me === 0 ? 1 : 0;
  const oppHand = p.view.players[opp].hand;
  return (
    <div className="board dbs-board" data-testid="board" data-game="dbs">
      <section className="side theirs" data-testid="side-opponent">
        <OpponentHand count={Array.isArray(oppHand) ? oppHand.length : oppHand} />
        <Side seat={opp} p={p} top />
      </section>
      <div className="midline">
        <BattleLine p={p} />
      </div>
      <section className="side mine" data-testid="side-me">
        <Side seat={p.me} p={p} top={false} />
      </section>
    </div>
  );
}

export function DbsHand(p: DbsBoardProps) {
  return (
    <Hand
      hand={p.view.players[p.me].hand}
      t={p}
      face={(code) => <DbsCardFace db={p.db} code={code} onInspect={p.onInspect} />}
    />
  );
}
