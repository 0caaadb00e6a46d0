/**
 * EUC-KR (CP949, what browsers send for the "euc-kr" label) for the provider's mobile form and its replies.
 * Node decodes it natively (TextDecoder with ICU); the encoder table is built once from the decoder, so no
 * dependency is needed.
 */
const decoder = new TextDecoder('euc-kr');
let encodeTable: Map<string, [number, number]> | null = null;

function table(): Map<string, [number, number]> {
  if (encodeTable) return encodeTable;
  encodeTable = new Map();
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x41; trail <= 0xfe; trail++) {
      const ch = decoder.decode(Uint8Array.of(lead, trail));
      if (ch.length === 1 && ch !== '\ufffd' && !encodeTable.has(ch)) encodeTable.set(ch, [lead, trail]);
    }
  }
  return encodeTable;
}

/** Bytes of a text in EUC-KR; characters it cannot carry become '?'. */
export function encodeEucKr(text: string): Buffer {
  const out: number[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0x3f;
    if (cp < 0x80) out.push(cp);
    else {
      const pair = table().get(ch);
      if (pair) out.push(pair[0], pair[1]);
      else out.push(0x3f);
    }
  }
  return Buffer.from(out);
}

export const decodeEucKr = (bytes: Uint8Array): string => decoder.decode(bytes);

/** Percent-encodes a form value byte by byte in the given charset (application/x-www-form-urlencoded). */
export function formEncode(fields: Record<string, string>, charset: 'utf-8' | 'euc-kr'): string {
  const enc = (s: string) => {
    const bytes = charset === 'euc-kr' ? encodeEucKr(s) : Buffer.from(s, 'utf8');
    let out = '';
    for (const b of bytes) {
      const c = String.fromCharCode(b);
      out += /[A-Za-z0-9*\-._]/.test(c)
        ? c
        : b === 0x20
          ? '+'
          : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
    }
    return out;
  };
  return Object.entries(fields)
    .map(([k, v]) => `${enc(k)}=${enc(v)}`)
    .join('&');
}

/** Parses an urlencoded body whose percent-escapes are bytes in `charset` (URLSearchParams assumes UTF-8). */
export function parseForm(body: string, charset: 'utf-8' | 'euc-kr'): Record<string, string> {
  const out: Record<string, string> = {};
  const decode = (s: string) => {
    const raw = s.replace(/\+/g, ' ');
    const bytes: number[] = [];
    for (let i = 0; i < raw.length; i++) {
      const c = raw[i]!;
      if (c === '%' && /^[0-9a-fA-F]{2}$/.test(raw.slice(i + 1, i + 3))) {
        bytes.push(Number.parseInt(raw.slice(i + 1, i + 3), 16));
        i += 2;
      } else for (const b of Buffer.from(c, 'utf8')) bytes.push(b);
    }
    const buf = Uint8Array.from(bytes);
    return charset === 'euc-kr' ? decodeEucKr(buf) : new TextDecoder('utf-8').decode(buf);
  };
  for (const part of body.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const k = decode(eq < 0 ? part : part.slice(0, eq));
    if (!(k in out)) out[k] = eq < 0 ? '' : decode(part.slice(eq + 1));
  }
  return out;
}
