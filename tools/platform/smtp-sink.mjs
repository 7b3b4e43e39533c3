// A local SMTP sink with a web inbox: the services send real mail over SMTP (nodemailer), nothing
// leaves the machine, and a developer or a test reads what was sent. Started by the platform
// launcher for `npm start` and the tests; production points SMTP_URL at a real relay instead.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';

/** Headers the JSON API shows with each mail (lower case). */
const SHOWN_HEADERS = ['auto-submitted', 'list-unsubscribe', 'list-unsubscribe-post'];
import { SMTPServer } from 'smtp-server';

/** Older mail is dropped so a long-running `npm start` keeps a bounded memory footprint. */
const MAX_MESSAGES = 500;
/** Larger than any mail the platform composes; anything bigger is refused with SMTP 552. */
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;
/** The inbox takes no request bodies; this only bounds what a client may push at it. */
const MAX_REQUEST_BYTES = 16 * 1024;

const escapeHtml = (value) =>
  String(value ?? '').replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    const onError = (error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve(server.address().port);
    });
  });
}

/** Reads a DATA stream into memory, keeping at most the size limit (the rest is drained, not kept). */
function readMessage(stream) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let kept = 0;
    stream.on('data', (chunk) => {
      if (kept + chunk.length <= MAX_MESSAGE_BYTES) {
        chunks.push(chunk);
        kept += chunk.length;
      }
    });
    stream.once('error', reject);
    stream.once('end', () => resolve(Buffer.concat(chunks)));
  });
}

function addressList(parsed) {
  const fields = [parsed.to, parsed.cc].flat().filter(Boolean);
  return fields.flatMap((field) => field.value.map((entry) => entry.address)).filter(Boolean);
}

