import { ADVISOR_CATEGORIES, LANDING_INTENTS, categoryLabel } from '@finboard/domain';
import { NativeSelect, type ComboboxStringGroupData } from '@mantine/core';
import { CUSTOM_CATEGORIES, INTENT_PREFIX } from '../lib/list-filters';

/** The value that stands for every category. */
export const ALL_CATEGORIES = '';

const CATEGORY_OPTIONS = ADVISOR_CATEGORIES.map((category) => ({
  value: category.acronym,
  label: categoryLabel(category.acronym),
}));

/** The landing page's intents that narrow the categories (Invest & Plan is every category). */
const INTENT_OPTIONS = LANDING_INTENTS.filter((intent) => intent.categories.length > 0).map((intent) => ({
  value: `${INTENT_PREFIX}${intent.key}`,
  label: `${intent.label} (${intent.categories.join(', ')})`,
}));

export interface CategorySelectProps {
  /** A category acronym, '' for every category, or with `withIntents` 'intent:{key}'. */
  value: string;
  onChange: (value: string) => void;
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Offers the landing page's Invest and Plan as choices too. */
  withIntents?: boolean;
  /** How to name a mix of categories from a link, shown while `value` is 'custom'. */
  customLabel?: string;
}

/** The advisor categories (spec 01 §3) as a native select, 'All categories' first. */
export function CategorySelect({ value, onChange, label = 'Category', size = 'md', withIntents = false, customLabel }: CategorySelectProps) {
  const data: ComboboxStringGroupData = [
    { value: ALL_CATEGORIES, label: 'All categories' },
    ...(value === CUSTOM_CATEGORIES && customLabel ? [{ value: CUSTOM_CATEGORIES, label: customLabel }] : []),
    ...(withIntents
      ? [
          { group: 'Goals', items: INTENT_OPTIONS },
          { group: 'Categories', items: CATEGORY_OPTIONS },
        ]
      : CATEGORY_OPTIONS),
  ];
  return <NativeSelect label={label} size={size} data={data} value={value} onChange={(event) => onChange(event.currentTarget.value)} />;
}
