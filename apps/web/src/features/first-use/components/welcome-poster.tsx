import { AspectRatio, Box } from '@mantine/core';

/** Drawn in SVG (nothing to download): the home's tiles, a rising chart and a check. */
export function WelcomePoster() {
  const brand = 'var(--mantine-color-brand-7)';
  const light = 'var(--mantine-color-brand-1)';
  return (
    <Box style={{ borderRadius: 12, overflow: 'hidden', background: 'linear-gradient(160deg, var(--mantine-color-brand-0), var(--mantine-color-brand-2))' }}>
      <AspectRatio ratio={16 / 6}>
        <svg viewBox="0 0 640 240" role="img" aria-label="Your accounts, your plan and your advisors in one place">
          {[0, 1, 2].map((row) =>
            [0, 1].map((column) => <rect key={`${row}-${column}`} x={48 + column * 92} y={36 + row * 58} width="80" height="46" rx="10" fill="white" />),
          )}
          <rect x="260" y="36" width="220" height="168" rx="14" fill="white" />
          <path d="M284 176l44-40 36 22 52-58 40 24" stroke={brand} strokeWidth="6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          <circle cx="456" cy="124" r="7" fill={brand} />
          <circle cx="556" cy="120" r="46" fill={light} />
          <path d="M534 120l16 16 30-32" stroke={brand} strokeWidth="9" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </AspectRatio>
    </Box>
  );
}
