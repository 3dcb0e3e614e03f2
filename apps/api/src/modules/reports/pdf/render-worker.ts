import { parentPort } from 'node:worker_threads';
import type { ReportDocumentModel } from '../report-model';
import { renderReportPdf } from './report-document';

// A worker thread's entry (render-off-thread.ts): laying out 'all reports', drawing and rasterising
// their charts is a second or more of CPU that, on the main thread, would hold every other request.

interface RenderRequest {
  id: number;
  model: ReportDocumentModel;
}

parentPort?.on('message', (message: RenderRequest) => {
  const { id, model } = message;
  // Structured cloning turns the logo's Buffer into a Uint8Array; react-pdf wants a Buffer.
  const logo = model.branding.logo ? { ...model.branding.logo, data: Buffer.from(model.branding.logo.data) } : null;
  renderReportPdf({ ...model, branding: { ...model.branding, logo } }).then(
    (pdf) => {
      // A copy of its own (a Buffer may sit in a shared pool), handed over without another copy.
      const bytes = new Uint8Array(pdf);
      parentPort?.postMessage({ id, pdf: bytes }, [bytes.buffer]);
    },
    (error: unknown) => parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
