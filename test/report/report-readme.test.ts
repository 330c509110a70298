/**
 * The README's report section runs: its two commands are executed as written (in a scratch
 * directory that sees the repository's examples) and print the summary line it shows.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './fixture.js';

const readme = readFileSync(join(root, 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('<!-- section:report -->'), readme.indexOf('<!-- /section:report -->'));

describe('README report section', () => {
  it('its commands run and print the summary it shows', () => {
    const block = section.match(/```sh\n([\s\S]*?)```/)![1]!.trim().split('\n');
    expect(block).toHaveLength(2);
    const dir = mkdtempSync(join(tmpdir(), 'antidote-readme-'));
    symlinkSync(join(root, 'examples'), join(dir, 'examples'));
    symlinkSync(join(root, 'dist'), join(dir, 'dist'));
    let last = '';
    for (const cmd of block) {
      const [node, ...args] = cmd.split(' ');
      expect(node).toBe('node');
      const r = spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8' });
      expect(r.status, r.stderr).toBe(0);
      last = r.stderr;
    }
    expect(existsSync(join(dir, 'report.html'))).toBe(true);
    const shown = section.match(/```\n(antidote report: [^\n]+)\n```/)![1]!;
    // the size and the time vary: compare the rest
    const strip = (s: string) => s.replace(/\(\d+ KiB, [\d.]+ s\)/, '');
    expect(strip(last.trim())).toBe(strip(shown));
    for (const img of section.matchAll(/!\[[^\]]+\]\((docs\/[^)]+\.png)\)/g)) expect(existsSync(join(root, img[1]!)), img[1]).toBe(true);
  });
});
