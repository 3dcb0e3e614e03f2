import { PageTitle } from '../../../components/page-title';
import { PortfolioView } from '../../../features/investments/components/portfolio-view';

export function Component() {
  return (
    <>
      <PageTitle title="Investment Portfolio" />
      <PortfolioView />
    </>
  );
}
