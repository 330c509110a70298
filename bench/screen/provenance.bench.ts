/**
 * kernels/provenance.ts: the trust decision per record. Prefix mode is a split and a few string
 * compares; signed mode adds SHA-256 of the content and an HMAC-SHA256, done with node:crypto.
 * Baseline: the same tag computed with hash-wasm (WASM), the alternative the kernel's comment
 * weighs.
 */
import { createHMAC, createSHA256 } from 'hash-wasm';
import { randomBytes } from 'node:crypto';
import { DEFAULT_TRUSTED, signSource } from '../../kernels/screen/index.js';
import { TrustPolicy } from '../../kernels/screen/provenance.js';
import { records } from '../corpus-gen.js';
import { runSuite, type BenchTask } from '../harness.js';

export async function bench(): Promise<void> {
  const recs: { source: string; content: string; agentId: string }[] = [];
  for (const r of records(31)) {
    if (recs.length >= 1000) break;
    recs.push({ source: r.source, content: r.content, agentId: r.agentId });
  }
  const key = randomBytes(32);
  const signed = recs.map((r) => ({ ...r, source: signSource(key, r.agentId, r.source.startsWith('operator') ? r.source : `operator:${r.source}`, r.content) }));
  const prefix = new TrustPolicy({ mode: 'prefix', trusted: [...DEFAULT_TRUSTED] });
  const sign = new TrustPolicy({ mode: 'signed', trusted: [...DEFAULT_TRUSTED] }, key);
  const hmac = await createHMAC(createSHA256(), key);
  const sha = await createSHA256();
  const enc = new TextEncoder();
  const tasks: BenchTask[] = [
    {
      name: 'signed tag with hash-wasm (baseline): SHA-256(content) + HMAC',
      fn: () => {
        let n = 0;
        for (const r of signed) {
          sha.init();
          sha.update(enc.encode(r.content));
          const digest = sha.digest('hex');
          hmac.init();
          hmac.update(`am1\u0000${r.agentId}\u0000${r.source.slice(0, r.source.lastIndexOf('#mac='))}\u0000${digest}`);
          n += hmac.digest('binary').length;
        }
        return n;
      },
      units: signed.length,
      unitName: 'records',
      baseline: true,
    },
    {
      name: 'TrustPolicy.decide, signed (node:crypto, constant-time compare)',
      fn: () => {
        let n = 0;
        for (const r of signed) if (sign.decide(r.source, r.agentId, r.content).trusted) n++;
        return n;
      },
      units: signed.length,
      unitName: 'records',
    },
    {
      name: 'TrustPolicy.decide, prefix (corpus sources)',
      fn: () => {
        let n = 0;
        for (const r of recs) if (prefix.decide(r.source, r.agentId, r.content).trusted) n++;
        return n;
      },
      units: recs.length,
      unitName: 'records',
    },
  ];
  await runSuite('provenance trust', tasks);
}
