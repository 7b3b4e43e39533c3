import type { NamespaceResources } from '@rendezvous/i18n';
import en from './en/signup.json';
import da from './da/signup.json';
import de from './de/signup.json';
import es from './es/signup.json';
import fi from './fi/signup.json';
import fr from './fr/signup.json';
import it from './it/signup.json';
import nb from './nb/signup.json';
import nl from './nl/signup.json';
import pl from './pl/signup.json';
import sv from './sv/signup.json';

export const NAMESPACE = 'signup';
export const RESOURCES: NamespaceResources = { en, da, de, es, fi, fr, it, nb, nl, pl, sv };
