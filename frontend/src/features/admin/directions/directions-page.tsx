import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useRegionsDirectionsQuery, type RegionKey as Region } from '../../../api/generated-public';
import { useRegionsReplaceDirectionsMutation } from '../../../api/staff-api';
import { FormikTextField } from '../shared/form-fields';
import { spanishValuesOf, TranslatedTextField, translationsBody, type SpanishValues } from '../shared/translated-fields';
import { PageHeader } from '../shared/page-header';
import { useRegionChoices, type RegionChoice } from '../shared/region-choices';
import { useApiToasts } from '../shared/use-api-toasts';
import { useSaveFailure } from '../shared/use-save-failure';
import { directionsSchema } from './directions-schema';

interface DirectionsValues {
  /** Whose directions: the Spanish fields show while it has Spanish pages. */
  region: Region;
  directions: string;
  parking: string;
  latitude: string;
  longitude: string;
  spanish: SpanishValues<(typeof TRANSLATED)[number]>;
}

/** The texts staff translate (the server's REGION_TRANSLATED_FIELDS). */
const TRANSLATED = ['directions', 'parking'] as const;

const coordinate = (value: string) => (value.trim() === '' ? null : Number(value));

function RegionDirectionsCard({ region: { key: region, name } }: { region: RegionChoice }) {
  const { data } = useRegionsDirectionsQuery({ region });
  const [replace] = useRegionsReplaceDirectionsMutation();
  const { success } = useApiToasts();
  const saveFailed = useSaveFailure();
  if (!data) return <Skeleton variant="rounded" height={360} />;

  const submit = async (values: DirectionsValues, helpers: FormikHelpers<DirectionsValues>) => {
    const result = await replace({
      region,
      updateDirectionsDto: {
        directions: values.directions.trim() || null,
        parking: values.parking.trim() || null,
        latitude: coordinate(values.latitude),
        longitude: coordinate(values.longitude),
        translations: translationsBody(values.spanish),
      },
    });
    if (result.error) return saveFailed('Getting here not saved', result.error, helpers);
    success('Getting here saved', name);
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={`directions-${region}`}>
      <CardContent>
        <Typography id={`directions-${region}`} component="h2" variant="h6" sx={{ mb: 2 }}>
          {name}
        </Typography>
        <Formik<DirectionsValues>
          initialValues={{
            region,
            directions: data.directions ?? '',
            parking: data.parking ?? '',
            latitude: data.latitude?.toString() ?? '',
            longitude: data.longitude?.toString() ?? '',
            spanish: spanishValuesOf(TRANSLATED, data.translations),
          }}
          validationSchema={directionsSchema}
          onSubmit={submit}
          enableReinitialize
        >
          {({ isSubmitting }) => (
            <Stack component={Form} spacing={2} noValidate>
              <TranslatedTextField
                name="directions"
                spanishName="spanish.directions"
                label="Directions"
                multiline
                minRows={3}
                id={`${region}-directions`}
              />
              <TranslatedTextField
                name="parking"
                spanishName="spanish.parking"
                label="Parking"
                multiline
                minRows={2}
                id={`${region}-parking`}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormikTextField name="latitude" label="Latitude" fullWidth id={`${region}-latitude`} helperText="e.g. 43.0176" />
                <FormikTextField name="longitude" label="Longitude" fullWidth id={`${region}-longitude`} helperText="e.g. -78.6345" />
              </Stack>
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  Save {name}
                </Button>
                {data.directionsUrl && (
                  <Link href={data.directionsUrl} target="_blank" rel="noopener noreferrer">
                    Try the directions link
                  </Link>
                )}
              </Box>
            </Stack>
          )}
        </Formik>
      </CardContent>
    </Card>
  );
}

/** Getting here: each region's directions, parking and map position, shown on its contact page. */
export function DirectionsPage() {
  const { choices } = useRegionChoices();
  return (
    <>
      <PageHeader
        title="GETTING HERE"
        subtitle="Directions, parking and the map position the contact pages show; the address is in Settings"
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        {choices.map((region) => (
          <RegionDirectionsCard key={region.key} region={region} />
        ))}
      </Box>
    </>
  );
}
