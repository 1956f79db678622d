import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';

import { resources } from '../resources';
import { spanishMessages } from './es';

/** react-admin's messages plus each resource's own `resources.<name>` texts. */
const messages: TranslationMessages = {
  ...spanishMessages,
  resources: Object.fromEntries(resources.filter((r) => r.messages).map((r) => [r.name, r.messages])),
};

/**
 * Spanish is the only locale, so react-admin shows no language switcher.
 * In development polyglot warns about missing keys; in production they render quietly.
 */
export const i18nProvider = polyglotI18nProvider(() => messages, 'es', [{ locale: 'es', name: 'Español' }], {
  allowMissing: import.meta.env.PROD,
});

export default i18nProvider;
