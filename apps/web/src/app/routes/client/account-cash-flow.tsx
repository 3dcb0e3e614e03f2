import { useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { CashFlowView } from '../../../features/cash-flow/components/cash-flow-view';

export function Component() {
  const { id } = useParams();
  return (
    <>
      <PageTitle title="Account Cash Flow" />
      {/* Keyed by the account: another account's page starts from its own defaults. */}
      <CashFlowView key={id} accountId={id} />
    </>
  );
}
