import { Logger } from '@nestjs/common';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { MailDeliveryError, Mailer, maskAddress } from './mailer';

const TOKEN = 'tok_9f8e7d6c5b4a39281706';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port that keeps what it receives, like the platform's sink. */
async function startReceiver() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on: taken from the OS, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Everything the Mailer wrote to the Nest logger during a test. */
function captureLogs() {
  const lines: string[] = [];
  for (const level of ['log', 'error', 'warn', 'debug', 'verbose'] as const) {
    jest.spyOn(Logger.prototype, level).mockImplementation((...args: unknown[]) => {
      lines.push(String(args[0]));
    });
  }
  return lines;
}

describe('Mailer', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let mailer: Mailer;

  beforeAll(async () => {
    receiver = await startReceiver();
    mailer = new Mailer({
      SMTP_URL: `smtp://127.0.0.1:${receiver.port}`,
      MAIL_FROM: 'Rendezvous <no-reply@rendezvous.localhost>',
      PUBLIC_URL: 'http://127.0.0.1:8080',
    });
  });

  afterAll(async () => {
    mailer.onModuleDestroy();
    await receiver.stop();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('sends the rendered mail over SMTP in the member language, with a path link made absolute', async () => {
    const logs = captureLogs();
    await mailer.send({
      to: 'member001@demo.test',
      kind: 'activation',
      locale: 'de',
      vars: { name: 'Anna', link: `/api/account/activate?token=${TOKEN}`, siteName: 'Rendezvous' },
    });

    const mail = receiver.received.at(-1)!;
    expect(mail.from).toBe('no-reply@rendezvous.localhost');
    expect(mail.to).toEqual(['member001@demo.test']);
    expect(mail.raw).toMatch(/^Subject: .*Aktiviere/m);
    expect(mail.raw).toMatch(/^Content-Type: text\/plain/m);
    expect(mail.raw).toMatch(/^Content-Type: text\/html/m);
    expect(mail.raw).toMatch(/^Auto-Submitted: auto-generated/m);
    expect(mail.raw).toContain(TOKEN);
    expect(mail.raw).toContain('http://127.0.0.1:8080/api/account/activate');

    // One line that says what went where, without the token or the address.
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/mail sent: kind=activation locale=de to=m\*\*\*@demo\.test/);
    expect(logs.join('\n')).not.toContain(TOKEN);
    expect(logs.join('\n')).not.toContain('member001');
  });

  it('throws a MailDeliveryError when the SMTP server cannot be reached, logging no token', async () => {
    const logs = captureLogs();
    const unreachable = new Mailer({
      SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
      MAIL_FROM: 'Rendezvous <no-reply@rendezvous.localhost>',
      PUBLIC_URL: 'http://127.0.0.1:8080',
    });
    try {
      const sending = unreachable.send({
        to: 'member002@demo.test',
        kind: 'password_reset',
        locale: 'en',
        vars: { link: `/reset-password/do?token=${TOKEN}`, siteName: 'Rendezvous' },
      });
      await expect(sending).rejects.toBeInstanceOf(MailDeliveryError);
      await expect(sending).rejects.toMatchObject({ kind: 'password_reset', message: 'The password_reset e-mail could not be sent' });
    } finally {
      unreachable.onModuleDestroy();
    }
    expect(logs.some((line) => line.startsWith('mail not sent: kind=password_reset'))).toBe(true);
    expect(logs.join('\n')).not.toContain(TOKEN);
  });

  it('masks addresses for the logs', () => {
    expect(maskAddress('anna@example.test')).toBe('a***@example.test');
    expect(maskAddress('not-an-address')).toBe('***');
  });
});
