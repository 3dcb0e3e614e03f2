import type { TMonteCarloResults, TScenario } from '@finboard/contracts';
import {
  REPORT_MESSAGES,
  RETIREMENT_SOURCE_COLUMNS,
  RETIREMENT_TABLE_COLUMNS,
  retirementFigures,
  retirementSourceRows,
  retirementTableRows,
} from '@finboard/domain/reports';
import { Text, View } from '@react-pdf/renderer';
import { createElement as h } from 'react';
import { lineChart } from '../chart-options';
import { type Block, chart, noData, sectionTitle, subTitle, summary, table } from '../elements';
import { styles } from '../styles';

function scoreBlock(results: TMonteCarloResults): Block {
  return h(
    View,
    { style: styles.score },
    h(Text, { style: styles.scoreValue }, `${results.retirementScore}%`),
    h(Text, { style: styles.scoreLabel }, 'Retirement Score (probability of success)'),
  );
}

/** Where the plan's starting figures come from (accounts, Income page, cash flow, onboarding answers). */
function sourcesBlock(scenario: TScenario): Block[] {
  const basis = scenario.computation?.basis;
  if (basis?.kind !== 'retirement' || scenario.inputs.calculator !== 'monteCarlo') return [];
  return [subTitle('Where the starting figures come from'), table([...RETIREMENT_SOURCE_COLUMNS], retirementSourceRows(basis, scenario.inputs.savingsRate))];
}

export function retirementSection(scenario: TScenario | null): Block[] {
  if (!scenario) return [...sectionTitle('My Retirement Score'), noData(REPORT_MESSAGES.noRetirementScenario)];
  const heading = sectionTitle('My Retirement Score', scenario.name);
  const results = scenario.results;
  if (results?.calculator !== 'monteCarlo') return [...heading, noData('This plan has no results yet: complete the questionnaire and the income page.')];
  const ages = results.rows.map((row) => String(row.age));
  return [
    ...heading,
    scoreBlock(results),
    summary(retirementFigures(results)),
    ...sourcesBlock(scenario),
    subTitle("Projected savings by age (today's dollars)"),
    ages.length > 0
      ? chart(
          lineChart(ages, [
            { name: 'Optimistic (90th)', cents: results.optimisticPercentileCents },
            { name: 'Median', cents: results.medianPercentileCents },
            { name: 'Pessimistic (10th)', cents: results.pessimisticPercentileCents },
          ]),
        )
      : noData(),
    subTitle('By age'),
    table([...RETIREMENT_TABLE_COLUMNS], retirementTableRows(results)),
  ];
}
