import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { campaignParams, emptyState, observe, type AgentState } from '../../kernels/correlate/index.js';
import { ALERT_SCORE, MAX_FOLDED, MAX_MARKS, MAX_RECENT, MAX_SANCTIONS, type Finding } from '../../kernels/correlate/campaign.js';
import { signalOf, type Signal } from '../../kernels/correlate/index.js';
import { SF, isAnchor, weight } from '../../kernels/correlate/signals.js';
import type { MemoryFeatures, ScreenedRecord } from '../../kernels/screen/index.js';
import { channelOf } from '../../kernels/screen/index.js';

const DAY = 86_400_000;
const T0 = Date.parse('2026-03-01T00:00:00Z');
const P = campaignParams();

let n = 0;
function sig(day: number, roles: number, caps: number, entities: string[] = [], channel = 'mcp:external', recall?: string): Signal {
  n++;
  return { id: `s${n}`, ts: T0 + day * DAY, recall: recall ?? `r${n}`, channel, caps, roles, entities };
}
const PAY = 1; // payments bit
const CRED = 2;

function run(signals: Signal[], state: AgentState = emptyState()): Finding[] {
  const out: Finding[] = [];
  for (const s of signals) {
    const f = observe(state, s, P);
    if (f) out.push(f);
  }
  return out;
}

function feats(over: Partial<MemoryFeatures>): MemoryFeatures {
  return { caps: 0, autonomy: 0, moneyAutonomy: false, trustBuilding: false, bypass: false, entities: [], approvalRemoved: false, channel: 'mcp:x', ...over };
}
function rec(over: Partial<ScreenedRecord>): ScreenedRecord {
  return { verdict: { id: 'm1', action: 'keep' }, agentId: 'a', trusted: false, ...over };
}

describe('signals', () => {
  it('trusted memories never become members; an operator grant naming a party becomes a sanction', () => {
    expect(signalOf(rec({ trusted: true, features: feats({ autonomy: 2, caps: PAY }) }), 0)).toBeNull();
    const g = signalOf(rec({ trusted: true, grant: feats({ autonomy: 2, caps: PAY, entities: ['name:fastlane'] }) }), 5);
    expect(g).toMatchObject({ roles: SF.operator, entities: ['name:fastlane'], ts: 5 });
    expect(weight(g!.roles)).toBe(0);
    expect(isAnchor(g!.roles)).toBe(false);
  });
  it('weak automation alone, and trust that names nothing, carry no signal', () => {
    expect(signalOf(rec({ features: feats({ autonomy: 1, caps: PAY }) }), 0)).toBeNull();
    expect(signalOf(rec({ features: feats({ trustBuilding: true }) }), 0)).toBeNull();
    expect(signalOf(rec({ features: feats({ trustBuilding: true, entities: ['name:x'] }) }), 0)).toMatchObject({ roles: SF.trust });
  });
  it('a quarantined directive is the heaviest member; strong autonomy anchors; trust supports', () => {
    const d = signalOf(rec({ verdict: { id: 'q', action: 'quarantine' }, directiveFeatures: feats({ autonomy: 2, caps: PAY }) }), 0)!;
    expect(d.roles & SF.directive).toBeTruthy();
    expect(isAnchor(d.roles)).toBe(true);
    expect(weight(d.roles)).toBeGreaterThan(weight(SF.strong | SF.approval));
    expect(weight(SF.strong | SF.approval)).toBeGreaterThan(weight(SF.strong));
    expect(isAnchor(SF.trust)).toBe(false);
    expect(isAnchor(SF.strong | SF.sanctioned)).toBe(false);
  });
  it('a record without an id is never a member (alerts name members by id)', () => {
    expect(signalOf(rec({ verdict: { action: 'quarantine' }, directiveFeatures: feats({ autonomy: 2, caps: PAY }) }), 0)).toBeNull();
  });
  it('channels drop tags and event numbers but keep names', () => {
    expect(channelOf('voice:inbound-call-4411')).toBe('voice:inbound-call');
    expect(channelOf('voice:inbound-call-0412#mac=abc')).toBe('voice:inbound-call');
    expect(channelOf('mcp:crm')).toBe('mcp:crm');
    expect(channelOf('MCP:Notes')).toBe('mcp:notes');
    expect(channelOf('api-v2')).toBe('api-v2');
    expect(channelOf(undefined)).toBe('');
  });
});

