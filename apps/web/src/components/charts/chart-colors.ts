/** Calm, distinguishable series colours that start with the brand blue (its own module, so a line chart does not pull in the pie). */
/** The brand blue: the first series' colour, and a single series' own. */
export const BRAND_CHART_COLOR = '#1d40d7';
export const CHART_COLORS = [BRAND_CHART_COLOR, '#12b886', '#fab005', '#fa5252', '#15aabf', '#7950f2', '#fd7e14', '#e64980', '#82c91e', '#495057'];
