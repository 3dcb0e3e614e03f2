import { homePath } from '@finboard/domain/validation';
import { Box, Container, Group } from '@mantine/core';
import { Link, Outlet, useNavigate } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth/api';
import { useSession } from '../../lib/session';
import type { ProfileMenuItem } from './shell/menus/profile-menu-items';
import { ProfileMenu } from './shell/profile-menu';

// Until onboarding is done the only way on is forward; the menu offers just a way out.
const ONBOARDING_MENU: ProfileMenuItem[] = [{ key: 'logout', label: 'Log Out', kind: 'action' }];

/** Onboarding steps (/financialfreedom, /advisor/onboarding, /subscribe…): no side menu. */
export function OnboardingLayout() {
  const { user } = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const onLogout = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        navigate(paths.login(), { replace: true });
      },
    });
  return (
    <Box mih="100dvh" bg="gray.0">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="md" h={64}>
          <Group h="100%" justify="space-between">
            {/* Signed in, the logo goes home (the guards send an unfinished onboarding back to its step). */}
            <Link to={user ? homePath(user.role) : paths.login()} style={{ textDecoration: 'none' }} aria-label={`${env.productName} home`}>
              <BrandLogo />
            </Link>
            {user && <ProfileMenu user={user} items={ONBOARDING_MENU} onHelp={() => undefined} onLogout={onLogout} />}
          </Group>
        </Container>
      </Box>
      <Container size="md" py={{ base: 'lg', md: 48 }}>
        <Outlet />
      </Container>
    </Box>
  );
}
