import type { NamespaceResources } from './locales';
import da_common from './locales/da/common.json';
import da_errors from './locales/da/errors.json';
import de_common from './locales/de/common.json';
import de_errors from './locales/de/errors.json';
import en_common from './locales/en/common.json';
import en_errors from './locales/en/errors.json';
import es_common from './locales/es/common.json';
import es_errors from './locales/es/errors.json';
import fi_common from './locales/fi/common.json';
import fi_errors from './locales/fi/errors.json';
import fr_common from './locales/fr/common.json';
import fr_errors from './locales/fr/errors.json';
import it_common from './locales/it/common.json';
import it_errors from './locales/it/errors.json';
import nb_common from './locales/nb/common.json';
import nb_errors from './locales/nb/errors.json';
import nl_common from './locales/nl/common.json';
import nl_errors from './locales/nl/errors.json';
import pl_common from './locales/pl/common.json';
import pl_errors from './locales/pl/errors.json';
import sv_common from './locales/sv/common.json';
import sv_errors from './locales/sv/errors.json';

export const COMMON_RESOURCES: NamespaceResources = {
  da: da_common, de: de_common, en: en_common, es: es_common, fi: fi_common, fr: fr_common,
  it: it_common, nb: nb_common, nl: nl_common, pl: pl_common, sv: sv_common,
};

export const ERRORS_RESOURCES: NamespaceResources = {
  da: da_errors, de: de_errors, en: en_errors, es: es_errors, fi: fi_errors, fr: fr_errors,
  it: it_errors, nb: nb_errors, nl: nl_errors, pl: pl_errors, sv: sv_errors,
};
