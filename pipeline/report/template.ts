/**
 * The report page: one self-contained HTML document (inline CSS and script, no external
 * resource, and a Content-Security-Policy that forbids fetching any), rendered on the server
 * side so it reads, prints and passes a screen reader without its script; the script only
 * filters the rendered list.
 *
 * Returned as a list of parts, each well under the ~120 KiB a single JS string should stay
 * below (STYLE.md), written one after another.
 */
import { createHash } from 'node:crypto';
import { UNKNOWN, type GroupInfo, type ReportData, type ShownItem, type TallyResult, type TallyRow } from '../../kernels/report/index.js';
import { scoreChart, timeChart, timeline } from './charts.js';
import { attrJson, esc, escContent, wellFormed } from './escape.js';
import { fmtDuration, fmtN, fmtPct, fmtTime } from './format.js';
import { SCRIPT } from './script.js';
import { STYLE } from './style.js';

export interface ReportMeta {
  generated: Date;
  verdicts: string;
  input?: string;
  alerts?: string;
  /** Records of --input left over after the last verdict, or verdicts past the records' end. */
  extraRecords?: number;
  missingRecords?: number;
  title?: string;
}

const SCRIPT_HASH = createHash('sha256').update(SCRIPT).digest('base64');
export const CSP = `default-src 'none'; script-src 'sha256-${SCRIPT_HASH}'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'`;

/** Rows of a by-key table; the rest are summed in a line below it. */
export const MAX_ROWS = 25;

const filterLink = (name: string, value: string, text: string) => `<a href="#filter:${name}=${esc(encodeURIComponent(wellFormed(value)))}">${text}</a>`;

function bar(n: number, max: number, cls = ''): string {
  if (n <= 0 || max <= 0) return '';
  const w = Math.max(0.5, (100 * n) / max);
  return `<span class="bar${cls}" style="width:${w.toFixed(1)}%"></span>`;
}

function prunedNote(t: TallyResult, what: string): string {
  if (!t.pruned) return '';
  return `<p class="note">More distinct ${what} than the report counts one by one: ${fmtN(t.droppedTotal)} memories (${fmtN(t.droppedQuarantined)} quarantined) fell under ${what} dropped to stay within the memory bound, so the counts above are lower bounds.</p>`;
}

/** A table of keys with memories, quarantines and the rate; `filter` names the page filter a key links to. */
/**
 * A channel name outside printable ASCII is flagged: `operatοr` with a Greek omicron is not
 * `operator`, and a reviewer should not have to spot that by eye.
 */
const NON_ASCII = /[^\x20-\x7e]/;
const lookAlike = (key: string) => (NON_ASCII.test(key) ? ' <span class="cc" title="contains characters outside printable ASCII (a look-alike of a trusted name?)">non-ASCII</span>' : '');

function tallyTable(id: string, caption: string, keyName: string, t: TallyResult, filter?: string, totals = true, limit = MAX_ROWS, flag = false): string {
  if (t.rows.length === 0) return `<p class="note">${esc(caption)}: nothing to show.</p>`;
  const rows = t.rows.slice(0, limit);
  const maxQ = Math.max(...rows.map((r) => r.quarantined));
  let s = `<table id="${id}"><caption>${esc(caption)}</caption><thead><tr><th scope="col">${esc(keyName)}</th>${totals ? '<th scope="col" class="n">memories</th>' : ''}<th scope="col" class="n">quarantined</th>${totals ? '<th scope="col" class="n">rate</th>' : ''}<th scope="col"><span class="sr-only">share</span></th></tr></thead><tbody>`;
  for (const r of rows) {
    const key = filter && r.quarantined > 0 && r.key !== UNKNOWN ? filterLink(filter, r.key, esc(r.key)) : esc(r.key);
    s += `<tr><th scope="row">${key}${flag ? lookAlike(r.key) : ''}</th>${totals ? `<td class="n">${fmtN(r.total)}</td>` : ''}<td class="n" data-key="${esc(r.key)}">${fmtN(r.quarantined)}</td>${totals ? `<td class="n">${fmtPct(r.quarantined, r.total)}</td>` : ''}<td class="barcell">${bar(r.quarantined, maxQ)}</td></tr>`;
  }
  s += '</tbody></table>';
  if (t.rows.length > rows.length) {
    const rest = t.rows.slice(rows.length);
    const sum = (f: (r: TallyRow) => number) => rest.reduce((n, r) => n + f(r), 0);
    s += `<p class="note">${fmtN(rest.length)} more ${esc(keyName === 'reason' ? 'reasons' : keyName + 's')} not listed, with ${fmtN(sum((r) => r.total))} memories and ${fmtN(sum((r) => r.quarantined))} quarantines.</p>`;
  }
  return s;
}

