import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RegionName } from '../shared/region-choices';
import { formatDate } from '../shared/format-date';
import { RegionalRecordsPage } from '../shared/regional-records-page';
import { DeleteButton, EditButton, RowSwitch } from '../shared/row-actions';
import { useRecordMessages } from '../shared/use-record-messages';
import { useTestimonialsListQuery, type TestimonialResponseDto as Testimonial } from '../../../api/generated-public';
import { useTestimonialsRemoveMutation, useTestimonialsReorderMutation, useTestimonialsUpdateMutation } from '../../../api/staff-api';
import { TestimonialDialog } from './testimonial-dialog';
import { StarRating } from '../../../components/rating/star-rating';
import { useRegionTimeZone } from '../../../components/site-settings/use-region-time-zone';

function TestimonialCard({ testimonial: t, onEdit }: { testimonial: Testimonial; onEdit: () => void }) {
  const [patch, { isLoading: saving }] = useTestimonialsUpdateMutation();
  const [remove, { isLoading: deleting }] = useTestimonialsRemoveMutation();
  const messages = useRecordMessages('testimonial');
  const timeZoneOf = useRegionTimeZone();

  const toggleActive = (active: boolean) =>
    messages.update(
      () => patch({ id: t.id, updateTestimonialDto: { active } }),
      `${t.name}'s testimonial is now ${active ? 'shown' : 'hidden'}.`,
    );
  const onDelete = () => messages.remove(`Are you sure you want to delete the testimonial from ${t.name}?`, () => remove(t.id), t.name);

  return (
    <Card variant="outlined" data-testid="testimonial-card" sx={{ display: 'flex', flexDirection: 'column', opacity: t.active ? 1 : 0.75 }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <StarRating rating={t.rating} label={`${t.rating} out of 5 stars`} />
          <Chip size="small" variant="outlined" label={<RegionName region={t.region} />} />
        </Stack>
        <Typography sx={{ fontStyle: 'italic', mb: 1.5, whiteSpace: 'pre-wrap' }}>“{t.content}”</Typography>
        <Typography sx={{ fontWeight: 700 }}>{t.name}</Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDate(t.createdAt, timeZoneOf(t.region))}
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between' }}>
        <RowSwitch label="Active" checked={t.active} saving={saving} onChange={toggleActive} />
        <Box>
          <EditButton label={`Edit the testimonial from ${t.name}`} onClick={onEdit} />
          <DeleteButton label={`Delete the testimonial from ${t.name}`} onClick={onDelete} disabled={deleting} />
        </Box>
      </CardActions>
    </Card>
  );
}

export function TestimonialsPage() {
  const [reorder] = useTestimonialsReorderMutation();
  return (
    <RegionalRecordsPage<Testimonial>
      noun="testimonial"
      subtitle="Visitor quotes for the region home pages; inactive ones are hidden"
      useList={useTestimonialsListQuery}
      layout="cards"
      skeletons={{ count: 3, height: 200 }}
      renderRecord={(testimonial, onEdit) => <TestimonialCard testimonial={testimonial} onEdit={onEdit} />}
      renderDialog={(testimonial, onClose) => <TestimonialDialog testimonial={testimonial} onClose={onClose} />}
      reorder={{ save: (ids) => reorder({ ids }), label: (testimonial) => `the testimonial from ${testimonial.name}` }}
    />
  );
}
