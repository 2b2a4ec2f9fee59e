import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFaqListQuery, type FaqEntryResponseDto as FaqEntry } from '../../../api/generated-public';
import { useFaqRemoveMutation, useFaqUpdateMutation } from '../../../api/staff-api';
import { FAQ_GROUP_LABELS, REGION_LABELS } from '../../../config/labels';
import { RegionalRecordsPage } from '../shared/regional-records-page';
import { DeleteButton, EditButton, RowSwitch } from '../shared/row-actions';
import { RowTitle } from '../shared/row-title';
import { useRecordMessages } from '../shared/use-record-messages';
import { FaqEntryDialog } from './faq-entry-dialog';

function FaqRow({ entry, onEdit }: { entry: FaqEntry; onEdit: () => void }) {
  const [patch, { isLoading: saving }] = useFaqUpdateMutation();
  const [remove, { isLoading: deleting }] = useFaqRemoveMutation();
  const { report, confirmDelete } = useRecordMessages('question');

  const toggle = async (active: boolean) =>
    report(
      'update',
      await patch({ id: entry.id, updateFaqEntryDto: { active } }),
      `"${entry.question}" is now ${active ? 'shown' : 'hidden'}.`,
    );
  const onDelete = async () => {
    if (await confirmDelete(`Are you sure you want to delete the question "${entry.question}"?`))
      report('delete', await remove(entry.id), entry.question);
  };

  return (
    <Paper variant="outlined" data-testid="faq-row" sx={{ p: 2, opacity: entry.active ? 1 : 0.75 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <RowTitle title={entry.question}>
            <Chip size="small" label={FAQ_GROUP_LABELS[entry.group]} />
            <Chip size="small" variant="outlined" label={REGION_LABELS[entry.region]} />
            <Chip size="small" variant="outlined" label={`Order ${entry.sortOrder}`} />
            {!entry.active && <Chip size="small" variant="outlined" label="Hidden" />}
          </RowTitle>
          <Typography
            color="text.secondary"
            sx={{ mt: 0.5, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {entry.answer}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <RowSwitch label="Active" checked={entry.active} saving={saving} onChange={toggle} />
          <EditButton label={`Edit ${entry.question}`} onClick={onEdit} />
          <DeleteButton label={`Delete ${entry.question}`} onClick={onDelete} disabled={deleting} />
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The questions of each region's "Know before you go" page, listed in the page's order (group, then order). */
export function FaqPage() {
  return (
    <RegionalRecordsPage<FaqEntry>
      noun="question"
      subtitle="The questions and Markdown answers of each region's Know Before You Go page, in its order; inactive ones are hidden"
      useList={useFaqListQuery}
      layout="rows"
      skeletons={{ count: 4, height: 96 }}
      renderRecord={(entry, onEdit) => <FaqRow entry={entry} onEdit={onEdit} />}
      renderDialog={(entry, onClose) => <FaqEntryDialog entry={entry} onClose={onClose} />}
    />
  );
}
