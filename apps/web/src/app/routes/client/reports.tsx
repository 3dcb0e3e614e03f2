import { PageTitle } from '../../../components/page-title';
import { ReportsView } from '../../../features/reports/components/reports-view';

export function Component() {
  return (
    <>
      <PageTitle title="Print Reports" />
      <ReportsView />
    </>
  );
}
