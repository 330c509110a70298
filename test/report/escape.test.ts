import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ReportAggregator } from '../../kernels/report/index.js';
import { esc, escContent, renderReport } from '../../pipeline/report/index.js';

/** The inner HTML of every memory's content block. */
function contents(html: string): string[] {
  return [...html.matchAll(/<div class="content" dir="auto" data-spans="\d+">([\s\S]*?)<\/div>/g)].map((m) => m[1]!);
}
/** What is left of a content block once the page's own tags are taken out: it must hold no tag. */
const stripOwn = (s: string) => s.replace(/<mark title="[^"<>]*">|<\/mark>|<span class="cc" title="invisible character U\+[0-9A-F]{4}">U\+[0-9A-F]{4}<\/span>|<span class="muted">( …|… )<\/span>/g, '');

describe('escaping', () => {
  it('esc leaves no character that opens a tag, an entity or an attribute', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(/[<>"']|&(?!amp;|lt;|gt;|quot;|#39;)/.test(esc(s))).toBe(false);
      }),
    );
  });
  it('draws bidi overrides, zero-width characters, controls and lone surrogates as badges', () => {
    expect(escContent('a\u202Eb\u200Bc\u0007d\ud800e🦊')).toBe(
      'a<span class="cc" title="invisible character U+202E">U+202E</span>b<span class="cc" title="invisible character U+200B">U+200B</span>c<span class="cc" title="invisible character U+0007">U+0007</span>d<span class="cc" title="invisible character U+D800">U+D800</span>e🦊',
    );
    expect(escContent('line\nnext\ttab')).toBe('line\nnext\ttab');
  });
  it('no memory content, evidence, source, id or agent can put a tag or a script into the page (property)', () => {
    const nasty = fc.constantFrom('<', '>', '"', "'", '&', '</script>', '<script>', '<!--', ']]>', '\u202e', '\u2028', '🦊', 'a', ' ', '</div>', '<mark>', 'onerror=');
    const text = fc.array(nasty, { maxLength: 30 }).map((a) => a.join(''));
    fc.assert(
      fc.property(text, text, text, fc.array(fc.record({ start: fc.nat(60), end: fc.nat(60), rule: text }), { maxLength: 5 }), (content, source, id, evidence) => {
        const a = new ReportAggregator();
        a.add({ id: id || 'x', action: 'quarantine', reasons: [source], evidence, agentId: id }, { line: 1, record: { id: id || 'x', content, source, agentId: id, lang: source } });
        const html = renderReport(a.result(), { generated: new Date(0), verdicts: id, input: source }).join('');
        expect(html.match(/<script/g)?.length).toBe(1);
        expect(html.match(/<\/script/g)?.length).toBe(1);
        for (const c of contents(html)) expect(stripOwn(c)).not.toMatch(/[<>]/);
        expect(contents(html)).toHaveLength(1);
      }),
      { numRuns: 300 },
    );
  });
});
