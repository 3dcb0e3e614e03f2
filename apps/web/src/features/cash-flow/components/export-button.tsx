import { CASH_FLOW_REPORT_FILE_NAME } from '@finboard/contracts';
import { Button } from '@mantine/core';
import { cashFlowReportUrl, type CashFlowScope } from '../api';

/** Downloads 'Cash Flow Report.xlsx' for the page's range and accounts (a plain link: the browser does the download). */
export function ExportButton({ scope }: { scope: CashFlowScope }) {
  return (
    <Button component="a" href={cashFlowReportUrl(scope)} download={CASH_FLOW_REPORT_FILE_NAME} variant="light">
      Export to Excel
    </Button>
  );
}
