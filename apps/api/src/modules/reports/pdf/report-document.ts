import { formatSlashDate } from '@finboard/domain/format';
import { Document, Image, Page, renderToBuffer, type Styles, Text, View } from '@react-pdf/renderer';
import { REPORT_LABELS } from '@finboard/domain/reports';
import { createElement as h } from 'react';
import type { ReportBranding, ReportDocumentModel, ReportSection } from '../report-model';
import { type Block, noData, sectionTitle } from './elements';
import { cashFlowSection } from './sections/cash-flow-section';
import { investmentSection } from './sections/investment-section';
import { liabilitiesSection } from './sections/liabilities-section';
import { netWorthSection } from './sections/net-worth-section';
import { quickReportSection } from './sections/quick-report-section';
import { retirementSection } from './sections/retirement-section';
import { styles } from './styles';

const clientName = (model: ReportDocumentModel) => `${model.client.firstName} ${model.client.lastName}`.trim() || model.client.email;

function logo(branding: ReportBranding, style: Styles[string]): Block {
  return branding.logo ? h(Image, { src: branding.logo, style }) : null;
}

/** On every page: the brand (logo and name) and the report's title above, the client, date and page below. */
function pageFrame(model: ReportDocumentModel): Block[] {
  return [
    h(
      View,
      { key: 'header', style: styles.header, fixed: true },
      h(View, { style: styles.headerBrand }, logo(model.branding, styles.headerLogo), h(Text, { style: styles.headerName }, model.branding.name)),
      h(Text, { style: styles.headerTitle }, model.title),
    ),
    h(
      View,
      { key: 'footer', style: styles.footer, fixed: true },
      h(Text, null, `${clientName(model)} · ${formatSlashDate(model.generatedDate)}`),
      h(Text, { render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) => `Page ${pageNumber} of ${totalPages}` }),
    ),
  ];
}

/** The firm, then the address and office number. */
const firmLines = (branding: ReportBranding) => [...(branding.firmName ? [branding.firmName] : []), ...branding.lines];

/** The cover's brand (issue 34 §7): the advisor's full name and, under it, their firm; the header keeps the first name. */
function coverBrand(branding: ReportBranding): Block[] {
  if (!branding.firmName) return [h(Text, { key: 'brand', style: styles.coverBrand }, branding.fullName)];
  return [h(Text, { key: 'brand', style: styles.coverName }, branding.fullName), h(Text, { key: 'firm', style: styles.coverFirm }, branding.firmName)];
}

function coverPage(model: ReportDocumentModel) {
  const { branding } = model;
  return h(
    Page,
    { key: 'cover', size: 'A4', style: styles.page },
    ...pageFrame(model),
    h(
      View,
      { style: styles.cover },
      logo(branding, styles.coverLogo),
      ...coverBrand(branding),
      h(Text, { style: styles.coverTitle }, model.title),
      h(Text, { style: styles.coverClient }, `Prepared for ${clientName(model)}`),
      h(Text, { style: styles.coverLine }, formatSlashDate(model.generatedDate)),
      ...branding.lines.map((line) => h(Text, { key: line, style: styles.coverLine }, line)),
    ),
  );
}

function sectionBlocks(model: ReportDocumentModel, section: ReportSection): Block[] {
  switch (section.kind) {
    case 'netWorth':
      return netWorthSection(section.netWorth);
    case 'cashFlow':
      return cashFlowSection(section.cashFlow);
    case 'investment':
      return investmentSection(section.investments);
    case 'liabilities':
      return liabilitiesSection(section.liabilities);
    case 'retirement':
      return retirementSection(section.scenario);
    case 'quickReport':
      return quickReportSection(model.client, section.netWorth, section.cashFlow);
    case 'refused':
      return [...sectionTitle(REPORT_LABELS[section.of]), noData(section.message)];
  }
}

function backPage(model: ReportDocumentModel) {
  const { branding } = model;
  return h(
    Page,
    { key: 'back', size: 'A4', style: styles.page },
    ...pageFrame(model),
    h(
      View,
      { style: styles.back },
      logo(branding, styles.coverLogo),
      h(Text, { style: styles.coverBrand }, branding.name),
      ...firmLines(branding).map((line) => h(Text, { key: line, style: styles.coverLine }, line)),
      h(
        Text,
        { style: styles.backText },
        `Prepared with ${model.productName} from the accounts and plans ${clientName(model)} keeps there, as they stood on ${formatSlashDate(model.generatedDate)}. ` +
          'Projections are estimates from simulated market returns, not a promise of future results.',
      ),
    ),
  );
}

/** The whole PDF: a cover, one page (or more) per report with the header and footer on each, a back page. */
export function renderReportPdf(model: ReportDocumentModel): Promise<Buffer> {
  const document = h(
    Document,
    { title: model.title, author: model.branding.name, creator: model.productName, producer: model.productName },
    coverPage(model),
    ...model.sections.map((section, index) =>
      h(Page, { key: String(index), size: 'A4', style: styles.page, wrap: true }, ...pageFrame(model), ...sectionBlocks(model, section)),
    ),
    backPage(model),
  );
  return renderToBuffer(document);
}
