import { MAIL_KINDS, MAIL_LOCALES, type MailKind, type MailVars, renderMail, renderPush, resolveMailLocale } from './mail-templates';

const LINK = 'https://rendezvous.example/reset-password/do?token=0123456789abcdef&lang=de';
const LINK_IN_HTML = 'https://rendezvous.example/reset-password/do?token=0123456789abcdef&amp;lang=de';
const VARS: MailVars = {
  name: 'Anna',
  link: LINK,
  siteName: 'Rendezvous',
  minutes: 15,
  days: 14,
  purchase: { credits: 20, amount: 2995, currency: 'EUR', order: '7b0c3c8e-4a8e-4a8e-9f0e-3c8e4a8e9f0e', consentAt: '2026-11-24T12:00:00.000Z' },
  likes: { likers: ['Mia', 'Lars'], total: 5 },
  message: { sender: 'Mia', kind: 'text', preview: 'Hej!' },
  directDebit: {
    code: '042917',
    amount: 2995,
    currency: 'EUR',
    ibanMasked: 'NL91 •••• •••• 4300',
    mandateReference: 'RDV-1001-ABC',
    creditorId: 'NL00ZZZ000000000000',
    debitDate: '2026-11-26',
  },
  complaint: { reference: 'C-000042', reason: 'We removed the profile.' },
  address: 'n***@example.test',
};
const NON_ENGLISH = MAIL_LOCALES.filter((locale) => locale !== 'en');

