import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { AppLoader } from '../../components/app-loader';
import { GENERIC_ERROR_MESSAGE } from '../../lib/app-error';
import { reloadForScript, shouldReloadForScript } from '../../lib/script-reload';
import { paths } from '../../config/paths';

/** Last resort for a route that failed to load or render: the spec's generic message. */
export function RouteError() {
  const error = useRouteError();
  // A script that did not arrive (seen under load, and after a deployment) is fetched again by a
  // reload, once; anything else shows the message.
  const [reloading] = useState(() => shouldReloadForScript(error));
  useEffect(() => {
    if (reloading) reloadForScript();
    // Said in the console in production too: the page itself only shows the generic message.
    else console.error('The page could not be shown:', error);
  }, [reloading, error]);
  if (reloading) return <AppLoader />;
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} fz={28}>
          {status ? `Error ${status}` : 'Something went wrong'}
        </Title>
        <Text c="dimmed">{GENERIC_ERROR_MESSAGE}</Text>
        {/* A full reload also picks up a new deployment's chunks. */}
        <Button component="a" href={paths.root()} mt="sm">
          Start again
        </Button>
      </Stack>
    </Center>
  );
}
