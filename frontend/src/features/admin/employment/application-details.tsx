import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { RELATION_LABELS } from './relation-labels';
import { APPLICATION_STATUS_LABELS, AVAILABILITY_LABELS, POSITION_TYPE_LABELS } from '../../../config/labels';
import { RegionName } from '../shared/region-choices';
import { VisitorLanguageChip } from '../shared/visitor-language-chip';
import { useRegionTimeZone } from '../../../components/site-settings/use-region-time-zone';
import { todayIn } from '../../../lib/zoned-time';
import { requirementsAsked } from '../../../lib/application-questions';
import { formatCalendarDate } from '../../../lib/zoned-time';
import { formatDate, formatDateTime } from '../shared/format-date';
import { useApiToasts } from '../shared/use-api-toasts';
import {
  useEmploymentSetStatusMutation,
  type StaffEmploymentApplicationResponseDto as EmploymentApplication,
  type ReviewStatus as SettableStatus,
} from '../../../api/staff-api';
import { SETTABLE_STATUSES } from './settable-statuses';
import { StatusChip } from './status-chip';
import { ApplicationFiles } from './application-files';
import { HeadedBlock } from '../../../components/layout/headed-block';

const ACTION_LABELS: Record<SettableStatus, string> = {
  reviewing: 'Mark as Reviewing',
  accepted: 'Accept',
  rejected: 'Reject',
};
const ACTION_COLORS: Record<SettableStatus, 'info' | 'success' | 'error'> = { reviewing: 'info', accepted: 'success', rejected: 'error' };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <HeadedBlock
      component="section"
      sx={{ mb: 2.5 }}
      title={title}
      heading={{ variant: 'subtitle1', component: 'h3', sx: { fontWeight: 700, color: 'primary.light', mb: 1 } }}
    >
      {children}
    </HeadedBlock>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {children || '—'}
      </Typography>
    </Box>
  );
}

function Fields({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>;
}

/** Performance links as typed by the applicant; http(s) ones become links. */
function PerformanceLinks({ text }: { text: string }) {
  return (
    <Stack spacing={0.5}>
      {text
        .split(/[\s,]+/)
        .filter(Boolean)
        .map((part, index) =>
          /^https?:\/\//i.test(part) ? (
            <Link key={index} href={part} target="_blank" rel="noopener noreferrer nofollow" sx={{ wordBreak: 'break-all' }}>
              {part}
            </Link>
          ) : (
            <Typography key={index} component="span">
              {part}
            </Typography>
          ),
        )}
    </Stack>
  );
}

const check = (value: boolean | null | undefined) => (value ? '✓ Yes' : '✗ No');

interface ApplicationDetailsProps {
  application: EmploymentApplication;
  /** After a status change the server accepted. */
  onStatusChanged?: () => void;
}

