import * as Yup from 'yup';

export const codeSchema = Yup.object({
  code: Yup.string()
    .trim()
    .required('Enter the 6-digit code from your authenticator app')
    .matches(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'),
});

export type CodeValues = Yup.InferType<typeof codeSchema>;
