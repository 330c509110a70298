/** Public surface of pipeline/report/: `runReport` and the page's pieces tests look at. The folder's other files are private to it. */
export { MAX_RECORD_LINE_BYTES, MAX_VERDICT_LINE_BYTES, runReport } from './run.js';
export type { ReportRunHooks, ReportRunOptions, ReportSummary } from './run.js';
export { CSP, renderReport } from './template.js';
export type { ReportMeta } from './template.js';
export { esc, escContent } from './escape.js';
