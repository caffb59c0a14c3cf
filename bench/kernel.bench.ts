// The kernel's floor (`npm run bench:kernel`): what a random game costs when the rules do nothing at all.
// A stand-in game registered only here has the shape a vanilla Vanguard game has in `npm run bench`
// (≈ 382 decisions a game, ≈ 5.8 fresh options each, ≈ 9.4 handler calls per decision of which ≈ 2.9 run a
// check-timing frame pushed just before), but every step is empty: here 6 options, 9 handler calls, 3 of them
// check-timing frames. The random agent answers through `agentContext` and `act`,
// exactly as in the engine bench. What is left of a real game's time per decision is the rules' own work.
// Prints one line per shape and a JSON line. `--seconds S` per row (default 3).
import { agentContext } from '../src/ai/playGame.ts';
import { randomAgent } from '../src/ai/randomAgent.ts';
import { act, ask, decision, newGame, popFrame, pushFrame, registerGame, takeAnswer } from '../src/core/engine.ts';
import { seedRng } from '../src/core/rng.ts';
import type { Answer, BaseState, Frame, GameModule } from '../src/core/types.ts';

const secondsArg = process.argv.indexOf('--seconds');
const SECONDS = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : 3;
if (!(SECONDS > 0)) throw new Error('--seconds must be a positive number');

interface Shape {
  decisionsPerGame: number;
  /** Empty steps between the answer and the next question (each one handler call), besides those two. */
  optionsPerDecision: number;
  stepsPerDecision: number;
  checkTimingsPerDecision: number;
}

interface FloorState extends BaseState {
  decisions: number;
  shape: Shape;
}

interface StepFrame extends Frame {
  k: 'floor.step';
}

type Pick = Answer & { t: 'pick'; n: number };

/** One decision's worth of empty steps: some push an empty check-timing frame, the last asks. */
function stepHandler(s: FloorState, f: StepFrame): void {
  const sh = s.shape;
  if (f.step < sh.stepsPerDecision) {
    if (f.step < sh.checkTimingsPerDecision) pushFrame(s, { k: 'floor.ct', step: 0 });
    f.step++;
    return;
  }
  if (takeAnswer<Pick>(s)) {
    s.decisions++;
    if (s.decisions >= sh.decisionsPerGame) {
      s.result = { winner: 0, reason: 'enough decisions' };
      return;
    }
    f.step = 0;
    return;
  }
  const options: Pick[] = [];
  for (let n = 0; n < sh.optionsPerDecision; n++) options.push({ t: 'pick', n });
  ask<Pick>(s, { seat: (s.decisions & 1) as 0 | 1, kind: 'playTiming', prompt: 'floor.pick', options });
}

const floorModule: GameModule<FloorState> = {
  id: 'floor',
  cardDataVersion: 'none',
  newGame(setup) {
    return {
      game: 'floor',
      setup,
      rng: seedRng(setup.seed),
      frames: [{ k: 'floor.step', step: 0 }],
      decision: null,
      answer: null,
      result: null,
      answers: [],
      log: null,
      decisions: 0,
      shape: SHAPE,
    };
  },
  handlers: {
    'floor.step': stepHandler as (s: FloorState, f: Frame) => void,
    'floor.ct': (s) => popFrame(s),
  },
  view: () => null,
  validateSetup: () => undefined,
};

let SHAPE: Shape = { decisionsPerGame: 382, optionsPerDecision: 6, stepsPerDecision: 4, checkTimingsPerDecision: 3 };
registerGame(floorModule);

function play(seed: number): void {
  const s = newGame({ game: 'floor', format: 'none', decks: [{ cards: [] }, { cards: [] }], seed, log: false });
  const agents = [randomAgent(seed * 2 + 1), randomAgent(seed * 2 + 2)];
  for (;;) {
    const d = decision(s);
    if (!d) break;
    act(s, d.seat, agents[d.seat].choose(agentContext(s, d)));
  }
}

function row(shape: Shape): { games: number; gamesPerCpuSecond: number; nanosPerDecision: number } {
  SHAPE = shape;
  for (let i = 0; i < 50; i++) play(1_000_000 + i);
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  let games = 0;
  while (performance.now() - start < SECONDS * 1000) play(games++);
  const u = process.cpuUsage(cpu0);
  const cpu = (u.user + u.system) / 1e6;
  return {
    games,
    gamesPerCpuSecond: games / cpu,
    nanosPerDecision: (cpu * 1e9) / (games * shape.decisionsPerGame),
  };
}

const shapes: [string, Shape][] = [
  [
    'vanilla Vanguard shape',
    { decisionsPerGame: 382, optionsPerDecision: 6, stepsPerDecision: 4, checkTimingsPerDecision: 3 },
  ],
  [
    'one step per decision',
    { decisionsPerGame: 382, optionsPerDecision: 6, stepsPerDecision: 0, checkTimingsPerDecision: 0 },
  ],
];
console.log(`Arbiter kernel floor · node ${process.version} · ≥ ${SECONDS} s per row (empty rules, random agents)`);
const out: Record<string, unknown>[] = [];
for (const [name, shape] of shapes) {
  const r = row(shape);
  out.push({ name, ...shape, ...r });
  console.log(
    `${name.padEnd(24)} ${r.gamesPerCpuSecond.toFixed(0).padStart(7)} games/CPU-s  ${r.nanosPerDecision.toFixed(0).padStart(5)} ns/decision`,
  );
}
console.log(JSON.stringify({ bench: 'kernel', node: process.version, seconds: SECONDS, rows: out }));
