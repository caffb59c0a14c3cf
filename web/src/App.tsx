// The client's screens, chosen by the address so every screen is a link: the lobby (`/`), joining by
// invite (`/?join=CODE`), a seat in a game (`/?game=ID`, token from localStorage), watching
// (`/?watch=ID`), the replay viewer (`/?replay=ID&seat=0|1|spectator`) and the Simulate screen (`/?simulate`,
// `/?simulate=JOB` once a job runs, so a reload finds it again), the deck builder (`/?decks`, `/?decks=ID` for a saved
// deck), your history (`/?history`) and Help (`/?help`, `/?help=GAME`).
import { useCallback, useEffect, useState } from 'react';
import { api, type Meta } from './api.ts';
import type { CardDb } from './cardDb.ts';
import { DeckBuilder } from './DeckBuilder.tsx';
import { GameScreen } from './GameScreen.tsx';
import { FirstGameHints, HelpScreen } from './Help.tsx';
import { History } from './History.tsx';
import { WEB_GAMES, webGame } from './games/index.ts';
import { JoinScreen, Lobby } from './Lobby.tsx';
import { type ReplaySeat, ReplayViewer } from './ReplayViewer.tsx';
import { Simulate } from './Simulate.tsx';
import type { Seat } from './types.ts';

type Route =
  | { screen: 'lobby' }
  /** `game`: the room's game as the invite link names it; a link that names none means the first registered. */
  | { screen: 'join'; code: string; game: string }
  | { screen: 'game'; gameId: string }
  | { screen: 'watch'; gameId: string }
  | { screen: 'replay'; gameId: string; seat: ReplaySeat }
  | { screen: 'simulate'; jobId: string | null }
  | { screen: 'decks'; deckId: string | null }
  | { screen: 'history' }
  | { screen: 'help'; game: string | null };

function readRoute(): Route {
  const q = new URLSearchParams(location.search);
  const join = q.get('join');
  if (join) return { screen: 'join', code: join, game: q.get('game') ?? WEB_GAMES[0].id };
  const replay = q.get('replay');
  if (replay) {
    const seat = q.get('seat');
    return { screen: 'replay', gameId: replay, seat: seat === '1' || seat === 'spectator' ? seat : '0' };
  }
  const game = q.get('game');
  if (game) return { screen: 'game', gameId: game };
  const watch = q.get('watch');
  if (watch) return { screen: 'watch', gameId: watch };
  const simulate = q.get('simulate');
  if (simulate !== null) return { screen: 'simulate', jobId: simulate || null };
  const decks = q.get('decks');
  if (decks !== null) return { screen: 'decks', deckId: decks || null };
  if (q.get('history') !== null) return { screen: 'history' };
  const help = q.get('help');
  if (help !== null) return { screen: 'help', game: help || null };
  return { screen: 'lobby' };
}

function routeUrl(r: Route): string {
  switch (r.screen) {
    case 'lobby':
      return '/';
    case 'join':
      return `/?join=${encodeURIComponent(r.code)}${r.game === WEB_GAMES[0].id ? '' : `&game=${encodeURIComponent(r.game)}`}`;
    case 'game':
      return `/?game=${encodeURIComponent(r.gameId)}`;
    case 'watch':
      return `/?watch=${encodeURIComponent(r.gameId)}`;
    case 'replay':
      return `/?replay=${encodeURIComponent(r.gameId)}&seat=${r.seat}`;
    case 'simulate':
      return r.jobId ? `/?simulate=${encodeURIComponent(r.jobId)}` : '/?simulate';
    case 'decks':
      return r.deckId ? `/?decks=${encodeURIComponent(r.deckId)}` : '/?decks';
    case 'history':
      return '/?history';
    case 'help':
      return r.game ? `/?help=${encodeURIComponent(r.game)}` : '/?help';
  }
}

/** The registered games' names: "A", "A and B", "A, B and C". */
function tagline(): string {
  const titles = WEB_GAMES.map((g) => g.title);
  return titles.length > 1 ? `${titles.slice(0, -1).join(', ')} and ${titles[titles.length - 1]}` : titles.join('');
}

