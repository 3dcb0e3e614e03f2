import { Checkbox, List, Stack, Table, Text, Title } from '@mantine/core';
import type { TImportPreviewResponse } from '@finboard/contracts';
import { formatDollarsAndCents } from '@finboard/domain/format';

interface Props {
  preview: TImportPreviewResponse;
  include: number[];
  onInclude(include: number[]): void;
}

// Plaid's sign in the data: positive is money out, shown as a negative amount.
const shown = (amountCents: number) => formatDollarsAndCents(-amountCents);

/** Step 3: what the file adds ('N new, M already here, K with errors'), the rows that cannot be read, and the near-duplicates to decide. */
export function ImportReviewStep({ preview, include, onInclude }: Props) {
  const chosen = new Set(include);
  const toggle = (index: number, on: boolean) => onInclude(on ? [...include, index] : include.filter((value) => value !== index));
  return (
    <Stack gap="md">
      <Text fw={600} role="status">
        {preview.summary}
      </Text>
      {preview.dateFormat.used && (
        <Text fz="sm">
          Dates read as {preview.dateFormat.used}
          {preview.dateFormat.detected ? ' (detected)' : ' (as you chose)'}.
        </Text>
      )}
      {preview.ledgerBalance && (
        <Text fz="sm">
          The file states a balance of {formatDollarsAndCents(preview.ledgerBalance.amountCents)} on {preview.ledgerBalance.date}: the account will show it
          unless it already has a later one.
        </Text>
      )}
      {preview.errors.length > 0 && (
        <Stack gap={4}>
          <Title order={2} fz="md">
            Rows that will not be imported
          </Title>
          <List size="sm">
            {preview.errors.map((error) => (
              <List.Item key={error.row}>{error.message}</List.Item>
            ))}
          </List>
          {preview.counts.errors > preview.errors.length && <Text fz="sm">…and {preview.counts.errors - preview.errors.length} more.</Text>}
        </Stack>
      )}
      {preview.nearDuplicates.length > 0 && (
        <Stack gap={4}>
          <Title order={2} fz="md">
            Perhaps already here ({preview.counts.nearDuplicates})
          </Title>
          <Text fz="sm">These look like transactions the account has. Tick the ones to add anyway.</Text>
          {preview.nearDuplicates.map((row) => (
            <Checkbox
              key={row.index}
              checked={chosen.has(row.index)}
              onChange={(event) => toggle(row.index, event.currentTarget.checked)}
              label={`${row.row}: ${row.date} ${row.description} ${shown(row.amountCents)}, like ${row.existing.date} ${row.existing.name} ${shown(row.existing.amountCents)}`}
            />
          ))}
        </Stack>
      )}
      {preview.sample.length > 0 && (
        <Table.ScrollContainer minWidth={400}>
          <Table withTableBorder fz="sm" aria-label="The first new transactions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Category</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.sample.map((row) => (
                <Table.Tr key={row.index}>
                  <Table.Td>{row.date}</Table.Td>
                  <Table.Td>{row.description}</Table.Td>
                  <Table.Td>{shown(row.amountCents)}</Table.Td>
                  <Table.Td>{row.categoryType}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
