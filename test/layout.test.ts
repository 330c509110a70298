/**
 * The layout is part of the architecture, so it is tested: every import of the TypeScript
 * program is read (TypeScript's own pre-processor, dynamic `import()` included) and checked
 * against the rules the README's layout section states.
 *
 * 1. No import cycle anywhere (Tarjan's strongly connected components over files).
 * 2. A folder's private files are not imported from outside it: another folder imports its
 *    entry file (`index.ts`) only. The few files that are public by nature are named in PUBLIC.
 *    Tests and benchmarks may reach the private files of the folder they mirror (MIRRORS).
 * 3. Every folder-to-folder arrow is one the README allows (ALLOWED), so the layers cannot erode.
 * 4. Kernels are pure: no file system, threads, streams or network.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';

const root = new URL('..', import.meta.url).pathname;

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(join(root, dir))) {
    const rel = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name === 'generated' || name.startsWith('.')) continue;
    if (statSync(join(root, rel)).isDirectory()) walk(rel, out);
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

const FILES = ['index.ts', ...['kernels', 'pipeline', 'workers', 'bench', 'test'].flatMap((d) => walk(d))];
const SET = new Set(FILES);

/** Relative imports of a file, resolved to repository paths (`.js` specifiers name `.ts` sources). */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
  const out: string[] = [];
  for (const { fileName } of info.importedFiles) {
    if (!fileName.startsWith('.')) continue;
    const target = normalize(join(dirname(file), fileName)).replace(/\.js$/, '.ts');
    if (SET.has(target)) out.push(target);
  }
  return out;
}
const GRAPH = new Map(FILES.map((f) => [f, importsOf(f)]));

/** External modules a file imports (node builtins and packages). */
function externalsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
  return info.importedFiles.map((i) => i.fileName).filter((n) => !n.startsWith('.'));
}

const folder = (f: string) => (dirname(f) === '.' ? '.' : dirname(f));

/** Files another folder may import although they are not an entry file, and who may. */
const PUBLIC: Record<string, (importer: string) => boolean> = {
  // the thread protocol is the workers folder's surface; worker entry points are loaded by path
  'workers/protocol.ts': () => true,
  // one file per command, loaded by the CLI's dispatcher (and driven by the tests)
  ...Object.fromEntries(walk('pipeline/commands').map((f) => [f, (i: string) => i === 'pipeline/cli.ts' || i.startsWith('test/')]) as [string, (i: string) => boolean][]),
  // `antidote bench quality` runs the quality benchmark
  'bench/quality/quality.ts': (i) => i === 'pipeline/commands/bench.ts',
};

/** test/X and bench/X may reach the private files of these folders. */
const MIRRORS: Record<string, string[]> = {
  text: ['kernels/text'],
  screen: ['kernels/screen', 'workers/batch'],
  audit: ['kernels/audit', 'pipeline/audit'],
  correlate: ['kernels/correlate', 'pipeline/correlate'],
  model: ['kernels/model', 'pipeline/model'],
  pipeline: ['pipeline/sources', 'pipeline/screen', 'pipeline/output', 'workers/batch', 'workers'],
  quality: [],
  report: ['kernels/report', 'pipeline/report'],
  judge: ['kernels/judge', 'pipeline/judge', 'pipeline/screen'],
  embed: ['pipeline/embed'],
  stores: ['pipeline/stores'],
  serve: ['pipeline/serve'],
};

