import * as Yup from 'yup';

export const loginSchema = Yup.object({
  username: Yup.string().trim().required('Username is required'),
  password: Yup.string().required('Password is required'),
  code: Yup.string().trim().max(20, 'Code must be at most 20 characters'),
});

export type LoginValues = Yup.InferType<typeof loginSchema>;
