import { ZMyPlanResponse } from '@finboard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { scopeKey } from '../../lib/query-keys';

/**
 * The retirement plans My Retirement Score may print: My Plan's list (the same read and cache root
 * as My Plan, so a plan saved there shows here).
 */
export const retirementPlansQuery = (userId?: string) =>
  queryOptions({
    queryKey: ['scenarios', 'my-plan', scopeKey(userId), ''],
    queryFn: () => api.get('/api/my-plan', ZMyPlanResponse, { userId }),
  });
