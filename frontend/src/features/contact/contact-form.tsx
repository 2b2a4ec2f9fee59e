import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { FormErrorSummary } from '../../components/forms/form-error-summary';
import { PublicForm, SendButton } from '../../components/forms/public-form';
import { textFieldProps, usePublicForm } from '../../components/forms/use-public-form';
import { useText, type Text } from '../../i18n/text';
import { CONTACT_INITIAL_VALUES, contactSchemaOf, type ContactValues } from './contact-schema';

const fieldLabelsOf = (text: Text): Record<keyof ContactValues, string> => ({
  name: text('contact.form.name'),
  email: text('contact.form.email'),
  message: text('contact.form.message'),
});

const controlId = (name: keyof ContactValues) => `contact-${name}`;

interface ContactFormProps {
  /** Sends the message; rejects with the API error on failure. */
  send: (values: ContactValues & { type: 'general' }) => Promise<unknown>;
}

/** docs/product.md §4: idle → sending (button disabled, 'Sending...') → success (toast, reset) or error (destructive toast). */
export function ContactForm({ send }: ContactFormProps) {
  const text = useText();
  const labels = useMemo(() => fieldLabelsOf(text), [text]);
  const schema = useMemo(() => contactSchemaOf(text), [text]);
  const formik = usePublicForm<ContactValues>({
    initialValues: CONTACT_INITIAL_VALUES,
    validationSchema: schema,
    send: (values) => send({ name: values.name.trim(), email: values.email.trim(), message: values.message.trim(), type: 'general' }),
    sent: { title: text('contact.form.sent.title'), description: text('contact.form.sent.description') },
    failed: (said) => ({
      title: text('contact.form.failed.title'),
      description: said || text('contact.form.failed.description'),
    }),
  });

  const field = (name: keyof ContactValues) => textFieldProps(formik, name, controlId(name));

  return (
    <PublicForm formik={formik} gap={2.5} aria-label={text('contact.form.title')}>
      <FormErrorSummary labels={labels} controlId={controlId} />
      <TextField {...field('name')} label={labels.name} autoComplete="name" required />
      <TextField {...field('email')} label={labels.email} type="email" autoComplete="email" required />
      <TextField {...field('message')} label={labels.message} multiline minRows={5} required />
      <SendButton sendingLabel={text('contact.form.sending')} sx={{ alignSelf: { sm: 'flex-start' }, px: 4 }}>
        {text('contact.form.send')}
      </SendButton>
    </PublicForm>
  );
}
