import { Checkbox, Group, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { TCsvMapping, TImportPreviewResponse } from '@finboard/contracts';
import { IMPORT_DATE_FORMATS } from '@finboard/domain/imports';
import { columnLabels, sampleRows } from '../lib/import-form';

type ColumnField = 'date' | 'description' | 'amount' | 'debit' | 'credit' | 'category';
const FIELDS: { field: ColumnField; label: string; optional: boolean }[] = [
  { field: 'date', label: 'Date', optional: false },
  { field: 'description', label: 'Description', optional: false },
  { field: 'amount', label: 'Amount', optional: true },
  { field: 'debit', label: 'Debit (money out)', optional: true },
  { field: 'credit', label: 'Credit (money in)', optional: true },
  { field: 'category', label: 'Category (optional)', optional: true },
];

interface Props {
  preview: TImportPreviewResponse;
  mapping: TCsvMapping;
  onMapping(mapping: TCsvMapping): void;
  dateFormat: string | null;
  onDateFormat(format: string | null): void;
}

/** Step 2: which columns hold what (CSV), and the date format, detected or chosen, with the first rows. */
export function ImportColumnsStep({ preview, mapping, onMapping, dateFormat, onDateFormat }: Props) {
  const csv = preview.csv;
  const labels = csv ? columnLabels(csv.headers, mapping.hasHeader) : [];
  const options = labels.map((label, index) => ({ value: String(index), label }));
  const detected = preview.dateFormat.detected && preview.dateFormat.used ? `Detected: ${preview.dateFormat.used}` : 'Not detected: choose the format';
  return (
    <Stack gap="md">
      {csv && (
        <>
          {csv.mappingSaved && <Text fz="sm">The columns you chose for this account last time are used.</Text>}
          <Checkbox
            label="The first row names the columns"
            checked={mapping.hasHeader}
            onChange={(event) => onMapping({ ...mapping, hasHeader: event.currentTarget.checked })}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {FIELDS.map(({ field, label, optional }) => (
              <Select
                key={field}
                label={label}
                data={options}
                value={mapping[field] === null ? null : String(mapping[field])}
                placeholder={optional ? 'Not in this file' : 'Choose a column'}
                clearable={optional}
                onChange={(value) => onMapping({ ...mapping, [field]: value === null ? null : Number(value) })}
              />
            ))}
            <Select
              label="Money out is written"
              data={[
                { value: 'in-positive', label: 'as negative (-12.50)' },
                { value: 'out-positive', label: 'as positive (12.50)' },
              ]}
              value={mapping.amountSign}
              onChange={(value) => onMapping({ ...mapping, amountSign: value === 'out-positive' ? 'out-positive' : 'in-positive' })}
              allowDeselect={false}
            />
          </SimpleGrid>
          <Table.ScrollContainer minWidth={400}>
            <Table withTableBorder fz="sm" aria-label="The first rows of the file">
              <Table.Thead>
                <Table.Tr>
                  {labels.map((label, index) => (
                    <Table.Th key={index}>{label}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sampleRows(csv, mapping.hasHeader).map((row, at) => (
                  <Table.Tr key={at}>
                    {labels.map((_, index) => (
                      <Table.Td key={index}>{row[index] ?? ''}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      <Group align="flex-end">
        <Select
          label="Date format"
          description={detected}
          data={IMPORT_DATE_FORMATS.map((format) => ({
            value: format,
            label: preview.dateFormat.fits.includes(format) ? `${format} (fits every date)` : format,
          }))}
          value={dateFormat ?? preview.dateFormat.used}
          onChange={onDateFormat}
          allowDeselect={false}
          w={280}
        />
      </Group>
    </Stack>
  );
}
