/** The groups a region's FAQ is shown in, in this order. */
export const FAQ_GROUPS = ['tickets', 'safety', 'accessibility', 'weather-refunds', 'getting-here', 'groups'] as const;
export type FaqGroup = (typeof FAQ_GROUPS)[number];

export const FAQ_LIMITS = { question: 300, answer: 10_000 } as const;
