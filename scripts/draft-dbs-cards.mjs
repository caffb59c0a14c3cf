// Dev-only card drafter for the Dragon Ball Super Card Game (README "How a card is added").
//
//   node scripts/draft-dbs-cards.mjs /work/shared/carddata/dbscg [--set BT1] [--add CODES|ready]
//
// Reads the fan card data in the given folder (never at run or test time) and:
//  1. writes data/dbs/catalogue.json: every numbered printing of the pool (code, names, type, colour, set), facts
//     only, so `arbiter cards dbs` and the deck checks can name the cards we do not implement yet;
//  2. with --set S, sorts each card of S that is not in data/dbs/cards.json yet into
//       ready     nothing to write: vanilla, or printed keywords without parameters only (the stats carry them);
//       drafted   every line read as a phrasing the skill language knows: a DSL entry is drafted;
//       flagged   some line is not understood: the reason (which skill and which part) is printed;
//     and writes the drafted entries to drafts/dbs-S.ts (git-ignored) for the developer to check and move into
//     src/games/dbs/cards/abilities/<set>.ts;
//  3. with --add, merges the stats records of the named cards (comma-separated codes, or `ready` for every ready
//     card of the set) into data/dbs/cards.json.
// The publisher's text is only read here: nothing of it is written (reasons name the skill kind and a phrasing
// class, not the words), and the drafts are built from our DSL builders.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const sourceDir = args[0]?.startsWith('--') ? undefined : args[0];
const optionValue = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const set = optionValue('--set')?.toUpperCase();
// --all: draft the set's cards already in the pool too (to compare the drafts with the definitions written by hand).
const all = args.includes('--all');
const add = optionValue('--add');
if (!sourceDir) {
  console.error('usage: node scripts/draft-dbs-cards.mjs <folder with cards.json> [--set BT1] [--add CODES|ready]');
  process.exit(2);
}
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const fail = (m) => {
  console.error(`draft-dbs-cards: ${m}`);
  process.exit(1);
};

const COLOURS = { Red: 'red', Blue: 'blue', Green: 'green', Yellow: 'yellow', Black: 'black' };
const LETTER = { R: 'red', U: 'blue', B: 'blue', G: 'green', Y: 'yellow', K: 'black' };
const TYPES = { LEADER: 'leader', BATTLE: 'battle', EXTRA: 'extra' };
const KEYWORDS = {
  Blocker: 'blocker',
  Critical: 'critical',
  'Double Strike': 'doubleStrike',
  'Triple Strike': 'tripleStrike',
  'Quadruple Strike': 'quadrupleStrike',
  'Dual Attack': 'dualAttack',
  'Triple Attack': 'tripleAttack',
  Revenge: 'revenge',
  Indestructible: 'indestructible',
  Barrier: 'barrier',
  'Super Combo': 'superCombo',
  Ultimate: 'ultimate',
  'Dragon Ball': 'dragonBall',
  'Victory Strike': 'victoryStrike',
  Deflect: 'deflect',
  'Warrior of Universe 7': 'warriorOfUniverse7',
  Wormhole: 'wormhole',
};

const source = JSON.parse(readFileSync(join(sourceDir, 'cards.json'), 'utf8'));
const setOf = (code) => code.replace(/-.*$/, '').replace(/^TB01$/, 'TB1');

// ---- stats (as scripts/import-dbs.mjs) ---------------------------------------------------------------

function keywordsOf(text) {
  const out = [];
  for (const line of text.split('\n')) {
    const m = /^\[([^\]:]+)\]/.exec(line.trim());
    if (m && KEYWORDS[m[1]]) out.push(KEYWORDS[m[1]]);
  }
  if (/as many copies of this card/i.test(text)) out.push('anyCopies');
  return out;
}
const split = (s) =>
  s
    ? s
        .split('/')
        .map((x) => x.trim())
        .filter(Boolean)
    : [];
