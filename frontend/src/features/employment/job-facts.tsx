import { Event as EventIcon, Payments as PaymentsIcon, Schedule as ScheduleIcon } from '../../components/icons/site-icons';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { JobPostingResponseDto as JobPosting } from '../../api/generated-public';
import { useLanguage, useText, type Text } from '../../i18n/text';
import { payRange, postingDays } from '../../lib/job-posting-text';

/** "$15 – $18 per hour"; undefined when the posting states no pay. */
function payLine(text: Text, posting: JobPosting, locale: string): string | undefined {
  const pay = payRange(posting, locale);
  return pay && text(`employment.facts.pay.${posting.payUnit}`, { pay });
}

/** "September 18, 2026 – November 1, 2026", "From September 18, 2026", "Until November 1, 2026"; undefined without dates. */
function datesLine(text: Text, posting: JobPosting, locale: string): string | undefined {
  const { start, end } = postingDays(posting, locale);
  if (start && end) return text('employment.facts.dates.range', { start, end });
  if (start) return text('employment.facts.dates.from', { start });
  if (end) return text('employment.facts.dates.until', { end });
  return undefined;
}

/** What a job posting says about pay, nights and dates; the lines it has no answer for are left out. */
export function JobFacts({ posting }: { posting: JobPosting }) {
  const text = useText();
  const { locale } = useLanguage();
  const facts: [string, string, ReactNode, string | undefined][] = [
    ['pay', text('employment.facts.pay.label'), <PaymentsIcon key="pay" fontSize="small" />, payLine(text, posting, locale)],
    ['schedule', text('employment.facts.schedule.label'), <ScheduleIcon key="schedule" fontSize="small" />, posting.schedule ?? undefined],
    ['dates', text('employment.facts.dates.label'), <EventIcon key="dates" fontSize="small" />, datesLine(text, posting, locale)],
  ];
  const shown = facts.filter(([, , , line]) => line);
  if (shown.length === 0) return null;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
      {shown.map(([key, label, icon, line]) => (
        <Box key={key} sx={{ display: 'flex', gap: 1, alignItems: 'center', color: 'text.secondary' }}>
          <Box aria-hidden="true" sx={{ display: 'flex', color: 'secondary.light' }}>
            {icon}
          </Box>
          <Typography component="dt" sx={{ fontWeight: 700, color: 'text.primary' }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {line}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
