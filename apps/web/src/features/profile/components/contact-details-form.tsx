import type { TContactInfo, TProfile } from '@finboard/contracts';
import { Checkbox, Divider, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SocialLinksFields } from '../../../components/advisor-fields/social-links-fields';
import { PhoneInput } from '../../../components/forms/phone-input';
import { useProfileSave } from '../hooks/use-profile-save';
import { CONTACT_FIELDS, toContactDraft, toContactRequest, validateContact, type ContactDraft } from '../lib/contact-draft';
import { SaveButton } from './save-button';

type AddressField = Exclude<keyof TContactInfo, 'isNonUsAddress' | 'emailAlert' | 'smsAlert'>;

const ADDRESS_FIELDS: { key: AddressField; label: string; autoComplete: string }[] = [
  { key: 'addressLine1', label: 'Address Line 1', autoComplete: 'address-line1' },
  { key: 'addressLine2', label: 'Address Line 2', autoComplete: 'address-line2' },
  { key: 'city', label: 'City', autoComplete: 'address-level2' },
  { key: 'state', label: 'State', autoComplete: 'address-level1' },
  { key: 'zipCode', label: 'Zip Code', autoComplete: 'postal-code' },
];

/** Contact Details (Contact Info for advisors, who also list their web and social links here). */
export function ContactDetailsForm({ profile }: { profile: TProfile }) {
  const withLinks = profile.role === 'advisor';
  const form = useForm<ContactDraft>({
    initialValues: toContactDraft(profile),
    validate: (values) => validateContact(values, withLinks),
  });
  const { save, errors, clearError, isSaving } = useProfileSave(form, CONTACT_FIELDS);
  const draft = form.values;

  const change = (patch: Partial<ContactDraft>, field?: string) => {
    form.setValues(patch);
    if (field) clearError(field);
  };

  const submit = (values: ContactDraft) => save(toContactRequest(profile, values, withLinks));

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Contact Details">
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PhoneInput label="Phone" value={draft.phone} onChange={(phone) => change({ phone }, 'personal.phone')} error={errors['personal.phone']} />
          <PhoneInput
            label="Alternate Number"
            value={draft.phone2}
            onChange={(phone2) => change({ phone2 }, 'personal.phone2')}
            error={errors['personal.phone2']}
          />
          {ADDRESS_FIELDS.map(({ key, label, autoComplete }) => (
            <TextInput
              key={key}
              label={label}
              autoComplete={autoComplete}
              value={draft[key]}
              onChange={(event) => change({ [key]: event.currentTarget.value }, `contact.${key}`)}
              error={errors[`contact.${key}`]}
            />
          ))}
        </SimpleGrid>
        <Checkbox
          label="This is not a US address"
          checked={draft.isNonUsAddress}
          onChange={(event) => change({ isNonUsAddress: event.currentTarget.checked })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Switch label="E-mail alerts" checked={draft.emailAlert} onChange={(event) => change({ emailAlert: event.currentTarget.checked })} />
          <Switch label="SMS alerts" checked={draft.smsAlert} onChange={(event) => change({ smsAlert: event.currentTarget.checked })} />
        </SimpleGrid>
        {withLinks && (
          <>
            <Divider label="Web and social links" labelPosition="left" />
            <SocialLinksFields
              value={draft.socialLinks}
              onChange={(patch) => {
                form.setFieldValue('socialLinks', (current) => ({ ...current, ...patch }));
                Object.keys(patch).forEach((key) => clearError(`socialLinks.${key}`));
              }}
              errors={errors}
            />
          </>
        )}
        <SaveButton loading={isSaving} />
      </Stack>
    </form>
  );
}
