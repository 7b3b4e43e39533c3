import type { NamespaceResources } from '@rendezvous/i18n';
import en from './en/legal.json';
import da from './da/legal.json';
import de from './de/legal.json';
import es from './es/legal.json';
import fi from './fi/legal.json';
import fr from './fr/legal.json';
import it from './it/legal.json';
import nb from './nb/legal.json';
import nl from './nl/legal.json';
import pl from './pl/legal.json';
import sv from './sv/legal.json';

export const NAMESPACE = 'legal';
export const RESOURCES: NamespaceResources = { en, da, de, es, fi, fr, it, nb, nl, pl, sv };
