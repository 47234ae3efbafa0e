import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail the test SMTP server received: who logged in, the envelope, and the raw message. */
export interface ReceivedMail {
  user: string;
  from: string;
  rcptTo: string[];
  raw: string;
}

/**
 * A real SMTP server on a free local port (the smtp-server package), with one account. It refuses
 * a wrong password with "535 Authentication failed" and keeps what it receives, so tests see exactly
 * what reached the wire.
 */
export async function startSmtp(account = { user: 'ops@forwarder.test', pass: 'Right-Pass-1' }) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    // No TLS here: a test on localhost; production accounts use SSL or STARTTLS as configured.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.username === account.user && auth.password === account.pass) cb(null, { user: auth.username });
      else cb(Object.assign(new Error('Authentication failed'), { responseCode: 535 }));
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          user: String(session.user ?? ''),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    account,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded attachments of a raw MIME message: file name and bytes (base64 parts only). */
export function attachmentsOf(raw: string): { filename: string; bytes: Buffer }[] {
  const out: { filename: string; bytes: Buffer }[] = [];
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]);
  for (const b of boundaries) {
    for (const part of raw.split(`--${b}`)) {
      const [head, ...rest] = part.split(/\r?\n\r?\n/);
      if (!/content-disposition:\s*attachment/i.test(head)) continue;
      const flat = head.replace(/\r?\n\s+/g, ' ');
      // RFC 2231 continuations (filename*0*=utf-8''%E8...; filename*1*=...) or a plain filename="...".
      const parts = [...flat.matchAll(/filename\*(\d+)\*?=(?:utf-8'')?"?([^";\r\n]+)"?/gi)].map((m) => m[2]);
      const name = parts.length ? parts.join('') : (/filename="?([^";\r\n]+)"?/i.exec(flat)?.[1] ?? '');
      const body = rest.join('\n\n').replace(/\s+/g, '');
      out.push({ filename: decodeURIComponent(name), bytes: Buffer.from(body, 'base64') });
    }
  }
  return out;
}

/** A header's value, unfolded ('' when absent). */
export function headerOf(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const m = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head);
  return m ? m[1].trim() : '';
}

/** The decoded text/plain body of a raw MIME message (quoted-printable, base64 or plain). */
export function textOf(raw: string): string {
  const blocks = raw.split(/\r?\n--[^\r\n]+/);
  for (const block of blocks) {
    const [head, ...rest] = block.split(/\r?\n\r?\n/);
    if (!/content-type:\s*text\/plain/i.test(head)) continue;
    const body = rest.join('\n\n');
    if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
      const bytes: number[] = [];
      const s = body.replace(/=\r?\n/g, '');
      for (let i = 0; i < s.length; i++) {
        if (s[i] === '=' && /^[0-9A-F]{2}$/i.test(s.slice(i + 1, i + 3))) {
          bytes.push(parseInt(s.slice(i + 1, i + 3), 16));
          i += 2;
        } else bytes.push(...Buffer.from(s[i], 'utf8'));
      }
      return Buffer.from(bytes).toString('utf8');
    }
    return body;
  }
  return '';
}
