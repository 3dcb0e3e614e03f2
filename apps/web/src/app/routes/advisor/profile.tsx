import { useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { AdvisorProfileView } from '../../../features/profile/components/advisor-profile-view';

export function Component() {
  const { uid = '' } = useParams();
  return (
    <>
      <PageTitle title="Advisor Profile" />
      <AdvisorProfileView key={uid} userId={uid} />
    </>
  );
}
