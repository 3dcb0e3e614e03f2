import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label and value pairs as a description list. */
export function FactsList({ facts }: { facts: { label: string; value: ReactNode }[] }) {
  return (
    <dl style={{ margin: 0 }}>
      {facts.map((fact) => (
        <Group key={fact.label} gap="xs" py={2} wrap="nowrap" align="baseline">
          <Text component="dt" size="sm" c="dimmed" w={150} style={{ flexShrink: 0 }}>
            {fact.label}
          </Text>
          <Text component="dd" size="sm" fw={500} m={0}>
            {fact.value}
          </Text>
        </Group>
      ))}
    </dl>
  );
}