export function App() {
  const [route, setRoute] = useState<Route>(readRoute);
  const [meta, setMeta] = useState<Meta | null>(null);
  const [cards, setCards] = useState<Record<string, CardDb> | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // One card table per game the server offers and this client draws.
    api
      .meta()
      .then(async (m) => {
        const ids = m.games.map((g) => g.id).filter((id) => webGame(id));
        const tables = await Promise.all(ids.map((id) => api.cards(id)));
        setCards(Object.fromEntries(ids.map((id, i) => [id, tables[i]])));
        setMeta(m);
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
    const onPop = () => setRoute(readRoute());
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);

  const go = useCallback((r: Route) => {
    history.pushState(null, '', routeUrl(r));
    setRoute(r);
    scrollTo(0, 0);
  }, []);

  const lobby = () => go({ screen: 'lobby' });
  const play = (gameId: string) => go({ screen: 'game', gameId });
  const replay = (gameId: string, seat: Seat | ReplaySeat) =>
    go({ screen: 'replay', gameId, seat: String(seat) as ReplaySeat });

  let body;
  if (error) body = <div className="error-banner">Cannot reach the server: {error}</div>;
  else if (!meta || !cards) body = <div className="loading">Loading…</div>;
  else if (route.screen === 'lobby')
    body = (
      <Lobby
        meta={meta}
        onPlay={play}
        onJoin={(code) => go({ screen: 'join', code, game: WEB_GAMES[0].id })}
        onWatch={(gameId) => go({ screen: 'watch', gameId })}
        onReplay={(gameId) => replay(gameId, '0')}
        onSimulate={() => go({ screen: 'simulate', jobId: null })}
      />
    );
  else if (route.screen === 'simulate')
    body = (
      <Simulate meta={meta} jobId={route.jobId} onJob={(jobId) => go({ screen: 'simulate', jobId })} onLobby={lobby} />
    );
  else if (route.screen === 'decks')
    body = (
      <DeckBuilder
        meta={meta}
        cards={cards}
        deckId={route.deckId}
        // The address follows the deck shown, without a new history entry per save.
        onDeck={(deckId) => history.replaceState(null, '', routeUrl({ screen: 'decks', deckId }))}
      />
    );
  else if (route.screen === 'history')
    body = <History meta={meta} onPlay={play} onReplay={(gameId, seat) => replay(gameId, seat)} />;
  else if (route.screen === 'help')
    body = <HelpScreen meta={meta} game={route.game} onGame={(game) => go({ screen: 'help', game })} />;
  else if (route.screen === 'join') body = <JoinScreen meta={meta} code={route.code} game={route.game} onPlay={play} />;
  else if (route.screen === 'replay')
    body = (
      <ReplayViewer
        key={`${route.gameId}:${route.seat}`}
        gameId={route.gameId}
        seat={route.seat}
        cards={cards}
        onSeat={(s) => replay(route.gameId, s)}
        onLobby={lobby}
      />
    );
  else
    body = (
      <GameScreen
        key={`${route.screen}:${route.gameId}`}
        gameId={route.gameId}
        spectate={route.screen === 'watch'}
        cards={cards}
        onLobby={lobby}
        onReplay={replay}
      />
    );

  return (
    <div className="app">
      <nav className="topbar">
        <a
          href="/"
          className="brand"
          onClick={(e) => {
            e.preventDefault();
            lobby();
          }}
        >
          Arbiter
        </a>
        <span className="tagline">{tagline()}, rules-exact</span>
        <span className="topnav">
          {(
            [
              ['Decks', { screen: 'decks', deckId: null }, 'nav-decks'],
              ['History', { screen: 'history' }, 'nav-history'],
              ['Help', { screen: 'help', game: null }, 'nav-help'],
            ] as const
          ).map(([label, r, testid]) => (
            <a
              key={label}
              href={routeUrl(r)}
              onClick={(e) => {
                e.preventDefault();
                go(r);
              }}
              data-testid={testid}
            >
              {label}
            </a>
          ))}
          {route.screen === 'game' && <FirstGameHints key={route.gameId} gameId={route.gameId} />}
        </span>
      </nav>
      {body}
    </div>
  );
}
