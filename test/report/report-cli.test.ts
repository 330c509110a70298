import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, expected, run, type Fixture } from './fixture.js';

// These run the compiled CLI (`npm test` builds first).
let f: Fixture;
beforeAll(() => {
  f = buildFixture();
});

const total = (html: string, key: string) => Number(html.match(new RegExp(`data-total="${key}">([\\d,]+)<`))?.[1]?.replace(/,/g, ''));
const dataCount = (html: string, key: string) => Number(html.match(new RegExp(`data-count="${key}">([\\d,]+)<`))?.[1]?.replace(/,/g, ''));

describe('antidote report', () => {
  it('writes one self-contained page whose counts are the verdicts\' counts', () => {
    const out = join(f.dir, 'r.html');
    const r = run(['report', f.scored, '--input', f.records, '--alerts', f.alerts, '--out', out]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe('');
    const e = expected(f.scoredList);
    expect(r.stderr).toContain(`${e.verdicts} verdicts, ${e.quarantined} quarantined`);
    const html = readFileSync(out, 'utf8');
    expect(dataCount(html, 'verdicts')).toBe(e.verdicts);
    expect(dataCount(html, 'quarantined')).toBe(e.quarantined);
    expect(dataCount(html, 'kept')).toBe(e.kept);
    expect(dataCount(html, 'errors')).toBe(e.errors);
    expect(dataCount(html, 'clustered')).toBe(e.clustered);
    expect(dataCount(html, 'campaigns')).toBe(f.alertList.length);
    expect(total(html, 'verdicts')).toBe(e.verdicts);
    expect(total(html, 'directive')).toBe(f.scoredList.filter((v) => v.directive === true).length);
    // by reason: every reason with its count
    const table = html.slice(html.indexOf('id="by-reason"'), html.indexOf('</table>', html.indexOf('id="by-reason"')));
    const rows = new Map([...table.matchAll(/data-key="([^"]*)">([\d,]+)</g)].map((m) => [m[1]!.replace(/&amp;/g, '&'), Number(m[2]!.replace(/,/g, ''))]));
    expect(rows).toEqual(e.byReason);
    // every quarantined memory is listed (fewer than --max-items), with one mark per evidence span
    expect(html.match(/<article class="item"/g)).toHaveLength(e.quarantined);
    expect(html).toContain(`data-shown="${e.quarantined}" data-total="${e.quarantined}"`);
    // self-contained: no external reference of any kind
    expect(html).not.toMatch(/\b(src|href)="(?!#)/);
    expect(html).not.toMatch(/@import|url\(/);
    expect(html).toContain(`http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;`);
    // accessible structure: one h1, every table captioned, every header cell scoped, every chart labelled
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html.match(/<table[ >]/g)!.length).toBe(html.match(/<caption>/g)!.length);
    expect(html.match(/<th(?![^>]*scope=")[ >]/g)).toBeNull();
    expect(html.match(/<svg /g)!.length).toBe(html.match(/<svg role="img" aria-label="[^"]+"/g)!.length);
    expect(html).toContain('<html lang="en">');
    // the score histogram, language and time sections have data
    expect(html).toContain('id="scores"');
    const langs = html.slice(html.indexOf('id="by-language"'), html.indexOf('</table>', html.indexOf('id="by-language"')));
    expect([...langs.matchAll(/data-key="([^"]*)"/g)].map((m) => m[1]).sort()).toEqual(['ar', 'de', 'en', 'fr', 'ja']);
    expect(html.includes('buckets of 1 h (UTC)') || html.includes('buckets of')).toBe(true);
  });

  it('escapes hostile content, ids, sources and agents', () => {
    const out = join(f.dir, 'hostile.html');
    expect(run(['report', f.verdicts, '--input', f.records, '--out', out]).status).toBe(0);
    const html = readFileSync(out, 'utf8');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('<svg onload');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain("<script>document.documentElement");
    expect(html).toContain('&lt;script&gt;document.documentElement.setAttribute(&#39;data-pwned&#39;,&#39;1&#39;)&lt;/script&gt;');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).toContain('<span class="cc" title="invisible character U+202E">U+202E</span>');
    // the fox is whole and the evidence around it is highlighted
    expect(html).toContain('🦊');
  });

  it('without --input: counts from the verdicts alone, and says the content is not available', () => {
    const out = join(f.dir, 'bare.html');
    const r = run(['report', '-', '--out', out], readFileSync(f.verdicts));
    expect(r.status, r.stderr).toBe(0);
    const html = readFileSync(out, 'utf8');
    expect(dataCount(html, 'quarantined')).toBe(expected(f.verdictList).quarantined);
    expect(html).not.toContain('class="content"');
    expect(html).toContain('Content not available: no <code>--input</code> was given.');
    // verdicts of the learned model carry a score: the histogram is drawn; older ones say why not
    if (f.verdictList.some((v: { score?: number }) => v.score !== undefined)) expect(html).toContain('Score histogram in');
    else expect(html).toContain('These verdicts carry no <code>score</code>');
  });

  it('refuses to show content when the records are not the ones the verdicts answer', () => {
    const shuffled = join(f.dir, 'shuffled.jsonl');
    const lines = readFileSync(f.records, 'utf8').trimEnd().split('\n');
    writeFileSync(shuffled, [...lines.slice(1), lines[0]].join('\n') + '\n');
    const out = join(f.dir, 'mismatch.html');
    expect(run(['report', f.verdicts, '--input', shuffled, '--out', out]).status).toBe(0);
    const html = readFileSync(out, 'utf8');
    expect(html).toMatch(/\d+ verdicts do not match the input record at their position/);
    expect(html).toContain('Content not shown: the input record at this position is not the one this verdict answers.');
  });

  it('samples at most --max-items memories and says how many are not shown', () => {
    const out = join(f.dir, 'sample.html');
    expect(run(['report', f.verdicts, '--input', f.records, '--out', out, '--max-items', '3']).status).toBe(0);
    const html = readFileSync(out, 'utf8');
    const q = expected(f.verdictList).quarantined;
    expect(html.match(/<article class="item"/g)).toHaveLength(3);
    expect(html).toContain(`<strong>${q - 3} are not shown</strong>`);
  });

  it('fails with exit 2 and a one-line message on usage and I/O errors', () => {
    for (const [args, msg] of [
      [['report', f.verdicts], /needs --out/],
      [['report', '--out', 'x.html'], /one verdicts file/],
      [['report', join(f.dir, 'nope.jsonl'), '--out', join(f.dir, 'x.html')], /nope\.jsonl: no such file/],
      [['report', f.verdicts, '--input', join(f.dir, 'nope.jsonl'), '--out', join(f.dir, 'x.html')], /nope\.jsonl: no such file/],
      [['report', f.verdicts, '--out', join(f.dir, 'x.html'), '--max-items', 'x'], /--max-items must be an integer/],
    ] as [string[], RegExp][]) {
      const r = run(args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(msg);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
  });

  it('screen --report writes the verdicts and the page in one run', () => {
    const out = join(f.dir, 'sv.jsonl');
    const page = join(f.dir, 'screen.html');
    const r = run(['screen', f.records, '--out', out, '--report', page, '--threads', '0']);
    expect(r.status, r.stderr).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(readFileSync(f.verdicts, 'utf8'));
    const html = readFileSync(page, 'utf8');
    expect(dataCount(html, 'quarantined')).toBe(expected(f.verdictList).quarantined);
    expect(html).toContain('class="content"');
    const bad = run(['screen', f.records, '--report', page]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/--report needs --out FILE/);
  });
});
