import contact from './contact.json';
import groups from './groups.json';
import employment from './employment.json';
import auditions from './auditions.json';
import ouija from './ouija.json';

/** The English catalogue's sections only the pages of forms use (i18n/catalogue.ts, `formTexts` in app/route-table.ts). */
export default {
  contact,
  groups,
  employment,
  auditions,
  ouija,
};
