import Button, { type ButtonProps } from '@mui/material/Button';
import { Link as RouterLink, type LinkProps } from 'react-router-dom';

/** A button that is a link to a page of the site, followed without reloading it. */
export function LinkButton(props: ButtonProps & Pick<LinkProps, 'to'>) {
  return <Button component={RouterLink} {...props} />;
}
