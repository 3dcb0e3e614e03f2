import { Anchor, Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BrandLogo } from '../../../../components/brand-logo';
import { LegalLinks } from '../../../../components/legal/legal-links';
import { PageTitle } from '../../../../components/page-title';
import { env } from '../../../../config/env';
import { paths } from '../../../../config/paths';
import { useSession } from '../../../../lib/session';
import { getStartedHref, telHref } from '../../lib/zip-search';
import { HOW_IT_WORKS_STEPS } from './how-it-works-steps';
import { PhoneIcon, PlayIcon } from './icons';
import { LandingSearch } from './landing-search';
import classes from './landing.module.css';

// The video modal loads on the first click: the landing page stays light.
const HowItWorksModal = lazy(() => import('./how-it-works-modal').then((m) => ({ default: m.HowItWorksModal })));

export interface LandingViewProps {
  /** A signed-in user's way back into the app ('Home' or 'Dashboard'), shown instead of Login. */
  homeLink?: { label: string; href: string } | null;
}

/** /welcome: the public landing page with the ZIP code advisor search (spec 01 §1, spec 02). */
export function LandingView({ homeLink = null }: LandingViewProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [howItWorks, setHowItWorks] = useState<'closed' | 'open' | 'unopened'>('unopened');

  return (
    <div className={classes.page}>
      <PageTitle title="Find an advisor near you" />
      <header className={classes.header}>
        <Container size="lg" py="sm">
          <Group justify="space-between" gap="sm">
            <Link to={paths.landing()} aria-label={`${env.productName} home`} style={{ textDecoration: 'none' }}>
              <BrandLogo />
            </Link>
            <Group gap="xs" component="nav" aria-label="Account">
              <Button component={Link} to={paths.registerAdvisor()} variant="subtle">
                Professional Sign Up
              </Button>
              {homeLink ? (
                <Button component={Link} to={homeLink.href}>
                  {homeLink.label}
                </Button>
              ) : (
                <Button component={Link} to={paths.login()}>
                  Login
                </Button>
              )}
            </Group>
          </Group>
        </Container>
      </header>

      <main>
        <section className={classes.hero} aria-labelledby="landing-heading">
          <Container size="lg">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
              <Stack gap="lg">
                <Title id="landing-heading" order={1} c="white" fz={{ base: 34, md: 48 }} lh={1.1}>
                  Find a financial advisor near you
                </Title>
                <Text c="brand.0" fz="lg" maw={480}>
                  Search by ZIP code for planners, investment professionals, accountants, attorneys and more. Connect with the one who fits, and plan your
                  finances together.
                </Text>
                <Group gap="md">
                  <Button variant="white" leftSection={<PlayIcon size={20} />} onClick={() => setHowItWorks('open')} aria-haspopup="dialog">
                    How it works
                  </Button>
                  <Anchor href={telHref(env.supportPhone)} c="white" fw={600} aria-label={`Call support at ${env.supportPhone}`}>
                    <Group gap={6} wrap="nowrap" component="span">
                      <PhoneIcon size={18} />
                      {env.supportPhone}
                    </Group>
                  </Anchor>
                </Group>
              </Stack>
              <Paper p={{ base: 'lg', md: 'xl' }} shadow="xl" className={classes.searchCard}>
                <Title order={2} fz="xl" mb="md">
                  Who can help you?
                </Title>
                <LandingSearch
                  onSearch={(zip, intent) => {
                    navigate(getStartedHref(zip, intent, user?.role));
                  }}
                />
                <Text fz="sm" c="dimmed" mt="md">
                  Prefer to browse?{' '}
                  <Anchor component={Link} to={paths.advisorSearch()} fz="sm">
                    Find an Advisor by category
                  </Anchor>
                </Text>
              </Paper>
            </SimpleGrid>
          </Container>
        </section>

        <Container size="lg" className={classes.steps} pb={64}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {HOW_IT_WORKS_STEPS.map((step, index) => (
              <Paper key={step.title} component="li" p="lg" withBorder shadow="sm">
                <Group gap="sm" mb="xs" wrap="nowrap">
                  <ThemeIcon radius="xl" size={30} aria-hidden="true">
                    <Text span fw={700} fz="sm">
                      {index + 1}
                    </Text>
                  </ThemeIcon>
                  <Title order={3} fz="md">
                    {step.title}
                  </Title>
                </Group>
                <Text fz="sm" c="dimmed">
                  {step.text}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Container>
      </main>

      <footer className={classes.footer}>
        <Container size="lg" py="lg">
          <Group justify="space-between">
            <Text fz="sm" c="dimmed">
              © {new Date().getFullYear()} {env.productName}. All rights reserved.
            </Text>
            <LegalLinks />
          </Group>
        </Container>
      </footer>

      {howItWorks !== 'unopened' && (
        <Suspense fallback={null}>
          <HowItWorksModal opened={howItWorks === 'open'} onClose={() => setHowItWorks('closed')} videoUrl={env.howItWorksVideoUrl} />
        </Suspense>
      )}
    </div>
  );
}
