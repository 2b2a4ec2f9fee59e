import Stack from '@mui/material/Stack';
import type { FormikHelpers } from 'formik';
import * as Yup from 'yup';
import { FormDialog } from '../shared/form-dialog';
import { FormikSelect, FormikSwitch, FormikTextField, optionsFrom } from '../shared/form-fields';
import { formValuesFrom } from '../../../lib/form-values';
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
import { useSaveFailure } from '../shared/use-save-failure';
import { mediaUrl, requiredChoice, requiredText } from '../shared/validation';

export const attractionSchema = Yup.object({
  title: requiredText('Title', 200),
  description: requiredText('Description', 20000),
  image: mediaUrl('Image must be an http(s) URL or a path starting with /').required('Image is required'),
  category: requiredChoice(ATTRACTION_CATEGORIES, 'Category is required'),
  region: requiredChoice(REGIONS, 'Region is required'),
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

const NEW_ATTRACTION: AttractionFormValues = {
  title: '',
  description: '',
  image: '',
  category: 'hayride',
  region: 'new-york',
  featured: false,
  active: true,
  sortOrder: 0,
};

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
  const { success } = useApiToasts();
  const saveFailed = useSaveFailure();

  const submit = async (values: AttractionFormValues, helpers: FormikHelpers<AttractionFormValues>) => {
    const body = toInput(values);
    const result = attraction ? await replace({ id: attraction.id, createAttractionDto: body }) : await create(body);
    if (result.error) return saveFailed(attraction ? 'Failed to update attraction' : 'Failed to create attraction', result.error, helpers);
    success(attraction ? 'Attraction updated successfully' : 'Attraction created successfully', body.title);
    onClose();
  };

  return (
    <FormDialog<AttractionFormValues>
      title={attraction ? 'Edit Attraction' : 'Add Attraction'}
      maxWidth="md"
      initialValues={formValuesFrom(NEW_ATTRACTION, attraction)}
      validationSchema={attractionSchema}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={attraction ? 'Save Changes' : 'Add Attraction'}
    >
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
    </FormDialog>
  );
}
