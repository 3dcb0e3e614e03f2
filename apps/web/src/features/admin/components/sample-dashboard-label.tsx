import { Alert } from '@mantine/core';

/** Sample dashboard: static example data, not connected to Finboard. Said on the fitness and booking demos. */
export const SAMPLE_DASHBOARD_LABEL = 'Sample dashboard: static example data, not connected to Finboard';

/** The demo pages' banner, so no one takes their figures for the product's. */
export function SampleDashboardLabel() {
  return (
    <Alert color="blue" title="Sample">
      {SAMPLE_DASHBOARD_LABEL}
    </Alert>
  );
}
