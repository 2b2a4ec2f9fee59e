import { textOf } from '../../lib/messages';

/**
 * What the privacy policy adds for each outside analytics tag the owner turned on (docs/product.md §10.22), by key:
 * the feature's catalogue (docs/architecture.md §3).
 */
export const legalMessages = {
  'outside.title': 'Outside analytics',
  'outside.intro':
    'Besides its own visit counts, which set no cookie and keep no address, this site uses {providers} to measure its visitors. When you view a page, your browser sends the following to them.',
  'outside.and': 'and',
  'outside.ga4.name': 'Google Analytics',
  'outside.ga4.text':
    'Google Analytics (Google LLC) receives the pages you visit, information about your device and browser, and your IP address, from which Google derives your approximate location. It sets Google’s cookies in your browser to recognise it on later visits.',
  'outside.ga4.policy': 'Google’s privacy policy',
  'outside.ga4.partners': 'How Google uses information from sites that use its services',
  'outside.meta.name': 'the Meta Pixel',
  'outside.meta.text':
    'The Meta Pixel (Meta Platforms) receives the pages you visit, information about your device and browser, and your IP address, from which Meta derives your approximate location. It sets Meta’s cookies in your browser, and Meta may link your visits to a Facebook or Instagram account.',
  'outside.meta.policy': 'Meta’s privacy policy',
} as const;

export const legalText = textOf(legalMessages);

/** The providers' own pages the notice links to. */
export const PROVIDER_POLICIES = {
  ga4: { policy: 'https://policies.google.com/privacy', partners: 'https://policies.google.com/technologies/partner-sites' },
  meta: { policy: 'https://www.facebook.com/privacy/policy/' },
} as const;
