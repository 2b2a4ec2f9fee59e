import { faqEntrySchema } from './faq-entry-schema';

const valid = { region: 'new-york', group: 'safety', question: 'Is there fog?', answer: 'Yes.', sortOrder: 0, active: true };

describe('the FAQ entry form', () => {
  it('accepts a complete entry', async () => {
    await expect(faqEntrySchema.isValid(valid)).resolves.toBe(true);
  });

  it.each([
    [{ question: '  ' }, 'Question is required'],
    [{ answer: '' }, 'Answer is required'],
    [{ question: 'x'.repeat(301) }, 'Question must be at most 300 characters'],
    [{ group: 'weather' }, 'Group is required'],
    [{ sortOrder: -1 }, 'Sort order must be at least 0'],
  ])('refuses %j with the message the server gives', async (override, message) => {
    await expect(faqEntrySchema.validate({ ...valid, ...override })).rejects.toThrow(message);
  });
});
