/** A theme colour ('teal.6') as CSS, for elements that take a plain colour. */
export const themeColorVar = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;
