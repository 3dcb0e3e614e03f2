import { REPORT_MESSAGES } from '@finboard/domain/reports';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/app-error';
import { notify, notifyError } from '../../../lib/notify';
import { openReportLater, reportStatus, requestReport } from '../../../lib/report-links';

/** How often the page asks how far 'all' has got. */
export const ALL_REPORTS_POLL_MS = 1000;
export const ALL_REPORTS_FAILED = 'Your reports could not be generated. Please try again.';

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * 'Download all Reports': the api makes them in the background; the page follows its progress and
 * opens the PDF when it is ready. Leaving the page stops the following, not the job.
 */
export function useAllReports(userId: string | undefined) {
  const [progress, setProgress] = useState(0);
  const left = useRef(false);
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
    };
  }, []);
  const mutation = useMutation({
    mutationFn: async () => {
      setProgress(0);
      notify({ color: 'teal', message: REPORT_MESSAGES.allBeingGenerated });
      let link = await requestReport('all', userId);
      while (link.status === 'pending' && !left.current) {
        await wait(ALL_REPORTS_POLL_MS);
        link = await reportStatus(link.statusUrl);
        setProgress(link.progress);
      }
      if (link.status === 'failed') throw new Error(ALL_REPORTS_FAILED);
      return link;
    },
    onSuccess: (link) => {
      if (link.status === 'ready') openReportLater(link.url);
    },
    onError: (error) =>
      notifyError(error instanceof Error && error.message === ALL_REPORTS_FAILED ? ALL_REPORTS_FAILED : errorMessage(error), 'Reports not generated'),
  });
  return { start: () => mutation.mutate(), isRunning: mutation.isPending, progress };
}
