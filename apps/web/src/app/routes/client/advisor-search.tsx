import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { DirectoryDisclaimers } from '../../../features/directory/components/directory-disclaimers';
import { ZipSearchSections } from '../../../features/directory/components/search/zip-search-sections';

/**
 * /client/advisor-search (side menu 'Advisor Search'): a ZIP code, a category and a radius lead to
 * /client/advisor-category/{zip}; the category directory lists every category's advisors.
 */
export function Component() {
  return (
    <Stack gap="xl">
      <PageTitle title="Advisor Search" />
      <Stack gap={6}>
        <Title order={1} fz="h2">
          Advisor Search
        </Title>
        <Text c="dimmed" maw={640}>
          Find planners, investment professionals, accountants, attorneys and more near you, then connect with them to share what you choose.
        </Text>
      </Stack>

      <ZipSearchSections
        formTitleId="client-advisor-search-form"
        categoriesTitleId="client-advisor-categories"
        listPath={paths.clientAdvisorCategory}
        categoriesHint={
          <>
            Enter your ZIP code above, then choose the kind of advisor you need, or{' '}
            <Anchor component={Link} to={paths.clientAdvisorDirectory()} inherit>
              browse the advisor directory
            </Anchor>
            .
          </>
        }
      />

      <DirectoryDisclaimers />
    </Stack>
  );
}
