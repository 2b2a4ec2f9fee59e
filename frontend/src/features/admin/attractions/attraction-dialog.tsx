import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useField } from 'formik';
import { RecordDialog } from '../shared/record-dialog';
import { FormikSelect, FormikSwitch, FormikTextField, optionsFrom } from '../shared/form-fields';
import { ImageInput } from '../shared/image-input';
import { spanishValuesOf, TranslatedTextField, translationsBody, type SpanishValues } from '../shared/translated-fields';
import { RegionField } from '../shared/region-choices';
import {
  type AttractionCategory,
  type ContentWarning,
  type AttractionResponseDto as Attraction,
  type RegionKey as Region,
} from '../../../api/generated-public';
import {
  useAttractionsCreateMutation,
  useAttractionsReplaceMutation,
  type CreateAttractionDto as AttractionInput,
} from '../../../api/staff-api';
import { ATTRACTION_CATEGORY_LABELS, CONTENT_WARNING_LABELS, WHEELCHAIR_LABELS, type WheelchairAccess } from '../../../config/labels';
import { INTENSITY_LEVELS, intensityLevelLabel, useIntensityWords } from '../../../components/attractions/intensity-words';
import { attractionSchema } from './attraction-schema';

/** The texts staff translate, by the server's names (ATTRACTION_TRANSLATED_FIELDS). */
const TRANSLATED = ['title', 'description', 'contentNote', 'accessRouteNote', 'sensoryNote'] as const;

interface AttractionFormValues {
  title: string;
  description: string;
  image: string;
  category: AttractionCategory;
  region: Region;
  featured: boolean;
  active: boolean;
  sortOrder: number | string;
  intensity: number | string;
  minAge: number | string;
  adultRequiredUnder: number | string;
  durationMinutes: number | string;
  contentWarnings: ContentWarning[];
  contentNote: string;
  wheelchair: WheelchairAccess | '';
  routeNote: string;
  sensoryNote: string;
  spanish: SpanishValues<(typeof TRANSLATED)[number]>;
}

const NEW_ATTRACTION: AttractionFormValues = {
  title: '',
  description: '',
  image: '',
  category: 'hayride',
  region: '',
  featured: false,
  active: true,
  sortOrder: 0,
  intensity: '',
  minAge: '',
  adultRequiredUnder: '',
  durationMinutes: '',
  contentWarnings: [],
  contentNote: '',
  wheelchair: '',
  routeNote: '',
  sensoryNote: '',
  spanish: spanishValuesOf(TRANSLATED),
};

/** An empty box is "not stated" (null). */
const wholeOrNull = (value: number | string) => (value === '' || value === null ? null : Number(value));

/** The form edits the accessibility object's fields beside the others. */
function formRecord(attraction?: Attraction) {
  if (!attraction) return undefined;
  const { accessibility, translations, ...rest } = attraction;
  return {
    ...rest,
    wheelchair: accessibility.wheelchair,
    routeNote: accessibility.routeNote,
    sensoryNote: accessibility.sensoryNote,
    spanish: spanishValuesOf(TRANSLATED, translations),
  };
}

function ContentWarningsField() {
  const [field, , helpers] = useField<ContentWarning[]>('contentWarnings');
  const toggle = (warning: ContentWarning, on: boolean) =>
    void helpers.setValue(on ? [...field.value, warning] : field.value.filter((value) => value !== warning));
  return (
    <FormGroup>
      <FormLabel component="legend">Content warnings</FormLabel>
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        {(Object.keys(CONTENT_WARNING_LABELS) as ContentWarning[]).map((warning) => (
          <FormControlLabel
            key={warning}
            label={CONTENT_WARNING_LABELS[warning]}
            control={<Checkbox checked={field.value.includes(warning)} onChange={(event) => toggle(warning, event.target.checked)} />}
          />
        ))}
      </Stack>
    </FormGroup>
  );
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
    intensity: wholeOrNull(values.intensity),
    minAge: wholeOrNull(values.minAge),
    adultRequiredUnder: wholeOrNull(values.adultRequiredUnder),
    durationMinutes: wholeOrNull(values.durationMinutes),
    contentWarnings: values.contentWarnings,
    contentNote: values.contentNote.trim() || null,
    accessibility: {
      wheelchair: values.wheelchair || null,
      routeNote: values.routeNote.trim() || null,
      sensoryNote: values.sensoryNote.trim() || null,
    },
    translations: translationsBody(values.spanish),
  };
}

const categoryOptions = optionsFrom(ATTRACTION_CATEGORY_LABELS);
const wheelchairOptions = [{ value: '', label: 'Not stated' }, ...optionsFrom(WHEELCHAIR_LABELS)];

export function AttractionDialog({ attraction, onClose }: { attraction?: Attraction; onClose: () => void }) {
  const [create] = useAttractionsCreateMutation();
  const intensityWords = useIntensityWords();
  const intensityOptions = [
    { value: '', label: 'Not stated' },
    ...INTENSITY_LEVELS.map((level) => ({ value: String(level), label: intensityLevelLabel(level, intensityWords) })),
  ];
  const [replace] = useAttractionsReplaceMutation();

  return (
    <RecordDialog
      noun="attraction"
      record={formRecord(attraction)}
      blank={NEW_ATTRACTION}
      validationSchema={attractionSchema}
      toBody={toInput}
      save={(body) => (attraction ? replace({ id: attraction.id, createAttractionDto: body }) : create(body))}
      nameOf={(body) => body.title}
      onClose={onClose}
      maxWidth="md"
    >
      <TranslatedTextField name="title" spanishName="spanish.title" label="Title" required />
      <TranslatedTextField name="description" spanishName="spanish.description" label="Description" required multiline minRows={4} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormikSelect name="category" label="Category" options={categoryOptions} required fullWidth />
        <RegionField required fullWidth />
        <FormikTextField name="sortOrder" label="Sort Order" type="number" fullWidth helperText="Lower numbers come first" />
      </Stack>
      <ImageInput name="image" label="Image URL" uploadedTitle="Image uploaded" />
      <Stack direction="row" spacing={3}>
        <FormikSwitch name="featured" label="Featured" />
        <FormikSwitch name="active" label="Active (shown to visitors)" />
      </Stack>
      <Typography component="h3" variant="h6">
        Know before you go
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormikSelect name="intensity" label="Intensity" options={intensityOptions} fullWidth />
        <FormikTextField name="durationMinutes" label="Duration (minutes)" type="number" fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormikTextField name="minAge" label="Minimum age" type="number" fullWidth />
        <FormikTextField name="adultRequiredUnder" label="Under this age with an adult" type="number" fullWidth />
      </Stack>
      <ContentWarningsField />
      <TranslatedTextField name="contentNote" spanishName="spanish.contentNote" label="Other content note" />
      <FormikSelect name="wheelchair" label="Wheelchair access" options={wheelchairOptions} fullWidth />
      <TranslatedTextField name="routeNote" spanishName="spanish.accessRouteNote" label="Accessible route note" />
      <TranslatedTextField name="sensoryNote" spanishName="spanish.sensoryNote" label="Sensory note" />
    </RecordDialog>
  );
}
