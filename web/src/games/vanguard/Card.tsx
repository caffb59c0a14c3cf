// Drawing one Vanguard card: its face (name, grade, power, shield, critical, trigger icon, clan colour), a veil for
// one lying face down; rested cards are turned sideways. Hovering or tapping a face shows the card's detail (stats
// and the text rendered from its abilities).
import type { CSSProperties, ReactNode } from 'react';
import type { Inspect } from '../../Card.tsx';
import { GlossaryText } from '../../GlossaryText.tsx';
import { type CardInfo, skillName, type VgCardDb } from './cardInfo.ts';
import { VANGUARD_GLOSSARY } from './glossary.ts';

function clanHue(clan: string): number {
  let h = 0;
  for (let i = 0; i < clan.length; i++) h = (h * 31 + clan.charCodeAt(i)) % 360;
  return h;
}

const TRIGGER_ICONS: Record<string, string> = {
  critical: '✦',
  draw: '✚',
  stand: '⟳',
  heal: '♥',
  front: '▲',
  over: '★',
};

export interface CardFaceProps {
  db: VgCardDb;
  code: string;
  power?: number;
  critical?: number;
  /** A guardian's shield as the engine counts it (the view's `shield`, VG2 2.6); else the printed one. */
  shield?: number;
  rested?: boolean;
  faceDown?: boolean;
  small?: boolean;
  onInspect?(i: Inspect | null): void;
  children?: ReactNode;
}

export function CardFace({
  db,
  code,
  power,
  critical,
  shield,
  rested,
  faceDown,
  small,
  onInspect,
  children,
}: CardFaceProps) {
  const c = db[code];
  const style = { '--clan-hue': String(clanHue(c?.clan ?? code)) } as CSSProperties;
  const shownPower = power ?? c?.power;
  const boosted = power !== undefined && c !== undefined && power !== c.power;
  const inspect = () => onInspect?.({ code, power, critical, faceDown });
  const cls = `card face${rested ? ' rested' : ''}${faceDown ? ' face-down' : ''}${small ? ' small' : ''}`;
  return (
    <div className={cls} style={style} data-testid="card" data-code={code} onMouseEnter={inspect}>
      <div className="card-top">
        <span className="grade" title="grade">
          {c?.grade ?? '?'}
        </span>
        {c?.trigger && (
          <span className={`trigger trig-${c.trigger.kind}`} title={`${c.trigger.kind} trigger`}>
            {TRIGGER_ICONS[c.trigger.kind] ?? '★'}
          </span>
        )}
        {(critical ?? c?.critical ?? 1) > 1 && <span className="crit">★{critical ?? c?.critical}</span>}
      </div>
      <div className="card-name">{c?.name ?? code}</div>
      <div className="card-bottom">
        <span className={`power${boosted ? (power! > c!.power ? ' up' : ' down') : ''}`}>{shownPower ?? ''}</span>
        {c && (shield !== undefined || c.shield !== null) && (
          <span
            className={`shield${shield !== undefined && shield !== c.shield ? (shield > (c.shield ?? 0) ? ' up' : ' down') : ''}`}
            title="shield"
            data-testid="shield"
          >
            {(shield ?? c.shield!) / 1000}k
          </span>
        )}
      </div>
      {faceDown && <div className="face-down-veil">face down</div>}
      {children}
    </div>
  );
}

/** The detail pane for a Vanguard card: grade, power (the view's, and the printed one when they differ), shield,
 * critical, trigger, skills and the text. */
export function VgCardDetail({ c, card, onClose }: { c: CardInfo; card: Inspect; onClose?(): void }) {
  const lines = c.text ? c.text.split('\n') : [];
  return (
    <div className="card-detail" data-testid="card-detail">
      {onClose && (
        <button className="close" onClick={onClose} aria-label="Close">
          ×
        </button>
      )}
      <div className="detail-name">{c.name}</div>
      <div className="detail-meta">
        {card.code} · {c.clan}
        {c.race ? ` · ${c.race}` : ''}
      </div>
      <div className="detail-stats">
        <span>Grade {c.grade}</span>
        <span>
          Power {card.power ?? c.power}
          {card.power !== undefined && card.power !== c.power ? ` (printed ${c.power})` : ''}
        </span>
        <span>Shield {c.shield ?? '—'}</span>
        <span>Critical {card.critical ?? c.critical}</span>
        {c.trigger && (
          <span>
            {c.trigger.kind} trigger +{c.trigger.power}
          </span>
        )}
        {c.sentinel && (
          <span>
            <GlossaryText text="Sentinel" glossary={VANGUARD_GLOSSARY} />
          </span>
        )}
        {(c.skills ?? []).map((s) => (
          <span key={s}>
            <GlossaryText text={skillName(s)} glossary={VANGUARD_GLOSSARY} />
          </span>
        ))}
      </div>
      {card.faceDown && <div className="detail-note">This card is face down.</div>}
      {lines.length > 0 ? (
        <div className="detail-text">
          {lines.map((l, i) => (
            <p key={i}>
              <GlossaryText text={l} glossary={VANGUARD_GLOSSARY} />
            </p>
          ))}
        </div>
      ) : (
        <div className="detail-text vanilla">No abilities.</div>
      )}
    </div>
  );
}
