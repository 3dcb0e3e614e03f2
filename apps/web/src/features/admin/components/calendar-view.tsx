import { formatCount, formatDollarsAndCents } from '@finboard/domain/format';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TAdminCalendar, TCalendarEventKind } from '@finboard/contracts';
import { addMonths, eachDay, weekdayOf } from '@finboard/domain/calendar';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminCalendarQuery } from '../api';
import { QueryState } from '../../../components/query-state';

const KINDS: Record<TCalendarEventKind, { label: string; color: string }> = {
  'trial-end': { label: 'Trial ends', color: 'yellow' },
  renewal: { label: 'Renewal', color: 'green' },
  'payment-retry': { label: 'Payment retry', color: 'red' },
};
// Sunday first, as the US calendar and the dashboard's 'this week' (weekOf) have it.
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function MonthGrid({ data }: { data: TAdminCalendar }) {
  const days = eachDay(data.range.startDate, data.range.endDate);
  const leading = weekdayOf(data.range.startDate);
  return (
    <SimpleGrid cols={7} spacing={4}>
      {WEEKDAYS.map((day) => (
        <Text key={day} fz="xs" fw={700} ta="center">
          {day}
        </Text>
      ))}
      {Array.from({ length: leading }, (_, index) => (
        <div key={`blank-${index}`} />
      ))}
      {days.map((date) => {
        const events = data.events.filter((event) => event.date === date);
        return (
          <Paper key={date} withBorder p={4} mih={80} role="group" aria-label={date}>
            <Text fz="xs" c="dimmed">
              {Number(date.slice(8))}
            </Text>
            <Stack gap={2}>
              {events.map((event, index) => (
                <Badge
                  key={`${event.userId}-${event.kind}-${index}`}
                  color={KINDS[event.kind].color}
                  size="xs"
                  variant="light"
                  title={`${KINDS[event.kind].label}: ${event.userName}`}
                  fullWidth
                >
                  {KINDS[event.kind].label}: {event.userName}
                  {event.amountCents !== null ? ` ${formatDollarsAndCents(event.amountCents)}` : ''}
                </Badge>
              ))}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

/** /admin/one (Calendar): a month of trial ends, renewals and failed-payment retries. */
export function CalendarView() {
  const [month, setMonth] = useState<string | undefined>(undefined);
  const query = useQuery(adminCalendarQuery(month));
  const shown = query.data?.month;
  const move = (months: number) => shown && setMonth(addMonths(`${shown}-01`, months).slice(0, 7));
  return (
    <Stack gap="md">
      <Group>
        <Button variant="default" onClick={() => move(-1)} disabled={!shown}>
          Previous month
        </Button>
        <Title order={2} fz="lg">
          {shown ?? ''}
        </Title>
        <Button variant="default" onClick={() => move(1)} disabled={!shown}>
          Next month
        </Button>
      </Group>
      <QueryState query={query}>
        {(data) => (
          <Stack gap="xs">
            <Text fz="sm" c="dimmed">
              {formatCount(data.events.length, 'event')} this month
            </Text>
            <MonthGrid data={data} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
