import { useQuery } from '@tanstack/react-query';
import { AppLoader } from '../../../components/app-loader';
import { useClientView } from '../../../lib/client-view';
import { incomeQuery, insuranceQuery } from '../api';
import { IncomeForm } from './income-form';
import { InsuranceForm } from './insurance-form';
import { QueryError } from '../../../components/query-state';

/** The client's income page (read-only for an advisor). */
export function IncomeView() {
  const { userId, isReadOnly } = useClientView();
  const query = useQuery(incomeQuery(userId));
  if (query.isPending) return <AppLoader label="Loading income" />;
  if (query.isError) return <QueryError query={query} />;
  return <IncomeForm income={query.data.income} isReadOnly={isReadOnly} />;
}

/** The client's insurance page (read-only for an advisor). */
export function InsuranceView() {
  const { userId, isReadOnly } = useClientView();
  const query = useQuery(insuranceQuery(userId));
  if (query.isPending) return <AppLoader label="Loading insurance" />;
  if (query.isError) return <QueryError query={query} />;
  return <InsuranceForm insurance={query.data.insurance} isReadOnly={isReadOnly} />;
}
