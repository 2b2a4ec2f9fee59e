import type { Messages } from '../../i18n/catalogue';
import { flattenSections } from '../../i18n/flatten-sections';
import sections from './sections';

export default flattenSections(sections) as Messages;
