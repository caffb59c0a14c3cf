// The Buddyfight part of the search agent (src/ai/ismcts.ts): which prompts are searched, the rollout and opponent
// policy (the Buddyfight heuristic, each seat from its own view of the determinization), the candidate filter (link
// attacks of three or more cards only when the heuristic picks one), answers keyed by card codes, and the leaf
// evaluation — a logistic guess of the chance to win from life (BF-RC 1: life 0 loses; extra terms for the last
// few), the field's power and critical, gauge (what casts and calls cost), hand, the buddy still to call (BF-Call
// 3.2: +1 life) and whose turn it is. The weights are set by hand (see BF_EVAL_WEIGHTS).
import type { Answer, Decision, Seat } from '../../../core/types.ts';
import type { AgentContext } from '../../../ai/agent.ts';
import type { IsmctsOptions, SearchGame } from '../../../ai/ismcts.ts';
import { criticalOf, powerOf } from '../characteristics.ts';
import { type BFState, locate, monstersOf, opponent } from '../state.ts';
import { type BFView, bfView } from '../view.ts';
import { bfAnswerWithoutView, bfHeuristicAnswer } from './heuristic.ts';

export const BF_SEARCHED: readonly string[] = [
  'bf.use.main',
  'bf.use.final',
  'bf.use.counter',
  'bf.reply',
  'bf.attack',
  'bf.charge',
];

/** Difficulty is a playout budget, as for the other games (measured figures in the closing report of issue 14). */
export const BF_MCTS_LEVELS: Record<'easy' | 'normal' | 'hard', IsmctsOptions> = {
  easy: { iterations: 100, margin: 0.02 },
  normal: { iterations: 500, margin: 0.02 },
  hard: { iterations: 1400, margin: 0.02 },
};

/** One fighter's features (differences between the fighters are scored). */
export const BF_FEATURE_NAMES = [
  'life',
  'life<=4',
  'life<=2',
  'hand',
  'gauge',
  'fieldPower',
  'fieldCritical',
  'buddyCall',
] as const;

export function bfFeatures(s: BFState, seat: Seat): number[] {
  const p = s.players[seat];
  let power = 0;
  let critical = 0;
  for (const c of [...monstersOf(s, seat), ...p.item]) {
    power += powerOf(s, c);
    critical += criticalOf(s, c);
  }
  return [
    p.life,
    p.life <= 4 ? 1 : 0,
    p.life <= 2 ? 1 : 0,
    p.hand.length,
    p.gauge.length,
    power / 10000,
    critical,
    s.buddyGift[seat] ? 0 : 1,
  ];
}

/**
 * Hand-set: a point of life is the unit; the last few count more (an impact or one attack ends the game); a card in
 * hand is a little under half a life, gauge a little less, the field's critical (life it takes each turn) about as
 * much as a card. The last weight is "it is my turn".
 */
export const BF_EVAL_WEIGHTS: readonly number[] = [0.3, 0.35, 0.45, 0.12, 0.08, 0.1, 0.15, 0.1, 0.25];

export function bfEvaluate(s: BFState, seat: Seat): number {
  if (s.result) return s.result.winner === seat ? 1 : s.result.winner === 'draw' ? 0.5 : 0;
  const a = bfFeatures(s, seat);
  const b = bfFeatures(s, opponent(seat));
  let z = BF_EVAL_WEIGHTS[a.length] * (s.turnPlayer === seat ? 1 : -1);
  for (let i = 0; i < a.length; i++) z += BF_EVAL_WEIGHTS[i] * (a[i] - b[i]);
  return 1 / (1 + Math.exp(-z));
}

const ID_FIELDS: ReadonlySet<string> = new Set(['card', 'target', 'ids']);

function codeOf(s: BFState, id: number): string {
  return locate(s, id)?.card.code ?? `#${id}`;
}

/** An answer's fields in name order, with card ids replaced by card codes. */
function meaning(s: BFState, _seat: Seat, a: Answer): string {
  let key = '';
  for (const f of Object.keys(a).sort()) {
    const v = (a as unknown as Record<string, unknown>)[f];
    let text: string;
    if (!ID_FIELDS.has(f)) text = String(v);
    else if (Array.isArray(v)) text = v.map((id: number) => codeOf(s, id)).join(',');
    else text = codeOf(s, v as number);
    key += `${f}=${text};`;
  }
  return key;
}

function policy(s: BFState, seat: Seat): Answer {
  const d = s.decision!;
  // Building a view is the policy's main cost: skip it when the heuristic does not look.
  const quick = bfAnswerWithoutView(d.prompt, d.options);
  return quick ?? bfHeuristicAnswer(bfView(s, seat), seat, d.prompt, d.options);
}

/** Link attacks of three or more cards multiply the options; the search compares them only when the heuristic does. */
function candidates(s: BFState, seat: Seat, d: Decision): readonly Answer[] {
  if (d.prompt !== 'bf.attack') return d.options;
  const mine = policy(s, seat);
  return d.options.filter((o) => o === mine || ((o as { ids?: number[] }).ids?.length ?? 0) <= 2);
}

function heuristic(ctx: AgentContext): Answer {
  const quick = bfAnswerWithoutView(ctx.prompt, ctx.options);
  if (quick) return quick;
  return bfHeuristicAnswer(ctx.view() as BFView, ctx.seat, ctx.prompt, ctx.options);
}

export const BF_SEARCH: SearchGame<BFState> = {
  searched: BF_SEARCHED,
  policy,
  candidates,
  meaning,
  evaluate: bfEvaluate,
  heuristic,
};
