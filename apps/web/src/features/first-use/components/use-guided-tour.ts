import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { nextTourStep, TOUR_STEPS } from '../lib/tour-steps';

export interface GuidedTour {
  /** The step shown, or null while no tour runs. */
  stepIndex: number | null;
  start: () => void;
  next: () => void;
  /** Ends the tour early (the card's ×, Escape). */
  close: () => void;
}

/** Held by the shell, which stays mounted while the tour moves between pages. */
export function useGuidedTour(): GuidedTour {
  const navigate = useNavigate();
  const [stepIndex, setStepIndex] = useState<number | null>(null);
  // The last Next or a close returns to the first step's page and ends the tour (spec 01 §2).
  const end = useCallback(() => {
    setStepIndex(null);
    const first = TOUR_STEPS[0];
    if (first) void navigate(first.route);
  }, [navigate]);
  const start = useCallback(() => setStepIndex(0), []);
  const next = useCallback(() => {
    if (stepIndex === null) return;
    const following = nextTourStep(stepIndex, TOUR_STEPS.length);
    if (following === null) end();
    else setStepIndex(following);
  }, [stepIndex, end]);
  return { stepIndex, start, next, close: end };
}
