import type { NamespaceResources } from '@rendezvous/i18n';
import en from './en/chat.json';
import da from './da/chat.json';
import de from './de/chat.json';
import es from './es/chat.json';
import fi from './fi/chat.json';
import fr from './fr/chat.json';
import it from './it/chat.json';
import nb from './nb/chat.json';
import nl from './nl/chat.json';
import pl from './pl/chat.json';
import sv from './sv/chat.json';

export const NAMESPACE = 'chat';
export const RESOURCES: NamespaceResources = { en, da, de, es, fi, fr, it, nb, nl, pl, sv };
