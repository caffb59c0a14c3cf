// One client WebSocket: checks each message's size before reading it, parses and validates it
// (protocol.ts), and hands hellos, answers and concessions to the rooms. A refused message gets an
// `error` and changes nothing; the socket stays open so a client can correct itself. Only a flood of
// unreadable messages (MAX_STRIKES in a row that are oversized, not JSON, or fail the schema, or
// hellos that open nothing) closes it, with code 1008; ws itself closes a socket whose message
// exceeds the transport limit (1009).
import type { WebSocket } from 'ws';
import { ClientMessage, type ErrorCode, MAX_CLIENT_MESSAGE_BYTES } from './protocol.ts';
import { type Conn, type Rooms, send } from './rooms.ts';

export const MAX_STRIKES = 10;

const MESSAGE_TYPES = ['hello', 'answer', 'concede', 'ping'];

export function handleSocket(ws: WebSocket, rooms: Rooms): void {
  const conn: Conn = {
    send(data) {
      if (ws.readyState === ws.OPEN) ws.send(data);
    },
    viewer: 'spectator',
    room: null,
    cursor: 0,
  };
  let greeting = false;
  let closed = false;
  let strikes = 0;

  const reject = (code: ErrorCode, message: string, strike = false) => {
    send(conn, { type: 'error', code, message });
    if (strike && ++strikes >= MAX_STRIKES) ws.close(1008, 'too many bad messages');
  };

  ws.on('message', (data, isBinary) => {
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
    strikes = 0;
    void dispatch(parsed.data);
  });

  ws.on('close', () => {
    closed = true;
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
          if (!room) {
            reject('no-such-game', `no game with id "${msg.gameId}"`, true);
            return;
          }
          const viewer = room.seatFor(msg.token);
          if (typeof viewer === 'object') {
            reject(viewer.code, viewer.message, true);
            return;
          }
          if (closed) {
            rooms.release(room);
            return;
          }
          room.attach(conn, viewer);
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
    }
  }
}
