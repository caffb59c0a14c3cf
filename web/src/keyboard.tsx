// The game screen's keys (issue 17), the same for every game because they act on what the page shows: the number
// keys pick the numbered choices (the lit board and hand targets, then the decision panel's cards and buttons, in
// the order they appear), Space or Enter confirms or moves on, Escape cancels a half-made selection, Z takes back the
// last answer, and ? shows this list. A key does exactly what a click on the same element does.
import { useEffect, useLayoutEffect } from 'react';

/** What a number key can choose, in document order: targets lit on the board and hand, then the panel's choices. */
const KEYABLE = [
  '.game .lit[data-target]',
  '[data-decider=me] [data-testid=selection] button[data-option]',
  '[data-decider=me] [data-testid=pick-strip] button[data-option]',
  '[data-decider=me] [data-testid=decision-buttons] button[data-option]:not(.move-on)',
].join(', ');

/** The choices keys 1–9 and 0 (the tenth) pick, in the order they appear on the page. */
export function keyableChoices(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(KEYABLE)].slice(0, 10);
}

const KEY_OF_INDEX = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];

/**
 * Write each keyable choice's key into its `data-key` (the styles show it as a badge) after every render, so the
 * badge and the key always agree. Runs after the screen's render, when the board, hand and panel are drawn.
 */
export function useKeyBadges(active: boolean, deps: readonly unknown[]): void {
  useLayoutEffect(() => {
    for (const el of document.querySelectorAll<HTMLElement>('[data-key]')) el.removeAttribute('data-key');
    if (!active) return;
    keyableChoices().forEach((el, i) => el.setAttribute('data-key', KEY_OF_INDEX[i]));
  }, [active, ...deps]);
}

/** The one element Space/Enter presses: the selection's only answer, else the only move-on button, else the only choice. */
function confirmTarget(): HTMLElement | null {
  const here = document.querySelectorAll<HTMLElement>('[data-decider=me] [data-testid=selection] button[data-option]');
  if (here.length === 1) return here[0];
  if (here.length > 1) return null;
  const moveOn = document.querySelectorAll<HTMLElement>('[data-decider=me] [data-testid=decision-buttons] .move-on');
  if (moveOn.length === 1) return moveOn[0];
  if (moveOn.length > 1) return null;
  const all = keyableChoices();
  return all.length === 1 ? all[0] : null;
}

/** Typing in a field, or a focused control that Space/Enter already presses, keeps its own keys. */
function ownsKeys(t: EventTarget | null, key: string): boolean {
  const el = t as HTMLElement | null;
  if (!el || !el.tagName) return false;
  if (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable)
    return true;
  return (
    (key === ' ' || key === 'Enter') && (el.tagName === 'BUTTON' || el.tagName === 'SUMMARY' || el.tagName === 'A')
  );
}

export interface GameKeys {
  /** Whether this viewer decides anything (a spectator has only ?). */
  player: boolean;
  undo(): void;
  helpOpen: boolean;
  setHelpOpen(open: boolean): void;
}

export function useGameKeys(k: GameKeys): void {
  const { player, undo, helpOpen, setHelpOpen } = k;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if (ownsKeys(e.target, e.key)) return;
      if (e.key === '?') {
        setHelpOpen(!helpOpen);
        e.preventDefault();
        return;
      }
      if (e.key === 'Escape') {
        if (helpOpen) setHelpOpen(false);
        else document.querySelector<HTMLElement>('[data-testid=cancel-selection]')?.click();
        return;
      }
      if (helpOpen) {
        if (e.key === ' ' || e.key === 'Enter') {
          setHelpOpen(false);
          e.preventDefault();
        }
        return;
      }
      if (!player) return;
      if (e.key === 'z' || e.key === 'Z') {
        undo();
        return;
      }
      const n = KEY_OF_INDEX.indexOf(e.key);
      if (n >= 0) {
        keyableChoices()[n]?.click();
        e.preventDefault();
        return;
      }
      if (e.key === ' ' || e.key === 'Enter') {
        e.preventDefault(); // Space would scroll the page
        confirmTarget()?.click();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [player, undo, helpOpen, setHelpOpen]);
}

const KEYS: [string, string][] = [
  ['1 … 9, 0', 'Pick the choice with that number (lit cards and circles first, then the panel’s cards and buttons)'],
  ['Space / Enter', 'Confirm: the selected card’s only use, else pass / done / no when that is the only way on'],
  ['Esc', 'Cancel a half-made selection, or close this list'],
  ['Z', 'Take back your last answer (while nothing new has been shown to you)'],
  ['?', 'Show or hide this list'],
];

export function KeyHelp({ onClose }: { onClose(): void }) {
  return (
    <div className="modal-backdrop" onClick={onClose}>
      <div className="modal key-help" data-testid="key-help" onClick={(e) => e.stopPropagation()}>
        <div className="modal-head">
          <h3>Keys</h3>
          <button onClick={onClose}>Close</button>
        </div>
        <table>
          <tbody>
            {KEYS.map(([key, what]) => (
              <tr key={key}>
                <td>
                  <kbd>{key}</kbd>
                </td>
                <td>{what}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
