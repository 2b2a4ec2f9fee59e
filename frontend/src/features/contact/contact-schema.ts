import { object, string } from 'yup';

/** docs/product.md §5 and §9: name at least 2, valid e-mail, message at least 10, type general. */
export const CONTACT_NAME_MIN = 2;
export const CONTACT_MESSAGE_MIN = 10;

export const contactSchema = object({
  name: string()
    .trim()
    .required(`Name must be at least ${CONTACT_NAME_MIN} characters`)
    .min(CONTACT_NAME_MIN, `Name must be at least ${CONTACT_NAME_MIN} characters`),
  email: string().trim().required('Please enter a valid email address').email('Please enter a valid email address'),
  message: string()
    .trim()
    .required(`Message must be at least ${CONTACT_MESSAGE_MIN} characters`)
    .min(CONTACT_MESSAGE_MIN, `Message must be at least ${CONTACT_MESSAGE_MIN} characters`),
});

export interface ContactValues {
  name: string;
  email: string;
  message: string;
}

export const CONTACT_INITIAL_VALUES: ContactValues = { name: '', email: '', message: '' };
