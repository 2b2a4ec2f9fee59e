/** The groups a region's FAQ is shown in, in this order. */
export const FAQ_GROUPS = ['tickets', 'safety', 'accessibility', 'weather-refunds', 'getting-here', 'groups'] as const;
export type FaqGroup = (typeof FAQ_GROUPS)[number];

export const FAQ_LIMITS = { question: 300, answer: 10_000 } as const;

/** The texts of an entry staff translate: a Spanish page shows each in Spanish where written, else in English. */
export const FAQ_TRANSLATED_FIELDS = ['question', 'answer'] as const;
export type FaqTranslatedField = (typeof FAQ_TRANSLATED_FIELDS)[number];
