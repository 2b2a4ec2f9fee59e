import { Event as EventIcon, Payments as PaymentsIcon, Schedule as ScheduleIcon } from '../../components/icons/site-icons';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { JobPostingResponseDto as JobPosting } from '../../api/generated-public';
import { datesText, payText } from '../../lib/job-posting-text';

/** What a job posting says about pay, nights and dates; the lines it has no answer for are left out. */
export function JobFacts({ posting }: { posting: JobPosting }) {
  const facts: [string, ReactNode, string | undefined][] = [
    ['Pay', <PaymentsIcon key="pay" fontSize="small" />, payText(posting)],
    ['Schedule', <ScheduleIcon key="schedule" fontSize="small" />, posting.schedule ?? undefined],
    ['Dates', <EventIcon key="dates" fontSize="small" />, datesText(posting)],
  ];
  const shown = facts.filter(([, , text]) => text);
  if (shown.length === 0) return null;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
      {shown.map(([label, icon, text]) => (
        <Box key={label} sx={{ display: 'flex', gap: 1, alignItems: 'center', color: 'text.secondary' }}>
          <Box aria-hidden="true" sx={{ display: 'flex', color: 'secondary.light' }}>
            {icon}
          </Box>
          <Typography component="dt" sx={{ fontWeight: 700, color: 'text.primary' }}>
            {label}:
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
