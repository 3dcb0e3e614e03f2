import { ageFromOffset } from './plan-view';

export interface RetirementDragOptions {
  currentAge: number;
  startAge: number;
  /** Every whole-age change while dragging: recompute the preview. */
  onPreview: (retirementAge: number) => void;
  /** On release, when the age changed: save it. */
  onCommit: (retirementAge: number) => void;
}

/** A drag of the retirement marker: x positions (years from today) snap to whole ages within 50–70. */
export function createRetirementDrag({ currentAge, startAge, onPreview, onCommit }: RetirementDragOptions) {
  let age = startAge;
  let ended = false;
  return {
    get age() {
      return age;
    },
    move(offset: number) {
      if (ended || !Number.isFinite(offset)) return;
      const next = ageFromOffset(offset, currentAge);
      if (next === age) return;
      age = next;
      onPreview(next);
    },
    end() {
      if (ended) return;
      ended = true;
      if (age !== startAge) onCommit(age);
    },
  };
}