function section(id: string, title: string, body: string): string {
  return `<section aria-labelledby="h-${id}"><h2 id="h-${id}">${esc(title)}</h2>${body}</section>`;
}

function card(name: string, value: string, key: string, cls = ''): string {
  return `<div class="card${cls}"><dt>${esc(name)}</dt><dd data-count="${key}">${value}</dd></div>`;
}

function warnings(d: ReportData, m: ReportMeta): string {
  const w: string[] = [];
  const t = d.totals;
  if (t.badLines) w.push(`${fmtN(t.badLines)} lines of the verdict file are not verdicts (not a JSON object); they are not counted.`);
  if (t.mismatched) w.push(`${fmtN(t.mismatched)} verdicts do not match the input record at their position (different id or line): their content is not shown. Verdicts and records must come from the same run, in the same order.`);
  if (m.missingRecords) w.push(`The input has ${fmtN(m.missingRecords)} fewer records than there are verdicts.`);
  if (m.extraRecords) w.push(`The input has ${fmtN(m.extraRecords)} more records than there are verdicts.`);
  if (t.evidenceOutOfRange) w.push(`${fmtN(t.evidenceOutOfRange)} evidence spans of the listed memories fall outside their content and are not highlighted.`);
  if (d.campaigns.invalid) w.push(`${fmtN(d.campaigns.invalid)} lines of the alerts file are not alerts.`);
  return w.map((x) => `<p class="warn" role="note">${esc(x)}</p>`).join('');
}

function overview(d: ReportData): string {
  const t = d.totals;
  const cards =
    card('memories screened', fmtN(t.verdicts), 'verdicts') +
    card('quarantined', fmtN(t.quarantined), 'quarantined', ' q') +
    card('quarantine rate', fmtPct(t.quarantined, t.verdicts), 'rate', ' q') +
    card('kept', fmtN(t.kept), 'kept') +
    card('malformed records', fmtN(t.errors), 'errors') +
    card('in-recall cluster members', fmtN(t.clustered), 'clustered') +
    card('campaigns', fmtN(d.campaigns.total), 'campaigns');
  const rows: [string, number, string][] = [
    ['memories screened', t.verdicts, 'verdicts'],
    ['kept', t.kept, 'kept'],
    ['quarantined', t.quarantined, 'quarantined'],
    ['… of which malformed records (fail closed)', t.errors, 'errors'],
    ['standing directives (trusted or not)', t.directive, 'directive'],
    ['from trusted provenance', t.trusted, 'trusted'],
    ['members of an in-recall cluster (kept)', t.clustered, 'clustered'],
    ['in-recall clusters', d.clusters.total, 'clusters'],
    ['cross-recall campaigns', d.campaigns.total, 'campaign-alerts'],
  ];
  let table = '<table id="totals"><caption>Totals</caption><thead><tr><th scope="col">what</th><th scope="col" class="n">count</th><th scope="col" class="n">share of memories</th></tr></thead><tbody>';
  for (const [name, n, key] of rows) table += `<tr><th scope="row">${esc(name)}</th><td class="n" data-total="${key}">${fmtN(n)}</td><td class="n">${key === 'clusters' || key === 'campaign-alerts' ? '' : fmtPct(n, t.verdicts)}</td></tr>`;
  table += '</tbody></table>';
  return `<dl class="cards">${cards}</dl>${table}`;
}

