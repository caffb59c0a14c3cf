// One WebSocket to the match server for one game: `hello` (with the seat token, or none to watch),
// then `state` messages after every accepted answer. A dropped socket is reopened with backoff and
// says `hello` again with the same token, so the seat and its current view come back.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BaseView } from './games/registry.ts';
import type { Answer, ErrorCode, GameEvent, Seat, ServerMessage } from './types.ts';

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface GameState {
  seq: number;
  view: BaseView;
  clock?: [number, number];
  connected: [boolean, boolean];
  /** The room's word on the result once the game is over (names a forfeit by clock or by absence). */
  result?: {
    winner: 0 | 1 | 'draw' | null;
    reason: string;
    forfeit?: 'clock' | 'disconnected' | 'ai-error' | 'abandoned' | 'idle' | 'length-limit' | 'unrecoverable';
  };
  /** When this state arrived (performance.now()), to run the clock down between messages. */
  at: number;
  /** The seat that asked to take back its last answer and waits for the other's reply (issue 17). */
  undoAsked?: Seat;
}

export interface GameSocket {
  status: ConnectionStatus;
  seat: Seat | 'spectator' | null;
  format: string | null;
  state: GameState | null;
  /** Every event this socket's seat has been sent, in order. */
  events: GameEvent[];
  error: { code: ErrorCode | 'connection'; message: string } | null;
  /** Seq of an answer sent and not yet followed by a new state. */
  pending: number | null;
  answer(a: Answer): void;
  concede(): void;
  /** Ask to take back this seat's last answer (allowed while nothing new was shown to it since). */
  undo(): void;
  /** Allow or refuse the opponent's request to take back their last answer. */
  replyUndo(accept: boolean): void;
  clearError(): void;
}

const BACKOFF_MS = [250, 500, 1000, 2000, 4000, 8000];

function wsUrl(): string {
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${proto}//${location.host}/ws`;
}

export function useGameSocket(gameId: string, token: string | undefined): GameSocket {
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const [seat, setSeat] = useState<Seat | 'spectator' | null>(null);
  const [format, setFormat] = useState<string | null>(null);
  const [state, setState] = useState<GameState | null>(null);
  const [events, setEvents] = useState<GameEvent[]>([]);
  const [error, setError] = useState<GameSocket['error']>(null);
  const [pending, setPending] = useState<number | null>(null);
  const socket = useRef<WebSocket | null>(null);
  const seqRef = useRef<number | null>(null);

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A fresh socket is sent the whole event history again with its first state; it replaces what we had.
    let firstState = true;
    // A hello that can never succeed (no such game, a token that is not this game's) stops the retries.
    let fatal = false;
    let welcomed = false;

    const open = () => {
      const ws = new WebSocket(wsUrl());
      socket.current = ws;
      firstState = true;
      ws.onopen = () => {
        attempt = 0;
        welcomed = false;
        ws.send(JSON.stringify(token ? { type: 'hello', gameId, token } : { type: 'hello', gameId }));
      };
      ws.onmessage = (msg) => {
        let m: ServerMessage;
        try {
          m = JSON.parse(String(msg.data)) as ServerMessage;
        } catch {
          return;
        }
        if (m.type === 'welcome') {
          welcomed = true;
          setStatus('open');
          setSeat(m.seat);
          setFormat(m.format);
          setError(null);
        } else if (m.type === 'state') {
          const view = m.view as BaseView;
          seqRef.current = m.seq;
          setState({
            seq: m.seq,
            view,
            clock: m.clock,
            connected: m.connected,
            result: m.result,
            at: performance.now(),
            undoAsked: m.undoAsked,
          });
          const fresh = m.events as GameEvent[];
          // After an undo the server sends the whole history again (`reset`), as to a fresh socket.
          if (firstState || m.reset) setEvents(fresh);
          else if (fresh.length) setEvents((old) => old.concat(fresh));
          firstState = false;
          setPending(null);
        } else if (m.type === 'error') {
          if (
            !welcomed &&
            (m.code === 'no-such-game' ||
              m.code === 'bad-token' ||
              m.code === 'abandoned' ||
              m.code === 'unrecoverable')
          )
            fatal = true;
          setError({ code: m.code, message: m.message });
          setPending(null);
        }
      };
      ws.onclose = () => {
        if (socket.current === ws) socket.current = null;
        if (stopped) return;
        if (fatal) {
          setStatus('closed');
          return;
        }
        setStatus('reconnecting');
        const delay = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)];
        attempt++;
        timer = setTimeout(open, delay);
      };
    };
    open();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      socket.current?.close();
      socket.current = null;
      setStatus('closed');
    };
  }, [gameId, token]);

  const send = useCallback((msg: unknown): boolean => {
    const ws = socket.current;
    if (!ws || ws.readyState !== WebSocket.OPEN) {
      setError({ code: 'connection', message: 'Not connected: reconnecting, try again in a moment.' });
      return false;
    }
    ws.send(JSON.stringify(msg));
    return true;
  }, []);

  const answer = useCallback(
    (a: Answer) => {
      const seq = seqRef.current;
      if (seq === null) return;
      if (send({ type: 'answer', seq, answer: a })) setPending(seq);
    },
    [send],
  );

  const concede = useCallback(() => {
    send({ type: 'concede' });
  }, [send]);

  const undo = useCallback(() => {
    const seq = seqRef.current;
    if (seq !== null) send({ type: 'undo', seq });
  }, [send]);

  const replyUndo = useCallback((accept: boolean) => send({ type: 'undoReply', accept }), [send]);

  const clearError = useCallback(() => setError(null), []);

  return { status, seat, format, state, events, error, pending, answer, concede, undo, replyUndo, clearError };
}
