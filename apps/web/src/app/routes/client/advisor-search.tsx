import { DEFAULT_SEARCH_RADIUS_MILES, DIRECTORY_TABS, categoryLabel, type SearchRadiusMiles } from '@finboard/domain';
import { Anchor, Button, Paper, SimpleGrid, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { CategorySelect } from '../../../features/directory/components/category-select';
import { DirectoryDisclaimers } from '../../../features/directory/components/directory-disclaimers';
import { RadiusSelect } from '../../../features/directory/components/radius-select';
import { checkZip } from '../../../features/directory/lib/zip-search';

/**
 * /client/advisor-search (side menu 'Advisor Search'): a ZIP code, a category and a radius lead to
 * /client/advisor-category/{zip}; the category directory lists every category's advisors.
 */
export function Component() {
  const navigate = useNavigate();
  const zipRef = useRef<HTMLInputElement>(null);
  const [zipText, setZipText] = useState('');
  const [zipError, setZipError] = useState<string | null>(null);
  const [category, setCategory] = useState('');
  const [radius, setRadius] = useState<SearchRadiusMiles>(DEFAULT_SEARCH_RADIUS_MILES);

  const search = (categories: string) => {
    const checked = checkZip(zipText);
    setZipError(checked.error);
    if (!checked.zip) {
      zipRef.current?.focus();
      return;
    }
    navigate(
      paths.clientAdvisorCategory(checked.zip, {
        categories: categories || undefined,
        radius: radius === DEFAULT_SEARCH_RADIUS_MILES ? undefined : radius,
      }),
    );
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(category);
  };

  return (
    <Stack gap="xl">
      <PageTitle title="Advisor Search" />
      <Stack gap={6}>
        <Title order={1} fz="h2">
          Advisor Search
        </Title>
        <Text c="dimmed" maw={640}>
          Find planners, investment professionals, accountants, attorneys and more near you, then connect with them to
          share what you choose.
        </Text>
      </Stack>

      <Paper withBorder p={{ base: 'md', md: 'xl' }} component="section" aria-labelledby="client-advisor-search-form">
        <Title order={2} fz="lg" mb="md" id="client-advisor-search-form">
          Search by ZIP code
        </Title>
        <form onSubmit={submit} noValidate aria-labelledby="client-advisor-search-form">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md" style={{ alignItems: 'flex-start' }}>
            <TextInput
              ref={zipRef}
              label="ZIP code"
              placeholder="e.g. 10001"
              value={zipText}
              onChange={(event) => {
                setZipText(event.currentTarget.value);
                if (zipError) setZipError(null);
              }}
              error={zipError}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={10}
            />
            <CategorySelect value={category} onChange={setCategory} />
            <RadiusSelect value={radius} onChange={setRadius} />
            <Button type="submit" size="md" mt={{ base: 0, md: 25 }}>
              Search
            </Button>
          </SimpleGrid>
        </form>
      </Paper>

      <Stack gap="md" component="section" aria-labelledby="client-advisor-categories">
        <Stack gap={2}>
          <Title order={2} fz="lg" id="client-advisor-categories">
            Browse by category
          </Title>
          <Text fz="sm" c="dimmed">
            Enter your ZIP code above, then choose the kind of advisor you need, or{' '}
            <Anchor component={Link} to={paths.clientAdvisorDirectory()} inherit>
              browse the advisor directory
            </Anchor>
            .
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
          {DIRECTORY_TABS.map((tab) => (
            <Paper key={tab.key} withBorder p={0}>
              <UnstyledButton
                onClick={() => {
                  setCategory(tab.category);
                  search(tab.category);
                }}
                p="md"
                w="100%"
                h="100%"
              >
                <Text fw={650}>{tab.label}</Text>
                <Text fz="xs" c="dimmed">
                  {categoryLabel(tab.category)}
                </Text>
              </UnstyledButton>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>

      <DirectoryDisclaimers />
    </Stack>
  );
}
