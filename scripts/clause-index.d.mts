// Types of scripts/clause-index.mjs, for test/lint/clauseIndex.test.ts.
export const ROOT: string;
export const SOURCES: string[];
export const NOT_RULES: Record<string, string>;
export function rulesFiles(root?: string): string[];
export function headerOf(text: string): string;
export function citedClauses(header: string): Record<string, string[]>;
export function knownClauses(root?: string): Record<string, Set<string>>;
export function clauseIndex(root?: string): {
  files: { file: string; cited: Record<string, string[]> }[];
  problems: string[];
  markdown: string;
};
