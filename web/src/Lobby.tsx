// The lobby: create a game (game, format, deck — built-in or a pasted list checked with line-numbered
// errors —, an AI opponent of some difficulty or a friend by invite link, an optional chess clock),
// join a friend's game by code or link, watch a game by link, come back to games this browser holds, and
// open the Simulate screen (Simulate.tsx).
import { useEffect, useState } from 'react';
import { outcomeFor, reasonFor } from '../../src/games/seatWords.ts';
import { api, ApiError, type DeckCheck, decksFor, type GameInfo, type Meta } from './api.ts';
import { decksOf, deckText } from './deckStore.ts';
import { WEB_GAMES, webGame } from './games/index.ts';
import { gameIdFrom, type HeldSeat, heldSeats, inviteCodeFrom, saveSeat } from './seats.ts';
import type { CreateGameRequest } from './types.ts';

/** A built-in deck's id, or a text list: pasted, or a deck saved in the deck builder (`saved`: its id and name). */
export type DeckChoice = string | { text: string; saved?: { id: string; name: string } };

/** The deck as the server reads it (POST /api/games, /api/games/join, /api/sim): an id or `{ text }` alone. */
export function deckForServer(d: DeckChoice): string | { text: string } {
  return typeof d === 'string' ? d : { text: d.text };
}

/** A deck's name to remember with a held seat: a saved deck's name (the server knows it only as a pasted list). */
export function savedDeckName(d: DeckChoice): string | undefined {
  return typeof d === 'string' ? undefined : d.saved?.name;
}

const AGENT_LABELS: Record<string, string> = {
  random: 'Random (plays any legal move)',
  heuristic: 'Heuristic (rules of thumb)',
  'mcts-easy': 'MCTS easy',
  'mcts-normal': 'MCTS normal',
  'mcts-hard': 'MCTS hard (slow)',
};

/** The agent offered first: the heuristic when the server has it (quick and plays sensibly). */
export function defaultAgent(meta: Meta): string {
  return meta.agents.includes('heuristic') ? 'heuristic' : (meta.agents[0] ?? 'random');
}

/** A select of the server's agents, by their labels. */
export function AgentSelect({
  meta,
  value,
  onChange,
  testid,
}: {
  meta: Meta;
  value: string;
  onChange(agent: string): void;
  testid: string;
}) {
  return (
    <select value={value} onChange={(e) => onChange(e.target.value)} data-testid={testid}>
      {meta.agents.map((a) => (
        <option key={a} value={a}>
          {AGENT_LABELS[a] ?? a}
        </option>
      ))}
    </select>
  );
}

type MetaGame = Meta['games'][number];

/**
 * The games a seat can play here: those the server offers that this client registered (web/src/games/index.ts), in
 * the registration order. The first is the lobby's first choice.
 */
export function playableGames(meta: Meta): MetaGame[] {
  return WEB_GAMES.flatMap((w) => meta.games.filter((g) => g.id === w.id));
}

/** A game's name: the client's own for a registered game, else the server's. */
export function gameTitle(g: MetaGame): string {
  return webGame(g.id)?.title ?? g.title ?? g.id;
}

/**
 * Built-in deck, a deck saved in the deck builder (for the game and format, sent as its text list) or a pasted list;
 * a pasted list is checked by the server for the format.
 */