describe('campaign scoring', () => {
  it('the same party built up across recalls: trust, then hands-off', () => {
    const f = run([sig(0, SF.trust, PAY, ['name:fastlane']), sig(6, SF.strong, PAY, ['name:fastlane'])]);
    expect(f).toHaveLength(1);
    expect(f[0]!.key).toBe('name:fastlane');
    expect(f[0]!.capability).toBe('payments');
    expect(f[0]!.reason).toMatch(/same party \(fastlane\).*trust-building came before/);
    expect(f[0]!.score).toBeGreaterThanOrEqual(ALERT_SCORE);
  });
  it('a shared name with no autonomy is not a campaign', () => {
    expect(run([sig(0, SF.trust, PAY, ['name:northgate']), sig(3, SF.trust, PAY, ['name:northgate']), sig(5, SF.money, PAY, ['name:northgate'])])).toEqual([]);
  });
  it('a capability link needs two anchors: one hands-off remark and praise of someone is not enough', () => {
    expect(run([sig(0, SF.trust, PAY, ['name:acme']), sig(2, SF.strong, PAY)])).toEqual([]);
    const f = run([sig(0, SF.trust, PAY, ['name:acme']), sig(2, SF.strong, PAY), sig(6, SF.strong, PAY)]);
    expect(f).toHaveLength(1);
    expect(f[0]!.key).toBe('cap:payments');
    expect(f[0]!.members).toHaveLength(3);
  });
  it('a codeword joins memories that share nothing else', () => {
    const f = run([sig(0, SF.strong, 0, ['code:gamma']), sig(9, SF.strong, 0, ['code:gamma'])]);
    expect(f).toHaveLength(1);
    expect(f[0]!.reason).toMatch(/codeword GAMMA/);
    expect(f[0]!.capability).toBe('unspecified');
  });
  it('different capabilities do not link', () => {
    expect(run([sig(0, SF.strong, PAY), sig(2, SF.strong, CRED)])).toEqual([]);
  });
  it('one alert per campaign: later members extend it', () => {
    const f = run([sig(0, SF.trust, PAY, ['name:x']), sig(3, SF.strong, PAY, ['name:x']), sig(5, SF.strong, PAY, ['name:x']), sig(8, SF.strong, PAY)]);
    expect(f).toHaveLength(1);
  });
  it('a campaign older than the window is reported again when it resumes (its mark expired)', () => {
    const f = run([sig(0, SF.strong, 0, ['code:k']), sig(2, SF.strong, 0, ['code:k']), sig(80, SF.strong, 0, ['code:k']), sig(82, SF.strong, 0, ['code:k'])]);
    expect(f).toHaveLength(2);
  });
  it('decay: two anchors far apart inside the window score lower than two close together', () => {
    const near = run([sig(0, SF.strong, PAY), sig(2, SF.strong, PAY)]);
    const far = run([sig(0, SF.strong, PAY), sig(29, SF.strong, PAY)], emptyState());
    expect(near).toHaveLength(1);
    expect(far.length === 0 || far[0]!.score < near[0]!.score).toBe(true);
  });
  it('memories beyond the window fold into decayed summaries that still count', () => {
    // three directives 35 days before a fourth: folded, decayed, and named in the alert
    const old = [sig(0, SF.directive, 0, ['code:zed']), sig(1, SF.directive, 0, ['code:zed'])];
    const state = emptyState();
    const first = run(old, state);
    expect(first).toHaveLength(1); // reported then
    const later = run([sig(70, SF.strong, 0, ['code:zed'])], state);
    expect(later).toHaveLength(1);
    expect(later[0]!.reason).toMatch(/folded in from beyond the window/);
    expect(later[0]!.members).toEqual(expect.arrayContaining([old[0]!.id, old[1]!.id]));
  });
  it('operator autonomy never counts, and makes untrusted echoes about the same party support only', () => {
    const grant = sig(0, SF.operator, PAY, ['name:citypower']);
    expect(run([grant, sig(1, SF.strong, PAY, ['name:citypower']), sig(9, SF.trust, PAY, ['name:citypower'])])).toEqual([]);
    // without the operator's rule the same two memories are a campaign
    expect(run([sig(1, SF.strong, PAY, ['name:citypower']), sig(9, SF.trust, PAY, ['name:citypower'])])).toHaveLength(1);
    // a quarantined directive about the sanctioned party still anchors
    expect(run([sig(0, SF.operator, PAY, ['name:citypower']), sig(1, SF.directive, PAY, ['name:citypower']), sig(9, SF.trust, PAY, ['name:citypower'])])).toHaveLength(1);
  });
  it('channels and the trust-first order raise the score', () => {
    const one = run([sig(0, SF.strong, PAY, [], 'mcp:a'), sig(4, SF.strong, PAY, [], 'mcp:a')]);
    const three = run([sig(0, SF.strong, PAY, [], 'mcp:a'), sig(4, SF.strong, PAY, [], 'sms:b'), sig(4.5, SF.trust, PAY, ['name:q'], 'web:c')]);
    expect(one[0]!.score).toBeLessThan(three[0]!.score);
  });
});

