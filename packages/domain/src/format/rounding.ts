/** Rounds half away from zero to a number of decimals, on the decimal text the number stands for (0.705 → 0.71 at 2). */
export function roundHalfAwayFromZero(value: number, decimals = 0): number {
  const magnitude = Number(`${Math.round(Number(`${Math.abs(value)}e${decimals}`))}e-${decimals}`);
  return value < 0 && magnitude !== 0 ? -magnitude : magnitude;
}
