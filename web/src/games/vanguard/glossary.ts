// Cardfight!! Vanguard's glossary and "how a turn goes" (issue 17), in our own words: the keywords and terms of card
// text and prompts, shown as tooltips (GlossaryText.tsx) and on the Help screen. The turn guides follow the turn's
// phases of each format: VG1 and VG2 section 6 (stand and draw, ride, main, battle, end), the G assist step and
// the stride step of VG2 6.4.1.2 and 6.4.2, and the D standard's ride deck (VGD 8.1.2).
import type { GlossaryEntry, TurnGuide } from '../../glossary.ts';

export const VANGUARD_GLOSSARY: readonly GlossaryEntry[] = [
  {
    term: 'Vanguard',
    also: ['VC'],
    text: 'The unit at the centre of the front row. An attack that hits it deals damage; at six damage you lose.',
  },
  {
    term: 'Rear-guard',
    also: ['rear-guards', 'RC'],
    text: 'A unit on one of the five circles around the vanguard. It can attack from the front row or boost from the back row.',
  },
  {
    term: 'Ride',
    text: 'Putting a card from your hand on your vanguard, once per turn: the same grade or one higher. The old vanguard goes into the soul.',
  },
  {
    term: 'Call',
    text: "Putting a unit from your hand on a rear-guard circle. Its grade may not be higher than your vanguard's.",
  },
  { term: 'Soul', text: 'The pile of cards under your vanguard. Some abilities cost cards from it (Soul Blast).' },
  { term: 'Counter Blast', also: ['CB'], text: 'A cost: turn that many face-up cards of your damage zone face down.' },
  {
    term: 'Counter Charge',
    text: 'Turn face-down cards of your damage zone face up again, so they can pay Counter Blast later.',
  },
  { term: 'Soul Blast', also: ['SB'], text: 'A cost: put that many cards from your soul into the drop zone.' },
  { term: 'Soul Charge', text: 'Put cards from the top of your deck into your soul.' },
  {
    term: 'Drive check',
    also: ['drive checks'],
    text: 'When your vanguard attacks, reveal the top card of your deck, resolve its trigger, then add it to your hand.',
  },
  {
    term: 'Twin Drive',
    also: ['Twin Drive!!'],
    text: 'The vanguard makes two drive checks instead of one (grade 3 units).',
  },
  { term: 'Triple Drive', also: ['Triple Drive!!!'], text: 'The vanguard makes three drive checks (a stride unit).' },
  {
    term: 'Damage check',
    also: ['damage checks'],
    text: 'When your vanguard is hit, reveal the top card of your deck, resolve its trigger, and put it in your damage zone.',
  },
  {
    term: 'Trigger',
    also: ['triggers'],
    text: 'An icon on a grade 0 card. Revealed by a drive or damage check, it gives a bonus: power to a unit, and its own effect.',
  },
  {
    term: 'Critical trigger',
    text: 'Trigger: one unit gets power, and one unit gets +1 critical (one more damage if it hits the vanguard).',
  },
  { term: 'Draw trigger', text: 'Trigger: one unit gets power, and you draw a card.' },
  { term: 'Stand trigger', text: 'Trigger: one unit gets power, and one of your rested rear-guards stands.' },
  {
    term: 'Heal trigger',
    text: "Trigger: one unit gets power, and if your damage is at least the opponent's, you heal one damage.",
  },
  { term: 'Front trigger', text: 'Trigger: every unit of your front row gets power.' },
  {
    term: 'Over trigger',
    text: 'Trigger (D standard): removed from the game, it gives a large power bonus and draws a card; one per deck.',
  },
  { term: 'Critical', text: 'How many damage an attack deals to a vanguard it hits.' },
  { term: 'Shield', text: "What a card adds to the attacked unit's power when it is called as a guardian." },
  {
    term: 'Guard',
    also: ['guardian', 'guardians'],
    text: 'During a battle the defender may call cards from hand to the guardian circle; their shield protects the attacked unit.',
  },
  {
    term: 'Intercept',
    text: 'A grade 2 rear-guard in the front row may move to the guardian circle to guard with its shield.',
  },
  {
    term: 'Boost',
    text: 'A grade 0 or 1 unit in the back row rests to add its power to the attacking unit in front of it.',
  },
  { term: 'Sentinel', text: 'A guardian that can make a unit impossible to hit this battle; a deck holds only a few.' },
  {
    term: 'Limit Break',
    also: ['LB'],
    text: 'An ability that works only while you have enough damage (four, or as the format says).',
  },
  { term: 'Restraint', text: 'A unit with Restraint cannot attack.' },
  {
    term: 'Stride',
    text: 'From the G zone, put a G unit on your vanguard for one turn by discarding cards whose grades total 3 or more.',
  },
  { term: 'G zone', text: 'A face-down pile of up to 16 G units beside the field, outside the deck.' },
  {
    term: 'G assist',
    text: 'If you cannot ride in your ride phase, you may show your hand and look at the top cards of your deck for a card of the next grade (comprehensive rules 2.01).',
  },
  { term: 'Generation Break', also: ['GB'], text: 'An ability that works only while you have enough face-up G units.' },
  { term: 'G guardian', text: 'A G unit called to guard from the G zone.' },
  {
    term: 'Legion',
    text: 'Two units sharing the vanguard circle: they attack together and their drive checks count once.',
  },
  {
    term: 'Imaginary Gift',
    also: ['gift', 'Force', 'Accel', 'Protect'],
    text: 'A bonus marker a vanguard with the icon gives when ridden: Force (power and critical), Accel (an extra circle) or Protect (a guard card).',
  },
  {
    term: 'Ride deck',
    text: "D standard: a small deck of the vanguard's grades 0 to 3. You ride from it by discarding a card from hand.",
  },
  {
    term: 'Persona Ride',
    text: 'Riding a grade 3 with the same name as your vanguard: you draw a card and your front row gets power.',
  },
  {
    term: 'overDress',
    also: ['[overDress]'],
    text: 'Call the unit on top of a named rear-guard, keeping that one under it as its original dress.',
  },
  { term: 'Final Rush', text: 'A state some cards give: abilities that read it work while you are in Final Rush.' },
  { term: 'Mulligan', text: 'At the start, return any cards from your first hand to the deck and draw as many again.' },
  { term: 'Drop zone', text: 'Where retired units, used guardians and discarded cards go, face up.' },
  { term: 'Bind zone', text: 'A zone where cards are set aside for the rest of the game or the turn, as effects say.' },
  { term: 'Damage zone', text: 'Where damage is counted, one card per damage. Its face-up cards pay Counter Blast.' },
  {
    term: 'Rest',
    also: ['rested'],
    text: 'Turn a unit sideways: it has attacked, boosted or paid a cost, and cannot do so again until it stands.',
  },
  { term: 'Retire', text: 'Put a rear-guard from the field into the drop zone.' },
  { term: 'AUTO', also: ['[AUTO]'], text: 'An automatic ability: it starts by itself when its event happens.' },
  { term: 'ACT', also: ['[ACT]'], text: 'An activated ability: you play it in your main phase by paying its cost.' },
  { term: 'CONT', also: ['[CONT]'], text: 'A continuous ability: it works all the time its condition holds.' },
  { term: '1/Turn', also: ['[1/Turn]'], text: 'This ability can be used once per turn.' },
];

