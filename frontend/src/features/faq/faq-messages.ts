import { textOf } from '../../lib/messages';

/** What a region's Know Before You Go page says around the park's own questions, by key: the feature's catalogue (docs/architecture.md §3). */
export const faqMessages = {
  'page.title': 'KNOW BEFORE YOU GO',
  'page.subtitle': 'Everything to know before a night at {park} {region}.',
  'topics.label': 'Questions by topic',
  'questions.none': 'No questions have been answered here yet.',
  'more.question': 'Another question?',
  'more.link': 'Write to us',
} as const;

/** The text for a key, with its values filled in. */
export const faqText = textOf(faqMessages);
