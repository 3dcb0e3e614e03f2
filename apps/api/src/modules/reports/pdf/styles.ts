import { StyleSheet } from '@react-pdf/renderer';

/** Spec 02 Reports: A4 with margins top 60, left 10, right 10, bottom 40 (points). */
export const PAGE_MARGINS = { top: 60, left: 10, right: 10, bottom: 40 };
/** A4's width in points, less the side margins: what a chart or table may use. */
export const CONTENT_WIDTH = 595 - PAGE_MARGINS.left - PAGE_MARGINS.right;

export const INK = '#1f2933';
export const MUTED = '#616e7c';
export const BRAND = '#1c7ed6';
const RULE = '#e4e7eb';

export const styles = StyleSheet.create({
  page: {
    paddingTop: PAGE_MARGINS.top,
    paddingLeft: PAGE_MARGINS.left,
    paddingRight: PAGE_MARGINS.right,
    paddingBottom: PAGE_MARGINS.bottom,
    fontSize: 9,
    fontFamily: 'Helvetica',
    color: INK,
  },
  header: {
    position: 'absolute',
    top: 16,
    left: PAGE_MARGINS.left,
    right: PAGE_MARGINS.right,
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'center',
    borderBottomWidth: 1,
    borderBottomColor: RULE,
    paddingBottom: 6,
  },
  headerBrand: { flexDirection: 'row', alignItems: 'center' },
  headerLogo: { height: 22, maxWidth: 90, marginRight: 6, objectFit: 'contain' },
  headerName: { fontSize: 11, fontFamily: 'Helvetica-Bold', color: BRAND },
  headerTitle: { fontSize: 9, color: MUTED },
  footer: {
    position: 'absolute',
    bottom: 14,
    left: PAGE_MARGINS.left,
    right: PAGE_MARGINS.right,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 7.5,
    color: MUTED,
    borderTopWidth: 1,
    borderTopColor: RULE,
    paddingTop: 4,
  },
  cover: { flexGrow: 1, justifyContent: 'center', alignItems: 'center', paddingHorizontal: 40 },
  coverLogo: { height: 64, maxWidth: 220, marginBottom: 16, objectFit: 'contain' },
  coverBrand: { fontSize: 26, fontFamily: 'Helvetica-Bold', color: BRAND, marginBottom: 28 },
  coverName: { fontSize: 26, fontFamily: 'Helvetica-Bold', color: BRAND, marginBottom: 6, textAlign: 'center' },
  coverFirm: { fontSize: 14, color: MUTED, marginBottom: 28, textAlign: 'center' },
  coverTitle: { fontSize: 22, fontFamily: 'Helvetica-Bold', marginBottom: 10, textAlign: 'center' },
  coverLine: { fontSize: 12, color: MUTED, marginBottom: 4, textAlign: 'center' },
  coverClient: { fontSize: 16, marginTop: 18, marginBottom: 4, textAlign: 'center' },
  sectionTitle: { fontSize: 16, fontFamily: 'Helvetica-Bold', marginBottom: 4 },
  sectionNote: { fontSize: 8.5, color: MUTED, marginBottom: 10 },
  subTitle: { fontSize: 11, fontFamily: 'Helvetica-Bold', marginTop: 12, marginBottom: 6 },
  summary: { flexDirection: 'row', flexWrap: 'wrap', marginBottom: 8 },
  summaryItem: { width: '33%', paddingVertical: 6, paddingRight: 8 },
  summaryLabel: { fontSize: 8, color: MUTED, marginBottom: 2 },
  summaryValue: { fontSize: 13, fontFamily: 'Helvetica-Bold' },
  score: { alignItems: 'center', marginVertical: 12 },
  scoreValue: { fontSize: 40, fontFamily: 'Helvetica-Bold', color: BRAND },
  scoreLabel: { fontSize: 10, color: MUTED },
  chart: { marginVertical: 6 },
  tableHead: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: INK, paddingVertical: 4, fontFamily: 'Helvetica-Bold' },
  tableRow: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: RULE, paddingVertical: 3 },
  cell: { flexGrow: 1, flexBasis: 0, paddingRight: 4 },
  amountCell: { width: 90, textAlign: 'right' },
  empty: { fontSize: 10, color: MUTED, marginVertical: 10 },
  back: { flexGrow: 1, justifyContent: 'center', alignItems: 'center', paddingHorizontal: 60 },
  backText: { fontSize: 9, color: MUTED, textAlign: 'center', marginTop: 8, lineHeight: 1.4 },
});
