import type { TSocialLinks } from '@finboard/contracts';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { FieldErrors } from '../../lib/field-errors';
import { SOCIAL_LINK_FIELDS } from './advisor-form';

export interface SocialLinksFieldsProps {
  value: TSocialLinks;
  onChange: (patch: Partial<TSocialLinks>) => void;
  errors: FieldErrors;
  disabled?: boolean;
}

/** Twitter, LinkedIn, Facebook, Instagram, YouTube and website addresses. */
export function SocialLinksFields({ value, onChange, errors, disabled }: SocialLinksFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {SOCIAL_LINK_FIELDS.map(({ key, label }) => (
        <TextInput
          key={key}
          label={label}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={value[key]}
          onChange={(event) => onChange({ [key]: event.currentTarget.value })}
          error={errors[`socialLinks.${key}`]}
          disabled={disabled}
        />
      ))}
    </SimpleGrid>
  );
}