const face = (c) => ({
  name: c.name.replace(/\u3000/g, ' '),
  power: c.power,
  characters: split(c.character),
  traits: split(c.specialTrait),
  era: c.era ?? '',
  keywords: keywordsOf(c.text ?? ''),
});

/** The source rows of one printing: a Leader's front and back (the next row with its number), else one row. */
function rowsOf(c) {
  if (c.type !== 'LEADER') return [c];
  const back = source.find((x) => x.cardNumber === c.cardNumber && x.id > c.id);
  if (!back) fail(`${c.cardNumber}: no back side after id ${c.id}`);
  return [c, back];
}

function record(c) {
  const type = TYPES[c.type];
  const colour = COLOURS[c.color];
  if (!type || !colour) fail(`${c.cardNumber}: unknown type or colour`);
  const r = { code: c.cardNumber, type, colour, ...face(c) };
  if (type === 'leader') {
    r.back = face(rowsOf(c)[1]);
    return r;
  }
  const specified = {};
  for (const s of c.specifiedCost ?? []) specified[COLOURS[s.color]] = s.count;
  r.energyCost = { total: c.energyCostTotal ?? 0, specified };
  if (type === 'battle') {
    r.comboPower = c.comboPower;
    r.comboCost = c.comboEnergy;
  } else {
    delete r.power;
    delete r.characters;
    delete r.traits;
    delete r.era;
  }
  return r;
}

// Printings: numbered, not tokens; a Leader once (its front row).
const printings = [];
const seen = new Set();
for (const c of source) {
  if (!c.cardNumber || c.isToken || !TYPES[c.type] || seen.has(c.cardNumber)) continue;
  seen.add(c.cardNumber);
  printings.push(c);
}

// ---- 1. the catalogue ----------------------------------------------------------------------------------

const catalogue = printings
  .map((c) => {
    const e = {
      code: c.cardNumber,
      name: c.name.replace(/\u3000/g, ' '),
      type: TYPES[c.type],
      colour: COLOURS[c.color],
    };
    if (c.type === 'LEADER') e.backName = rowsOf(c)[1].name.replace(/\u3000/g, ' ');
    e.set = setOf(c.cardNumber);
    return e;
  })
  .sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }));
writeFileSync(join(root, 'data', 'dbs', 'catalogue.json'), JSON.stringify(catalogue, null, 2) + '\n');
console.log(`catalogue: ${catalogue.length} printings written to data/dbs/catalogue.json`);

// ---- 2. drafting ------------------------------------------------------------------------------------------

const poolPath = join(root, 'data', 'dbs', 'cards.json');
const pool = JSON.parse(readFileSync(poolPath, 'utf8'));
const inPool = new Set(pool.map((c) => c.code));

/** "(R)(R)(1)" → `cost(3, { red: 2 })`. */
function energyCost(s) {
  let total = 0;
  const specified = {};
  for (const m of s.matchAll(/\((\w+)\)/g)) {
    if (/^\d+$/.test(m[1])) total += Number(m[1]);
    else if (LETTER[m[1]]) {
      total++;
      specified[LETTER[m[1]]] = (specified[LETTER[m[1]]] ?? 0) + 1;
    } else return null;
  }
  const spec = Object.entries(specified)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  return spec ? `cost(${total}, { ${spec} })` : `cost(${total})`;
}