function byTime(d: ReportData): string {
  const t = d.time;
  if (t.dated === 0) return '<p class="note">No memory carries a readable <code>ts</code> (give the records with <code>--input</code>, or verdicts with a <code>ts</code>).</p>';
  let rows = '';
  for (const b of t.buckets) rows += `<tr><th scope="row">${esc(fmtTime(b.start))}</th><td class="n">${fmtN(b.kept + b.quarantined)}</td><td class="n">${fmtN(b.quarantined)}</td><td class="n">${fmtPct(b.quarantined, b.kept + b.quarantined)}</td></tr>`;
  return (
    `<p class="note">${fmtN(t.dated)} of ${fmtN(d.totals.verdicts)} memories are dated; buckets of ${fmtDuration(t.widthMs)} (UTC).</p>` +
    `<p class="legend"><span class="swatch" style="background:#3d6b99"></span>memories (upper half)<span class="swatch" style="background:#a4161a"></span>quarantined (lower half, own scale)</p>` +
    timeChart(t) +
    `<details><summary>Table of the ${fmtN(t.buckets.length)} buckets</summary><table><caption>Memories per bucket</caption><thead><tr><th scope="col">bucket start</th><th scope="col" class="n">memories</th><th scope="col" class="n">quarantined</th><th scope="col" class="n">rate</th></tr></thead><tbody>${rows}</tbody></table></details>`
  );
}

function byScore(d: ReportData): string {
  const h = d.scores;
  if (h.scored === 0) return '<p class="note">These verdicts carry no <code>score</code> (a screen older than the model): no histogram.</p>';
  let rows = '';
  for (let i = 0; i < h.bins; i++) rows += `<tr><th scope="row">${(i / h.bins).toFixed(2)}–${((i + 1) / h.bins).toFixed(2)}</th><td class="n">${fmtN(h.kept[i]!)}</td><td class="n">${fmtN(h.quarantined[i]!)}</td></tr>`;
  return (
    `<p class="note">${fmtN(h.scored)} of ${fmtN(d.totals.verdicts)} verdicts carry a score; each row has its own scale.</p>` +
    scoreChart(h) +
    `<details><summary>Table of the ${h.bins} bins</summary><table id="scores"><caption>Verdicts per score bin</caption><thead><tr><th scope="col">score</th><th scope="col" class="n">kept</th><th scope="col" class="n">quarantined</th></tr></thead><tbody>${rows}</tbody></table></details>`
  );
}

function groupTable(id: string, caption: string, groups: GroupInfo[]): string {
  let s = `<table id="${id}"><caption>${esc(caption)}</caption><thead><tr><th scope="col">agent</th><th scope="col">capability</th><th scope="col" class="n">score</th><th scope="col">first</th><th scope="col">last</th><th scope="col">members (channel)</th><th scope="col">reason</th></tr></thead><tbody>`;
  for (const g of groups) {
    const members = g.members.map((m) => `<li><code>${esc(m.id)}</code>${m.channel ? ` <span class="muted">(${esc(m.channel)})</span>` : ''}${m.action === 'quarantine' ? ' <span class="err">quarantined</span>' : ''}</li>`).join('');
    const more = g.size > g.members.length ? `<li class="muted">… ${fmtN(g.size - g.members.length)} more</li>` : '';
    s += `<tr><th scope="row">${esc(g.agentId ?? UNKNOWN)}${g.kind === 'cluster' ? `<br><span class="muted">cluster <code>${esc(g.key)}</code></span>` : ''}</th><td>${esc(g.capability ?? '–')}</td><td class="n">${g.score === undefined ? '–' : g.score.toFixed(2)}</td><td>${esc(fmtTime(g.first))}</td><td>${esc(fmtTime(g.last))}</td><td><ul class="plain">${members}${more}</ul></td><td>${esc(g.reason ?? '')}</td></tr>`;
  }
  return s + '</tbody></table>';
}

function groups(d: ReportData, m: ReportMeta): string {
  const c = d.clusters;
  const a = d.campaigns;
  let s = '<h3 id="h-campaigns">Cross-recall campaigns</h3>';
  if (!m.alerts) s += '<p class="note">No alerts file given (<code>--alerts</code>, the output of <code>antidote correlate</code> or <code>screen --correlate --alerts</code>).</p>';
  else if (a.total === 0) s += '<p class="note">The alerts file holds no campaign.</p>';
  else {
    s += `<p class="note">${fmtN(a.total)} campaigns${a.groups.length < a.total ? `; the first ${fmtN(a.groups.length)} are listed` : ''}. Dots are members (red: quarantined, blue: kept); hover for id and channel.</p>`;
    s += timeline(a.groups, 'Campaign timelines') + groupTable('campaign-table', 'Campaigns', a.groups);
  }
  s += '<h3 id="h-clusters">In-recall clusters</h3>';
  if (c.total === 0) s += '<p class="note">No verdict carries a <code>cluster</code>.</p>';
  else {
    s += `<p class="note">${fmtN(c.total)} clusters${c.groups.length < c.total ? `; the first ${fmtN(c.groups.length)} are listed` : ''}; members stay kept and the recall gets a caution.</p>`;
    s += timeline(c.groups, 'In-recall cluster timelines') + groupTable('cluster-table', 'In-recall clusters', c.groups);
  }
  return s;
}

