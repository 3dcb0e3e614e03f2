import type { TProfile } from '@finboard/contracts';
import { Anchor, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DateField } from '../../../components/forms/date-field';
import { errorMessage } from '../../../lib/app-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdateProfile } from '../api';
import { useProfileSave } from '../hooks/use-profile-save';
import { ImageUploadField } from './image-upload-field';
import { SaveButton } from './save-button';

type Side = 'front' | 'back';
/** Each side's expiry date (YYYY-MM-DD), or null. */
type ExpiryDates = Record<Side, string | null>;
const SIDES: { side: Side; label: string; expiryLabel: string; purpose: 'identity-front' | 'identity-back' }[] = [
  { side: 'front', label: 'Front of ID', expiryLabel: 'Front Expiry Date', purpose: 'identity-front' },
  { side: 'back', label: 'Back of ID', expiryLabel: 'Back Expiry Date', purpose: 'identity-back' },
];
const LATEST_EXPIRY = '2100-12-31';
const NO_IMAGE_MESSAGE = 'Upload an image of your ID or enter its expiry date first.';

/** Identity: both sides of an ID with expiry dates. Only ever shown to the profile's owner. */
export function IdentityForm({ profile }: { profile: TProfile }) {
  const identity = profile.identity ?? {
    front: { imageUrl: null, expiryDate: null },
    back: { imageUrl: null, expiryDate: null },
  };
  const form = useForm<ExpiryDates>({ initialValues: { front: identity.front.expiryDate, back: identity.back.expiryDate } });
  const expiry = form.values;
  const { save, errors, clearError, isSaving } = useProfileSave(form, ['identity.front', 'identity.back']);
  const removal = useUpdateProfile();

  const submit = (dates: ExpiryDates) => {
    // A side is saved when it has an image on file or an expiry date; an empty side is left alone.
    const sides = SIDES.filter(({ side }) => identity[side].imageUrl || dates[side]);
    if (sides.length === 0) return notifyError(NO_IMAGE_MESSAGE);
    save({ identity: Object.fromEntries(sides.map(({ side }) => [side, { expiryDate: dates[side] }])) });
  };

  const remove = (side: Side) =>
    removal.mutate(
      { identity: { [side]: null } },
      {
        onSuccess: () => {
          form.setFieldValue(side, null);
          notifySuccess('The image has been removed.');
        },
        onError: (failure) => notifyError(errorMessage(failure)),
      },
    );

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Identity">
      <Stack gap="lg">
        <Text c="dimmed" fz="sm">
          Only you can see these images.
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          {SIDES.map(({ side, label, expiryLabel, purpose }) => {
            const imageUrl = identity[side].imageUrl;
            return (
              <Stack key={side} gap="md">
                <ImageUploadField
                  purpose={purpose}
                  label={label}
                  imageUrl={imageUrl}
                  expiryDate={expiry[side]}
                  onRemove={() => remove(side)}
                  isRemoving={removal.isPending && removal.variables?.identity?.[side] === null}
                  preview={<IdentityPreview label={label} imageUrl={imageUrl} />}
                />
                <DateField
                  label={expiryLabel}
                  value={expiry[side]}
                  onChange={(value) => {
                    form.setFieldValue(side, value);
                    clearError(`identity.${side}`);
                  }}
                  maxDate={LATEST_EXPIRY}
                  error={errors[`identity.${side}`]}
                />
              </Stack>
            );
          })}
        </SimpleGrid>
        <SaveButton loading={isSaving} />
      </Stack>
    </form>
  );
}

function IdentityPreview({ label, imageUrl }: { label: string; imageUrl: string | null }) {
  if (!imageUrl) {
    return (
      <Text c="dimmed" fz="sm" w={160}>
        No image on file
      </Text>
    );
  }
  return (
    <Stack gap={4} align="flex-start">
      <Image src={imageUrl} alt={label} w={160} h={100} fit="contain" radius="sm" />
      <Anchor href={imageUrl} fz="sm" download>
        Download
      </Anchor>
    </Stack>
  );
}
