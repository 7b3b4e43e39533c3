import { useTranslation } from 'react-i18next';

/**
 * Methods named by what they are (payments' catalogue labels them in English: "Bank transfer",
 * "Credit card"), so their names come from this remote's catalogue in the member's language
 * (`method_labels.<id>`). Every other method is a brand (iDEAL, BLIK, Swish, Visa) and keeps its name.
 */
export const TRANSLATED_METHODS: readonly string[] = ['wire-transfer', 'sepa-direct-debit', 'credit-card'];

/** A method's name as the member reads it. */
export function useMethodLabel(): (method: { id: string; label: string }) => string {
  const { t } = useTranslation('payments');
  return (method) => (TRANSLATED_METHODS.includes(method.id) ? t(`method_labels.${method.id}`) : method.label);
}
