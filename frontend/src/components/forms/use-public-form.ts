import { useFormik, type FormikErrors, type FormikProps, type FormikValues } from 'formik';
import type { AnySchema } from 'yup';
import { useServerMessages } from '../../i18n/server-messages';
import type { ApiError } from '../../lib/api-error';
import { useToast, type ToastOptions } from '../toast/toast-context';

interface PublicFormOptions<Values extends FormikValues, Answer> {
  initialValues: Values;
  validationSchema: AnySchema;
  /** Sends the values; resolves with the API's answer, rejects with the API error on failure. */
  send: (values: Values) => Promise<Answer>;
  /**
   * Once it is sent: the toast, or what to do with the answer and what was sent (the toast to show, or null when the
   * page shows the outcome itself).
   */
  sent: ToastOptions | ((answer: Answer, values: Values) => ToastOptions | null);
  /** The destructive toast when it is not, from what the server said of it in the page's language (if anything). */
  failed: (said: string | undefined) => Omit<ToastOptions, 'variant'>;
  /** What the form holds again after a send; the initial values by default. */
  resetTo?: (values: Values) => Values;
}

/**
 * A visitor's form (docs/product.md §4): idle → sending → sent (toast, the form emptied) or refused (the server's
 * messages beside their fields, a destructive toast), in the page's language.
 */
export function usePublicForm<Values extends FormikValues, Answer = unknown>({
  send,
  sent,
  failed,
  resetTo,
  ...formik
}: PublicFormOptions<Values, Answer>) {
  const toast = useToast();
  const server = useServerMessages();
  return useFormik<Values>({
    ...formik,
    onSubmit: async (values, helpers) => {
      try {
        const answer = await send(values);
        const message = typeof sent === 'function' ? sent(answer, values) : sent;
        if (message) toast(message);
        helpers.resetForm(resetTo && { values: resetTo(values) });
      } catch (error) {
        const apiError = error as ApiError;
        helpers.setErrors(server.fieldErrors(apiError) as FormikErrors<Values>);
        toast({ ...failed(server.message(apiError)), variant: 'destructive' });
      }
    },
  });
}

/** A text field's props from a visitor's form: its value, handlers, and its message once the field was left. */
export function textFieldProps<Values extends FormikValues>(formik: FormikProps<Values>, name: keyof Values & string, id: string) {
  const message = formik.errors[name];
  return {
    id,
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(formik.touched[name] && message),
    helperText: formik.touched[name] && typeof message === 'string' ? message : undefined,
    fullWidth: true,
  };
}
