import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

/**
 * One user's SMTP account and what is done with it: check that it logs in (POST /hrs/user/checkEmail)
 * and send a mail through it (bills, goods notices). nodemailer speaks SMTP; every step has a timeout
 * so a silent server cannot hold a request or a job.
 */
export interface MailAccount {
  host: string;
  port: number;
  /** Implicit TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user: string;
  pass: string;
  fromName: string | null;
  fromAddress: string;
  signature: string | null;
}

/** A host name or an IP address, nothing else (no scheme, no port, no path). */
export const SMTP_HOST =
  /^(?=.{1,100}$)[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$|^\[?[0-9A-Fa-f:.]+\]?$/;

function transportOf(a: MailAccount, timeoutMs: number) {
  return nodemailer.createTransport({
    host: a.host,
    port: a.port,
    secure: a.secure,
    auth: { user: a.user, pass: a.pass },
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  });
}

/** The server's own words when it said something (e.g. "535 5.7.8 authentication failed"), else the error. */
export function smtpReason(e: unknown): string {
  const err = e as { response?: string; message?: string; code?: string };
  const said = typeof err?.response === 'string' && err.response.trim() ? err.response.trim() : '';
  const text = said || err?.message || String(e);
  return text.replace(/\s+/g, ' ').slice(0, 300);
}

/** Gives up after `ms` even if the library would wait on (a server that accepts and never answers). */
async function within<T>(ms: number, work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`${what} timed out after ${Math.round(ms / 1000)} s`), { code: 'ETIMEDOUT' })),
      ms,
    );
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Connects and logs in; answers the server's reason when it does not work. */
export async function verifyAccount(a: MailAccount, timeoutMs: number): Promise<{ ok: true } | { ok: false; reason: string }> {
  const t = transportOf(a, timeoutMs);
  try {
    await within(timeoutMs * 2, t.verify(), 'SMTP check');
    return { ok: true };
  } catch (e) {
    return { ok: false, reason: smtpReason(e) };
  } finally {
    t.close();
  }
}

export interface OutgoingMail {
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

/** Sends one mail; throws with the server's reason (smtpReason) when it is refused. */
export async function sendThrough(a: MailAccount, mail: OutgoingMail, timeoutMs: number) {
  const t = transportOf(a, timeoutMs);
  const text = a.signature ? `${mail.text}\n\n--\n${a.signature}` : mail.text;
  const message: Mail.Options = {
    from: a.fromName ? { name: a.fromName, address: a.fromAddress } : a.fromAddress,
    to: mail.to,
    cc: mail.cc.length ? mail.cc : undefined,
    subject: mail.subject,
    text,
    attachments: mail.attachments,
  };
  try {
    const info = await within(timeoutMs * 4, t.sendMail(message), 'SMTP send');
    return {
      messageId: String(info.messageId ?? ''),
      accepted: (info.accepted ?? []).map(String),
      rejected: (info.rejected ?? []).map(String),
    };
  } finally {
    t.close();
  }
}
