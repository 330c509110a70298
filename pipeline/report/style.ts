/**
 * The report's stylesheet, inlined into the page. Colours are chosen for contrast (WCAG AA:
 * text at least 4.5:1 on its background; the darkest text #1b1b1b on white is 17:1, the mark
 * #1b1b1b on #ffd966 about 13:1, the quarantine red #a4161a on white 7.6:1). Print: black on
 * white, no controls, every item whole on its page where it fits.
 */
export const STYLE = `
:root { --fg: #1b1b1b; --muted: #4a4a4a; --bg: #ffffff; --panel: #f3f4f6; --line: #c9ccd1; --accent: #0b4fa8; --q: #a4161a; --k: #3d6b99; --mark: #ffd966; }
* { box-sizing: border-box; }
html { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; color: var(--fg); background: var(--bg); }
body { margin: 0 auto; max-width: 1200px; padding: 0 1.25rem 3rem; }
header { border-bottom: 2px solid var(--fg); padding: 1rem 0 .5rem; }
h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
h2 { font-size: 1.25rem; margin: 2rem 0 .5rem; padding-bottom: .2rem; border-bottom: 1px solid var(--line); }
h3 { font-size: 1rem; margin: 0 0 .4rem; }
a { color: var(--accent); }
.muted, .note { color: var(--muted); }
.note { font-size: .9rem; margin: .3rem 0; }
.warn { background: #fff4e5; border-left: 4px solid #b25e00; padding: .5rem .75rem; margin: .75rem 0; }
nav ul { list-style: none; padding: 0; margin: .5rem 0; display: flex; flex-wrap: wrap; gap: .25rem 1rem; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(170px, 1fr)); gap: .6rem; margin: 1rem 0; }
.card { background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: .5rem .75rem; }
.card dt { font-size: .85rem; color: var(--muted); }
.card dd { margin: 0; font-size: 1.35rem; font-weight: 650; font-variant-numeric: tabular-nums; }
.card.q dd { color: var(--q); }
.grid2 { display: grid; grid-template-columns: repeat(auto-fit, minmax(360px, 1fr)); gap: 0 2rem; }
table { border-collapse: collapse; width: 100%; margin: .4rem 0 1rem; font-variant-numeric: tabular-nums; }
caption { text-align: left; font-weight: 600; padding: .25rem 0; }
th, td { border-bottom: 1px solid var(--line); padding: .25rem .5rem; text-align: left; vertical-align: top; }
thead th { background: var(--panel); font-size: .85rem; }
td.n, th.n { text-align: right; white-space: nowrap; }
th[scope="row"] { font-weight: 500; word-break: break-word; }
.bar { display: inline-block; height: .7rem; background: var(--q); vertical-align: middle; min-width: 1px; }
.bar.k { background: var(--k); }
td.barcell { width: 28%; }
svg { max-width: 100%; height: auto; display: block; }
svg text { font: 11px system-ui, sans-serif; fill: var(--fg); }
.legend { font-size: .85rem; margin: .2rem 0; }
.swatch { display: inline-block; width: .8rem; height: .8rem; vertical-align: -1px; margin: 0 .25rem 0 .75rem; }
details { margin: .3rem 0 1rem; }
summary { cursor: pointer; color: var(--accent); }
form.filters { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: end; background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: .6rem .75rem; position: sticky; top: 0; z-index: 1; }
form.filters label { display: flex; flex-direction: column; font-size: .85rem; gap: .15rem; }
form.filters input, form.filters select, form.filters button { font: inherit; padding: .25rem .4rem; border: 1px solid #767676; border-radius: 4px; background: #fff; color: var(--fg); max-width: 16rem; }
form.filters input[type="search"] { width: 18rem; }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.item { border: 1px solid var(--line); border-left: 4px solid var(--q); border-radius: 4px; padding: .6rem .8rem; margin: .75rem 0; break-inside: avoid; }
.item[hidden] { display: none; }
.meta { display: grid; grid-template-columns: max-content minmax(0, 1fr) max-content minmax(0, 1fr); gap: .1rem .75rem; margin: 0 0 .5rem; font-size: .9rem; }
.meta dt { color: var(--muted); }
.meta dd { margin: 0; word-break: break-word; }
.meta dd.wide { grid-column: span 3; }
.meta ul { margin: 0; padding: 0; list-style: none; }
.content { white-space: pre-wrap; word-break: break-word; unicode-bidi: isolate; background: #fafafa; border: 1px solid var(--line); padding: .5rem .6rem; margin: 0; font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: .9rem; }
mark { background: var(--mark); color: var(--fg); border-bottom: 2px solid #7a5c00; padding: 0 1px; }
.cc { display: inline-block; font-size: .7rem; border: 1px solid var(--q); color: var(--q); border-radius: 3px; padding: 0 2px; margin: 0 1px; }
ul.plain { margin: 0; padding-left: 1rem; }
code { font-family: ui-monospace, Menlo, Consolas, monospace; word-break: break-all; }
.err { color: var(--q); }
#report-errors:empty { display: none; }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
@media print {
  html { font-size: 11pt; }
  body { max-width: none; padding: 0; }
  nav, form.filters, .noprint { display: none !important; }
  details > * { display: block; }
  a { color: inherit; text-decoration: none; }
  h2 { break-after: avoid; }
  table, svg { break-inside: avoid; }
  .item { border-color: #000; }
  .card, thead th, .content { background: #fff; }
}
`;
