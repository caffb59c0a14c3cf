// The kernel's two generators (src/core/rng.ts): ChaCha20 against RFC 8439's test vectors, and sfc32 for a
// numeric seed unchanged (the first outputs of seed 42 are pinned, so no change can move every seeded game).
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/core/engine.ts';
import { chacha20Block, hexSeedKey, nextU32, seedRng } from '../../src/core/rng.ts';
import { deckById, expandDeck } from '../../src/games/vanguard/cards/cardPool.ts';
import '../../src/index.ts';

const hex = (ws: number[]) => ws.map((w) => w.toString(16).padStart(8, '0')).join(' ');

describe('RNG', () => {
  it('RFC 8439 §2.3.2: the ChaCha20 block function gives the RFC test vector', () => {
    const key = hexSeedKey('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f');
    expect(hex(chacha20Block(key, 1, [0x09000000, 0x4a000000, 0]))).toBe(
      'e4e7f110 15593bd1 1fdd0f50 c47120a3 c7f4d1c7 0368c033 9aaa2204 4e6cd4c3 ' +
        '466482d2 09aa9f07 05d7c214 a2028bd9 d19c12b5 b94e16de e883d0cb 4e3c50a2',
    );
  });

  it('RFC 8439 A.1 test vectors #1 and #2: a 64-hex-digit seed is the ChaCha20 keystream of that key (nonce 0, counter 0, 1 …)', () => {
    const r = seedRng('0'.repeat(64));
    const words = Array.from({ length: 17 }, () => nextU32(r));
    // Keystream bytes 76 b8 e0 ad a0 f1 3d 90 … (block 0) and 9f 07 e7 be … (block 1), read as little-endian words.
    expect(words.slice(0, 2)).toEqual([0xade0b876, 0x903df1a0]);
    expect(words[16]).toBe(0xbee7079f);
  });

  it('a numeric seed keeps sfc32 exactly (pinned outputs of seed 42)', () => {
    const r = seedRng(42);
    expect(r).toHaveLength(4);
    expect(Array.from({ length: 3 }, () => nextU32(r))).toEqual([1028872839, 2516511472, 400437680]); // the outputs before ChaCha20 was added;
  });

  it('newGame accepts a 64-hex-digit seed and refuses other strings with a clear error', () => {
    const cards = expandDeck(deckById('VG-TD01')!);
    const setup = {
      game: 'vanguard',
      format: 'cr201',
      decks: [{ cards }, { cards }] as [{ cards: string[] }, { cards: string[] }],
    };
    const a = newGame({ ...setup, seed: 'ab'.repeat(32) });
    const b = newGame({ ...setup, seed: 'ab'.repeat(32) });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.rng).toHaveLength(26);
    expect(() => newGame({ ...setup, seed: 'xyz' })).toThrow(/64 hex digits/);
    expect(() => newGame({ ...setup, seed: 'ab'.repeat(31) })).toThrow(/64 hex digits/);
  });
});
