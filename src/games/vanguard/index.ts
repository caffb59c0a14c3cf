// The Vanguard game module: registers its rules procedure with the kernel.
import { registerGame } from '../../core/engine.ts';
import { SetupError } from '../../core/errors.ts';
import type { GameModule, Setup } from '../../core/types.ts';
import { autoAbilityHandlers } from './abilities/autoAbilities.ts';
import './cards/abilities/index.ts';
import { resolveHandlers } from './abilities/resolveAbility.ts';
import { battleHandlers } from './battle.ts';
import { CARD_DATA_VERSION } from './cards/cardPool.ts';
import { checkTimingHandlers } from './checkTiming.ts';
import { validateDeck } from './deckRules.ts';
import { FORMATS, formatProfile } from './formats.ts';
import { resampleVanguard } from './resample.ts';
import { retireHandlers } from './retire.ts';
import { createState, setupHandlers } from './setup.ts';
import { cloneState, type VGState } from './state.ts';
import { triggerHandlers } from './triggers.ts';
import { turnHandlers } from './turn.ts';
import { vgView } from './view.ts';

function validateSetup(setup: Setup): void {
  const f = formatProfile(setup.format);
  if (!f) throw new SetupError(`unknown Vanguard format "${setup.format}" (known: ${Object.keys(FORMATS).join(', ')})`);
  if (!Array.isArray(setup.decks) || setup.decks.length !== 2) throw new SetupError('a game needs exactly two decks');
  setup.decks.forEach((d, i) => {
    if (!d || !Array.isArray(d.cards)) throw new SetupError(`deck ${i + 1} must have a "cards" array of card codes`);
    const problems = validateDeck(d.cards, f);
    if (problems.length > 0) {
      throw new SetupError(
        `deck ${i + 1}${d.name ? ` (${d.name})` : ''} is not legal: ${problems.map((p) => p.message).join('; ')}`,
      );
    }
  });
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
  },
  view: vgView,
  clone: cloneState,
  resample: resampleVanguard,
};

registerGame(vanguard);
