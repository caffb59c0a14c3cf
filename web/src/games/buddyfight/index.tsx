// Future Card Buddyfight in the browser: its entry in the registry (web/src/games/index.ts), made of this folder's
// parts.
import type { TargetKey } from '../../answers.ts';
import type { CardCodes, CardDb } from '../../cardDb.ts';
import type { PileCard } from '../../PileViewer.tsx';
import { humanize } from '../../prompts.ts';
import type { Seat } from '../../types.ts';
import type { BaseView, WebGame } from '../registry.ts';
import { linkIds, planBfDecision } from './answers.ts';
import { BfBoard, BfHand, type BfPile } from './Board.tsx';
import { BfCardDetail, BfCardFace } from './Card.tsx';
import { type BfView, isBfCard, locateBf } from './model.ts';
import { bfDeckBuilding } from './deckBuilding.ts';
import { BF_GLOSSARY, bfTurnGuide } from './glossary.ts';
import { BfNarrator } from './narrate.ts';
import { BF_PHASES, BF_ZONES, bfPromptText, bfStepName } from './prompts.ts';

function nameOf(id: number, v: BfView, db: CardDb, codes: CardCodes): string {
  const at = locateBf(v, v.viewer === 'spectator' ? 0 : v.viewer, id);
  const code = at.card?.code ?? codes.get(id);
  const c = code ? db[code] : undefined;
  return code ? (isBfCard(c) ? c.name : code) : 'a card';
}

/** A selected target in words: a card by name, a position by its area, a link attack by its attackers. */
function describeTarget(key: TargetKey, v: BfView, db: CardDb, codes: CardCodes): string {
  const [kind, a, b] = key.split(':');
  if (kind === 'blink')
    return `link attack of ${linkIds(key)
      .map((id) => nameOf(id, v, db, codes))
      .join(' + ')}`;
  if (kind === 'barea') return `the ${BF_ZONES[b] ?? b}`;
  if (kind === 'bfighter') return v.viewer === Number(a) ? 'you' : 'your opponent';
  return nameOf(Number(a), v, db, codes);
}

const PILES: Record<BfPile, string> = { drop: 'Drop zone' };

function isPile(pile: string): pile is BfPile {
  return pile in PILES;
}

function pileCards(v: BfView, seat: Seat, pile: string): PileCard[] {
  return isPile(pile) ? v.players[seat][pile] : [];
}

export const buddyfight: WebGame<BfView> = {
  id: 'buddyfight',
  title: 'Future Card Buddyfight',
  sampleDeckList: `# One card per line: a count and a name or code; the flag among them, the buddy on its own line
1 Dragon World
Buddy: Gigant Sword Dragon
4 Jamadhar Dragon`,
  isView: (v: BaseView): v is BfView => v.game === 'buddyfight',
  Board: BfBoard,
  Hand: BfHand,
  CardFace: ({ db, code, small, onInspect }) => <BfCardFace db={db} code={code} small={small} onInspect={onInspect} />,
  CardDetail: ({ db, card, onClose }) => {
    const c = db[card.code];
    return isBfCard(c) ? <BfCardDetail c={c} card={card} onClose={onClose} /> : null;
  },
  narrator: (db, viewer) => new BfNarrator(db, viewer),
  plan: (v, me, { db, codes }) => planBfDecision(v, me, { db, code: (id) => codes.get(id) }),
  describeTarget,
  promptText: (prompt) => bfPromptText(prompt, humanize),
  phaseName: (phase) => BF_PHASES[phase] ?? humanize(phase),
  stepName: (v) => (v.phase === 'main' || v.phase === 'setup' ? null : bfStepName(v.step)),
  StatusExtras: () => null,
  pileCards,
  pileTitle: (pile) => (isPile(pile) ? PILES[pile] : pile),
  deckBuilding: bfDeckBuilding,
  glossary: BF_GLOSSARY,
  turnGuide: bfTurnGuide,
  multiPick: { 'bf.discardAny': 'to discard' },
  searchPrompts: new Set(['bf.search']),
};
