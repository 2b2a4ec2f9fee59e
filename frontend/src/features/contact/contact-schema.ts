import { object, string } from 'yup';
import { contactText } from './contact-messages';

/** docs/product.md §5 and §9: name at least 2, valid e-mail, message at least 10, type general. */
export const CONTACT_NAME_MIN = 2;
export const CONTACT_MESSAGE_MIN = 10;

export const contactSchema = object({
  name: string()
    .trim()
    .required(contactText('error.nameTooShort', { min: CONTACT_NAME_MIN }))
    .min(CONTACT_NAME_MIN, contactText('error.nameTooShort', { min: CONTACT_NAME_MIN })),
  email: string().trim().required(contactText('error.email')).email(contactText('error.email')),
  message: string()
    .trim()
    .required(contactText('error.messageTooShort', { min: CONTACT_MESSAGE_MIN }))
    .min(CONTACT_MESSAGE_MIN, contactText('error.messageTooShort', { min: CONTACT_MESSAGE_MIN })),
});

export interface ContactValues {
  name: string;
  email: string;
  message: string;
}

export const CONTACT_INITIAL_VALUES: ContactValues = { name: '', email: '', message: '' };
