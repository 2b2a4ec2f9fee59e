import Stack from '@mui/material/Stack';
import { RecordDialog } from '../shared/record-dialog';
import { FormikSelect, FormikSwitch, FormikTextField, optionsFrom } from '../shared/form-fields';
import { ImageInput } from '../shared/image-input';
import {
  useAttractionsCreateMutation,
  useAttractionsReplaceMutation,
  type AttractionCategory,
  type AttractionResponseDto as Attraction,
  type CreateAttractionDto as AttractionInput,
  type Region,
} from '../../../api/generated';
import { ATTRACTION_CATEGORY_LABELS, REGION_LABELS } from '../../../config/labels';
import { attractionSchema } from './attraction-schema';

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

  return (
    <RecordDialog
      noun="attraction"
      record={attraction}
      blank={NEW_ATTRACTION}
      validationSchema={attractionSchema}
      toBody={toInput}
      save={(body) => (attraction ? replace({ id: attraction.id, createAttractionDto: body }) : create(body))}
      nameOf={(body) => body.title}
      onClose={onClose}
      maxWidth="md"
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
    </RecordDialog>
  );
}
