/**
 * The README's set-up section runs: its main command is executed as written, and every verdict
 * line it shows must be a line of the real output. Set-up commands are checked for presence.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const setup = readme.slice(readme.indexOf('<!-- section:setup -->'), readme.indexOf('<!-- /section:setup -->'));

describe('README', () => {
  it('names the two set-up commands', () => {
    expect(setup).toMatch(/```sh\nnpm ci\nnpm test\n```/);
  });
  it('its main command runs and prints the verdicts it shows', () => {
    const cmd = setup.match(/```sh\n(node dist\/pipeline\/cli\.js screen [^\n]+)\n```/);
    expect(cmd, 'README has the main command').not.toBeNull();
    const [, ...args] = cmd![1]!.split(' ');
    const out = execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const real = new Set(out.split('\n').filter(Boolean));
    const shown = setup.match(/```json\n([\s\S]*?)```/)![1]!.split('\n').filter(Boolean);
    expect(shown.length).toBeGreaterThan(3);
    for (const line of shown) expect(real, line).toContain(line);
  });
});