const page = (title, body, { refresh = false } = {}) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
${refresh ? '<meta http-equiv="refresh" content="5">' : ''}
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; color: #222; }
  header { background: #6f2dbd; color: #fff; padding: 12px 20px; }
  header a { color: #fff; }
  main { padding: 16px 20px; max-width: 1000px; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #e4e0ea; vertical-align: top; }
  td a { color: #6f2dbd; }
  pre { white-space: pre-wrap; background: #f6f4f9; padding: 12px; border-radius: 6px; }
  iframe { width: 100%; height: 480px; border: 1px solid #e4e0ea; border-radius: 6px; }
  .muted { color: #6b6475; }
</style></head>
<body><header><a href="/">Rendezvous mail inbox</a> <span class="muted" style="color:#e6dcf5">(local SMTP sink; nothing is delivered)</span></header>
<main>${body}</main></body></html>`;

function inboxPage(list) {
  if (list.length === 0) return page('Mail inbox', '<p>No mail yet. This page refreshes every 5 seconds.</p>', { refresh: true });
  const rows = list
    .map(
      (message) =>
        `<tr><td><a href="/messages/${encodeURIComponent(message.id)}">${escapeHtml(message.subject || '(no subject)')}</a></td>` +
        `<td>${escapeHtml(message.to.join(', '))}</td><td><time datetime="${escapeHtml(message.date)}">${escapeHtml(message.date.replace('T', ' ').slice(0, 19))}</time></td></tr>`,
    )
    .join('\n');
  return page(
    `Mail inbox (${list.length})`,
    `<p class="muted">${list.length} message(s), newest first; refreshes every 5 seconds. JSON: <a href="/api/messages">/api/messages</a></p>
<table><thead><tr><th>Subject</th><th>To</th><th>Received (UTC)</th></tr></thead><tbody>
${rows}
</tbody></table>`,
    { refresh: true },
  );
}

/** The text part with its links clickable (opening a new tab), everything else escaped. */
function linkedText(text) {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    out += escapeHtml(text.slice(last, match.index));
    out += `<a href="${escapeHtml(match[0])}" target="_blank" rel="noopener noreferrer">${escapeHtml(match[0])}</a>`;
    last = match.index + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

/** Links in the mail's HTML open in a new tab: inside the sandboxed frame they could not load the site. */
function withLinksInNewTab(html) {
  const base = '<base target="_blank">';
  return /<head(\s[^>]*)?>/i.test(html) ? html.replace(/<head(\s[^>]*)?>/i, (head) => head + base) : base + html;
}

function messagePage(message) {
  // The mail's HTML runs in a sandboxed frame: no scripts, no same-origin access, no forms, so a
  // hostile mail cannot touch the inbox. Only popups are allowed, so that the button in an
  // activation mail opens the site (as a normal tab) when a developer clicks it.
  const html = message.html
    ? `<h2>HTML</h2><iframe sandbox="allow-popups allow-popups-to-escape-sandbox" referrerpolicy="no-referrer" title="HTML part" srcdoc="${escapeHtml(withLinksInNewTab(message.html))}"></iframe>`
    : '<p class="muted">No HTML part.</p>';
  return page(
    message.subject || '(no subject)',
    `<p><a href="/">← Inbox</a></p>
<h1>${escapeHtml(message.subject || '(no subject)')}</h1>
<table><tbody>
<tr><th>From</th><td>${escapeHtml(message.from)}</td></tr>
<tr><th>To</th><td>${escapeHtml(message.to.join(', '))}</td></tr>
<tr><th>Received</th><td>${escapeHtml(message.date)}</td></tr>
</tbody></table>
<h2>Text</h2><pre>${linkedText(message.text) || '<span class="muted">No text part.</span>'}</pre>
${html}`,
  );
}

function send(res, status, type, body) {
  res.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // Mail HTML inside srcdoc frames inherits this policy: no scripts, no remote loads.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; base-uri 'none'; form-action 'none'",
  });
  res.end(body);
}
const sendJson = (res, status, value) => send(res, status, 'application/json; charset=utf-8', JSON.stringify(value));

/**
 * Starts the SMTP sink and its web inbox; port 0 means any free port.
 * @param {{ smtpPort?: number, webPort?: number, host?: string }} [options]
 * @returns {Promise<{ smtpPort: number, webUrl: string, messages: () => object[], clear: () => void, stop: () => Promise<void> }>}
 */
export async function startSmtpSink({ smtpPort = 0, webPort = 0, host = '127.0.0.1' } = {}) {
  /** Oldest first; every reader gets newest first. */
  let stored = [];
  let nextId = 1;
  const newestFirst = () => stored.slice().reverse();

  const smtp = new SMTPServer({
    // A sink for local development and tests: anyone may send, in clear text, to any address.
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    rejectOversized: true,
    logger: false,
    banner: 'Rendezvous SMTP sink',
    // Lets stop() finish promptly even when a client keeps its connection open.
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      readMessage(stream)
        .then(async (raw) => {
          if (stream.sizeExceeded) {
            const error = new Error('Message exceeds fixed maximum message size');
            error.responseCode = 552;
            throw error;
          }
          const parsed = await simpleParser(raw);
          const envelopeTo = session.envelope.rcptTo.map((recipient) => recipient.address);
          stored.push({
            id: String(nextId++),
            from: parsed.from?.text ?? session.envelope.mailFrom?.address ?? '',
            // The envelope says who the mail was really delivered to (Bcc included).
            to: envelopeTo.length > 0 ? envelopeTo : addressList(parsed),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            // The headers a reader checks on notification mails (one-click unsubscribe, RFC 8058), as sent.
            headers: Object.fromEntries(
              parsed.headerLines.filter(({ key }) => SHOWN_HEADERS.includes(key)).map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()]),
            ),
            date: new Date().toISOString(),
          });
          if (stored.length > MAX_MESSAGES) stored = stored.slice(-MAX_MESSAGES);
          callback();
        })
        .catch((error) => callback(error));
    },
  });
  // Client resets and timeouts are reported here; they must not crash the process that runs the sink.
  smtp.on('error', () => undefined);

  const web = createServer((req, res) => {
    if (Number(req.headers['content-length'] ?? 0) > MAX_REQUEST_BYTES) {
      res.setHeader('connection', 'close');
      return sendJson(res, 413, { statusCode: 413, message: 'Request body too large' });
    }
    // No route reads a body: discard whatever arrives instead of buffering it.
    req.resume();
    const url = new URL(req.url ?? '/', 'http://inbox.invalid');
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const method = req.method ?? 'GET';
    const isRead = method === 'GET' || method === 'HEAD';

    if (path === '/') {
      if (!isRead) return sendJson(res, 405, { statusCode: 405, message: 'Method not allowed' });
      return send(res, 200, 'text/html; charset=utf-8', inboxPage(newestFirst()));
    }
    if (path === '/api/messages') {
      if (method === 'DELETE') {
        stored = [];
        res.writeHead(204, { 'cache-control': 'no-store' });
        return res.end();
      }
      if (!isRead) return sendJson(res, 405, { statusCode: 405, message: 'Method not allowed' });
      const to = url.searchParams.get('to')?.trim().toLowerCase();
      const list = newestFirst().filter((message) => !to || message.to.some((address) => address.toLowerCase() === to));
      return sendJson(res, 200, list);
    }
    const match = /^\/(api\/messages|messages)\/([^/]+)$/.exec(path);
    if (match) {
      if (!isRead) return sendJson(res, 405, { statusCode: 405, message: 'Method not allowed' });
      const message = stored.find((candidate) => candidate.id === decodeURIComponent(match[2]));
      if (match[1] === 'messages') {
        return message
          ? send(res, 200, 'text/html; charset=utf-8', messagePage(message))
          : send(res, 404, 'text/html; charset=utf-8', page('Not found', '<p>No such message. <a href="/">Inbox</a></p>'));
      }
      return message ? sendJson(res, 200, message) : sendJson(res, 404, { statusCode: 404, message: 'Message not found' });
    }
    return sendJson(res, 404, { statusCode: 404, message: 'Not found' });
  });
  web.headersTimeout = 10_000;
  web.requestTimeout = 10_000;

  const boundSmtpPort = await listen(smtp.server, smtpPort, host);
  let boundWebPort;
  try {
    boundWebPort = await listen(web, webPort, host);
  } catch (error) {
    await new Promise((resolve) => smtp.close(resolve));
    throw error;
  }
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;

  return {
    smtpPort: boundSmtpPort,
    webUrl: `http://${urlHost}:${boundWebPort}`,
    messages: newestFirst,
    clear() {
      stored = [];
    },
    async stop() {
      web.closeAllConnections();
      await Promise.all([new Promise((resolve) => smtp.close(resolve)), new Promise((resolve) => web.close(() => resolve()))]);
    },
  };
}
