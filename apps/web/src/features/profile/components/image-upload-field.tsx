import type { TImagePurpose } from '@finboard/contracts';
import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '../../../lib/app-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRemoveProfileImage, useUploadProfileImage } from '../api';

export const IMAGE_ONLY_MESSAGE = 'Please choose an image file.';

export interface ImageUploadFieldProps {
  purpose: TImagePurpose;
  /** Names the file input, e.g. 'Profile Photo'. */
  label: string;
  imageUrl: string | null;
  /** What to show instead of the image, e.g. a preview built differently. */
  preview?: ReactNode;
  /** Sent with identity images. */
  expiryDate?: string | null;
  /** Replaces the default removal (DELETE of the image), e.g. identity sides are removed by a profile save. */
  onRemove?: () => void;
  isRemoving?: boolean;
}

/** Upload, replace or remove one profile image; images only, saved at once. */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const { purpose, label, imageUrl, preview, expiryDate, onRemove, isRemoving } = props;
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadProfileImage();
  const remove = useRemoveProfileImage();
  const [error, setError] = useState<string | null>(null);

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return setError(IMAGE_ONLY_MESSAGE);
    setError(null);
    upload.mutate(
      { purpose, file, expiryDate: expiryDate ?? null },
      {
        onSuccess: () => notifySuccess(`${label} saved.`),
        onError: (failure) => {
          setError(errorMessage(failure));
          notifyError(errorMessage(failure));
        },
      },
    );
  };

  const removeImage = () => {
    if (onRemove) return onRemove();
    remove.mutate(purpose, {
      onSuccess: () => notifySuccess(`${label} removed.`),
      onError: (failure) => notifyError(errorMessage(failure)),
    });
  };

  return (
    <Stack gap="xs">
      <Text fw={500}>{label}</Text>
      <Group gap="md" align="center">
        {preview ?? <Avatar src={imageUrl} alt={label} size={88} radius="md" />}
        <Stack gap={6}>
          <input ref={input} type="file" accept="image/*" aria-label={label} hidden onChange={(event) => choose(event.currentTarget.files?.[0])} />
          <Group gap="xs">
            <Button size="xs" variant="light" loading={upload.isPending} onClick={() => input.current?.click()}>
              {imageUrl ? `Replace ${label}` : `Upload ${label}`}
            </Button>
            {imageUrl && (
              <Button size="xs" variant="subtle" color="red" loading={isRemoving ?? remove.isPending} onClick={removeImage}>
                {`Remove ${label}`}
              </Button>
            )}
          </Group>
          {error && (
            <Text c="red" fz="sm" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      </Group>
    </Stack>
  );
}
