/**
 * The chat contract's constant values, in a file of their own: the main entry's types (chat.ts) and
 * the route schemas (routes/chat.ts) both read them, and neither imports the other at run time.
 */

/** What a chat message carries (spec 3): a text, a photo or a gift. */
export const CHAT_MESSAGE_KINDS = ['text', 'photo', 'gift'] as const;

/**
 * The gift catalogue: each gift's id; mfe-chat ships its picture and translated name. A gift costs
 * the site's gift_credits whatever it is.
 */
export const GIFT_CATALOGUE = ['rose', 'heart', 'chocolates', 'champagne', 'teddy', 'diamond', 'cocktail', 'kiss'] as const;

/** A chat photo's id: 18 random bytes, base64url (chat makes them). One pattern for the upload's answer, the send and the download. */
export const CHAT_PHOTO_ID = /^[A-Za-z0-9_-]{24}$/;
