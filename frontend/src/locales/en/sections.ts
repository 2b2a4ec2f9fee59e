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
import mailingList from './mailing-list.json';
import legal from './legal.json';

/** The English catalogue's sections every page uses: the reference every other language's translates. */
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
  mailingList,
  legal,
};
