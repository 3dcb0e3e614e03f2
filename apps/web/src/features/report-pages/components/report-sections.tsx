import { formatDollarsAndCents, formatSlashDate } from '@finboard/domain/format';
import type { TAccount, TReportSection } from '@finboard/contracts';
import { ASSET_LABELS, type AssetKey, LIABILITY_LABELS, type LiabilityKey } from '@finboard/domain/accounts';
import {
  REPORT_LABELS,
  REPORT_MESSAGES,
  RETIREMENT_SOURCE_COLUMNS,
  RETIREMENT_TABLE_COLUMNS,
  retirementFigures,
  retirementSourceRows,
  retirementTableRows,
} from '@finboard/domain/reports';
import { Figures, NoData, ReportTable, SectionHeading, SubHeading } from './report-blocks';
import { AllocationChart, IncomeExpensesChart, NetWorthChart, ReportLineChart, SharesChart } from './report-charts';

const sum = (accounts: readonly TAccount[]) => accounts.reduce((total, account) => total + account.amountCents, 0);
const period = (range: { startDate: string; endDate: string }) => `${formatSlashDate(range.startDate)} to ${formatSlashDate(range.endDate)}`;

function Accounts({ caption, accounts }: { caption: string; accounts: readonly TAccount[] }) {
  if (accounts.length === 0) return <NoData>No accounts.</NoData>;
  const rows = accounts.map((account) => [
    account.institutionName,
    account.name,
    account.accountSubtype || account.accountType,
    formatDollarsAndCents(account.amountCents),
  ]);
  return (
    <ReportTable
      caption={caption}
      columns={[{ title: 'Institution' }, { title: 'Account' }, { title: 'Type' }, { title: 'Balance', isAmount: true }]}
      rows={rows}
    />
  );
}

function NetWorth({ section }: { section: Extract<TReportSection, { kind: 'netWorth' }> }) {
  const { netWorth } = section;
  const assets = sum(netWorth.assets);
  const liabilities = sum(netWorth.liabilities);
  return (
    <>
      <SectionHeading title="Net Worth" note={period(netWorth)} />
      <Figures
        items={[
          { label: 'Total Assets', cents: assets },
          { label: 'Total Liabilities', cents: liabilities },
          { label: 'Net Worth Today', cents: assets - liabilities },
        ]}
      />
      <SubHeading>Net worth over the period</SubHeading>
      {netWorth.points.length === 0 ? <NoData>{REPORT_MESSAGES.noData}</NoData> : <NetWorthChart points={netWorth.points} />}
      <SubHeading>Assets</SubHeading>
      <Accounts caption="Assets" accounts={netWorth.assets} />
      <SubHeading>Liabilities</SubHeading>
      <Accounts caption="Liabilities" accounts={netWorth.liabilities} />
    </>
  );
}

function CashFlow({ section }: { section: Extract<TReportSection, { kind: 'cashFlow' }> }) {
  const { cashFlow } = section;
  const isEmpty = cashFlow.transactionCount === 0 && cashFlow.incomeCents === 0 && cashFlow.expensesCents === 0;
  return (
    <>
      <SectionHeading title="Cash Flows" note={period(cashFlow)} />
      <Figures
        items={[
          { label: 'Total Income', cents: cashFlow.incomeCents },
          { label: 'Total Expenses', cents: cashFlow.expensesCents },
          { label: 'Net Cash Flow', cents: cashFlow.netCents },
          { label: 'Transfers In', cents: cashFlow.transfersInCents },
          { label: 'Transfers Out', cents: cashFlow.transfersOutCents },
        ]}
      />
      {isEmpty ? (
        <NoData>{REPORT_MESSAGES.noData}</NoData>
      ) : (
        <>
          <IncomeExpensesChart cashFlow={cashFlow} />
          <SubHeading>Budget Insights (money out)</SubHeading>
          <ReportTable
            caption="Budget Insights"
            columns={[{ title: 'Category' }, { title: 'Amount', isAmount: true }]}
            rows={[
              ['Essential', formatDollarsAndCents(cashFlow.categories.essential)],
              ['Non-Essential', formatDollarsAndCents(cashFlow.categories.nonEssential)],
              ['Savings', formatDollarsAndCents(cashFlow.categories.savings)],
            ]}
          />
          <SubHeading>
            {cashFlow.transactions.length < cashFlow.transactionCount
              ? `Transactions (newest ${cashFlow.transactions.length} of ${cashFlow.transactionCount})`
              : 'Transactions'}
          </SubHeading>
          <ReportTable
            caption="Transactions"
            columns={[{ title: 'Date' }, { title: 'Description' }, { title: 'Account' }, { title: 'Amount', isAmount: true }]}
            rows={cashFlow.transactions.map((row) => [
              formatSlashDate(row.date),
              row.merchantName ?? row.name,
              row.accountName,
              formatDollarsAndCents(row.amountCents),
            ])}
          />
        </>
      )}
    </>
  );
}

