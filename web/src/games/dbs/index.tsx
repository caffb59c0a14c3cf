// The Dragon Ball Super Card Game in the browser: its entry in the registry (web/src/games/index.ts), made of this
// folder's parts.
import type { TargetKey } from '../../answers.ts';
import type { CardCodes, CardDb } from '../../cardDb.ts';
import type { PileCard } from '../../PileViewer.tsx';
import type { Seat } from '../../types.ts';
import type { BaseView, WebGame } from '../registry.ts';
import { planDbsDecision } from './answers.ts';
import { DbsBoard, type DbsPile, DbsHand } from './Board.tsx';
import { DbsCardDetail, DbsCardFace } from './Card.tsx';
import { type DBSView, isDbsCard, locateDbs, shownName } from './model.ts';
import { dbsDeckBuilding } from './deckBuilding.ts';
import { DBS_GLOSSARY, dbsTurnGuide } from './glossary.ts';
import { DbsNarrator } from './narrate.ts';
import { DBS_PHASES, DBS_STEPS, dbsPromptText } from './prompts.ts';
import { humanize } from '../../prompts.ts';

/** A selected target in words: the card's name as this seat sees it (a Leader by the side it shows). */
function describeTarget(key: TargetKey, v: DBSView, db: CardDb, codes: CardCodes): string {
  const id = Number(key.split(':')[1]);
  const at = locateDbs(v, v.viewer === 'spectator' ? 0 : v.viewer, id);
  const code = at.card?.code ?? codes.get(id);
  const c = code ? db[code] : undefined;
  return code ? shownName(isDbsCard(c) ? c : undefined, code, at.card?.flipped) : key;
}

const PILES: Record<DbsPile, string> = { drop: 'Drop zone', warp: 'Warp', removed: 'Removed from the game' };

function isPile(pile: string): pile is DbsPile {
  return pile in PILES;
}

function pileCards(v: DBSView, seat: Seat, pile: string): PileCard[] {
  return isPile(pile) ? v.players[seat][pile] : [];
}

export const dbs: WebGame<DBSView> = {
  id: 'dbs',
  title: 'Dragon Ball Super Card Game',
  sampleDeckList: `# One card per line: a count and a name or code; exactly one Leader
1 SD1-01
4 God Rush Son Goku`,
  isView: (v: BaseView): v is DBSView => v.game === 'dbs',
  Board: DbsBoard,
  Hand: DbsHand,
  CardFace: ({ db, code, small, onInspect }) => <DbsCardFace db={db} code={code} small={small} onInspect={onInspect} />,
  CardDetail: ({ db, card, onClose }) => {
    const c = db[card.code];
    return isDbsCard(c) ? <DbsCardDetail c={c} card={card} onClose={onClose} /> : null;
  },
  narrator: (db, viewer) => new DbsNarrator(db, viewer),
  plan: (v, me, { db, codes }) => planDbsDecision(v, me, { db, code: (id) => codes.get(id) }),
  describeTarget,
  promptText: (prompt) => dbsPromptText(prompt, humanize),
  phaseName: (phase) => DBS_PHASES[phase] ?? humanize(phase),
  // DBS 7-1: the battle's steps, while an attack goes on.
  stepName: (v) => (v.battle && v.step ? (DBS_STEPS[v.step] ?? v.step) : null),
  StatusExtras: () => null,
  pileCards,
  pileTitle: (pile) => (isPile(pile) ? PILES[pile] : pile),
  deckBuilding: dbsDeckBuilding,
  glossary: DBS_GLOSSARY,
  turnGuide: dbsTurnGuide,
  multiPick: { 'dbs.redraw': '↩ returning', 'dbs.deckTopToDrop': 'to drop' },
  searchPrompts: new Set(['dbs.search']),
};
