import { useParams } from 'react-router';
import { AdvisorPublicProfileView } from '../../../features/directory/components/profile/advisor-public-profile-view';

export function Component() {
  const { id = '' } = useParams();
  return <AdvisorPublicProfileView key={id} advisorId={id} />;
}
