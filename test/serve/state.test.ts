/**
 * The pieces under the stage: subject tokens are one-to-one, and the KV compare-and-set lets
 * exactly one of two writers at the same revision win (the path the stage tests never hit,
 * because the turn check already serializes an agent).
 */
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { connect } from '@nats-io/transport-node';
import { Kvm } from '@nats-io/kv';
import { agentOfToken, agentToken } from '../../pipeline/serve/index.js';
import { casEntry, freshEntry, loadEntry } from '../../pipeline/serve/state.js';
import { NatsServer, natsServerPath } from '../../bench/serve/nats-server.js';

describe('subject tokens', () => {
  it('round-trip every agent id, and plain ids are their own token', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (id) => {
        const t = agentToken(id);
        expect(t).toMatch(/^[-_=A-Za-z0-9]+$|^$/);
        if (id !== '') expect(agentOfToken(t)).toBe(id);
      }),
      { numRuns: 500 },
    );
    expect(agentToken('agent-7')).toBe('agent-7');
    expect(agentToken('a.b')).not.toContain('.');
  });

  it('refuses tokens that are not the canonical form of an id (one agent, one subject)', () => {
    expect(agentOfToken('=' + Buffer.from('agent-7').toString('base64url'))).toBeNull();
    expect(agentOfToken('a*b')).toBeNull();
    expect(agentOfToken('=')).toBeNull();
  });
});

const bin = natsServerPath();
let server: NatsServer | undefined;
afterAll(async () => server?.destroy());

describe.skipIf(!bin)('KV compare-and-set', () => {
  it('two writers at one revision: exactly one wins; the loser reads the winner', async () => {
    server = await NatsServer.start();
    const nc = await connect({ servers: server.url });
    const kv = await new Kvm(nc).create('cas-test', { history: 1 });
    const w = 1000;
    const first = await loadEntry(kv, 'agent-1', w);
    expect(first.revision).toBe(0);
    // both create: one wins
    const a = { ...freshEntry(w), seq: 1 };
    const b = { ...freshEntry(w), seq: 2 };
    const created = await Promise.all([casEntry(kv, 'agent-1', a, 0), casEntry(kv, 'agent-1', b, 0)]);
    expect(created.filter(Boolean)).toHaveLength(1);
    const now = await loadEntry(kv, 'agent-1', w);
    expect(now.entry.seq).toBe(created[0] ? 1 : 2);
    // both update from the same revision: one wins
    const c = { ...now.entry, seq: 10 };
    const d = { ...now.entry, seq: 20 };
    const updated = await Promise.all([casEntry(kv, 'agent-1', c, now.revision), casEntry(kv, 'agent-1', d, now.revision)]);
    expect(updated.filter(Boolean)).toHaveLength(1);
    expect((await loadEntry(kv, 'agent-1', w)).entry.seq).toBe(updated[0] ? 10 : 20);
    // a stale revision never wins
    expect(await casEntry(kv, 'agent-1', c, now.revision)).toBe(false);
    // another window is refused, not silently mixed
    await expect(loadEntry(kv, 'agent-1', 2000)).rejects.toThrow(/window/);
    await nc.close();
  }, 60_000);
});
