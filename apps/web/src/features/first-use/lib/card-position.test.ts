import { describe, expect, it } from 'vitest';
import { cardPosition } from './card-position';

const view = { width: 1280, height: 900 };
const card = { width: 320, height: 180 };

describe("the tour card's place", () => {
  it('goes right of a narrow target', () => {
    expect(cardPosition({ top: 100, left: 0, width: 272, height: 600 }, card, view)).toEqual({ left: 288, top: 100 });
  });

  it('goes below a wide target, inside the window', () => {
    expect(cardPosition({ top: 200, left: 40, width: 1200, height: 300 }, card, view)).toEqual({ left: 40, top: 516 });
  });

  it('goes above a wide target with no room below', () => {
    expect(cardPosition({ top: 600, left: 1100, width: 170, height: 280 }, card, view)).toEqual({ left: 952, top: 404 });
  });
});
