import { Center, Loader } from '@mantine/core';

export function AppLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="50vh" role="status" aria-label={label}>
      <Loader size="md" />
    </Center>
  );
}
