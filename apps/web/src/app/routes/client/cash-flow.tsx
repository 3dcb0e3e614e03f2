import { PageTitle } from '../../../components/page-title';
import { CashFlowView } from '../../../features/cash-flow/components/cash-flow-view';

export function Component() {
  return (
    <>
      <PageTitle title="Cash Flow" />
      <CashFlowView />
    </>
  );
}
