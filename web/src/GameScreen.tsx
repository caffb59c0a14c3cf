// A live game, for a seat (with its token) or a spectator: the status bar, the board, the hand, the
// decision panel, the card detail and the log, all drawn from the `state` messages the server sends
// this socket. The view's game (web/src/games/index.ts) draws the board and hand, tells the log and plans the
// decision; clicks become answers through that plan; the server validates them.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { outcomeFor, reasonFor } from '../../src/games/seatWords.ts';
import { api, type GameInfo } from './api.ts';
import { clickTarget, litTargets, type Plan, type TargetKey } from './answers.ts';
import { autoAnswer, type AutoReason, type AutoSettings, loadAutoSettings, saveAutoSettings } from './autoAnswer.ts';
import { AutoSettingsMenu } from './AutoSettings.tsx';
import { CardDetail, type Inspect } from './Card.tsx';
import type { CardDb } from './cardDb.ts';
import { DecisionPanel } from './DecisionPanel.tsx';
import { webGameOf } from './games/index.ts';
import type { BaseView } from './games/registry.ts';
import { GameLog } from './GameLog.tsx';
import { KeyHelp, useGameKeys, useKeyBadges } from './keyboard.tsx';
import { PileViewer } from './PileViewer.tsx';
import { heldSeat, inviteLink, watchLink } from './seats.ts';
import { StatusBar } from './StatusBar.tsx';
import type { Seat } from './types.ts';
import { useGameSocket } from './useGameSocket.ts';

/**
 * The card detail: the card last hovered over, or the card last tapped (pinned, with a close button, so a
 * touch screen keeps it). Hovering over another card shows that one: a pin never freezes the detail.
 */
export function useInspector() {
  const [hover, setHover] = useState<Inspect | null>(null);
  const [pinned, setPinned] = useState<Inspect | null>(null);
  const onInspect = (i: Inspect | null, pin?: boolean) => {
    if (pin) setPinned(i);
    else if (i) {
      setHover(i);
      setPinned(null);
    }
  };
  return { shown: pinned ?? hover, pinned, onInspect, unpin: () => setPinned(null) };
}

export function ResultBanner({
  view,
  result,
  viewer,
  onReplay,
  onLobby,
  onClose,
}: {
  view: BaseView;
  /** The room's result when it says more than the engine's (a forfeit by clock, absence or a failed AI). */
  result?: {
    winner: Seat | 'draw' | null;
    reason: string;
    forfeit?: 'clock' | 'disconnected' | 'ai-error' | 'abandoned' | 'idle' | 'length-limit' | 'unrecoverable';
  };
  viewer: Seat | 'spectator';
  onReplay(seat: Seat): void;
  onLobby(): void;
  onClose(): void;
}) {
  const r = result ?? view.result!;
  const FORFEITS = {
    clock: ' (time ran out)',
    disconnected: ' (left the game)',
    'ai-error': ' (its AI failed)',
    abandoned: '',
    idle: ' (did not answer in time)',
    'length-limit': '',
    unrecoverable: '',
  };
  const forfeit = result?.forfeit ? FORFEITS[result.forfeit] : '';
  const outcome = outcomeFor(r.winner, viewer);
  const title = outcome === 'You win' ? 'You win!' : outcome;
  const mine: Seat = viewer === 'spectator' ? 0 : viewer;
  const theirs: Seat = mine === 0 ? 1 : 0;
  return (
    <div className="modal-backdrop">
      <div className="modal result" data-testid="result">
        <h2 data-testid="result-title">{title}</h2>
        <p className="muted" data-testid="result-reason">
          {reasonFor(r.reason, viewer)}
          {forfeit}
        </p>
        <div className="buttons">
          <button className="primary" data-testid="replay-mine" onClick={() => onReplay(mine)}>
            {viewer === 'spectator' ? "Replay from player 1's seat" : 'Replay from your seat'}
          </button>
          <button data-testid="replay-theirs" onClick={() => onReplay(theirs)}>
            {viewer === 'spectator' ? "Replay from player 2's seat" : "Replay from your opponent's seat"}
          </button>
          <button data-testid="see-board" onClick={onClose}>
            See the final board
          </button>
          <button data-testid="back-to-lobby" onClick={onLobby}>
            Back to the lobby
          </button>
        </div>
      </div>
    </div>
  );
}

