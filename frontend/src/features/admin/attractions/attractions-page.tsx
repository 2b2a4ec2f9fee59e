import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ATTRACTION_CATEGORY_LABELS, REGION_LABELS } from '../../../config/labels';
import { RegionalRecordsPage } from '../shared/regional-records-page';
import { DeleteButton, EditButton, RowSwitch } from '../shared/row-actions';
import { RowTitle } from '../shared/row-title';
import { useRecordMessages } from '../shared/use-record-messages';
import { useAttractionsListQuery, type AttractionResponseDto as Attraction } from '../../../api/generated-public';
import { useAttractionsRemoveMutation, useAttractionsReorderMutation, useAttractionsUpdateMutation } from '../../../api/staff-api';
import { useState } from 'react';
import { AttractionDialog } from './attraction-dialog';
import { IntensityWordsDialog } from './intensity-words-dialog';

function AttractionRow({ attraction: a, onEdit }: { attraction: Attraction; onEdit: () => void }) {
  const [patch, { isLoading: saving }] = useAttractionsUpdateMutation();
  const [remove, { isLoading: deleting }] = useAttractionsRemoveMutation();
  const { report, confirmDelete } = useRecordMessages('attraction');

  const toggle = async (field: 'featured' | 'active', value: boolean) => {
    const state = field === 'featured' ? (value ? 'featured' : 'not featured') : value ? 'active' : 'inactive';
    const result = await patch({ id: a.id, updateAttractionDto: { [field]: value } });
    report('update', result, `${a.title} is now ${state}.`);
  };

  const onDelete = async () => {
    if (await confirmDelete(`Are you sure you want to delete the attraction "${a.title}"?`)) report('delete', await remove(a.id), a.title);
  };

  return (
    <Paper variant="outlined" data-testid="attraction-row" sx={{ p: 2, opacity: a.active ? 1 : 0.75 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Box
          component="img"
          src={a.image}
          alt=""
          sx={{ width: 140, height: 90, objectFit: 'cover', borderRadius: 1, flexShrink: 0, bgcolor: 'action.hover' }}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <RowTitle title={a.title}>
            <Chip size="small" label={ATTRACTION_CATEGORY_LABELS[a.category] ?? a.category} />
            <Chip size="small" variant="outlined" label={REGION_LABELS[a.region] ?? a.region} />
            {a.featured && <Chip size="small" color="secondary" label="FEATURED" />}
            {!a.active && <Chip size="small" variant="outlined" label="Hidden" />}
          </RowTitle>
          <Typography
            color="text.secondary"
            sx={{ mt: 0.5, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {a.description}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexShrink: 0, flexWrap: 'wrap' }}>
          <RowSwitch label="Featured" checked={a.featured} saving={saving} onChange={(featured) => toggle('featured', featured)} />
          <RowSwitch label="Active" checked={a.active} saving={saving} onChange={(active) => toggle('active', active)} />
          <EditButton label={`Edit ${a.title}`} onClick={onEdit} />
          <DeleteButton label={`Delete ${a.title}`} onClick={onDelete} disabled={deleting} />
        </Stack>
      </Stack>
    </Paper>
  );
}

export function AttractionsPage() {
  const [editingWords, setEditingWords] = useState(false);
  const [reorder] = useAttractionsReorderMutation();
  return (
    <>
      <RegionalRecordsPage<Attraction>
        noun="attraction"
        subtitle="What visitors see on the attractions pages; inactive ones are hidden"
        useList={useAttractionsListQuery}
        layout="rows"
        skeletons={{ count: 4, height: 122 }}
        renderRecord={(attraction, onEdit) => <AttractionRow attraction={attraction} onEdit={onEdit} />}
        renderDialog={(attraction, onClose) => <AttractionDialog attraction={attraction} onClose={onClose} />}
        reorder={{ save: (ids) => reorder({ ids }), label: (attraction) => attraction.title }}
        actions={
          <Button variant="outlined" onClick={() => setEditingWords(true)}>
            Intensity words
          </Button>
        }
      />
      {editingWords && <IntensityWordsDialog onClose={() => setEditingWords(false)} />}
    </>
  );
}
