// The English for the decision prompts the Vanguard engine asks (grep `prompt:` in src/games/vanguard), shared by
// the terminal (src/cli/render.ts) and the browser (web/src/games/vanguard/prompts.ts); each adds its own wording
// where it tells the player what to press or click.
export const VG_PROMPT_TEXT: Readonly<Record<string, string>> = {
  'vg.goFirst': 'You were chosen at random to decide: do you go first?',
  'vg.rideDeckDiscard': 'Ride from your ride deck: choose a card in your hand to discard.',
  'vg.gAssistRemove': 'G assist: remove a card in your hand from the game.',
  'vg.heartChoice': 'Stride: choose the heart whose name and power your G unit gets.',
  'vg.attack': 'Battle phase: attack?',
  'vg.attacker': 'Choose the attacking unit.',
  'vg.boost': 'Boost the attack?',
  'vg.triggerOrder': 'Trigger: choose the order of its effects.',
  'vg.triggerCritical': 'Critical trigger: choose the unit that gets +1 critical.',
  'vg.triggerPower': 'Trigger: choose the unit that gets the power.',
  'vg.triggerStand': 'Stand trigger: choose the unit to stand.',
  'vg.heal': 'Heal trigger: choose a damage card to heal.',
  'vg.rescue': 'Rescue: choose a damage card to heal (your vanguard then takes that damage).',
  'vg.rideFromSoul': 'You have no vanguard: choose a card in your soul to ride.',
  'vg.playAuto': 'Several of your abilities wait: choose which resolves first.',
  'vg.payCost': 'An ability asks: pay its cost?',
  'vg.optional': 'An ability asks: use it?',
  'vg.handAbility': 'A card in your hand may use its ability now: choose one, or none.',
  'vg.chooseUnit': 'An ability asks you to choose a unit.',
  'vg.cost.counterBlast': 'Counter Blast: choose a face-up damage card to turn face down.',
  'vg.cost.dropToDeckTop':
    'Seek Mate: choose a drop zone card to put on top of your deck (the last chosen ends on top).',
  'vg.search': 'Search your deck: choose a card, or Take nothing.',
  'vg.callTo': 'Choose the rear-guard circle to call it to.',
  'vg.chooseForOpponent': "Your opponent's ability makes you choose one of your units: choose it.",
  'vg.unlock': 'Choose a locked card to unlock.',
  'vg.putLockedTo': 'Choose the rear-guard circle to put the card on as a locked card.',
  'vg.putLockedFromHand': 'Choose a card in your hand to put on a rear-guard circle as a locked card.',
  'vg.moveTo': 'Choose the empty rear-guard circle to move the unit to.',
  'vg.switchWith': 'Choose the card to switch with this card: each goes to the zone the other was in.',
  'vg.mayDraw': 'You may draw a card.',
  'vg.handToDeck': 'Choose a card in your hand to put into your deck.',
  'vg.lookTake': 'You look at cards from your deck: choose one to take, or Take nothing.',
  'vg.orderRest': 'Put the cards you looked at back into your deck, one at a time: choose the next.',
  'vg.replace': 'An effect may replace what is about to happen: apply it?',
  'vg.engorge': 'Engorge: choose another of your rear-guards to retire, or Stop choosing.',
  'vg.callFromSoul':
    'Magia: choose a card in your soul to call (it returns to the soul at the end of the turn), or Stop calling.',
  'vg.callCards': 'An effect calls several cards at once: choose the next card to call (circles are chosen after).',
  'vg.searchDrop': 'Search your drop zone: choose the card to put into your hand.',
  'vg.bindFaceDown': 'Choose a face-up card in your bind zone to turn face down.',
  'vg.loopCount':
    'A loop both players can stop came round: name how many more times it goes round (the turn player names first; the smaller number is carried out, and whoever named it stops the loop).',
  'vg.discard': 'An ability makes you discard: choose a card in your hand to discard.',
  'vg.eachChooses': 'Each player chooses one of their own rear-guards (the turn player first): choose yours.',
  'vg.loopStop': 'You named the smaller number: stop the loop at this question?',
  'vg.giftTypeForce':
    'Imaginary Gift: Force, first time: choose its type for the game. 1: Force I (+10000 in your turns); 2: Force II (the unit there has original critical 2).',
  'vg.giftTypeProtect':
    'Imaginary Gift: Protect, first time: choose its type for the game. 1: Protect I (a Protect card in your hand); 2: Protect II (a rear-guard circle whose unit gets Shield +10000 when it intercepts).',
  'vg.giftProtect': 'Imaginary Gift: Protect II: choose a rear-guard circle for the marker.',
  'vg.giftTypeAccel':
    'Imaginary Gift: Accel, first time: choose its type for the game. 1: Accel I (+10000 in your turns); 2: Accel II (draw a card now, +5000 in your turns).',
};
