// The Simulate screen: the browser's `arbiter sim`. Pick a game, a format, decks A and B (built-in or
// pasted), the agent playing each, the number of games and a seed; the server runs the job (POST /api/sim)
// and this screen polls it (GET /api/sim/:id) for a progress bar, then shows the headline numbers, every
// chart of src/sim/charts.ts and a link to download the report as JSON (what `arbiter sim --json` prints).
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Chart, simCharts } from '../../src/sim/charts.ts';
import { api, type Meta } from './api.ts';
import {
  AgentSelect,
  type DeckChoice,
  DeckPicker,
  deckForServer,
  defaultAgent,
  errorText,
  GameAndFormat,
  playableGames,
} from './Lobby.tsx';
import type { SimRequest, SimStatus } from './types.ts';

type Report = NonNullable<SimStatus['report']>;
type Rate = Report['winRateA'];

/** How often a running job is asked for its progress. */
const POLL_MS = 400;

function SimForm({ meta, onJob }: { meta: Meta; onJob(id: string): void }) {
  const entry = (id: string) => meta.games.find((g) => g.id === id);
  // The server simulates every game it offers; the first choice is the lobby's (the first this client registered).
  const [game, setGame] = useState(playableGames(meta)[0]?.id ?? meta.games[0]?.id ?? '');
  const formats = entry(game)?.formats ?? [];
  const decks = entry(game)?.decks ?? [];
  const [format, setFormat] = useState(entry(game)?.defaultFormat ?? formats[0]?.id ?? '');
  const [deckA, setDeckA] = useState<DeckChoice>(decks[0]?.id ?? '');
  const [deckB, setDeckB] = useState<DeckChoice>(decks[1]?.id ?? decks[0]?.id ?? '');
  const firstAgent = defaultAgent(meta);
  const [agentA, setAgentA] = useState(firstAgent);
  const [agentB, setAgentB] = useState(firstAgent);
  const [games, setGames] = useState('200');
  const [seed, setSeed] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pickGame = (id: string) => {
    const g = entry(id);
    setGame(id);
    setFormat(g?.defaultFormat ?? g?.formats[0]?.id ?? '');
    setDeckA(g?.decks[0]?.id ?? '');
    setDeckB(g?.decks[1]?.id ?? g?.decks[0]?.id ?? '');
  };

  const run = () => {
    setError(null);
    const n = Number(games.trim());
    if (!/^\d+$/.test(games.trim()) || n < 1) {
      setError('Games must be a whole number of at least 1.');
      return;
    }
    if (seed.trim() !== '' && !/^\d+$/.test(seed.trim())) {
      setError('The seed must be a whole number (or empty for a random one).');
      return;
    }
    const req: SimRequest = {
      game: game as SimRequest['game'],
      format,
      decks: [deckForServer(deckA), deckForServer(deckB)],
      agents: [agentA, agentB],
      games: n,
    };
    if (seed.trim() !== '') req.seed = Number(seed.trim());
    setBusy(true);
    api
      .simulate(req)
      .then((r) => onJob(r.id))
      .catch((e: unknown) => setError(errorText(e)))
      .finally(() => setBusy(false));
  };

  return (
    <section className="panel sim-form" data-testid="sim-form">
      <h2>Simulate a matchup</h2>
      <p className="muted">
        The computer plays deck A against deck B as many times as you ask, each side in seat 1 half the time, and
        reports who won with charts. The same options always give the same games (as <code>arbiter sim</code>).
      </p>
      <GameAndFormat
        games={meta.games}
        game={game}
        format={format}
        onGame={pickGame}
        onFormat={setFormat}
        testids={['sim-game', 'sim-format']}
      />
      <div className="sim-decks">
        {(
          [
            ['A', deckA, setDeckA, agentA, setAgentA],
            ['B', deckB, setDeckB, agentB, setAgentB],
          ] as const
        ).map(([side, deck, setDeck, agent, setAgent]) => (
          <div key={side}>
            <DeckPicker
              meta={meta}
              game={game}
              format={format}
              value={deck}
              onChange={setDeck}
              testid={`sim-deck-${side.toLowerCase()}`}
              legend={`Deck ${side}`}
            />
            <label className="sim-agent">
              Played by
              <AgentSelect meta={meta} value={agent} onChange={setAgent} testid={`sim-agent-${side.toLowerCase()}`} />
            </label>
          </div>
        ))}
      </div>
      <div className="row">
        <label>
          Games
          <input
            type="number"
            min={1}
            value={games}
            onChange={(e) => setGames(e.target.value)}
            data-testid="sim-games"
          />
        </label>
        <label>
          Seed (optional)
          <input value={seed} onChange={(e) => setSeed(e.target.value)} placeholder="random" data-testid="sim-seed" />
        </label>
      </div>
      <p className="hint muted">MCTS agents think for seconds a move, so the server runs only a few games with them.</p>
      {error && (
        <div className="error-text" data-testid="sim-error">
          {error}
        </div>
      )}
      <button className="primary big" onClick={run} disabled={busy} data-testid="sim-run">
        {busy ? 'Starting…' : 'Run'}
      </button>
    </section>
  );
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const interval = (r: Pick<Rate, 'ci95'>) => `${pct(r.ci95[0])}–${pct(r.ci95[1])}`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function Figure({ big, what, detail, testid }: { big: string; what: string; detail?: string; testid?: string }) {
  return (
    <div className="sim-figure" data-testid={testid}>
      <span className="sim-big">{big}</span>
      <span>{what}</span>
      {detail && <span className="muted">{detail}</span>}
    </div>
  );
}

function Headline({ report, timing }: { report: Report; timing: SimStatus['timing'] }) {
  const finished = report.games - report.unfinished;
  const a = report.winRateA;
  // Deck B's rate is the complement of deck A's; the Wilson interval is symmetric under it.
  const b = { rate: 1 - a.rate, ci95: [1 - a.ci95[1], 1 - a.ci95[0]] as [number, number] };
  const rate = (r: Pick<Rate, 'rate'>) => (finished ? pct(r.rate) : '—');
  const ci = (r: Pick<Rate, 'ci95'>) => (finished ? `95% CI ${interval(r)}` : 'no finished games');
  return (
    <>
      <div className="sim-headline" data-testid="sim-headline">
        <Figure
          big={rate(a)}
          what={`A · ${report.decks[0]} (${report.agents[0]}) wins`}
          detail={ci(a)}
          testid="sim-rate-a"
        />
        <Figure
          big={rate(b)}
          what={`B · ${report.decks[1]} (${report.agents[1]}) wins`}
          detail={ci(b)}
          testid="sim-rate-b"
        />
        <Figure
          big={rate(report.firstPlayer)}
          what="the player going first wins"
          detail={ci(report.firstPlayer)}
          testid="sim-first"
        />
        <Figure
          big={String(report.games)}
          what="games"
          detail={`${plural(report.draws, 'draw')}, ${report.unfinished} unfinished`}
        />
        <Figure
          big={report.turns.mean.toFixed(1)}
          what="turns on average"
          detail={`median ${report.turns.median}, ${report.turns.min}–${report.turns.max}`}
        />
      </div>
      <p className="muted sim-note">
        {report.game} ({report.format}), seeds {report.seed}–{report.seed + report.games - 1}. A draw counts as half a
        win; unfinished games are left out of the rates.
        {timing && ` ${timing.gamesPerSecond} games/second (${plural(timing.workers, 'worker')}).`}
      </p>
    </>
  );
}

function ChartFigure({ chart }: { chart: Chart }) {
  return (
    <figure className="sim-chart" data-testid={`chart-${chart.id}`}>
      <figcaption className="sim-chart-title">{chart.title}</figcaption>
      {/* The SVG comes from our own src/sim/charts.ts, which escapes every text (pasted deck names too). */}
      <div className="sim-chart-svg" dangerouslySetInnerHTML={{ __html: chart.svg }} />
      {chart.caption && <p className="muted sim-caption">{chart.caption}</p>}
    </figure>
  );
}

function Results({ status }: { status: SimStatus & { report: Report } }) {
  const { report, timing } = status;
  const charts = useMemo(() => simCharts(report), [report]);
  // A data: address rather than a blob: one has nothing to revoke (the report is tens of kilobytes).
  const download = useMemo(
    () => `data:application/json;charset=utf-8,${encodeURIComponent(`${JSON.stringify({ ...report, timing })}\n`)}`,
    [report, timing],
  );
  const fileName = `sim-${report.game}-${report.decks.join('-vs-')}-seed${report.seed}.json`.replace(/[^\w.-]+/g, '_');
  return (
    <section className="panel sim-results" data-testid="sim-results">
      <div className="sim-results-head">
        <h2>Results</h2>
        <a className="button-link" href={download} download={fileName} data-testid="sim-download">
          Download JSON
        </a>
      </div>
      <Headline report={report} timing={timing} />
      <div className="sim-charts">
        {charts.map((c) => (
          <ChartFigure key={c.id} chart={c} />
        ))}
      </div>
    </section>
  );
}

function Progress({ status }: { status: SimStatus }) {
  // Position 1 waits for the running job only: one simulation ahead.
  const text =
    status.state === 'queued'
      ? `Waiting: ${plural(status.position ?? 1, 'simulation')} ahead of this one…`
      : `${status.done} / ${status.total} games`;
  return (
    <section className="panel sim-progress" data-testid="sim-progress" data-state={status.state}>
      <h2>{status.state === 'queued' ? 'Queued' : 'Simulating…'}</h2>
      <progress value={status.done} max={status.total} data-done={status.done} data-total={status.total} />
      <div className="muted" data-testid="sim-progress-text">
        {text}
      </div>
    </section>
  );
}

export function Simulate({
  meta,
  jobId,
  onJob,
  onLobby,
}: {
  meta: Meta;
  /** The job this screen follows (from the address), or none yet. */
  jobId: string | null;
  onJob(id: string): void;
  onLobby(): void;
}) {
  const [status, setStatus] = useState<SimStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const state = status?.state;

  // The progress bar, then the results, appear below the form: bring them into view (on a phone the
  // form fills the screen).
  useEffect(() => {
    if (state) statusRef.current?.scrollIntoView({ block: 'start' });
  }, [jobId, state]);

  useEffect(() => {
    setStatus(null);
    setError(null);
    if (!jobId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = () => {
      api
        .simStatus(jobId)
        .then((s) => {
          if (stopped) return;
          setStatus(s);
          if (s.state === 'queued' || s.state === 'running') timer = setTimeout(poll, POLL_MS);
        })
        .catch((e: unknown) => {
          if (!stopped) setError(errorText(e));
        });
    };
    poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [jobId]);

  return (
    <div className="simulate" data-testid="simulate">
      <div className="sim-top">
        <button onClick={onLobby}>← Lobby</button>
      </div>
      <SimForm meta={meta} onJob={onJob} />
      {error && (
        <div className="error-text" data-testid="sim-job-error">
          {error}
        </div>
      )}
      <div ref={statusRef}>
        {status && (status.state === 'queued' || status.state === 'running') && <Progress status={status} />}
        {status?.state === 'failed' && (
          <section className="panel error-text" data-testid="sim-failed">
            The simulation failed: {status.error}
          </section>
        )}
        {status?.state === 'done' && status.report && <Results status={{ ...status, report: status.report }} />}
      </div>
    </div>
  );
}
