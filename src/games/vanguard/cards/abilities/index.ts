// Registers the abilities of every card of the ten original trial decks.
import './td01.ts';
import './td02.ts';
import './td03.ts';
import './td04.ts';
import './td05.ts';
import './td06.ts';
import './td07.ts';
import './td08.ts';
import './td09.ts';
import './td10.ts';
import './protect.ts';
// The V-era trial decks (data/vanguard/v-td.cards.json).
import './vtd01.ts';
import './vtd02.ts';
// The D standard's trial decks (data/vanguard/d-td.cards.json).
import './dsd01.ts';
import './dsd02.ts';
import './dsd03.ts';
import './dltd01.ts';
import './dsd04.ts';
import './dsd05.ts';
