import type { TSessionUser } from '@finboard/contracts';
import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardIcon, ChevronDownIcon, HelpIcon, HomeIcon, LockIcon, LogOutIcon, UserIcon, UsersIcon } from '../../../components/icons';
import { buildProfileMenu, type ProfileMenuItem } from './menus/profile-menu-items';

const ICONS: Record<string, ReactNode> = {
  profile: <UserIcon size={16} />,
  security: <LockIcon size={16} />,
  accounts: <CardIcon size={16} />,
  clients: <UsersIcon size={16} />,
  advisors: <UsersIcon size={16} />,
  billing: <CardIcon size={16} />,
  home: <HomeIcon size={16} />,
  'account-data': <UserIcon size={16} />,
  help: <HelpIcon size={16} />,
  logout: <LogOutIcon size={16} />,
};

const initials = (user: TSessionUser) => `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();

/** The avatar menu; `items` replaces the role's entries where a page offers fewer (onboarding). */
export function ProfileMenu({
  user,
  onHelp,
  onLogout,
  items = buildProfileMenu(user),
}: {
  user: TSessionUser;
  onHelp: () => void;
  onLogout: () => void;
  items?: ProfileMenuItem[];
}) {
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        {/* Named by what it shows (the name and role) and then 'Profile menu': a label replacing the
            visible text would not match it for people who speak to their screen (WCAG 2.5.3). */}
        <UnstyledButton px={6} py={4} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Group gap={10} wrap="nowrap">
            {/* Decorative: the name is beside it. */}
            <Avatar src={user.photoUrl} alt="" radius="xl" size={34} color="brand">
              {initials(user)}
            </Avatar>
            <div style={{ lineHeight: 1.2 }}>
              <Text fz="sm" fw={600} truncate maw={160} visibleFrom="sm">
                {user.firstName} {user.lastName}
              </Text>
              <Text fz="xs" c="dimmed" tt="capitalize" visibleFrom="sm">
                {user.role}
              </Text>
            </div>
            <ChevronDownIcon size={16} />
            <VisuallyHidden>Profile menu</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        {items.map((item) => {
          if (item.kind === 'link') {
            return (
              <Menu.Item key={item.key} component={Link} to={item.href} leftSection={ICONS[item.key]}>
                {item.label}
              </Menu.Item>
            );
          }
          const isLogout = item.key === 'logout';
          return [
            isLogout ? <Menu.Divider key="divider" /> : null,
            <Menu.Item key={item.key} leftSection={ICONS[item.key]} color={isLogout ? 'red' : undefined} onClick={isLogout ? onLogout : onHelp}>
              {item.label}
            </Menu.Item>,
          ];
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
