import * as Yup from 'yup';
import type { UserRole } from '../../../api/staff-api';

/** The server's rules for a new member (InviteStaffDto), so the form says the same. */
export const inviteSchema = Yup.object({
  username: Yup.string()
    .trim()
    .required('Username is required')
    .matches(/^[A-Za-z0-9._-]{2,100}$/, 'Username must be 2 to 100 letters, digits, dots, dashes or underscores'),
  email: Yup.string().trim().required('E-mail is required').email('Please enter a valid email address'),
  role: Yup.mixed<UserRole>().required('Role is required'),
});

export type InviteValues = Yup.InferType<typeof inviteSchema>;
