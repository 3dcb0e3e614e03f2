import { Paper, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BankIcon, CardIcon, ChartIcon, HelpIcon, HomeIcon, UserIcon, UsersIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import classes from './home-tiles.module.css';

interface Tile {
  key: string;
  title: string;
  description: string;
  icon: ReactNode;
  href?: string;
}

// Spec 01 §2 "Client home tiles", each leading to its area.
const TILES: Tile[] = [
  { key: 'plan', title: 'My Plan', description: 'Your retirement score and plan', icon: <ChartIcon size={24} />, href: paths.clientMyPlan() },
  {
    key: 'reports',
    title: 'Financial Reports',
    description: 'Net worth, cash flow and investment reports',
    icon: <CardIcon size={24} />,
    href: paths.clientReports(),
  },
  {
    key: 'info',
    title: 'Financial Info',
    description: 'Connected accounts, assets and liabilities',
    icon: <BankIcon size={24} />,
    href: paths.clientAccounts(),
  },
  { key: 'personal', title: 'Personal Info', description: 'Your profile and contact details', icon: <UserIcon size={24} />, href: paths.userProfile() },
  {
    key: 'advisors',
    title: 'Advisor and Access',
    description: 'Your board of advisors and what they see',
    icon: <UsersIcon size={24} />,
    href: paths.clientBoardAdvisor(),
  },
  { key: 'resources', title: 'Resources', description: 'Scenarios and guides to explore', icon: <HomeIcon size={24} />, href: paths.clientScenarios() },
  { key: 'help', title: 'Help', description: 'Chat with our support team', icon: <HelpIcon size={24} /> },
];

function TileBody({ tile }: { tile: Tile }) {
  return (
    <Paper withBorder p="lg" radius="lg" h="100%" className={classes.tile}>
      <Stack gap="sm">
        <ThemeIcon size={44} radius="md" variant="light">
          {tile.icon}
        </ThemeIcon>
        <Text fw={650} fz="lg">
          {tile.title}
        </Text>
        <Text c="dimmed" fz="sm">
          {tile.description}
        </Text>
      </Stack>
    </Paper>
  );
}

// Each tile is named by its whole text, title then description: a name of the title alone would hide
// the visible description from speech input and screen readers (WCAG 2.5.3).
export function HomeTiles({ onHelp }: { onHelp: () => void }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg" data-tour="home-tiles">
      {TILES.map((tile) =>
        tile.href ? (
          <UnstyledButton key={tile.key} component={Link} to={tile.href} className={classes.link} data-tour={`tile-${tile.key}`}>
            <TileBody tile={tile} />
          </UnstyledButton>
        ) : (
          <UnstyledButton key={tile.key} onClick={onHelp} className={classes.link} data-tour={`tile-${tile.key}`}>
            <TileBody tile={tile} />
          </UnstyledButton>
        ),
      )}
    </SimpleGrid>
  );
}
