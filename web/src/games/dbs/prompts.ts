// What the DBS board calls things: the English for each decision prompt id the DBS engine asks (grep
// `prompt:` in src/games/dbs, including the `dbs.cost.<part>` ids of payment.ts), each phase and step,
// and each area.

export const DBS_PROMPT_TEXT: Record<string, string> = {
  'dbs.redraw':
    'Opening hand: click the cards to shuffle back into your deck (you draw as many), then Done; Done at once keeps the hand.',
  'dbs.charge': 'Charge phase: click a card in your hand to put it into your Energy Area, or Charge no energy.',
  'dbs.main':
    'Main phase: click a hand card to play it, a card with an [Activate: Main] skill to use it, your attacker then its target to attack — or end your turn.',
  'dbs.offence': 'Offence step: combo, use an [Activate: Battle] skill, or Pass.',
  'dbs.defence': 'Defence step: combo to raise your defender’s power, use a skill, or Pass.',
  'dbs.counterTiming': 'Counter timing: play a [Counter] card or skill, or press No counter.',
  'dbs.chooseAuto': 'Several of your [Auto] skills wait: choose which resolves first.',
  'dbs.payEnergy': 'Pay the energy cost: choose which energy to rest.',
  'dbs.blocker': '[Blocker]: switch the attack’s target to one of your Battle cards?',
  'dbs.may': 'A skill asks: use it?',
  'dbs.opponentMay': 'Your opponent’s skill lets you choose: do it?',
  'dbs.deckOrDrop': 'Put the card on top of your deck or into your drop area?',
  'dbs.deckTopToDrop': 'Put the top card of your deck into the drop area? Yes puts it there, or No stops.',
  'dbs.drawUpTo': 'A skill lets you draw up to a number of cards, one at a time: Draw a card, or Stop drawing?',
  'dbs.deckTopUnder': 'Put the top card of your deck under this card? Yes, or No.',
  'dbs.chooseLifeCard': 'Choose a card from your Life.',
  'dbs.chooseHandCard': 'Choose a card from your hand.',
  'dbs.target': 'A skill asks you to choose a card.',
  'dbs.handToDeckTop': "Your opponent's skill: choose a card in your hand to put on top of your deck.",
  'dbs.negateKeyword': 'Choose which keyword skill of the attacking card is negated.',
  'dbs.fromDrop': 'Choose a card in the drop area.',
  'dbs.handToEnergy': 'Choose a card in your hand to put into your Energy Area.',
  'dbs.ownBattleToDrop': 'Choose one of your Battle cards to put into the drop area.',
  'dbs.search': 'Search your deck: choose a card, or Take nothing.',
  'dbs.discard': 'Choose a card in your hand to discard.',
  'dbs.burst': '[Burst]: put the top cards of your deck into the drop area to use this skill?',
  'dbs.swap': '[Swap]: choose a card in your hand to play in its place, or Done.',
  'dbs.chooseX': 'Choose one of the skill’s options.',
  'dbs.nameNumber': 'A skill asks you to name a number: its effect repeats that many times.',
  'dbs.replaceKO': 'Your card would be KO’d: pay its cost to keep it instead?',
  'dbs.playFromHand': 'A skill lets you play a Battle card from your hand: choose it.',
  'dbs.randomUpTo': 'Your skill takes cards at random: choose how many (up to the number it names).',
  'dbs.loopCount':
    'These skills go round in a loop you can stop: say how many more times it goes round (0 stops it now; with two players, the smaller number counts).',
  'dbs.bottomOrder':
    'Your cards go to the bottom of your deck together: choose the next one — each goes below the one before.',
  'dbs.lifeDamage': 'You take damage: choose which Life card goes into your hand.',
  'dbs.replacement': 'Damage can be replaced: choose which replacement applies.',
  'dbs.cost.handToDrop': 'Cost: choose a card in your hand to put into the drop area.',
  'dbs.cost.handEachToDrop': 'Cost: choose a card in your hand to put into the drop area.',
  'dbs.cost.battleToDrop': 'Cost: choose one of your Battle cards to put into the drop area.',
  'dbs.cost.chooseUnder': 'Cost: choose a card under this card.',
  'dbs.cost.handUnderThis': 'Cost: choose a card in your hand to put under this card.',
  'dbs.cost.battleUnderThis': 'Cost: choose one of your Battle cards to put under this card.',
};

export function dbsPromptText(prompt: string, humanize: (id: string) => string): string {
  return DBS_PROMPT_TEXT[prompt] ?? `${humanize(prompt.replace(/^dbs\.(cost\.)?/, ''))}: choose one.`;
}

export const DBS_PHASES: Record<string, string> = {
  setup: 'Setup',
  charge: 'Charge phase',
  main: 'Main phase',
  mainEnd: 'Main phase · ending',
  end: 'End phase',
};

export const DBS_STEPS: Record<string, string> = {
  offence: 'offence step',
  defence: 'defence step',
  damage: 'damage step',
  combo: 'combo step',
};

export const DBS_AREAS: Record<string, string> = {
  hand: 'hand',
  deck: 'deck',
  drop: 'drop area',
  leader: 'Leader Area',
  battle: 'Battle Area',
  combo: 'Combo Area',
  energy: 'Energy Area',
  life: 'Life',
  warp: 'warp',
  removed: 'removed area',
  under: 'under a card',
};
