import TextField from '@mui/material/TextField';
import { FormErrorSummary } from '../../components/forms/form-error-summary';
import { PublicForm, SendButton } from '../../components/forms/public-form';
import { textFieldProps, usePublicForm } from '../../components/forms/use-public-form';
import { serverMessage } from '../../lib/api-error';
import { CONTACT_INITIAL_VALUES, contactSchema, type ContactValues } from './contact-schema';
import { contactText } from './contact-messages';

const FIELD_LABELS: Record<keyof ContactValues, string> = {
  name: contactText('form.name'),
  email: contactText('form.email'),
  message: contactText('form.message'),
};

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
    sent: { title: contactText('form.sent.title'), description: contactText('form.sent.description') },
    failed: (error) => ({
      title: contactText('form.failed.title'),
      description: serverMessage(error) || contactText('form.failed.description'),
    }),
  });

  const field = (name: keyof ContactValues) => textFieldProps(formik, name, controlId(name));

  return (
    <PublicForm formik={formik} gap={2.5} aria-label={contactText('form.title')}>
      <FormErrorSummary labels={FIELD_LABELS} controlId={controlId} />
      <TextField {...field('name')} label={FIELD_LABELS.name} autoComplete="name" required />
      <TextField {...field('email')} label={FIELD_LABELS.email} type="email" autoComplete="email" required />
      <TextField {...field('message')} label={FIELD_LABELS.message} multiline minRows={5} required />
      <SendButton sendingLabel={contactText('form.sending')} sx={{ alignSelf: { sm: 'flex-start' }, px: 4 }}>
        {contactText('form.send')}
      </SendButton>
    </PublicForm>
  );
}
