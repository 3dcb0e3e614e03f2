import { z } from 'zod';

/** Whole cents, never negative, within the range JavaScript counts exactly (and far above any real balance). */
export const zCents = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** A rate as a decimal share: 0.1 is 10%. */
export const zRate = z.number().finite().min(0).max(1);