function Waiting({ gameId, info }: { gameId: string; info: GameInfo | null }) {
  const held = heldSeat(gameId);
  const [copied, setCopied] = useState(false);
  // The link names the room's game, so it waits for the room's facts: shown earlier, a Buddyfight or DBS invite read
  // as the first game's and offered its decks.
  const link = held?.inviteCode && info ? inviteLink(held.inviteCode, info.game) : null;
  return (
    <div className="waiting-room" data-testid="waiting">
      <h2>{info?.status === 'waiting' ? 'Waiting for your opponent to join' : 'Connecting to the game…'}</h2>
      {link && info?.status !== 'playing' && (
        <>
          <p>Send this link to your friend; the game starts when they join.</p>
          <div className="invite">
            <input readOnly value={link} data-testid="invite-link" onFocus={(e) => e.currentTarget.select()} />
            <button
              onClick={() => {
                void navigator.clipboard?.writeText(link).then(() => setCopied(true));
              }}
            >
              {copied ? 'Copied' : 'Copy'}
            </button>
          </div>
          <p className="muted">
            Invite code: <b data-testid="invite-code">{held?.inviteCode}</b>
          </p>
        </>
      )}
    </div>
  );
}

/** A view of a game this client has not registered: said plainly, never drawn with another game's board. */
export function UnknownGame({ game, onLobby }: { game: string; onLobby(): void }) {
  return (
    <div className="game">
      <div className="error-banner" data-testid="error">
        This browser cannot show games of {game} yet.
      </div>
      <div className="buttons center">
        <button onClick={onLobby}>Back to the lobby</button>
      </div>
    </div>
  );
}

