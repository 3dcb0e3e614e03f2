import { REPORT_MESSAGES } from '@finboard/domain/reports';
import { Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyError } from '../../../lib/notify';
import { retirementPlansQuery } from '../api';
import { DownloadButton, ReportDownloadCard } from './report-download-card';

export interface RetirementReportCardProps {
  userId: string | undefined;
  isBusy: boolean;
  onDownload: (scenarioId: string) => void;
}

/** My Retirement Score: pick one of the retirement plans (My Plan's, first chosen) and print it. */
export function RetirementReportCard({ userId, isBusy, onDownload }: RetirementReportCardProps) {
  const plans = useQuery(retirementPlansQuery(userId));
  const [picked, setPicked] = useState<string | null>(null);
  const options = (plans.data?.scenarios ?? []).map((scenario) => ({ value: scenario.id, label: scenario.name }));
  const chosen = picked ?? plans.data?.active?.id ?? options[0]?.value ?? null;
  const download = () => {
    if (!chosen) notifyError(REPORT_MESSAGES.noRetirementScenario, 'No scenario');
    else onDownload(chosen);
  };
  return (
    <ReportDownloadCard title="My Retirement Score" description="A retirement plan's score, projection and yearly figures.">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Scenario"
          placeholder={plans.isPending ? 'Loading…' : 'No retirement scenario'}
          data={options}
          value={chosen}
          onChange={setPicked}
          allowDeselect={false}
          disabled={options.length === 0}
          style={{ flex: 1, minWidth: 160 }}
        />
        <DownloadButton label="Download My Retirement Score" isBusy={isBusy} onClick={download} />
      </Group>
    </ReportDownloadCard>
  );
}
