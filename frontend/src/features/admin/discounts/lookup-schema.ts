import * as Yup from 'yup';

export const lookupSchema = Yup.object({
  code: Yup.string().trim().required('Enter a discount code').max(32, 'Codes are at most 32 characters'),
});