export function GameScreen({
  gameId,
  spectate,
  cards,
  onLobby,
  onReplay,
}: {
  gameId: string;
  spectate: boolean;
  /** Each registered game's card table, by game id. */
  cards: Readonly<Record<string, CardDb>>;
  onLobby(): void;
  onReplay(gameId: string, seat: Seat): void;
}) {
  const held = spectate ? null : heldSeat(gameId);
  const sock = useGameSocket(gameId, held?.token);
  const [selected, setSelected] = useState<TargetKey | null>(null);
  const [marked, setMarked] = useState<{ prompt: string; keys: Set<TargetKey> }>({ prompt: '', keys: new Set() });
  const [pile, setPile] = useState<{ seat: Seat; pile: string } | null>(null);
  const [resultClosed, setResultClosed] = useState(false);
  const [info, setInfo] = useState<GameInfo | null>(null);
  const [showInvite, setShowInvite] = useState(false);
  const inspector = useInspector();

  const view = sock.state?.view ?? null;
  // The view's game draws it; a game this client has not registered gets a message instead of another game's board.
  const game = view ? webGameOf(view) : undefined;
  const db = useMemo(() => (view ? (cards[view.game] ?? {}) : {}), [cards, view?.game]);
  const viewer: Seat | 'spectator' = sock.seat ?? (spectate ? 'spectator' : (held?.seat ?? 'spectator'));
  const me: Seat = viewer === 'spectator' ? 0 : viewer;

  // Room facts (waiting for a friend, which seat is an AI) come over HTTP: polled while the room waits, and
  // fetched once more when the first state arrives.
  useEffect(() => {
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      api
        .game(gameId)
        .then((g) => {
          if (stop) return;
          setInfo(g);
          if (g.status === 'waiting') timer = setTimeout(load, 1500);
        })
        .catch(() => {
          if (!stop) timer = setTimeout(load, 3000);
        });
    };
    load();
    return () => {
      stop = true;
      if (timer) clearTimeout(timer);
    };
  }, [gameId, view === null]);

  const narration = useMemo(() => {
    if (!game) return null;
    const n = game.narrator(db, viewer);
    return { n, lines: n.lines(sock.events) };
  }, [db, viewer, sock.events, game]);

  const codes = useMemo(() => {
    if (!narration || !view) return null;
    narration.n.learnView(view);
    return narration.n.codes;
  }, [narration, view]);

  const plans: Plan[] = useMemo(() => {
    if (!game || !codes || !view || viewer === 'spectator' || view.decision?.seat !== viewer || view.result) return [];
    return game.plan(view, viewer, { db, codes });
  }, [game, view, viewer, db, codes]);
  const multiPick = game?.multiPick ?? {};

  // A new state is a new decision: drop a half-made selection; keep multi-pick marks while the prompt lasts.
  const seq = sock.state?.seq;
  const prompt = view?.decision?.prompt ?? '';
  useEffect(() => {
    setSelected(null);
  }, [seq]);
  useEffect(() => {
    setMarked((m) => (m.prompt === prompt ? m : { prompt, keys: new Set() }));
  }, [prompt]);

  const lit = useMemo(() => litTargets(plans, selected), [plans, selected]);

  // Taking back an answer (issue 17): the state the server sends back is left to the player, never answered by
  // itself again (else an undone answer with no choice would come straight back).
  const undoFrom = useRef<number | null>(null);
  const undoneSeq = useRef<number | null>(null);
  const sockUndo = sock.undo;
  const undo = useCallback(() => {
    undoFrom.current = seq ?? null;
    sockUndo();
  }, [seq, sockUndo]);
  useEffect(() => {
    if (sock.error) undoFrom.current = null; // refused: nothing was taken back
  }, [sock.error]);
  const canUndo = viewer !== 'spectator' && !!view && !view.result;

  // The keys (web/src/keyboard.tsx): numbers, Space/Enter, Escape, Z, and ? for the list.
  const [helpOpen, setHelpOpen] = useState(false);
  useGameKeys({ player: canUndo, undo, helpOpen, setHelpOpen });
  useKeyBadges(canUndo && plans.length > 0, [plans, lit, seq]);

  const answer = (plan: Plan) => {
    if (sock.pending !== null) return;
    if (multiPick[prompt] && plan.paths.length > 0) {
      setMarked((m) => ({ prompt, keys: new Set([...m.keys, plan.paths[0][0]]) }));
    }
    setSelected(null);
    setAutoDone(null);
    sock.answer(plan.answer);
  };

  // Answers that carry no choice (web/src/autoAnswer.ts), from this seat's own legal answers only.
  const [auto, setAuto] = useState<AutoSettings>(loadAutoSettings);
  const [autoDone, setAutoDone] = useState<{ label: string; reason: AutoReason } | null>(null);
  const changeAuto = (s: AutoSettings) => {
    setAuto(s);
    saveAutoSettings(s);
  };
  // A layout effect: the answer is sent before the page paints or runs any other script, so a decision answered by
  // itself never shows as open (nor takes a click meant for the next one).
  useLayoutEffect(() => {
    if (seq === undefined || plans.length === 0) return;
    if (undoFrom.current !== null && seq !== undoFrom.current) {
      undoFrom.current = null;
      undoneSeq.current = seq;
    }
    if (undoneSeq.current === seq || sock.pending !== null) return;
    const a = autoAnswer(plans, auto);
    if (!a) return;
    answer(a.plan);
    setAutoDone({ label: a.plan.label, reason: a.reason });
  }, [plans, auto, sock.pending, seq]);

  const onTarget = (key: TargetKey) => {
    if (selected === key) {
      setSelected(null);
      return;
    }
    const out = clickTarget(plans, selected, key);
    if (out.kind === 'answer') answer(out.plan);
    else if (out.kind === 'select') setSelected(out.key);
  };

  if (!view) {
    return (
      <div className="game">
        <Waiting gameId={gameId} info={info} />
        {sock.error && (
          <div className="error-banner" data-testid="error">
            {sock.error.message}
          </div>
        )}
        <div className="buttons center">
          <button onClick={onLobby}>Back to the lobby</button>
        </div>
      </div>
    );
  }
  if (!game || !narration || !codes) return <UnknownGame game={view.game} onLobby={onLobby} />;

  // Every game's board and hand take the same props beside their view.
  const Board = game.Board;
  const Hand = game.Hand;
  const boardProps = {
    me,
    db,
    lit,
    selected,
    marked: marked.keys,
    markLabel: multiPick[prompt],
    onTarget,
    onInspect: inspector.onInspect,
    onOpenPile: (seat: Seat, p: string) => setPile({ seat, pile: p }),
  };
  const agents = info?.seats.map((s) => (s.kind === 'ai' ? s.agent : undefined));
  const pileCards = pile ? game.pileCards(view, pile.seat, pile.pile) : [];
  const pileOwner = pile
    ? viewer === 'spectator'
      ? `Player ${pile.seat + 1}`
      : pile.seat === me
        ? 'Your'
        : "Opponent's"
    : '';
  return (
    <div className="game table" data-testid="game" data-seq={sock.state!.seq} data-viewer={String(viewer)}>
      <StatusBar
        game={game}
        view={view}
        viewer={viewer}
        connection={sock.status}
        connected={sock.state!.connected}
        clock={sock.state!.clock}
        clockAt={sock.state!.at}
        agents={agents}
      />
      {sock.error && (
        <div className="error-banner" data-testid="error" onClick={sock.clearError}>
          {sock.error.message} <span className="muted">(click to dismiss)</span>
        </div>
      )}
      {viewer !== 'spectator' && sock.state!.undoAsked !== undefined && !view.result && (
        <div className="undo-banner" data-testid="undo-asked">
          {sock.state!.undoAsked === viewer ? (
            'Waiting for your opponent to allow taking back your last answer…'
          ) : (
            <>
              Your opponent asks to take back their last answer.{' '}
              <button data-testid="undo-allow" onClick={() => sock.replyUndo(true)}>
                Allow
              </button>{' '}
              <button data-testid="undo-refuse" onClick={() => sock.replyUndo(false)}>
                Refuse
              </button>
            </>
          )}
        </div>
      )}
      <div className="game-main">
        <div className="col-main">
          <div className="area-board">
            <Board view={view} {...boardProps} />
          </div>
          <div className="area-hand">
            <Hand view={view} {...boardProps} />
          </div>
        </div>
        <div className="col-side">
          <div className="area-decision">
            <DecisionPanel
              game={game}
              view={view}
              viewer={viewer}
              db={db}
              plans={plans}
              selected={selected}
              selectedLabel={selected ? game.describeTarget(selected, view, db, codes) : null}
              waiting={sock.pending !== null}
              onAnswer={answer}
              onCancel={() => setSelected(null)}
              onInspect={inspector.onInspect}
              autoDone={autoDone}
            />
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
            <GameLog lines={narration.lines} />
            <div className="game-actions">
              {viewer !== 'spectator' && !view.result && (
                <button
                  data-testid="undo"
                  title="Take back your last answer while nothing new has been shown to you since (Z)"
                  onClick={undo}
                >
                  Undo
                </button>
              )}
              {viewer !== 'spectator' && !view.result && (
                <button
                  className="danger"
                  data-testid="concede"
                  onClick={() => {
                    if (confirm('Concede this game?')) sock.concede();
                  }}
                >
                  Concede
                </button>
              )}
              <button data-testid="show-keys" title="The keys (?)" onClick={() => setHelpOpen(true)}>
                Keys
              </button>
              <button onClick={() => setShowInvite((x) => !x)}>Spectate link</button>
              <button onClick={onLobby}>Lobby</button>
            </div>
            {viewer !== 'spectator' && <AutoSettingsMenu value={auto} onChange={changeAuto} />}
            {showInvite && (
              <input className="share" readOnly value={watchLink(gameId)} onFocus={(e) => e.currentTarget.select()} />
            )}
          </div>
        </div>
      </div>
      {helpOpen && <KeyHelp onClose={() => setHelpOpen(false)} />}
      {pile && (
        <PileViewer
          game={game}
          title={pileOwner}
          pile={pile.pile}
          cards={pileCards}
          db={db}
          onInspect={inspector.onInspect}
          onClose={() => setPile(null)}
        />
      )}
      {view.result && !resultClosed && (
        <ResultBanner
          view={view}
          result={sock.state!.result}
          viewer={viewer}
          onReplay={(seat) => onReplay(gameId, seat)}
          onLobby={onLobby}
          onClose={() => setResultClosed(true)}
        />
      )}
      {view.result && resultClosed && (
        <div className="result-strip" data-testid="result-strip">
          Game over: {reasonFor(sock.state!.result?.reason ?? view.result.reason, viewer)}.{' '}
          <button data-testid="replay-mine-strip" onClick={() => onReplay(gameId, me)}>
            Replay
          </button>
        </div>
      )}
    </div>
  );
}
