import TextField from '@mui/material/TextField';
import { memo } from 'react';

/**
 * A text field that renders again only when one of its props changes. Formik renders a whole form on every keystroke;
 * in a long form (the employment application's fourteen fields) that is felt on a phone. Its props must then be
 * stable: primitives, Formik's own handlers (stable across renders) and objects defined once outside the component.
 */
export const MemoTextField = memo(TextField) as typeof TextField;
