import { Button, Group } from '@mantine/core';

/** Each tab's Save, at the end of its form. */
export function SaveButton({ loading }: { loading: boolean }) {
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={loading}>
        Save
      </Button>
    </Group>
  );
}
