// What the board calls things: the English for each decision prompt id the Vanguard engine asks (the shared text of
// src/games/vanguard/promptText.ts, with the browser's own wording), each phase, each circle and each trigger
// sub-action.
import { VG_PROMPT_TEXT } from '../../../../src/games/vanguard/promptText.ts';
import { humanize } from '../../prompts.ts';

export const PROMPT_TEXT: Record<string, string> = {
  ...VG_PROMPT_TEXT,
  // The browser's own wording: what to click.
  'vg.firstVanguard': 'Choose your first vanguard: a grade 0 from your deck, set face down.',
  'vg.mulligan': 'Mulligan: click the cards to return to your deck, then Done.',
  'vg.gAssist': 'G assist: no card in your hand is one grade above your vanguard. Use G assist?',
  'vg.gAssistSearch': 'G assist: you look at the top five cards of your deck. Take one?',
  'vg.stride': 'Stride step: stride a G unit from your G zone onto your vanguard (or use an ultimate stride skill)?',
  'vg.strideCost': 'Stride cost: choose hand cards whose grades add up to 3 or more to discard, then Done.',
  'vg.ride': "Ride phase: click a card in your hand to ride it, or Don't ride.",
  'vg.main':
    'Main phase: click a hand card then a circle to call it, a rear-guard to move it, a unit to use its ability, or End main phase.',
  'vg.target': "Choose the opponent's unit to attack.",
  'vg.targetMore': "This unit may attack more units: choose another of the opponent's units, or Done.",
  'vg.guardWhich': 'Choose which of your attacked units this guardian guards.',
  'vg.guard':
    'Guard step: click a hand card to guard, a G guardian to call it from the G zone, or a rear-guard to intercept; then No more guards.',
  'vg.guardBatch': 'Guard step: choose every guardian and interceptor, then Done: they are put down together.',
  'vg.guardMore': 'Guard step: add more hand cards to this call, then Done: they go to the guardian circle together.',
  'vg.cost.soulBlast': 'Soul Blast: choose a card in your soul to put into the drop zone.',
  'vg.cost.discard': 'Cost: choose a card in your hand to discard.',
  'vg.counterCharge': 'Counter Charge: choose a face-down damage card to turn face up.',
  'vg.declareName': 'An ability asks you to declare a card name: choose one.',
  'vg.declareGrade': 'An ability asks you to declare a grade: choose one.',
  'vg.rideChoose': 'An ability rides cards from your hand: choose a card to ride.',
  'vg.rideOrder': 'Choose the card to ride next: the cards are ridden one at a time, the last one stays your vanguard.',
  'vg.drawUpTo': 'An effect lets you draw up to a number of cards, one at a time: Draw a card, or Stop drawing?',
  'vg.lookUpTo':
    'An effect lets you look at up to a number of cards from the top of your deck, one at a time: Look at the next card, or Stop looking?',
  'vg.giftForce':
    'Imaginary Gift: Force. Choose your vanguard circle or a rear-guard circle: its unit gets +10000 in your turns.',
};

/** The prompt's English; an id this client does not know yet still reads as words. */
export function promptText(prompt: string): string {
  return PROMPT_TEXT[prompt] ?? `${humanize(prompt.replace(/^vg\./, ''))}: choose one.`;
}

export const PHASE_NAMES: Record<string, string> = {
  setup: 'Setup',
  stand: 'Stand phase',
  draw: 'Draw phase',
  gAssist: 'Draw phase · G assist',
  ride: 'Ride phase',
  stride: 'Ride phase · stride step',
  main: 'Main phase',
  start: 'Battle · start step',
  attack: 'Battle · attack step',
  guard: 'Battle · guard step',
  drive: 'Battle · drive step',
  damage: 'Battle · damage step',
  close: 'Battle · close step',
  end: 'End phase',
};

export function phaseName(phase: string): string {
  return PHASE_NAMES[phase] ?? humanize(phase);
}

export const CIRCLE_NAMES: Record<string, string> = {
  VC: 'vanguard circle',
  FL: 'front-left rear-guard circle',
  FR: 'front-right rear-guard circle',
  BL: 'back-left rear-guard circle',
  BC: 'back-centre rear-guard circle',
  BR: 'back-right rear-guard circle',
  GC: 'guardian circle',
};

export const CIRCLE_SHORT: Record<string, string> = {
  VC: 'VC',
  FL: 'front left',
  FR: 'front right',
  BL: 'back left',
  BC: 'back centre',
  BR: 'back right',
  GC: 'GC',
};

/** VG2 10.6.3.2: a circle gained with Imaginary Gift: Accel, `A1`, `A2`, … in gain order, is "Accel circle 1", …. */
function accelCircleName(c: string): string | undefined {
  return /^A\d+$/.test(c) ? `Accel circle ${c.slice(1)}` : undefined;
}

/** A circle's name for a sentence ("the front-left rear-guard circle"), a gained circle's too. */
export function circleName(c: string): string {
  return CIRCLE_NAMES[c] ?? accelCircleName(c) ?? c;
}

/** A circle's short name for labels ("front left"), a gained circle's too. */
export function circleShort(c: string): string {
  return CIRCLE_SHORT[c] ?? accelCircleName(c) ?? c;
}

export const SUB_ACTION_NAMES: Record<string, string> = {
  critical: '+1 critical',
  draw: 'draw a card',
  stand: 'stand a unit',
  heal: 'heal a damage',
  power: 'power',
  front: 'power to the front row',
  removeThis: 'remove this card from the game',
  overPower: '+100000000 power',
};
