import * as Yup from 'yup';

/** The server's rules for a legal page (UpdateLegalPageDto), checked before sending. */
export const legalSchema = Yup.object({
  title: Yup.string().trim().required('Title is required').max(100, 'Title must be at most 100 characters'),
  body: Yup.string().trim().required('Text is required').max(50_000, 'Text must be at most 50000 characters'),
});
export type LegalValues = Yup.InferType<typeof legalSchema>;
