import type { TSessionUser } from '@finboard/contracts';
import { homePath } from '@finboard/domain/validation';
import { Burger, Group, Image } from '@mantine/core';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo';
import { env } from '../../../config/env';
import { NotificationBell } from '../../../features/notifications/components/notification-bell';
import type { ConnectedClient } from './menus/advisor-side-menu';
import { notificationDialogs } from './notification-dialogs';
import { ProfileMenu } from './profile-menu';
import { ShellSearch } from './shell-search';

export function TopBar({
  user,
  connectedClients,
  navOpened,
  onToggleNav,
  showBurger,
  onHelp,
  onLogout,
}: {
  user: TSessionUser;
  /** An advisor's connected clients, which the search finds too. */
  connectedClients: readonly ConnectedClient[];
  navOpened: boolean;
  onToggleNav: () => void;
  showBurger: boolean;
  onHelp: () => void;
  onLogout: () => void;
}) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {showBurger && <Burger opened={navOpened} onClick={onToggleNav} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />}
        <Link to={homePath(user.role)} aria-label={`${env.productName} home`} style={{ textDecoration: 'none' }}>
          {user.companyLogoUrl ? <Image src={user.companyLogoUrl} alt="Company logo" h={36} w="auto" fit="contain" /> : <BrandLogo />}
        </Link>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {(user.role === 'client' || user.role === 'advisor') && (
          <>
            <ShellSearch role={user.role} clients={connectedClients} />
            <NotificationBell role={user.role} dialogs={notificationDialogs} />
          </>
        )}
        <ProfileMenu user={user} onHelp={onHelp} onLogout={onLogout} />
      </Group>
    </Group>
  );
}