describe('renderMail', () => {
  describe.each(MAIL_KINDS)('%s', (kind) => {
    const english = renderMail(kind, 'en', VARS);

    it.each(MAIL_LOCALES)('renders in %s with the link in the text and the HTML part', (locale) => {
      const mail = renderMail(kind, locale, VARS);
      expect(mail.subject.trim()).not.toBe('');
      expect(mail.subject).not.toMatch(/[{}\n]/);
      expect(mail.text).toContain(LINK);
      expect(mail.html).toContain(`href="${LINK_IN_HTML}"`);
      expect(mail.html).toContain(`>${LINK_IN_HTML}</a>`);
      expect(mail.html).toContain(`<html lang="${locale}">`);
      expect(mail.text).toContain('Anna');
      expect(mail.html).toContain('Anna');
      // Every placeholder was filled.
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/\{(name|site|minutes|days|credits|amount|order|date|code|iban|mandate|creditor|likers)\}/);
    });

    it.each(NON_ENGLISH)('has a subject and body of its own in %s', (locale) => {
      const mail = renderMail(kind, locale, VARS);
      expect(mail.subject).not.toBe(english.subject);
      expect(mail.text).not.toBe(english.text);
    });

    it('brands the HTML part with the site name in a purple header and a button for the link', () => {
      expect(english.html).toMatch(/background:#6f2dbd;[^>]*>Rendezvous<\/td>/);
      expect(english.html).toMatch(new RegExp(`<a href="${LINK_IN_HTML.replace(/[.?&]/g, '\\$&')}"[^>]*display:inline-block`));
    });
  });

  it('states the meaning of each mail in English', () => {
    const text = (kind: MailKind) => renderMail(kind, 'en', VARS).text;
    expect(text('activation')).toMatch(/confirm your e-mail address to activate your account/);
    expect(text('password_reset')).toMatch(/reset the password[\s\S]*valid for 24 hours/);
    expect(text('email_change')).toMatch(/confirm/i);
    expect(text('account_deletion')).toMatch(/deleted[\s\S]*restore your account within 14\u00a0days/);
    expect(text('login_blocked')).toMatch(/too many incorrect login attempts[\s\S]*blocked for 15\u00a0minutes/);
    expect(text('password_changed')).toMatch(/password of your Rendezvous account was changed[\s\S]*choose a new password/);
    expect(text('email_changed')).toMatch(/changed to n\*\*\*@example\.test[\s\S]*undo the change within 14\u00a0days/);
  });

  it('puts the numbers into every language with the right plural form', () => {
    expect(renderMail('login_blocked', 'de', VARS).text).toContain('für 15\u00a0Minuten gesperrt');
    expect(renderMail('login_blocked', 'en', { ...VARS, minutes: 1 }).text).toContain('blocked for 1\u00a0minute.');
    expect(renderMail('login_blocked', 'pl', { ...VARS, minutes: 2 }).text).toContain('na 2\u00a0minuty');
    expect(renderMail('login_blocked', 'pl', { ...VARS, minutes: 15 }).text).toContain('na 15\u00a0minut');
    expect(renderMail('account_deletion', 'fi', VARS).text).toContain('14\u00a0päivän kuluessa');
    expect(renderMail('account_deletion', 'fr', VARS).text).toContain('14\u00a0jours');
    for (const locale of MAIL_LOCALES) {
      expect(renderMail('login_blocked', locale, { ...VARS, minutes: 30 }).text).toContain('30\u00a0');
      expect(renderMail('account_deletion', locale, { ...VARS, days: 7 }).text).toContain('7\u00a0');
    }
  });

  it("uses the spec's 14-day reactivation window when no days are given", () => {
    expect(renderMail('account_deletion', 'en', { link: LINK, siteName: 'Rendezvous' }).text).toContain('within 14\u00a0days');
  });

  it('refuses a blocked-login mail without its duration rather than sending a wrong one', () => {
    expect(() => renderMail('login_blocked', 'en', { link: LINK, siteName: 'Rendezvous' })).toThrow(/minutes/);
    expect(() => renderMail('login_blocked', 'en', { ...VARS, minutes: -1 })).toThrow(/minutes/);
  });

  it('escapes every variable in the HTML part and keeps the text part as typed', () => {
    const hostile = { name: '<script>alert(1)</script>"', siteName: 'Date & <b>Go</b>', link: 'https://x.example/a?b="><img src=x onerror=alert(1)>' };
    for (const kind of MAIL_KINDS) {
      const mail = renderMail(kind, 'en', { ...VARS, ...hostile });
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<b>Go</b>');
      expect(mail.html).not.toContain('<img');
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;');
      expect(mail.html).toContain('Date &amp; &lt;b&gt;Go&lt;/b&gt;');
      expect(mail.text).toContain('<script>alert(1)</script>"');
    }
  });

  it('keeps member-typed line breaks out of subjects and greetings', () => {
    const mail = renderMail('activation', 'en', { ...VARS, name: 'Eve\r\nBcc: x@evil.example', siteName: 'Site\nX' });
    expect(mail.subject).toBe('Activate your Site X account');
    expect(mail.text.split('\n')[0]).toBe('Hi Eve Bcc: x@evil.example,');
  });

  it('greets without a name when there is none', () => {
    expect(renderMail('activation', 'en', { ...VARS, name: undefined }).text.startsWith('Hi,\n')).toBe(true);
    expect(renderMail('activation', 'de', { ...VARS, name: '  ' }).text.startsWith('Hallo,\n')).toBe(true);
  });

  it('accepts only absolute http(s) links', () => {
    expect(() => renderMail('activation', 'en', { ...VARS, link: 'javascript:alert(1)' })).toThrow(/http/);
    expect(() => renderMail('activation', 'en', { ...VARS, link: '/activate?token=x' })).toThrow(/absolute/);
  });

  it('falls back to English for an unknown or missing locale, and understands regional variants', () => {
    const english = renderMail('password_reset', 'en', VARS);
    for (const locale of ['xx', 'pt', '', null, undefined]) expect(renderMail('password_reset', locale, VARS)).toEqual(english);
    expect(renderMail('password_reset', 'de-CH', VARS)).toEqual(renderMail('password_reset', 'de', VARS));
    expect(resolveMailLocale('NL')).toBe('nl');
    expect(resolveMailLocale('sv_SE')).toBe('sv');
    expect(resolveMailLocale('no')).toBe('nb');
  });

  describe('likes_received', () => {
    it("names the likers in the language's list style, and counts the rest with the right plural", () => {
      expect(renderMail('likes_received', 'en', VARS).text).toContain('Mia, Lars, and 3\u00a0other members liked you.');
      expect(renderMail('likes_received', 'en', { ...VARS, likes: { likers: ['Mia'], total: 2 } }).text).toContain('Mia and 1\u00a0other member liked you.');
      expect(renderMail('likes_received', 'en', { ...VARS, likes: { likers: ['Mia', 'Lars'], total: 2 } }).text).toContain('Mia and Lars liked you.');
      expect(renderMail('likes_received', 'de', VARS).text).toContain('Mia, Lars und 3\u00a0weitere Mitglieder gefällst du.');
      expect(renderMail('likes_received', 'pl', { ...VARS, likes: { likers: ['Ola'], total: 6 } }).text).toContain(
        'Polubili cię: Ola i 5\u00a0innych członków.',
      );
    });

    it('refuses to render without a name', () => {
      expect(() => renderMail('likes_received', 'en', { ...VARS, likes: { likers: [], total: 1 } })).toThrow('likes_received');
    });
  });
});