/** Folder-level arrows the README allows (source folders only; tests and benchmarks may import anything public). */
const ALLOWED: Record<string, string[]> = {
  'kernels/common': [],
  'kernels/lexicon': [],
  'kernels/text': ['kernels/common', 'kernels/lexicon'],
  'kernels/audit': ['kernels/common'],
  'kernels/model': ['kernels/common'],
  'kernels/screen': ['kernels/common', 'kernels/lexicon', 'kernels/text', 'kernels/model'],
  'kernels/correlate': ['kernels/common', 'kernels/lexicon', 'kernels/screen'],
  'kernels/report': ['kernels/common', 'kernels/screen'],
  'kernels/judge': ['kernels/common'],
  'workers/batch': ['kernels/common', 'kernels/lexicon', 'kernels/text', 'kernels/screen', 'kernels/model', 'kernels/judge'],
  workers: ['kernels/common', 'kernels/screen', 'kernels/audit', 'kernels/model', 'kernels/correlate', 'workers/batch'],
  'pipeline/output': ['kernels/common'],
  'pipeline/sources': ['kernels/common', 'kernels/screen', 'workers/batch'],
  'pipeline/correlate': ['kernels/common', 'kernels/screen', 'kernels/correlate', 'pipeline/output'],
  'pipeline/audit': ['kernels/common', 'kernels/audit', 'workers'],
  'pipeline/model': ['kernels/screen', 'kernels/model'],
  'pipeline/report': ['kernels/common', 'kernels/report', 'pipeline/sources', 'pipeline/output'],
  'pipeline/judge': ['kernels/common', 'kernels/judge'],
  'pipeline/screen': ['kernels/common', 'kernels/screen', 'kernels/model', 'kernels/judge', 'workers', 'workers/batch', 'pipeline/sources', 'pipeline/output', 'pipeline/correlate', 'pipeline/judge'],
  'pipeline/stores': ['kernels/common', 'workers/batch', 'pipeline/sources', 'pipeline/output', 'pipeline/screen', 'pipeline/correlate'],
  'pipeline/embed': ['kernels/common', 'kernels/screen', 'kernels/model', 'workers/batch', 'pipeline/sources', 'pipeline/screen', 'pipeline/judge'],
  'pipeline/serve': ['kernels/common', 'kernels/screen', 'kernels/correlate', 'workers/batch', 'pipeline/correlate'],
  'pipeline/commands': [
    'kernels/common', 'kernels/screen', 'kernels/audit', 'kernels/correlate', 'kernels/model', 'workers/batch',
    'pipeline/sources', 'pipeline/output', 'pipeline/screen', 'pipeline/audit', 'pipeline/correlate', 'pipeline/model',
    'pipeline/report', 'pipeline/stores', 'pipeline/serve',
    'bench/quality', // `antidote bench quality` runs the quality benchmark
  ],
  pipeline: ['kernels/common', 'pipeline/commands'],
  '.': [
    'kernels/common', 'kernels/lexicon', 'kernels/text', 'kernels/screen', 'kernels/model', 'kernels/judge', 'workers/batch',
    'pipeline/audit', 'pipeline/correlate', 'pipeline/judge', 'pipeline/embed', 'pipeline/serve',
  ],
};

function cycles(): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of GRAPH.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const comp: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1 || (GRAPH.get(v) ?? []).includes(v)) out.push(comp.sort());
    }
  };
  for (const f of FILES) if (!idx.has(f)) visit(f);
  return out;
}

describe('layout', () => {
  it('reads the whole program (the checks below cannot pass on an empty graph)', () => {
    expect(FILES.length).toBeGreaterThan(150);
    const edges = [...GRAPH.values()].reduce((n, e) => n + e.length, 0);
    expect(edges).toBeGreaterThan(400);
  });

  it('has no import cycle', () => {
    expect(cycles()).toEqual([]);
  });

  it('the cycle check finds a cycle when there is one', () => {
    GRAPH.set('kernels/common/errors.ts', [...GRAPH.get('kernels/common/errors.ts')!, 'kernels/common/types.ts']);
    try {
      expect(cycles()).toEqual([['kernels/common/errors.ts', 'kernels/common/types.ts']]);
    } finally {
      GRAPH.set('kernels/common/errors.ts', importsOf('kernels/common/errors.ts'));
    }
  });

  it("imports another folder's files only through its entry file", () => {
    const bad: string[] = [];
    for (const [from, targets] of GRAPH) {
      const top = from.split('/')[0]!;
      const mirror = top === 'test' || top === 'bench' ? MIRRORS[from.split('/')[1]!] ?? [] : [];
      for (const to of targets) {
        const tf = folder(to);
        if (tf === folder(from) || to.endsWith('/index.ts') || to === 'index.ts') continue;
        if (PUBLIC[to]?.(from)) continue;
        if (tf.startsWith('test') || tf === 'bench' || tf.startsWith('bench/')) {
          if (top === 'test' || top === 'bench') continue; // shared helpers of the tests and benchmarks
        }
        if (mirror.includes(tf)) continue;
        bad.push(`${from} -> ${to}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('every folder-to-folder arrow of the source is one the README allows', () => {
    const bad: string[] = [];
    for (const [from, targets] of GRAPH) {
      const ff = folder(from);
      if (/^(test|bench)\b/.test(ff)) continue;
      for (const to of targets) {
        const tf = folder(to);
        if (tf === ff) continue;
        if (!(ALLOWED[ff] ?? []).includes(tf)) bad.push(`${ff} -> ${tf} (${from} -> ${to})`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('kernels are pure: no file system, threads, streams, network or pool', () => {
    const bad: string[] = [];
    for (const f of FILES.filter((f) => f.startsWith('kernels/'))) {
      for (const m of externalsOf(f)) if (!['node:crypto', 'node:buffer'].includes(m)) bad.push(`${f} imports ${m}`);
    }
    expect(bad).toEqual([]);
  });

  it('the README names every source folder in its layout section', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Layout'), readme.indexOf('\n## ', readme.indexOf('## Layout') + 5));
    for (const f of Object.keys(ALLOWED).filter((f) => f !== '.' && f !== 'pipeline' && f !== 'workers')) {
      expect(section, f).toContain(`\`${f}/\``);
    }
  });
});

