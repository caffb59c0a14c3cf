// The strip above the board: turn and phase, whose turn and whose decision, each seat's connection,
// and each seat's chess clock (run down locally between server messages for the seat deciding).
import { useEffect, useState } from 'react';
import { phaseName } from './prompts.ts';
import { DBS_STEPS } from './dbs/prompts.ts';
import type { AnyView, Seat } from './types.ts';
import type { ConnectionStatus } from './useGameSocket.ts';

function seatLabel(seat: Seat, viewer: Seat | 'spectator'): string {
  if (viewer === 'spectator') return `Player ${seat + 1}`;
  return seat === viewer ? 'You' : 'Opponent';
}

/** VG2 12.4.2: the queued turns, the next first: "your extra turn, then opponent's turn". */
function nextTurnsText(turns: { seat: Seat; extra: boolean }[], viewer: Seat | 'spectator'): string {
  return turns
    .map((t) => {
      const whose = viewer === 'spectator' ? `player ${t.seat + 1}'s` : t.seat === viewer ? 'your' : "opponent's";
      return `${whose}${t.extra ? ' extra' : ''} turn`;
    })
    .join(', then ');
}

function mmss(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!active) return;
    const t = setInterval(() => setNow(performance.now()), 250);
    return () => clearInterval(t);
  }, [active]);
  return now;
}

export interface StatusBarProps {
  view: AnyView;
  viewer: Seat | 'spectator';
  connection: ConnectionStatus;
  connected: [boolean, boolean];
  clock?: [number, number];
  clockAt: number;
  agents?: (string | undefined)[];
}

export function StatusBar(p: StatusBarProps) {
  const v = p.view;
  const deciding = v.result ? null : (v.decision?.seat ?? null);
  const now = useNow(p.clock !== undefined && deciding !== null);
  const left = (seat: Seat) => {
    if (!p.clock) return 0;
    const elapsed = seat === deciding ? now - p.clockAt : 0;
    return p.clock[seat] - Math.max(0, elapsed);
  };
  const seats: Seat[] = p.viewer === 1 ? [1, 0] : [0, 1];
  return (
    <header className="status-bar" data-testid="status-bar">
      <div className="turn-info">
        <span className="turn" data-testid="turn">
          {v.turn === 0 ? 'Setup' : `Turn ${v.turn}`}
        </span>
        <span className="phase" data-testid="phase">
          {phaseName(v.phase, v.game)}
          {v.game === 'dbs' && v.battle && v.step ? ` · ${DBS_STEPS[v.step] ?? v.step}` : ''}
        </span>
        {v.turn > 0 && (
          <span className={`whose${v.turnPlayer === p.viewer ? ' mine' : ''}`}>
            {p.viewer === 'spectator'
              ? `player ${v.turnPlayer + 1}'s turn`
              : v.turnPlayer === p.viewer
                ? 'your turn'
                : "opponent's turn"}
          </span>
        )}
        {v.game === 'vanguard' && v.nextTurns && (
          <span className="next-turns" data-testid="next-turns">
            next: {nextTurnsText(v.nextTurns, p.viewer)}
          </span>
        )}
      </div>
      <div className="seats">
        {seats.map((s) => (
          <span
            key={s}
            className={`seat${deciding === s ? ' deciding' : ''}`}
            data-testid={`seat-${s}`}
            data-connected={p.connected[s] ? 'yes' : 'no'}
          >
            <span
              className={`dot ${p.connected[s] ? 'on' : 'off'}`}
              title={p.connected[s] ? 'connected' : 'not connected'}
            />
            {seatLabel(s, p.viewer)}
            {p.agents?.[s] ? ` (AI: ${p.agents[s]})` : ''}
            {deciding === s && <span className="deciding-mark"> · deciding</span>}
            {p.clock && <span className={`clock${left(s) < 60_000 ? ' low' : ''}`}> {mmss(left(s))}</span>}
          </span>
        ))}
        {p.connection !== 'open' && (
          <span className="conn-warning" data-testid="connection">
            {p.connection === 'reconnecting'
              ? 'Reconnecting…'
              : p.connection === 'connecting'
                ? 'Connecting…'
                : 'Offline'}
          </span>
        )}
      </div>
    </header>
  );
}
