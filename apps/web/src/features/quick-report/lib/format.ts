import { formatDollars } from '../../../lib/money';

/** Card values are rounded down to whole dollars (spec 02 §9), e.g. "$1,234" or "-$80". */
export const formatCardCents = (cents: number) => formatDollars(Math.floor(cents / 100));

/** A theme colour ('teal.6') as CSS, for elements that take a plain colour. */
export const themeColorVar = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;
