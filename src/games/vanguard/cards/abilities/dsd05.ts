// D-SD05 "Aurora Battle Princess, Seraph Snow" (Brandt Gate, D standard): the abilities the language covers so far.
// Cards not listed here (Jewelion, the trigger units but the over trigger) have none; Girgrand's Sentinel is its
// record's flag. Not yet implemented: every card that imprisons or reads the Prison (VGD 17.5: Seraph Snow, Risatt
// Pink, Kyanite Blue, Alert Guard Gunner, Security Patroller, Autonomic Caution and the Prison order Galactolus).
import { defineAbilities } from '../../abilities/registry.ts';
import { olbaria, rodeUponWentSecondDraw } from './dEra.ts';
import { sentinelGuard } from './vEra.ts';

defineAbilities('D-SD05/004', [rodeUponWentSecondDraw()]); // Aurora Battle Princess, Ruby Red
defineAbilities('D-SD05/009', [sentinelGuard()]); // Craggy Beast, Girgrand
defineAbilities('D-SD05/010', olbaria()); // Spiritual King of Determination, Olbaria
