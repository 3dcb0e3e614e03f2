import { useParams, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { PrintableReport } from '../../../features/report-pages/components/printable-report';
import { REPORT_OF_PDF_PAGE } from '../../../features/report-pages/lib/pdf-page-kinds';

/** /pdf/{report}: a report to print (My Plan's plan by ?id=, a client by ?userId=, a period by ?startDate=&endDate=). */
export function Component() {
  const { report = '' } = useParams();
  const [params] = useSearchParams();
  const kind = REPORT_OF_PDF_PAGE[report] ?? null;
  // The route's loader has already sent any other name to the 404 page.
  if (!kind) return null;
  const text = (name: string) => params.get(name) || undefined;
  const query = { userId: text('userId'), scenarioId: text('id'), startDate: text('startDate'), endDate: text('endDate') };
  const defined = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
  return (
    <>
      <PageTitle title="Report" />
      <PrintableReport kind={kind} query={defined} />
    </>
  );
}
