import { textOf } from '../../lib/messages';

/**
 * Every text the mailing list shows a visitor (the sign-up form, the waitlist, the confirm and unsubscribe pages), by
 * key: the feature's catalogue (docs/architecture.md §3). The footer and the tickets page word their own sign-up's
 * title and consent.
 */
export const mailingListMessages = {
  'signUp.email': 'Email',
  'signUp.send': 'Sign me up',
  'signUp.sending': 'Signing up...',
  // The answer is the same for an address already on the list (it tells nobody who subscribes), which gets no new
  // link: the words stay true for it too.
  'signUp.sent': 'Almost there: check {email} for our link to confirm; it works for 7 days. Already on the list? Then nothing changes.',
  'signUp.sentWithoutMail':
    'Thanks: we noted {email}. Our e-mail is not set up yet: the link to confirm comes as soon as it is (none if the address is on the list already), and nothing else is sent until you confirm.',
  'signUp.failed': 'Please try again later',
  'error.email': 'Please enter a valid email address',
  'waitlist.title': 'Tell me when {region} opens',
  'waitlist.consent': 'One e-mail when the gates open, then news and tickets first. Unsubscribe with one click in any e-mail.',
  'link.needsToken': 'This page needs the link from your e-mail: open it again from there.',
  'link.failed': 'Please try again later',
  'confirm.title': 'CONFIRM YOUR SIGN-UP',
  'confirm.intro': 'One click and you are on the list.',
  'confirm.action': 'Confirm my sign-up',
  'confirm.done': 'Confirmed: {email} gets {park} {region} news.',
  'unsubscribe.title': 'UNSUBSCRIBE',
  'unsubscribe.intro': 'Stop the e-mails: one click removes your address from our list.',
  'unsubscribe.action': 'Unsubscribe',
  'unsubscribe.done': 'You are unsubscribed. We deleted your address.',
} as const;

/** The text for a key, with its values filled in. */
export const mailingListText = textOf(mailingListMessages);
