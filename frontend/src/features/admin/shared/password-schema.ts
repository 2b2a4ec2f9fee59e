import * as Yup from 'yup';

/** At least 12 characters, as the server requires of every password a member chooses. */
export const MIN_PASSWORD_LENGTH = 12;
const newPassword = (label: string) =>
  Yup.string().required(`${label} is required`).min(MIN_PASSWORD_LENGTH, `The password must be at least ${MIN_PASSWORD_LENGTH} characters`);
const repeated = (of: string) =>
  Yup.string()
    .required('Repeat the password')
    .oneOf([Yup.ref(of)], 'The two passwords differ');

/** Choosing the password of an invited account. */
export const acceptInviteSchema = Yup.object({ password: newPassword('Password'), repeat: repeated('password') });
export type AcceptInviteValues = Yup.InferType<typeof acceptInviteSchema>;

/** Changing one's own password. */
export const changePasswordSchema = Yup.object({
  currentPassword: Yup.string().required('Current password is required'),
  newPassword: newPassword('New password'),
  repeat: repeated('newPassword'),
});
export type ChangePasswordValues = Yup.InferType<typeof changePasswordSchema>;
