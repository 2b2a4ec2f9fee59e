export const LEGAL_PAGES = ['privacy', 'terms'] as const;
export type LegalPageKey = (typeof LEGAL_PAGES)[number];

export const LEGAL_BODY_MAX = 50_000;

/**
 * What a new park starts from: a template naming what this site really collects, for staff to review, complete
 * (the park's legal name, a contact) and save under /admin/legal. The setup checklist counts the privacy policy as
 * done once staff saved it.
 */
export const LEGAL_TEMPLATES: Record<LegalPageKey, { title: string; body: string }> = {
  privacy: {
    title: 'Privacy Policy',
    body: `This policy says what this website collects about you, why, and for how long.

## What we collect

- **Contact messages**: the name, e-mail address, region and message you send through a contact form, so that we can answer you.
- **Job applications**: the name, e-mail address, phone number, postal address, availability, experience, skills, performance links and answers you give in the employment application, so that we can consider you for a seasonal job. Applications are read only by the staff who hire.
- **The Discount Ouija game**: to hand out one discount code per visitor every 24 hours, we keep a keyed hash of your network address (never the address itself) for 24 hours, with the code you won.
- **Server logs**: the pages and addresses that reach our servers, kept for operating and securing the site.

We do not sell your data and we do not use advertising trackers.

## Who sees it

Our staff, each only as far as their role needs, and the providers that host the site and send our e-mail. When you buy tickets you are on our ticketing vendor's site, under its own privacy policy.

## Your rights

You may ask what we hold about you, and ask us to correct or delete it, by writing to us through the contact page.
`,
  },
  terms: {
    title: 'Terms of Service',
    body: `By using this website you agree to these terms.

## Tickets

Tickets are sold by our ticketing vendor, under its terms of sale. Prices shown on this site are indicative; the price at checkout is the one that applies.

## Discount codes

A discount code won on the Discount Ouija board is valid for the period shown with it, once, at our ticketing vendor's checkout, and cannot be combined with other offers. One code per visitor every 24 hours.

## Visiting the park

The attractions are intense and not recommended for young children, pregnant visitors or people with heart conditions. Staff may refuse entry to anyone who puts themselves, other guests or our actors at risk.

## Content

The stories, pictures and videos on this site are ours; please ask before reusing them.
`,
  },
};

/** The texts of a legal page staff translate: a Spanish page shows each in Spanish where written, else in English. */
export const LEGAL_TRANSLATED_FIELDS = ['title', 'body'] as const;
export type LegalTranslatedField = (typeof LEGAL_TRANSLATED_FIELDS)[number];
