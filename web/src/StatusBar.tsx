// The strip above the board, for any game: turn and phase (with the step the game adds), whose turn and whose
// decision, what the game adds after that, each seat's connection, and each seat's chess clock (run down locally
// between server messages for the seat deciding).
import { useEffect, useState } from 'react';
import type { BaseView, WebGame } from './games/registry.ts';
import type { Seat } from './types.ts';
import type { ConnectionStatus } from './useGameSocket.ts';

function seatLabel(seat: Seat, viewer: Seat | 'spectator'): string {
  if (viewer === 'spectator') return `Player ${seat + 1}`;
  return seat === viewer ? 'You' : 'Opponent';
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
  game: WebGame;
  view: BaseView;
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
  const step = p.game.stepName(v);
  const Extras = p.game.StatusExtras;
  return (
    <header className="status-bar" data-testid="status-bar">
      <div className="turn-info">
        <span className="turn" data-testid="turn">
          {v.turn === 0 ? 'Setup' : `Turn ${v.turn}`}
        </span>
        <span className="phase" data-testid="phase">
          {p.game.phaseName(v.phase)}
          {step ? ` · ${step}` : ''}
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
        <Extras view={v} viewer={p.viewer} />
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