describe('message_received', () => {
  it('quotes a text, and names a photo or a gift in the member’s language', () => {
    expect(renderMail('message_received', 'en', VARS).text).toContain('Mia wrote to you: “Hej!”');
    expect(renderMail('message_received', 'en', { ...VARS, message: { sender: 'Mia', kind: 'photo', preview: null } }).text).toContain(
      'Mia wrote to you: a photo',
    );
    expect(renderMail('message_received', 'de', { ...VARS, message: { sender: 'Mia', kind: 'gift', preview: null } }).text).toContain('ein Geschenk');
  });
});

describe('renderPush', () => {
  it('tells a message as the mail does: who wrote as the title, the start of the text as the body', () => {
    const push = renderPush('message_received', 'en', { siteName: 'Rendezvous', message: { sender: 'Anna', kind: 'text', preview: 'Hi there!' } });
    expect(push).toEqual({ title: 'Anna sent you a message on Rendezvous', body: 'Anna wrote to you: “Hi there!”' });
  });

  it('says what a photo or a gift is in the member’s language instead of an empty preview', () => {
    const push = renderPush('message_received', 'de', { siteName: 'Rendezvous', message: { sender: 'Anna', kind: 'photo', preview: null } });
    expect(push.title).toContain('Anna');
    expect(push.body).not.toMatch(/null|undefined|\{/);
    expect(push.body).not.toBe(
      renderPush('message_received', 'en', { siteName: 'Rendezvous', message: { sender: 'Anna', kind: 'photo', preview: null } }).body,
    );
  });

  it('names the likers and how many more liked, in every language, with no placeholder left', () => {
    for (const locale of MAIL_LOCALES) {
      const push = renderPush('likes_received', locale, { siteName: 'Rendezvous', likes: { likers: ['Anna', 'Ben'], total: 5 } });
      expect(push.title).toContain('Rendezvous');
      expect(push.body).toContain('Anna');
      expect(push.body).toContain('3');
      expect(`${push.title} ${push.body}`).not.toMatch(/[{}]/);
    }
  });
});

describe('complaint mails (issue 12)', () => {
  it('confirm a complaint with its reference only: a fixed text that echoes nothing the sender typed (issue 30)', () => {
    const mail = renderMail('complaint_received', 'en', VARS);
    expect(mail.subject).toBe('We received your complaint C-000042');
    expect(mail.text).toContain('We received your complaint and gave it the reference C-000042.');
    // Whatever a caller passes besides the reference, no subject or name reaches either mail in any language.
    const echoed = {
      ...VARS,
      name: undefined,
      complaint: { ...VARS.complaint, subject: 'Win <a href="https://evil.example">money</a>' },
    } as unknown as MailVars;
    for (const kind of ['complaint_received', 'complaint_closed'] as const) {
      for (const locale of MAIL_LOCALES) {
        const rendered = renderMail(kind, locale, echoed);
        expect(`${rendered.subject}${rendered.text}${rendered.html}`).not.toMatch(/evil\.example|money/);
        expect(rendered.text).not.toMatch(/["“„‘«”»]\s*\(|[“„‘«]\s*[”“’»«]/);
      }
    }
  });

  it('tell the complainant the reason a complaint was closed, and how to disagree, in their language', () => {
    const mail = renderMail('complaint_closed', 'nl', VARS);
    expect(mail.subject).toBe('Je klacht C-000042 is afgehandeld');
    expect(mail.text).toContain('Ons besluit en de reden: We removed the profile.');
    expect(mail.text).toContain('6 maanden');
  });
});
