// Every deck's card scripts, registered on import (abilities/registry.ts).
import './td01.ts';
import './td02.ts';
import './td06.ts';
import './td07.ts';
import './td03.ts';
import './td04.ts';
import './htd01.ts';
import './htd02.ts';
