import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../../../components/page-title';
import { paths } from '../../../../config/paths';
import { DirectoryDisclaimers } from '../directory-disclaimers';
import { ZipSearchSections } from './zip-search-sections';

/** /advisor-search 'Find an Advisor' (spec 01 §2): headline, search form, category list, disclosures. */
export function AdvisorSearchView() {
  return (
    <Stack gap="xl">
      <PageTitle title="Find an Advisor" />
      <Stack gap={6}>
        <Title order={1}>Find an Advisor</Title>
        <Text c="dimmed" maw={640}>
          Search near your ZIP code for planners, investment professionals, accountants, attorneys and more, then open a profile to learn how they work.
        </Text>
      </Stack>

      <ZipSearchSections
        formTitleId="advisor-search-form"
        categoriesTitleId="advisor-categories"
        listPath={paths.advisorList}
        categoriesHint="Enter your ZIP code above, then choose the kind of advisor you need."
      />

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
