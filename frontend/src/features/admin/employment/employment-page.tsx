import DownloadIcon from '@mui/icons-material/Download';
import MailIcon from '@mui/icons-material/Email';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useApiDispatch } from '../../../api/api-dispatch';
import { exportApplicationsCsv } from './export-applications';
import { EmptyState } from '../shared/empty-state';
import { FilterSelect } from '../shared/filter-select';
import { RegionFilter, RegionName, useRegionChoices } from '../shared/region-choices';
import { optionsFrom } from '../shared/form-fields';
import { type ApplicationStatus, type RegionKey as Region } from '../../../api/generated-public';
import { useEmploymentListQuery, type StaffEmploymentApplicationResponseDto as EmploymentApplication } from '../../../api/staff-api';
import { APPLICATION_STATUS_LABELS, POSITION_TYPE_LABELS } from '../../../config/labels';
import { formatDate } from '../shared/format-date';
import { ListScreen } from '../shared/list-screen';
import { useApiToasts } from '../shared/use-api-toasts';
import { SearchField } from '../shared/search-field';
import { useFilter } from '../shared/use-filter';
import { usePage } from '../shared/use-page';
import { useSearch } from '../shared/use-search';
import { paths } from '../../../config/paths';
import { useMember } from '../shared/use-member';
import { ApplicationDialog } from './application-dialog';
import { BulkEmailDialog } from './bulk-email-dialog';
import { HiringSettingsDialog } from './hiring-settings-dialog';
import { applicantBadges } from './relation-labels';
import { StatusChip } from './status-chip';
import { VisitorLanguageChip } from '../shared/visitor-language-chip';
import { useRegionTimeZone } from '../../../components/site-settings/use-region-time-zone';

const STATUS_OPTIONS = optionsFrom(APPLICATION_STATUS_LABELS);
type ApplicantFilter = 'returning' | 'duplicate' | 'hasNotes' | 'auditionBooked';
const APPLICANT_OPTIONS = optionsFrom<ApplicantFilter>({
  returning: 'Returning',
  duplicate: 'Duplicates',
  hasNotes: 'Has notes',
  auditionBooked: 'Audition booked',
});

function ApplicationCard({ application: a, onOpen }: { application: EmploymentApplication; onOpen: () => void }) {
  const timeZoneOf = useRegionTimeZone();
  return (
    <Card variant="outlined" data-testid="application-card">
      <CardActionArea onClick={onOpen} aria-label={`Open the application of ${a.firstName} ${a.lastName}`} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h6" component="h2" noWrap>
                {a.firstName} {a.lastName}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {a.email} · {a.phone}
              </Typography>
            </Box>
            <Stack spacing={0.5} sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
              <StatusChip status={a.status} />
              <Chip size="small" variant="outlined" label={<RegionName region={a.region} />} />
              <VisitorLanguageChip language={a.language} />
              {applicantBadges(a).map((badge) => (
                <Chip key={badge} size="small" color={badge === 'Duplicate' ? 'warning' : 'info'} label={badge} />
              ))}
            </Stack>
          </Stack>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {a.jobTitle ?? POSITION_TYPE_LABELS[a.positionType] ?? a.positionType}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {a.specificPositions.join(', ')}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            Applied {formatDate(a.createdAt, timeZoneOf(a.region))}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function EmploymentPage() {
  const page = usePage(20);
  const { search, onSearch } = useSearch(page.reset);
  const region = useFilter<Region | ''>('', page.reset);
  const status = useFilter<ApplicationStatus | ''>('', page.reset);
  const applicant = useFilter<ApplicantFilter | ''>('', page.reset);
  const [openId, setOpenId] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const [bulkEmail, setBulkEmail] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { may } = useMember();
  const filters = {
    region: region.value || undefined,
    status: status.value || undefined,
    search,
    ...(applicant.value ? { [applicant.value]: true } : {}),
  };
  const query = useEmploymentListQuery({ limit: page.limit, offset: page.offset, ...filters });
  const { data } = query;
  const dispatch = useApiDispatch();
  const { failure } = useApiToasts();
  const { nameOf } = useRegionChoices();
  const open = data?.items.find((application) => application.id === openId);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportApplicationsCsv(dispatch, filters, nameOf);
    } catch (error) {
      failure('Export failed', error, 'The applications could not be exported. Please try again.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <ListScreen
      title="EMPLOYMENT APPLICATIONS"
      subtitle="Seasonal job applications, September to November"
      actions={
        <>
          <Button component={RouterLink} to={paths.admin.jobPostings.getHref()}>
            Job Postings
          </Button>
          <Button component={RouterLink} to={paths.admin.coverage.getHref()}>
            Coverage
          </Button>
          <Button component={RouterLink} to={paths.admin.auditions.getHref()}>
            Auditions
          </Button>
          {may('hiring-settings') && <Button onClick={() => setSettingsOpen(true)}>Hiring Settings</Button>}
          {may('email-templates') && (
            <Button component={RouterLink} to={paths.admin.emailTemplates.getHref()}>
              E-mail Templates
            </Button>
          )}
          <Button variant="outlined" startIcon={<MailIcon />} onClick={() => setBulkEmail(true)} disabled={!data?.items.length}>
            E-mail Shown
          </Button>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportCsv} disabled={exporting || !data?.total}>
            {exporting ? 'Exporting...' : 'Export CSV'}
          </Button>
        </>
      }
      filters={
        <>
          <SearchField label="Search name or e-mail" onSearch={onSearch} />
          <RegionFilter {...region} minWidth={180} />
          <FilterSelect label="Status" allLabel="All Status" options={STATUS_OPTIONS} {...status} minWidth={180} />
          <FilterSelect label="Applicants" allLabel="All Applicants" options={APPLICANT_OPTIONS} {...applicant} minWidth={180} />
          {data && (
            <Typography color="text.secondary">
              {data.total} application{data.total === 1 ? '' : 's'}
            </Typography>
          )}
        </>
      }
      query={query}
      empty={<EmptyState>No applications found</EmptyState>}
      layout="cards"
      skeletons={{ count: 6, height: 150 }}
      page={page}
      after={
        <>
          {open && <ApplicationDialog application={open} onClose={() => setOpenId(null)} />}
          {settingsOpen && <HiringSettingsDialog onClose={() => setSettingsOpen(false)} />}
          {bulkEmail && data && <BulkEmailDialog ids={data.items.map((a) => a.id)} onClose={() => setBulkEmail(false)} />}
        </>
      }
    >
      {(application) => <ApplicationCard key={application.id} application={application} onOpen={() => setOpenId(application.id)} />}
    </ListScreen>
  );
}
