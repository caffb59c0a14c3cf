// The replay viewer: a finished game, frame by frame (one per accepted answer), from one seat's view
// as the server recomputes it (never the raw record, which holds both decks' order): a slider, step
// and jump buttons, autoplay, and the log up to the current frame. The game of the first frame's view draws it.
import { useEffect, useMemo, useState } from 'react';
import { outcomeFor, reasonFor, seatName } from '../../src/games/seatWords.ts';
import { api, type ReplayFrame } from './api.ts';
import { CardDetail } from './Card.tsx';
import type { CardDb } from './cardDb.ts';
import { webGameOf } from './games/index.ts';
import { GameLog } from './GameLog.tsx';
import { UnknownGame, useInspector } from './GameScreen.tsx';
import { PileViewer } from './PileViewer.tsx';
import { heldSeat } from './seats.ts';
import type { Seat } from './types.ts';

export type ReplaySeat = '0' | '1' | 'spectator';

export function ReplayViewer({
  gameId,
  seat,
  cards,
  onSeat,
  onLobby,
}: {
  gameId: string;
  seat: ReplaySeat;
  /** Each registered game's card table, by game id. */
  cards: Readonly<Record<string, CardDb>>;
  onSeat(s: ReplaySeat): void;
  onLobby(): void;
}) {
  const [frames, setFrames] = useState<ReplayFrame[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [i, setI] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [pile, setPile] = useState<{ seat: Seat; pile: string } | null>(null);
  const inspector = useInspector();
  // A player's token opens the game's replays; a game made public opens to anyone.
  const token = heldSeat(gameId)?.token;
  const [shared, setShared] = useState<'no' | 'yes' | string>('no');
  const share = () =>
    api
      .share(gameId, token!)
      .then(() => {
        const link = `${location.origin}/?replay=${encodeURIComponent(gameId)}&seat=spectator`;
        void navigator.clipboard?.writeText(link).catch(() => undefined);
        setShared('yes');
      })
      .catch((e: unknown) => setShared(e instanceof Error ? e.message : String(e)));

  useEffect(() => {
    setFrames(null);
    setError(null);
    api
      .replay(gameId, seat, token)
      .then((r) => {
        setFrames(r.frames);
        setI(0);
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [gameId, seat, token]);

  const last = frames ? frames.length - 1 : 0;
  useEffect(() => {
    if (!playing) return;
    if (i >= last) {
      setPlaying(false);
      return;
    }
    const t = setTimeout(() => setI((x) => Math.min(last, x + 1)), 400);
    return () => clearTimeout(t);
  }, [playing, i, last]);

  const viewer: Seat | 'spectator' = seat === 'spectator' ? 'spectator' : (Number(seat) as Seat);
  const me: Seat = viewer === 'spectator' ? 0 : viewer;
  const first = frames?.[0]?.view;
  const game = first ? webGameOf(first) : undefined;
  const db = useMemo(() => (first ? (cards[first.game] ?? {}) : {}), [cards, first?.game]);
  const lines = useMemo(() => {
    if (!frames || !game) return [];
    return game.narrator(db, viewer).lines(frames.slice(0, i + 1).flatMap((f) => f.events));
  }, [frames, i, db, viewer, game]);

  if (error) {
    return (
      <div className="replay" data-testid="replay">
        <div className="error-banner">Cannot load the replay: {error}</div>
        <button onClick={onLobby}>Back to the lobby</button>
      </div>
    );
  }
  if (!frames) return <div className="replay loading">Loading the replay…</div>;
  if (frames.length === 0) return <div className="replay">This game has no frames.</div>;
  if (!game) return <UnknownGame game={frames[0].view.game} onLobby={onLobby} />;
  const Board = game.Board;
  const Hand = game.Hand;
  const frame = frames[Math.min(i, last)];
  const view = frame.view;
  const d = view.decision;
  const noop = () => undefined;
  const boardProps = {
    view,
    me,
    db,
    lit: new Set<string>(),
    selected: null,
    marked: new Set<string>(),
    onTarget: noop,
    onInspect: inspector.onInspect,
    onOpenPile: (s: Seat, p: string) => setPile({ seat: s, pile: p }),
  };
  const pileCards = pile ? game.pileCards(view, pile.seat, pile.pile) : [];
  return (
    <div className="game replay" data-testid="replay" data-frame={i} data-frames={frames.length}>
      <header className="status-bar">
        <div className="turn-info">
          <b>Replay</b>
          <span className="turn" data-testid="replay-turn">
            {view.turn === 0 ? 'Setup' : `Turn ${view.turn}`}
          </span>
          <span className="phase">{game.phaseName(view.phase)}</span>
        </div>
        <div className="seats">
          <span>Seen from:</span>
          {(['0', '1', 'spectator'] as ReplaySeat[]).map((s) => (
            <button
              key={s}
              className={s === seat ? 'primary' : ''}
              data-testid={`replay-seat-${s}`}
              onClick={() => onSeat(s)}
            >
              {s === 'spectator' ? 'Spectator' : `Player ${Number(s) + 1}`}
            </button>
          ))}
          {token && (
            <button data-testid="replay-share" onClick={share} disabled={shared === 'yes'}>
              {shared === 'yes' ? 'Public: link copied' : shared === 'no' ? 'Make public' : `Share failed: ${shared}`}
            </button>
          )}
          <button onClick={onLobby}>Lobby</button>
        </div>
      </header>
      <div className="scrubber" data-testid="scrubber">
        <button data-testid="replay-first" onClick={() => setI(0)} disabled={i === 0} aria-label="First">
          |◀
        </button>
        <button
          data-testid="replay-prev"
          onClick={() => setI((x) => Math.max(0, x - 1))}
          disabled={i === 0}
          aria-label="Back"
        >
          ◀
        </button>
        <button data-testid="replay-play" onClick={() => setPlaying((x) => !x)} aria-label={playing ? 'Pause' : 'Play'}>
          {playing ? 'Pause' : 'Play'}
        </button>
        <button
          data-testid="replay-next"
          onClick={() => setI((x) => Math.min(last, x + 1))}
          disabled={i === last}
          aria-label="Forward"
        >
          ▶
        </button>
        <button data-testid="replay-last" onClick={() => setI(last)} disabled={i === last} aria-label="Last">
          ▶|
        </button>
        <input
          type="range"
          min={0}
          max={last}
          value={i}
          onChange={(e) => setI(Number(e.target.value))}
          data-testid="replay-slider"
          aria-label="Frame"
        />
        <span className="frame-no" data-testid="replay-position">
          {i + 1} / {frames.length}
        </span>
      </div>
      <div className="game-main">
        <div className="col-main">
          <div className="area-board">
            <Board {...boardProps} />
          </div>
          <div className="area-hand">
            <Hand {...boardProps} />
          </div>
        </div>
        <div className="col-side">
          <div className="area-decision">
            <div className="decision theirs">
              {view.result ? (
                <div className="decider" data-testid="replay-result">
                  Game over: {outcomeFor(view.result.winner, viewer)} ({reasonFor(view.result.reason, viewer)})
                </div>
              ) : d ? (
                <>
                  <div className="decider">
                    {seatName(d.seat, viewer)} {viewer !== 'spectator' && d.seat === viewer ? 'decide' : 'decides'}
                  </div>
                  <div className="prompt muted">{game.promptText(d.prompt)}</div>
                </>
              ) : null}
            </div>
          </div>
          <div className={`area-detail${inspector.pinned ? ' pinned' : ''}`}>
            <CardDetail
              game={game}
              db={db}
              card={inspector.shown}
              onClose={inspector.pinned ? inspector.unpin : undefined}
            />
          </div>
          <div className="area-log">
            <GameLog lines={lines} />
          </div>
        </div>
      </div>
      {pile && (
        <PileViewer
          game={game}
          title={viewer === 'spectator' ? `Player ${pile.seat + 1}` : pile.seat === me ? 'Your' : "Opponent's"}
          pile={pile.pile}
          cards={pileCards}
          db={db}
          onInspect={inspector.onInspect}
          onClose={() => setPile(null)}
        />
      )}
    </div>
  );
}
