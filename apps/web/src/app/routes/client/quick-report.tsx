import { PageTitle } from '../../../components/page-title';
import { QuickReportView } from '../../../features/quick-report/components/quick-report-view';

export function Component() {
  return (
    <>
      <PageTitle title="Quick Report" />
      <QuickReportView />
    </>
  );
}
