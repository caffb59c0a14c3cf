// Your history (issue 17, `/?history`): every game this browser holds a seat of, as the server has it (POST
// /api/games/history with the seats' tokens, src/server/history.ts) — game, format, both decks, the opponent, the
// result from your seat's side and the length in turns — each opening its replay, or the game while it runs.
import { useEffect, useState } from 'react';
import { outcomeFor, reasonFor } from '../../src/games/seatWords.ts';
import { api, type HistoryEntry, type Meta } from './api.ts';
import { errorText, gameTitle } from './Lobby.tsx';
import { type HeldSeat, heldSeats } from './seats.ts';
import './help.css';

/** Games asked for in one request (the server's bound, src/server/history.ts MAX_HISTORY_GAMES). */
const PAGE = 100;

export interface HistoryRow {
  held: HeldSeat;
  entry: HistoryEntry | undefined;
}

/** The words of one row: when, game, format, decks, opponent, result (from the seat) and turns. */
export function historyWords(
  row: HistoryRow,
  meta: Meta,
): { when: string; game: string; format: string; decks: string; opponent: string; result: string; turns: string } {
  const when = new Date(row.held.createdAt).toLocaleString();
  const e = row.entry;
  const none = { game: '', format: '', decks: '', opponent: '', turns: '' };
  if (!e) return { when, ...none, result: 'loading…' };
  if ('missing' in e) return { when, ...none, result: 'the server no longer knows this game' };
  const info = meta.games.find((g) => g.id === e.game);
  const deckName = (id: string | null, mine: boolean) =>
    id === null
      ? 'no deck yet'
      : id === 'custom'
        ? mine && row.held.deckName
          ? row.held.deckName
          : 'a deck list'
        : (Object.values(info?.decksByFormat ?? {})
            .flat()
            .concat(info?.decks ?? [])
            .find((d) => d.id === id)?.name ?? id);
  const theirs = e.seat === 0 ? 1 : 0;
  const result =
    e.status === 'waiting'
      ? 'waiting for your friend'
      : e.status === 'playing'
        ? 'in progress'
        : e.result
          ? `${outcomeFor(e.result.winner, e.seat)}: ${reasonFor(e.result.reason, e.seat)}`
          : e.status;
  return {
    when,
    game: info ? gameTitle(info) : e.game,
    format: e.format,
    decks: `${deckName(e.decks[e.seat], true)} v ${deckName(e.decks[theirs], false)}`,
    opponent: e.opponent.kind === 'ai' ? `the computer (${e.opponent.agent ?? 'AI'})` : 'a person',
    result,
    turns: e.turns === null ? '' : String(e.turns),
  };
}

export function History({
  meta,
  onPlay,
  onReplay,
}: {
  meta: Meta;
  onPlay(gameId: string): void;
  onReplay(gameId: string, seat: 0 | 1): void;
}) {
  const [held] = useState<HeldSeat[]>(() => heldSeats());
  const [shown, setShown] = useState(PAGE);
  const [entries, setEntries] = useState<Record<string, HistoryEntry>>({});
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const page = held.slice(shown - PAGE, shown);
    if (page.length === 0) return;
    let stop = false;
    api
      .history(page.map((s) => ({ id: s.gameId, token: s.token })))
      .then((r) => {
        if (stop) return;
        setEntries((m) => ({ ...m, ...Object.fromEntries(r.games.map((g) => [g.id, g])) }));
      })
      .catch((e: unknown) => !stop && setError(errorText(e)));
    return () => {
      stop = true;
    };
  }, [held, shown]);

  return (
    <section className="panel history" data-testid="history">
      <h2>Your games</h2>
      {error && <div className="error-text">{error}</div>}
      {held.length === 0 ? (
        <p className="muted">No games yet: the games you play in this browser are listed here.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>When</th>
              <th>Game</th>
              <th>Format</th>
              <th>Decks (yours v theirs)</th>
              <th>Opponent</th>
              <th>Result</th>
              <th>Turns</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {held.slice(0, shown).map((s) => {
              const entry = entries[s.gameId];
              const w = historyWords({ held: s, entry }, meta);
              const finished = entry && !('missing' in entry) && entry.status === 'finished';
              const abandoned = finished && 'result' in entry && entry.result?.winner === null;
              const live = entry && !('missing' in entry) && (entry.status === 'playing' || entry.status === 'waiting');
              return (
                <tr key={s.gameId} data-testid="history-row" data-game-id={s.gameId}>
                  <td>{w.when}</td>
                  <td>{w.game}</td>
                  <td>{w.format}</td>
                  <td>{w.decks}</td>
                  <td>{w.opponent}</td>
                  <td data-testid="history-result">{w.result}</td>
                  <td data-testid="history-turns">{w.turns}</td>
                  <td>
                    {finished && !abandoned && (
                      <button onClick={() => onReplay(s.gameId, s.seat)} data-testid="history-replay">
                        Replay
                      </button>
                    )}
                    {live && <button onClick={() => onPlay(s.gameId)}>Open</button>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {held.length > shown && (
        <button type="button" onClick={() => setShown((n) => n + PAGE)}>
          Older games
        </button>
      )}
    </section>
  );
}
