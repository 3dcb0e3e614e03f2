// Sample dashboard: static example data, not connected to Finboard (spec 02: demo booking dashboard, no behaviour).
import { formatNumber, formatPercent, formatRoundedDollars } from '@finboard/domain/format';
import { Paper, Stack } from '@mantine/core';
import { BarChart } from '../../../components/charts/bar-chart';
import { BRAND_CHART_COLOR } from '../../../components/charts/chart-colors';
import { SAMPLE_BOOKING } from './fitness-booking-sample-data';
import { SampleDashboardLabel } from './sample-dashboard-label';
import { StatGrid } from './stat-grid';

/** /admin/samples/booking: a hotel's bookings, from the static sample data. */
export function SampleBookingView() {
  const booking = SAMPLE_BOOKING;
  const bars = booking.bookingsByMonth.map((row) => ({
    category: row.month,
    value: row.bookings,
    color: BRAND_CHART_COLOR,
    tooltip: [row.month, `${formatNumber(row.bookings)} bookings`],
  }));
  return (
    <Stack gap="lg">
      <SampleDashboardLabel />
      <StatGrid
        stats={[
          { label: 'Bookings this month', value: formatNumber(booking.bookingsThisMonth) },
          { label: 'Occupancy', value: formatPercent(booking.occupancyRate) },
          { label: 'Average nightly rate', value: formatRoundedDollars(booking.averageNightlyRateCents) },
          { label: 'Cancellations', value: formatNumber(booking.cancellations) },
        ]}
      />
      <Paper withBorder p="md" radius="md">
        <BarChart bars={bars} label="Sample bookings by month" formatValue={formatNumber} />
      </Paper>
    </Stack>
  );
}