const STAND_DRAW = { name: 'Stand and draw', text: 'Stand all your units, then draw a card.' };
const MAIN = {
  name: 'Main phase',
  text: 'Call units from hand, move rear-guards within a column, and play [ACT] abilities, in any order.',
};
const BATTLE = {
  name: 'Battle phase',
  text: 'Attack with standing front-row units, one at a time: boost, the defender guards, the vanguard drive checks, then the hit deals damage (damage checks) or retires a rear-guard.',
};
const END = {
  name: 'End phase',
  text: "Effects that last until the end of the turn end. The other player's turn begins.",
};

const GUIDES: Record<string, TurnGuide> = {
  cr110: {
    title: 'A turn, comprehensive rules 1.10',
    steps: [
      STAND_DRAW,
      { name: 'Ride phase', text: 'Ride one card of the same grade or one higher, if you wish.' },
      MAIN,
      BATTLE,
      END,
    ],
  },
  cr201: {
    title: 'A turn, comprehensive rules 2.01',
    steps: [
      STAND_DRAW,
      {
        name: 'Ride phase',
        text: 'If you cannot ride, G assist may find a card of the next grade. Ride one card of the same grade or one higher.',
      },
      {
        name: 'Stride step',
        text: 'From grade 3, you may stride a G unit from your G zone on top of your vanguard until the end of the turn.',
      },
      MAIN,
      BATTLE,
      END,
    ],
  },
  d: {
    title: 'A turn, D standard',
    steps: [
      STAND_DRAW,
      {
        name: 'Ride phase',
        text: 'Ride from the ride deck by discarding a card from hand, or from hand. A grade 3 on a grade 3 of the same name is a Persona Ride.',
      },
      { name: 'Main phase', text: `${MAIN.text} A unit with overDress may be called on top of a rear-guard it names.` },
      BATTLE,
      END,
    ],
  },
};

export function vanguardTurnGuide(format: string): TurnGuide {
  return GUIDES[format] ?? GUIDES.cr201;
}
