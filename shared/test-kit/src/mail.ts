/** A mail as the SMTP sink's JSON API returns it. */
export interface SinkMail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** auto-submitted, list-unsubscribe and list-unsubscribe-post, when the mail has them (lower-case names) */
  headers: Record<string, string>;
  date: string;
}

/** The newest mail to an address, waiting briefly for it to arrive. */
export async function latestMailTo(address: string, { timeoutMs = 5_000, after }: { timeoutMs?: number; after?: string } = {}): Promise<SinkMail> {
  const inbox = process.env.RDV_MAIL_INBOX_URL;
  if (!inbox) throw new Error('RDV_MAIL_INBOX_URL is not set: the platform runs no SMTP sink');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await fetch(`${inbox}/api/messages?to=${encodeURIComponent(address)}`);
    const mails = (await answer.json()) as SinkMail[];
    const fresh = mails.find((mail) => !after || mail.id !== after);
    if (fresh && (!after || mails[0].id !== after)) return fresh;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} arrived within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function mailsTo(address: string): Promise<SinkMail[]> {
  const inbox = process.env.RDV_MAIL_INBOX_URL;
  const answer = await fetch(`${inbox}/api/messages?to=${encodeURIComponent(address)}`);
  return (await answer.json()) as SinkMail[];
}

/** The first link in a mail's text that starts with the given path. */
export function linkIn(mail: SinkMail, pathStart: string): URL {
  const match = mail.text
    .match(/https?:\/\/[^\s<>"]+/g)
    ?.map((href) => new URL(href))
    .find((url) => url.pathname.startsWith(pathStart));
  if (!match) throw new Error(`no ${pathStart} link in the mail "${mail.subject}"`);
  return match;
}
