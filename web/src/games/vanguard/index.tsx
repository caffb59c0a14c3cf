// Cardfight!! Vanguard in the browser: its entry in the registry (web/src/games/index.ts), made of this folder's parts.
import type { TargetKey } from '../../answers.ts';
import { type CardCodes, cardName } from '../../cardDb.ts';
import type { PileCard } from '../../PileViewer.tsx';
import type { Seat } from '../../types.ts';
import type { BaseView, WebGame } from '../registry.ts';
import { planDecision } from './answers.ts';
import { Board, boundCards, MyHand } from './Board.tsx';
import { CardFace, VgCardDetail } from './Card.tsx';
import type { CardInfo, VgCardDb } from './cardInfo.ts';
import { vanguardDeckBuilding } from './deckBuilding.ts';
import { VANGUARD_GLOSSARY, vanguardTurnGuide } from './glossary.ts';
import { Narrator } from './narrate.ts';
import { NextTurns } from './NextTurns.tsx';
import { circleShort, phaseName, promptText } from './prompts.ts';
import type { VGView } from './view.ts';

/** A selected target in words: a hand or damage card by name, a unit with its circle. */
function describeTarget(key: TargetKey, v: VGView, db: VgCardDb, codes: CardCodes): string {
  const [kind, a, b] = key.split(':');
  if (kind === 'hand') return cardName(db, codes.get(Number(a)));
  if (kind === 'damage') return cardName(db, codes.get(Number(b)));
  if (kind === 'unit') {
    const cards = v.players[Number(a) as Seat].field[b as 'VC'];
    const u = cards[cards.length - 1];
    return u && 'code' in u ? `${cardName(db, u.code)} (${circleShort(b)})` : `the empty ${circleShort(b)} circle`;
  }
  return key;
}

/** The cards of an open pile (a PileName of Board.tsx). */
function pileCards(v: VGView, seat: Seat, pile: string): PileCard[] {
  // VG2 4.9.2.1: the bind zone also holds face-down cards whose face this seat may not see.
  if (pile === 'bind') return boundCards(v.players[seat]);
  const cards = (v.players[seat] as unknown as Record<string, unknown>)[pile];
  return Array.isArray(cards) ? (cards as PileCard[]) : [];
}

const PILE_TITLES: Record<string, string> = {
  soul: 'Soul',
  drop: 'Drop zone',
  bind: 'Bind zone',
  damage: 'Damage zone',
  removed: 'Removed from the game',
  trigger: 'Trigger zone',
};

export const vanguard: WebGame<VGView, CardInfo> = {
  id: 'vanguard',
  title: 'Cardfight!! Vanguard',
  sampleDeckList: `# One card per line: a count and a name or code
4 Blaster Blade
4 TD01/006`,
  isView: (v: BaseView): v is VGView => v.game === 'vanguard',
  Board,
  Hand: MyHand,
  CardFace,
  CardDetail: ({ db, card, onClose }) => <VgCardDetail c={db[card.code]} card={card} onClose={onClose} />,
  narrator: (db, viewer) => new Narrator(db, viewer),
  plan: (v, me, names) => planDecision(v, me, names),
  describeTarget,
  promptText,
  phaseName,
  stepName: () => null,
  StatusExtras: NextTurns,
  pileCards,
  pileTitle: (pile) => PILE_TITLES[pile] ?? pile,
  deckBuilding: vanguardDeckBuilding,
  glossary: VANGUARD_GLOSSARY,
  turnGuide: vanguardTurnGuide,
  multiPick: { 'vg.mulligan': '↩ returning', 'vg.guardBatch': 'guarding' },
  searchPrompts: new Set(['vg.search']),
};