/** Everything the applicant sent, the current status and the buttons that change it. */
export function ApplicationDetails({ application: a, onStatusChanged }: ApplicationDetailsProps) {
  const [setStatus, { isLoading, originalArgs }] = useEmploymentSetStatusMutation();
  const { success, failure } = useApiToasts();
  const name = `${a.firstName} ${a.lastName}`;
  const timeZoneOf = useRegionTimeZone();
  const timeZone = timeZoneOf(a.region);
  const today = todayIn(timeZone, new Date());

  const change = async (status: SettableStatus) => {
    const result = await setStatus({ id: a.id, updateApplicationStatusDto: { status } });
    if (result.error) {
      failure('Status not changed', result.error, `The application of ${name} could not be updated. Please try again.`);
      return;
    }
    success('Status updated', `The application of ${name} is now ${APPLICATION_STATUS_LABELS[status]}.`);
    onStatusChanged?.();
  };

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h6" component="p">
              {name}
            </Typography>
            <VisitorLanguageChip language={a.language} />
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
            <Typography variant="body2" color="text.secondary">
              Current status:
            </Typography>
            <StatusChip status={a.status} />
          </Stack>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label="Change status">
          {SETTABLE_STATUSES.map((status) => (
            <Button
              key={status}
              variant="contained"
              color={ACTION_COLORS[status]}
              disabled={a.status === status || isLoading}
              onClick={() => change(status)}
            >
              {isLoading && originalArgs?.updateApplicationStatusDto.status === status ? 'Saving...' : ACTION_LABELS[status]}
            </Button>
          ))}
        </Stack>
      </Stack>
      <Divider sx={{ mb: 2 }} />
      <Section title="Personal Information">
        <Fields>
          <Field label="Name">{name}</Field>
          <Field label="Email">
            <Link href={`mailto:${a.email}`}>{a.email}</Link>
          </Field>
          <Field label="Phone">
            <Link href={`tel:${a.phone}`}>{a.phone}</Link>
          </Field>
          <Field label="Address">{`${a.address}, ${a.city}, ${a.state} ${a.zipCode}`}</Field>
        </Fields>
      </Section>
      <Section title="Position Information">
        <Fields>
          <Field label="Region">
            <RegionName region={a.region} />
          </Field>
          <Field label="Job Posting">{a.jobTitle ?? 'None'}</Field>
          <Field label="Position Type">{POSITION_TYPE_LABELS[a.positionType] ?? a.positionType}</Field>
          <Field label="Availability">{AVAILABILITY_LABELS[a.availability] ?? a.availability}</Field>
          <Field label="Start Date">{formatCalendarDate(a.startDate.slice(0, 10), today)}</Field>
        </Fields>
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            Specific Positions
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
            {a.specificPositions.map((position) => (
              <Chip key={position} size="small" variant="outlined" label={position} />
            ))}
          </Stack>
        </Box>
      </Section>
      {a.availableNights.length > 0 && (
        <Section title="Nights Available">
          <Stack
            direction="row"
            component="ul"
            aria-label="Nights available"
            sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
          >
            {a.availableNights.map((night) => (
              <Chip key={night} component="li" size="small" variant="outlined" label={formatCalendarDate(night, today)} />
            ))}
          </Stack>
        </Section>
      )}
      <Section title="Experience & Skills">
        <Stack spacing={1.5}>
          <Field label="Previous Experience">{a.previousExperience}</Field>
          <Field label="Special Skills">{a.specialSkills}</Field>
        </Stack>
      </Section>
      <Section title="Headshot & Résumé">
        <ApplicationFiles headshotUrl={a.headshotUrl} resumeUrl={a.resumeUrl} />
      </Section>
      {a.performanceLinks && (
        <Section title="Performance Links">
          <PerformanceLinks text={a.performanceLinks} />
        </Section>
      )}
      <Section title="Requirements">
        <Fields>
          {requirementsAsked(a.positionType).map(({ field, label }) => (
            <Field key={field} label={label}>
              {check(a[field])}
            </Field>
          ))}
        </Fields>
      </Section>
      {a.relatedApplications.length > 0 && (
        <Section title="Other Applications">
          <Stack spacing={1} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {a.relatedApplications.map((other) => (
              <Stack key={other.id} component="li" direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Chip size="small" color={other.relation === 'duplicate' ? 'warning' : 'info'} label={RELATION_LABELS[other.relation]} />
                <StatusChip status={other.status} />
                <Typography variant="body2">
                  <RegionName region={other.region} /> · {other.season} · applied {formatDate(other.createdAt, timeZoneOf(other.region))}
                </Typography>
                <Link component={RouterLink} to={paths.admin.application.getHref(other.id)}>
                  Open application {other.id}
                </Link>
              </Stack>
            ))}
          </Stack>
        </Section>
      )}
      <Typography variant="body2" color="text.secondary">
        Applied on {formatDateTime(a.createdAt, timeZone)}
      </Typography>
    </>
  );
}
