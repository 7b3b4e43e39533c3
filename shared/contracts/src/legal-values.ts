/** The legal and help pages of spec section 2 (/pages/{page}); their texts are the site service's. */
export const LEGAL_PAGES = ['ban', 'cookies', 'faq', 'privacy', 'return-policy', 'service', 'terms'] as const;
export type LegalPageName = (typeof LEGAL_PAGES)[number];

export function isLegalPage(value: unknown): value is LegalPageName {
  return typeof value === 'string' && (LEGAL_PAGES as readonly string[]).includes(value);
}
