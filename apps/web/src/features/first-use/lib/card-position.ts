export interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

const GAP = 16;
const MARGIN = 8;

/**
 * Where the step's card goes: beside the target when there is room on its right, else below it,
 * else above; always inside the window.
 */
export function cardPosition(target: Rect, card: { width: number; height: number }, view: { width: number; height: number }): { top: number; left: number } {
  const clamp = (value: number, max: number) => Math.max(MARGIN, Math.min(value, max - MARGIN));
  const right = target.left + target.width + GAP;
  if (right + card.width <= view.width - MARGIN) {
    return { left: right, top: clamp(target.top, view.height - card.height) };
  }
  const left = clamp(target.left, view.width - card.width);
  const below = target.top + target.height + GAP;
  if (below + card.height <= view.height - MARGIN) return { left, top: below };
  return { left, top: clamp(target.top - GAP - card.height, view.height - card.height) };
}
