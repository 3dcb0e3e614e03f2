import { DEFAULT_SEARCH_RADIUS_MILES, DIRECTORY_TABS, categoryLabel, type SearchRadiusMiles } from '@finboard/domain';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageTitle } from '../../../../components/page-title';
import { paths } from '../../../../config/paths';
import { checkZip } from '../../lib/zip-search';
import { CategorySelect } from '../category-select';
import { DirectoryDisclaimers } from '../directory-disclaimers';
import { RadiusSelect } from '../radius-select';

/** /advisor-search 'Find an Advisor' (spec 01 §2): headline, search form, category list, disclosures. */
export function AdvisorSearchView() {
  const navigate = useNavigate();
  const zipRef = useRef<HTMLInputElement>(null);
  const [zipText, setZipText] = useState('');
  const [zipError, setZipError] = useState<string | null>(null);
  const [category, setCategory] = useState('');
  const [radius, setRadius] = useState<SearchRadiusMiles>(DEFAULT_SEARCH_RADIUS_MILES);

  /** Goes to the list for the typed ZIP code, or says what is wrong with it and puts the cursor there. */
  const search = (categories: string) => {
    const checked = checkZip(zipText);
    setZipError(checked.error);
    if (!checked.zip) {
      zipRef.current?.focus();
      return;
    }
    navigate(
      paths.advisorList(checked.zip, {
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
      <PageTitle title="Find an Advisor" />
      <Stack gap={6}>
        <Title order={1}>Find an Advisor</Title>
        <Text c="dimmed" maw={640}>
          Search near your ZIP code for planners, investment professionals, accountants, attorneys and more, then open
          a profile to learn how they work.
        </Text>
      </Stack>

      <Paper withBorder p={{ base: 'md', md: 'xl' }} component="section" aria-labelledby="advisor-search-form">
        <Title order={2} fz="lg" mb="md" id="advisor-search-form">
          Search by ZIP code
        </Title>
        <form onSubmit={submit} noValidate aria-labelledby="advisor-search-form">
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

      <Stack gap="md" component="section" aria-labelledby="advisor-categories">
        <Stack gap={2}>
          <Title order={2} fz="lg" id="advisor-categories">
            Browse by category
          </Title>
          <Text fz="sm" c="dimmed">
            Enter your ZIP code above, then choose the kind of advisor you need.
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

      <Group gap="xs">
        <Text fz="sm" c="dimmed">
          Not sure where to start?
        </Text>
        <Anchor component={Link} to={paths.landing()} fz="sm">
          Tell us what you want help with
        </Anchor>
      </Group>

      <DirectoryDisclaimers />
    </Stack>
  );
}
