import { AdvisorSearchView } from '../../../features/directory/components/search/advisor-search-view';

export function Component() {
  return <AdvisorSearchView />;
}
