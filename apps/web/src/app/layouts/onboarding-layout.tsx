import { Box, Button, Container, Group } from '@mantine/core';
import { Link, Outlet, useNavigate } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth/api';

/** Onboarding steps (/financialfreedom, /advisor/onboarding, /subscribe…): no menus, a way out. */
export function OnboardingLayout() {
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <Box mih="100dvh" bg="gray.0">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="md" h={64}>
          <Group h="100%" justify="space-between">
            <Link to={paths.login()} style={{ textDecoration: 'none' }} aria-label={`${env.productName} home`}>
              <BrandLogo />
            </Link>
            <Button
              variant="subtle"
              color="gray"
              loading={logout.isPending}
              onClick={() => logout.mutate(undefined, { onSettled: () => navigate(paths.login(), { replace: true }) })}
            >
              Log Out
            </Button>
          </Group>
        </Container>
      </Box>
      <Container size="md" py={{ base: 'lg', md: 48 }}>
        <Outlet />
      </Container>
    </Box>
  );
}
