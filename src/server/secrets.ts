// Room ids, invite codes, seat tokens and game seeds for the match server. These come from
// node:crypto, not from the rules' PRNG: they are secrets and setup, never rules randomness (a game's
// randomness is its seed, fixed before the first decision and stored in its record).
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A seat's secret: 32 random bytes, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function tokenMatches(token: string, hash: string): boolean {
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function newGameId(): string {
  return randomBytes(9).toString('base64url');
}

/** Short enough to read out, long enough not to guess: 40 random bits in base32-like letters. */
export function newInviteCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let code = '';
  for (let i = 0; i < 8; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}

/** A simulation job's first seed (the simulator plays numbered seeds; nothing there is hidden from anyone). */
export function newSeed(): number {
  return randomBytes(4).readUInt32BE(0);
}

/**
 * A game's seed when no player chose one: 256 random bits as 64 hex digits, which key the rules' ChaCha20
 * generator (src/core/rng.ts), so no seat can search for it from what it sees or predict a later draw.
 */
export function newGameSeed(): string {
  return randomBytes(32).toString('hex');
}

/**
 * The AI seat's agent seed for a game whose seed is 64 hex digits: a one-way function of it (SHA-256), so the
 * agent's moves, which a player can study, tell nothing about the game's seed. 32 bits, as agents take.
 */
export function agentSeedOf(seed: string): number {
  return createHash('sha256').update(`arbiter agent seed\0${seed}`).digest().readUInt32BE(0);
}
