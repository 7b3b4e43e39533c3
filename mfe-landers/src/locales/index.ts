import type { NamespaceResources } from '@rendezvous/i18n';
import en from './en/landers.json';
import da from './da/landers.json';
import de from './de/landers.json';
import es from './es/landers.json';
import fi from './fi/landers.json';
import fr from './fr/landers.json';
import it from './it/landers.json';
import nb from './nb/landers.json';
import nl from './nl/landers.json';
import pl from './pl/landers.json';
import sv from './sv/landers.json';

export const NAMESPACE = 'landers';
export const RESOURCES: NamespaceResources = { en, da, de, es, fi, fr, it, nb, nl, pl, sv };
