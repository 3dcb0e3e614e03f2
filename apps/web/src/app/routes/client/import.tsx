import { PageTitle } from '../../../components/page-title';
import { ImportView } from '../../../features/accounts/components/import-view';

export function Component() {
  return (
    <>
      <PageTitle title="Import from a file" />
      <ImportView />
    </>
  );
}
