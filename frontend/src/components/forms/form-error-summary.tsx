import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useText } from '../../i18n/text';

interface FormErrorSummaryProps<Name extends string> {
  /** The fields in the order the form shows them, with the name the summary gives each. */
  labels: Record<Name, string>;
  /** The id of the control that takes the focus for a field (its input, or its first checkbox). */
  controlId: (name: NoInfer<Name>) => string;
  /** Where a field's focus goes while its own control is not shown (e.g. a checkbox group that appears after a choice). */
  fallbacks?: Partial<Record<NoInfer<Name>, NoInfer<Name>>>;
  /** The summary's heading; "There is a problem" in the page's language by default. */
  title?: string;
}

/** Focuses a field's control with its label in view: centred, so neither a sticky header nor the keyboard hides it. */
function goToControl(id: string, fallbackId: string | undefined): void {
  const control = document.getElementById(id) ?? (fallbackId ? document.getElementById(fallbackId) : null);
  if (!control) return;
  control.focus({ preventScroll: true });
  control.scrollIntoView({ block: 'center' });
}

/**
 * The error summary of a Formik form (GOV.UK design system pattern), placed at the top of the form: after a submit with
 * errors it lists them as links to their fields, is announced (role=alert), and the focus moves to the first invalid
 * field, so a visitor on a phone is not left at the button with the problems off screen. Fixed fields leave the list.
 */
export function FormErrorSummary<Name extends string>({ labels, controlId, fallbacks = {}, title }: FormErrorSummaryProps<Name>) {
  const text = useText();
  const { errors, touched, submitCount, isSubmitting, isValidating } = useFormikContext<Record<Name, unknown>>();
  const problems = (Object.keys(labels) as Name[]).flatMap((name) => {
    const message = errors[name];
    return touched[name] && typeof message === 'string' ? [{ name, label: labels[name], message }] : [];
  });
  const fallbackIdOf = (name: Name) => {
    const fallback = fallbacks[name];
    return fallback ? controlId(fallback) : undefined;
  };
  const first = problems[0]?.name;
  const firstId = first ? controlId(first) : undefined;
  const firstFallbackId = first ? fallbackIdOf(first) : undefined;

  // Once per submit, when validation (or the server's answer) is in.
  const handledSubmit = useRef(0);
  useEffect(() => {
    if (submitCount === handledSubmit.current || isSubmitting || isValidating) return;
    handledSubmit.current = submitCount;
    if (firstId) goToControl(firstId, firstFallbackId);
  }, [submitCount, isSubmitting, isValidating, firstId, firstFallbackId]);

  if (submitCount === 0 || problems.length === 0) return null;
  return (
    <Alert severity="error" variant="outlined" role="alert" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle sx={{ fontWeight: 700 }}>{title ?? text('common.form.errorSummary.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {problems.map(({ name, label, message }) => (
          <li key={name}>
            <Link
              href={`#${controlId(name)}`}
              color="inherit"
              underline="always"
              sx={{ fontWeight: 600 }}
              onClick={(event) => {
                event.preventDefault();
                goToControl(controlId(name), fallbackIdOf(name));
              }}
            >
              {label}: {message}
            </Link>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
