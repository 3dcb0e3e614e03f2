import { formatDollarsAndCents } from '@finboard/domain/format';
import { Image, Text, View } from '@react-pdf/renderer';
import { REPORT_MESSAGES } from '@finboard/domain/reports';
import type { EChartsOption } from 'echarts';
import { createElement as h, type ReactElement } from 'react';
import { renderChartPng } from './chart-png';
import { CONTENT_WIDTH, styles } from './styles';

// The building blocks of every report: plain createElement calls (the api's TypeScript has no JSX).

export type Block = ReactElement | null;

export function sectionTitle(title: string, note?: string): Block[] {
  return [h(Text, { key: 'title', style: styles.sectionTitle }, title), note ? h(Text, { key: 'note', style: styles.sectionNote }, note) : null];
}

export const subTitle = (text: string): Block => h(Text, { style: styles.subTitle }, text);

/** A row of headline figures; each label is its own text, the amount beside it (the parity test reads them so). */
export function summary(items: readonly { label: string; cents?: number; text?: string }[]): Block {
  return h(
    View,
    { style: styles.summary },
    ...items.map((item) =>
      h(
        View,
        { key: item.label, style: styles.summaryItem },
        h(Text, { style: styles.summaryLabel }, item.label),
        h(Text, { style: styles.summaryValue }, item.text ?? formatDollarsAndCents(item.cents ?? 0)),
      ),
    ),
  );
}

export interface Column {
  title: string;
  /** Amount columns are right-aligned and fixed-width. */
  isAmount?: boolean;
}

export function table(columns: readonly Column[], rows: readonly (readonly string[])[]): Block {
  const cellStyle = (column: Column | undefined) => (column?.isAmount ? styles.amountCell : styles.cell);
  return h(
    View,
    null,
    h(View, { style: styles.tableHead, fixed: true }, ...columns.map((column) => h(Text, { key: column.title, style: cellStyle(column) }, column.title))),
    ...rows.map((row, index) =>
      h(
        View,
        { key: String(index), style: styles.tableRow, wrap: false },
        ...row.map((cell, at) => h(Text, { key: String(at), style: cellStyle(columns[at]) }, cell)),
      ),
    ),
  );
}

/** A chart drawn on the server (ECharts → SVG → PNG) at the page's content width. */
export function chart(option: EChartsOption, height = 200): Block {
  const image = renderChartPng(option, CONTENT_WIDTH, height);
  return h(
    View,
    { style: styles.chart, wrap: false },
    h(Image, { src: { data: image.png, format: 'png' }, style: { width: image.width, height: image.height } }),
  );
}

/** A period or list with nothing in it: the report says so rather than failing. */
export const noData = (message: string = REPORT_MESSAGES.noData): Block => h(Text, { style: styles.empty }, message);
