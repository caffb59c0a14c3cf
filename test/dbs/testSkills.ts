// Test-only DBS skills lent to card numbers for the tests of one file or describe block: registered before its
// tests and taken off after them, so blocks that lend different skills to one card number can share a file.
import { afterAll, beforeAll } from 'vitest';
import type { Skill } from '../../src/games/dbs/abilities/dsl.ts';
import { withTestSkills } from '../../src/games/dbs/abilities/registry.ts';

export function useTestSkills(defs: Record<string, Skill[]>): void {
  let undo: () => void = () => {};
  beforeAll(() => {
    undo = withTestSkills(defs);
  });
  afterAll(() => undo());
}