/** A card filter from "<X>", "<<X>>", "red", "with an energy cost of N or less", "with N or less power". */
function filterOf(s) {
  // "<A> or <B>" alone: either character (BT3-115; h16f).
  const either = /^<([^<>]+)> or <([^<>]+)>$/.exec(s.trim());
  if (either) return `{ character: [${JSON.stringify(either[1])}, ${JSON.stringify(either[2])}] }`;
  // Qualifiers this reader does not know (exclusions, names, "each", several characters) are never dropped silently.
  if (/other than|name|each|any number|\bor\b.*</i.test(s) || (s.match(/<[^<>]+>/g) ?? []).length > 1) return null;
  const f = [];
  let m;
  if ((m = /\b(red|blue|green|yellow|black)\b/i.exec(s))) f.push(`colour: '${m[1].toLowerCase()}'`);
  if ((m = /<<([^>]+)>>/.exec(s))) f.push(`trait: ${JSON.stringify(m[1])}`);
  else if ((m = /<([^<>]+)>/.exec(s))) f.push(`character: [${JSON.stringify(m[1])}]`);
  if ((m = /energy cost of (\d+) or less/i.exec(s))) f.push(`costMax: ${m[1]}`);
  if ((m = /(\d+) or less power|power of (\d+) or less/i.exec(s))) f.push(`powerMax: ${m[1] ?? m[2]}`);
  if ((m = /(\d+) or more power/i.exec(s))) f.push(`powerMin: ${m[1]}`);
  if (/\[Blocker\]/.test(s)) f.push(`keyword: 'blocker'`);
  if (/in Rest Mode/i.test(s)) f.push('rested: true');
  return f.length ? `{ ${f.join(', ')} }` : null;
}

const DURATION = { turn: "'turn'", battle: "'battle'" };

/** The power a line's reminder gives its tokens ("(X token has 10000 power)"), read before the reminder is cut. */
let tokenPower = null;

