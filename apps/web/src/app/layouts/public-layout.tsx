import { Box, Button, Container, Group, Text } from '@mantine/core';
import { homePath } from '@finboard/domain/validation';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { LegalLinks } from '../../components/legal/legal-links';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';

/** Readable public pages (terms, status, 404, dev mailbox): a slim header and a content column. */
export function PublicLayout() {
  const { user } = useSession();
  return (
    <Box mih="100dvh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="lg" h={64}>
          <Group h="100%" justify="space-between">
            <Link to={user ? homePath(user.role) : paths.login()} style={{ textDecoration: 'none' }} aria-label={`${env.productName} home`}>
              <BrandLogo />
            </Link>
            {!user && (
              <Group gap="xs">
                <Button component={Link} to={paths.login()} variant="subtle">
                  Log in
                </Button>
                <Button component={Link} to={paths.register()}>
                  Get started
                </Button>
              </Group>
            )}
          </Group>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 'lg', md: 40 }} w="100%" style={{ flex: 1 }}>
        <Outlet />
      </Container>
      <Box component="footer" py="lg" bg="white" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="lg">
          <Group justify="space-between">
            <Text fz="sm" c="dimmed">
              © {new Date().getFullYear()} {env.productName}. All rights reserved.
            </Text>
            <LegalLinks />
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