const CONTENT_NOTE: Record<string, string> = {
  'no-input': 'Content not available: no <code>--input</code> was given.',
  mismatch: 'Content not shown: the input record at this position is not the one this verdict answers.',
  unreadable: 'The record has no readable content (see the error).',
};

function item(it: ShownItem): string {
  const name = it.id !== undefined ? `<code>${esc(String(it.id))}</code>` : it.line !== undefined ? `line ${fmtN(it.line)}` : `verdict ${fmtN(it.ordinal)}`;
  const dd = (k: string, v: string, wide = false) => `<dt>${k}</dt><dd${wide ? ' class="wide"' : ''}>${v}</dd>`;
  let meta = dd('reasons', `<ul>${it.reasons.map((r) => `<li><code>${esc(r)}</code></li>`).join('')}</ul>`, true);
  meta += dd('source', it.source === undefined ? '<span class="muted">unknown</span>' : it.source === '' ? '<span class="muted">(empty: untrusted)</span>' : `<code>${esc(it.source)}</code>`);
  meta += dd('channel', esc(it.channel)) + dd('agent', esc(it.agentId));
  if (it.lang) meta += dd('language', esc(it.lang));
  if (it.ts !== undefined) meta += dd('written', esc(fmtTime(it.ts)));
  if (it.score !== undefined) meta += dd('score', it.score.toFixed(3));
  if (it.cluster) meta += dd('cluster', `<code>${esc(it.cluster)}</code>`);
  if (it.error) meta += dd('error', `<span class="err"><code>${esc(it.error.code)}</code> ${esc(it.error.message)}</span>`, true);
  let body: string;
  const ex = it.excerpt;
  if (ex) {
    let html = ex.start > 0 ? '<span class="muted">… </span>' : '';
    for (const seg of ex.segments) html += seg.rules ? `<mark title="${esc(seg.rules.join(', ') || 'evidence')}">${escContent(seg.text)}</mark>` : escContent(seg.text);
    if (ex.end < ex.length) html += '<span class="muted"> …</span>';
    const cutNote = ex.start > 0 || ex.end < ex.length ? `<p class="note">Characters ${fmtN(ex.start)}–${fmtN(ex.end)} of ${fmtN(ex.length)}.</p>` : '';
    body = `<div class="content" dir="auto" data-spans="${ex.spans}">${html}</div>${cutNote}`;
  } else body = `<p class="note">${CONTENT_NOTE[it.content] ?? ''}</p>`;
  const kind = it.error ? 'error' : 'directive';
  return `<article class="item" id="item-${it.ordinal}" aria-labelledby="item-${it.ordinal}-h" data-kind="${kind}" data-reasons="${attrJson(it.reasons)}" data-channel="${esc(it.channel)}" data-lang="${esc(it.lang ?? '')}" data-agent="${esc(it.agentId)}"><h3 id="item-${it.ordinal}-h">Memory ${name} <span class="muted">(verdict ${fmtN(it.ordinal)})</span></h3><dl class="meta">${meta}</dl>${body}</article>`;
}

function options(name: string, label: string, values: Iterable<string>): string {
  const sorted = [...new Set(values)].filter((v) => v !== '').sort();
  if (sorted.length === 0) return '';
  return `<label>${esc(label)}<select name="${name}"><option value="">all</option>${sorted.map((v) => `<option value="${esc(v)}">${esc(v)}</option>`).join('')}</select></label>`;
}

