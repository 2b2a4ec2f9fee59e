import CampaignIcon from '@mui/icons-material/Campaign';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type RegionKey as Region } from '../../../api/generated-public';
import {
  useAnnouncementsListQuery,
  useSubscribersExportCsvMutation,
  useSubscribersListQuery,
  useSubscribersMailStatusQuery,
  useSubscribersRemoveMutation,
  type AnnouncementResponseDto as Announcement,
  type SubscriberResponseDto as Subscriber,
} from '../../../api/staff-api';
import { useRecordAction } from '../shared/use-record-action';
import { ExportCsvButton } from '../shared/export-csv-button';
import { EmptyState } from '../shared/empty-state';
import { RegionFilter, RegionName, useRegionChoices } from '../shared/region-choices';
import { FilterTabs } from '../shared/filter-tabs';
import { optionsFrom } from '../shared/form-fields';
import { formatDateTime } from '../shared/format-date';
import { ListScreen } from '../shared/list-screen';
import { ListResults } from '../shared/list-results';
import { DeleteButton } from '../shared/row-actions';
import { useFilter } from '../shared/use-filter';
import { useMember } from '../shared/use-member';
import { usePage } from '../shared/use-page';
import { VisitorLanguageChip } from '../shared/visitor-language-chip';
import { AnnouncementDialog } from '../shared/announcement-dialog';

const CONFIRMED_TABS = optionsFrom({ all: 'All', confirmed: 'Confirmed', unconfirmed: 'Waiting for confirmation' });
type ConfirmedFilter = (typeof CONFIRMED_TABS)[number]['value'];

function SubscriberRow({ subscriber: s }: { subscriber: Subscriber }) {
  const [remove, { isLoading }] = useSubscribersRemoveMutation();
  const act = useRecordAction();
  const { nameOf } = useRegionChoices();
  const onDelete = () =>
    act(
      {
        ask: { title: 'Remove subscriber', message: `Remove ${s.email} from the ${nameOf(s.region)} list?` },
        failed: 'Subscriber not removed',
        done: 'Subscriber removed',
        detail: s.email,
      },
      () => remove(s.id),
    );
  return (
    <Paper variant="outlined" data-testid="subscriber-row" sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere', flex: '1 1 200px' }}>{s.email}</Typography>
        <Chip size="small" variant="outlined" label={<RegionName region={s.region} />} />
        <VisitorLanguageChip language={s.language} />
        <Chip size="small" color={s.confirmed ? 'success' : 'default'} label={s.confirmed ? 'Confirmed' : 'Not confirmed'} />
        <Typography variant="body2" color="text.secondary">
          Signed up {formatDateTime(s.createdAt)}
        </Typography>
        <DeleteButton label={`Remove ${s.email}`} onClick={onDelete} disabled={isLoading} />
      </Stack>
    </Paper>
  );
}

/** Why an announcement's copies wait in the outbox (the API's `progress.waitingFor`). */
const WAITING_FOR: Record<NonNullable<Announcement['progress']['waitingFor']>, string> = {
  'mail-server': 'waiting for a mail server (E-mail)',
  'public-address': "waiting for the site's public address (E-mail)",
};

function AnnouncementRow({ announcement: a }: { announcement: Announcement }) {
  const done = a.progress.sent + a.progress.failed;
  return (
    <Paper variant="outlined" data-testid="announcement-row" sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, flex: '1 1 200px' }}>{a.subject}</Typography>
        <Chip size="small" variant="outlined" label={<RegionName region={a.region} />} />
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(a.createdAt)}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Sent to {a.progress.sent} of {a.recipients}
        {a.progress.pending ? `, ${a.progress.pending} ${a.progress.waitingFor ? WAITING_FOR[a.progress.waitingFor] : 'waiting'}` : ''}
        {a.progress.failed ? `, ${a.progress.failed} failed (see the failed e-mails)` : ''}
      </Typography>
      {a.recipients > 0 && (
        <LinearProgress variant="determinate" value={(done / a.recipients) * 100} aria-label={`Progress of ${a.subject}`} sx={{ mt: 1 }} />
      )}
    </Paper>
  );
}

/** The latest announcements, their progress refreshed every few seconds while the screen is open. */
function Announcements({ region }: { region: Region | '' }) {
  const query = useAnnouncementsListQuery({ region: region || undefined, limit: 10, offset: 0 }, { pollingInterval: 3000 });
  return (
    <Box component="section" aria-labelledby="announcements-title" sx={{ mt: 5 }}>
      <Typography id="announcements-title" component="h2" variant="h6" sx={{ mb: 2 }}>
        Announcements
      </Typography>
      <ListResults
        query={query}
        empty={<EmptyState>No announcements sent yet</EmptyState>}
        layout="rows"
        skeletons={{ count: 2, height: 80 }}
      >
        {(announcement) => <AnnouncementRow key={announcement.id} announcement={announcement} />}
      </ListResults>
    </Box>
  );
}

/** The mailing list of each region: who signed up (and confirmed), the CSV export and the owner's announcements. */
export function MailingListPage() {
  const page = usePage(50);
  const region = useFilter<Region | ''>('', page.reset);
  const confirmed = useFilter<ConfirmedFilter>('all', page.reset);
  const filter = {
    region: region.value || undefined,
    confirmed: confirmed.value === 'all' ? undefined : confirmed.value === 'confirmed',
  };
  const query = useSubscribersListQuery({ ...filter, limit: page.limit, offset: page.offset });
  const { data: mail } = useSubscribersMailStatusQuery();
  const [exportCsv, { isLoading: exporting }] = useSubscribersExportCsvMutation();
  const { may } = useMember();
  const [announcing, setAnnouncing] = useState(false);

  return (
    <ListScreen
      title="MAILING LIST"
      subtitle="Visitors who asked for season news (double opt-in: they confirm through an e-mailed link)"
      actions={
        <>
          <ExportCsvButton name={`subscribers-${filter.region ?? 'all'}`} run={() => exportCsv(filter)} exporting={exporting}>
            Export CSV
          </ExportCsvButton>
          {may('announcements') && (
            <Button variant="contained" startIcon={<CampaignIcon />} onClick={() => setAnnouncing(true)}>
              Send an Announcement
            </Button>
          )}
        </>
      }
      intro={
        mail?.mailConfigured === false && (
          <Alert severity="warning" sx={{ mb: 3 }}>
            Mail is not set up yet (a mail server and the site&apos;s public address, under E-mail): sign-ups are kept and their
            confirmation links wait in the outbox, and so do the announcements you send, until it is.
          </Alert>
        )
      }
      tabs={<FilterTabs label="Show subscribers" tabs={CONFIRMED_TABS} {...confirmed} />}
      filters={<RegionFilter {...region} minWidth={180} />}
      query={query}
      empty={<EmptyState>No subscribers here yet</EmptyState>}
      layout="rows"
      skeletons={{ count: 3, height: 56 }}
      page={page}
      after={
        <>
          {may('announcements') && <Announcements region={region.value} />}
          {announcing && <AnnouncementDialog region={region.value || undefined} onClose={() => setAnnouncing(false)} />}
        </>
      }
    >
      {(subscriber) => <SubscriberRow key={subscriber.id} subscriber={subscriber} />}
    </ListScreen>
  );
}
