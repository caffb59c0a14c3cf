// The Dragon Ball Super Card Game module: registers its rules procedure with the kernel and exports
// the built-in decks, the card records and deck-list checking.
import { registerGame } from '../../core/engine.ts';
import { SetupError } from '../../core/errors.ts';
import type { GameModule, Setup } from '../../core/types.ts';
import { activationHandlers } from './abilities/activation.ts';
import { resolveHandlers } from './abilities/resolveSkill.ts';
import { battleHandlers } from './battle.ts';
import { damageHandlers } from './damage.ts';
import './cards/abilities/index.ts';
import { CARD_DATA_VERSION } from './cards/cardPool.ts';
import { dbsCensus } from './census.ts';
import { validateDeck } from './deckRules.ts';
import { FORMATS, formatById } from './formats.ts';
import { freeTimingHandlers } from './freeTiming.ts';
import { paymentHandlers } from './payment.ts';
import { dbsRevealsTo } from './newInformation.ts';
import { resampleDbs } from './resample.ts';
import { createState, setupHandlers } from './setup.ts';
import type { DBSState } from './state.ts';
import { timingHandlers } from './timing.ts';
import { turnHandlers } from './turn.ts';
import { dbsView } from './view.ts';

function validateSetup(setup: Setup): void {
  const f = formatById(setup.format);
  if (!f) throw new SetupError(`unknown DBS format "${setup.format}" (known: ${Object.keys(FORMATS).join(', ')})`);
  if (!Array.isArray(setup.decks) || setup.decks.length !== 2) throw new SetupError('a game needs exactly two decks');
  setup.decks.forEach((d, i) => {
    if (!d || !Array.isArray(d.cards)) throw new SetupError(`deck ${i + 1} must have a "cards" array of card numbers`);
    const problems = validateDeck(d.cards, f.options);
    if (problems.length > 0) {
      throw new SetupError(
        `deck ${i + 1}${d.name ? ` (${d.name})` : ''} is not legal: ${problems.map((p) => p.message).join('; ')}`,
      );
    }
  });
}

export const dbs: GameModule<DBSState> = {
  id: 'dbs',
  cardDataVersion: CARD_DATA_VERSION,
  newGame: createState,
  validateSetup,
  handlers: {
    ...setupHandlers,
    ...turnHandlers,
    ...freeTimingHandlers,
    ...battleHandlers,
    ...timingHandlers,
    ...paymentHandlers,
    ...activationHandlers,
    ...resolveHandlers,
    ...damageHandlers,
  },
  view: dbsView,
  resample: resampleDbs,
  revealsTo: dbsRevealsTo,
  census: dbsCensus,
};

registerGame(dbs);

export {
  allCards,
  builtInDecks,
  cardByCode,
  cardsByName,
  deckById,
  expandDeck,
  requireCard,
} from './cards/cardPool.ts';
export type { BuiltInDeck } from './cards/cardPool.ts';
export type { CardRecord } from './cards/cardRecord.ts';
export { checkDeckList, parseDeckList } from './deckList.ts';
export { validateDeck } from './deckRules.ts';
export { DEFAULT_FORMAT, DEFAULT_OPTIONS, FORMATS } from './formats.ts';
export { renderCard, renderSkills } from './abilities/text.ts';
