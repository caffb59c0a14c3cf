// Drawing one DBS card: its face (cost or Leader mark, name, power — the awakened side's once a Leader is
// flipped —, combo power, colour band, a count of the cards under it), rested cards turned sideways; and
// its detail pane with both Leader sides, colour, cost, power, combo power, character, trait and the text
// the server rendered from our skill definitions.
import type { CSSProperties } from 'react';
import type { Inspect } from '../../Card.tsx';
import type { CardDb } from '../../cardDb.ts';
import { GlossaryText } from '../../GlossaryText.tsx';
import { DBS_GLOSSARY } from './glossary.ts';
import { costText, type DbsCardInfo, faceSkills, isDbsCard, shownName, shownPower } from './model.ts';

const COLOUR_HUE: Record<string, number> = { red: 2, blue: 212, green: 128, yellow: 46, black: 270 };

function info(db: CardDb, code: string): DbsCardInfo | undefined {
  const c = db[code];
  return isDbsCard(c) ? c : undefined;
}

export interface DbsFaceProps {
  db: CardDb;
  code: string;
  power?: number;
  /** A Combo Area card's combo power as the engine counts it (the view's `comboPower`); else the printed one. */
  comboPower?: number;
  rested?: boolean;
  flipped?: boolean;
  under?: number;
  small?: boolean;
  onInspect?(i: Inspect | null): void;
}

/** One DBS card face: cost, name, power, combo power, colour band; rested cards lie sideways. */
export function DbsCardFace({ db, code, power, comboPower, rested, flipped, under, small, onInspect }: DbsFaceProps) {
  const c = info(db, code);
  const hue = COLOUR_HUE[c?.colour ?? ''] ?? 0;
  const style = { '--clan-hue': String(hue) } as CSSProperties;
  const printed = shownPower(c, code, flipped);
  const shown = power ?? printed;
  const changed = power !== undefined && printed !== undefined && power !== printed;
  const cls = `card face dbs-card type-${c?.type ?? 'token'}${c?.colour === 'black' ? ' colour-black' : ''}${
    rested ? ' rested' : ''
  }${flipped ? ' flipped' : ''}${small ? ' small' : ''}`;
  return (
    <div
      className={cls}
      style={style}
      data-testid="card"
      data-code={code}
      data-rested={rested ? 'true' : undefined}
      onMouseEnter={() => onInspect?.({ code, power, flipped })}
    >
      <div className="card-top">
        <span className="grade" title={c?.type === 'leader' ? 'Leader' : 'energy cost'}>
          {c?.type === 'leader' ? (flipped ? 'L★' : 'L') : c?.energyCost ? c.energyCost.total : '–'}
        </span>
        {c?.type === 'extra' && <span className="trigger">EX</span>}
        {!!under && (
          <span className="crit" title={`${under} card${under === 1 ? '' : 's'} under this card`}>
            ⧉{under}
          </span>
        )}
      </div>
      <div className="card-name">{shownName(c, code, flipped)}</div>
      <div className="card-bottom">
        <span className={`power${changed ? (power! > printed! ? ' up' : ' down') : ''}`}>
          {shown !== undefined ? (shown >= 1000 ? `${shown / 1000}k` : shown) : ''}
        </span>
        {(comboPower ?? c?.comboPower) ? (
          <span
            className={`combo-power${comboChange(comboPower, c?.comboPower)}`}
            title="combo power"
            data-testid="combo-power"
          >
            +{(comboPower ?? c!.comboPower!) / 1000}k
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** ' up' or ' down' when the engine's combo power differs from the printed one (DBS 2-9 with effects on it). */
function comboChange(current: number | undefined, printed: number | null | undefined): string {
  if (current === undefined || printed === undefined || printed === null || current === printed) return '';
  return current > printed ? ' up' : ' down';
}

/** The detail pane for a DBS card: the side it shows, colour, cost, power, combo, character, trait, skills. */
export function DbsCardDetail({ c, card, onClose }: { c: DbsCardInfo; card: Inspect; onClose?(): void }) {
  const face = card.flipped && c.back ? c.back : c;
  const skills = faceSkills(c.text);
  const shown = skills[card.flipped && c.back ? 1 : 0] ?? [];
  const other = c.back ? (skills[card.flipped ? 0 : 1] ?? []) : [];
  return (
    <div className="card-detail" data-testid="card-detail">
      {onClose && (
        <button className="close" onClick={onClose} aria-label="Close">
          ×
        </button>
      )}
      <div className="detail-name">{face.name}</div>
      <div className="detail-meta">
        {c.code} · {c.colour} · {c.type === 'leader' ? `Leader${card.flipped ? ' (awakened)' : ''}` : c.type}
        {face.era ? ` · ${face.era}` : ''}
      </div>
      <div className="detail-stats">
        {c.energyCost && <span>Cost {costText(c)}</span>}
        {face.power !== undefined && (
          <span>
            Power {card.power ?? face.power}
            {card.power !== undefined && card.power !== face.power ? ` (printed ${face.power})` : ''}
          </span>
        )}
        {c.comboPower ? (
          <span>
            Combo +{c.comboPower} (cost {c.comboCost ?? 0})
          </span>
        ) : null}
        {face.characters?.length ? <span>Character {face.characters.join(' / ')}</span> : null}
        {face.traits?.length ? <span>Trait {face.traits.join(', ')}</span> : null}
      </div>
      {shown.length > 0 ? (
        <div className="detail-text">
          {shown.map((l, i) => (
            <p key={i}>
              <GlossaryText text={l} glossary={DBS_GLOSSARY} />
            </p>
          ))}
        </div>
      ) : (
        <div className="detail-text vanilla">No skills.</div>
      )}
      {c.back && (
        <div className="detail-note">
          {card.flipped ? `Front side: ${c.name} (${c.power})` : `Awakens into ${c.back.name} (${c.back.power})`}
          {other.map((l, i) => (
            <p key={i} className="muted">
              {l}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
