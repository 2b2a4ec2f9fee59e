import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import * as Yup from 'yup';
import { fieldErrors } from '../../../lib/api-error';
import { FormDialogActions, FormikSelect, FormikSwitch, FormikTextField, optionsFrom } from '../shared/form-fields';
import { REGION_LABELS, REGIONS } from '../../../config/labels';
import {
  useTestimonialsCreateMutation,
  useTestimonialsReplaceMutation,
  type CreateTestimonialDto as TestimonialInput,
  type Region,
  type TestimonialResponseDto as Testimonial,
} from '../../../api/generated';
import { useApiToasts } from '../shared/use-api-toasts';

export const testimonialSchema = Yup.object({
  name: Yup.string().trim().required('Name is required').max(120, 'Name must be at most 120 characters'),
  content: Yup.string().trim().required('Content is required').max(5000, 'Content must be at most 5000 characters'),
  region: Yup.string<Region>().oneOf(REGIONS, 'Region is required').required('Region is required'),
  rating: Yup.number()
    .integer()
    .min(1, 'Rating must be a whole number from 1 to 5')
    .max(5, 'Rating must be a whole number from 1 to 5')
    .required('Rating is required'),
  active: Yup.boolean(),
});

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

const regionOptions = optionsFrom(REGION_LABELS);

export function TestimonialDialog({ testimonial, onClose }: { testimonial?: Testimonial; onClose: () => void }) {
  const [create] = useTestimonialsCreateMutation();
  const [replace] = useTestimonialsReplaceMutation();
  const { success, failure } = useApiToasts();

  const initial: TestimonialFormValues = {
    name: testimonial?.name ?? '',
    content: testimonial?.content ?? '',
    region: testimonial?.region ?? 'new-york',
    rating: testimonial?.rating ?? 5,
    active: testimonial?.active ?? true,
  };

  const submit = async (values: TestimonialFormValues, helpers: FormikHelpers<TestimonialFormValues>) => {
    const body = { ...values, name: values.name.trim(), content: values.content.trim() };
    const result = testimonial ? await replace({ id: testimonial.id, createTestimonialDto: body }) : await create(body);
    if (result.error) {
      helpers.setErrors(fieldErrors(result.error));
      failure(testimonial ? 'Failed to update testimonial' : 'Failed to create testimonial', result.error, 'Please try again.');
      return;
    }
    success(testimonial ? 'Testimonial updated successfully' : 'Testimonial created successfully', body.name);
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="testimonial-dialog-title">
      <Formik<TestimonialFormValues> initialValues={initial} validationSchema={testimonialSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id="testimonial-dialog-title">{testimonial ? 'Edit Testimonial' : 'Add Testimonial'}</DialogTitle>
            <DialogContent dividers>
              <Stack spacing={2.5}>
                <FormikTextField name="name" label="Name" required fullWidth />
                <FormikTextField name="content" label="Testimonial" required fullWidth multiline minRows={4} />
                <FormikSelect name="region" label="Region" options={regionOptions} required fullWidth />
                <RatingField />
                <FormikSwitch name="active" label="Active (shown to visitors)" />
              </Stack>
            </DialogContent>
            <FormDialogActions
              onCancel={onClose}
              submitting={isSubmitting}
              submitLabel={testimonial ? 'Save Changes' : 'Add Testimonial'}
            />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
