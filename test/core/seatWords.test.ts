// Results told from the reader's seat (src/games/seatWords.ts): the rules word a game's end by seat number; the
// browser and the terminal say "you" and "your opponent" instead.
import { describe, expect, it } from 'vitest';
import { outcomeFor, reasonFor, seatName } from '../../src/games/seatWords.ts';

describe('results from the viewer’s seat', () => {
  it('turns "player N" into "you" or "your opponent", keeping the numbers for a spectator', () => {
    expect(reasonFor('player 1 lost: six or more damage', 0)).toBe('you lost: six or more damage');
    expect(reasonFor('player 1 lost: six or more damage', 1)).toBe('your opponent lost: six or more damage');
    expect(reasonFor('player 1 lost: six or more damage', 'spectator')).toBe('player 1 lost: six or more damage');
    expect(reasonFor('player 2 conceded', 1)).toBe('you conceded');
    expect(reasonFor('player 1 has no cards in their Life', 0)).toBe('you have no cards in your Life');
    expect(reasonFor('player 1 has no cards in their Life', 1)).toBe('your opponent has no cards in their Life');
    expect(reasonFor("player 2's AI failed", 0)).toBe("your opponent's AI failed");
    expect(reasonFor('player 2 ran out of time', 1)).toBe('you ran out of time');
    expect(reasonFor('both players lost (no cards in deck; six or more damage)', 1)).toBe(
      'both players lost (your opponent: no cards in deck; you: six or more damage)',
    );
    expect(reasonFor('an infinite loop nobody could stop (DBS 11-1-2)', 0)).toBe(
      'an infinite loop nobody could stop (DBS 11-1-2)',
    );
  });

  it('names the outcome and the seats from the viewer', () => {
    expect(outcomeFor(0, 0)).toBe('You win');
    expect(outcomeFor(0, 1)).toBe('You lose');
    expect(outcomeFor(1, 'spectator')).toBe('Player 2 wins');
    expect(outcomeFor('draw', 0)).toBe('Draw');
    expect(seatName(1, 1)).toBe('You');
    expect(seatName(0, 1)).toBe('Your opponent');
    expect(seatName(0, 'spectator')).toBe('Player 1');
  });
});
