// Drawing one Buddyfight card: its face (size for a monster or the card's kind, name, power · critical · defense as
// the engine computes them now, coloured by its world, the count of its soul), rested cards turned sideways; and its
// detail pane with type, world, attributes, printed and current numbers and the text the server rendered from our
// ability trees (never stored card text).
import type { CSSProperties } from 'react';
import type { Inspect } from '../../Card.tsx';
import type { CardDb } from '../../cardDb.ts';
import { GlossaryText } from '../../GlossaryText.tsx';
import { BF_GLOSSARY } from './glossary.ts';
import { type BfCardInfo, isBfCard, short, textLines } from './model.ts';

/** A hue per world, so a deck's cards share a colour; Generic cards are grey. */
const WORLD_HUE: Record<string, number> = {
  'Dragon World': 8,
  'Danger World': 28,
  'Darkness Dragon World': 275,
  'Star Dragon World': 200,
  'Ancient World': 150,
  'Magic World': 300,
  'Katana World': 220,
  'Legend World': 48,
  'Hero World': 190,
  'Dungeon World': 95,
};

const KIND_MARK: Record<string, string> = { flag: 'F', spell: 'S', item: 'I', impact: 'Im' };

function info(db: CardDb, code: string): BfCardInfo | undefined {
  const c = db[code];
  return isBfCard(c) ? c : undefined;
}

export interface BfFaceProps {
  db: CardDb;
  code: string;
  power?: number;
  defense?: number;
  critical?: number;
  rested?: boolean;
  /** How many cards lie in its soul (BF-Oth[Souls]). */
  soul?: number;
  small?: boolean;
  onInspect?(i: Inspect | null): void;
}

function changed(now: number | undefined, printed: number | undefined): string {
  if (now === undefined || printed === undefined || now === printed) return '';
  return now > printed ? ' up' : ' down';
}

/** One Buddyfight card face; rested cards lie sideways. */
export function BfCardFace({ db, code, power, defense, critical, rested, soul, small, onInspect }: BfFaceProps) {
  const c = info(db, code);
  const hue = WORLD_HUE[c?.world ?? c?.worlds?.[0] ?? ''] ?? 215;
  const generic = c?.world === 'Generic';
  const style = { '--clan-hue': String(hue) } as CSSProperties;
  const p = power ?? c?.power;
  const d = defense ?? c?.defense;
  const k = critical ?? c?.critical;
  const cls = `card face bf-card type-${c?.type ?? 'unknown'}${generic ? ' generic' : ''}${rested ? ' rested' : ''}${
    small ? ' small' : ''
  }`;
  return (
    <div
      className={cls}
      style={style}
      data-testid="card"
      data-code={code}
      data-rested={rested ? 'true' : undefined}
      onMouseEnter={() => onInspect?.({ code, power, critical })}
    >
      <div className="card-top">
        <span className="grade" title={c?.type === 'monster' ? 'size' : (c?.type ?? '')}>
          {c?.type === 'monster' ? c.size : (KIND_MARK[c?.type ?? ''] ?? '?')}
        </span>
        {!!soul && (
          <span className="bf-soul" title={`${soul} card${soul === 1 ? '' : 's'} in its soul`} data-testid="soul-count">
            ⧉{soul}
          </span>
        )}
      </div>
      <div className="card-name">{c?.name ?? code}</div>
      {p !== undefined || k !== undefined || d !== undefined ? (
        <div className="card-bottom bf-stats">
          <span className={`power${changed(power, c?.power)}`} title="power">
            {short(p)}
          </span>
          <span className={`bf-crit${changed(critical, c?.critical)}`} title="critical">
            {k !== undefined ? `✦${k}` : ''}
          </span>
          <span className={`bf-def${changed(defense, c?.defense)}`} title="defense">
            {d !== undefined ? short(d) : ''}
          </span>
        </div>
      ) : null}
    </div>
  );
}

/** The detail pane for a Buddyfight card: type, world, attributes, numbers and its abilities. */
export function BfCardDetail({ c, card, onClose }: { c: BfCardInfo; card: Inspect; onClose?(): void }) {
  const lines = textLines(c.text);
  return (
    <div className="card-detail" data-testid="card-detail">
      {onClose && (
        <button className="close" onClick={onClose} aria-label="Close">
          ×
        </button>
      )}
      <div className="detail-name">{c.name}</div>
      <div className="detail-meta">
        {c.code} · {c.type}
        {c.world ? ` · ${c.world}` : ''}
        {c.attributes?.length ? ` · ${c.attributes.map((a) => `«${a}»`).join(' ')}` : ''}
      </div>
      <div className="detail-stats">
        {c.size !== undefined && <span>Size {c.size}</span>}
        {c.power !== undefined && (
          <span>
            Power {card.power ?? c.power}
            {card.power !== undefined && card.power !== c.power ? ` (printed ${c.power})` : ''}
          </span>
        )}
        {c.critical !== undefined && (
          <span>
            Critical {card.critical ?? c.critical}
            {card.critical !== undefined && card.critical !== c.critical ? ` (printed ${c.critical})` : ''}
          </span>
        )}
        {c.defense !== undefined && <span>Defense {c.defense}</span>}
        {c.worlds?.length ? <span>Worlds {c.worlds.join(', ')}</span> : null}
        {c.allowsAttributes?.length ? <span>Attributes {c.allowsAttributes.join(', ')}</span> : null}
      </div>
      {lines.length > 0 ? (
        <div className="detail-text">
          {lines.map((l, i) => (
            <p key={i}>
              <GlossaryText text={l} glossary={BF_GLOSSARY} />
            </p>
          ))}
        </div>
      ) : (
        <div className="detail-text vanilla">No abilities.</div>
      )}
    </div>
  );
}
