import { useParams, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { AccountDetailsView } from '../../../features/accounts/components/account-details-view';

export function Component() {
  const { institutionName = '' } = useParams();
  const [params] = useSearchParams();
  // A new institution is a new page: its tab and search start afresh.
  const key = `${params.get('id') ?? institutionName}:${params.get('userId') ?? ''}`;
  return (
    <>
      <PageTitle title={institutionName || 'Account Details'} />
      <AccountDetailsView key={key} />
    </>
  );
}
