import { Group, Text } from '@mantine/core';
import { env } from '../config/env';

/** The product wordmark; a company logo replaces it in the shell when the user has one. */
export function BrandLogo({ size = 'md', inverted = false }: { size?: 'sm' | 'md' | 'lg'; inverted?: boolean }) {
  const mark = size === 'lg' ? 36 : size === 'sm' ? 24 : 30;
  return (
    <Group gap={10} wrap="nowrap">
      <svg width={mark} height={mark} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill={inverted ? '#ffffff' : 'var(--mantine-color-brand-7)'} />
        <path d="M9 22V10h12v3h-8.5v2.5H19v3h-6.5V22z" fill={inverted ? 'var(--mantine-color-brand-8)' : '#ffffff'} />
      </svg>
      <Text component="span" fw={700} fz={size === 'lg' ? 26 : size === 'sm' ? 17 : 20} c={inverted ? 'white' : 'dark.8'} style={{ letterSpacing: '-0.02em' }}>
        {env.productName}
      </Text>
    </Group>
  );
}
