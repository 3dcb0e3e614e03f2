import { parseReportLinkProblem, REPORT_LINK_PROBLEM_TEXT } from '@finboard/domain/reports';
import { Alert, Button, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { AuthPage } from '../../../components/auth-page';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { notFoundAction } from './not-found-action';

/** The way back: a client to Print Reports (where reports are made again), anyone else as the 404 page does. */
function wayBack(role: string | null | undefined): { label: string; href: string } {
  if (role === 'client') return { label: 'Back to Print Reports', href: paths.clientReports() };
  return notFoundAction(role);
}

/**
 * Where the api sends a report link opened in a browser tab that gives no PDF (expired, spent,
 * guessed, refused): a sentence instead of a JSON error, and a way back.
 */
export function Component() {
  const [search] = useSearchParams();
  const problem = parseReportLinkProblem(search.get('problem'));
  const { user } = useSession();
  const back = wayBack(user?.role);
  return (
    <AuthPage title="Report link" documentTitle="Report link">
      <Stack gap="md">
        <Alert color={problem === 'pending' ? 'blue' : 'red'} role="alert">
          {REPORT_LINK_PROBLEM_TEXT[problem]}
        </Alert>
        <Button component={Link} to={back.href} w="fit-content">
          {back.label}
        </Button>
      </Stack>
    </AuthPage>
  );
}
