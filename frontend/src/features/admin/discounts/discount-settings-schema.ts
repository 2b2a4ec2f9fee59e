import * as Yup from 'yup';
import type { CodeValidity, GeneratedCodePolicy } from '../../../api/staff-api';

const CHECKOUT_URL = 'Checkout URL must be an https:// address (at most 500 characters), with {code} where the code goes';

/** The server's rules for the game's settings (PoolSettingsDto), checked before sending. */
export const discountSettingsSchema = Yup.object({
  codeValidity: Yup.mixed<CodeValidity>().oneOf(['24-hours', '7-days', 'end-of-season']).required(),
  generatedCodes: Yup.mixed<GeneratedCodePolicy>().oneOf(['automatic', 'allowed', 'refused']).required(),
  checkoutUrlTemplate: Yup.string()
    .trim()
    .max(500, CHECKOUT_URL)
    .test('https', CHECKOUT_URL, (value) => {
      if (!value) return true;
      try {
        const url = new URL(value.replace('{code}', 'CODE'));
        return url.protocol === 'https:' && !url.username && !url.password;
      } catch {
        return false;
      }
    }),
});
export type DiscountSettingsValues = Yup.InferType<typeof discountSettingsSchema>;
