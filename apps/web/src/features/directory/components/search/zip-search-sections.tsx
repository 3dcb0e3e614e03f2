import { DEFAULT_SEARCH_RADIUS_MILES, DIRECTORY_TABS, categoryLabel, type SearchRadiusMiles } from '@finboard/domain';
import { Button, Paper, SimpleGrid, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { Query } from '../../../../config/paths';
import { checkZip } from '../../lib/zip-search';
import { CategorySelect } from '../category-select';
import { RadiusSelect } from '../radius-select';

export interface ZipSearchSectionsProps {
  /** The ids of the two sections' headings; each page keeps its own. */
  formTitleId: string;
  categoriesTitleId: string;
  /** Where a checked ZIP code leads: the public list, or the signed-in client's category page. */
  listPath: (zip: string, query: { categories?: string; radius?: SearchRadiusMiles } & Query) => string;
  /** The categories' hint under its heading. */
  categoriesHint: ReactNode;
}

interface ZipSearchValues {
  zip: string;
  category: string;
  radius: SearchRadiusMiles;
}

/**
 * 'Search by ZIP code' (a ZIP code, a category and a radius) and 'Browse by category' (a tile per
 * directory tab, searched near the typed ZIP code): the public Find an Advisor page's and the
 * client's Advisor Search's. A ZIP code that is not one is said under its input, which gets the cursor.
 */
export function ZipSearchSections({ formTitleId, categoriesTitleId, listPath, categoriesHint }: ZipSearchSectionsProps) {
  const navigate = useNavigate();
  const zipRef = useRef<HTMLInputElement>(null);
  const form = useForm<ZipSearchValues>({
    initialValues: { zip: '', category: '', radius: DEFAULT_SEARCH_RADIUS_MILES },
    validate: { zip: (text) => checkZip(text).error },
  });

  const search = ({ zip, category, radius }: ZipSearchValues) => {
    const checked = checkZip(zip);
    if (!checked.zip) return;
    navigate(
      listPath(checked.zip, {
        categories: category || undefined,
        radius: radius === DEFAULT_SEARCH_RADIUS_MILES ? undefined : radius,
      }),
    );
  };
  const focusZip = () => zipRef.current?.focus();
  const searchCategory = (category: string) => {
    form.setFieldValue('category', category);
    form.onSubmit(search, focusZip)();
  };

  return (
    <>
      <Paper withBorder p={{ base: 'md', md: 'xl' }} component="section" aria-labelledby={formTitleId}>
        <Title order={2} fz="lg" mb="md" id={formTitleId}>
          Search by ZIP code
        </Title>
        <form onSubmit={form.onSubmit(search, focusZip)} noValidate aria-labelledby={formTitleId}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md" style={{ alignItems: 'flex-start' }}>
            <TextInput
              ref={zipRef}
              label="ZIP code"
              placeholder="e.g. 10001"
              {...form.getInputProps('zip')}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={10}
            />
            <CategorySelect value={form.values.category} onChange={(category) => form.setFieldValue('category', category)} />
            <RadiusSelect value={form.values.radius} onChange={(radius) => form.setFieldValue('radius', radius)} />
            <Button type="submit" size="md" mt={{ base: 0, md: 25 }}>
              Search
            </Button>
          </SimpleGrid>
        </form>
      </Paper>

      <Stack gap="md" component="section" aria-labelledby={categoriesTitleId}>
        <Stack gap={2}>
          <Title order={2} fz="lg" id={categoriesTitleId}>
            Browse by category
          </Title>
          <Text fz="sm" c="dimmed">
            {categoriesHint}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
          {DIRECTORY_TABS.map((tab) => (
            <Paper key={tab.key} withBorder p={0}>
              <UnstyledButton onClick={() => searchCategory(tab.category)} p="md" w="100%" h="100%">
                <Text fw={650}>{tab.label}</Text>
                <Text fz="xs" c="dimmed">
                  {categoryLabel(tab.category)}
                </Text>
              </UnstyledButton>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </>
  );
}
