import { textOf } from '../../lib/messages';

/** Every text an applicant's audition page shows, by key: the feature's catalogue (docs/architecture.md §3). */
export const auditionMessages = {
  'page.title': 'YOUR AUDITION',
  'page.subtitle': 'Pick a time that suits you. You can change or cancel it up to 24 hours before.',
  'page.loading': 'Loading',
  'page.invalidLink': 'This audition link is not valid',
  'page.greeting': 'Hi {firstName},',
  'booked.title': 'Your audition',
  'booked.cancel': 'Cancel my audition',
  'booked.tooLate': 'It is less than 24 hours away: it can no longer be changed. See you there!',
  'booked.none': 'You have not booked an audition yet.',
  'sessions.move': 'Move to another session',
  'sessions.free': 'Sessions with free places',
  'sessions.none': 'No other session has a free place right now.',
  'session.placeLeft': '{count} place left',
  'session.placesLeft': '{count} places left',
  'session.moveHere': 'Move here',
  'session.book': 'Book this session',
  'done.booked': 'Booked: {when}, {place}.',
  'done.cancelled': 'Your audition is cancelled.',
  failed: 'Please try again',
} as const;

/** The text for a key, with its values filled in. */
export const auditionText = textOf(auditionMessages);
