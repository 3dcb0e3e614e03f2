import { PageTitle } from '../../../components/page-title';
import { SecuritySummaryView } from '../../../features/investments/components/security-summary-view';

export function Component() {
  return (
    <>
      <PageTitle title="Investment Summary" />
      <SecuritySummaryView />
    </>
  );
}
