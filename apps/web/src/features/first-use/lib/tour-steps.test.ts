import { describe, expect, it } from 'vitest';
import { nextTourStep, TOUR_STEPS, tourProgress } from './tour-steps';

describe('the guided tour', () => {
  it("counts its steps as 'n of total'", () => {
    expect(tourProgress(0, 5)).toBe('1 of 5');
    expect(tourProgress(4, 5)).toBe('5 of 5');
  });

  it('ends after the last step', () => {
    expect(nextTourStep(0, 3)).toBe(1);
    expect(nextTourStep(1, 3)).toBe(2);
    expect(nextTourStep(2, 3)).toBeNull();
  });

  it('starts on /home over the tiles and reaches the side menu of another page', () => {
    expect(TOUR_STEPS[0]).toMatchObject({ route: '/home', target: 'home-tiles' });
    expect(TOUR_STEPS.some((step) => step.target === 'side-menu' && step.route !== '/home')).toBe(true);
  });
});
