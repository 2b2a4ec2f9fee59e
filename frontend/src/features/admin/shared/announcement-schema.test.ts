import { announcementSchema } from './announcement-schema';

describe('the announcement form', () => {
  const valid = { region: 'florida', subject: 'Florida is open!', body: 'Gates open **October 3**.' };
  it('accepts a subject and a body', async () => {
    await expect(announcementSchema.isValid(valid)).resolves.toBe(true);
  });
  it.each([
    [{ subject: ' ' }, 'Subject is required'],
    [{ body: '' }, 'Body is required'],
    [{ subject: 'x'.repeat(151) }, 'Subject must be at most 150 characters'],
  ])('refuses %j with the server message', async (override, message) => {
    await expect(announcementSchema.validate({ ...valid, ...override })).rejects.toThrow(message);
  });
});
