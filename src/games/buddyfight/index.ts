// The Future Card Buddyfight module: registers its rules procedure with the kernel and exports the built-in decks,
// the card records and deck checking. Rules by file: setup.ts (BF-Setup), turn.ts (BF-Start, BF-Main, BF-Atk 1,
// BF-Fin), playTiming.ts (BF-PT, BF-Abil-Auto), uses.ts (BF-Call, BF-Cast, BF-Equip, BF-Abil-Act, BF-OPT, BF-2018#2,
// the closing of BF-Oth[When…] windows by an unrelated card), triggers.ts (autos, BF-OPT per card, BF-Q25, the
// "when a monster enters" windows of BF-Oth[When…]), attack.ts (BF-Atk 2–5), effects.ts (effects, destroy,
// [Soulguard]), zones.ts (moves, face-down soul BF-Oth[Souls], damage and its reduction), resolutionCheck.ts (BF-RC),
// deckRules.ts (§1.4), formats.ts (BF-2018#1–3 and the options). Not implemented yet (no built-in deck needs them):
// [CHAOS Territory], [D-Share], [Overturn] and its family, Impact Monsters, [Transform]/[Ride]/[Impact Transform],
// Lost World, Cross flags, "End" effects, Stop the Time, [Reversal], Magic Treasure, [Lifelink] on a card (the
// keyword is in the engine), "when destroyed / when called" conditioned [Counter] windows (the "when a monster
// enters" window and a spell's reply window are), extra turns (`extraTurnChaining` is a flag with no card using it)
// and the Irregulars List.
import { registerGame } from '../../core/engine.ts';
import { SetupError } from '../../core/errors.ts';
import type { GameModule, Setup } from '../../core/types.ts';
import './cards/abilities/index.ts';
import { attackHandlers } from './attack.ts';
import { CARD_DATA_VERSION } from './cards/cardPool.ts';
import { bfCensus } from './census.ts';
import { validateDeck } from './deckRules.ts';
import { effectHandlers } from './effects.ts';
import { FORMATS, formatById } from './formats.ts';
import { bfRevealsTo } from './newInformation.ts';
import { ptHandlers } from './playTiming.ts';
import { resampleBf } from './resample.ts';
import { rcHandlers } from './resolutionCheck.ts';
import { createState, setupHandlers } from './setup.ts';
import type { BFState } from './state.ts';
import { turnHandlers } from './turn.ts';
import { useHandlers } from './uses.ts';
import { bfView } from './view.ts';

function validateSetup(setup: Setup): void {
  const f = formatById(setup.format);
  if (!f)
    throw new SetupError(`unknown Buddyfight format "${setup.format}" (known: ${Object.keys(FORMATS).join(', ')})`);
  if (!Array.isArray(setup.decks) || setup.decks.length !== 2) throw new SetupError('a game needs exactly two decks');
  setup.decks.forEach((d, i) => {
    if (!d || !Array.isArray(d.cards)) throw new SetupError(`deck ${i + 1} must have a "cards" array of card numbers`);
    const problems = validateDeck(d, f.options);
    if (problems.length > 0) {
      throw new SetupError(
        `deck ${i + 1}${d.name ? ` (${d.name})` : ''} is not legal: ${problems.map((p) => p.message).join('; ')}`,
      );
    }
  });
}

export const buddyfight: GameModule<BFState> = {
  id: 'buddyfight',
  cardDataVersion: CARD_DATA_VERSION,
  newGame: createState,
  validateSetup,
  handlers: {
    ...setupHandlers,
    ...turnHandlers,
    ...ptHandlers,
    ...useHandlers,
    ...effectHandlers,
    ...attackHandlers,
    ...rcHandlers,
  },
  view: bfView,
  resample: resampleBf,
  revealsTo: bfRevealsTo,
  census: bfCensus,
};

registerGame(buddyfight);

export { allCards, allDecks, cardByCode, cardsByName, deckById, expandDeck, requireCard } from './cards/cardPool.ts';
export type { BuiltInDeck } from './cards/cardPool.ts';
export type { CardRecord } from './cards/cardRecord.ts';
export { validateDeck } from './deckRules.ts';
export { checkDeckList } from './deckList.ts';
export { DEFAULT_FORMAT, DEFAULT_OPTIONS, FORMATS } from './formats.ts';
export { renderCard } from './abilities/text.ts';
export { isImplemented } from './abilities/registry.ts';