function Investment({ section }: { section: Extract<TReportSection, { kind: 'investment' }> }) {
  const { investments } = section;
  return (
    <>
      <SectionHeading title="Investment Report" note="Investment accounts and the asset types they hold, today." />
      <Figures items={[{ label: 'Total Investments', cents: investments.totalCents }]} />
      {investments.accounts.length === 0 ? (
        <NoData>No investment accounts.</NoData>
      ) : (
        <>
          <SubHeading>Allocation</SubHeading>
          {investments.allocation.length > 0 ? <AllocationChart allocation={investments.allocation} /> : <NoData>No holdings.</NoData>}
          <SubHeading>Accounts</SubHeading>
          <ReportTable
            caption="Investment accounts"
            columns={[{ title: 'Institution' }, { title: 'Account' }, { title: 'Subtype' }, { title: 'Value', isAmount: true }]}
            rows={investments.accounts.map((account) => [
              account.institutionName,
              account.name,
              account.accountSubtype.toUpperCase(),
              formatDollarsAndCents(account.valueCents),
            ])}
          />
        </>
      )}
    </>
  );
}

function Liabilities({ section }: { section: Extract<TReportSection, { kind: 'liabilities' }> }) {
  const { liabilities } = section;
  const slices = Object.entries(liabilities.categories).map(([key, cents]) => ({ name: LIABILITY_LABELS[key as LiabilityKey] ?? 'Others', cents }));
  const categories = slices.map((slice) => [slice.name, formatDollarsAndCents(slice.cents)]);
  return (
    <>
      <SectionHeading title="Liabilities Report" note="What is owed today, by category and by account." />
      <Figures items={[{ label: 'Total Liabilities', cents: liabilities.totalCents }]} />
      {liabilities.accounts.length === 0 ? (
        <NoData>No liabilities.</NoData>
      ) : (
        <>
          <SharesChart label="Liabilities by category" slices={slices} />
          <ReportTable caption="Liabilities by category" columns={[{ title: 'Category' }, { title: 'Amount', isAmount: true }]} rows={categories} />
          <SubHeading>Accounts</SubHeading>
          <Accounts caption="Liability accounts" accounts={liabilities.accounts} />
        </>
      )}
    </>
  );
}

