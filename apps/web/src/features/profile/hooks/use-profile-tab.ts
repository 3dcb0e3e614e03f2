import { useSearchParams } from 'react-router';
import { parseTabIndex } from '../lib/profile-tabs';

/** The open tab lives in the URL (?tab=0..3) so it can be linked to and survives a reload. */
export function useProfileTab(count: number) {
  const [params, setParams] = useSearchParams();
  const index = parseTabIndex(params.get('tab'), count);
  const select = (next: number) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', String(next));
        return updated;
      },
      { replace: true },
    );
  return [index, select] as const;
}