/** One effect sentence (no trailing period) → a list of DSL effect expressions, or null. */
function effect(s) {
  // Reminder text inside a sentence ("gains [Double Strike] (This card inflicts …) for …") is not the effect.
  s = s
    .replace(/\s*\((?:This|If|Cards|Move|When)[^()]*\)/g, '')
    .trim()
    .replace(/\.$/, '');
  let m;
  if ((m = /^(?:then,? )?draw (\d+) cards?$/i.exec(s))) return [`draw(${m[1]})`];
  if ((m = /^(?:this card|it) gains \+(\d+) power for the duration of (?:the|this) (turn|battle)$/i.exec(s)))
    return [`power(thisCard, ${m[1]}, ${DURATION[m[2]]})`];
  if (
    (m = /^(?:this card|it) gains \[([^\]]+)\] for the duration of (?:the|this) (turn|battle)$/i.exec(s)) &&
    KEYWORDS[m[1]]
  )
    return [`grant(thisCard, '${KEYWORDS[m[1]]}', ${DURATION[m[2]]})`];
  if (/^switch this card to Active Mode$/i.test(s)) return [`{ do: 'activeMode', target: thisCard }`];
  if ((m = /^draw (\d+) cards?, and this card gains \+(\d+) power for the duration of the (turn|battle)$/i.exec(s)))
    return [`draw(${m[1]})`, `power(thisCard, ${m[2]}, ${DURATION[m[3]]})`];
  if ((m = /^draw cards until you have (\d+) cards in your hand$/i.exec(s))) return [`{ do: 'drawUntil', n: ${m[1]} }`];
  if (
    (m = /^your opponent chooses (\d+) cards? (?:from|in) their hand and places (?:it|them) in the Drop Area$/i.exec(s))
  )
    return [`{ do: 'discard', whose: 'opponent', n: ${m[1]} }`];
  if ((m = /^play (\d+) (.+?) tokens?$/i.exec(s)) && tokenPower !== null)
    return [`{ do: 'tokens', n: ${m[1]}, name: ${JSON.stringify(m[2])}, power: ${tokenPower} }`];
  if (/^play this card in Rest Mode$/i.test(s)) return [`{ do: 'playThis', rested: true }`];
  if ((m = /^if your Leader Card is (red|blue|green|yellow|black), (.*)$/i.exec(s))) {
    const inner = effect(m[2]);
    return inner ? [`ifThen(leaderIs({ colour: '${m[1].toLowerCase()}' }), [${inner.join(', ')}])`] : null;
  }
  // "if your Leader Card is <X> / a <<X>>, …" (BT3-022 … 025, BT3-080; h16f).
  if ((m = /^if your Leader Card is (?:an? )?(<<[^>]+>>|<[^<>]+>), (.*)$/i.exec(s))) {
    const f = filterOf(m[1]);
    const inner = effect(m[2]);
    return f && inner ? [`ifThen(leaderIs(${f}), [${inner.join(', ')}])`] : null;
  }
  if ((m = /^this card gains \[([^\]]+)\] for the duration of the (turn|battle)$/i.exec(s)) && KEYWORDS[m[1]])
    return [`grant(thisCard, '${KEYWORDS[m[1]]}', ${DURATION[m[2]]})`];
  if ((m = /^choose up to (\d+) of your opponent's Battle Cards? and return (?:it|them) to their hand$/i.exec(s)))
    return [`{ do: 'toHand', target: chooseOpp(${m[1]}, { upTo: true }) }`];
  // With a qualifier, "to their owner's hand" (BT3-040; h16f).
  if (
    (m =
      /^choose up to (\d+) of your opponent's Battle Cards? (with .+?) and return (?:it|them) to their (?:owner's )?hand$/i.exec(
        s,
      ))
  ) {
    const f = filterOf(m[2]);
    return f ? [`{ do: 'toHand', target: chooseOpp(${m[1]}, { upTo: true, filter: ${f} }) }`] : null;
  }
  // DBS 6-2-2 overridden (BT3-101; h16f).
  if (
    (m =
      /^choose up to (\d+) of your opponent's Battle Cards? in Rest Mode\. That card cannot switch to Active Mode during your opponent's next Charge Phase$/i.exec(
        s,
      ))
  )
    return [`{ do: 'noStandNextCharge', target: chooseOpp(${m[1]}, { upTo: true, filter: { rested: true } }) }`];
  if (/^choose all of your opponent's Battle Cards and switch them to Rest Mode$/i.test(s))
    return [`{ do: 'rest', target: { t: 'all', whose: 'opponent', zone: 'battle' } }`];
  if (
    (m =
      /^(?:you may )?choose up to (\d+) (.+?) from your deck and (add (?:it|them) to your hand|play (?:it|them))\. Then,? shuffle your deck$/i.exec(
        s,
      ))
  ) {
    const f = filterOf(m[2]);
    if (!f) return null;
    const to = /^add/i.test(m[3]) ? 'hand' : 'play';
    return [`{ do: 'search', look: 0, pick: ${m[1]}, upTo: true, filter: ${f}, to: '${to}' }`];
  }
  m =
    /^choose (up to )?(\d+) (?:of your opponent's|opponent) (?:Battle )?Cards?(.*?)(?: in the Battle Area)?(?:,? and|\.) KO (?:it|that card|them)$/i.exec(
      s,
    );
  if (m) {
    const f = m[3].trim() ? filterOf(m[3]) : null;
    if (m[3].trim() && !f) return null;
    const more = [m[1] ? 'upTo: true' : '', f ? `filter: ${f}` : ''].filter(Boolean).join(', ');
    return [`ko(chooseOpp(${m[2]}${more ? `, { ${more} }` : ''}))`];
  }
  m =
    /^choose (up to )?(\d+) of your (?:(red|blue|green|yellow|black) )?(Battle Cards|cards)\. It gains \+(\d+) power for the duration of the (turn|battle)$/i.exec(
      s,
    );
  if (m) {
    const f = m[3] ? `, filter: { colour: '${m[3]}' }` : '';
    const zone = m[4] === 'cards' ? 'battleOrLeader' : 'battle';
    return [
      `power({ t: 'choose', whose: 'you', zone: '${zone}', n: ${m[2]}${m[1] ? ', upTo: true' : ''}${f} }, ${m[5]}, ${DURATION[m[6]]})`,
    ];
  }
  m =
    /^look at up to (\d+) cards from the top of your deck\. Choose up to (\d+) (.+?)(?: among them)? and add (?:it|them) to your hand\. Then,? (shuffle your deck|place the rest of the cards in the Drop Area)$/i.exec(
      s,
    );
  if (m) {
    const f = filterOf(m[3]);
    if (!f) return null;
    // "Then, place the rest of the cards in the Drop Area" (BT3-062; h16f).
    const rest = /Drop Area/i.test(m[4]) ? ", rest: 'drop'" : '';
    return [
      `{ do: 'search', look: ${m[1]}, lookUpTo: true, pick: ${m[2]}, upTo: true, filter: ${f}, to: 'hand'${rest} }`,
    ];
  }
  return null;
}

/** "A. B" → effects of both sentences (a condition "if …, X" wraps its sentence). */
function effects(s) {
  const whole = effect(s);
  if (whole) return whole;
  const out = [];
  for (const sentence of s.split(/(?<=\.)\s+(?=[A-Z])/)) {
    let m;
    if ((m = /^if you have (\d+) or more energy, (.*)$/i.exec(sentence.trim()))) {
      const inner = effect(m[2]);
      if (!inner) return null;
      out.push(`ifThen(energyAtLeast(${m[1]}), [${inner.join(', ')}])`);
      continue;
    }
    if ((m = /^if you have (\d+) or (more|less) cards in your hand, (.*)$/i.exec(sentence.trim()))) {
      const inner = effect(m[3]);
      if (!inner) return null;
      const op = m[2] === 'more' ? '>=' : '<=';
      out.push(`ifThen({ if: 'hand', op: '${op}', n: ${m[1]} }, [${inner.join(', ')}])`);
      continue;
    }
    const e = effect(sentence);
    if (!e) return null;
    out.push(...e);
  }
  return out;
}

const TRIGGERS = [
  [/^When you play this card using \[Over Realm\], /i, "{ on: 'play', via: 'overRealm' }"],
  [/^When you play this card, /i, 'onPlay()'],
  [/^At the beginning of your Main Phase, /i, "{ on: 'beginning', of: 'mainPhase', whose: 'you' }"],
  [/^At the end of (?:their|your opponent's) turn, /i, "{ on: 'endOfTurn', whose: 'opponent' }"],
  [/^When this card is KO-ed, /i, "{ on: 'thisKOd' }"],
  [/^During your turn, when you combo with this card from your hand, /i, "{ on: 'combo', fromHand: true }", 'yourTurn'],
  [/^During your turn, when you combo with this card, /i, 'onCombo()', 'yourTurn'],
  [/^When you combo with this card from your hand, /i, "{ on: 'combo', fromHand: true }"],
  [
    /^At the end of the battle after you combo with this card from your hand, /i,
    "{ on: 'endOfBattleAfterCombo', fromHand: true }",
  ],
  [/^At the end of the battle after this card attacks, /i, "{ on: 'endOfBattleAfterAttack' }"],
  [/^When this card attacks a Leader Card, /i, "onAttack('leader')"],
  [/^When this card attacks a Battle Card, /i, "onAttack('battle')"],
  [/^When this card attacks, /i, 'onAttack()'],
  [/^When you combo with this card, /i, 'onCombo()'],
  [/^When a card evolves into this card, /i, 'onEvolvedInto()'],
  [/^At the end of your turn, /i, "{ on: 'endOfTurn', whose: 'you' }"],
];

const FREE_WITH =
  /^If <([^>]+)> is in your (?:Battle Area or Leader Area|Leader Area or Battle Area), you (?:can|may) play this card from your hand without paying its energy cost$/i;

/** Skill costs before " : " ("(R)(1) Place this card in the Drop Area"), as DSL cost expressions; null if unknown. */
function costs(s) {
  const out = [];
  let rest = s.trim();
  const e = /^((?:\(\w+\))+)\s*/.exec(rest);
  if (e) {
    const c = energyCost(e[1]);
    if (!c) return null;
    out.push(`energy(${c.replace(/^cost\(/, '').replace(/\)$/, '')})`);
    rest = rest.slice(e[0].length);
  }
  if (!rest) return out;
  const known = [
    [/^Place (\d+) cards? from your hand in the Drop Area$/i, (m) => `{ pay: 'handToDrop', n: ${m[1]} }`],
    [/^Place this card in the Drop Area$/i, () => `{ pay: 'thisToDrop' }`],
    [/^Place this card at the bottom of your deck$/i, () => `{ pay: 'thisToDeckBottom' }`],
    [/^Remove this card from the game$/i, () => `{ pay: 'thisRemoved' }`],
    [/^Switch this card to Rest Mode$/i, () => `{ pay: 'restThis' }`],
    [/^Remove all of your cards in the Drop Area from the game$/i, () => `{ pay: 'dropAllRemoved' }`],
    [
      /^Place this card and (\d+) other cards? from your hand in the Drop Area$/i,
      (m) => `{ pay: 'thisToDrop' }, { pay: 'handToDrop', n: ${m[1]} }`,
    ],
  ];
  const k = known.find(([re]) => re.test(rest));
  if (!k) return null;
  out.push(k[1](k[0].exec(rest)));
  return out;
}

const PERMANENTS = [
  [/^This card cannot be KO-ed by your opponent's skills$/i, "permanent({ cont: 'cannotBeKOdBySkills' })"],
  [
    /^This card cannot be KO-ed by your opponent's card's skills and does not leave the Battle Area due to your opponent's skills$/i,
    "permanent({ cont: 'untouchableBySkills' })",
  ],
  [
    /^During your turn, this card gains \+(\d+) power$/i,
    "permanent({ cont: 'power', target: 'this', n: $1 }, { if: 'yourTurn' })",
  ],
  [/^This card can attack Battle Cards (?:that are )?in Active Mode$/i, "permanent({ cont: 'canAttackActive' })"],
  [/^This card cannot attack Battle Cards$/i, "permanent({ cont: 'cannotAttackBattle' })"],
];

/** One line of text → { skill } (a DSL expression), { keyword: true } (carried by the stats), or { reason }. */
function line(raw) {
  const tm = /\((?:.+?) tokens? (?:has|have) (\d+) power\)/.exec(raw);
  tokenPower = tm ? Number(tm[1]) : null;
  const l = raw.replace(/\s*\([^()]*(?:\([^()]*\)[^()]*)*\)\s*$/, '').trim(); // reminder text
  let m;
  if ((m = /^\[([^\]]+)\]$/.exec(l)) && KEYWORDS[m[1]]) return { keyword: true };
  if (
    (m = /^\[Awaken\] When your life is at (\d+) or less ?: You may draw 2 cards and flip this card over\.?$/i.exec(l))
  )
    return { skill: `awakenAtLife(${m[1]})` };
  // The BT3 Leaders' [Awaken] (h16f): up to 2 energy to Active Mode, then flip.
  if (
    (m =
      /^\[Awaken\] When your life is at (\d+) or less ?: You may choose up to (\d+) of your energy, switch them to Active Mode, and flip this card over\.?$/i.exec(
        l,
      ))
  )
    return {
      skill: `{ kind: 'awaken', cond: lifeAtMost(${m[1]}), effect: [{ do: 'activeMode', target: chooseYourEnergy(${m[2]}) }] }`,
    };
  // DBS 10-15 [Over Realm X] with or without a skill cost (the reminder text is cut above).
  if ((m = /^\[Over Realm (\d+)\] ?((?:\(\w+\))*)$/.exec(l))) {
    const c = m[2] ? energyCost(m[2]) : 'cost(0)';
    return c ? { skill: `overRealm(${m[1]}, ${c})` } : { reason: '[Over Realm]: cost not read' };
  }
  // DBS 10-5 [EX-Evolve]: energy, hand cards to the Drop, or both, or nothing; onto "(Colour )<X> with an energy cost
  // of N or more" (h16f: BT3-003, 047, 057, 059, 060, 084, 085, 123).
  if (
    (m =
      /^\[EX-Evolve\] (?:((?:\(\w+\))*)(?:,? ?[Pp]lace (\d+) cards? from your hand in the Drop Area)? ?: )?(?:(Red|Blue|Green|Yellow|Black) )?<([^<>]+)> with an energy cost of (\d+) or more\.?$/.exec(
        l,
      ))
  ) {
    const c = m[1] ? energyCost(m[1]) : 'cost(0)';
    if (!c) return { reason: '[EX-Evolve]: cost not read' };
    const onto = [
      m[3] ? `colour: '${m[3].toLowerCase()}'` : '',
      `character: [${JSON.stringify(m[4])}]`,
      `costMin: ${m[5]}`,
    ].filter(Boolean);
    const extra = m[2] ? `, [{ pay: 'handToDrop', n: ${m[2]} }]` : '';
    return { skill: `exEvolve({ ${onto.join(', ')} }, ${c}${extra})` };
  }
  if ((m = /^\[Evolve\] ((?:\(\w+\))+) ?: <([^>]+)>$/.exec(l))) {
    const c = energyCost(m[1]);
    return c ? { skill: `evolve(${JSON.stringify(m[2])}, ${c})` } : { reason: '[Evolve]: cost not read' };
  }
  if ((m = /^\[Union-Fusion\] ((?:\(\w+\))+) ?: <([^>]+)> and <([^>]+)>$/.exec(l))) {
    const c = energyCost(m[1]);
    return c
      ? { skill: `unionFusion(${c}, [${JSON.stringify(m[2])}, ${JSON.stringify(m[3])}])` }
      : { reason: '[Union-Fusion]: cost not read' };
  }
  if ((m = /^\[Auto\] (\[Once per turn\] )?(.*)$/i.exec(l))) {
    let body = m[2];
    const more = [];
    if (m[1]) more.push('once: true');
    const c = /^If you have (\d+) or more (red|blue|green|yellow|black) energy, (?=when)/i.exec(body);
    if (c) {
      more.push(`cond: { if: 'energy', op: '>=', n: ${c[1]}, colour: '${c[2].toLowerCase()}' }`);
      body = body.slice(c[0].length).replace(/^when/, 'When');
    }
    const t = TRIGGERS.find(([re]) => re.test(body));
    if (!t) return { reason: '[Auto]: trigger phrasing not known' };
    if (t[2] === 'yourTurn') more.push("cond: { if: 'yourTurn' }");
    const e = effects(body.replace(t[0], ''));
    const tail = more.length ? `, { ${more.join(', ')} }` : '';
    return e ? { skill: `auto(${t[1]}, [${e.join(', ')}]${tail})` } : { reason: '[Auto]: effect phrasing not known' };
  }
  if ((m = /^\[Activate: (Main|Battle)\] (\[Once per turn\] )?(.*)$/i.exec(l))) {
    const [head, ...tail] = m[3].split(' : ');
    const c = tail.length ? costs(head) : [];
    if (tail.length > 1 || !c) return { reason: `[Activate: ${m[1]}]: cost not known` };
    const e = effects((tail.length ? tail[0] : head).replace(/^Choose/, 'choose'));
    const builder = m[1] === 'Main' ? 'activateMain' : 'activateBattle';
    const more = [
      m[2] ? 'once: true' : '',
      /this card and \d+ other cards? from your hand/i.test(head) ? 'fromHand: true' : '',
    ]
      .filter(Boolean)
      .join(', ');
    return e
      ? { skill: `${builder}([${c.join(', ')}], [${e.join(', ')}]${more ? `, { ${more} }` : ''})` }
      : { reason: `[Activate: ${m[1]}]: effect phrasing not known` };
  }
  if ((m = /^\[Counter: (Attack|Play|Battle Card Attack)\] (.*)$/.exec(l))) {
    const [head, ...tail] = m[2].split(' : ');
    const c = tail.length ? costs(head) : [];
    if (tail.length > 1 || !c) return { reason: `[Counter]: cost not known` };
    const e = effects((tail.length ? tail[0] : head).replace(/^Choose/, 'choose'));
    const on = m[1] === 'Play' ? 'play' : 'attack';
    const more = m[1] === 'Battle Card Attack' ? ', { battleCardOnly: true }' : '';
    return e
      ? { skill: `counter('${on}', [${e.join(', ')}], [${c.join(', ')}]${more})` }
      : { reason: '[Counter]: effect phrasing not known' };
  }
  if ((m = /^\[Permanent\] (.*?)\.?$/.exec(l))) {
    const f = FREE_WITH.exec(m[1]);
    if (f)
      return {
        skill: `permanent({ cont: 'freePlay' }, { if: 'inPlay', filter: { character: [${JSON.stringify(f[1])}] } })`,
      };
    const p = PERMANENTS.find(([re]) => re.test(m[1]));
    return p ? { skill: m[1].replace(p[0], p[1]) } : { reason: '[Permanent]: phrasing not known' };
  }
  if ((m = /^\[([^\]:]+)/.exec(l))) return { reason: `[${m[1]}]: skill kind not drafted` };
  return { reason: 'a line without a skill keyword' };
}

function draftFace(row) {
  const skills = [];
  const reasons = [];
  for (const raw of (row.text ?? '').split('\n')) {
    if (!raw.trim()) continue;
    const r = line(raw);
    if (r.skill) skills.push(r.skill);
    else if (r.reason) reasons.push(r.reason);
  }
  return { skills, reasons };
}

const report = { ready: [], drafted: [], flagged: [] };
const drafts = [];
if (set) {
  for (const c of printings.filter((p) => setOf(p.cardNumber) === set)) {
    if (inPool.has(c.cardNumber) && !all) continue;
    const faces = rowsOf(c).map(draftFace);
    const reasons = faces.flatMap((f, i) => f.reasons.map((r) => (i ? `back: ${r}` : r)));
    if (reasons.length) report.flagged.push(`${c.cardNumber}  ${reasons.join('; ')}`);
    else if (faces.every((f) => f.skills.length === 0)) report.ready.push(c.cardNumber);
    else {
      report.drafted.push(c.cardNumber);
      faces.forEach((f, i) => {
        if (f.skills.length) drafts.push(`  '${c.cardNumber}${i ? '#back' : ''}': [${f.skills.join(', ')}],`);
      });
    }
  }
  console.log(
    `${set}: ${report.ready.length} ready (stats only), ${report.drafted.length} drafted, ${report.flagged.length} flagged`,
  );
  console.log(`ready: ${report.ready.join(' ') || '-'}`);
  console.log(`drafted: ${report.drafted.join(' ') || '-'}`);
  for (const f of report.flagged) console.log(`flagged ${f}`);
  mkdirSync(join(root, 'drafts'), { recursive: true });
  const file = join(root, 'drafts', `dbs-${set}.ts`);
  writeFileSync(
    file,
    `// Drafted by scripts/draft-dbs-cards.mjs: check each entry against the card, then move it into\n` +
      `// src/games/dbs/cards/abilities/${set.toLowerCase()}.ts and add the card's stats with --add.\n` +
      `registerSkills({\n${drafts.join('\n')}\n});\n`,
  );
  console.log(`drafts written to ${file}`);
}

// ---- 3. adding stats ----------------------------------------------------------------------------------------

if (add) {
  const codes = add === 'ready' ? report.ready : add.split(',').map((x) => x.trim().toUpperCase());
  const bySource = new Map(printings.map((c) => [c.cardNumber, c]));
  let n = 0;
  for (const code of codes) {
    const c = bySource.get(code);
    if (!c) fail(`--add: no printing ${code}`);
    if (inPool.has(code)) continue;
    pool.push(record(c));
    inPool.add(code);
    n++;
  }
  pool.sort((a, b) => a.code.localeCompare(b.code));
  writeFileSync(poolPath, JSON.stringify(pool, null, 2) + '\n');
  console.log(`added ${n} cards to data/dbs/cards.json`);
}
