import type { TranslatedSections } from '../../i18n/catalogue';
import contact from './contact.json';
import groups from './groups.json';
import employment from './employment.json';
import auditions from './auditions.json';
import ouija from './ouija.json';

/** The Spanish catalogue's sections only the pages of forms use: every English key, in the Spanish of South Florida. */
export default {
  contact,
  groups,
  employment,
  auditions,
  ouija,
} satisfies TranslatedSections<'form-sections'>;
