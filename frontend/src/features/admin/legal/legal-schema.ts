import * as Yup from 'yup';
import { optionalText } from '../shared/validation';

/** The server's rules for a legal page (UpdateLegalPageDto), checked before sending. */
export const legalSchema = Yup.object({
  title: Yup.string().trim().required('Title is required').max(100, 'Title must be at most 100 characters'),
  body: Yup.string().trim().required('Text is required').max(50_000, 'Text must be at most 50000 characters'),
  spanish: Yup.object({ title: optionalText('Spanish title', 100), body: optionalText('Spanish text', 50_000) }),
});
export type LegalValues = Yup.InferType<typeof legalSchema>;