function Retirement({ section }: { section: Extract<TReportSection, { kind: 'retirement' }> }) {
  const { scenario } = section;
  if (!scenario) {
    return (
      <>
        <SectionHeading title="My Retirement Score" />
        <NoData>{REPORT_MESSAGES.noRetirementScenario}</NoData>
      </>
    );
  }
  const results = scenario.results;
  if (results?.calculator !== 'monteCarlo') {
    return (
      <>
        <SectionHeading title="My Retirement Score" note={scenario.name} />
        <NoData>This plan has no results yet: complete the questionnaire and the income page.</NoData>
      </>
    );
  }
  return (
    <>
      <SectionHeading title="My Retirement Score" note={scenario.name} />
      <Figures items={retirementFigures(results)} />
      {scenario.computation?.basis?.kind === 'retirement' && scenario.inputs.calculator === 'monteCarlo' && (
        <>
          <SubHeading>Where the starting figures come from</SubHeading>
          <ReportTable
            caption="Where the starting figures come from"
            columns={RETIREMENT_SOURCE_COLUMNS}
            rows={retirementSourceRows(scenario.computation.basis, scenario.inputs.savingsRate)}
          />
        </>
      )}
      <SubHeading>Projected savings by age (today's dollars)</SubHeading>
      {results.rows.length === 0 ? (
        <NoData>{REPORT_MESSAGES.noData}</NoData>
      ) : (
        <ReportLineChart
          label="Projected savings by age"
          labels={results.rows.map((row) => String(row.age))}
          series={[
            { name: 'Optimistic (90th)', cents: results.optimisticPercentileCents },
            { name: 'Median', cents: results.medianPercentileCents },
            { name: 'Pessimistic (10th)', cents: results.pessimisticPercentileCents },
          ]}
        />
      )}
      <SubHeading>By age</SubHeading>
      <ReportTable caption="By age" columns={RETIREMENT_TABLE_COLUMNS} rows={retirementTableRows(results)} />
    </>
  );
}

function QuickReport({ section }: { section: Extract<TReportSection, { kind: 'quickReport' }> }) {
  const assets = sum(section.netWorth.assets);
  const liabilities = sum(section.netWorth.liabilities);
  return (
    <>
      <SectionHeading title="Quick Report" />
      <SubHeading>Net Worth</SubHeading>
      <Figures
        items={[
          { label: 'Assets', cents: assets },
          { label: 'Liabilities', cents: liabilities },
          { label: 'Net Worth', cents: assets - liabilities },
        ]}
      />
      <SubHeading>Cash Flow, past month ({period(section.cashFlow)})</SubHeading>
      <Figures
        items={[
          { label: 'Income', cents: section.cashFlow.incomeCents },
          { label: 'Expenses', cents: section.cashFlow.expensesCents },
          { label: 'Net', cents: section.cashFlow.netCents },
        ]}
      />
    </>
  );
}

function Assets({ section }: { section: Extract<TReportSection, { kind: 'assets' }> }) {
  const { assets } = section;
  const slices = Object.entries(assets.categories).map(([key, cents]) => ({ name: ASSET_LABELS[key as AssetKey] ?? 'Others', cents }));
  return (
    <>
      <SectionHeading title="Assets" note="What is owned today, by category and by account." />
      <Figures items={[{ label: 'Total Assets', cents: assets.totalCents }]} />
      {assets.accounts.length === 0 ? (
        <NoData>No accounts.</NoData>
      ) : (
        <>
          <SharesChart label="Assets by category" slices={slices} />
          <ReportTable
            caption="Assets by category"
            columns={[{ title: 'Category' }, { title: 'Amount', isAmount: true }]}
            rows={slices.map((slice) => [slice.name, formatDollarsAndCents(slice.cents)])}
          />
          <SubHeading>Accounts</SubHeading>
          <Accounts caption="Asset accounts" accounts={assets.accounts} />
        </>
      )}
    </>
  );
}

const PERSON = { self: 'Self', spouse: 'Spouse', joint: 'Joint' } as const;

function Income({ section }: { section: Extract<TReportSection, { kind: 'income' }> }) {
  const { income } = section;
  return (
    <>
      <SectionHeading title="Income" />
      <SubHeading>Income Information</SubHeading>
      {income.incomeInfos.length === 0 ? (
        <NoData>No income information.</NoData>
      ) : (
        <ReportTable
          caption="Income Information"
          columns={[{ title: 'Person' }, { title: 'Employer' }, { title: 'Annual Salary', isAmount: true }]}
          rows={income.incomeInfos.map((info) => [PERSON[info.owner], info.employerName, formatDollarsAndCents(info.annualSalaryCents)])}
        />
      )}
      <Figures
        items={[
          { label: 'Owner', text: PERSON[income.owner] },
          { label: 'Company Stock', text: income.companyStock || '-' },
          { label: 'Tax Status', text: income.taxStatus || '-' },
          { label: 'Effective Tax Rate', text: `${Math.round(income.effectiveTaxRate * 100)}%` },
        ]}
      />
      <SubHeading>Social Security</SubHeading>
      <Figures
        items={[
          { label: 'Primary Insurance Amount', cents: income.socialSecurityPiaCents },
          { label: 'Earliest Age', text: String(income.socialSecurityEarliestAge) },
          { label: 'Latest Age', text: String(income.socialSecurityLatestAge) },
        ]}
      />
    </>
  );
}

function Insurance({ section }: { section: Extract<TReportSection, { kind: 'insurance' }> }) {
  const { self, spouse } = section.insurance;
  const text = (value: string) => value || '-';
  const rows: string[][] = [
    ['Homeowners', text(self.homeowners), text(spouse.homeowners)],
    ['Auto', text(self.auto), text(spouse.auto)],
    ['Liability', text(self.liability), text(spouse.liability)],
    ['Health', text(self.health), text(spouse.health)],
    ['Health policy number', text(self.healthPolicyNumber), text(spouse.healthPolicyNumber)],
    ['Health monthly premium', formatDollarsAndCents(self.healthMonthlyPremiumCents), formatDollarsAndCents(spouse.healthMonthlyPremiumCents)],
    ['Life insurance', text(self.lifeInsurance), text(spouse.lifeInsurance)],
    ['Life policy number', text(self.lifePolicyNumber), text(spouse.lifePolicyNumber)],
    ['Life death benefit', formatDollarsAndCents(self.lifeDeathBenefitCents), formatDollarsAndCents(spouse.lifeDeathBenefitCents)],
    ['Life monthly premium', formatDollarsAndCents(self.lifeMonthlyPremiumCents), formatDollarsAndCents(spouse.lifeMonthlyPremiumCents)],
    ['Long term care', text(self.longTermCare), text(spouse.longTermCare)],
    ['Long term care policy number', text(self.longTermCarePolicyNumber), text(spouse.longTermCarePolicyNumber)],
    ['Long term care death benefit', formatDollarsAndCents(self.longTermCareDeathBenefitCents), formatDollarsAndCents(spouse.longTermCareDeathBenefitCents)],
    [
      'Long term care monthly premium',
      formatDollarsAndCents(self.longTermCareMonthlyPremiumCents),
      formatDollarsAndCents(spouse.longTermCareMonthlyPremiumCents),
    ],
  ];
  return (
    <>
      <SectionHeading title="Insurance" note="Property, health, life and long term care cover, for the client and the spouse." />
      <ReportTable caption="Insurance" columns={[{ title: 'Cover' }, { title: 'Self' }, { title: 'Spouse' }]} rows={rows} />
    </>
  );
}

/** One report of the page, as the PDF prints it. */
export function ReportSectionView({ section }: { section: TReportSection }) {
  switch (section.kind) {
    case 'netWorth':
      return <NetWorth section={section} />;
    case 'cashFlow':
      return <CashFlow section={section} />;
    case 'investment':
      return <Investment section={section} />;
    case 'liabilities':
      return <Liabilities section={section} />;
    case 'retirement':
      return <Retirement section={section} />;
    case 'quickReport':
      return <QuickReport section={section} />;
    case 'assets':
      return <Assets section={section} />;
    case 'income':
      return <Income section={section} />;
    case 'insurance':
      return <Insurance section={section} />;
    case 'refused':
      return (
        <>
          <SectionHeading title={REPORT_LABELS[section.of]} />
          <NoData>{section.message}</NoData>
        </>
      );
  }
}
