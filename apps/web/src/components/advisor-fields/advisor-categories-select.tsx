import { ADVISOR_CATEGORIES, categoryLabel, findAdvisorCategory } from '@finboard/domain';
import { MultiSelect } from '@mantine/core';

/** Every category as the directory names it: 'Financial Planner (CFP)', 'Attorney (JD)'. */
export const ADVISOR_CATEGORY_OPTIONS = ADVISOR_CATEGORIES.map((category) => ({
  value: category.acronym,
  label: categoryLabel(category.acronym),
}));

/**
 * The saved acronyms in the canonical spelling and the list's order, unknown ones left out (the api
 * accepts 'cfp' as well as 'CFP'; the select shows only what it lists).
 */
export function normalizeCategories(categories: readonly string[] | undefined): string[] {
  const chosen = new Set((categories ?? []).map((acronym) => findAdvisorCategory(acronym)?.acronym).filter(Boolean));
  return ADVISOR_CATEGORIES.filter((category) => chosen.has(category.acronym)).map((category) => category.acronym);
}

export interface AdvisorCategoriesSelectProps {
  value: readonly string[] | undefined;
  onChange: (value: string[]) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * The advisor categories they practise (spec 01 §3): the directory finds them under each one. Sent
 * as acronyms; the options read 'Financial Planner (CFP)'.
 */
export function AdvisorCategoriesSelect({ value, onChange, error, disabled }: AdvisorCategoriesSelectProps) {
  return (
    <MultiSelect
      label="Advisor Categories"
      description="The directory lists you under each category you choose."
      placeholder={value?.length ? undefined : 'Choose your categories'}
      data={ADVISOR_CATEGORY_OPTIONS}
      value={normalizeCategories(value)}
      onChange={(categories) => onChange(normalizeCategories(categories))}
      error={error}
      clearable
      searchable
      hidePickedOptions={false}
      nothingFoundMessage="No such category"
      comboboxProps={{ withinPortal: true }}
      disabled={disabled}
    />
  );
}
