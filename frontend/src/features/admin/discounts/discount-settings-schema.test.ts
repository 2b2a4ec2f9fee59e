import { discountSettingsSchema } from './discount-settings-schema';

describe('discount game settings form', () => {
  const valid = { codeValidity: 'end-of-season', generatedCodes: 'automatic', checkoutUrlTemplate: '' };

  it('accepts no checkout URL, or an https one with the {code} placeholder', async () => {
    await expect(discountSettingsSchema.validate(valid)).resolves.toBeTruthy();
    await expect(
      discountSettingsSchema.validate({ ...valid, checkoutUrlTemplate: 'https://tickets.example.com/haunt?promo={code}' }),
    ).resolves.toBeTruthy();
  });

  it('refuses a checkout URL that is not https, with the server’s message', async () => {
    await expect(
      discountSettingsSchema.validateAt('checkoutUrlTemplate', { ...valid, checkoutUrlTemplate: 'http://x.example/{code}' }),
    ).rejects.toThrow('Checkout URL must be an https:// address');
  });
});
