import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useConfirm } from '../shared/confirm-context';
import { EmptyState } from '../shared/empty-state';
import { FilterSelect } from '../shared/filter-select';
import { optionsFrom } from '../shared/form-fields';
import { ATTRACTION_CATEGORY_LABELS, REGION_LABELS } from '../../../config/labels';
import { ListPagination } from '../shared/list-pagination';
import { PageHeader } from '../shared/page-header';
import { useApiToasts } from '../shared/use-api-toasts';
import { usePage } from '../shared/use-page';
import {
  useAttractionsListQuery,
  useAttractionsRemoveMutation,
  useAttractionsUpdateMutation,
  type AttractionResponseDto as Attraction,
  type Region,
} from '../../../api/generated';
import { AttractionDialog } from './attraction-dialog';

type DialogState = { open: false } | { open: true; attraction?: Attraction };

function AttractionRow({ attraction: a, onEdit }: { attraction: Attraction; onEdit: () => void }) {
  const [patch, { isLoading: saving }] = useAttractionsUpdateMutation();
  const [remove, { isLoading: deleting }] = useAttractionsRemoveMutation();
  const confirm = useConfirm();
  const { success, failure } = useApiToasts();

  const toggle = async (field: 'featured' | 'active', value: boolean) => {
    const result = await patch({ id: a.id, updateAttractionDto: { [field]: value } });
    if (result.error) failure('Failed to update attraction', result.error, 'Please try again.');
    else
      success(
        'Attraction updated successfully',
        `${a.title} is now ${field === 'featured' ? (value ? 'featured' : 'not featured') : value ? 'active' : 'inactive'}.`,
      );
  };

  const onDelete = async () => {
    if (!(await confirm({ title: 'Delete attraction', message: `Are you sure you want to delete the attraction "${a.title}"?` }))) return;
    const result = await remove(a.id);
    if (result.error) failure('Failed to delete attraction', result.error, 'Please try again.');
    else success('Attraction deleted successfully', a.title);
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
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2">
              {a.title}
            </Typography>
            <Chip size="small" label={ATTRACTION_CATEGORY_LABELS[a.category] ?? a.category} />
            <Chip size="small" variant="outlined" label={REGION_LABELS[a.region] ?? a.region} />
            {a.featured && <Chip size="small" color="secondary" label="FEATURED" />}
            {!a.active && <Chip size="small" variant="outlined" label="Hidden" />}
          </Stack>
          <Typography
            color="text.secondary"
            sx={{ mt: 0.5, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {a.description}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexShrink: 0, flexWrap: 'wrap' }}>
          <FormControlLabel
            label="Featured"
            control={<Switch checked={a.featured} disabled={saving} onChange={(event) => toggle('featured', event.target.checked)} />}
          />
          <FormControlLabel
            label="Active"
            control={<Switch checked={a.active} disabled={saving} onChange={(event) => toggle('active', event.target.checked)} />}
          />
          <Tooltip title="Edit">
            <IconButton aria-label={`Edit ${a.title}`} onClick={onEdit}>
              <EditIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton aria-label={`Delete ${a.title}`} color="error" onClick={onDelete} disabled={deleting}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>
    </Paper>
  );
}

export function AttractionsPage() {
  const page = usePage(50);
  const [region, setRegion] = useState<Region | ''>('');
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const { data, isLoading, isError } = useAttractionsListQuery({
    limit: page.limit,
    offset: page.offset,
    region: region || undefined,
  });

  return (
    <>
      <PageHeader
        title="ATTRACTIONS"
        subtitle="What visitors see on the attractions pages; inactive ones are hidden"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ open: true })}>
            Add Attraction
          </Button>
        }
      />
      <Box sx={{ mb: 3 }}>
        <FilterSelect
          label="Region"
          allLabel="All Regions"
          options={optionsFrom(REGION_LABELS)}
          value={region}
          onChange={(next) => {
            setRegion(next);
            page.reset();
          }}
          minWidth={180}
        />
      </Box>
      {isError && <Typography color="error">The attractions could not be loaded.</Typography>}
      <Stack spacing={2}>
        {isLoading && Array.from({ length: 4 }, (_, i) => <Skeleton key={i} variant="rounded" height={122} />)}
        {!isLoading && !isError && data?.total === 0 && <EmptyState>No attractions yet. Add the first one!</EmptyState>}
        {data?.items.map((attraction) => (
          <AttractionRow key={attraction.id} attraction={attraction} onEdit={() => setDialog({ open: true, attraction })} />
        ))}
      </Stack>
      <ListPagination state={page} total={data?.total ?? 0} sizes={[50, 100]} />
      {dialog.open && <AttractionDialog attraction={dialog.attraction} onClose={() => setDialog({ open: false })} />}
    </>
  );
}
