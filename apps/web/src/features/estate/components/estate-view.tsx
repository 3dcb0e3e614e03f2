import { useQuery } from '@tanstack/react-query';
import { AppLoader } from '../../../components/app-loader';
import { QueryError } from '../../../components/query-state';
import { useClientView } from '../../../lib/client-view';
import { estateQuery } from '../api';
import { EstateForm } from './estate-form';

/** The client's estate page (read-only for an advisor whose client shares Net Worth). */
export function EstateView() {
  const { userId, isReadOnly } = useClientView();
  const query = useQuery(estateQuery(userId));
  if (query.isPending) return <AppLoader label="Loading estate" />;
  if (query.isError) return <QueryError query={query} />;
  // Keyed by the stored page, so a save's answer (or another client's page) starts a fresh draft.
  return <EstateForm key={JSON.stringify(query.data.estate)} data={query.data} isReadOnly={isReadOnly} />;
}
