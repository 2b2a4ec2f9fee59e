import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Rating from '@mui/material/Rating';
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
import { REGION_LABELS } from '../../../config/labels';
import { formatDate } from '../shared/format-date';
import { ListPagination } from '../shared/list-pagination';
import { PageHeader } from '../shared/page-header';
import { useApiToasts } from '../shared/use-api-toasts';
import { usePage } from '../shared/use-page';
import {
  useTestimonialsListQuery,
  useTestimonialsRemoveMutation,
  useTestimonialsUpdateMutation,
  type Region,
  type TestimonialResponseDto as Testimonial,
} from '../../../api/generated';
import { TestimonialDialog } from './testimonial-dialog';

type DialogState = { open: false } | { open: true; testimonial?: Testimonial };

function TestimonialCard({ testimonial: t, onEdit }: { testimonial: Testimonial; onEdit: () => void }) {
  const [patch, { isLoading: saving }] = useTestimonialsUpdateMutation();
  const [remove, { isLoading: deleting }] = useTestimonialsRemoveMutation();
  const confirm = useConfirm();
  const { success, failure } = useApiToasts();

  const toggleActive = async (active: boolean) => {
    const result = await patch({ id: t.id, updateTestimonialDto: { active } });
    if (result.error) failure('Failed to update testimonial', result.error, 'Please try again.');
    else success('Testimonial updated successfully', `${t.name}'s testimonial is now ${active ? 'shown' : 'hidden'}.`);
  };

  const onDelete = async () => {
    if (!(await confirm({ title: 'Delete testimonial', message: `Are you sure you want to delete the testimonial from ${t.name}?` })))
      return;
    const result = await remove(t.id);
    if (result.error) failure('Failed to delete testimonial', result.error, 'Please try again.');
    else success('Testimonial deleted successfully', t.name);
  };

  return (
    <Card variant="outlined" data-testid="testimonial-card" sx={{ display: 'flex', flexDirection: 'column', opacity: t.active ? 1 : 0.75 }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Rating value={t.rating} readOnly size="small" aria-label={`${t.rating} out of 5 stars`} />
          <Chip size="small" variant="outlined" label={REGION_LABELS[t.region] ?? t.region} />
        </Stack>
        <Typography sx={{ fontStyle: 'italic', mb: 1.5, whiteSpace: 'pre-wrap' }}>“{t.content}”</Typography>
        <Typography sx={{ fontWeight: 700 }}>{t.name}</Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDate(t.createdAt)}
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between' }}>
        <FormControlLabel
          label="Active"
          control={<Switch checked={t.active} disabled={saving} onChange={(event) => toggleActive(event.target.checked)} />}
        />
        <Box>
          <Tooltip title="Edit">
            <IconButton aria-label={`Edit the testimonial from ${t.name}`} onClick={onEdit}>
              <EditIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton aria-label={`Delete the testimonial from ${t.name}`} color="error" onClick={onDelete} disabled={deleting}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </Box>
      </CardActions>
    </Card>
  );
}

export function TestimonialsPage() {
  const page = usePage(50);
  const [region, setRegion] = useState<Region | ''>('');
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const { data, isLoading, isError } = useTestimonialsListQuery({
    limit: page.limit,
    offset: page.offset,
    region: region || undefined,
  });

  return (
    <>
      <PageHeader
        title="TESTIMONIALS"
        subtitle="Visitor quotes for the region home pages; inactive ones are hidden"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ open: true })}>
            Add Testimonial
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
      {isError && <Typography color="error">The testimonials could not be loaded.</Typography>}
      {!isLoading && !isError && data?.total === 0 ? (
        <EmptyState>No testimonials yet. Add the first one!</EmptyState>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' } }}>
          {isLoading && Array.from({ length: 3 }, (_, i) => <Skeleton key={i} variant="rounded" height={200} />)}
          {data?.items.map((testimonial) => (
            <TestimonialCard key={testimonial.id} testimonial={testimonial} onEdit={() => setDialog({ open: true, testimonial })} />
          ))}
        </Box>
      )}
      <ListPagination state={page} total={data?.total ?? 0} sizes={[50, 100]} />
      {dialog.open && <TestimonialDialog testimonial={dialog.testimonial} onClose={() => setDialog({ open: false })} />}
    </>
  );
}
