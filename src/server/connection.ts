// One client WebSocket: checks each message's size before reading it, parses and validates it
// (protocol.ts), and hands hellos, answers and concessions to the rooms. A refused message gets an
// `error` and changes nothing; the socket stays open so a client can correct itself. Only a flood of
// unreadable messages (MAX_STRIKES in a row that are oversized, not JSON, or fail the schema, or
// hellos that open nothing) closes it, with code 1008; ws itself closes a socket whose message
// exceeds the transport limit (1009). A client that does not read what it is sent (more than
// `maxBufferedBytes` queued for it) is closed with 1013: its seat is free at once, and the client says
// hello again with its token to get the current state.
// Limits (limits.ts): a socket that has not opened a game within `helloTimeoutMs` is closed (1008); after
// MAX_FAILED_HELLOS refused hellos it is closed (1008) whatever else it sent, so a client cannot try
// tokens or game ids at leisure; messages beyond the per-address rate (token bucket shared by all of an
// address's sockets) are refused unread with `rate-limited`, each a strike; a game takes at most
// `spectatorsPerGame` sockets without a seat.
import type { WebSocket } from 'ws';
import { ClientMessage, type ErrorCode, MAX_CLIENT_MESSAGE_BYTES } from './protocol.ts';
import { HELLO_MESSAGE_COST, type RateLimiter } from './limits.ts';
import { type Conn, Room, type Rooms, send } from './rooms.ts';

export const MAX_STRIKES = 10;

/** Refused hellos after which a socket is closed; never reset by later good messages. */
export const MAX_FAILED_HELLOS = 3;

/** What the server applies to every socket. */
export interface SocketLimits {
  /** The peer's address (the key of the rate limit). */
  ip: string;
  /** Messages per address (shared by all its sockets). */
  messages: RateLimiter;
  helloTimeoutMs: number;
  spectatorsPerGame: number;
  maxBufferedBytes?: number;
}

/** Bytes queued for a socket past which its client counts as gone (default of `maxBufferedBytes`). */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** Close code for a client too slow to keep up (1013, "try again later"). */
export const SLOW_CLIENT_CLOSE = 1013;

const MESSAGE_TYPES = ['hello', 'answer', 'concede', 'ping', 'undo', 'undoReply'];

