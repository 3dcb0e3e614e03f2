import { Button, Group } from '@mantine/core';

/** A small form's footer: its submit button (red when it turns something off or removes it) and Cancel. */
export function SubmitAndCancel({ label, loading, danger = false, onCancel }: { label: string; loading: boolean; danger?: boolean; onCancel: () => void }) {
  return (
    <Group>
      <Button type="submit" color={danger ? 'red' : undefined} loading={loading}>
        {label}
      </Button>
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
    </Group>
  );
}
