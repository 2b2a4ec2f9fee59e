import { object, string } from 'yup';
import type { Text } from '../../i18n/text';

/** docs/product.md §5 and §9: name at least 2, valid e-mail, message at least 10, type general. */
export const CONTACT_NAME_MIN = 2;
export const CONTACT_MESSAGE_MIN = 10;

/** The contact form's rules, their messages in the page's language. */
export function contactSchemaOf(text: Text) {
  const nameTooShort = text('contact.error.nameTooShort', { min: CONTACT_NAME_MIN });
  const email = text('contact.error.email');
  const messageTooShort = text('contact.error.messageTooShort', { min: CONTACT_MESSAGE_MIN });
  return object({
    name: string().trim().required(nameTooShort).min(CONTACT_NAME_MIN, nameTooShort),
    email: string().trim().required(email).email(email),
    message: string().trim().required(messageTooShort).min(CONTACT_MESSAGE_MIN, messageTooShort),
  });
}

export interface ContactValues {
  name: string;
  email: string;
  message: string;
}

export const CONTACT_INITIAL_VALUES: ContactValues = { name: '', email: '', message: '' };
