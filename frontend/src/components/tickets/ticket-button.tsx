import { ConfirmationNumber as ConfirmationNumberIcon, OpenInNew as OpenInNewIcon } from '../icons/site-icons';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { ReactNode } from 'react';
import { paths } from '../../config/paths';
import { useText } from '../../i18n/text';
import { useCurrentRegion } from '../../lib/use-current-region';
import { ticketingUrlOf, useSiteSettings } from '../site-settings/use-site-settings';
import { LinkButton } from '../layout/link-button';
import { useSellsTickets } from '../regions/use-region';
import { ticketLinkMarks } from './use-tickets-link';

type TicketButtonProps = Pick<ButtonProps, 'variant' | 'size' | 'sx' | 'fullWidth' | 'color'> & {
  children: ReactNode;
  icon?: boolean;
  /** Read after the visible text by screen readers, e.g. which attraction a 'Learn More' is about. */
  hiddenSuffix?: string;
  /** The attraction the button is about, for the visit counts. */
  attraction?: string;
};

/**
 * A ticket button: the external ticketing site from settings in a new tab; our /tickets page while none is configured;
 * nothing while the region's season is not open.
 */
export function TicketButton({ children, icon = true, hiddenSuffix, attraction, ...props }: TicketButtonProps) {
  const text = useText();
  const suffix = hiddenSuffix ? <span className="visually-hidden"> {hiddenSuffix}</span> : null;
  const { settings } = useSiteSettings();
  const region = useCurrentRegion();
  const sells = useSellsTickets(region);
  const url = ticketingUrlOf(settings);
  if (!sells) return null;
  if (url) {
    return (
      <Button
        component="a"
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        {...ticketLinkMarks({ attraction, passesCampaign: settings?.ticketingTakesCampaign })}
        startIcon={icon ? <ConfirmationNumberIcon /> : undefined}
        endIcon={<OpenInNewIcon aria-hidden="true" sx={{ fontSize: '1rem !important' }} />}
        {...props}
      >
        {children}
        {suffix}
        <span className="visually-hidden"> {text('tickets.button.newTab')}</span>
      </Button>
    );
  }
  return (
    <LinkButton
      to={paths.tickets.getHref(region)}
      startIcon={icon ? <ConfirmationNumberIcon /> : undefined}
      {...ticketLinkMarks({ attraction })}
      {...props}
    >
      {children}
      {suffix}
    </LinkButton>
  );
}
