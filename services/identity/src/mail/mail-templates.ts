/**
 * The identity service's e-mails in every supported locale: subject, plain text and branded HTML.
 * Pure functions, no I/O: the Mailer sends what this renders, tests read it directly.
 */
import { SUPPORTED_LOCALES, type Locale } from '@rendezvous/contracts';

export type MailKind =
  | 'activation' | 'password_reset' | 'email_change' | 'account_deletion' | 'login_blocked' | 'purchase_confirmation' | 'direct_debit_code'
  | 'likes_received' | 'message_received' | 'complaint_received' | 'complaint_closed' | 'password_changed' | 'email_changed';

export const MAIL_KINDS: readonly MailKind[] = [
  'activation', 'password_reset', 'email_change', 'account_deletion', 'login_blocked', 'purchase_confirmation', 'direct_debit_code',
  'likes_received', 'message_received', 'complaint_received', 'complaint_closed', 'password_changed', 'email_changed',
];

/** Mail speaks every locale of the product (one list, in the contracts). */
export const MAIL_LOCALES = SUPPORTED_LOCALES;
export type MailLocale = Locale;

export interface MailVars {
  /** the member's name; the greeting leaves it out when missing */
  name?: string;
  /** absolute http(s) URL the button and the plain-text link lead to */
  link: string;
  /** the site's display name (per-domain site settings), shown in the header, subject and sign-off */
  siteName: string;
  /** login_blocked: how long logging in is blocked */
  minutes?: number;
  /** account_deletion: how long the account can still be restored (spec section 4: 14 days); email_changed: how long the undo link works */
  days?: number;
  /** email_changed: the new address, masked (a***@example.test): the old mailbox may no longer be the member's */
  address?: string;
  /** purchase_confirmation: what was bought, for how much, and when the member gave the consent */
  purchase?: { credits: number; amount: number; currency: string; order: string; consentAt: string };
  /** likes_received: the names of up to 5 members who liked, and how many liked in all */
  likes?: { likers: string[]; total: number };
  /** message_received: who wrote, and the start of a text (null for a photo or a gift: said by the copy) */
  message?: { sender: string; kind: 'text' | 'photo' | 'gift'; preview: string | null };
  /** direct_debit_code: the one-time code and the SEPA pre-notification (amount, date, mandate, creditor) */
  directDebit?: { code: string; amount: number; currency: string; ibanMasked: string; mandateReference: string; creditorId: string; debitDate: string };
  /** complaint_received and complaint_closed: the complaint's reference; the operator's reason once closed (never the sender's words) */
  complaint?: { reference: string; reason?: string };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Spec section 9: the reactivation window after an account deletion. */
export const DEFAULT_REACTIVATION_DAYS = 14;

/** Plural forms a locale needs for "{n} minutes" / "{n} days"; `other` is the fallback. */
type Unit = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

interface KindCopy {
  subject: string;
  /** paragraphs before the button */
  lines: string[];
  button: string;
  /** a paragraph after the link, e.g. what to do when the member did not ask for this mail */
  note?: string;
}

interface LocaleCopy {
  greeting: string;
  greetingNoName: string;
  /** introduces the plain-text link under the button, for mail clients that break buttons */
  linkHint: string;
  signoff: string;
  team: string;
  footer: string;
  /** as used in the sentence ("blocked for 15 minutes"); a case-inflected form where the language needs it */
  minutes: Unit;
  days: Unit;
  credits: Unit;
  /** likes_received: "and 3 other members" */
  others: Unit;
  /** message_received: what stands for a message without text ("a photo", "a gift") */
  messageKinds: { photo: string; gift: string };
  kinds: Record<MailKind, KindCopy>;
}

// Placeholders: {name}, {site}, {minutes} and {days} (the number with its unit, e.g. "15 minutes");
// purchase_confirmation also {credits} ("20 credits"), {amount}, {order} and {date}; direct_debit_code
// {code}, {amount}, {iban}, {mandate}, {creditor} and {date}; complaint_received and complaint_closed
// {reference} (never the sender's own words: the form's name and subject are not echoed), complaint_closed also {reason}; email_changed {address} and {days}.
// French texts use a no-break space before ! ? : as French typography requires.
const COPY: Record<MailLocale, LocaleCopy> = {
  en: {
    greeting: 'Hi {name},',
    greetingNoName: 'Hi,',
    linkHint: "If the button doesn't work, copy this link into your browser:",
    signoff: 'Kind regards,',
    team: 'The {site} team',
    footer: 'This is an automatic message from {site}. Replies to this address are not read.',
    minutes: { one: 'minute', other: 'minutes' },
    days: { one: 'day', other: 'days' },
    credits: { one: 'credit', other: 'credits' },
    others: { one: 'other member', other: 'other members' },
    messageKinds: { photo: 'a photo', gift: 'a gift' },
    kinds: {
      activation: {
        subject: 'Activate your {site} account',
        lines: ['Welcome to {site}! Please confirm your e-mail address to activate your account.'],
        button: 'Activate my account',
        note: "Didn't sign up at {site}? Then you can safely ignore this e-mail.",
      },
      password_reset: {
        subject: 'Reset your {site} password',
        lines: [
          'Someone asked to reset the password of your {site} account. Click the button below to choose a new password. The link is valid for 24 hours.',
        ],
        button: 'Choose a new password',
        note: "If you didn't ask for this, you can ignore this e-mail. Your password stays the same.",
      },
      email_change: {
        subject: 'Confirm your new e-mail address',
        lines: ['You asked to use this e-mail address for your {site} account from now on. Please confirm it by clicking the button below.'],
        button: 'Confirm e-mail address',
        note: "If you didn't ask for this, you can ignore this e-mail. Your account keeps its current address.",
      },
      account_deletion: {
        subject: 'Your {site} account has been deleted',
        lines: [
          'Your {site} account has been deleted, as you asked.',
          'Changed your mind? You can restore your account within {days} with the button below. After that it can no longer be restored.',
        ],
        button: 'Restore my account',
      },
      login_blocked: {
        subject: 'Your {site} account is temporarily blocked',
        lines: [
          'There were too many incorrect login attempts on your account, so it is blocked for {minutes}. After that you can log in as usual again.',
          "Wasn't this you? Then choose a new password to keep your account safe.",
        ],
        button: 'Choose a new password',
      },
      purchase_confirmation: {
        subject: 'Your purchase at {site}: {credits}',
        lines: [
          'Thank you! We received your payment of {amount} for {credits}, and the credits are in your account (order {order}).',
          'You asked for your credits to be delivered right away and agreed that you thereby lose your 14-day right of withdrawal. This e-mail confirms that consent, given on {date}.',
        ],
        button: 'View your transaction',
        note: 'Keep this e-mail for your records. Your invoice is with your transactions on {site}.',
      },
      direct_debit_code: {
        subject: 'Your code to confirm the direct debit at {site}',
        lines: [
          'Your code: {code}',
          'Enter it on {site} to confirm the direct debit. The code is valid for 30 minutes.',
          'Advance notice of the SEPA direct debit: {site} will collect {amount} from your account {iban} on or after {date}. Mandate reference: {mandate}. Creditor identifier: {creditor}.',
        ],
        button: 'Back to the direct debit',
        note: "Didn't ask for this? Then ignore this e-mail: nothing is collected without the code.",
      },
      likes_received: {
        subject: 'You have new likes on {site}',
        lines: ['{likers} liked you.', 'Have a look at their profiles. If you like someone back, it’s a match.'],
        button: 'See your likes',
        note: 'You get this e-mail because notifications about likes are on. You can switch them off in your notification settings.',
      },
      message_received: {
        subject: '{sender} sent you a message on {site}',
        lines: ['{sender} wrote to you: {preview}', 'Answer while the conversation is fresh.'],
        button: 'Read the message',
        note: 'You get this e-mail because notifications about messages are on and you were not on {site} when it arrived. You can switch them off in your notification settings, or unsubscribe from these e-mails with one click.',
      },
      complaint_received: {
        subject: "We received your complaint {reference}",
        lines: [
          "Thank you for contacting {site}. We received your complaint and gave it the reference {reference}.",
          "A member of our team reads every complaint and report. You will get an answer by e-mail within 14 days; please quote the reference if you write to us about it.",
        ],
        button: "How we handle complaints",
        note: "Didn't send this? Then you can ignore this e-mail.",
      },
      complaint_closed: {
        subject: "Your complaint {reference} has been closed",
        lines: [
          "We have finished handling your complaint ({reference}).",
          "Our decision and its reasons: {reason}",
          "If you disagree, you can say so through the complaints form within 6 months; someone who was not involved will review it.",
        ],
        button: "Open the complaints form",
      },
      password_changed: {
        subject: 'Your {site} password was changed',
        lines: [
          'The password of your {site} account was changed just now, and every other device was logged out.',
          "Wasn't this you? Then choose a new password right away with the button below, so that nobody else can log in.",
        ],
        button: 'Choose a new password',
        note: 'If you changed it yourself, there is nothing more to do.',
      },
      email_changed: {
        subject: 'The e-mail address of your {site} account was changed',
        lines: [
          'The e-mail address of your {site} account was changed to {address}. Mails from {site} go there from now on.',
          "Wasn't this you? Then undo the change within {days} with the button below: your account gets this address back, every device is logged out, and you choose a new password.",
        ],
        button: 'Undo the change',
        note: 'If you changed the address yourself, you can ignore this e-mail.',
      },
    },
  },
  de: {
    greeting: 'Hallo {name},',
    greetingNoName: 'Hallo,',
    linkHint: 'Falls der Button nicht funktioniert, kopiere diesen Link in deinen Browser:',
    signoff: 'Viele Grüße',
    team: 'Dein {site}-Team',
    footer: 'Diese E-Mail wurde automatisch von {site} versendet. Antworten an diese Adresse werden nicht gelesen.',
    minutes: { one: 'Minute', other: 'Minuten' },
    days: { one: 'Tag', other: 'Tagen' },
    credits: { one: 'Credit', other: 'Credits' },
    others: { one: 'weiteres Mitglied', other: 'weitere Mitglieder' },
    messageKinds: { photo: 'ein Foto', gift: 'ein Geschenk' },
    kinds: {
      activation: {
        subject: 'Aktiviere dein Konto bei {site}',
        lines: ['Willkommen bei {site}! Bitte bestätige deine E-Mail-Adresse, um dein Konto zu aktivieren.'],
        button: 'Konto aktivieren',
        note: 'Du hast dich nicht bei {site} registriert? Dann kannst du diese E-Mail einfach ignorieren.',
      },
      password_reset: {
        subject: 'Setze dein Passwort für {site} zurück',
        lines: [
          'Jemand möchte das Passwort deines Kontos bei {site} zurücksetzen. Klicke auf den Button unten, um ein neues Passwort zu wählen. Der Link ist 24 Stunden lang gültig.',
        ],
        button: 'Neues Passwort wählen',
        note: 'Falls du das nicht warst, kannst du diese E-Mail ignorieren. Dein Passwort bleibt unverändert.',
      },
      email_change: {
        subject: 'Bestätige deine neue E-Mail-Adresse',
        lines: ['Du möchtest diese E-Mail-Adresse künftig für dein Konto bei {site} verwenden. Bitte bestätige sie mit einem Klick auf den Button unten.'],
        button: 'E-Mail-Adresse bestätigen',
        note: 'Falls du das nicht angefordert hast, kannst du diese E-Mail ignorieren. Dein Konto behält seine bisherige Adresse.',
      },
      account_deletion: {
        subject: 'Dein Konto bei {site} wurde gelöscht',
        lines: [
          'Wie gewünscht haben wir dein Konto bei {site} gelöscht.',
          'Du hast es dir anders überlegt? Innerhalb von {days} kannst du dein Konto über den Button unten wiederherstellen. Danach ist das nicht mehr möglich.',
        ],
        button: 'Konto wiederherstellen',
      },
      login_blocked: {
        subject: 'Dein Konto bei {site} ist vorübergehend gesperrt',
        lines: [
          'Bei deinem Konto gab es zu viele fehlgeschlagene Anmeldeversuche. Deshalb ist es für {minutes} gesperrt. Danach kannst du dich wie gewohnt wieder anmelden.',
          'Warst du das nicht? Dann wähle zur Sicherheit ein neues Passwort.',
        ],
        button: 'Neues Passwort wählen',
      },
      purchase_confirmation: {
        subject: 'Dein Kauf bei {site}: {credits}',
        lines: [
          'Vielen Dank! Wir haben deine Zahlung von {amount} für {credits} erhalten, und die Credits sind deinem Konto gutgeschrieben (Bestellung {order}).',
          'Du hast verlangt, dass deine Credits sofort bereitgestellt werden, und zugestimmt, dass du dadurch dein 14-tägiges Widerrufsrecht verlierst. Mit dieser E-Mail bestätigen wir deine Zustimmung vom {date}.',
        ],
        button: 'Transaktion ansehen',
        note: 'Bewahre diese E-Mail für deine Unterlagen auf. Deine Rechnung findest du bei deinen Transaktionen auf {site}.',
      },
      direct_debit_code: {
        subject: 'Dein Code zur Bestätigung der Lastschrift bei {site}',
        lines: [
          'Dein Code: {code}',
          'Gib ihn auf {site} ein, um die Lastschrift zu bestätigen. Der Code ist 30 Minuten lang gültig.',
          'Vorabankündigung (Pre-Notification) der SEPA-Lastschrift: {site} zieht {amount} am oder nach dem {date} von deinem Konto {iban} ein. Mandatsreferenz: {mandate}. Gläubiger-Identifikationsnummer: {creditor}.',
        ],
        button: 'Zurück zur Lastschrift',
        note: 'Du hast das nicht angefordert? Dann ignoriere diese E-Mail: Ohne den Code wird nichts eingezogen.',
      },
      likes_received: {
        subject: 'Du hast neue Likes auf {site}',
        lines: ['{likers} gefällst du.', 'Schau dir ihre Profile an. Wenn du jemanden zurück likest, ist es ein Match.'],
        button: 'Deine Likes ansehen',
        note: 'Du erhältst diese E-Mail, weil Benachrichtigungen über Likes eingeschaltet sind. Du kannst sie in deinen Benachrichtigungseinstellungen ausschalten.',
      },
      message_received: {
        subject: '{sender} hat dir auf {site} eine Nachricht geschickt',
        lines: ['{sender} hat dir geschrieben: {preview}', 'Antworte, solange das Gespräch noch frisch ist.'],
        button: 'Nachricht lesen',
        note: 'Du erhältst diese E-Mail, weil Benachrichtigungen über Nachrichten eingeschaltet sind und du nicht auf {site} warst, als die Nachricht ankam. Du kannst sie in deinen Benachrichtigungseinstellungen ausschalten oder dich mit einem Klick von diesen E-Mails abmelden.',
      },
      complaint_received: {
        subject: "Wir haben Ihre Beschwerde {reference} erhalten",
        lines: [
          "Danke, dass Sie sich an {site} gewandt haben. Wir haben Ihre Beschwerde erhalten und ihr die Nummer {reference} gegeben.",
          "Jede Beschwerde und jede Meldung wird von einem Menschen aus unserem Team gelesen. Sie erhalten innerhalb von 14 Tagen eine Antwort per E-Mail; bitte nennen Sie die Nummer, wenn Sie uns dazu schreiben.",
        ],
        button: "So bearbeiten wir Beschwerden",
        note: "Sie haben nichts gesendet? Dann können Sie diese E-Mail ignorieren.",
      },
      complaint_closed: {
        subject: "Ihre Beschwerde {reference} ist abgeschlossen",
        lines: [
          "Wir haben Ihre Beschwerde ({reference}) abschließend bearbeitet.",
          "Unsere Entscheidung und ihre Begründung: {reason}",
          "Wenn Sie nicht einverstanden sind, können Sie innerhalb von 6 Monaten über das Beschwerdeformular widersprechen; eine bisher nicht beteiligte Person prüft den Fall erneut.",
        ],
        button: "Zum Beschwerdeformular",
      },
      password_changed: {
        subject: 'Dein Passwort bei {site} wurde geändert',
        lines: [
          'Das Passwort deines Kontos bei {site} wurde soeben geändert, und alle anderen Geräte wurden abgemeldet.',
          'Warst du das nicht? Dann wähle über den Button unten sofort ein neues Passwort, damit sich niemand sonst anmelden kann.',
        ],
        button: 'Neues Passwort wählen',
        note: 'Wenn du es selbst geändert hast, musst du nichts weiter tun.',
      },
      email_changed: {
        subject: 'Die E-Mail-Adresse deines Kontos bei {site} wurde geändert',
        lines: [
          'Die E-Mail-Adresse deines Kontos bei {site} wurde in {address} geändert. E-Mails von {site} gehen ab jetzt dorthin.',
          'Warst du das nicht? Dann mach die Änderung innerhalb von {days} über den Button unten rückgängig: Dein Konto bekommt diese Adresse zurück, alle Geräte werden abgemeldet und du wählst ein neues Passwort.',
        ],
        button: 'Änderung rückgängig machen',
        note: 'Wenn du die Adresse selbst geändert hast, kannst du diese E-Mail ignorieren.',
      },
    },
  },
  nl: {
    greeting: 'Hallo {name},',
    greetingNoName: 'Hallo,',
    linkHint: 'Werkt de knop niet? Kopieer dan deze link naar je browser:',
    signoff: 'Met vriendelijke groet,',
    team: 'Het team van {site}',
    footer: 'Dit is een automatisch bericht van {site}. Antwoorden op dit adres worden niet gelezen.',
    minutes: { one: 'minuut', other: 'minuten' },
    days: { one: 'dag', other: 'dagen' },
    credits: { one: 'credit', other: 'credits' },
    others: { one: 'ander lid', other: 'andere leden' },
    messageKinds: { photo: 'een foto', gift: 'een cadeau' },
    kinds: {
      activation: {
        subject: 'Activeer je account bij {site}',
        lines: ['Welkom bij {site}! Bevestig je e-mailadres om je account te activeren.'],
        button: 'Account activeren',
        note: 'Heb je je niet aangemeld bij {site}? Dan kun je deze e-mail gewoon negeren.',
      },
      password_reset: {
        subject: 'Stel je wachtwoord voor {site} opnieuw in',
        lines: [
          'Iemand heeft gevraagd om het wachtwoord van je account bij {site} opnieuw in te stellen. Klik op de knop hieronder om een nieuw wachtwoord te kiezen. De link is 24 uur geldig.',
        ],
        button: 'Nieuw wachtwoord kiezen',
        note: 'Heb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren. Je wachtwoord blijft hetzelfde.',
      },
      email_change: {
        subject: 'Bevestig je nieuwe e-mailadres',
        lines: ['Je wilt dit e-mailadres voortaan gebruiken voor je account bij {site}. Bevestig het door op de knop hieronder te klikken.'],
        button: 'E-mailadres bevestigen',
        note: 'Heb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren. Je account houdt het huidige adres.',
      },
      account_deletion: {
        subject: 'Je account bij {site} is verwijderd',
        lines: [
          'Zoals gevraagd hebben we je account bij {site} verwijderd.',
          'Toch van gedachten veranderd? Binnen {days} kun je je account herstellen met de knop hieronder. Daarna kan dat niet meer.',
        ],
        button: 'Account herstellen',
      },
      login_blocked: {
        subject: 'Je account bij {site} is tijdelijk geblokkeerd',
        lines: [
          'Er zijn te veel mislukte inlogpogingen gedaan op je account. Daarom is het {minutes} geblokkeerd. Daarna kun je weer gewoon inloggen.',
          'Was jij dit niet? Kies dan voor de zekerheid een nieuw wachtwoord.',
        ],
        button: 'Nieuw wachtwoord kiezen',
      },
      purchase_confirmation: {
        subject: 'Je aankoop bij {site}: {credits}',
        lines: [
          'Bedankt! We hebben je betaling van {amount} voor {credits} ontvangen en de credits staan op je account (bestelling {order}).',
          'Je hebt gevraagd om je credits direct geleverd te krijgen en ermee ingestemd dat je daardoor je herroepingsrecht van 14 dagen verliest. Met deze e-mail bevestigen we die toestemming, die je hebt gegeven op {date}.',
        ],
        button: 'Transactie bekijken',
        note: 'Bewaar deze e-mail voor je administratie. Je factuur vind je bij je transacties op {site}.',
      },
      direct_debit_code: {
        subject: 'Je code om de incasso bij {site} te bevestigen',
        lines: [
          'Je code: {code}',
          'Voer deze code in op {site} om de incasso te bevestigen. De code is 30 minuten geldig.',
          'Vooraankondiging van de SEPA-incasso: {site} schrijft {amount} op of na {date} af van je rekening {iban}. Machtigingskenmerk: {mandate}. Incassant-ID: {creditor}.',
        ],
        button: 'Terug naar de incasso',
        note: 'Heb je dit niet zelf gevraagd? Negeer deze e-mail dan: zonder de code wordt er niets afgeschreven.',
      },
      likes_received: {
        subject: 'Je hebt nieuwe likes op {site}',
        lines: ['{likers} vinden je leuk.', 'Bekijk hun profielen. Als je iemand terug liket, is het een match.'],
        button: 'Bekijk je likes',
        note: 'Je krijgt deze e-mail omdat meldingen over likes aanstaan. Je kunt ze uitzetten in je meldingsinstellingen.',
      },
      message_received: {
        subject: '{sender} heeft je een bericht gestuurd op {site}',
        lines: ['{sender} heeft je geschreven: {preview}', 'Reageer nu het gesprek nog vers is.'],
        button: 'Lees het bericht',
        note: 'Je krijgt deze e-mail omdat meldingen over berichten aanstaan en je niet op {site} was toen het bericht binnenkwam. Je kunt ze uitzetten in je meldingsinstellingen, of je met één klik afmelden voor deze e-mails.',
      },
      complaint_received: {
        subject: "We hebben je klacht {reference} ontvangen",
        lines: [
          "Bedankt voor je bericht aan {site}. We hebben je klacht ontvangen en die het kenmerk {reference} gegeven.",
          "Iemand van ons team leest elke klacht en elke melding. Je krijgt binnen 14 dagen per e-mail antwoord; vermeld het kenmerk als je ons erover schrijft.",
        ],
        button: "Zo behandelen we klachten",
        note: "Heb je niets verstuurd? Dan kun je deze e-mail negeren.",
      },
      complaint_closed: {
        subject: "Je klacht {reference} is afgehandeld",
        lines: [
          "We hebben je klacht ({reference}) afgehandeld.",
          "Ons besluit en de reden: {reason}",
          "Ben je het er niet mee eens? Laat het ons binnen 6 maanden weten via het klachtenformulier; iemand die er niet bij betrokken was, bekijkt het opnieuw.",
        ],
        button: "Naar het klachtenformulier",
      },
      password_changed: {
        subject: 'Je wachtwoord bij {site} is gewijzigd',
        lines: [
          'Het wachtwoord van je account bij {site} is zojuist gewijzigd en alle andere apparaten zijn uitgelogd.',
          'Was jij dit niet? Kies dan meteen een nieuw wachtwoord met de knop hieronder, zodat niemand anders kan inloggen.',
        ],
        button: 'Nieuw wachtwoord kiezen',
        note: 'Heb je het zelf gewijzigd? Dan hoef je verder niets te doen.',
      },
      email_changed: {
        subject: 'Het e-mailadres van je account bij {site} is gewijzigd',
        lines: [
          'Het e-mailadres van je account bij {site} is gewijzigd in {address}. E-mails van {site} gaan voortaan naar dat adres.',
          'Was jij dit niet? Maak de wijziging dan binnen {days} ongedaan met de knop hieronder: je account krijgt dit adres terug, alle apparaten worden uitgelogd en je kiest een nieuw wachtwoord.',
        ],
        button: 'Wijziging ongedaan maken',
        note: 'Heb je het adres zelf gewijzigd? Dan kun je deze e-mail negeren.',
      },
    },
  },
  fr: {
    greeting: 'Bonjour {name},',
    greetingNoName: 'Bonjour,',
    linkHint: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:',
    signoff: 'Cordialement,',
    team: 'L’équipe {site}',
    footer: 'Ceci est un message automatique de {site}. Les réponses à cette adresse ne sont pas lues.',
    minutes: { one: 'minute', other: 'minutes' },
    days: { one: 'jour', other: 'jours' },
    credits: { one: 'crédit', other: 'crédits' },
    others: { one: 'autre membre', other: 'autres membres' },
    messageKinds: { photo: 'une photo', gift: 'un cadeau' },
    kinds: {
      activation: {
        subject: 'Activez votre compte {site}',
        lines: ['Bienvenue sur {site}\u00a0! Veuillez confirmer votre adresse e-mail pour activer votre compte.'],
        button: 'Activer mon compte',
        note: 'Vous ne vous êtes pas inscrit sur {site}\u00a0? Vous pouvez simplement ignorer cet e-mail.',
      },
      password_reset: {
        subject: 'Réinitialisez votre mot de passe {site}',
        lines: [
          'Une demande de réinitialisation du mot de passe de votre compte {site} a été effectuée. Cliquez sur le bouton ci-dessous pour choisir un nouveau mot de passe. Ce lien est valable 24\u00a0heures.',
        ],
        button: 'Choisir un nouveau mot de passe',
        note: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail. Votre mot de passe reste inchangé.',
      },
      email_change: {
        subject: 'Confirmez votre nouvelle adresse e-mail',
        lines: [
          'Vous souhaitez désormais utiliser cette adresse e-mail pour votre compte {site}. Veuillez la confirmer en cliquant sur le bouton ci-dessous.',
        ],
        button: 'Confirmer l’adresse e-mail',
        note: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail. Votre compte conserve son adresse actuelle.',
      },
      account_deletion: {
        subject: 'Votre compte {site} a été supprimé',
        lines: [
          'Comme vous l’avez demandé, votre compte {site} a été supprimé.',
          'Vous avez changé d’avis\u00a0? Vous pouvez restaurer votre compte dans un délai de {days} grâce au bouton ci-dessous. Passé ce délai, ce ne sera plus possible.',
        ],
        button: 'Restaurer mon compte',
      },
      login_blocked: {
        subject: 'Votre compte {site} est temporairement bloqué',
        lines: [
          'Trop de tentatives de connexion incorrectes ont été effectuées sur votre compte. Il est donc bloqué pendant {minutes}. Vous pourrez ensuite vous reconnecter normalement.',
          'Ce n’était pas vous\u00a0? Par précaution, choisissez un nouveau mot de passe.',
        ],
        button: 'Choisir un nouveau mot de passe',
      },
      purchase_confirmation: {
        subject: 'Votre achat sur {site}\u00a0: {credits}',
        lines: [
          'Merci\u00a0! Nous avons bien reçu votre paiement de {amount} pour {credits}, et les crédits ont été ajoutés à votre compte (commande {order}).',
          'Vous avez demandé la fourniture immédiate de vos crédits et reconnu renoncer ainsi à votre droit de rétractation de 14\u00a0jours. Cet e-mail confirme ce consentement, donné le {date}.',
        ],
        button: 'Voir ma transaction',
        note: 'Conservez cet e-mail pour vos archives. Votre facture se trouve parmi vos transactions sur {site}.',
      },
      direct_debit_code: {
        subject: 'Votre code pour confirmer le prélèvement sur {site}',
        lines: [
          'Votre code\u00a0: {code}',
          'Saisissez-le sur {site} pour confirmer le prélèvement. Ce code est valable 30\u00a0minutes.',
          'Notification préalable du prélèvement SEPA\u00a0: {site} prélèvera {amount} sur votre compte {iban} à partir du {date}. Référence unique du mandat (RUM)\u00a0: {mandate}. Identifiant créancier SEPA (ICS)\u00a0: {creditor}.',
        ],
        button: 'Retour au prélèvement',
        note: 'Vous n’êtes pas à l’origine de cette demande\u00a0? Ignorez cet e-mail\u00a0: aucun prélèvement n’est effectué sans le code.',
      },
      likes_received: {
        subject: 'Vous avez de nouveaux likes sur {site}',
        lines: ['{likers} ont aimé votre profil.', 'Jetez un œil à leurs profils. Si vous likez quelqu’un en retour, c’est un match.'],
        button: 'Voir vos likes',
        note: 'Vous recevez cet e-mail parce que les notifications de likes sont activées. Vous pouvez les désactiver dans vos paramètres de notification.',
      },
      message_received: {
        subject: '{sender} vous a envoyé un message sur {site}',
        lines: ['{sender} vous a écrit\u00a0: {preview}', 'Répondez tant que la conversation est encore fraîche.'],
        button: 'Lire le message',
        note: 'Vous recevez cet e-mail parce que les notifications de messages sont activées et que vous n’étiez pas sur {site} lorsque le message est arrivé. Vous pouvez les désactiver dans vos paramètres de notification, ou vous désabonner de ces e-mails en un clic.',
      },
      complaint_received: {
        subject: "Nous avons bien reçu votre réclamation {reference}",
        lines: [
          "Merci d’avoir contacté {site}. Nous avons bien reçu votre réclamation et lui avons attribué la référence {reference}.",
          "Chaque réclamation et chaque signalement est lu par une personne de notre équipe. Vous recevrez une réponse par e-mail sous 14 jours ; merci de rappeler la référence si vous nous écrivez à ce sujet.",
        ],
        button: "Comment nous traitons les réclamations",
        note: "Vous n’avez rien envoyé ? Vous pouvez ignorer cet e-mail.",
      },
      complaint_closed: {
        subject: "Votre réclamation {reference} est clôturée",
        lines: [
          "Nous avons terminé le traitement de votre réclamation ({reference}).",
          "Notre décision et ses motifs : {reason}",
          "Si vous n’êtes pas d’accord, vous pouvez le contester via le formulaire de réclamation dans un délai de 6 mois ; une personne qui n’a pas participé à la décision réexaminera votre demande.",
        ],
        button: "Ouvrir le formulaire de réclamation",
      },
      password_changed: {
        subject: 'Le mot de passe de votre compte {site} a été modifié',
        lines: [
          'Le mot de passe de votre compte {site} vient d’être modifié, et tous les autres appareils ont été déconnectés.',
          'Ce n’était pas vous\u00a0? Choisissez alors immédiatement un nouveau mot de passe grâce au bouton ci-dessous, afin que personne d’autre ne puisse se connecter.',
        ],
        button: 'Choisir un nouveau mot de passe',
        note: 'Si vous l’avez modifié vous-même, vous n’avez rien d’autre à faire.',
      },
      email_changed: {
        subject: 'L’adresse e-mail de votre compte {site} a été modifiée',
        lines: [
          'L’adresse e-mail de votre compte {site} a été remplacée par {address}. Les e-mails de {site} y seront désormais envoyés.',
          'Ce n’était pas vous\u00a0? Annulez alors ce changement dans un délai de {days} grâce au bouton ci-dessous\u00a0: votre compte retrouvera cette adresse, tous les appareils seront déconnectés et vous choisirez un nouveau mot de passe.',
        ],
        button: 'Annuler le changement',
        note: 'Si vous avez modifié l’adresse vous-même, vous pouvez ignorer cet e-mail.',
      },
    },
  },
  es: {
    greeting: 'Hola, {name}:',
    greetingNoName: 'Hola:',
    linkHint: 'Si el botón no funciona, copia este enlace en tu navegador:',
    signoff: 'Un saludo,',
    team: 'El equipo de {site}',
    footer: 'Este es un mensaje automático de {site}. Las respuestas a esta dirección no se leen.',
    minutes: { one: 'minuto', other: 'minutos' },
    days: { one: 'día', other: 'días' },
    credits: { one: 'crédito', other: 'créditos' },
    others: { one: 'miembro más', other: 'miembros más' },
    messageKinds: { photo: 'una foto', gift: 'un regalo' },
    kinds: {
      activation: {
        subject: 'Activa tu cuenta de {site}',
        lines: ['¡Te damos la bienvenida a {site}! Confirma tu dirección de correo electrónico para activar tu cuenta.'],
        button: 'Activar mi cuenta',
        note: 'Si no te has registrado en {site}, puedes ignorar este correo.',
      },
      password_reset: {
        subject: 'Restablece tu contraseña de {site}',
        lines: [
          'Alguien ha solicitado restablecer la contraseña de tu cuenta de {site}. Haz clic en el botón de abajo para elegir una nueva contraseña. El enlace es válido durante 24 horas.',
        ],
        button: 'Elegir una nueva contraseña',
        note: 'Si no lo has solicitado tú, puedes ignorar este correo. Tu contraseña no cambiará.',
      },
      email_change: {
        subject: 'Confirma tu nueva dirección de correo electrónico',
        lines: [
          'Has pedido usar esta dirección de correo electrónico para tu cuenta de {site} a partir de ahora. Confírmala haciendo clic en el botón de abajo.',
        ],
        button: 'Confirmar dirección de correo',
        note: 'Si no lo has solicitado tú, puedes ignorar este correo. Tu cuenta conservará su dirección actual.',
      },
      account_deletion: {
        subject: 'Tu cuenta de {site} se ha eliminado',
        lines: [
          'Tal como pediste, hemos eliminado tu cuenta de {site}.',
          '¿Has cambiado de opinión? Puedes recuperar tu cuenta en un plazo de {days} con el botón de abajo. Después ya no será posible.',
        ],
        button: 'Recuperar mi cuenta',
      },
      login_blocked: {
        subject: 'Tu cuenta de {site} está bloqueada temporalmente',
        lines: [
          'Ha habido demasiados intentos de inicio de sesión incorrectos en tu cuenta, así que está bloqueada durante {minutes}. Después podrás iniciar sesión con normalidad.',
          '¿No has sido tú? Entonces elige una nueva contraseña por seguridad.',
        ],
        button: 'Elegir una nueva contraseña',
      },
      purchase_confirmation: {
        subject: 'Tu compra en {site}: {credits}',
        lines: [
          '¡Gracias! Hemos recibido tu pago de {amount} por {credits} y los créditos ya están en tu cuenta (pedido {order}).',
          'Has solicitado la entrega inmediata de tus créditos y has aceptado que, con ello, pierdes tu derecho de desistimiento de 14 días. Este correo confirma dicho consentimiento, otorgado el {date}.',
        ],
        button: 'Ver mi transacción',
        note: 'Guarda este correo para tus archivos. Encontrarás tu factura en tus transacciones de {site}.',
      },
      direct_debit_code: {
        subject: 'Tu código para confirmar el adeudo directo en {site}',
        lines: [
          'Tu código: {code}',
          'Introdúcelo en {site} para confirmar el adeudo directo. El código es válido durante 30 minutos.',
          'Preaviso del adeudo directo SEPA: {site} cargará {amount} en tu cuenta {iban} a partir del {date}. Referencia de la orden de domiciliación: {mandate}. Identificador del acreedor: {creditor}.',
        ],
        button: 'Volver al adeudo directo',
        note: '¿No lo has solicitado tú? Entonces ignora este correo: sin el código no se cobrará nada.',
      },
      likes_received: {
        subject: 'Tienes nuevos likes en {site}',
        lines: ['Les gustas a {likers}.', 'Echa un vistazo a sus perfiles. Si le das like a alguien de vuelta, es un match.'],
        button: 'Ver tus likes',
        note: 'Recibes este correo porque las notificaciones de likes están activadas. Puedes desactivarlas en tus ajustes de notificaciones.',
      },
      message_received: {
        subject: '{sender} te ha enviado un mensaje en {site}',
        lines: ['{sender} te ha escrito: {preview}', 'Contesta mientras la conversación sigue viva.'],
        button: 'Leer el mensaje',
        note: 'Recibes este correo porque las notificaciones de mensajes están activadas y no estabas en {site} cuando llegó el mensaje. Puedes desactivarlas en tus ajustes de notificaciones o darte de baja de estos correos con un solo clic.',
      },
      complaint_received: {
        subject: "Hemos recibido tu reclamación {reference}",
        lines: [
          "Gracias por contactar con {site}. Hemos recibido tu reclamación y le hemos asignado la referencia {reference}.",
          "Una persona de nuestro equipo lee cada reclamación y cada denuncia. Recibirás una respuesta por correo electrónico en un plazo de 14 días; indica la referencia si nos escribes sobre ella.",
        ],
        button: "Cómo tramitamos las reclamaciones",
        note: "¿No has enviado nada? Entonces puedes ignorar este correo.",
      },
      complaint_closed: {
        subject: "Tu reclamación {reference} se ha cerrado",
        lines: [
          "Hemos terminado de tramitar tu reclamación ({reference}).",
          "Nuestra decisión y sus motivos: {reason}",
          "Si no estás de acuerdo, puedes recurrirla mediante el formulario de reclamaciones en un plazo de 6 meses; la revisará una persona que no haya intervenido.",
        ],
        button: "Abrir el formulario de reclamaciones",
      },
      password_changed: {
        subject: 'Se ha cambiado la contraseña de tu cuenta de {site}',
        lines: [
          'Se acaba de cambiar la contraseña de tu cuenta de {site} y se ha cerrado la sesión en todos los demás dispositivos.',
          '¿No has sido tú? Entonces elige ahora mismo una nueva contraseña con el botón de abajo para que nadie más pueda iniciar sesión.',
        ],
        button: 'Elegir una nueva contraseña',
        note: 'Si la has cambiado tú, no tienes que hacer nada más.',
      },
      email_changed: {
        subject: 'Se ha cambiado el correo electrónico de tu cuenta de {site}',
        lines: [
          'La dirección de correo electrónico de tu cuenta de {site} se ha cambiado a {address}. A partir de ahora, los correos de {site} se enviarán allí.',
          '¿No has sido tú? Entonces deshaz el cambio en un plazo de {days} con el botón de abajo: tu cuenta recuperará esta dirección, se cerrará la sesión en todos los dispositivos y elegirás una nueva contraseña.',
        ],
        button: 'Deshacer el cambio',
        note: 'Si has hecho tú el cambio, puedes ignorar este correo.',
      },
    },
  },
  it: {
    greeting: 'Ciao {name},',
    greetingNoName: 'Ciao,',
    linkHint: 'Se il pulsante non funziona, copia questo link nel tuo browser:',
    signoff: 'Un saluto,',
    team: 'Il team di {site}',
    footer: 'Questo è un messaggio automatico di {site}. Le risposte a questo indirizzo non vengono lette.',
    minutes: { one: 'minuto', other: 'minuti' },
    days: { one: 'giorno', other: 'giorni' },
    credits: { one: 'credito', other: 'crediti' },
    others: { one: 'altro membro', other: 'altri membri' },
    messageKinds: { photo: 'una foto', gift: 'un regalo' },
    kinds: {
      activation: {
        subject: 'Attiva il tuo account {site}',
        lines: ['Ti diamo il benvenuto su {site}! Conferma il tuo indirizzo email per attivare il tuo account.'],
        button: 'Attiva il mio account',
        note: 'Se non hai creato un account su {site}, puoi ignorare questa email.',
      },
      password_reset: {
        subject: 'Reimposta la tua password di {site}',
        lines: [
          'Qualcuno ha chiesto di reimpostare la password del tuo account {site}. Clicca sul pulsante qui sotto per scegliere una nuova password. Il link è valido per 24 ore.',
        ],
        button: 'Scegli una nuova password',
        note: 'Se non l’hai chiesto tu, puoi ignorare questa email. La tua password resterà invariata.',
      },
      email_change: {
        subject: 'Conferma il tuo nuovo indirizzo email',
        lines: ['Hai chiesto di usare d’ora in poi questo indirizzo email per il tuo account {site}. Confermalo cliccando sul pulsante qui sotto.'],
        button: 'Conferma indirizzo email',
        note: 'Se non l’hai chiesto tu, puoi ignorare questa email. Il tuo account manterrà l’indirizzo attuale.',
      },
      account_deletion: {
        subject: 'Il tuo account {site} è stato eliminato',
        lines: [
          'Come richiesto, abbiamo eliminato il tuo account {site}.',
          'Hai cambiato idea? Puoi ripristinare il tuo account entro {days} con il pulsante qui sotto. Dopo non sarà più possibile.',
        ],
        button: 'Ripristina il mio account',
      },
      login_blocked: {
        subject: 'Il tuo account {site} è temporaneamente bloccato',
        lines: [
          'Ci sono stati troppi tentativi di accesso non riusciti al tuo account, quindi è bloccato per {minutes}. Dopo potrai accedere di nuovo normalmente.',
          'Non eri tu? Allora, per sicurezza, scegli una nuova password.',
        ],
        button: 'Scegli una nuova password',
      },
      purchase_confirmation: {
        subject: 'Il tuo acquisto su {site}: {credits}',
        lines: [
          'Grazie! Abbiamo ricevuto il tuo pagamento di {amount} per {credits} e i crediti sono già sul tuo account (ordine {order}).',
          'Hai chiesto di ricevere subito i tuoi crediti e hai accettato di perdere così il tuo diritto di recesso di 14 giorni. Questa email conferma tale consenso, dato il {date}.',
        ],
        button: 'Visualizza la transazione',
        note: 'Conserva questa email per i tuoi archivi. Trovi la fattura tra le tue transazioni su {site}.',
      },
      direct_debit_code: {
        subject: 'Il tuo codice per confermare l’addebito diretto su {site}',
        lines: [
          'Il tuo codice: {code}',
          'Inseriscilo su {site} per confermare l’addebito diretto. Il codice è valido per 30 minuti.',
          'Preavviso dell’addebito diretto SEPA: {site} addebiterà {amount} sul tuo conto {iban} a partire dal {date}. Riferimento del mandato: {mandate}. Identificativo del creditore: {creditor}.',
        ],
        button: 'Torna all’addebito diretto',
        note: 'Non l’hai chiesto tu? Allora ignora questa email: senza il codice non viene addebitato nulla.',
      },
      likes_received: {
        subject: 'Hai nuovi like su {site}',
        lines: ['Piaci a {likers}.', 'Dai un’occhiata ai loro profili. Se ricambi il like, è un match.'],
        button: 'Vedi i tuoi like',
        note: 'Ricevi questa e-mail perché le notifiche sui like sono attive. Puoi disattivarle nelle impostazioni delle notifiche.',
      },
      message_received: {
        subject: '{sender} ti ha inviato un messaggio su {site}',
        lines: ['{sender} ti ha scritto: {preview}', 'Rispondi finché la conversazione è ancora viva.'],
        button: 'Leggi il messaggio',
        note: 'Ricevi questa e-mail perché le notifiche sui messaggi sono attive e non eri su {site} quando il messaggio è arrivato. Puoi disattivarle nelle impostazioni delle notifiche o annullare l’iscrizione a queste e-mail con un clic.',
      },
      complaint_received: {
        subject: "Abbiamo ricevuto il tuo reclamo {reference}",
        lines: [
          "Grazie per aver contattato {site}. Abbiamo ricevuto il tuo reclamo e gli abbiamo assegnato il riferimento {reference}.",
          "Ogni reclamo e ogni segnalazione viene letto da una persona del nostro team. Riceverai una risposta via e-mail entro 14 giorni; indica il riferimento se ci scrivi in merito.",
        ],
        button: "Come gestiamo i reclami",
        note: "Non hai inviato nulla? Puoi ignorare questa e-mail.",
      },
      complaint_closed: {
        subject: "Il tuo reclamo {reference} è stato chiuso",
        lines: [
          "Abbiamo concluso la gestione del tuo reclamo ({reference}).",
          "La nostra decisione e le sue motivazioni: {reason}",
          "Se non sei d’accordo, puoi contestarla tramite il modulo reclami entro 6 mesi; la riesaminerà una persona che non ha partecipato alla decisione.",
        ],
        button: "Apri il modulo reclami",
      },
      password_changed: {
        subject: 'La password del tuo account {site} è stata cambiata',
        lines: [
          'La password del tuo account {site} è stata appena cambiata ed è stato effettuato il logout da tutti gli altri dispositivi.',
          'Non eri tu? Allora scegli subito una nuova password con il pulsante qui sotto, così nessun altro potrà accedere.',
        ],
        button: 'Scegli una nuova password',
        note: 'Se l’hai cambiata tu, non devi fare nient’altro.',
      },
      email_changed: {
        subject: 'L’indirizzo e-mail del tuo account {site} è stato cambiato',
        lines: [
          'L’indirizzo e-mail del tuo account {site} è stato cambiato in {address}. D’ora in poi le e-mail di {site} arriveranno lì.',
          'Non eri tu? Allora annulla la modifica entro {days} con il pulsante qui sotto: il tuo account riavrà questo indirizzo, verrà effettuato il logout da tutti i dispositivi e sceglierai una nuova password.',
        ],
        button: 'Annulla la modifica',
        note: 'Se hai cambiato tu l’indirizzo, puoi ignorare questa e-mail.',
      },
    },
  },
  pl: {
    greeting: 'Cześć {name},',
    greetingNoName: 'Cześć,',
    linkHint: 'Jeśli przycisk nie działa, skopiuj ten link do przeglądarki:',
    signoff: 'Pozdrawiamy,',
    team: 'Zespół {site}',
    footer: 'To jest automatyczna wiadomość od {site}. Odpowiedzi na ten adres nie są czytane.',
    // "zablokowane na 1 minutę / 2 minuty / 5 minut"; "w ciągu 1 dnia / 14 dni"
    minutes: { one: 'minutę', few: 'minuty', many: 'minut', other: 'minuty' },
    days: { one: 'dnia', few: 'dni', many: 'dni', other: 'dnia' },
    credits: { one: 'kredyt', few: 'kredyty', many: 'kredytów', other: 'kredytu' },
    others: { one: 'inny członek', few: 'innych członków', many: 'innych członków', other: 'innego członka' },
    messageKinds: { photo: 'zdjęcie', gift: 'prezent' },
    kinds: {
      activation: {
        subject: 'Aktywuj swoje konto w {site}',
        lines: ['Witamy w {site}! Potwierdź swój adres e-mail, aby aktywować konto.'],
        button: 'Aktywuj konto',
        note: 'Jeśli to nie Ty zakładasz konto w {site}, możesz zignorować tę wiadomość.',
      },
      password_reset: {
        subject: 'Zresetuj hasło do {site}',
        lines: [
          'Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta w {site}. Kliknij przycisk poniżej, aby ustawić nowe hasło. Link jest ważny przez 24 godziny.',
        ],
        button: 'Ustaw nowe hasło',
        note: 'Jeśli to nie Ty, możesz zignorować tę wiadomość. Twoje hasło pozostanie bez zmian.',
      },
      email_change: {
        subject: 'Potwierdź swój nowy adres e-mail',
        lines: ['Chcesz od teraz używać tego adresu e-mail w swoim koncie w {site}. Potwierdź go, klikając przycisk poniżej.'],
        button: 'Potwierdź adres e-mail',
        note: 'Jeśli to nie Ty, możesz zignorować tę wiadomość. Twoje konto zachowa dotychczasowy adres.',
      },
      account_deletion: {
        subject: 'Twoje konto w {site} zostało usunięte',
        lines: [
          'Zgodnie z Twoją prośbą usunęliśmy Twoje konto w {site}.',
          'Zmiana planów? Możesz przywrócić konto w ciągu {days}, klikając przycisk poniżej. Później nie będzie to już możliwe.',
        ],
        button: 'Przywróć konto',
      },
      login_blocked: {
        subject: 'Twoje konto w {site} jest tymczasowo zablokowane',
        lines: [
          'Na Twoim koncie było zbyt wiele nieudanych prób logowania, dlatego zostało ono zablokowane na {minutes}. Potem możesz znów zalogować się jak zwykle.',
          'To nie Ty? Dla bezpieczeństwa ustaw nowe hasło.',
        ],
        button: 'Ustaw nowe hasło',
      },
      purchase_confirmation: {
        subject: 'Twój zakup w {site}: {credits}',
        lines: [
          'Dziękujemy! Otrzymaliśmy Twoją płatność w wysokości {amount} za {credits}, a kredyty są już na Twoim koncie (zamówienie {order}).',
          'Na Twoją prośbę kredyty zostały dostarczone natychmiast, po wyrażeniu przez Ciebie zgody i przyjęciu do wiadomości, że tym samym tracisz prawo odstąpienia od umowy w terminie 14 dni. Ta wiadomość potwierdza tę zgodę, wyrażoną {date}.',
        ],
        button: 'Zobacz transakcję',
        note: 'Zachowaj tę wiadomość na przyszłość. Fakturę znajdziesz wśród swoich transakcji w {site}.',
      },
      direct_debit_code: {
        subject: 'Twój kod do potwierdzenia polecenia zapłaty w {site}',
        lines: [
          'Twój kod: {code}',
          'Wpisz go w {site}, aby potwierdzić polecenie zapłaty. Kod jest ważny przez 30 minut.',
          'Powiadomienie o poleceniu zapłaty SEPA: {site} pobierze kwotę {amount} z Twojego rachunku {iban} nie wcześniej niż {date}. Numer mandatu: {mandate}. Identyfikator wierzyciela: {creditor}.',
        ],
        button: 'Wróć do polecenia zapłaty',
        note: 'To nie Ty? Zignoruj tę wiadomość: bez kodu nic nie zostanie pobrane.',
      },
      likes_received: {
        subject: 'Masz nowe polubienia na {site}',
        lines: ['Polubili cię: {likers}.', 'Zajrzyj do ich profili. Jeśli odwzajemnisz polubienie, jest match.'],
        button: 'Zobacz polubienia',
        note: 'Dostajesz tego e-maila, ponieważ powiadomienia o polubieniach są włączone. Możesz je wyłączyć w ustawieniach powiadomień.',
      },
      message_received: {
        subject: '{sender} wysyła ci wiadomość na {site}',
        lines: ['{sender} przesyła ci: {preview}', 'Odpowiedz, póki rozmowa jest świeża.'],
        button: 'Przeczytaj wiadomość',
        note: 'Dostajesz tego e-maila, ponieważ powiadomienia o wiadomościach są włączone, a nie było cię na {site}, gdy wiadomość dotarła. Możesz je wyłączyć w ustawieniach powiadomień albo jednym kliknięciem zrezygnować z tych e-maili.',
      },
      complaint_received: {
        subject: "Otrzymaliśmy Twoją reklamację {reference}",
        lines: [
          "Dziękujemy za kontakt z {site}. Otrzymaliśmy Twoją reklamację i nadaliśmy jej numer {reference}.",
          "Każdą reklamację i każde zgłoszenie czyta osoba z naszego zespołu. Odpowiedź otrzymasz e-mailem w ciągu 14 dni; podaj numer, jeśli piszesz do nas w tej sprawie.",
        ],
        button: "Jak rozpatrujemy reklamacje",
        note: "To nie Ty? W takim razie zignoruj tę wiadomość.",
      },
      complaint_closed: {
        subject: "Twoja reklamacja {reference} została zamknięta",
        lines: [
          "Zakończyliśmy rozpatrywanie Twojej reklamacji ({reference}).",
          "Nasza decyzja i jej uzasadnienie: {reason}",
          "Jeśli się z nią nie zgadzasz, możesz się odwołać przez formularz reklamacji w ciągu 6 miesięcy; sprawę ponownie rozpatrzy osoba, która nie brała udziału w decyzji.",
        ],
        button: "Otwórz formularz reklamacji",
      },
      password_changed: {
        subject: 'Hasło do Twojego konta w {site} zostało zmienione',
        lines: [
          'Hasło do Twojego konta w {site} zostało właśnie zmienione, a wszystkie inne urządzenia zostały wylogowane.',
          'To nie Ty? Od razu ustaw nowe hasło, klikając przycisk poniżej, aby nikt inny nie mógł się zalogować.',
        ],
        button: 'Ustaw nowe hasło',
        note: 'Jeśli to była Twoja zmiana, nie musisz nic więcej robić.',
      },
      email_changed: {
        subject: 'Adres e-mail Twojego konta w {site} został zmieniony',
        lines: [
          'Adres e-mail Twojego konta w {site} został zmieniony na {address}. Od teraz wiadomości od {site} będą trafiać na ten adres.',
          'To nie Ty? Cofnij zmianę w ciągu {days}, klikając przycisk poniżej: Twoje konto odzyska ten adres, wszystkie urządzenia zostaną wylogowane, a Ty ustawisz nowe hasło.',
        ],
        button: 'Cofnij zmianę',
        note: 'Jeśli to była Twoja zmiana, możesz zignorować tę wiadomość.',
      },
    },
  },
  sv: {
    greeting: 'Hej {name},',
    greetingNoName: 'Hej,',
    linkHint: 'Om knappen inte fungerar kan du kopiera den här länken till din webbläsare:',
    signoff: 'Vänliga hälsningar',
    team: '{site}-teamet',
    footer: 'Det här är ett automatiskt meddelande från {site}. Svar till den här adressen läses inte.',
    minutes: { one: 'minut', other: 'minuter' },
    days: { one: 'dag', other: 'dagar' },
    credits: { one: 'kredit', other: 'krediter' },
    others: { one: 'annan medlem', other: 'andra medlemmar' },
    messageKinds: { photo: 'ett foto', gift: 'en gåva' },
    kinds: {
      activation: {
        subject: 'Aktivera ditt konto på {site}',
        lines: ['Välkommen till {site}! Bekräfta din e-postadress för att aktivera ditt konto.'],
        button: 'Aktivera mitt konto',
        note: 'Har du inte registrerat dig på {site}? Då kan du bortse från det här mejlet.',
      },
      password_reset: {
        subject: 'Återställ ditt lösenord på {site}',
        lines: [
          'Någon har begärt att lösenordet för ditt konto på {site} ska återställas. Klicka på knappen nedan för att välja ett nytt lösenord. Länken är giltig i 24 timmar.',
        ],
        button: 'Välj ett nytt lösenord',
        note: 'Om det inte var du kan du bortse från det här mejlet. Ditt lösenord förblir oförändrat.',
      },
      email_change: {
        subject: 'Bekräfta din nya e-postadress',
        lines: ['Du vill använda den här e-postadressen för ditt konto på {site} från och med nu. Bekräfta den genom att klicka på knappen nedan.'],
        button: 'Bekräfta e-postadressen',
        note: 'Om det inte var du kan du bortse från det här mejlet. Ditt konto behåller sin nuvarande adress.',
      },
      account_deletion: {
        subject: 'Ditt konto på {site} har raderats',
        lines: [
          'Som du begärde har vi raderat ditt konto på {site}.',
          'Har du ångrat dig? Du kan återställa ditt konto inom {days} med knappen nedan. Därefter går det inte längre.',
        ],
        button: 'Återställ mitt konto',
      },
      login_blocked: {
        subject: 'Ditt konto på {site} är tillfälligt spärrat',
        lines: [
          'Det har gjorts för många felaktiga inloggningsförsök på ditt konto, så det är spärrat i {minutes}. Därefter kan du logga in som vanligt igen.',
          'Var det inte du? Välj då ett nytt lösenord för säkerhets skull.',
        ],
        button: 'Välj ett nytt lösenord',
      },
      purchase_confirmation: {
        subject: 'Ditt köp på {site}: {credits}',
        lines: [
          'Tack! Vi har tagit emot din betalning på {amount} för {credits}, och krediterna finns nu på ditt konto (beställning {order}).',
          'Du begärde att dina krediter skulle levereras direkt och godkände att du därmed förlorar din ångerrätt på 14 dagar. Det här mejlet bekräftar det samtycket, som du gav den {date}.',
        ],
        button: 'Visa min transaktion',
        note: 'Spara det här mejlet för din egen dokumentation. Din faktura finns bland dina transaktioner på {site}.',
      },
      direct_debit_code: {
        subject: 'Din kod för att bekräfta autogirodragningen hos {site}',
        lines: [
          'Din kod: {code}',
          'Ange den på {site} för att bekräfta autogirodragningen. Koden är giltig i 30 minuter.',
          'Förhandsavisering om SEPA-autogiro: {site} drar {amount} från ditt konto {iban} den {date} eller senare. Medgivandereferens: {mandate}. Borgenärsidentitet: {creditor}.',
        ],
        button: 'Tillbaka till autogirodragningen',
        note: 'Har du inte begärt det här? Bortse då från det här mejlet: ingenting dras utan koden.',
      },
      likes_received: {
        subject: 'Du har nya gillningar på {site}',
        lines: ['{likers} gillar dig.', 'Ta en titt på deras profiler. Om du gillar någon tillbaka blir det en match.'],
        button: 'Se dina gillningar',
        note: 'Du får det här mejlet eftersom aviseringar om gillningar är på. Du kan stänga av dem i dina aviseringsinställningar.',
      },
      message_received: {
        subject: '{sender} har skickat ett meddelande till dig på {site}',
        lines: ['{sender} har skrivit till dig: {preview}', 'Svara medan samtalet fortfarande är färskt.'],
        button: 'Läs meddelandet',
        note: 'Du får det här mejlet eftersom aviseringar om meddelanden är på och du inte var inne på {site} när meddelandet kom. Du kan stänga av dem i dina aviseringsinställningar eller avsluta prenumerationen på de här mejlen med ett klick.',
      },
      complaint_received: {
        subject: "Vi har tagit emot ditt klagomål {reference}",
        lines: [
          "Tack för att du kontaktade {site}. Vi har tagit emot ditt klagomål och gett det referensnumret {reference}.",
          "Varje klagomål och anmälan läses av en person i vårt team. Du får svar via e-post inom 14 dagar; ange referensnumret om du skriver till oss om det.",
        ],
        button: "Så hanterar vi klagomål",
        note: "Har du inte skickat något? Då kan du bortse från det här mejlet.",
      },
      complaint_closed: {
        subject: "Ditt klagomål {reference} är avslutat",
        lines: [
          "Vi har slutfört hanteringen av ditt klagomål ({reference}).",
          "Vårt beslut och skälen för det: {reason}",
          "Om du inte håller med kan du överklaga via klagomålsformuläret inom 6 månader; en person som inte var inblandad granskar ärendet på nytt.",
        ],
        button: "Öppna klagomålsformuläret",
      },
      password_changed: {
        subject: 'Ditt lösenord på {site} har ändrats',
        lines: [
          'Lösenordet till ditt konto på {site} har just ändrats, och alla andra enheter har loggats ut.',
          'Var det inte du? Välj då genast ett nytt lösenord med knappen nedan, så att ingen annan kan logga in.',
        ],
        button: 'Välj ett nytt lösenord',
        note: 'Om du ändrade det själv behöver du inte göra något mer.',
      },
      email_changed: {
        subject: 'E-postadressen till ditt konto på {site} har ändrats',
        lines: [
          'E-postadressen till ditt konto på {site} har ändrats till {address}. E-post från {site} skickas dit från och med nu.',
          'Var det inte du? Ångra då ändringen inom {days} med knappen nedan: ditt konto får tillbaka den här adressen, alla enheter loggas ut och du väljer ett nytt lösenord.',
        ],
        button: 'Ångra ändringen',
        note: 'Om du ändrade adressen själv kan du bortse från det här mejlet.',
      },
    },
  },
  da: {
    greeting: 'Hej {name},',
    greetingNoName: 'Hej,',
    linkHint: 'Hvis knappen ikke virker, kan du kopiere dette link ind i din browser:',
    signoff: 'Venlig hilsen',
    team: '{site}-teamet',
    footer: 'Dette er en automatisk besked fra {site}. Svar til denne adresse bliver ikke læst.',
    minutes: { one: 'minut', other: 'minutter' },
    days: { one: 'dag', other: 'dage' },
    credits: { one: 'kredit', other: 'kreditter' },
    others: { one: 'andet medlem', other: 'andre medlemmer' },
    messageKinds: { photo: 'et billede', gift: 'en gave' },
    kinds: {
      activation: {
        subject: 'Aktivér din konto på {site}',
        lines: ['Velkommen til {site}! Bekræft din e-mailadresse for at aktivere din konto.'],
        button: 'Aktivér min konto',
        note: 'Har du ikke oprettet dig på {site}? Så kan du bare se bort fra denne e-mail.',
      },
      password_reset: {
        subject: 'Nulstil din adgangskode til {site}',
        lines: [
          'Nogen har bedt om at nulstille adgangskoden til din konto på {site}. Klik på knappen nedenfor for at vælge en ny adgangskode. Linket er gyldigt i 24 timer.',
        ],
        button: 'Vælg en ny adgangskode',
        note: 'Hvis det ikke var dig, kan du se bort fra denne e-mail. Din adgangskode forbliver uændret.',
      },
      email_change: {
        subject: 'Bekræft din nye e-mailadresse',
        lines: ['Du har bedt om at bruge denne e-mailadresse til din konto på {site} fremover. Bekræft den ved at klikke på knappen nedenfor.'],
        button: 'Bekræft e-mailadresse',
        note: 'Hvis det ikke var dig, kan du se bort fra denne e-mail. Din konto beholder sin nuværende adresse.',
      },
      account_deletion: {
        subject: 'Din konto på {site} er slettet',
        lines: [
          'Som du bad om, har vi slettet din konto på {site}.',
          'Har du fortrudt? Du kan gendanne din konto inden for {days} med knappen nedenfor. Derefter er det ikke længere muligt.',
        ],
        button: 'Gendan min konto',
      },
      login_blocked: {
        subject: 'Din konto på {site} er midlertidigt spærret',
        lines: [
          'Der har været for mange forkerte loginforsøg på din konto, så den er spærret i {minutes}. Derefter kan du logge ind som normalt igen.',
          'Var det ikke dig? Så vælg en ny adgangskode for en sikkerheds skyld.',
        ],
        button: 'Vælg en ny adgangskode',
      },
      purchase_confirmation: {
        subject: 'Dit køb på {site}: {credits}',
        lines: [
          'Tak! Vi har modtaget din betaling på {amount} for {credits}, og kreditterne er nu på din konto (ordre {order}).',
          'Du bad om at få dine kreditter leveret med det samme og accepterede, at du dermed mister din fortrydelsesret på 14 dage. Denne e-mail bekræfter dette samtykke, som du gav den {date}.',
        ],
        button: 'Se min transaktion',
        note: 'Gem denne e-mail til dine egne papirer. Din faktura ligger under dine transaktioner på {site}.',
      },
      direct_debit_code: {
        subject: 'Din kode til at bekræfte den direkte debitering hos {site}',
        lines: [
          'Din kode: {code}',
          'Indtast den på {site} for at bekræfte den direkte debitering. Koden er gyldig i 30 minutter.',
          'Forhåndsmeddelelse om SEPA-betalingsservice (direkte debitering): {site} trækker {amount} fra din konto {iban} den {date} eller senere. Mandatreference: {mandate}. Kreditor-id: {creditor}.',
        ],
        button: 'Tilbage til den direkte debitering',
        note: 'Har du ikke bedt om dette? Så se bort fra denne e-mail: der bliver ikke trukket noget uden koden.',
      },
      likes_received: {
        subject: 'Du har nye likes på {site}',
        lines: ['{likers} kan lide dig.', 'Tag et kig på deres profiler. Hvis du liker nogen tilbage, er det et match.'],
        button: 'Se dine likes',
        note: 'Du får denne e-mail, fordi notifikationer om likes er slået til. Du kan slå dem fra i dine notifikationsindstillinger.',
      },
      message_received: {
        subject: '{sender} har sendt dig en besked på {site}',
        lines: ['{sender} har skrevet til dig: {preview}', 'Svar, mens samtalen stadig er frisk.'],
        button: 'Læs beskeden',
        note: 'Du får denne e-mail, fordi notifikationer om beskeder er slået til, og du ikke var på {site}, da beskeden kom. Du kan slå dem fra i dine notifikationsindstillinger eller afmelde dig disse e-mails med ét klik.',
      },
      complaint_received: {
        subject: "Vi har modtaget din klage {reference}",
        lines: [
          "Tak fordi du kontaktede {site}. Vi har modtaget din klage og givet den referencen {reference}.",
          "En person fra vores team læser hver klage og hver anmeldelse. Du får svar på e-mail inden for 14 dage; oplys referencen, hvis du skriver til os om den.",
        ],
        button: "Sådan behandler vi klager",
        note: "Har du ikke sendt noget? Så kan du se bort fra denne e-mail.",
      },
      complaint_closed: {
        subject: "Din klage {reference} er afsluttet",
        lines: [
          "Vi har afsluttet behandlingen af din klage ({reference}).",
          "Vores afgørelse og begrundelsen: {reason}",
          "Er du uenig, kan du klage over afgørelsen via klageformularen inden for 6 måneder; en person, der ikke har været involveret, ser sagen igennem igen.",
        ],
        button: "Åbn klageformularen",
      },
      password_changed: {
        subject: 'Din adgangskode på {site} er ændret',
        lines: [
          'Adgangskoden til din konto på {site} er netop blevet ændret, og alle andre enheder er blevet logget ud.',
          'Var det ikke dig? Så vælg straks en ny adgangskode med knappen nedenfor, så ingen andre kan logge ind.',
        ],
        button: 'Vælg en ny adgangskode',
        note: 'Hvis du selv har ændret den, behøver du ikke gøre mere.',
      },
      email_changed: {
        subject: 'E-mailadressen til din konto på {site} er ændret',
        lines: [
          'E-mailadressen til din konto på {site} er ændret til {address}. E-mails fra {site} sendes dertil fremover.',
          'Var det ikke dig? Så fortryd ændringen inden for {days} med knappen nedenfor: din konto får denne adresse tilbage, alle enheder logges ud, og du vælger en ny adgangskode.',
        ],
        button: 'Fortryd ændringen',
        note: 'Hvis du selv har ændret adressen, kan du se bort fra denne e-mail.',
      },
    },
  },
  nb: {
    greeting: 'Hei {name},',
    greetingNoName: 'Hei,',
    linkHint: 'Hvis knappen ikke fungerer, kan du kopiere denne lenken inn i nettleseren din:',
    signoff: 'Vennlig hilsen',
    team: '{site}-teamet',
    footer: 'Dette er en automatisk melding fra {site}. Svar til denne adressen blir ikke lest.',
    minutes: { one: 'minutt', other: 'minutter' },
    days: { one: 'dag', other: 'dager' },
    credits: { one: 'kreditt', other: 'kreditter' },
    others: { one: 'annet medlem', other: 'andre medlemmer' },
    messageKinds: { photo: 'et bilde', gift: 'en gave' },
    kinds: {
      activation: {
        subject: 'Aktiver kontoen din på {site}',
        lines: ['Velkommen til {site}! Bekreft e-postadressen din for å aktivere kontoen.'],
        button: 'Aktiver kontoen min',
        note: 'Har du ikke registrert deg på {site}? Da kan du bare se bort fra denne e-posten.',
      },
      password_reset: {
        subject: 'Tilbakestill passordet ditt på {site}',
        lines: [
          'Noen har bedt om å tilbakestille passordet til kontoen din på {site}. Klikk på knappen nedenfor for å velge et nytt passord. Lenken er gyldig i 24 timer.',
        ],
        button: 'Velg et nytt passord',
        note: 'Hvis det ikke var deg, kan du se bort fra denne e-posten. Passordet ditt forblir uendret.',
      },
      email_change: {
        subject: 'Bekreft den nye e-postadressen din',
        lines: ['Du har bedt om å bruke denne e-postadressen for kontoen din på {site} fra nå av. Bekreft den ved å klikke på knappen nedenfor.'],
        button: 'Bekreft e-postadressen',
        note: 'Hvis det ikke var deg, kan du se bort fra denne e-posten. Kontoen din beholder den nåværende adressen.',
      },
      account_deletion: {
        subject: 'Kontoen din på {site} er slettet',
        lines: [
          'Som du ba om, har vi slettet kontoen din på {site}.',
          'Har du ombestemt deg? Du kan gjenopprette kontoen din innen {days} med knappen nedenfor. Etter det er det ikke lenger mulig.',
        ],
        button: 'Gjenopprett kontoen min',
      },
      login_blocked: {
        subject: 'Kontoen din på {site} er midlertidig sperret',
        lines: [
          'Det har vært for mange mislykkede påloggingsforsøk på kontoen din, så den er sperret i {minutes}. Etter det kan du logge inn som vanlig igjen.',
          'Var det ikke deg? Velg i så fall et nytt passord for sikkerhets skyld.',
        ],
        button: 'Velg et nytt passord',
      },
      purchase_confirmation: {
        subject: 'Kjøpet ditt på {site}: {credits}',
        lines: [
          'Takk! Vi har mottatt betalingen din på {amount} for {credits}, og kredittene er nå på kontoen din (ordre {order}).',
          'Du ba om å få kredittene dine levert umiddelbart og godtok at du dermed mister angreretten din på 14 dager. Denne e-posten bekrefter dette samtykket, som du ga den {date}.',
        ],
        button: 'Se transaksjonen min',
        note: 'Ta vare på denne e-posten for dine egne arkiver. Fakturaen din finner du blant transaksjonene dine på {site}.',
      },
      direct_debit_code: {
        subject: 'Koden din for å bekrefte direktedebiteringen hos {site}',
        lines: [
          'Koden din: {code}',
          'Skriv den inn på {site} for å bekrefte direktedebiteringen. Koden er gyldig i 30 minutter.',
          'Forhåndsvarsel om SEPA-direktedebitering: {site} trekker {amount} fra kontoen din {iban} den {date} eller senere. Fullmaktsreferanse: {mandate}. Kreditor-ID: {creditor}.',
        ],
        button: 'Tilbake til direktedebiteringen',
        note: 'Har du ikke bedt om dette? Da kan du se bort fra denne e-posten: ingenting blir trukket uten koden.',
      },
      likes_received: {
        subject: 'Du har nye likes på {site}',
        lines: ['{likers} liker deg.', 'Ta en titt på profilene deres. Hvis du liker noen tilbake, er det en match.'],
        button: 'Se likes',
        note: 'Du får denne e-posten fordi varsler om likes er slått på. Du kan slå dem av i varslingsinnstillingene dine.',
      },
      message_received: {
        subject: '{sender} har sendt deg en melding på {site}',
        lines: ['{sender} har skrevet til deg: {preview}', 'Svar mens samtalen fortsatt er fersk.'],
        button: 'Les meldingen',
        note: 'Du får denne e-posten fordi varsler om meldinger er slått på og du ikke var på {site} da meldingen kom. Du kan slå dem av i varslingsinnstillingene dine, eller melde deg av disse e-postene med ett klikk.',
      },
      complaint_received: {
        subject: "Vi har mottatt klagen din {reference}",
        lines: [
          "Takk for at du kontaktet {site}. Vi har mottatt klagen din og gitt den referansen {reference}.",
          "En person i teamet vårt leser hver klage og hver rapport. Du får svar på e-post innen 14 dager; oppgi referansen hvis du skriver til oss om den.",
        ],
        button: "Slik behandler vi klager",
        note: "Har du ikke sendt noe? Da kan du se bort fra denne e-posten.",
      },
      complaint_closed: {
        subject: "Klagen din {reference} er avsluttet",
        lines: [
          "Vi har ferdigbehandlet klagen din ({reference}).",
          "Avgjørelsen vår og begrunnelsen: {reason}",
          "Er du uenig, kan du klage på avgjørelsen via klageskjemaet innen 6 måneder; en person som ikke var involvert, vurderer saken på nytt.",
        ],
        button: "Åpne klageskjemaet",
      },
      password_changed: {
        subject: 'Passordet ditt på {site} er endret',
        lines: [
          'Passordet til kontoen din på {site} ble nettopp endret, og alle andre enheter er logget ut.',
          'Var det ikke deg? Velg i så fall et nytt passord med en gang med knappen nedenfor, slik at ingen andre kan logge inn.',
        ],
        button: 'Velg et nytt passord',
        note: 'Hvis du endret det selv, trenger du ikke gjøre noe mer.',
      },
      email_changed: {
        subject: 'E-postadressen til kontoen din på {site} er endret',
        lines: [
          'E-postadressen til kontoen din på {site} er endret til {address}. E-post fra {site} går dit fra nå av.',
          'Var det ikke deg? Angre i så fall endringen innen {days} med knappen nedenfor: kontoen din får tilbake denne adressen, alle enheter logges ut, og du velger et nytt passord.',
        ],
        button: 'Angre endringen',
        note: 'Hvis du endret adressen selv, kan du se bort fra denne e-posten.',
      },
    },
  },
  fi: {
    greeting: 'Hei {name},',
    greetingNoName: 'Hei,',
    linkHint: 'Jos painike ei toimi, kopioi tämä linkki selaimeesi:',
    signoff: 'Ystävällisin terveisin',
    team: '{site}-tiimi',
    footer: 'Tämä on automaattinen viesti palvelusta {site}. Tähän osoitteeseen lähetettyjä vastauksia ei lueta.',
    // Finnish keeps the noun singular after a number in these cases: "15 minuutiksi", "14 päivän kuluessa".
    minutes: { other: 'minuutiksi' },
    days: { other: 'päivän' },
    // nominative after 1, partitive after other numbers: "1 krediitti", "20 krediittiä"
    credits: { one: 'krediitti', other: 'krediittiä' },
    others: { one: 'muu jäsen', other: 'muuta jäsentä' },
    messageKinds: { photo: 'kuva', gift: 'lahja' },
    kinds: {
      activation: {
        subject: 'Aktivoi tilisi palvelussa {site}',
        lines: ['Tervetuloa palveluun {site}! Vahvista sähköpostiosoitteesi, niin tilisi aktivoidaan.'],
        button: 'Aktivoi tili',
        note: 'Etkö rekisteröitynyt palveluun {site}? Voit jättää tämän viestin huomiotta.',
      },
      password_reset: {
        subject: 'Nollaa salasanasi palvelussa {site}',
        lines: [
          'Joku pyysi tilisi salasanan nollaamista palvelussa {site}. Valitse uusi salasana alla olevalla painikkeella. Linkki on voimassa 24 tuntia.',
        ],
        button: 'Valitse uusi salasana',
        note: 'Jos et itse pyytänyt tätä, voit jättää viestin huomiotta. Salasanasi pysyy ennallaan.',
      },
      email_change: {
        subject: 'Vahvista uusi sähköpostiosoitteesi',
        lines: ['Haluat jatkossa käyttää tätä sähköpostiosoitetta tililläsi palvelussa {site}. Vahvista osoite alla olevalla painikkeella.'],
        button: 'Vahvista sähköpostiosoite',
        note: 'Jos et itse pyytänyt tätä, voit jättää viestin huomiotta. Tilisi nykyinen osoite pysyy käytössä.',
      },
      account_deletion: {
        subject: 'Tilisi palvelussa {site} on poistettu',
        lines: [
          'Poistimme pyyntösi mukaisesti tilisi palvelussa {site}.',
          'Muutitko mielesi? Voit palauttaa tilisi {days} kuluessa alla olevalla painikkeella. Sen jälkeen palauttaminen ei ole enää mahdollista.',
        ],
        button: 'Palauta tilini',
      },
      login_blocked: {
        subject: 'Tilisi palvelussa {site} on tilapäisesti lukittu',
        lines: [
          'Tilillesi on yritetty kirjautua liian monta kertaa väärillä tiedoilla, joten se on lukittu {minutes}. Sen jälkeen voit kirjautua taas normaalisti.',
          'Etkö se ollut sinä? Valitse varmuuden vuoksi uusi salasana.',
        ],
        button: 'Valitse uusi salasana',
      },
      purchase_confirmation: {
        subject: 'Ostoksesi palvelussa {site}: {credits}',
        lines: [
          'Kiitos! Maksusi {amount} on vastaanotettu, ja ostamasi {credits} on lisätty tilillesi (tilaus {order}).',
          'Pyysit, että krediitit toimitetaan sinulle heti, ja hyväksyit, että menetät tällöin 14 päivän peruuttamisoikeutesi. Tämä viesti vahvistaa suostumuksesi, jonka annoit {date}.',
        ],
        button: 'Näytä maksutapahtuma',
        note: 'Säilytä tämä viesti tallessa. Laskusi löydät maksutapahtumistasi palvelussa {site}.',
      },
      direct_debit_code: {
        subject: 'Koodisi suoraveloituksen vahvistamiseen palvelussa {site}',
        lines: [
          'Koodisi: {code}',
          'Syötä koodi palvelussa {site}, niin suoraveloitus vahvistetaan. Koodi on voimassa 30 minuuttia.',
          'SEPA-suoraveloituksen ennakkoilmoitus: palvelu {site} veloittaa {amount} tililtäsi {iban} aikaisintaan {date}. Valtuutuksen viite: {mandate}. Maksunsaajan tunnus: {creditor}.',
        ],
        button: 'Takaisin suoraveloitukseen',
        note: 'Etkö pyytänyt tätä? Jätä tämä viesti huomiotta: ilman koodia mitään ei veloiteta.',
      },
      likes_received: {
        subject: 'Sinulla on uusia tykkäyksiä palvelussa {site}',
        lines: ['{likers} tykkäsi sinusta.', 'Katso heidän profiilinsa. Jos tykkäät jostakusta takaisin, se on match.'],
        button: 'Katso tykkäykset',
        note: 'Saat tämän sähköpostin, koska tykkäysilmoitukset ovat päällä. Voit poistaa ne käytöstä ilmoitusasetuksissa.',
      },
      message_received: {
        subject: '{sender} lähetti sinulle viestin palvelussa {site}',
        lines: ['{sender} lähetti sinulle: {preview}', 'Vastaa, kun keskustelu on vielä tuore.'],
        button: 'Lue viesti',
        note: 'Saat tämän sähköpostin, koska viesti-ilmoitukset ovat päällä etkä ollut palvelussa {site} viestin saapuessa. Voit poistaa ne käytöstä ilmoitusasetuksissa tai perua näiden sähköpostien tilauksen yhdellä napsautuksella.',
      },
      complaint_received: {
        subject: "Olemme vastaanottaneet valituksesi {reference}",
        lines: [
          "Kiitos, että otit yhteyttä palveluun {site}. Olemme vastaanottaneet valituksesi ja antaneet sille viitteen {reference}.",
          "Tiimimme jäsen lukee jokaisen valituksen ja ilmoituksen. Saat vastauksen sähköpostitse 14 päivän kuluessa; mainitse viite, jos kirjoitat meille asiasta.",
        ],
        button: "Näin käsittelemme valitukset",
        note: "Etkö lähettänyt mitään? Voit jättää tämän viestin huomiotta.",
      },
      complaint_closed: {
        subject: "Valituksesi {reference} on käsitelty",
        lines: [
          "Olemme käsitelleet valituksesi ({reference}).",
          "Päätöksemme ja sen perustelut: {reason}",
          "Jos olet eri mieltä, voit hakea muutosta valituslomakkeella 6 kuukauden kuluessa; asian käsittelee uudelleen henkilö, joka ei osallistunut päätökseen.",
        ],
        button: "Avaa valituslomake",
      },
      password_changed: {
        subject: 'Salasanasi palvelussa {site} on vaihdettu',
        lines: [
          'Tilisi salasana palvelussa {site} vaihdettiin juuri, ja kaikki muut laitteet kirjattiin ulos.',
          'Etkö se ollut sinä? Valitse silloin heti uusi salasana alla olevalla painikkeella, jotta kukaan muu ei pääse kirjautumaan.',
        ],
        button: 'Valitse uusi salasana',
        note: 'Jos vaihdoit sen itse, sinun ei tarvitse tehdä mitään muuta.',
      },
      email_changed: {
        subject: 'Tilisi sähköpostiosoite palvelussa {site} on vaihdettu',
        lines: [
          'Tilisi sähköpostiosoite palvelussa {site} vaihdettiin osoitteeseen {address}. Palvelun {site} sähköpostit lähetetään jatkossa sinne.',
          'Etkö se ollut sinä? Peru muutos {days} kuluessa alla olevalla painikkeella: tilisi saa tämän osoitteen takaisin, kaikki laitteet kirjataan ulos ja valitset uuden salasanan.',
        ],
        button: 'Peru muutos',
        note: 'Jos vaihdoit osoitteen itse, voit jättää tämän viestin huomiotta.',
      },
    },
  },
};

/** `de-CH`, `DE` and `de_DE` all mean German; Norwegian without a variant means Bokmål; anything else English. */
export function resolveMailLocale(locale: string | null | undefined): MailLocale {
  const language = (locale ?? '').trim().toLowerCase().split(/[-_]/)[0];
  if (language === 'no' || language === 'nn') return 'nb';
  return (MAIL_LOCALES as readonly string[]).includes(language) ? (language as MailLocale) : 'en';
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
}

/** Member-supplied text never spans lines: a name with line breaks could fake paragraphs or headers. */
const singleLine = (value: string) => value.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim();

function quantity(locale: MailLocale, count: number, unit: Unit): string {
  const form = unit[new Intl.PluralRules(locale).select(count)] ?? unit.other;
  return `${count}\u00a0${form}`;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

function checkedLink(link: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new TypeError('renderMail: vars.link must be an absolute URL');
  }
  // Only web links: a javascript: or data: link in a button would be an attack on the member.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new TypeError('renderMail: vars.link must be an http(s) URL');
  return url.toString();
}

function wholeNumber(value: number | undefined, field: string, fallback?: number): number {
  const number = value ?? fallback;
  if (number === undefined || !Number.isInteger(number) || number < 0) {
    throw new TypeError(`renderMail: vars.${field} must be a whole number of at least 0`);
  }
  return number;
}

/** The purchase as the member's language writes it: "20 credits", "€ 29,95", the date of the consent. */
function purchaseValues(lang: MailLocale, purchase: MailVars['purchase'], credits: Unit): Record<string, string> {
  if (!purchase) throw new TypeError('renderMail: purchase_confirmation needs vars.purchase');
  const money = new Intl.NumberFormat(lang, { style: 'currency', currency: purchase.currency });
  const digits = money.resolvedOptions().maximumFractionDigits ?? 2;
  const consentAt = new Date(purchase.consentAt);
  if (Number.isNaN(consentAt.getTime())) throw new TypeError('renderMail: vars.purchase.consentAt must be a date');
  return {
    credits: quantity(lang, wholeNumber(purchase.credits, 'purchase.credits'), credits),
    amount: money.format(wholeNumber(purchase.amount, 'purchase.amount') / 10 ** digits),
    order: singleLine(purchase.order),
    // UTC, said so: the mail does not know the member's time zone.
    date: `${new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(consentAt)} UTC`,
  };
}

/** The code and the pre-notification's facts, the amount and date in the member's language. */
function directDebitValues(lang: MailLocale, debit: MailVars['directDebit']): Record<string, string> {
  if (!debit) throw new TypeError('renderMail: direct_debit_code needs vars.directDebit');
  if (!/^\d{6}$/.test(debit.code)) throw new TypeError('renderMail: vars.directDebit.code must be six digits');
  const money = new Intl.NumberFormat(lang, { style: 'currency', currency: debit.currency });
  const digits = money.resolvedOptions().maximumFractionDigits ?? 2;
  const date = new Date(`${debit.debitDate}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new TypeError('renderMail: vars.directDebit.debitDate must be a date');
  return {
    code: debit.code,
    amount: money.format(wholeNumber(debit.amount, 'directDebit.amount') / 10 ** digits),
    iban: singleLine(debit.ibanMasked),
    mandate: singleLine(debit.mandateReference),
    creditor: singleLine(debit.creditorId),
    date: new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date),
  };
}

/** "Anna, Ben and 3 other members", in the member's language (Intl.ListFormat joins the names). */
function messageValues(message: MailVars['message'], kinds: LocaleCopy['messageKinds']): Record<string, string> {
  if (!message) throw new TypeError('renderMail: message_received needs vars.message');
  const preview = message.kind === 'text' ? `“${singleLine(message.preview ?? '')}”` : kinds[message.kind];
  return { sender: singleLine(message.sender) || '…', preview };
}

function likersValue(lang: MailLocale, likes: MailVars['likes'], others: Unit): string {
  if (!likes || likes.likers.length === 0) throw new TypeError('renderMail: likes_received needs vars.likes with at least one name');
  const names = likes.likers.map(singleLine);
  const rest = wholeNumber(likes.total, 'likes.total') - names.length;
  return new Intl.ListFormat(lang, { type: 'conjunction' }).format(rest > 0 ? [...names, quantity(lang, rest, others)] : names);
}

const BRAND = '#6f2dbd';

function layout(locale: MailLocale, subject: string, site: string, body: string, footer: string): string {
  // Tables and inline styles: what mail clients (Outlook included) render reliably.
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light">
<title>${subject}</title>
</head>
<body style="margin:0;padding:0;background:#f4f1f8;font-family:Helvetica,Arial,sans-serif;color:#2b2233;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f1f8;padding:24px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden;">
<tr><td style="background:${BRAND};padding:20px 28px;color:#ffffff;font-size:22px;font-weight:bold;">${site}</td></tr>
<tr><td style="padding:28px;font-size:16px;line-height:1.5;">
${body}
</td></tr>
</table>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;line-height:1.4;color:#7a7085;">${footer}</p>
</td></tr>
</table>
</body>
</html>
`;
}

/** The placeholders' values of a kind's copy in a language: {site}, {name} and the kind's own. */
function placeholderValues(kind: MailKind, lang: MailLocale, vars: Omit<MailVars, 'link'>): Record<string, string> {
  const copy = COPY[lang];
  const values: Record<string, string> = { site: singleLine(vars.siteName) || 'Rendezvous', name: singleLine(vars.name ?? '') };
  if (kind === 'login_blocked') values.minutes = quantity(lang, wholeNumber(vars.minutes, 'minutes'), copy.minutes);
  if (kind === 'email_changed') {
    if (!vars.address) throw new TypeError('renderMail: email_changed needs vars.address');
    values.address = singleLine(vars.address);
    values.days = quantity(lang, wholeNumber(vars.days, 'days'), copy.days);
  }
  if (kind === 'account_deletion') values.days = quantity(lang, wholeNumber(vars.days, 'days', DEFAULT_REACTIVATION_DAYS), copy.days);
  if (kind === 'purchase_confirmation') Object.assign(values, purchaseValues(lang, vars.purchase, copy.credits));
  if (kind === 'direct_debit_code') Object.assign(values, directDebitValues(lang, vars.directDebit));
  if (kind === 'likes_received') values.likers = likersValue(lang, vars.likes, copy.others);
  if (kind === 'message_received') Object.assign(values, messageValues(vars.message, copy.messageKinds));
  if (kind === 'complaint_received' || kind === 'complaint_closed') {
    if (!vars.complaint) throw new TypeError(`renderMail: ${kind} needs vars.complaint`);
    Object.assign(values, { reference: singleLine(vars.complaint.reference), reason: (vars.complaint.reason ?? '').trim() });
  }
  return values;
}

/**
 * Renders one mail in the member's language (English for an unknown locale). Every variable is
 * HTML-escaped in the HTML part; the link must be an absolute http(s) URL.
 */
export function renderMail(kind: MailKind, locale: string | null | undefined, vars: MailVars): RenderedMail {
  const lang = resolveMailLocale(locale);
  const copy = COPY[lang];
  const kindCopy = copy.kinds[kind];
  if (!kindCopy) throw new TypeError(`renderMail: unknown mail kind ${String(kind)}`);

  const link = checkedLink(vars.link);
  const values = placeholderValues(kind, lang, vars);
  const { site, name } = values;

  // Raw text first; the HTML part escapes the finished sentences, so template text and variables
  // are escaped alike and nothing a member typed can become markup.
  const subject = fill(kindCopy.subject, values);
  const greeting = fill(name ? copy.greeting : copy.greetingNoName, values);
  const lines = kindCopy.lines.map((line) => fill(line, values));
  const note = kindCopy.note ? fill(kindCopy.note, values) : null;
  const team = fill(copy.team, values);
  const footer = fill(copy.footer, values);

  const text = [
    greeting,
    ...lines,
    // The button's label over the bare link: the plain-text twin of the HTML button.
    `${kindCopy.button}\n${link}`,
    ...(note ? [note] : []),
    `${copy.signoff}\n${team}`,
    `--\n${footer}`,
  ].join('\n\n');

  const e = escapeHtml;
  const paragraph = (content: string) => `<p style="margin:0 0 16px;">${e(content)}</p>`;
  const body = [
    paragraph(greeting),
    ...lines.map(paragraph),
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="border-radius:6px;background:${BRAND};">` +
      `<a href="${e(link)}" style="display:inline-block;padding:12px 24px;color:#ffffff;text-decoration:none;font-weight:bold;border-radius:6px;">${e(kindCopy.button)}</a>` +
      `</td></tr></table>`,
    `<p style="margin:0 0 4px;font-size:13px;color:#5d5466;">${e(copy.linkHint)}</p>`,
    `<p style="margin:0 0 20px;font-size:13px;word-break:break-all;"><a href="${e(link)}" style="color:${BRAND};">${e(link)}</a></p>`,
    ...(note ? [`<p style="margin:0 0 16px;font-size:14px;color:#5d5466;">${e(note)}</p>`] : []),
    `<p style="margin:16px 0 0;">${e(copy.signoff)}<br>${e(team)}</p>`,
  ].join('\n');

  return { subject, text, html: layout(lang, e(subject), e(site), body, e(footer)) };
}

/** The notification kinds that also go out as Web Push: a new message and new likes. */
export type PushKind = Extract<MailKind, 'likes_received' | 'message_received'>;

export interface RenderedPush {
  title: string;
  body: string;
}

/**
 * The same news as a browser notification, in the member's language: the mail's subject as the
 * title and its first line as the body ("Anna sent you a message on Rendezvous" / "Anna wrote to
 * you: “Hi!”"), so a push and a mail never tell two stories and no copy is translated twice.
 */
export function renderPush(kind: PushKind, locale: string | null | undefined, vars: Omit<MailVars, 'link'>): RenderedPush {
  const lang = resolveMailLocale(locale);
  const kindCopy = COPY[lang].kinds[kind];
  const values = placeholderValues(kind, lang, vars);
  return { title: fill(kindCopy.subject, values), body: fill(kindCopy.lines[0], values) };
}
