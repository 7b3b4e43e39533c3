import type { NamespaceResources } from '@rendezvous/i18n';
import en from './en/members.json';
import da from './da/members.json';
import de from './de/members.json';
import es from './es/members.json';
import fi from './fi/members.json';
import fr from './fr/members.json';
import it from './it/members.json';
import nb from './nb/members.json';
import nl from './nl/members.json';
import pl from './pl/members.json';
import sv from './sv/members.json';

export const NAMESPACE = 'members';
export const RESOURCES: NamespaceResources = { en, da, de, es, fi, fr, it, nb, nl, pl, sv };
