import { Button, Divider, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { BankIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { useBankLink } from '../hooks/use-bank-link';

/** /manual-account: create an account by hand, or link one with live data instead. */
export function ManualAccountIntro() {
  const navigate = useNavigate();
  const link = useBankLink({
    onDone: () => {
      navigate(paths.accountAdded());
    },
  });
  return (
    <Paper withBorder p={{ base: 'lg', md: 'xl' }} maw={560} mx="auto">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <BankIcon size={28} />
        </ThemeIcon>
        <Title order={1} fz={26}>
          Track Your Accounts Manually
        </Title>
        <Text c="dimmed">Add a home, a car, a private loan or any account your bank cannot link, and keep its balance up to date yourself.</Text>
        <Button component={Link} to={paths.manualAccountInput()} size="md" fullWidth>
          Create Account
        </Button>
        <Divider label="or" labelPosition="center" w="100%" />
        <Button variant="outline" size="md" fullWidth onClick={link.open} disabled={!link.ready} loading={link.busy}>
          Link Account with live data
        </Button>
      </Stack>
      {link.element}
    </Paper>
  );
}
