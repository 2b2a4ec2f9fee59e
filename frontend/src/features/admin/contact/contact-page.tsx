import DraftsIcon from '@mui/icons-material/Drafts';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import ReplyIcon from '@mui/icons-material/Reply';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../shared/empty-state';
import { RegionName } from '../shared/region-choices';
import { formatDateTime } from '../shared/format-date';
import { FilterTabs } from '../shared/filter-tabs';
import { optionsFrom } from '../shared/form-fields';
import { ListScreen } from '../shared/list-screen';
import { DeleteButton } from '../shared/row-actions';
import { deletionTexts, useRecordAction } from '../shared/use-record-action';
import { SearchField } from '../shared/search-field';
import { VisitorLanguageChip } from '../shared/visitor-language-chip';
import { useFilter } from '../shared/use-filter';
import { usePage } from '../shared/use-page';
import { useSearch } from '../shared/use-search';
import {
  useContactListQuery,
  useContactRemoveMutation,
  useContactSetReadMutation,
  type StaffContactSubmissionResponseDto as ContactSubmission,
} from '../../../api/staff-api';
import { useRegionTimeZone } from '../../../components/site-settings/use-region-time-zone';

const READ_TABS = optionsFrom({ all: 'All', unread: 'Unread', read: 'Read' });
type ReadFilter = (typeof READ_TABS)[number]['value'];

function MessageRow({ message: m }: { message: ContactSubmission }) {
  const timeZoneOf = useRegionTimeZone();
  const [setRead, { isLoading: saving }] = useContactSetReadMutation();
  const [remove, { isLoading: deleting }] = useContactRemoveMutation();
  const act = useRecordAction();

  const toggleRead = () =>
    act({ failed: 'Message not updated' }, () => setRead({ id: m.id, updateContactSubmissionDto: { read: !m.read } }));
  const onDelete = () => act(deletionTexts('message', `the message from ${m.name}`), () => remove(m.id));

  return (
    <Paper
      variant="outlined"
      data-testid="contact-message"
      data-read={m.read}
      sx={{ p: 2, borderLeft: 4, borderLeftColor: m.read ? 'divider' : 'primary.main' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: m.read ? 500 : 800 }}>
              {m.name}
            </Typography>
            {!m.read && <Chip size="small" color="primary" label="Unread" />}
            <Chip size="small" variant="outlined" label={<RegionName region={m.region} />} />
            <VisitorLanguageChip language={m.language} />
            {m.type && m.type !== 'general' && <Chip size="small" variant="outlined" label={m.type} />}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {m.email} · {formatDateTime(m.createdAt, timeZoneOf(m.region))}
          </Typography>
        </Box>
        <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
          <Button size="small" href={`mailto:${m.email}`} startIcon={<ReplyIcon />}>
            Reply
          </Button>
          <Tooltip title={m.read ? 'Mark as unread' : 'Mark as read'}>
            <IconButton
              aria-label={`${m.read ? 'Mark as unread' : 'Mark as read'}: message from ${m.name}`}
              onClick={toggleRead}
              disabled={saving}
            >
              {m.read ? <MarkEmailUnreadIcon /> : <DraftsIcon />}
            </IconButton>
          </Tooltip>
          <DeleteButton label={`Delete the message from ${m.name}`} onClick={onDelete} disabled={deleting} />
        </Stack>
      </Stack>
      <Typography sx={{ mt: 1.5, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{m.message}</Typography>
    </Paper>
  );
}

export function ContactPage() {
  const page = usePage(20);
  const { search, onSearch } = useSearch(page.reset);
  const filter = useFilter<ReadFilter>('all', page.reset);
  const query = useContactListQuery({
    limit: page.limit,
    offset: page.offset,
    read: filter.value === 'all' ? undefined : filter.value === 'read',
    search,
  });

  return (
    <ListScreen
      title="CONTACT INBOX"
      subtitle="Messages sent from the New York and Florida contact pages"
      tabs={<FilterTabs label="Show messages" tabs={READ_TABS} {...filter} />}
      filters={<SearchField label="Search messages" onSearch={onSearch} />}
      query={query}
      empty={
        <EmptyState>
          {search ? 'No messages match this search' : filter.value === 'all' ? 'No contact messages yet' : `No ${filter.value} messages`}
        </EmptyState>
      }
      layout="rows"
      skeletons={{ count: 3, height: 120 }}
      page={page}
    >
      {(message) => <MessageRow key={message.id} message={message} />}
    </ListScreen>
  );
}
