import { Button, Group, Paper, Stack, Stepper, Text } from '@mantine/core';
import type { TCsvMapping, TImportConfirmResponse, TImportPreviewResponse } from '@finboard/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { useImportConfirm, useImportPreview } from '../import-api';
import { BLANK_MAPPING, EMPTY_TARGET, importOptions, type ImportTargetChoice, targetProblem } from '../lib/import-form';
import { ImportColumnsStep } from './import-columns-step';
import { ImportFileStep } from './import-file-step';
import { ImportReviewStep } from './import-review-step';

const STEPS = { file: 0, columns: 1, review: 2, done: 3 } as const;

/** /client/import: a bank file (OFX, QFX, QIF, CSV) into a manual account: choose, map, review, confirm. Nothing is written before Import. */
export function ImportView() {
  const [active, setActive] = useState<number>(STEPS.file);
  const [file, setFile] = useState<File | null>(null);
  const [target, setTarget] = useState<ImportTargetChoice>(EMPTY_TARGET);
  const [mapping, setMapping] = useState<TCsvMapping | null>(null);
  const [dateFormat, setDateFormat] = useState<string | null>(null);
  const [include, setInclude] = useState<number[]>([]);
  const [preview, setPreview] = useState<TImportPreviewResponse | null>(null);
  const [result, setResult] = useState<TImportConfirmResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const previewing = useImportPreview();
  const confirming = useImportConfirm();

  // From the columns step the client has chosen: on to the review unless something is still missing.
  const runPreview = (choices: { mapping: TCsvMapping | null; dateFormat: string | null }, fromColumns: boolean) => {
    const missing = targetProblem(file, target);
    if (missing || !file) return setProblem(missing);
    setProblem(null);
    previewing.mutate(
      { options: importOptions(target, choices), file },
      {
        onSuccess: (answer) => {
          setPreview(answer);
          setInclude([]);
          if (answer.csv) setMapping(answer.csv.mapping ?? choices.mapping ?? BLANK_MAPPING);
          const toColumns = answer.needs !== null || (!fromColumns && (answer.kind === 'csv' || !answer.dateFormat.detected));
          setActive(toColumns ? STEPS.columns : STEPS.review);
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };
  const confirm = () => {
    if (!file) return;
    confirming.mutate(
      { options: importOptions(target, { mapping, dateFormat, include }), file },
      { onSuccess: (answer) => (setResult(answer), setActive(STEPS.done)), onError: (error) => setProblem(error.message) },
    );
  };
  const restart = () => (setActive(STEPS.file), setPreview(null), setMapping(null), setDateFormat(null), setResult(null), setProblem(null));

  return (
    <Stack gap="lg">
      <PageHeading crumbs={[{ label: 'Financial Info', href: paths.clientAccounts() }, { label: 'Import from a file' }]} />
      <Paper withBorder p={{ base: 'sm', md: 'lg' }}>
        <Stepper active={active} size="sm" allowNextStepsSelect={false} onStepClick={(step) => step < active && active !== STEPS.done && setActive(step)}>
          <Stepper.Step label="File and account">
            <ImportFileStep file={file} onFile={(chosen) => (setFile(chosen), setPreview(null))} target={target} onTarget={setTarget} />
          </Stepper.Step>
          <Stepper.Step label="Columns and dates">
            {preview && mapping !== null && (
              <ImportColumnsStep preview={preview} mapping={mapping} onMapping={setMapping} dateFormat={dateFormat} onDateFormat={setDateFormat} />
            )}
            {preview && !preview.csv && (
              <ImportColumnsStep preview={preview} mapping={BLANK_MAPPING} onMapping={() => undefined} dateFormat={dateFormat} onDateFormat={setDateFormat} />
            )}
            {preview?.needs && (
              <Text c="red" fz="sm" mt="sm">
                {preview.needs}
              </Text>
            )}
          </Stepper.Step>
          <Stepper.Step label="Review">{preview && <ImportReviewStep preview={preview} include={include} onInclude={setInclude} />}</Stepper.Step>
          <Stepper.Completed>
            {result && (
              <Stack gap="sm" role="status">
                <Text fw={600}>
                  {result.added} transaction{result.added === 1 ? '' : 's'} imported, {result.skipped} left out
                  {result.balanceUpdated ? "; the balance follows the file's." : '.'}
                </Text>
                <Group>
                  <Button component={Link} to={paths.clientAccounts()}>
                    Connected Accounts
                  </Button>
                  <Button component={Link} to={paths.clientCashFlow()} variant="light">
                    Cash Flow
                  </Button>
                  <Button variant="subtle" onClick={restart}>
                    Import another file
                  </Button>
                </Group>
              </Stack>
            )}
          </Stepper.Completed>
        </Stepper>
        <Stack gap="sm" mt="lg">
          <FormAlert message={problem} />
          <Group>
            {active === STEPS.file && (
              <Button onClick={() => runPreview({ mapping: null, dateFormat: null }, false)} loading={previewing.isPending}>
                Preview
              </Button>
            )}
            {active === STEPS.columns && (
              <Button onClick={() => runPreview({ mapping, dateFormat }, true)} loading={previewing.isPending}>
                Continue
              </Button>
            )}
            {active === STEPS.review && preview && (
              <Button onClick={confirm} loading={confirming.isPending} disabled={preview.counts.new + include.length === 0 && !preview.ledgerBalance}>
                Import {preview.counts.new + include.length} transaction{preview.counts.new + include.length === 1 ? '' : 's'}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
