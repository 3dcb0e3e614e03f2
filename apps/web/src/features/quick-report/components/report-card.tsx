import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface ReportCardProps {
  title: string;
  /** The full page behind the card, e.g. the net-worth page. */
  link?: { label: string; href: string };
  children: ReactNode;
}

/** A card of the report: a titled section (a region named by its title) with an optional way to the details. */
export function ReportCard({ title, link, children }: ReportCardProps) {
  const headingId = `report-card-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId} h="100%">
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="lg" id={headingId}>
            {title}
          </Title>
          {link && (
            <Anchor component={Link} to={link.href} fz="sm">
              {link.label}
            </Anchor>
          )}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
