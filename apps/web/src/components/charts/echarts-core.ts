import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// One ECharts core for the app, with only the pieces a chart registers beside it (echarts.use is
// additive): a page that shows no chart never downloads the library. SVG renders crisply at any zoom.
echarts.use([SVGRenderer]);

export { echarts };
