import { textOf } from '../../lib/messages';

/** Every text the group booking page shows a visitor, by key: the feature's catalogue (docs/architecture.md §3). */
export const groupBookingMessages = {
  'page.title': 'GROUP BOOKINGS',
  'page.subtitle': 'Bring {min} or more to {park} {region}: a group rate and a reserved entry time.',
  'form.title': 'Request a Group Booking',
  'form.intro': 'Tell us about your group and the nights that suit you; our groups team answers by e-mail.',
  'form.label': 'Group Bookings',
  'form.groupName': 'Group name',
  'form.name': 'Your name',
  'form.email': 'Email',
  'form.phone': 'Phone',
  'form.phone.placeholder': '123-456-7890',
  'form.groupSize': 'Group size',
  'form.groupSize.hint': '{min} people or more',
  'form.preferredNights': 'Preferred nights',
  'form.preferredNights.none': 'No nights are scheduled yet: tell us your dates in the notes.',
  'form.notes': 'Notes',
  'form.send': 'Request a Group Booking',
  'form.sending': 'Sending...',
  'form.sent.title': 'Request sent!',
  'form.sent.description': 'Our groups team will be in touch at {email}.',
  'form.failed.title': 'Error sending request',
  'form.failed.description': 'Please try again later',
  'error.groupNameTooShort': 'Group name must be at least 2 characters',
  'error.nameTooShort': 'Name must be at least 2 characters',
  'error.email': 'Please enter a valid email address',
  'error.phone': 'Phone must be in format: 123-456-7890',
  'error.groupSizeWhole': 'Group size must be a whole number',
  'error.groupTooSmall': 'Groups are {min} or more',
  'error.groupTooLarge': 'Group size must be at most 2000',
  'error.tooManyNights': 'Choose at most 10 nights',
  'error.notesTooLong': 'Notes must be at most 2000 characters',
} as const;

/** The text for a key, with its values filled in. */
export const groupBookingText = textOf(groupBookingMessages);
