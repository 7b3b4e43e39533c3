import { contactFromFacts, type ContactFactsRow } from './contact-facts';

const known: ContactFactsRow = {
  recipient_name: 'Bob',
  recipient_active: true,
  recipient_protected: true,
  sender_name: 'Alice',
  sender_premium: false,
  blocked_by_recipient: false,
  blocked_by_sender: true,
  recipient_liked_sender: true,
};

describe('contactFromFacts', () => {
  it('answers as members’ contact check would when every fact is known', () => {
    expect(contactFromFacts(known)).toEqual({
      exists: true,
      blockedByRecipient: false,
      blockedBySender: true,
      protectedRecipient: true,
      recipientLikedSender: true,
      recipientName: 'Bob',
      senderPremium: false,
      senderName: 'Alice',
    });
  });

  it.each(['recipient_active', 'sender_premium', 'blocked_by_recipient', 'blocked_by_sender', 'recipient_liked_sender'] as const)(
    'gives no answer while %s is not known (the send asks members)',
    (missing) => {
      expect(contactFromFacts({ ...known, [missing]: null })).toBeNull();
    },
  );

  it('treats a known but disabled recipient as one that does not exist', () => {
    expect(contactFromFacts({ ...known, recipient_active: false })?.exists).toBe(false);
  });
});