export function handleSocket(ws: WebSocket, rooms: Rooms, limits: SocketLimits): void {
  const maxBufferedBytes = limits.maxBufferedBytes ?? MAX_BUFFERED_BYTES;
  const conn: Conn = {
    send(data) {
      if (ws.readyState !== ws.OPEN) return;
      ws.send(data);
      if (ws.bufferedAmount > maxBufferedBytes) dropSlowClient();
    },
    viewer: 'spectator',
    room: null,
    cursor: 0,
  };
  let greeting = false;
  let closed = false;
  let strikes = 0;
  let failedHellos = 0;
  // A socket that never opens a game holds a connection for nothing.
  let helloTimer: NodeJS.Timeout | null = limits.helloTimeoutMs
    ? setTimeout(() => {
        helloTimer = null;
        if (!conn.room) ws.close(1008, 'no game was opened in time');
      }, limits.helloTimeoutMs)
    : null;

  // Without a bound, a client that stops reading makes the server hold every state it is sent. The close
  // frame waits behind the queued data (ws destroys the socket if the client never reads it), but the
  // room forgets the socket now — after the state being sent to the others, hence the deferral.
  const dropSlowClient = () => {
    ws.close(SLOW_CLIENT_CLOSE, 'too slow: the client did not read its messages');
    setImmediate(() => conn.room?.detach(conn));
  };

  const reject = (code: ErrorCode, message: string, strike = false) => {
    send(conn, { type: 'error', code, message });
    if (strike && ++strikes >= MAX_STRIKES) ws.close(1008, 'too many bad messages');
  };

  const helloFailed = (code: ErrorCode, message: string) => {
    send(conn, { type: 'error', code, message });
    if (++failedHellos >= MAX_FAILED_HELLOS) ws.close(1008, 'too many refused hellos');
  };

  ws.on('message', (data, isBinary) => {
    // A socket being closed (too slow, too many bad messages) reads nothing more.
    if (ws.readyState !== ws.OPEN) return;
    if (!limits.messages.take(limits.ip)) {
      reject('rate-limited', 'too many messages from this address; slow down', true);
      return;
    }
    const bytes = Array.isArray(data)
      ? data.reduce((n, b) => n + b.length, 0)
      : data instanceof ArrayBuffer
        ? data.byteLength
        : data.length;
    if (bytes > MAX_CLIENT_MESSAGE_BYTES) {
      reject('too-large', `a message may have at most ${MAX_CLIENT_MESSAGE_BYTES} bytes; this one has ${bytes}`, true);
      return;
    }
    if (isBinary) {
      reject('malformed', 'messages must be JSON text', true);
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
    } catch {
      reject('malformed', 'the message is not valid JSON', true);
      return;
    }
    const parsed = ClientMessage.safeParse(json);
    if (!parsed.success) {
      const type = json && typeof json === 'object' ? (json as { type?: unknown }).type : undefined;
      if (typeof type !== 'string' || !MESSAGE_TYPES.includes(type)) {
        reject('malformed', `unknown message type ${JSON.stringify(type)} (known: ${MESSAGE_TYPES.join(', ')})`, true);
      } else {
        const issue = parsed.error.issues[0];
        const where = issue.path.length ? ` at ${issue.path.join('.')}` : '';
        reject('malformed', `bad "${type}" message${where}: ${issue.message}`, true);
      }
      return;
    }
    // A hello costs more than other messages (it may replay a finished game): the rest of its share.
    // An undo replays the game twice (to check it, then to rebuild), so it costs what a hello does.
    const costly = parsed.data.type === 'hello' || parsed.data.type === 'undo';
    if (costly && !limits.messages.take(limits.ip, HELLO_MESSAGE_COST - 1)) {
      reject('rate-limited', `too many ${parsed.data.type}s from this address; slow down`, true);
      return;
    }
    strikes = 0;
    void dispatch(parsed.data);
  });

  ws.on('close', () => {
    closed = true;
    if (helloTimer) clearTimeout(helloTimer);
    conn.room?.detach(conn);
  });
  ws.on('error', () => undefined);

  async function dispatch(msg: ClientMessage): Promise<void> {
    switch (msg.type) {
      case 'ping':
        send(conn, { type: 'pong' });
        return;
      case 'hello': {
        if (conn.room || greeting) {
          reject('already-joined', 'this socket has already said hello; open a new socket for another game');
          return;
        }
        greeting = true;
        try {
          const room = await rooms.get(msg.gameId);
          if (!(room instanceof Room)) {
            helloFailed(room.code, room.message);
            return;
          }
          const viewer = room.seatFor(msg.token);
          if (typeof viewer === 'object') {
            helloFailed(viewer.code, viewer.message);
            rooms.release(room);
            return;
          }
          if (viewer === 'spectator' && limits.spectatorsPerGame && room.spectators() >= limits.spectatorsPerGame) {
            send(conn, {
              type: 'error',
              code: 'too-many-spectators',
              message: `this game has ${limits.spectatorsPerGame} spectators already; try again later`,
            });
            rooms.release(room);
            return;
          }
          if (closed || ws.readyState !== ws.OPEN) {
            rooms.release(room);
            return;
          }
          room.attach(conn, viewer);
          if (helloTimer) clearTimeout(helloTimer);
          helloTimer = null;
        } catch {
          reject('internal', 'the game could not be loaded');
        } finally {
          greeting = false;
        }
        return;
      }
      case 'answer':
      case 'concede': {
        const room = conn.room;
        if (!room) {
          reject('not-joined', 'say hello first');
          return;
        }
        if (conn.viewer === 'spectator') {
          reject('bad-token', 'a spectator cannot answer or concede: say hello with a seat token');
          return;
        }
        const r =
          msg.type === 'answer'
            ? await room.submit(conn.viewer, msg.answer, msg.seq)
            : await room.submit(conn.viewer, { t: 'concede' }, null);
        if (r) reject(r.code, r.message);
        return;
      }
      case 'undo':
      case 'undoReply': {
        const room = conn.room;
        if (!room) {
          reject('not-joined', 'say hello first');
          return;
        }
        if (conn.viewer === 'spectator') {
          reject('bad-token', 'a spectator cannot undo: say hello with a seat token');
          return;
        }
        const r =
          msg.type === 'undo'
            ? await room.requestUndo(conn.viewer, msg.seq)
            : await room.replyUndo(conn.viewer, msg.accept);
        if (r) reject(r.code, r.message);
        return;
      }
    }
  }
}
