/**
 * Names on the wire: subjects, stream and bucket names, message ids.
 *
 *   memories.<agent>   input, one record (JSON object, a JSONL line without its '\n') per message
 *   verdicts.<agent>   output, the verdict line of CONTRACT §2
 *   alerts.<agent>     output, a correlation alert of CONTRACT §6
 *
 * <agent> is one subject token. A NATS token cannot hold '.', '*', '>' or white space, and a KV
 * key allows only [-/_=.A-Za-z0-9], so an agent id made of [A-Za-z0-9_-] (up to 128 characters) is
 * its own token and any other is '=' followed by the base64url of its UTF-8: the mapping is
 * one-to-one, and the subject of an agent is the same on every machine.
 */
import { createHash } from 'node:crypto';

export const MEMORIES = 'memories';
export const VERDICTS = 'verdicts';
export const ALERTS = 'alerts';

/** Defaults of the stage; every one can be overridden (ServeOptions). */
export const DEFAULT_NAMES = {
  memoryStream: 'ANTIDOTE_MEMORIES',
  verdictStream: 'ANTIDOTE_VERDICTS',
  alertStream: 'ANTIDOTE_ALERTS',
  consumer: 'antidote',
  bucket: 'antidote-correlation',
} as const;

const PLAIN = /^[A-Za-z0-9_-]{1,128}$/;

/** The subject token of an agent id. */
export function agentToken(agentId: string): string {
  return PLAIN.test(agentId) ? agentId : '=' + Buffer.from(agentId, 'utf8').toString('base64url');
}

/** The agent id of a subject token, or null when the token is no agent's. */
export function agentOfToken(token: string): string | null {
  if (PLAIN.test(token)) return token;
  if (!token.startsWith('=') || !/^=[A-Za-z0-9_-]+$/.test(token)) return null;
  const id = Buffer.from(token.slice(1), 'base64url').toString('utf8');
  // a token that is not the canonical encoding of its id would give one agent two subjects
  return agentToken(id) === token ? id : null;
}

export const memorySubject = (agentId: string): string => `${MEMORIES}.${agentToken(agentId)}`;
export const verdictSubject = (token: string): string => `${VERDICTS}.${token}`;
export const alertSubject = (token: string): string => `${ALERTS}.${token}`;

/**
 * Message id of a record's verdict and alert: a hash of the subject and the record's bytes, so
 * the same record on the same agent always yields the same id, whichever worker, however many
 * deliveries. JetStream drops a publish whose id it has seen within the stream's duplicate
 * window; that is what makes a redelivery produce no second verdict.
 */
export function recordDigest(subject: string, payload: Uint8Array): string {
  return createHash('sha256').update(subject).update('\u0000').update(payload).digest('base64url').slice(0, 32);
}
