/**
 * HTML escaping for the report. Memory content, ids, sources and reasons are hostile text:
 * every one of them reaches the page through `esc` (text and attribute values, always quoted)
 * or `escContent` (memory content: escaped, and invisible or direction-changing characters
 * drawn as visible badges, so a bidi override cannot make the reviewer read a different text).
 */

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const SPECIAL = /[&<>"']/g;

/** Escape text for an element's content or a quoted attribute value. */
export function esc(s: string): string {
  return s.replace(SPECIAL, (c) => ESC[c]!);
}

/**
 * Controls other than tab and newline, zero-width characters, bidi embeddings, overrides and
 * isolates, word joiners, the BOM, and lone surrogates (which have no UTF-8 form).
 */
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const hex = (c: string) => 'U+' + c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');

/** Escape memory content, drawing invisible and bidi characters as badges. */
export function escContent(s: string): string {
  let out = '';
  let at = 0;
  INVISIBLE.lastIndex = 0;
  for (let m = INVISIBLE.exec(s); m; m = INVISIBLE.exec(s)) {
    out += esc(s.slice(at, m.index)) + `<span class="cc" title="invisible character ${hex(m[0])}">${hex(m[0])}</span>`;
    at = m.index + m[0].length;
  }
  return out + esc(s.slice(at));
}

/** JSON for an attribute value (escaped) that the page's script reads with JSON.parse. */
export function attrJson(v: unknown): string {
  return esc(JSON.stringify(v));
}

const LONE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** `s` with every lone surrogate replaced by U+FFFD (what UTF-8 output would make of it anyway). */
export function wellFormed(s: string): string {
  return s.replace(LONE, '\ufffd');
}
