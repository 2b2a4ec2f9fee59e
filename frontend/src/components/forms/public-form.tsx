import { Send as SendIcon } from '../icons/site-icons';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import { FormikProvider, useFormikContext, type FormikContextType } from 'formik';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { replayEarlyTypingIn } from '../../early-typing';
import { useHydrated } from '../../lib/use-hydrated';
import { useCurrentRegion } from '../../lib/use-current-region';
import { paths } from '../../config/paths';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useRichText, useText } from '../../i18n/text';

interface PublicFormProps<Values> {
  formik: FormikContextType<Values>;
  /** The space between the form's parts, in theme spacing units. */
  gap: number;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
}

/** A visitor's form: validated by Formik (not the browser), its parts in a column, each reading the form from context. */
export function PublicForm<Values>({ formik, gap, children, ...labelling }: PublicFormProps<Values>) {
  const formRef = useRef<HTMLFormElement>(null);
  // What the visitor typed before this form hydrated goes into it now, before anything renders it again: typing that
  // goes on while the rest of the page hydrates then adds to the whole value (early-typing.ts).
  useLayoutEffect(() => {
    if (formRef.current) replayEarlyTypingIn(formRef.current);
  }, []);
  return (
    <FormikProvider value={formik}>
      <Box
        component="form"
        ref={formRef}
        noValidate
        onSubmit={formik.handleSubmit}
        {...labelling}
        sx={{ display: 'flex', flexDirection: 'column', gap }}
      >
        {children}
      </Box>
    </FormikProvider>
  );
}

/**
 * The send button of a visitor's form, with a spinner and `sendingLabel` ("Sending..." in the page's language by
 * default) while the form is sent, and beside it the privacy policy that says what becomes of what the visitor sends.
 */
export function SendButton({ sendingLabel, children, sx }: { sendingLabel?: string; children: ReactNode; sx?: SxProps<Theme> }) {
  const { isSubmitting } = useFormikContext();
  const hydrated = useHydrated();
  const region = useCurrentRegion();
  const text = useText();
  const rich = useRichText();
  return (
    <>
      <Button
        type="submit"
        variant="contained"
        size="large"
        // Until the page is hydrated a click would submit the form natively, with the visitor's details in the URL.
        disabled={isSubmitting || !hydrated}
        startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : <SendIcon />}
        sx={sx}
      >
        {isSubmitting ? (sendingLabel ?? text('common.form.sending')) : children}
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1 }}>
        {rich('common.form.privacy', {
          link: (chunks) => (
            <Link component={RouterLink} to={paths.privacy.getHref(region)} color="inherit" underline="always">
              {chunks}
            </Link>
          ),
        })}
      </Typography>
    </>
  );
}