export function DeckPicker({
  meta,
  game,
  format,
  value,
  onChange,
  testid,
  legend = 'Deck',
}: {
  meta: Meta;
  game: string;
  format: string;
  value: DeckChoice;
  onChange(d: DeckChoice): void;
  testid: string;
  legend?: string;
}) {
  const decks = decksFor(
    meta.games.find((g) => g.id === game),
    format,
  );
  const mine = decksOf(game).filter((d) => d.format === format);
  const savedId = typeof value !== 'string' ? value.saved?.id : undefined;
  const useSaved = (id: string) => {
    const d = mine.find((x) => x.id === id);
    if (d) onChange({ text: deckText(d).text, saved: { id: d.id, name: d.name } });
  };
  const pasted = typeof value !== 'string' && !savedId;
  const [check, setCheck] = useState<DeckCheck | null>(null);
  const [checking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);
  const text = typeof value !== 'string' ? value.text : '';
  const errorLines = new Set(check && !check.ok ? check.errors.map((e) => e.line) : []);
  const runCheck = () => {
    setChecking(true);
    setCheckError(null);
    api
      .checkDeck(game, format, text)
      .then(setCheck)
      .catch((e: unknown) => setCheckError(e instanceof Error ? e.message : String(e)))
      .finally(() => setChecking(false));
  };
  return (
    <fieldset className="deck-picker" data-testid={testid}>
      <legend>{legend}</legend>
      <label className="radio">
        <input type="radio" checked={typeof value === 'string'} onChange={() => onChange(decks[0]?.id ?? '')} />{' '}
        Built-in deck
      </label>
      <select
        disabled={typeof value !== 'string'}
        value={typeof value !== 'string' ? '' : value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={`${testid}-select`}
      >
        {decks.map((d) => (
          <option key={d.id} value={d.id}>
            {d.id} — {d.name}
          </option>
        ))}
      </select>
      {mine.length > 0 && (
        <>
          <label className="radio">
            <input
              type="radio"
              checked={!!savedId}
              onChange={() => useSaved(mine[0].id)}
              data-testid={`${testid}-saved`}
            />{' '}
            Your saved deck
          </label>
          <select
            disabled={!savedId}
            value={savedId ?? ''}
            onChange={(e) => useSaved(e.target.value)}
            data-testid={`${testid}-saved-select`}
          >
            {!savedId && <option value="" />}
            {mine.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </>
      )}
      <label className="radio">
        <input
          type="radio"
          checked={pasted}
          onChange={() => {
            setCheck(null);
            onChange({ text: webGame(game)?.sampleDeckList ?? '' });
          }}
          data-testid={`${testid}-paste`}
        />{' '}
        Paste a list
      </label>
      {pasted && (
        <div className="paste">
          <div className="numbered">
            <div className="line-numbers" aria-hidden>
              {text.split('\n').map((_, i) => (
                <div key={i} className={errorLines.has(i + 1) ? 'bad' : ''}>
                  {i + 1}
                </div>
              ))}
            </div>
            <textarea
              rows={Math.max(6, Math.min(16, text.split('\n').length + 1))}
              value={text}
              spellCheck={false}
              onChange={(e) => {
                setCheck(null);
                onChange({ text: e.target.value });
              }}
              data-testid={`${testid}-text`}
            />
          </div>
          <button type="button" onClick={runCheck} disabled={checking} data-testid={`${testid}-check`}>
            {checking ? 'Checking…' : 'Check the list'}
          </button>
          {checkError && <div className="error-text">{checkError}</div>}
          {check?.ok && (
            <div className="ok-text" data-testid={`${testid}-ok`}>
              ✓ {check.cards} cards, legal in {format}.
            </div>
          )}
          {check && !check.ok && (
            <ul className="deck-errors" data-testid={`${testid}-errors`}>
              {check.errors.map((e, i) => (
                <li key={i}>
                  {e.line > 0 ? <b>Line {e.line}:</b> : <b>Deck:</b>} {e.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </fieldset>
  );
}

/** The game and format pickers of the new-game and simulate forms, over `games`. */
export function GameAndFormat({
  games,
  game,
  format,
  onGame,
  onFormat,
  testids,
}: {
  games: MetaGame[];
  game: string;
  format: string;
  onGame(id: string): void;
  onFormat(id: string): void;
  testids: [string, string];
}) {
  const formats = games.find((g) => g.id === game)?.formats ?? [];
  return (
    <div className="row">
      <label>
        Game
        <select value={game} onChange={(e) => onGame(e.target.value)} data-testid={testids[0]}>
          {games.map((g) => (
            <option key={g.id} value={g.id}>
              {gameTitle(g)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Format
        <select value={format} onChange={(e) => onFormat(e.target.value)} data-testid={testids[1]}>
          {formats.map((f) => (
            <option key={f.id} value={f.id}>
              {f.id} — {f.name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

export function errorText(e: unknown): string {
  if (e instanceof ApiError) return e.message;
  return e instanceof Error ? e.message : String(e);
}

function NewGame({ meta, onPlay }: { meta: Meta; onPlay(gameId: string): void }) {
  const games = playableGames(meta);
  const [game, setGame] = useState(games[0]?.id ?? '');
  const formats = games.find((g) => g.id === game)?.formats ?? [];
  const [format, setFormat] = useState(formats[0]?.id ?? '');
  const decks = decksFor(
    games.find((g) => g.id === game),
    format,
  );
  const [deck, setDeck] = useState<DeckChoice>(decks[0]?.id ?? '');
  const [opponent, setOpponent] = useState<'ai' | 'human'>('ai');
  const [agent, setAgent] = useState(defaultAgent(meta));
  const [aiDeck, setAiDeck] = useState(decks[1]?.id ?? decks[0]?.id ?? '');
  const [clock, setClock] = useState(0);
  const [seed, setSeed] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** Another game: its own default format and decks. */
  const pickGame = (id: string) => {
    const g = games.find((x) => x.id === id);
    setGame(id);
    pickFormat(g?.defaultFormat ?? g?.formats[0]?.id ?? '', id);
  };

  /** Another format: the decks it offers (Vanguard's D decks in format d only). */
  const pickFormat = (id: string, gameId = game) => {
    const list = decksFor(
      games.find((x) => x.id === gameId),
      id,
    );
    setFormat(id);
    setDeck(list[0]?.id ?? '');
    setAiDeck(list[1]?.id ?? list[0]?.id ?? '');
  };

  const create = () => {
    setBusy(true);
    setError(null);
    const req: CreateGameRequest = {
      game: game as CreateGameRequest['game'],
      format,
      deck: deckForServer(deck),
      opponent: opponent === 'ai' ? { kind: 'ai', agent, deck: aiDeck } : { kind: 'human' },
    };
    if (clock > 0) req.clockMinutes = clock;
    // Against a friend the server always draws the seed itself (and refuses one), so none is sent.
    if (opponent === 'ai' && seed.trim() !== '' && /^\d+$/.test(seed.trim())) req.seed = Number(seed.trim());
    api
      .createGame(req)
      .then((r) => {
        saveSeat({
          gameId: r.gameId,
          seat: 0,
          token: r.token,
          inviteCode: r.inviteCode,
          createdAt: Date.now(),
          deckName: savedDeckName(deck),
        });
        onPlay(r.gameId);
      })
      .catch((e: unknown) => setError(errorText(e)))
      .finally(() => setBusy(false));
  };

  return (
    <section className="panel new-game" data-testid="new-game">
      <h2>New game</h2>
      <GameAndFormat
        games={games}
        game={game}
        format={format}
        onGame={pickGame}
        onFormat={(id) => pickFormat(id)}
        testids={['game-select', 'format-select']}
      />
      <DeckPicker meta={meta} game={game} format={format} value={deck} onChange={setDeck} testid="deck" />
      <fieldset className="opponent">
        <legend>Opponent</legend>
        <label className="radio">
          <input type="radio" checked={opponent === 'ai'} onChange={() => setOpponent('ai')} data-testid="vs-ai" /> The
          computer
        </label>
        {opponent === 'ai' && (
          <div className="row">
            <label>
              Difficulty
              <AgentSelect meta={meta} value={agent} onChange={setAgent} testid="agent-select" />
            </label>
            <label>
              Its deck
              <select value={aiDeck} onChange={(e) => setAiDeck(e.target.value)} data-testid="ai-deck-select">
                {decks.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.id} — {d.name}
                  </option>
                ))}
              </select>
            </label>
          </div>
        )}
        <label className="radio">
          <input
            type="radio"
            checked={opponent === 'human'}
            onChange={() => setOpponent('human')}
            data-testid="vs-human"
          />{' '}
          A friend (you get an invite link)
        </label>
      </fieldset>
      <details className="advanced">
        <summary>More options</summary>
        <div className="row">
          <label>
            Chess clock (minutes each, 0 = none)
            <input
              type="number"
              min={0}
              max={120}
              value={clock}
              onChange={(e) => setClock(Math.max(0, Math.min(120, Number(e.target.value) || 0)))}
              data-testid="clock-input"
            />
          </label>
          {opponent === 'ai' && (
            <label>
              Seed (optional)
              <input
                value={seed}
                onChange={(e) => setSeed(e.target.value)}
                placeholder="random"
                data-testid="seed-input"
              />
            </label>
          )}
        </div>
      </details>
      {error && (
        <div className="error-text" data-testid="create-error">
          {error}
        </div>
      )}
      <button className="primary big" onClick={create} disabled={busy} data-testid="create-game">
        {busy ? 'Creating…' : 'Create game'}
      </button>
    </section>
  );
}

function JoinOrWatch({ onJoin, onWatch }: { onJoin(code: string): void; onWatch(gameId: string): void }) {
  const [code, setCode] = useState('');
  const [watch, setWatch] = useState('');
  return (
    <section className="panel join" data-testid="join-or-watch">
      <h2>Join a friend</h2>
      <form
        className="row"
        onSubmit={(e) => {
          e.preventDefault();
          if (code.trim()) onJoin(inviteCodeFrom(code));
        }}
      >
        <input
          placeholder="Invite code or link"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          data-testid="join-code"
        />
        <button type="submit">Join</button>
      </form>
      <h2>Watch a game</h2>
      <form
        className="row"
        onSubmit={(e) => {
          e.preventDefault();
          if (watch.trim()) onWatch(gameIdFrom(watch));
        }}
      >
        <input placeholder="Spectate link or game id" value={watch} onChange={(e) => setWatch(e.target.value)} />
        <button type="submit">Watch</button>
      </form>
    </section>
  );
}

/** One of this browser's games in words: game, decks, opponent, result from this seat and length. */
export function gameLine(held: HeldSeat, g: GameInfo | null | undefined, meta: Meta): string {
  const when = new Date(held.createdAt).toLocaleString();
  if (g === undefined) return `${when} · loading…`;
  if (g === null) return `${when} · the server no longer knows this game`;
  const info = meta.games.find((x) => x.id === g.game);
  const gameName = info?.title ?? g.game;
  const deckName = (id: string | null | undefined) =>
    id === null || id === undefined
      ? 'no deck yet'
      : id === 'custom'
        ? 'a pasted list'
        : (info?.decks.find((d) => d.id === id)?.name ?? id);
  const mine = held.seat;
  const theirs = mine === 0 ? 1 : 0;
  const opp = g.seats[theirs];
  const opponent = opp?.kind === 'ai' ? `the computer (${opp.agent ?? 'AI'})` : 'a friend';
  const decks = g.decks ? ` · ${deckName(g.decks[mine])} v ${deckName(g.decks[theirs])}` : '';
  const result =
    g.status === 'waiting'
      ? 'waiting for your friend'
      : g.status === 'playing'
        ? 'in progress'
        : g.result
          ? `${outcomeFor(g.result.winner, mine)}: ${reasonFor(g.result.reason, mine)}`
          : 'finished';
  const len = g.length
    ? ` · ${g.length.turns === null ? '' : `${g.length.turns} turn${g.length.turns === 1 ? '' : 's'}, `}${g.length.answers} answer${g.length.answers === 1 ? '' : 's'}`
    : '';
  return `${when} · ${gameName} (${g.format})${decks} · against ${opponent} · ${result}${len}`;
}

function MyGames({
  meta,
  onPlay,
  onReplay,
}: {
  meta: Meta;
  onPlay(gameId: string): void;
  onReplay(gameId: string): void;
}) {
  const [seats] = useState<HeldSeat[]>(() => heldSeats().slice(0, 8));
  const [infos, setInfos] = useState<Record<string, GameInfo | null>>({});
  useEffect(() => {
    let stop = false;
    for (const s of seats) {
      api
        .game(s.gameId)
        .then((g) => !stop && setInfos((m) => ({ ...m, [s.gameId]: g })))
        .catch(() => !stop && setInfos((m) => ({ ...m, [s.gameId]: null })));
    }
    return () => {
      stop = true;
    };
  }, [seats]);
  if (seats.length === 0) return null;
  return (
    <section className="panel my-games" data-testid="my-games">
      <h2>Your games</h2>
      <ul>
        {seats.map((s) => {
          const g = infos[s.gameId];
          return (
            <li key={s.gameId} data-testid="my-game">
              <span>{gameLine(s, g, meta)}</span>
              <button onClick={() => onPlay(s.gameId)}>Open</button>
              {g?.status !== 'playing' && g?.status !== 'waiting' && (
                <button onClick={() => onReplay(s.gameId)}>Replay</button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function SimulateLink({ onSimulate }: { onSimulate(): void }) {
  return (
    <section className="panel" data-testid="simulate-link">
      <h2>Simulate a matchup</h2>
      <p className="muted">
        Let the computer play two decks against each other many times and see the win rates as charts.
      </p>
      <a
        href="/?simulate"
        className="button-link"
        onClick={(e) => {
          e.preventDefault();
          onSimulate();
        }}
        data-testid="open-simulate"
      >
        Simulate…
      </a>
    </section>
  );
}

export function Lobby({
  meta,
  onPlay,
  onJoin,
  onWatch,
  onReplay,
  onSimulate,
}: {
  meta: Meta;
  onPlay(gameId: string): void;
  onJoin(code: string): void;
  onWatch(gameId: string): void;
  onReplay(gameId: string): void;
  onSimulate(): void;
}) {
  return (
    <div className="lobby" data-testid="lobby">
      <NewGame meta={meta} onPlay={onPlay} />
      <div className="lobby-side">
        <JoinOrWatch onJoin={onJoin} onWatch={onWatch} />
        <SimulateLink onSimulate={onSimulate} />
        <MyGames meta={meta} onPlay={onPlay} onReplay={onReplay} />
      </div>
    </div>
  );
}

/** `/?join=CODE`: choose a deck and take the free seat. */
export function JoinScreen({
  meta,
  code,
  game,
  onPlay,
}: {
  meta: Meta;
  code: string;
  /** The room's game, from the invite link (the first registered game when the link does not say). */
  game: string;
  onPlay(gameId: string): void;
}) {
  const entry = meta.games.find((g) => g.id === game);
  // The room's format is not in the invite: every built-in deck of the game is offered (the server checks it).
  const all = [...(entry?.decks ?? []), ...Object.values(entry?.decksByFormat ?? {}).flat()];
  const decks = [...new Map(all.map((d) => [d.id, d])).values()];
  const [deck, setDeck] = useState<DeckChoice>(decks[1]?.id ?? decks[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setError(null), [deck]);
  const join = () => {
    setBusy(true);
    api
      .joinGame({ inviteCode: code, deck: deckForServer(deck) })
      .then((r) => {
        saveSeat({ gameId: r.gameId, seat: 1, token: r.token, createdAt: Date.now(), deckName: savedDeckName(deck) });
        onPlay(r.gameId);
      })
      .catch((e: unknown) => setError(errorText(e)))
      .finally(() => setBusy(false));
  };
  return (
    <div className="lobby single" data-testid="join-screen">
      <section className="panel">
        <h2>Join a game</h2>
        <p>
          You were invited with code <b>{code}</b>. Choose your deck.
        </p>
        <DeckPicker
          meta={meta}
          game={game}
          format={entry?.defaultFormat ?? entry?.formats[0]?.id ?? ''}
          value={deck}
          onChange={setDeck}
          testid="join-deck"
        />
        {error && (
          <div className="error-text" data-testid="join-error">
            {error}
          </div>
        )}
        <button className="primary big" onClick={join} disabled={busy} data-testid="join-game">
          {busy ? 'Joining…' : 'Join the game'}
        </button>
      </section>
    </div>
  );
}
