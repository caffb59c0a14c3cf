// The pending decision in words and buttons, for any game (its words and card faces are the game's): the prompt,
// whose decision it is, a button for every answer that has no board target (yes/no, pass, order, which ability
// first, anything unknown), the cards an answer names that are not on the board (deck, soul, drop), and a list of
// every legal answer, labelled, so that no decision can ever get stuck even if the board misses a target.
import { answersAt, type Plan, type TargetKey } from './answers.ts';
import type { AutoReason } from './autoAnswer.ts';
import type { Inspect } from './Card.tsx';
import type { CardDb } from './cardDb.ts';
import type { BaseView, WebGame } from './games/registry.ts';
import type { Seat } from './types.ts';

export interface DecisionPanelProps {
  game: WebGame;
  view: BaseView;
  viewer: Seat | 'spectator';
  db: CardDb;
  plans: Plan[];
  selected: TargetKey | null;
  selectedLabel: string | null;
  waiting: boolean;
  onAnswer(plan: Plan): void;
  onCancel(): void;
  onInspect(i: Inspect | null, pin?: boolean): void;
  /** The last answer the client gave by itself (web/src/autoAnswer.ts), shown until the player answers. */
  autoDone?: { label: string; reason: AutoReason } | null;
}

const AUTO_WHY: Record<AutoReason, string> = {
  single: 'the only answer',
  nothingToPlay: 'nothing to play',
  sameOrder: 'every order is the same',
};

/** One line saying what was answered without asking, so that nothing happens unseen. */
function AutoLine({ done }: { done?: { label: string; reason: AutoReason } | null }) {
  if (!done) return null;
  return (
    <div className="auto-line" data-testid="auto-line">
      Answered for you: <b>{done.label}</b> ({AUTO_WHY[done.reason]})
    </div>
  );
}

function seatName(seat: Seat, viewer: Seat | 'spectator'): string {
  if (viewer === 'spectator') return `Player ${seat + 1}`;
  return seat === viewer ? 'You' : 'Your opponent';
}

export function DecisionPanel(p: DecisionPanelProps) {
  const d = p.view.decision;
  if (p.view.result) return null;
  if (!d) {
    return (
      <div className="decision idle" data-testid="decision">
        Waiting…
        <AutoLine done={p.autoDone} />
      </div>
    );
  }
  if (d.seat !== p.viewer || !d.options) {
    return (
      <div className="decision theirs" data-testid="decision" data-decider="other">
        <div className="decider">{seatName(d.seat, p.viewer)} is deciding…</div>
        <div className="prompt muted">{p.game.promptText(d.prompt)}</div>
        <AutoLine done={p.autoDone} />
      </div>
    );
  }
  const buttons = p.plans.filter((x) => x.paths.length === 0 && !x.pick);
  const picks = p.plans.filter((x) => x.pick);
  const onBoard = p.plans.filter((x) => x.paths.length > 0).length;
  const here = p.selected ? answersAt(p.plans, p.selected) : [];
  const looking = d.looking && d.looking.length <= 12 && !p.game.searchPrompts.has(d.prompt) ? d.looking : [];
  const CardFace = p.game.CardFace;
  const pickIds = new Set(picks.map((x) => x.pick!.id));
  const ordered = [...buttons.filter((x) => !x.moveOn), ...buttons.filter((x) => x.moveOn)];
  return (
    <div
      className={`decision mine${p.waiting ? ' waiting' : ''}`}
      data-testid="decision"
      data-decider="me"
      data-prompt={d.prompt}
    >
      <div className="decider">Your decision</div>
      <AutoLine done={p.autoDone} />
      <div className="prompt" data-testid="prompt">
        {p.game.promptText(d.prompt)}
      </div>
      {onBoard > 0 && !p.selected && <div className="hint">Lit cards and circles on the board are your choices.</div>}
      {p.selected && (
        <div className="selection" data-testid="selection">
          <span>
            Selected: <b>{p.selectedLabel}</b>. {here.length ? 'Use it, or click' : 'Click'} a lit circle.
          </span>
          <div className="buttons">
            {here.map((x) => (
              <button key={x.index} className="primary" data-option={x.index} onClick={() => p.onAnswer(x)}>
                {x.label}
              </button>
            ))}
            <button data-testid="cancel-selection" onClick={p.onCancel}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {(picks.length > 0 || looking.length > 0) && (
        <div className="pick-strip" data-testid="pick-strip">
          {picks.map((x) => (
            <button
              key={x.index}
              className="pick lit"
              data-option={x.index}
              title={x.label}
              onClick={() => p.onAnswer(x)}
            >
              {x.pick!.code ? (
                <CardFace db={p.db} code={x.pick!.code} faceDown={x.pick!.faceDown} onInspect={p.onInspect} />
              ) : (
                <span className="pick-label">{x.label}</span>
              )}
            </button>
          ))}
          {looking
            .filter((c) => !pickIds.has(c.id))
            .map((c) => (
              <div
                key={c.id}
                className={`pick${picks.length ? ' not-offered' : ''}`}
                title={picks.length ? 'You look at this card; it is not a choice.' : 'You look at this card.'}
              >
                <CardFace db={p.db} code={c.code} onInspect={p.onInspect} />
              </div>
            ))}
        </div>
      )}
      {ordered.length > 0 && (
        <div className="buttons" data-testid="decision-buttons">
          {ordered.map((x) => (
            <button
              key={x.index}
              className={x.moveOn ? 'move-on' : 'primary'}
              data-option={x.index}
              data-answer={x.answer.t}
              onClick={() => p.onAnswer(x)}
            >
              {x.label}
            </button>
          ))}
        </div>
      )}
      <details className="all-choices" data-testid="all-choices">
        <summary>All choices ({p.plans.length})</summary>
        <div className="choice-list">
          {p.plans.map((x) => (
            <button key={x.index} data-choice={x.index} onClick={() => p.onAnswer(x)}>
              {x.label}
            </button>
          ))}
        </div>
      </details>
    </div>
  );
}
