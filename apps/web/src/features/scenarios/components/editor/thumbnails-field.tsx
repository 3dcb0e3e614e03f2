import type { TScenario } from '@finboard/contracts';
import { SCENARIO_IMAGES_MAX } from '@finboard/domain';
import { ActionIcon, Box, Button, Group, Image, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { TrashIcon } from '../../../../components/action-icons';
import { errorMessage } from '../../../../lib/app-error';
import { useAddThumbnail, useRemoveThumbnail } from '../../api';
import { pickImages } from '../../lib/thumbnail-rules';

/** The scenario's images: added and removed at once, images only, at most four. */
export function ThumbnailsField({ scenario }: { scenario: Pick<TScenario, 'id' | 'name' | 'thumbnails'> }) {
  const input = useRef<HTMLInputElement>(null);
  const add = useAddThumbnail(scenario.id);
  const remove = useRemoveThumbnail(scenario.id);
  const [error, setError] = useState<string | null>(null);
  const count = scenario.thumbnails.length;
  const isFull = count >= SCENARIO_IMAGES_MAX;

  async function choose(files: File[]) {
    if (input.current) input.current.value = '';
    if (files.length === 0) return;
    const pick = pickImages(files, count);
    setError(pick.error);
    // One at a time: the api checks the limit on every upload.
    for (const file of pick.accepted) {
      try {
        await add.mutateAsync(file);
      } catch (failure) {
        setError(errorMessage(failure));
        return;
      }
    }
  }

  function removeImage(fileId: string) {
    setError(null);
    remove.mutate(fileId, { onError: (failure) => setError(errorMessage(failure)) });
  }

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={700}>Images</Text>
        <Text fz="xs" c="dimmed">
          {count} of {SCENARIO_IMAGES_MAX}
        </Text>
      </Group>
      {count > 0 && (
        <Group gap="sm">
          {scenario.thumbnails.map((image, index) => (
            <Box key={image.fileId} pos="relative" w={96} h={72}>
              <Image src={image.url} alt={`${scenario.name} image ${index + 1}`} w={96} h={72} radius="sm" fit="cover" />
              <ActionIcon
                pos="absolute"
                top={2}
                right={2}
                size="sm"
                color="red"
                variant="filled"
                aria-label={`Remove image ${index + 1}`}
                loading={remove.isPending && remove.variables === image.fileId}
                onClick={() => removeImage(image.fileId)}
              >
                <TrashIcon size={12} />
              </ActionIcon>
            </Box>
          ))}
        </Group>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        aria-label="Scenario images"
        onChange={(event) => void choose(Array.from(event.currentTarget.files ?? []))}
      />
      <Group gap="sm">
        <Button size="xs" variant="light" disabled={isFull} loading={add.isPending} onClick={() => input.current?.click()}>
          Add Images
        </Button>
        <Text fz="xs" c="dimmed">
          Image files only, up to {SCENARIO_IMAGES_MAX}.
        </Text>
      </Group>
      {error && (
        <Text c="red" fz="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
