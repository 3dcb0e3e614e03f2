import { Alert } from '@mantine/core';

/** Where a form shows its one current message: client rules and server answers alike. */
export function FormAlert({ message, tone = 'error' }: { message: string | null; tone?: 'error' | 'success' }) {
  if (!message) return null;
  return (
    <Alert color={tone === 'error' ? 'red' : 'teal'} variant="light" role={tone === 'error' ? 'alert' : 'status'}>
      {message}
    </Alert>
  );
}
