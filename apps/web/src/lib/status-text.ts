/** Text colours for status words, readable on white: the variables app/theme.ts sets (AA, 4.5:1). */
export const STATUS_TEXT = { danger: 'var(--finboard-color-danger-text)', warning: 'var(--finboard-color-warning-text)' } as const;
