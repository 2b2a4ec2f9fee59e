import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import * as Yup from 'yup';
import { fieldErrors } from '../../../lib/api-error';
import { FormDialogActions, FormikSelect, FormikSwitch, FormikTextField, optionsFrom } from '../shared/form-fields';
import { ImageInput } from '../shared/image-input';
import {
  useAttractionsCreateMutation,
  useAttractionsReplaceMutation,
  type AttractionCategory,
  type AttractionResponseDto as Attraction,
  type CreateAttractionDto as AttractionInput,
  type Region,
} from '../../../api/generated';
import { ATTRACTION_CATEGORIES, ATTRACTION_CATEGORY_LABELS, REGION_LABELS, REGIONS } from '../../../config/labels';
import { useApiToasts } from '../shared/use-api-toasts';
import { mediaUrl } from '../shared/validation';

export const attractionSchema = Yup.object({
  title: Yup.string().trim().required('Title is required').max(200, 'Title must be at most 200 characters'),
  description: Yup.string().trim().required('Description is required').max(20000, 'Description must be at most 20000 characters'),
  image: mediaUrl('Image must be an http(s) URL or a path starting with /').required('Image is required'),
  category: Yup.string<AttractionCategory>().oneOf(ATTRACTION_CATEGORIES, 'Category is required').required('Category is required'),
  region: Yup.string<Region>().oneOf(REGIONS, 'Region is required').required('Region is required'),
  featured: Yup.boolean(),
  active: Yup.boolean(),
  sortOrder: Yup.number()
    .typeError('Sort order must be a whole number')
    .integer('Sort order must be a whole number')
    .min(0, 'Sort order must be at least 0')
    .max(1_000_000, 'Sort order must be at most 1000000'),
});

interface AttractionFormValues {
  title: string;
  description: string;
  image: string;
  category: AttractionCategory;
  region: Region;
  featured: boolean;
  active: boolean;
  sortOrder: number | string;
}

function initialValues(attraction?: Attraction): AttractionFormValues {
  return {
    title: attraction?.title ?? '',
    description: attraction?.description ?? '',
    image: attraction?.image ?? '',
    category: attraction?.category ?? 'hayride',
    region: attraction?.region ?? 'new-york',
    featured: attraction?.featured ?? false,
    active: attraction?.active ?? true,
    sortOrder: attraction?.sortOrder ?? 0,
  };
}

function toInput(values: AttractionFormValues): AttractionInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    image: values.image.trim(),
    category: values.category,
    region: values.region,
    featured: values.featured,
    active: values.active,
    sortOrder: Number(values.sortOrder) || 0,
  };
}

const categoryOptions = optionsFrom(ATTRACTION_CATEGORY_LABELS);
const regionOptions = optionsFrom(REGION_LABELS);

export function AttractionDialog({ attraction, onClose }: { attraction?: Attraction; onClose: () => void }) {
  const [create] = useAttractionsCreateMutation();
  const [replace] = useAttractionsReplaceMutation();
  const { success, failure } = useApiToasts();

  const submit = async (values: AttractionFormValues, helpers: FormikHelpers<AttractionFormValues>) => {
    const body = toInput(values);
    const result = attraction ? await replace({ id: attraction.id, createAttractionDto: body }) : await create(body);
    if (result.error) {
      helpers.setErrors(fieldErrors(result.error));
      failure(attraction ? 'Failed to update attraction' : 'Failed to create attraction', result.error, 'Please try again.');
      return;
    }
    success(attraction ? 'Attraction updated successfully' : 'Attraction created successfully', body.title);
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" scroll="paper" aria-labelledby="attraction-dialog-title">
      <Formik<AttractionFormValues> initialValues={initialValues(attraction)} validationSchema={attractionSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id="attraction-dialog-title">{attraction ? 'Edit Attraction' : 'Add Attraction'}</DialogTitle>
            <DialogContent dividers>
              <Stack spacing={2.5}>
                <FormikTextField name="title" label="Title" required fullWidth />
                <FormikTextField name="description" label="Description" required fullWidth multiline minRows={4} />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <FormikSelect name="category" label="Category" options={categoryOptions} required fullWidth />
                  <FormikSelect name="region" label="Region" options={regionOptions} required fullWidth />
                  <FormikTextField name="sortOrder" label="Sort Order" type="number" fullWidth helperText="Lower numbers come first" />
                </Stack>
                <ImageInput name="image" label="Image URL" uploadedTitle="Image uploaded" />
                <Stack direction="row" spacing={3}>
                  <FormikSwitch name="featured" label="Featured" />
                  <FormikSwitch name="active" label="Active (shown to visitors)" />
                </Stack>
              </Stack>
            </DialogContent>
            <FormDialogActions onCancel={onClose} submitting={isSubmitting} submitLabel={attraction ? 'Save Changes' : 'Add Attraction'} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
