import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import { useField } from 'formik';
import { RecordDialog } from '../shared/record-dialog';
import { FormikSwitch, FormikTextField } from '../shared/form-fields';
import { RegionField } from '../shared/region-choices';
import { type TestimonialResponseDto as Testimonial } from '../../../api/generated-public';
import {
  useTestimonialsCreateMutation,
  useTestimonialsReplaceMutation,
  type CreateTestimonialDto as TestimonialInput,
} from '../../../api/staff-api';
import { testimonialSchema } from './testimonial-schema';

type TestimonialFormValues = TestimonialInput;

function RatingField() {
  const [field, meta, helpers] = useField<number>('rating');
  const error = meta.touched && meta.error;
  return (
    <Stack spacing={0.5}>
      <FormLabel id="rating-label">Rating</FormLabel>
      <Rating
        name="rating"
        value={field.value}
        onChange={(_, value) => {
          void helpers.setTouched(true, false);
          void helpers.setValue(value ?? 0);
        }}
        aria-labelledby="rating-label"
        size="large"
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}

const NEW_TESTIMONIAL: TestimonialFormValues = { name: '', content: '', region: '', rating: 5, active: true };

export function TestimonialDialog({ testimonial, onClose }: { testimonial?: Testimonial; onClose: () => void }) {
  const [create] = useTestimonialsCreateMutation();
  const [replace] = useTestimonialsReplaceMutation();

  return (
    <RecordDialog
      noun="testimonial"
      record={testimonial}
      blank={NEW_TESTIMONIAL}
      validationSchema={testimonialSchema}
      toBody={(values) => ({ ...values, name: values.name.trim(), content: values.content.trim() })}
      save={(body) => (testimonial ? replace({ id: testimonial.id, createTestimonialDto: body }) : create(body))}
      nameOf={(body) => body.name}
      onClose={onClose}
    >
      <FormikTextField name="name" label="Name" required fullWidth />
      <FormikTextField name="content" label="Testimonial" required fullWidth multiline minRows={4} />
      <RegionField required fullWidth />
      <RatingField />
      <FormikSwitch name="active" label="Active (shown to visitors)" />
    </RecordDialog>
  );
}
