import { PageTitle } from '../../../components/page-title';
import { InvestmentsView } from '../../../features/investments/components/investments-view';

export function Component() {
  return (
    <>
      <PageTitle title="Investments" />
      <InvestmentsView />
    </>
  );
}
