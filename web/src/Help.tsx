// Help where it is needed (issue 17): the Help screen (`/?help=GAME`) with each game's "how a turn goes" per format
// and its glossary; the turn guide as a panel of its own; and the first-game hints over a game, shown until the
// player dismisses them (remembered in this browser).
import { useEffect, useState } from 'react';
import { api, type Meta } from './api.ts';
import { webGame } from './games/index.ts';
import type { TurnGuide } from './glossary.ts';
import { gameTitle, playableGames } from './Lobby.tsx';
import './help.css';

export function TurnGuidePanel({ guide }: { guide: TurnGuide }) {
  return (
    <div className="turn-guide" data-testid="turn-guide">
      <h3>{guide.title}</h3>
      <ol>
        {guide.steps.map((s) => (
          <li key={s.name}>
            <b>{s.name}.</b> {s.text}
          </li>
        ))}
      </ol>
    </div>
  );
}

export function HelpScreen({ meta, game, onGame }: { meta: Meta; game: string | null; onGame(id: string): void }) {
  const games = playableGames(meta);
  const current = games.find((g) => g.id === game) ?? games[0];
  const w = current ? webGame(current.id) : undefined;
  const [format, setFormat] = useState(current?.defaultFormat ?? current?.formats[0]?.id ?? '');
  if (!current || !w) return <div className="error-banner">No game to explain.</div>;
  const formats = current.formats;
  const shownFormat = formats.some((f) => f.id === format) ? format : (current.defaultFormat ?? formats[0]?.id ?? '');
  return (
    <div className="lobby single help-screen" data-testid="help-screen">
      <section className="panel">
        <h2>Help</h2>
        <div className="row">
          <label>
            Game
            <select value={current.id} onChange={(e) => onGame(e.target.value)} data-testid="help-game">
              {games.map((g) => (
                <option key={g.id} value={g.id}>
                  {gameTitle(g)}
                </option>
              ))}
            </select>
          </label>
          {formats.length > 1 && (
            <label>
              Format
              <select value={shownFormat} onChange={(e) => setFormat(e.target.value)} data-testid="help-format">
                {formats.map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.id} — {f.name}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        <TurnGuidePanel guide={w.turnGuide(shownFormat)} />
        <h3>Words of the game</h3>
        <dl data-testid="glossary">
          {w.glossary.map((e) => (
            <div key={e.term} style={{ display: 'contents' }}>
              <dt>{e.term}</dt>
              <dd>{e.text}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

const HINTS_KEY = 'arbiter:first-game-hints-dismissed';

export function hintsDismissed(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  return storage.getItem(HINTS_KEY) === '1';
}

/**
 * Hints for a player's first games, until dismissed: how to read cards and terms, and how a turn goes. They sit in the
 * top bar as a small button that opens them, so they never cover the table (whose layout is fitted to the window).
 */
export function FirstGameHints({ gameId }: { gameId: string }) {
  const [hidden, setHidden] = useState(hintsDismissed);
  const [open, setOpen] = useState(false);
  const [about, setAbout] = useState<{ game: string; format: string } | null>(null);
  useEffect(() => {
    if (hidden) return;
    let stop = false;
    api
      .game(gameId)
      .then((g) => !stop && setAbout({ game: g.game, format: g.format }))
      .catch(() => undefined);
    return () => {
      stop = true;
    };
  }, [gameId, hidden]);
  if (hidden) return null;
  const w = about ? webGame(about.game) : undefined;
  const dismiss = () => {
    localStorage.setItem(HINTS_KEY, '1');
    setHidden(true);
  };
  return (
    <span className="first-hints-toggle">
      <button type="button" onClick={() => setOpen((o) => !o)} aria-expanded={open} data-testid="first-hints-open">
        First game? Hints
      </button>
      {open && (
        <aside className="first-hints" data-testid="first-hints" aria-label="Hints for your first game">
          <h3>Your first game</h3>
          <ul>
            <li>Hover or tap a card to read it in the detail pane.</li>
            <li>Words with a dotted underline explain themselves: hover, tap or focus them.</li>
            <li>The decision panel asks for each choice the rules give you; pick an option, then confirm.</li>
          </ul>
          {w && about && <TurnGuidePanel guide={w.turnGuide(about.format)} />}
          <div className="row">
            <button type="button" className="primary" onClick={dismiss} data-testid="dismiss-hints">
              Got it, hide these hints
            </button>
            <button type="button" onClick={() => setOpen(false)}>
              Close
            </button>
            {about && (
              <a href={`/?help=${encodeURIComponent(about.game)}`} target="_blank" rel="noreferrer">
                More help
              </a>
            )}
          </div>
        </aside>
      )}
    </span>
  );
}
