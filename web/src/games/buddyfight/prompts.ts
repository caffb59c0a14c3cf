// What the Buddyfight board calls things: the English for each decision prompt id the Buddyfight engine asks (grep
// `prompt:` and `offer(` in src/games/buddyfight: the play timings ask `bf.use.<context>`), each phase, the step names
// of the turn's charts (digest §2.3: BF-Start, BF-Atk, BF-Fin) and each zone.

export const BF_PROMPT_TEXT: Record<string, string> = {
  'bf.charge': 'Charge & Draw: click a hand card to put it into your gauge (then you draw a card), or Charge nothing.',
  'bf.use.main':
    'Main phase: click a hand card then a lit position to call it, a spell or item to cast or equip it, a card with an [Act] to use it — or Pass to go to the attack phase.',
  'bf.use.counter': 'Play timing: cast a [Counter] spell or use a [Counter] ability, or Pass.',
  'bf.use.final': 'Final phase: cast an impact or a [Counter], or Pass to end your turn.',
  'bf.reply': 'Your opponent is using a card: answer it with a [Counter], or Pass.',
  'bf.attack':
    'Attack: click an attacker then its target (a monster, or the fighter when the center is open); a link chip then a target link attacks — or No more attacks.',
  'bf.attackTarget': 'An effect makes this card attack: choose its target.',
  'bf.move': '[Move]: click a monster then an open area to move it there, or Stay.',
  'bf.target': 'Choose a target for the effect.',
  'bf.discardCost': 'Cost: choose a card in your hand to discard.',
  'bf.discardAny':
    'Click cards in your hand to discard, one at a time, then Done: your effect destroys as many of your opponent’s cards.',
  'bf.callFromHand': 'Your effect calls a monster from your hand: click it, then a lit position.',
  'bf.bottomOrder':
    'The revealed cards go under your deck: choose the next one to put under it (each goes beneath the ones before).',
  'bf.mayPay': 'Pay the cost to use this effect?',
  'bf.search': 'Search your deck: choose a card, or take nothing.',
  'bf.sizeLimit': 'Your monsters are over size 3: choose one to put into the drop zone.',
  'bf.soulguard': '[Soulguard]: put a card of its soul into the drop zone instead of destroying it?',
  'bf.counterattack': '[Counterattack]: choose which attacking monster it destroys.',
};

export function bfPromptText(prompt: string, humanize: (id: string) => string): string {
  return BF_PROMPT_TEXT[prompt] ?? `${humanize(prompt.replace(/^bf\.(use\.)?/, ''))}: choose one.`;
}

export const BF_PHASES: Record<string, string> = {
  setup: 'Setup',
  start: 'Start phase',
  main: 'Main phase',
  attack: 'Attack phase',
  final: 'Final phase',
};

/** The view's `step` ("attack 2.5", "start 3 charge" …) as the charts' words (digest §2.3). */
const STEP_WORDS: Record<string, string> = {
  'start 1': 'beginning of the turn',
  'start 2': 'stand',
  'start 3 draw': 'draw',
  'start 3 charge': 'charge & draw',
  '2.1': 'choose an attack',
  '2.1.1': 'no attack: play timing',
  '2.5': 'attack declared: [Counter] window',
  '3.1': 'battle',
  '3.4': 'after the battle',
  '4.3': 'end of the attack',
  '1.1': 'impacts',
  '5.1': 'end of turn',
};

export function bfStepName(step: string): string | null {
  if (!step) return null;
  if (STEP_WORDS[step]) return STEP_WORDS[step];
  const n = step.split(' ').slice(1).join(' ');
  return STEP_WORDS[n] ?? null;
}

export const BF_ZONES: Record<string, string> = {
  hand: 'hand',
  deck: 'deck',
  drop: 'drop zone',
  gauge: 'gauge',
  flag: 'flag',
  buddy: 'buddy zone',
  left: 'left',
  center: 'center',
  right: 'right',
  item: 'item slot',
  spell: 'spell area',
  play: 'play',
  soul: 'soul',
};
