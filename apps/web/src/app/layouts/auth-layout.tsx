import { Box, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { CheckIcon } from '../../components/icons';
import { LegalLinks } from '../../components/legal/legal-links';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import classes from './auth-layout.module.css';

const HIGHLIGHTS = [
  'See your net worth, cash flow and investments in one place',
  'Plan retirement with Monte Carlo analysis',
  'Share exactly what you choose with your advisors',
];

/** Sign-in, sign-up and password pages: a brand panel beside a focused form column. */
export function AuthLayout() {
  return (
    <div className={classes.root}>
      <aside className={classes.brand} aria-hidden="true">
        <BrandLogo size="lg" inverted />
        <Stack gap="lg" maw={420}>
          <Title order={2} c="white" fz={34} lh={1.15}>
            Your finances and your advisors, in one plan.
          </Title>
          <List spacing="sm" listStyleType="none" pl={0}>
            {HIGHLIGHTS.map((text) => (
              <List.Item key={text}>
                <Group gap={10} wrap="nowrap" align="flex-start">
                  <ThemeIcon size={22} radius="xl" color="white" variant="white" c="brand.8">
                    <CheckIcon size={14} strokeWidth={2.6} />
                  </ThemeIcon>
                  <Text c="brand.0">{text}</Text>
                </Group>
              </List.Item>
            ))}
          </List>
        </Stack>
        <Text c="brand.2" fz="xs">
          © {new Date().getFullYear()} {env.productName}
        </Text>
      </aside>
      <main className={classes.main}>
        <Box className={classes.mobileLogo}>
          <Link to={paths.login()} aria-label={`${env.productName} home`} style={{ textDecoration: 'none' }}>
            <BrandLogo />
          </Link>
        </Box>
        <div className={classes.column}>
          <Outlet />
        </div>
        <footer className={classes.footer}>
          <LegalLinks />
        </footer>
      </main>
    </div>
  );
}