function memories(d: ReportData): string[] {
  const shown = d.items.shown;
  const total = d.items.total;
  const parts: string[] = [];
  const notShown = total - shown.length;
  parts.push(
    `<p class="note" id="sample-note" data-shown="${shown.length}" data-total="${total}">${fmtN(shown.length)} of ${fmtN(total)} quarantined memories are listed${notShown > 0 ? `; <strong>${fmtN(notShown)} are not shown</strong> (a uniform random sample of ${fmtN(d.options.maxItems)}, in input order; raise it with <code>--max-items</code>)` : ''}.</p>`,
  );
  if (shown.length === 0) return parts;
  parts.push(
    `<form class="filters" id="filters" role="search" aria-label="Filter the listed memories"><label>search text, id, source<input type="search" name="q" autocomplete="off"></label>` +
      options('reason', 'reason', shown.flatMap((i) => i.reasons)) +
      options('channel', 'channel', shown.map((i) => i.channel)) +
      options('lang', 'language', shown.map((i) => i.lang ?? '')) +
      options('agent', 'agent', shown.map((i) => i.agentId)) +
      `<label>kind<select name="kind"><option value="">all</option><option value="directive">untrusted directive</option><option value="error">malformed record</option></select></label>` +
      `<button type="reset">clear</button><p id="shown-count" aria-live="polite" class="note"></p></form>`,
  );
  // items go out a few at a time: each part stays far below the large-string threshold
  for (let i = 0; i < shown.length; i += 20) parts.push(shown.slice(i, i + 20).map(item).join(''));
  return parts;
}

export function renderReport(d: ReportData, m: ReportMeta): string[] {
  const title = m.title ?? 'antidote report';
  const inputs = [`verdicts <code>${esc(m.verdicts)}</code>`, m.input ? `records <code>${esc(m.input)}</code>` : 'no records (<code>--input</code>): content, channels, agents and times only where verdicts carry them', m.alerts ? `alerts <code>${esc(m.alerts)}</code>` : ''].filter(Boolean);
  const langNote = d.languages.known === 0 ? '<p class="note">No record or verdict names its language (<code>lang</code>).</p>' : `<p class="note">${fmtN(d.languages.known)} of ${fmtN(d.totals.verdicts)} memories name their language.</p>`;
  const agentNote = d.agents.known === 0 ? '<p class="note">Agents are unknown without <code>--input</code>.</p>' : `<p class="note">The ${fmtN(d.agents.rows.length)} agents with the most quarantines, of ${fmtN(d.agents.tracked)} counted.</p>`;
  return [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="Content-Security-Policy" content="${esc(CSP)}"><meta name="referrer" content="no-referrer"><title>${esc(title)}</title><style>${STYLE}</style></head><body>`,
    `<header><h1>${esc(title)}</h1><p class="muted">Generated ${esc(fmtTime(m.generated.getTime()))} from ${inputs.join(', ')}.</p><nav aria-label="Sections"><ul><li><a href="#h-overview">Overview</a></li><li><a href="#h-why">Why</a></li><li><a href="#h-where">Where from</a></li><li><a href="#h-time">Over time</a></li><li><a href="#h-scores">Scores</a></li><li><a href="#h-groups">Clusters and campaigns</a></li><li><a href="#h-memories">Quarantined memories</a></li></ul></nav></header><main>`,
    `<ul id="report-errors" aria-label="Errors of the page script"></ul>`,
    warnings(d, m),
    section('overview', 'Overview', overview(d)),
    section('why', 'Why memories were quarantined', tallyTable('by-reason', 'Quarantines by reason (a memory may give several)', 'reason', d.reasons, 'reason', false) + prunedNote(d.reasons, 'reasons')),
    section(
      'where',
      'Where quarantined memories came from',
      `<div class="grid2"><div>${tallyTable('by-channel', 'By channel (source without its detail)', 'channel', d.channels, 'channel', true, MAX_ROWS, true)}${prunedNote(d.channels, 'channels')}</div><div>${tallyTable('by-kind', 'By kind of channel (first segment)', 'kind', d.kinds, undefined, true, 12, true)}${langNote}${tallyTable('by-language', 'By language', 'language', d.languages, 'lang')}${prunedNote(d.languages, 'languages')}</div></div>` +
        `${agentNote}${tallyTable('by-agent', `By agent (top ${d.options.topAgents})`, 'agent', d.agents, 'agent')}${prunedNote(d.agents, 'agents')}`,
    ),
    section('time', 'Over time', byTime(d)),
    section('scores', 'Scores: kept against quarantined', byScore(d)),
    section('groups', 'Clusters and campaigns', groups(d, m)),
    `<section aria-labelledby="h-memories" id="memories"><h2 id="h-memories">Quarantined memories</h2>`,
    ...memories(d),
    `</section></main><script>${SCRIPT}</script></body></html>\n`,
  ];
}
