import { useParams } from 'react-router';
import { AdvisorListView } from '../../../features/directory/components/list/advisor-list-view';

export function Component() {
  const { search = '' } = useParams();
  return <AdvisorListView key={search} zipText={search} />;
}
