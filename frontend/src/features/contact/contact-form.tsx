import TextField from '@mui/material/TextField';
import { FormErrorSummary } from '../../components/forms/form-error-summary';
import { PublicForm, SendButton } from '../../components/forms/public-form';
import { textFieldProps, usePublicForm } from '../../components/forms/use-public-form';
import { serverMessage } from '../../lib/api-error';
import { CONTACT_INITIAL_VALUES, contactSchema, type ContactValues } from './contact-schema';

const FIELD_LABELS: Record<keyof ContactValues, string> = { name: 'Name', email: 'Email', message: 'Message' };

const controlId = (name: keyof ContactValues) => `contact-${name}`;

interface ContactFormProps {
  /** Sends the message; rejects with the API error on failure. */
  send: (values: ContactValues & { type: 'general' }) => Promise<unknown>;
}

/** docs/product.md §4: idle → sending (button disabled, 'Sending...') → success (toast, reset) or error (destructive toast). */
export function ContactForm({ send }: ContactFormProps) {
  const formik = usePublicForm<ContactValues>({
    initialValues: CONTACT_INITIAL_VALUES,
    validationSchema: contactSchema,
    send: (values) => send({ name: values.name.trim(), email: values.email.trim(), message: values.message.trim(), type: 'general' }),
    sent: { title: 'Message sent successfully!', description: "We'll get back to you as soon as possible." },
    failed: (error) => ({ title: 'Error sending message', description: serverMessage(error) || 'Please try again later' }),
  });

  const field = (name: keyof ContactValues) => textFieldProps(formik, name, controlId(name));

  return (
    <PublicForm formik={formik} gap={2.5} aria-label="Get In Touch">
      <FormErrorSummary labels={FIELD_LABELS} controlId={controlId} />
      <TextField {...field('name')} label={FIELD_LABELS.name} autoComplete="name" required />
      <TextField {...field('email')} label={FIELD_LABELS.email} type="email" autoComplete="email" required />
      <TextField {...field('message')} label={FIELD_LABELS.message} multiline minRows={5} required />
      <SendButton sendingLabel="Sending..." sx={{ alignSelf: { sm: 'flex-start' }, px: 4 }}>
        Send Message
      </SendButton>
    </PublicForm>
  );
}
