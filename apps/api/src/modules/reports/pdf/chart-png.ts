import { Resvg } from '@resvg/resvg-js';
import * as echarts from 'echarts';
import type { EChartsOption } from 'echarts';

export interface ChartImage {
  png: Buffer;
  width: number;
  height: number;
}

/** Pixels per PDF point: a chart rasterised at twice its printed size stays sharp on paper. */
const ZOOM = 2;

/**
 * An ECharts option drawn without a browser: ECharts' server-side SVG renderer, then resvg to PNG,
 * which react-pdf embeds (its own SVG support prints ECharts' clip paths black). Sizes are points.
 */
export function renderChartPng(option: EChartsOption, width: number, height: number): ChartImage {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption({ animation: false, textStyle: { fontFamily: 'DejaVu Sans, Helvetica, Arial, sans-serif' }, ...option });
    const svg = chart.renderToSVGString();
    const png = new Resvg(svg, { fitTo: { mode: 'zoom', value: ZOOM }, font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } }).render().asPng();
    return { png: Buffer.from(png), width, height };
  } finally {
    chart.dispose();
  }
}
