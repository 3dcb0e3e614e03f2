import { PageTitle } from '../../../components/page-title';
import { NetWorthView } from '../../../features/net-worth/components/net-worth-view';

export function Component() {
  return (
    <>
      <PageTitle title="Net Worth" />
      <NetWorthView />
    </>
  );
}
