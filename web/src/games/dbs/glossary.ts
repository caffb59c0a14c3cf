// The Dragon Ball Super Card Game's glossary and "how a turn goes" (issue 17), in our own words: the keywords and
// terms of card text and prompts, shown as tooltips (GlossaryText.tsx) and on the Help screen. The turn guide
// follows the phases of DBS 6 (charge, main, end) and the battle of DBS 7.
import type { GlossaryEntry, TurnGuide } from '../../glossary.ts';

export const DBS_GLOSSARY: readonly GlossaryEntry[] = [
  {
    term: 'Leader',
    also: ['Leader Card', 'Leader Area'],
    text: 'Your main card, in play from the start. When it is hit you lose life; it can attack every turn.',
  },
  {
    term: 'Life',
    text: 'Your life cards, eight at the start. A hit on your Leader puts one into your hand; at zero you lose.',
  },
  {
    term: 'Energy',
    also: ['Energy Area'],
    text: 'Cards in your Energy Area pay costs. Each turn you may put a card from hand there (charge).',
  },
  {
    term: 'Energy cost',
    text: 'What playing a card costs: that many energy rested, some of them of the colours shown.',
  },
  {
    term: 'Battle Card',
    also: ['Battle Cards', 'Battle Area'],
    text: 'A character played from hand into the Battle Area. It can attack and block.',
  },
  { term: 'Extra Card', text: 'A card that is played for its effect, then goes to the drop area.' },
  {
    term: 'Combo',
    also: ['Combo Area', 'combo power'],
    text: 'During a battle each side may put cards from hand or the Battle Area into the Combo Area; their combo power adds to the battling card.',
  },
  {
    term: 'Awaken',
    also: ['[Awaken]'],
    text: 'A Leader ability: when its condition is met (usually low life), the Leader flips to its stronger side.',
  },
  {
    term: 'Blocker',
    also: ['[Blocker]'],
    text: "When an opponent attacks, you may rest this card to become the attack's target instead.",
  },
  {
    term: 'Critical',
    also: ['[Critical]'],
    text: 'When this card hits a Leader, the life cards lost go to the drop area instead of the hand.',
  },
  { term: 'Double Strike', also: ['[Double Strike]'], text: 'A hit on a Leader costs two life instead of one.' },
  { term: 'Triple Strike', also: ['[Triple Strike]'], text: 'A hit on a Leader costs three life instead of one.' },
  { term: 'Dual Attack', also: ['[Dual Attack]'], text: 'This card can attack twice in a turn.' },
  { term: 'Triple Attack', also: ['[Triple Attack]'], text: 'This card can attack three times in a turn.' },
  {
    term: 'Evolve',
    also: ['[Evolve]'],
    text: 'Pay the cost to play this card on top of a named Battle Card you have, taking its place and its state.',
  },
  {
    term: 'Counter',
    also: ['[Counter]', 'Counter: Attack', 'Counter: Play'],
    text: "A skill played in the opponent's turn, in answer to the event it names.",
  },
  { term: 'Barrier', also: ['[Barrier]'], text: "The opponent's skills cannot choose this card." },
  { term: 'Indestructible', also: ['[Indestructible]'], text: "The opponent's skills cannot KO this card." },
  {
    term: 'Revenge',
    also: ['[Revenge]'],
    text: "When this card is KO'd in battle, the card that beat it is KO'd too.",
  },
  { term: 'Super Combo', also: ['[Super Combo]'], text: 'Only four Super Combo cards may be in a deck.' },
  { term: 'Ultimate', also: ['[Ultimate]'], text: 'Only one Ultimate card may be in a deck.' },
  { term: 'Union', also: ['[Union-Potara]', '[Union-Absorb]'], text: 'Named Battle Cards combine into this card.' },
  { term: 'Permanent', also: ['[Permanent]'], text: 'A skill that works all the time its condition holds.' },
  { term: 'Auto', also: ['[Auto]'], text: 'A skill that starts by itself when its event happens.' },
  {
    term: 'Activate: Main',
    also: ['[Activate: Main]'],
    text: 'A skill you play in your main phase by paying its cost.',
  },
  {
    term: 'Activate: Battle',
    also: ['[Activate: Battle]'],
    text: 'A skill you play during a battle, in the offense or defense step.',
  },
  { term: 'Once per Turn', also: ['[Once per Turn]'], text: 'This skill can be used once per turn.' },
  {
    term: 'Field',
    also: ['[Field]'],
    text: 'A card that stays in the Battle Area and gives its skill, but is not a Battle Card.',
  },
  { term: 'Active Mode', text: 'Upright: the card can attack, block or pay a cost.' },
  {
    term: 'Rest Mode',
    also: ['rested'],
    text: 'Turned sideways: the card has attacked or paid; it stands again in your next charge phase.',
  },
  { term: 'KO', also: ["KO'd"], text: 'A Battle Card beaten in battle or by a skill goes to the drop area.' },
  { term: 'Drop Area', text: "Where KO'd cards, played Extra Cards and discarded cards go, face up." },
  { term: 'Warp', text: 'Cards removed there are out of the game for good.' },
];

const GUIDE: TurnGuide = {
  title: 'A turn of the Dragon Ball Super Card Game',
  steps: [
    {
      name: 'Charge phase',
      text: 'Your cards stand, you draw a card, and you may put one card from hand in your Energy Area.',
    },
    {
      name: 'Main phase',
      text: 'Play Battle and Extra Cards by paying their energy, use [Activate: Main] skills, and attack with your Leader and Battle Cards.',
    },
    {
      name: 'A battle',
      text: "The attacker may combo, then the defender may block or combo; the higher power wins. A hit Leader loses life; a beaten Battle Card is KO'd.",
    },
    { name: 'End phase', text: "Effects until the end of the turn end. The other player's turn begins." },
  ],
};

export function dbsTurnGuide(): TurnGuide {
  return GUIDE;
}
