import { useEffect, useState } from 'react';

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

const same = (a: Box | null, b: Box | null) =>
  a === b || (a !== null && b !== null && a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height);

/**
 * Where `[data-tour=key]` is on screen, followed frame by frame while the tour shows (the page may
 * still be loading, scroll or resize). Null until the element exists.
 */
export function useElementRect(key: string | null): Box | null {
  const [box, setBox] = useState<Box | null>(null);
  useEffect(() => {
    if (!key) return undefined;
    let frame = 0;
    let scrolled = false;
    const measure = () => {
      const element = document.querySelector(`[data-tour="${key}"]`);
      if (element) {
        if (!scrolled) {
          element.scrollIntoView({ block: 'nearest' });
          scrolled = true;
        }
        const rect = element.getBoundingClientRect();
        const next = { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
        setBox((previous) => (same(previous, next) ? previous : next));
      } else {
        setBox(null);
      }
      frame = requestAnimationFrame(measure);
    };
    measure();
    return () => cancelAnimationFrame(frame);
  }, [key]);
  return box;
}
