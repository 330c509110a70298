/**
 * Who may write which key (CONTRACT §5): `{"principals":{"agent-a":["pricing.*"],…}}`.
 *
 * A pattern is a key with `*` standing for any run of characters (dots included): `pricing.*`
 * allows `pricing.tier` and `pricing.tier.eu` but not `pricing` itself; `*` allows every key.
 * There are no other metacharacters, so a key that contains `?` or `[` is just itself. A
 * principal absent from the ACL may write nothing; with no ACL at all every principal may write
 * every key (the caller passes `undefined`).
 *
 * Threat answered: a write that went through the audited path but under a principal without
 * authority over the key (a compromised tool, a confused deputy) is audited and still poisoned.
 */

export interface Acl {
  allows(principal: string, key: string): boolean;
  readonly principals: ReadonlyMap<string, readonly string[]>;
}

/** Does `key` match `pattern` (`*` = any run of characters)? */
export function globMatch(pattern: string, key: string): boolean {
  return partsMatch(pattern.split('*'), key);
}

/** `parts` = the pattern split at `*` (compiled once per pattern, not per key). */
function partsMatch(parts: readonly string[], key: string): boolean {
  if (parts.length === 1) return parts[0] === key;
  const first = parts[0]!;
  const last = parts[parts.length - 1]!;
  if (key.length < first.length + last.length) return false;
  if (!key.startsWith(first) || !key.endsWith(last)) return false;
  let at = first.length;
  const end = key.length - last.length;
  for (let i = 1; i < parts.length - 1; i++) {
    const p = parts[i]!;
    if (!p) continue;
    const found = key.indexOf(p, at);
    if (found < 0 || found + p.length > end) return false;
    at = found + p.length;
  }
  return true;
}

/**
 * The first member name that appears twice in one object of a (valid) JSON text, if any. A scan
 * over the text, not a parse: JSON.parse has already accepted it, and forgets duplicates.
 */
export function firstDuplicateMember(text: string): string | undefined {
  const stack: Array<{ keys?: Set<string>; expectKey: boolean }> = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      let j = i + 1;
      while (j < text.length && text.charCodeAt(j) !== 34) j += text.charCodeAt(j) === 92 /* \ */ ? 2 : 1;
      const top = stack[stack.length - 1];
      if (top?.keys && top.expectKey) {
        const k = JSON.parse(text.slice(i, j + 1)) as string;
        if (top.keys.has(k)) return k;
        top.keys.add(k);
        top.expectKey = false;
      }
      i = j;
    } else if (c === 123 /* { */) stack.push({ keys: new Set(), expectKey: true });
    else if (c === 91 /* [ */) stack.push({ expectKey: false });
    else if (c === 125 || c === 93) stack.pop();
    else if (c === 44 /* , */) {
      const top = stack[stack.length - 1];
      if (top?.keys) top.expectKey = true;
    }
  }
  return undefined;
}

/**
 * Parse an ACL document; a member named twice (a principal listed twice) is refused. Throws an Error whose message names the problem (the caller adds the
 * file name and turns it into E_ACL).
 */
export function parseAcl(text: string): Acl {
  let o: unknown;
  try {
    o = JSON.parse(text);
  } catch (err) {
    throw new Error(`not JSON (${(err as Error).message})`);
  }
  if (typeof o !== 'object' || o === null || Array.isArray(o)) throw new Error('not a JSON object');
  const dup = firstDuplicateMember(text);
  if (dup !== undefined) {
    throw new Error(`member ${JSON.stringify(dup)} appears twice in one object (JSON.parse would silently keep the last: say what you mean once)`);
  }
  const principals = (o as Record<string, unknown>).principals;
  if (typeof principals !== 'object' || principals === null || Array.isArray(principals)) {
    throw new Error('`principals` must be an object of principal → list of key patterns');
  }
  const map = new Map<string, string[]>();
  for (const [name, pats] of Object.entries(principals)) {
    if (!Array.isArray(pats) || !pats.every((p) => typeof p === 'string' && p.length > 0)) {
      throw new Error(`principal ${JSON.stringify(name)}: patterns must be a list of non-empty strings`);
    }
    map.set(name, pats as string[]);
  }
  return compileAcl(map);
}

export function compileAcl(map: ReadonlyMap<string, readonly string[]>): Acl {
  const exact = new Map<string, Set<string>>();
  const globs = new Map<string, string[][]>();
  for (const [name, pats] of map) {
    exact.set(name, new Set(pats.filter((p) => !p.includes('*'))));
    globs.set(name, pats.filter((p) => p.includes('*')).map((p) => p.split('*')));
  }
  return {
    principals: map,
    allows(principal: string, key: string): boolean {
      const ex = exact.get(principal);
      if (!ex) return false;
      if (ex.has(key)) return true;
      for (const g of globs.get(principal)!) if (partsMatch(g, key)) return true;
      return false;
    },
  };
}
