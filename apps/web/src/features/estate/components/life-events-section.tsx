import type { TLifeEvent } from '@finboard/contracts';
import { LIFE_EVENT_KINDS, LIFE_EVENT_LABELS } from '@finboard/domain';
import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { PlusIcon, TrashIcon } from '../../../components/action-icons';
import { DateField } from '../../../components/forms/date-field';
import { productToday } from '../../../lib/product-today';

interface Props {
  lifeEvents: TLifeEvent[];
  isReadOnly: boolean;
  onChange: (lifeEvents: TLifeEvent[]) => void;
}

const KIND_OPTIONS = LIFE_EVENT_KINDS.map((kind) => ({ value: kind, label: LIFE_EVENT_LABELS[kind] }));

/** Marriage, a child, a move: each asks for the documents signed or reviewed before it to be looked at again. */
export function LifeEventsSection({ lifeEvents, isReadOnly, onChange }: Props) {
  const update = (index: number, patch: Partial<TLifeEvent>) => onChange(lifeEvents.map((event, at) => (at === index ? { ...event, ...patch } : event)));
  return (
    <Paper withBorder p="lg" component="section" aria-label="Life Events">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Life Events
        </Title>
        {lifeEvents.length === 0 && <Text c="dimmed">No life events recorded.</Text>}
        {lifeEvents.map((event, index) => (
          <Group key={index} align="end" gap="sm" role="group" aria-label={`Life event ${index + 1}`}>
            <NativeSelect
              label="Life Event"
              data={KIND_OPTIONS}
              value={event.kind}
              onChange={(change) => update(index, { kind: change.currentTarget.value as TLifeEvent['kind'] })}
              disabled={isReadOnly}
            />
            <DateField label="Date" value={event.eventDate} onChange={(eventDate) => eventDate && update(index, { eventDate })} disabled={isReadOnly} />
            {!isReadOnly && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove life event ${index + 1}`}
                onClick={() => onChange(lifeEvents.filter((_event, at) => at !== index))}
              >
                <TrashIcon size={18} />
              </ActionIcon>
            )}
          </Group>
        ))}
        {!isReadOnly && (
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<PlusIcon size={14} />}
              onClick={() => onChange([...lifeEvents, { kind: 'marriage', eventDate: productToday() }])}
            >
              Add Life Event
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
