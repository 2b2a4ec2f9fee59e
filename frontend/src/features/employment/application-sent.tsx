import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ConfirmationMailState, SubmittedApplicationResponseDto } from '../../api/generated-public';
import { paths } from '../../config/paths';
import { regionName } from '../../lib/regions';
import { useRegionList } from '../../lib/use-current-region';
import { useText, type Text } from '../../i18n/text';

/** What the confirmation shows of a sent application; kept in the page's history entry, so a reload shows it again. */
export type SentApplication = Pick<SubmittedApplicationResponseDto, 'firstName' | 'email' | 'jobTitle' | 'region' | 'confirmationMail'>;

const CONFIRMATION_MAIL_STATES: readonly ConfirmationMailState[] = ['sending', 'waiting', 'none'];

/** A sent application from a history entry's state, when it holds one (the state is whatever the entry was given). */
export function sentApplicationFrom(state: unknown): SentApplication | undefined {
  const sent = (state as { sentApplication?: Partial<SentApplication> } | null)?.sentApplication;
  if (!sent || typeof sent.email !== 'string' || typeof sent.firstName !== 'string') return undefined;
  if (!CONFIRMATION_MAIL_STATES.includes(sent.confirmationMail as ConfirmationMailState)) return undefined;
  if (typeof sent.region !== 'string') return undefined;
  return { ...sent, jobTitle: sent.jobTitle ?? null } as SentApplication;
}

/**
 * The line about the applicant's copy, as true as the server's answer: "e-mailed" only when a copy is on its way now;
 * otherwise (it waits for the park's mail set-up, or none is sent) where the park will answer.
 */
export function copyLine(text: Text, { email, confirmationMail }: Pick<SentApplication, 'email' | 'confirmationMail'>): string {
  return text(confirmationMail === 'sending' ? 'employment.sent.copy.emailed' : 'employment.sent.copy.later', { email });
}

/**
 * docs/product.md §8 "Application sent": the confirmation that replaces the form, its heading focused so a screen reader
 * announces it, with what happens next and a way to send another application.
 */
export function ApplicationSent({ sent, onAnother }: { sent: SentApplication; onAnother: () => void }) {
  const regions = useRegionList();
  const text = useText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <Stack component="section" aria-labelledby="application-sent-title" spacing={2} sx={{ textAlign: 'center', py: { xs: 2, md: 4 } }}>
      <Typography
        id="application-sent-title"
        ref={heading}
        tabIndex={-1}
        component="h2"
        variant="h3"
        sx={{ color: 'primary.light', outline: 'none', scrollMarginTop: 80 }}
      >
        {text('employment.sent.title')}
      </Typography>
      <Typography sx={{ fontSize: '1.15rem' }}>{text('employment.sent.thanks')}</Typography>
      {sent.jobTitle && (
        <Typography sx={{ color: 'text.secondary' }}>
          {text('employment.sent.summary', {
            firstName: sent.firstName,
            jobTitle: sent.jobTitle,
            region: regionName(regions, sent.region),
          })}
        </Typography>
      )}
      <Typography sx={{ color: 'text.secondary' }}>{copyLine(text, sent)}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', pt: 2 }}>
        <Button variant="contained" onClick={onAnother}>
          {text('employment.sent.another')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={paths.regionHome.getHref(sent.region)}>
          {text('employment.sent.home')}
        </Button>
      </Stack>
    </Stack>
  );
}
