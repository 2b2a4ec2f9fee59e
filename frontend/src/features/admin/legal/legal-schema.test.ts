import { legalSchema } from './legal-schema';

describe('legal page form', () => {
  it('needs a title and a text, with the server’s messages', async () => {
    await expect(legalSchema.validate({ title: 'Privacy Policy', body: 'What we collect.' })).resolves.toBeTruthy();
    await expect(legalSchema.validateAt('title', { title: ' ', body: 'x' })).rejects.toThrow('Title is required');
    await expect(legalSchema.validateAt('body', { title: 'x', body: '' })).rejects.toThrow('Text is required');
  });
});
