import { textOf } from '../../lib/messages';

/** Every text the contact page shows a visitor (docs/product.md §2, §4, §5), by key: the feature's catalogue. */
export const contactMessages = {
  'page.title': 'CONTACT US',
  'page.subtitle.open': 'Questions, group bookings or a story to tell? Reach the {region} crew.',
  'page.subtitle.comingSoon': 'Our {region} location is coming soon. Send us a message and we will keep you posted.',
  'card.hours': 'Hours',
  'card.gettingHere': 'Getting Here',
  'card.gettingHere.directions': 'Get directions',
  'card.gettingHere.parking': 'Parking:',
  'card.location': 'Location',
  'card.phone': 'Phone',
  'card.phone.general': 'General Info:',
  'card.phone.groups': 'Groups (15+):',
  'card.phone.groupBooking': 'Request a group booking',
  'card.status': 'Status',
  'comingSoon.comingSoon': 'Coming Soon',
  'comingSoon.status': 'Under Development',
  'comingSoon.opening': 'Expected Opening: TBD',
  'form.title': 'Get In Touch',
  'form.intro': 'We read every message — even the ones written at 3 AM.',
  'form.name': 'Name',
  'form.email': 'Email',
  'form.message': 'Message',
  'form.send': 'Send Message',
  'form.sending': 'Sending...',
  'form.sent.title': 'Message sent successfully!',
  'form.sent.description': "We'll get back to you as soon as possible.",
  'form.failed.title': 'Error sending message',
  'form.failed.description': 'Please try again later',
  'error.nameTooShort': 'Name must be at least {min} characters',
  'error.email': 'Please enter a valid email address',
  'error.messageTooShort': 'Message must be at least {min} characters',
} as const;

/** The text for a key, with its values filled in. */
export const contactText = textOf(contactMessages);
