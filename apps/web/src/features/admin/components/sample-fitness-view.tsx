// Sample dashboard: static example data, not connected to Finboard (spec 02: demo fitness dashboard, no behaviour).
import { formatNumber, formatPercent } from '@finboard/domain/format';
import { Paper, Stack } from '@mantine/core';
import { BarChart } from '../../../components/charts/bar-chart';
import { BRAND_CHART_COLOR } from '../../../components/charts/chart-colors';
import { SAMPLE_FITNESS } from './fitness-booking-sample-data';
import { SampleDashboardLabel } from './sample-dashboard-label';
import { StatGrid } from './stat-grid';

/** /admin/samples/fitness: a gym's week, from the static sample data. */
export function SampleFitnessView() {
  const fitness = SAMPLE_FITNESS;
  const bars = fitness.workoutsByDay.map((row) => ({
    category: row.day,
    value: row.workouts,
    color: BRAND_CHART_COLOR,
    tooltip: [row.day, `${formatNumber(row.workouts)} workouts`],
  }));
  return (
    <Stack gap="lg">
      <SampleDashboardLabel />
      <StatGrid
        stats={[
          { label: 'Active members', value: formatNumber(fitness.activeMembers) },
          { label: 'Average workout', value: `${fitness.averageWorkoutMinutes} min` },
          { label: 'Class attendance', value: formatPercent(fitness.classAttendanceRate) },
          { label: 'Calories burned this week', value: formatNumber(fitness.caloriesBurnedThisWeek) },
        ]}
      />
      <Paper withBorder p="md" radius="md">
        <BarChart bars={bars} label="Sample workouts by day" formatValue={formatNumber} />
      </Paper>
    </Stack>
  );
}
