// Test-only D standard card records (the built-in pool holds no D card yet): a ride deck of grades 0–3 whose
// grade 3 has the persona ride icon (VGD 2.13.3), and grade 3s that differ from it in name or icon.
import type { CardRecord } from '../../../src/games/vanguard/cards/cardRecord.ts';
import { paladinRecord } from '../testCards.ts';

export const D = {
  g0: 'DT/000',
  g1: 'DT/001',
  g2: 'DT/002',
  persona: 'DT/003', // grade 3, persona ride icon
  otherPersona: 'DT/004', // grade 3, persona ride icon, another name
  noIcon: 'DT/005', // grade 3, the persona's name, no icon
  personaG2: 'DT/006', // grade 2, the persona's name and icon
  over: 'DT/007', // grade 0 over trigger (VGD 11.10.2.7)
  over2: 'DT/008', // another over trigger
  front: 'DT/009', // front trigger, +10000 (VGD 11.10.2.6)
  heal: 'DT/010', // heal trigger, +10000 (VGD 11.10.2.5)
} as const;

export const D_CARDS: readonly CardRecord[] = [
  paladinRecord(D.g0, 'Test Squire', { grade: 0, power: 6000, shield: 10000, unitType: 'normal', skills: ['boost'] }),
  paladinRecord(D.g1, 'Test Knight', { grade: 1, power: 8000, shield: 5000, unitType: 'normal', skills: ['boost'] }),
  paladinRecord(D.g2, 'Test Captain', {
    grade: 2,
    power: 10000,
    shield: 5000,
    unitType: 'normal',
    skills: ['intercept'],
  }),
  paladinRecord(D.persona, 'Test Persona King', {
    grade: 3,
    power: 13000,
    shield: null,
    unitType: 'normal',
    skills: ['twinDrive'],
    personaRide: true,
  }),
  paladinRecord(D.otherPersona, 'Test Other King', {
    grade: 3,
    power: 13000,
    shield: null,
    unitType: 'normal',
    skills: ['twinDrive'],
    personaRide: true,
  }),
  paladinRecord(D.noIcon, 'Test Persona King', {
    grade: 3,
    power: 13000,
    shield: null,
    unitType: 'normal',
    skills: ['twinDrive'],
  }),
  paladinRecord(D.personaG2, 'Test Persona King', {
    grade: 2,
    power: 10000,
    shield: 5000,
    unitType: 'normal',
    skills: ['intercept'],
    personaRide: true,
  }),
  paladinRecord(D.over, 'Test Over Dragon', {
    grade: 0,
    power: 5000,
    shield: 50000,
    unitType: 'trigger',
    skills: ['boost'],
    trigger: { kind: 'over', power: 100000000 },
  }),
  paladinRecord(D.over2, 'Test Other Over Dragon', {
    grade: 0,
    power: 5000,
    shield: 50000,
    unitType: 'trigger',
    skills: ['boost'],
    trigger: { kind: 'over', power: 100000000 },
  }),
  paladinRecord(D.front, 'Test Front Lancer', {
    grade: 0,
    power: 5000,
    shield: 20000,
    unitType: 'trigger',
    skills: ['boost'],
    trigger: { kind: 'front', power: 10000 },
  }),
  paladinRecord(D.heal, 'Test Healer', {
    grade: 0,
    power: 5000,
    shield: 20000,
    unitType: 'trigger',
    skills: ['boost'],
    trigger: { kind: 'heal', power: 10000 },
  }),
];

/** The usual ride deck: one each of grades 0 to 3. */
export const RIDE_DECK: readonly string[] = [D.g0, D.g1, D.g2, D.persona];
