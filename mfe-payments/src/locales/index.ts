import type { NamespaceResources } from '@rendezvous/i18n';
import en from './en/payments.json';
import da from './da/payments.json';
import de from './de/payments.json';
import es from './es/payments.json';
import fi from './fi/payments.json';
import fr from './fr/payments.json';
import it from './it/payments.json';
import nb from './nb/payments.json';
import nl from './nl/payments.json';
import pl from './pl/payments.json';
import sv from './sv/payments.json';

export const NAMESPACE = 'payments';
export const RESOURCES: NamespaceResources = { en, da, de, es, fi, fr, it, nb, nl, pl, sv };
