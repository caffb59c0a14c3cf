// The Vanguard game module: registers its rules procedure with the kernel.
import { registerGame } from '../../core/engine.ts';
import { SetupError } from '../../core/errors.ts';
import type { GameModule, Setup } from '../../core/types.ts';
import { autoAbilityHandlers } from './abilities/autoAbilities.ts';
import './cards/abilities/index.ts';
import { resolveHandlers } from './abilities/resolveAbility.ts';
import { battleHandlers } from './battle.ts';
import { CARD_DATA_VERSION } from './cards/cardPool.ts';
import { vanguardCensus } from './census.ts';
import { checkTimingHandlers } from './checkTiming.ts';
import { validateDeck, validateGDeck, validateRideDeck } from './deckRules.ts';
import { FORMATS, formatProfile } from './formats.ts';
import { vgRevealsTo } from './newInformation.ts';
import { resampleVanguard } from './resample.ts';
import { retireHandlers } from './retire.ts';
import { createState, setupHandlers } from './setup.ts';
import { cloneState, type VGState } from './state.ts';
import { strideHandlers } from './stride.ts';
import { giftHandlers } from './gift.ts';
import { orderHandlers } from './orders.ts';
import { rideDeckHandlers } from './rideDeck.ts';
import { triggerHandlers } from './triggers.ts';
import { turnHandlers } from './turn.ts';
import { vgView } from './view.ts';

function validateSetup(setup: Setup): void {
  const f = formatProfile(setup.format);
  if (!f) throw new SetupError(`unknown Vanguard format "${setup.format}" (known: ${Object.keys(FORMATS).join(', ')})`);
  if (!Array.isArray(setup.decks) || setup.decks.length !== 2) throw new SetupError('a game needs exactly two decks');
  setup.decks.forEach((d, i) => {
    if (!d || !Array.isArray(d.cards)) throw new SetupError(`deck ${i + 1} must have a "cards" array of card codes`);
    if (d.gdeck !== undefined && !Array.isArray(d.gdeck))
      throw new SetupError(`deck ${i + 1}: "gdeck" must be an array of card codes`);
    if (d.ridedeck !== undefined && (!Array.isArray(d.ridedeck) || d.ridedeck.some((c) => typeof c !== 'string')))
      throw new SetupError(`deck ${i + 1}: "ridedeck" must be an array of card codes`);
    const key = deckKey(setup.format, d.gdeck || d.ridedeck ? [d.cards, d.gdeck ?? [], d.ridedeck ?? []] : d.cards);
    const known = legalDecks.has(key);
    const problems = known ? [] : validateDeck(d.cards, f, undefined, d.ridedeck); // VGD 8.1.4.1–8.1.8
    if (d.ridedeck && !known) problems.push(...validateRideDeck(d.ridedeck, f)); // VGD 8.1.4.2
    if (d.gdeck && !known) problems.push(...validateGDeck(d.gdeck, f)); // VG2 5.4.2, 5.3
    if (problems.length > 0) {
      throw new SetupError(
        `deck ${i + 1}${d.name ? ` (${d.name})` : ''} is not legal: ${problems.map((p) => p.message).join('; ')}`,
      );
    }
    rememberLegal(key);
  });
}

/**
 * Deck lists already found legal, by format and content: a simulation starts thousands of games from the same
 * two lists, and checking one (VG2 5.1) costs as much as a tenth of a vanilla game. Keyed by content, not by
 * object, so a list changed after a check is checked again.
 */
const legalDecks = new Set<string>();

function deckKey(format: string, cards: readonly unknown[]): string {
  return `${format} ${JSON.stringify(cards)}`; // JSON keeps ["a\nb"] and ["a", "b"] apart
}

function rememberLegal(key: string): void {
  if (legalDecks.size >= 256) legalDecks.clear();
  legalDecks.add(key);
}

export const vanguard: GameModule<VGState> = {
  id: 'vanguard',
  cardDataVersion: CARD_DATA_VERSION,
  newGame: createState,
  validateSetup,
  handlers: {
    ...setupHandlers,
    ...turnHandlers,
    ...battleHandlers,
    ...checkTimingHandlers,
    ...triggerHandlers,
    ...autoAbilityHandlers,
    ...resolveHandlers,
    ...retireHandlers,
    ...strideHandlers,
    ...giftHandlers,
    ...orderHandlers,
    ...rideDeckHandlers,
  },
  view: vgView,
  clone: cloneState,
  resample: resampleVanguard,
  revealsTo: vgRevealsTo,
  census: vanguardCensus,
};

registerGame(vanguard);
