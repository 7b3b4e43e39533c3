// The SMTP sink, end to end: real mail over SMTP with nodemailer, read back through the web inbox.
// Run with `node --test tools/platform/smtp-sink.test.mjs`.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import nodemailer from 'nodemailer';
import { startSmtpSink } from './smtp-sink.mjs';

let sink;
let transport;

before(async () => {
  sink = await startSmtpSink();
  transport = nodemailer.createTransport({ host: '127.0.0.1', port: sink.smtpPort, secure: false, ignoreTLS: true });
});

after(async () => {
  transport.close();
  await sink.stop();
});

const getJson = async (path) => {
  const answer = await fetch(`${sink.webUrl}${path}`);
  return { status: answer.status, body: await answer.json() };
};

test('keeps real mail sent over SMTP and lists it newest first, filtered by recipient', async () => {
  sink.clear();
  await transport.sendMail({
    from: 'Rendezvous <no-reply@rendezvous.localhost>',
    to: 'Alice@Example.test',
    subject: 'Activate your account',
    text: 'Open http://127.0.0.1/activate?token=abc',
    html: '<p>Open <a href="http://127.0.0.1/activate?token=abc">this link</a></p>',
  });
  await transport.sendMail({
    from: 'Rendezvous <no-reply@rendezvous.localhost>',
    to: 'bob@example.test',
    subject: 'Reset your password',
    text: 'Reset it here',
  });

  const all = await getJson('/api/messages');
  assert.equal(all.status, 200);
  assert.deepEqual(
    all.body.map((message) => message.subject),
    ['Reset your password', 'Activate your account'],
  );

  // Case-insensitive: the stored address keeps the sender's spelling of the local part (SMTP
  // lowercases only the domain), the filter matches it however it is written.
  const alice = await getJson('/api/messages?to=alice@EXAMPLE.test');
  assert.equal(alice.body.length, 1);
  const [mail] = alice.body;
  assert.deepEqual(mail.to, ['Alice@example.test']);
  assert.match(mail.from, /no-reply@rendezvous\.localhost/);
  assert.match(mail.text, /token=abc/);
  assert.match(mail.html, /<a href="http:\/\/127\.0\.0\.1\/activate\?token=abc">/);
  assert.ok(!Number.isNaN(Date.parse(mail.date)));

  const one = await getJson(`/api/messages/${mail.id}`);
  assert.equal(one.status, 200);
  assert.deepEqual(one.body, mail);
  assert.equal((await getJson('/api/messages/999999')).status, 404);

  assert.equal((await getJson('/api/messages?to=nobody@example.test')).body.length, 0);
  assert.equal(sink.messages().length, 2);
});

test('escapes subjects and bodies in the web inbox and shows mail HTML only in a sandboxed frame', async () => {
  sink.clear();
  await transport.sendMail({
    from: 'x@example.test',
    to: 'carol@example.test',
    subject: '<script>alert("subject")</script>',
    text: '<b>not bold</b> https://site.example/activate?token=1&x=2',
    html: '<p>hi</p><script>alert("body")</script>',
  });

  const inbox = await fetch(`${sink.webUrl}/`);
  assert.equal(inbox.status, 200);
  assert.match(inbox.headers.get('content-type'), /text\/html/);
  const list = await inbox.text();
  assert.ok(!list.includes('<script>alert'), 'the subject is not live markup');
  assert.ok(list.includes('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;'));
  assert.ok(list.includes('carol@example.test'));

  const [{ id }] = sink.messages();
  const detail = await (await fetch(`${sink.webUrl}/messages/${id}`)).text();
  assert.ok(!detail.includes('<script>'), 'neither subject nor HTML part is live markup');
  assert.ok(detail.includes('&lt;b&gt;not bold&lt;/b&gt;'));
  // Links in the text part are clickable; the HTML part sits in a frame that may run no script.
  assert.ok(detail.includes('<a href="https://site.example/activate?token=1&amp;x=2" target="_blank"'));
  const frame = /<iframe sandbox="([^"]*)"[^>]*srcdoc="([^"]*)"/.exec(detail);
  assert.ok(frame, 'the HTML part is shown in a sandboxed frame');
  assert.ok(!/allow-scripts|allow-same-origin/.test(frame[1]));
  assert.ok(frame[2].includes('&lt;p&gt;hi&lt;/p&gt;&lt;script&gt;'));
});

test('clears on DELETE and refuses oversized mail', async () => {
  const cleared = await fetch(`${sink.webUrl}/api/messages`, { method: 'DELETE' });
  assert.equal(cleared.status, 204);
  assert.deepEqual((await getJson('/api/messages')).body, []);

  await assert.rejects(
    transport.sendMail({ from: 'x@example.test', to: 'dave@example.test', subject: 'huge', text: 'x'.repeat(6 * 1024 * 1024) }),
    (error) => error.responseCode === 552,
  );
  assert.equal(sink.messages().length, 0);
  assert.equal((await fetch(`${sink.webUrl}/nowhere`)).status, 404);
});