const arbSignal = (ids: { n: number }) =>
  fc
    .record({
      dt: fc.integer({ min: 0, max: 3 * DAY }),
      roles: fc.constantFrom(SF.strong, SF.trust, SF.money, SF.directive, SF.strong | SF.approval, SF.operator, SF.strong | SF.trust),
      caps: fc.integer({ min: 0, max: 255 }),
      entities: fc.array(fc.constantFrom('name:a', 'name:b', 'code:c', 'id:1234', 'domain:x.io', 'name:d'), { maxLength: 4 }),
      channel: fc.constantFrom('mcp:a', 'sms:b', 'web:c', 'voice:d'),
    })
    .map((r) => ({ ...r, id: `p${ids.n++}` }));

function timeline(raw: { dt: number; roles: number; caps: number; entities: string[]; channel: string; id: string }[]): Signal[] {
  let t = T0;
  return raw.map((r) => {
    t += r.dt;
    return { id: r.id, ts: t, recall: r.id, channel: r.channel, caps: r.caps, roles: r.roles, entities: [...new Set(r.entities)] };
  });
}

describe('campaign state (properties)', () => {
  it('state stays within its bounds and every alert names ≥ 2 members with a score in [alert score, 1]', () => {
    const ids = { n: 0 };
    fc.assert(
      fc.property(fc.array(arbSignal(ids), { minLength: 1, maxLength: 400 }), (raw) => {
        const state = emptyState();
        for (const s of timeline(raw)) {
          const f = observe(state, s, P);
          if (f) {
            expect(f.members.length).toBeGreaterThanOrEqual(2);
            expect(f.score).toBeGreaterThanOrEqual(Math.round(ALERT_SCORE * 100) / 100);
            expect(f.score).toBeLessThanOrEqual(1);
            expect(f.first).toBeLessThanOrEqual(f.last);
          }
          expect(state.recent.length).toBeLessThanOrEqual(MAX_RECENT);
          expect(state.folded.length).toBeLessThanOrEqual(MAX_FOLDED);
          expect(state.marks.length).toBeLessThanOrEqual(MAX_MARKS);
          expect(state.sanctions.length).toBeLessThanOrEqual(MAX_SANCTIONS);
        }
      }),
      { numRuns: 60, interruptAfterTimeLimit: 8000 },
    );
  });
  it('a state saved as JSON and reloaded at any point continues exactly as if never interrupted', () => {
    const ids = { n: 0 };
    fc.assert(
      fc.property(fc.array(arbSignal(ids), { minLength: 2, maxLength: 200 }), fc.nat(), (raw, cut) => {
        const signals = timeline(raw);
        const k = cut % signals.length;
        const whole = run(signals.map((s) => ({ ...s })));
        let state = emptyState();
        const parts: Finding[] = [];
        signals.forEach((s, i) => {
          if (i === k) state = JSON.parse(JSON.stringify(state)) as AgentState;
          const f = observe(state, { ...s }, P);
          if (f) parts.push(f);
        });
        expect(parts).toEqual(whole);
      }),
      { numRuns: 80, interruptAfterTimeLimit: 8000 },
    );
  });
});
