// Future Card Buddyfight's glossary and "how a turn goes" (issue 17), in our own words: the keywords and terms of
// card text and prompts, shown as tooltips (GlossaryText.tsx) and on the Help screen. The turn guide follows the
// phases of the manual's turn (BF-Turn: stand, draw, charge and draw, main, attack, final, end).
import type { GlossaryEntry, TurnGuide } from '../../glossary.ts';

export const BF_GLOSSARY: readonly GlossaryEntry[] = [
  { term: 'Life', text: 'Your life points, 10 at the start plus what your flag adds. At 0 you lose.' },
  {
    term: 'Gauge',
    text: 'Face-down cards that pay the costs of calls, spells and abilities. You add one each turn by charging.',
  },
  {
    term: 'Charge',
    also: ['Charge & Draw', 'Charge and Draw'],
    text: 'Once a turn, before your main phase, you may put a card from your hand into the gauge and draw a card.',
  },
  {
    term: 'Flag',
    text: 'The card that says which worlds your deck may use and how much life and gauge you start with.',
  },
  {
    term: 'Buddy',
    also: ['Buddy Zone'],
    text: 'A monster you chose as your partner. It waits in the buddy zone; calling it from there is a Buddy Call.',
  },
  {
    term: 'Buddy Call',
    text: 'Once a game, when you call your buddy monster, you get 1 life (the "buddy gift").',
  },
  {
    term: 'Call',
    text: 'Put a monster from your hand onto the left, centre or right area by paying its cost.',
  },
  {
    term: 'Size',
    text: 'How big a monster is (0–3). The sizes of the monsters on your field may add up to 3 at most.',
  },
  {
    term: 'Center',
    also: ['Centre', 'center area'],
    text: 'The middle area. While a monster stands there, your opponent cannot attack you directly.',
  },
  {
    term: 'Item',
    text: 'A weapon your fighter equips. While you have no monster in the centre, you can attack with it.',
  },
  { term: 'Equip', text: 'Put an item into your item area by paying its cost; you may equip one item.' },
  {
    term: 'Spell',
    text: 'A card you cast by paying its cost; it does its effect and goes to the drop zone (a [Set] spell stays).',
  },
  { term: 'Cast', text: 'Use a spell from your hand by paying its cost.' },
  {
    term: 'Counter',
    also: ['[Counter]'],
    text: "A card or ability marked this can be used in your opponent's turn too, whenever you could act.",
  },
  {
    term: 'Impact',
    also: ['Impact Monster'],
    text: 'A card cast in your final phase to finish your opponent, usually with a condition on their life.',
  },
  { term: 'Final phase', text: 'The phase after your attacks, when impacts may be cast.' },
  {
    term: 'Link attack',
    text: "Several of your cards attack together; their power is added up against the target's defense.",
  },
  { term: 'Stand', text: 'Upright: the card can attack. It rests when it attacks and stands again next turn.' },
  { term: 'Rest', text: 'Turned sideways after attacking or paying a cost; a rested card cannot attack.' },
  { term: 'Soul', text: 'Cards put under a card. Some abilities pay with them; [Soulguard] uses them to survive.' },
  {
    term: 'Soulguard',
    also: ['[Soulguard]'],
    text: 'When this card would be destroyed, you may put one card from its soul into the drop zone instead.',
  },
  {
    term: 'Penetrate',
    also: ['[Penetrate]'],
    text: 'When this card destroys the monster in the centre, your opponent also takes its critical as damage.',
  },
  {
    term: 'Counterattack',
    also: ['[Counterattack]'],
    text: 'When this card is attacked and survives, you may destroy one of the attacking cards.',
  },
  {
    term: 'Double Attack',
    also: ['[Double Attack]'],
    text: 'After this card attacks it stands again once, so it can attack twice this turn.',
  },
  { term: 'Triple Attack', also: ['[Triple Attack]'], text: 'Like Double Attack, but it can attack three times.' },
  { term: 'Move', also: ['[Move]'], text: "In your opponent's turn, you may move this monster to an empty area." },
  {
    term: 'Set',
    also: ['[Set]'],
    text: 'A spell that stays on your field after it is cast and keeps working; only one copy of each at a time.',
  },
  { term: 'Drop zone', also: ['Drop'], text: 'Where used and destroyed cards go, face up.' },
  { term: 'Critical', text: 'How much damage an attack deals to the fighter it hits.' },
  { term: 'Defense', text: "What an attack's power must reach to destroy this monster." },
];

const GUIDE: TurnGuide = {
  title: 'A turn of Future Card Buddyfight',
  steps: [
    { name: 'Stand phase', text: 'Your rested cards stand up.' },
    { name: 'Draw phase', text: 'You draw a card (the first player does not, on the first turn).' },
    {
      name: 'Charge & Draw',
      text: 'You may put one card from your hand into your gauge, then draw a card.',
    },
    {
      name: 'Main phase',
      text: 'Call monsters (sizes add up to 3 at most), equip an item, cast spells, Buddy Call once a game for 1 life.',
    },
    {
      name: 'Attack phase',
      text: 'Attack with monsters and your item, alone or linked. While your opponent has a monster in the centre, you must get past it to hit them.',
    },
    { name: 'Final phase', text: 'Cast an impact if its condition holds, to finish the fight.' },
    { name: 'End', text: 'Effects "until the end of the turn" end, and your opponent\'s turn begins.' },
  ],
};

export function bfTurnGuide(): TurnGuide {
  return GUIDE;
}
