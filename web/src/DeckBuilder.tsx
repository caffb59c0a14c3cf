// The deck builder (issue 17, `/?decks`, `/?decks=ID`): search the chosen game's cards for a format by name, text,
// grade or cost, clan or colour, kind and keyword, shown as the game's own card faces; add and remove cards (to the
// ride deck too where the format has one, VGD 8.1.2); the deck is checked as it is built by the server's deck check
// (POST /api/deck/check, the same checks as `arbiter deck check`), its problems shown against the lines of its text
// list; decks are saved in this browser (deckStore.ts): named, duplicated, deleted, imported and exported as text.
// The lobby and the Simulate screen offer the saved decks (Lobby.tsx DeckPicker).
import { useEffect, useMemo, useState } from 'react';
import { api, type DeckCheck, type Meta } from './api.ts';
import type { Inspect } from './Card.tsx';
import type { CardDb } from './cardDb.ts';
import {
  addCard,
  countOf,
  type DeckEntry,
  type DeckSection,
  deckNameProblem,
  deckText,
  decksOf,
  deleteDeck,
  duplicateDeck,
  newDeckId,
  readDeckText,
  type SavedDeck,
  saveDeck,
  savedDeck,
} from './deckStore.ts';
import { webGame } from './games/index.ts';
import { type CardFacets, type Filters, indexCards, NO_FILTERS, options, searchCards } from './cardSearch.ts';
import { errorText, GameAndFormat, playableGames } from './Lobby.tsx';
import './help.css';

/** Results drawn at once: enough to browse, few enough to stay quick on a phone. */
const MAX_RESULTS = 60;
/** Pause after the last change before the deck is checked again (the check is a costly request, limits.ts). */
const CHECK_DELAY_MS = 350;

function emptyDeck(game: string, format: string): SavedDeck {
  return { id: newDeckId(), name: 'New deck', game, format, main: [], ride: [], updatedAt: Date.now() };
}

function Select({
  label,
  value,
  values,
  onChange,
  testid,
}: {
  label: string;
  value: string;
  values: string[];
  onChange(v: string): void;
  testid: string;
}) {
  return (
    <label>
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)} data-testid={testid}>
        <option value="">any</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </select>
    </label>
  );
}

