import * as Yup from 'yup';

const ENTER_CODE = 'Enter the 6-digit code from your authenticator app';
const password = Yup.string().required('Password is required');

/** Turning two-factor authentication on: the account's password and the enrolled app's current code. */
export const enableSchema = Yup.object({
  password,
  code: Yup.string()
    .trim()
    .required(ENTER_CODE)
    .matches(/^\d{6}$/, ENTER_CODE),
});

/** Turning it off: the password and the app's current code, or a recovery code (xxxxx-xxxxx). */
export const disableSchema = Yup.object({
  password,
  code: Yup.string()
    .trim()
    .required('Enter the code from your authenticator app, or a recovery code')
    .matches(/^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/i, 'Enter the 6-digit code from your authenticator app, or a recovery code'),
});

export type ChangeValues = Yup.InferType<typeof enableSchema>;
