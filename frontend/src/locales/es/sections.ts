import type { TranslatedSections } from '../../i18n/catalogue';
import common from './common.json';
import layout from './layout.json';
import heads from './heads.json';
import landing from './landing.json';
import regionHome from './region-home.json';
import attractions from './attractions.json';
import stories from './stories.json';
import tickets from './tickets.json';
import calendar from './calendar.json';
import faq from './faq.json';
import contact from './contact.json';
import groups from './groups.json';
import employment from './employment.json';
import auditions from './auditions.json';
import ouija from './ouija.json';
import mailingList from './mailing-list.json';
import legal from './legal.json';

/** The Spanish catalogue's sections: every English key, in the Spanish of South Florida. */
export default {
  common,
  layout,
  heads,
  landing,
  regionHome,
  attractions,
  stories,
  tickets,
  calendar,
  faq,
  contact,
  groups,
  employment,
  auditions,
  ouija,
  mailingList,
  legal,
} satisfies TranslatedSections;