export function DeckBuilder({
  meta,
  cards,
  deckId,
  onDeck,
}: {
  meta: Meta;
  cards: Record<string, CardDb>;
  /** The saved deck the address names, if any. */
  deckId: string | null;
  /** The deck shown changed (its id goes into the address once saved). */
  onDeck(id: string | null): void;
}) {
  const games = playableGames(meta);
  const [deck, setDeck] = useState<SavedDeck>(() => {
    const saved = deckId ? savedDeck(deckId) : undefined;
    const g = games[0];
    return saved ?? emptyDeck(g?.id ?? '', g?.defaultFormat ?? g?.formats[0]?.id ?? '');
  });
  const [isSaved, setIsSaved] = useState(() => !!deckId && !!savedDeck(deckId));
  const [dirty, setDirty] = useState(false);
  const [saved, setSaved] = useState<SavedDeck[]>(() => decksOf(deck.game));
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [check, setCheck] = useState<DeckCheck | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [importText, setImportText] = useState('');
  const [importErrors, setImportErrors] = useState<{ line: number; message: string }[]>([]);
  const [inspect, setInspect] = useState<Inspect | null>(null);

  const w = webGame(deck.game);
  const db = cards[deck.game] ?? {};
  const rideDeck = w?.deckBuilding.rideDeck(deck.format) ?? false;
  const indexed = useMemo(
    () => (w ? indexCards(db, deck.format, w.deckBuilding, w.glossary) : []),
    [w, db, deck.format],
  );
  const found = useMemo(() => searchCards(indexed, filters), [indexed, filters]);
  const list = useMemo(() => deckText(deck), [deck]);

  // The server checks the deck's text list a moment after the last change (and at once when it is opened).
  useEffect(() => {
    let stop = false;
    setCheck(null);
    setCheckError(null);
    const t = setTimeout(() => {
      api
        .checkDeck(deck.game, deck.format, list.text)
        .then((r) => !stop && setCheck(r))
        .catch((e: unknown) => !stop && setCheckError(errorText(e)));
    }, CHECK_DELAY_MS);
    return () => {
      stop = true;
      clearTimeout(t);
    };
  }, [deck.game, deck.format, list.text]);

  if (!w) return <div className="error-banner">No game to build a deck for.</div>;

  const change = (d: Partial<SavedDeck>) => {
    setDeck((x) => ({ ...x, ...d }));
    setDirty(true);
    setMessage(null);
  };
  const add = (section: DeckSection, code: string, delta: number) =>
    change({ [section]: addCard(deck[section], code, delta) });
  const open = (d: SavedDeck) => {
    setDeck(d);
    setIsSaved(true);
    setDirty(false);
    setMessage(null);
    setImportErrors([]);
    onDeck(d.id);
  };
  const fresh = (game = deck.game, format = deck.format) => {
    setDeck(emptyDeck(game, format));
    setIsSaved(false);
    setDirty(false);
    setMessage(null);
    setImportErrors([]);
    setSaved(decksOf(game));
    setFilters(NO_FILTERS);
    onDeck(null);
  };
  const save = () => {
    try {
      const stored = saveDeck({ ...deck, updatedAt: Date.now() });
      setDeck(stored);
      setIsSaved(true);
      setDirty(false);
      setSaved(decksOf(stored.game));
      setMessage(`Saved "${stored.name}" in this browser.`);
      onDeck(stored.id);
    } catch (e) {
      setMessage(errorText(e));
    }
  };
  const duplicate = () => {
    try {
      const copy = duplicateDeck(deck.id);
      setSaved(decksOf(copy.game));
      open(copy);
      setMessage(`Saved a copy: "${copy.name}".`);
    } catch (e) {
      setMessage(errorText(e));
    }
  };
  const remove = () => {
    if (!confirm(`Delete the deck "${deck.name}" from this browser?`)) return;
    deleteDeck(deck.id);
    fresh();
    setMessage(`Deleted "${deck.name}".`);
  };
  const runImport = () => {
    const r = readDeckText(importText, db, rideDeck);
    if (!r.ok) {
      setImportErrors(r.errors);
      return;
    }
    setImportErrors([]);
    change({ main: r.main, ride: r.ride });
    setImportText('');
    setMessage('Imported the list; save the deck to keep it.');
  };

  const badLines = new Map<number, string[]>();
  if (check && !check.ok) {
    for (const e of check.errors) badLines.set(e.line, [...(badLines.get(e.line) ?? []), e.message]);
  }
  const lineOf = (section: DeckSection, code: string) => {
    for (const [line, at] of list.lines) if (at.section === section && at.code === code) return line;
    return 0;
  };
  const inDeck = (code: string) =>
    (deck.main.find((e) => e.code === code)?.count ?? 0) + (deck.ride.find((e) => e.code === code)?.count ?? 0);
  const facetValues = (pick: (f: CardFacets) => string | string[]) => options(indexed.flatMap((c) => pick(c.facets)));
  const nameProblem = deckNameProblem(deck.name);

  const section = (name: DeckSection, title: string, entries: DeckEntry[]) => (
    <div data-testid={`deck-${name}`}>
      <h3>
        {title} ({countOf(entries)})
      </h3>
      {entries.length === 0 ? (
        <p className="muted">No cards yet: add some from the search.</p>
      ) : (
        <ul className="deck-list">
          {entries.map((e) => {
            const line = lineOf(name, e.code);
            const bad = badLines.get(line);
            return (
              <li key={e.code} className={bad ? 'bad' : ''} data-testid="deck-entry" data-code={e.code}>
                <span className="line-no" title="line of the text list">
                  {line}
                </span>
                <b>{e.count}×</b>
                <span
                  className="name"
                  onMouseEnter={() => setInspect({ code: e.code })}
                  title={bad ? bad.join('\n') : undefined}
                >
                  {db[e.code]?.name ?? e.code} <span className="muted">{e.code}</span>
                </span>
                <button type="button" onClick={() => add(name, e.code, 1)} aria-label={`one more ${e.code}`}>
                  +
                </button>
                <button
                  type="button"
                  onClick={() => add(name, e.code, -1)}
                  aria-label={`one fewer ${e.code}`}
                  data-testid="remove-card"
                >
                  −
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );

  return (
    <div className="deck-builder" data-testid="deck-builder">
      <section className="panel">
        <h2>Find cards</h2>
        <GameAndFormat
          games={games}
          game={deck.game}
          format={deck.format}
          onGame={(id) => {
            const g = games.find((x) => x.id === id);
            fresh(id, g?.defaultFormat ?? g?.formats[0]?.id ?? '');
          }}
          onFormat={(id) =>
            change({ format: id, ride: webGame(deck.game)?.deckBuilding.rideDeck(id) ? deck.ride : [] })
          }
          testids={['builder-game', 'builder-format']}
        />
        <div className="filters">
          <label>
            Name, number or text
            <input
              value={filters.query}
              onChange={(e) => setFilters({ ...filters, query: e.target.value })}
              placeholder="e.g. Blaster or counter blast"
              data-testid="card-search"
            />
          </label>
          <Select
            label={w.deckBuilding.costLabel}
            value={filters.cost}
            values={facetValues((f) => String(f.cost ?? '—'))}
            onChange={(cost) => setFilters({ ...filters, cost })}
            testid="filter-cost"
          />
          <Select
            label={w.deckBuilding.groupLabel}
            value={filters.group}
            values={facetValues((f) => f.group)}
            onChange={(group) => setFilters({ ...filters, group })}
            testid="filter-group"
          />
          <Select
            label="Kind"
            value={filters.type}
            values={facetValues((f) => f.type)}
            onChange={(type) => setFilters({ ...filters, type })}
            testid="filter-type"
          />
          <Select
            label="Keyword"
            value={filters.keyword}
            values={facetValues((f) => f.keywords)}
            onChange={(keyword) => setFilters({ ...filters, keyword })}
            testid="filter-keyword"
          />
        </div>
        <p className="muted" data-testid="result-count">
          {found.length} card{found.length === 1 ? '' : 's'}
          {found.length > MAX_RESULTS ? ` (showing the first ${MAX_RESULTS}; narrow the search)` : ''}
        </p>
        <div className="results" data-testid="results">
          {found.slice(0, MAX_RESULTS).map((c) => (
            <div className="result" key={c.code} data-testid="result" data-code={c.code}>
              <w.CardFace db={db} code={c.code} onInspect={setInspect} />
              <span className="muted code">{c.code}</span>
              <div className="buttons">
                <button type="button" onClick={() => add('main', c.code, 1)} data-testid="add-card">
                  + Deck
                </button>
                {rideDeck && (
                  <button type="button" onClick={() => add('ride', c.code, 1)} data-testid="add-ride">
                    + Ride
                  </button>
                )}
              </div>
              {inDeck(c.code) > 0 && <span className="in-deck">{inDeck(c.code)} in the deck</span>}
            </div>
          ))}
        </div>
        {inspect && db[inspect.code] && (
          <div className="builder-detail">
            <w.CardDetail db={db} card={inspect} onClose={() => setInspect(null)} />
          </div>
        )}
      </section>

      <section className="panel" data-testid="deck-panel">
        <h2>Your deck</h2>
        <div className="saved">
          <label>
            Saved decks
            <select
              value={isSaved ? deck.id : ''}
              onChange={(e) => {
                const d = saved.find((x) => x.id === e.target.value);
                if (d) open(d);
              }}
              data-testid="saved-decks"
            >
              <option value="">{isSaved ? '—' : '(not saved yet)'}</option>
              {saved.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name} ({d.format})
                </option>
              ))}
            </select>
          </label>
          <button type="button" onClick={() => fresh()} data-testid="new-deck">
            New
          </button>
        </div>
        <label>
          Name
          <input
            value={deck.name}
            maxLength={80}
            onChange={(e) => change({ name: e.target.value })}
            data-testid="deck-name"
          />
        </label>
        {nameProblem && <div className="error-text">{nameProblem}</div>}
        <div className="row">
          <button className="primary" type="button" onClick={save} disabled={!!nameProblem} data-testid="save-deck">
            {dirty || !isSaved ? 'Save' : 'Saved'}
          </button>
          <button type="button" onClick={duplicate} disabled={!isSaved} data-testid="duplicate-deck">
            Duplicate
          </button>
          <button type="button" onClick={remove} disabled={!isSaved} data-testid="delete-deck">
            Delete
          </button>
        </div>
        {message && (
          <div className="ok-text" data-testid="deck-message">
            {message}
          </div>
        )}

        <div className="deck-check" data-testid="deck-check" aria-live="polite">
          {checkError && <div className="error-text">{checkError}</div>}
          {!check && !checkError && <div className="muted">Checking…</div>}
          {check?.ok && (
            <div className="ok-text" data-testid="deck-legal">
              ✓ Legal in {deck.format}: {check.cards} cards{rideDeck ? ` and a ride deck of ${countOf(deck.ride)}` : ''}
              .
            </div>
          )}
          {check && !check.ok && (
            <ul className="deck-errors" data-testid="deck-problems">
              {check.errors.map((e, i) => (
                <li key={i}>
                  {e.line > 0 ? <b>Line {e.line}:</b> : <b>Deck:</b>} {e.message}
                </li>
              ))}
            </ul>
          )}
        </div>

        {section('main', 'Main deck', deck.main)}
        {rideDeck && section('ride', 'Ride deck', deck.ride)}

        <details data-testid="export">
          <summary>Export the text list</summary>
          <textarea
            readOnly
            rows={Math.min(20, list.text.split('\n').length + 1)}
            value={list.text}
            data-testid="export-text"
          />
          <button type="button" onClick={() => void navigator.clipboard?.writeText(list.text)}>
            Copy
          </button>
        </details>
        <details data-testid="import">
          <summary>Import a text list</summary>
          <textarea
            rows={8}
            value={importText}
            spellCheck={false}
            placeholder={w.sampleDeckList}
            onChange={(e) => setImportText(e.target.value)}
            data-testid="import-text"
          />
          <button type="button" onClick={runImport} data-testid="import-run">
            Replace the deck with this list
          </button>
          {importErrors.length > 0 && (
            <ul className="deck-errors" data-testid="import-errors">
              {importErrors.map((e, i) => (
                <li key={i}>
                  <b>Line {e.line}:</b> {e.message}
                </li>
              ))}
            </ul>
          )}
        </details>
      </section>
    </div>
  );
}
