/**
 * The page in a real browser: headless Chromium (the Debian package `chromium`; `.ci/run`
 * installs it) loads the report from a file with every host name unresolvable, and the test
 * checks that the script ran (data-ready), that nothing reached the console (no error, no
 * Content-Security-Policy violation: nothing tried to load), that the counts in the rendered
 * DOM are the verdicts' counts, that the in-page filters match what they should, that an
 * injected script would not run, and takes the screenshot the README shows.
 *
 * Without chromium on the PATH the tests are skipped with a message saying how to install it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, expected, run, tmp, type Fixture } from './fixture.js';

const browser = ['chromium', 'chromium-browser'].find((b) => spawnSync('sh', ['-c', `command -v ${b}`]).status === 0);
if (!browser) console.warn('test/report/report-chromium.test.ts: skipped, no chromium on the PATH (apt-get install -y chromium)');

interface Load {
  dom: string;
  console: string[];
}

const profiles: string[] = [];
afterAll(() => {
  for (const d of profiles) rmSync(d, { recursive: true, force: true });
});

function load(url: string, extra: string[] = []): Load {
  const profile = tmp();
  profiles.push(profile);
  const r = spawnSync(
    browser!,
    [
      '--headless',
      '--disable-gpu',
      '--no-sandbox',
      '--hide-scrollbars',
      '--no-first-run',
      `--user-data-dir=${profile}`,
      '--host-resolver-rules=MAP * ~NOTFOUND',
      '--enable-logging=stderr',
      '--v=0',
      '--virtual-time-budget=5000',
      ...extra,
      url,
    ],
    { encoding: 'utf8', timeout: 120_000, maxBuffer: 256 << 20 },
  );
  if (r.error) throw r.error;
  const consoleLines = r.stderr.split('\n').filter((l) => /:CONSOLE[:(]/.test(l));
  return { dom: r.stdout, console: consoleLines };
}

const attr = (dom: string, name: string) => /<html[^>]*>/.exec(dom)?.[0].match(new RegExp(`${name}="([^"]*)"`))?.[1];
const dataCount = (dom: string, key: string) => Number(dom.match(new RegExp(`data-count="${key}">([\\d,]+)<`))?.[1]?.replace(/,/g, ''));

describe.skipIf(!browser)('the report in headless Chromium', () => {
  let f: Fixture;
  let page: string;
  beforeAll(() => {
    f = buildFixture();
    page = join(f.dir, 'report.html');
    const r = run(['report', f.scored, '--input', f.records, '--alerts', f.alerts, '--out', page, '--title', 'antidote report: nightly re-screen']);
    if (r.status !== 0) throw new Error(r.stderr);
  });

  it('renders without a console message, runs its script, and shows the verdicts\' counts', () => {
    const { dom, console: lines } = load(`file://${page}`, ['--dump-dom']);
    expect(lines).toEqual([]);
    expect(attr(dom, 'data-ready')).toBe('1');
    expect(attr(dom, 'data-errors')).toBeUndefined();
    expect(dom).toContain('<ul id="report-errors" aria-label="Errors of the page script"></ul>');
    expect(attr(dom, 'data-pwned')).toBeUndefined();
    const e = expected(f.scoredList);
    expect(dataCount(dom, 'verdicts')).toBe(e.verdicts);
    expect(dataCount(dom, 'quarantined')).toBe(e.quarantined);
    expect(dataCount(dom, 'kept')).toBe(e.kept);
    expect(dataCount(dom, 'errors')).toBe(e.errors);
    expect(dataCount(dom, 'campaigns')).toBe(f.alertList.length);
    expect(dom.match(/<article class="item"/g)).toHaveLength(e.quarantined);
    expect(attr(dom, 'data-matching')).toBe(String(e.quarantined));
    expect(dom).toMatch(new RegExp(`${e.quarantined} of ${e.quarantined} listed memories match`));
  });

  it('filters the list from a reason or channel link, in the page', () => {
    const e = expected(f.scoredList);
    for (const [reason, n] of [...e.byReason].slice(0, 3)) {
      const { dom, console: lines } = load(`file://${page}#filter:reason=${encodeURIComponent(reason)}`, ['--dump-dom']);
      expect(lines).toEqual([]);
      expect(attr(dom, 'data-matching'), reason).toBe(String(n));
      expect(dom.match(/<article class="item"[^>]*hidden/g)?.length ?? 0).toBe(e.quarantined - n);
    }
    const sources = readFileSync(f.records, 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => {
        try {
          return (JSON.parse(l) as { source?: unknown }).source;
        } catch {
          return undefined;
        }
      });
    const inbound = f.scoredList.filter((v, i) => v.action === 'quarantine' && sources[i] === 'email:inbound').length;
    expect(inbound).toBeGreaterThan(0);
    expect(attr(load(`file://${page}#filter:channel=email%3Ainbound`, ['--dump-dom']).dom, 'data-matching')).toBe(String(inbound));
  });

  it('would not run a script that escaped the escaping: the policy allows only its own', () => {
    const html = readFileSync(page, 'utf8').replace('<div class="content"', `<script>document.documentElement.setAttribute('data-pwned','1')</script><img src="https://example.com/beacon.png"><div class="content"`);
    const bad = join(f.dir, 'injected.html');
    writeFileSync(bad, html);
    const { dom, console: lines } = load(`file://${bad}`, ['--dump-dom']);
    expect(attr(dom, 'data-pwned')).toBeUndefined();
    expect(attr(dom, 'data-ready')).toBe('1'); // the page's own script still runs
    expect(lines.join('\n')).toMatch(/Content Security Policy/);
  });

  it('prints: a PDF of the page comes out of the browser without a console message', () => {
    const pdf = join(f.dir, 'report.pdf');
    const { console: lines } = load(`file://${page}`, [`--print-to-pdf=${pdf}`, '--no-pdf-header-footer']);
    expect(lines).toEqual([]);
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    expect(statSync(pdf).size).toBeGreaterThan(20_000);
  });

  // ANTIDOTE_REPORT_SCREENSHOTS=docs npx vitest run test/report/report-chromium.test.ts refreshes the README's images
  it('takes the screenshots the README shows: the top of the page, and hostile memories in the list', () => {
    const dir = process.env.ANTIDOTE_REPORT_SCREENSHOTS ?? f.dir;
    mkdirSync(dir, { recursive: true });
    // a headless screenshot does not scroll to a fragment; a frame around the page does
    const hostile = /id="(item-\d+)"[^>]*data-agent="&quot;&gt;&lt;svg/.exec(readFileSync(page, 'utf8'))![1];
    writeFileSync(join(f.dir, 'frame.html'), `<!doctype html><body style="margin:0"><iframe src="report.html#${hostile}" style="width:1280px;height:1100px;border:0"></iframe></body>`);
    for (const [name, url, size] of [
      ['report.png', `file://${page}`, '1280,1900'],
      ['report-memories.png', `file://${join(f.dir, 'frame.html')}`, '1280,1100'],
    ]) {
      const out = join(dir, name!);
      const { console: lines } = load(url!, [`--window-size=${size}`, `--screenshot=${out}`]);
      expect(lines).toEqual([]);
      const png = readFileSync(out);
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(statSync(out).size).toBeGreaterThan(20_000);
    }
  });
});
