/** Public surface of kernels/report/: the report's pure aggregation. The folder's other files are private to it. */
export { REPORT_DEFAULTS, ReportAggregator, UNKNOWN, channelLabel, joinState, readTs } from './aggregate.js';
export type { ContentState, GroupInfo, MemberInfo, ReportData, ReportOptions, ReportTotals, ShownItem } from './aggregate.js';
export { LEAD_CONTEXT, excerpt, spansOf } from './excerpt.js';
export type { Excerpt, Segment } from './excerpt.js';
export { Reservoir } from './sample.js';
export { MAX_BUCKETS, SCORE_BINS, ScoreHistogram, TimeSeries } from './series.js';
export type { ScoreHistogramResult, TimeBucket, TimeSeriesResult } from './series.js';
export { BoundedTally, MAX_KEY } from './tally.js';
export type { TallyResult, TallyRow } from './tally.js';
