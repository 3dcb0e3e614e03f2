import type { TBalanceSheetResponse, TCashFlowResponse, TInvestmentsResponse, TNetWorthResponse, TProfile, TScenario } from '@finboard/contracts';
import type { ReportKind } from '@finboard/domain/reports';

/** One report's data, exactly as the api's screens answer it (the same service calls). */
export type ReportSection =
  | { kind: 'netWorth'; netWorth: TNetWorthResponse }
  | { kind: 'cashFlow'; cashFlow: TCashFlowResponse }
  | { kind: 'investment'; investments: TInvestmentsResponse }
  | { kind: 'liabilities'; liabilities: TBalanceSheetResponse }
  /** null: the client has no retirement plan (or none shared with this advisor). */
  | { kind: 'retirement'; scenario: TScenario | null }
  | { kind: 'quickReport'; netWorth: TNetWorthResponse; cashFlow: TCashFlowResponse }
  /** In 'all', a report the viewer may not see (its share switch is off) says so instead. */
  | { kind: 'refused'; of: ReportKind; message: string };

/** Who the report is by: the advisor's company (logo, first name, address, office number) or the product. */
export interface ReportBranding {
  /** The header's brand (spec 02: the advisor's first name) or the product's name. */
  name: string;
  /** The cover's brand (issue 34 §7): the advisor's full name, or the product's name. */
  fullName: string;
  /** The advisor's firm, under the full name on the cover and the back page; null for the product. */
  firmName: string | null;
  logo: { data: Buffer; format: 'png' | 'jpg' } | null;
  /** The same logo for a web page (/api/files/{id}), or null. */
  logoUrl: string | null;
  /** Contact lines under the name and firm (the advisor's address and office number). */
  lines: string[];
}

export interface ReportDocumentModel {
  title: string;
  client: TProfile;
  branding: ReportBranding;
  productName: string;
  /** The product's today, `YYYY-MM-DD`. */
  generatedDate: string;
  sections: ReportSection[];
}
