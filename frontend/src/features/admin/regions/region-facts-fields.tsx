import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import type { ComingSoonFeatureIcon, RegionResponseDto } from '../../../api/generated-public';
import { VIDEO_PAGE_LABELS } from '../../../config/labels';
import { FormikSelect, FormikTextField, optionsFrom } from '../shared/form-fields';
import { ImageInput } from '../shared/image-input';
import { TranslatedTextField } from '../shared/translated-fields';
import { FEATURE_SLOTS, NONE, spanishCardField, type REGION_ICONS, type RegionValues } from './region-schema';

const ICON_LABELS: Record<(typeof REGION_ICONS)[number] | typeof NONE, string> = {
  [NONE]: 'Map pin',
  farm: 'Tractor (farm)',
  beach: 'Beach umbrella',
};

const FEATURE_ICON_LABELS: Record<ComingSoonFeatureIcon, string> = {
  park: 'Trees',
  nightlife: 'Night out',
  stories: 'Open book',
};

const VIDEO_OPTIONS = [{ value: NONE, label: 'No video: the picture alone' }, ...optionsFrom(VIDEO_PAGE_LABELS)];

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0, pt: 1 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * What the pages say of a region beyond its lines: the area its copy names, its state, its name on the employment
 * form, its landing icon, its home's picture and video, and what its home promises before it opens.
 */
export function RegionFactsFields({ region }: { region: RegionResponseDto }) {
  const speaksSpanish = useFormikContext<RegionValues>().values.otherLanguages.es;
  const id = (field: string) => `${region.key}-${field}`;
  return (
    <>
      <Group title="Where it is">
        <FormikTextField
          name="area"
          id={id('area')}
          label="Area"
          helperText="The wider area its pages name: 'the most frightening experiences in Western New York'"
          fullWidth
        />
        <FormikTextField
          name="stateCode"
          id={id('stateCode')}
          label="State code"
          helperText="The state's postal code (NY), for search engines and the employment form. Empty: applicants write their state"
          fullWidth
        />
        <TranslatedTextField
          name="employmentLocation"
          spanishName="spanish.employmentLocation"
          speaksSpanish={speaksSpanish}
          id={id('employmentLocation')}
          label="Name on the employment form"
          helperText={`The location applicants choose. Empty: ${region.name}`}
        />
      </Group>
      <Group title="Picture, video and landing icon">
        <ImageInput
          name="heroImage"
          label="Home picture"
          uploadedTitle="Picture uploaded"
          helperText="Behind the home's title while the video loads (or instead of one), and for search engines. Empty: the site's backdrop"
        />
        <FormikSelect
          name="homeVideo"
          id={id('homeVideo')}
          label="Home video"
          options={VIDEO_OPTIONS}
          helperText="The page of Video Backgrounds whose active video plays behind the home"
          fullWidth
        />
        <FormikSelect name="icon" id={id('icon')} label="Landing card icon" options={optionsFrom(ICON_LABELS)} fullWidth />
      </Group>
      <Group title="Before it opens">
        <TranslatedTextField
          name="firstCrewLine"
          spanishName="spanish.firstCrewLine"
          speaksSpanish={speaksSpanish}
          id={id('firstCrewLine')}
          label="Employment page line while coming soon"
          helperText={`Empty: 'We are building our first ${region.name} crew. Apply now to be part of the opening season.'`}
          multiline
        />
        <Typography variant="body2" color="text.secondary">
          What awaits: up to {FEATURE_SLOTS} cards on the coming-soon home. A card left empty is not shown.
        </Typography>
        {Array.from({ length: FEATURE_SLOTS }, (_, index) => {
          const title = { id: id(`card-${index}-title`), label: `Card ${index + 1} title` };
          const text = { id: id(`card-${index}-text`), label: `Card ${index + 1} text`, multiline: true };
          return (
            <Box key={index} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 4fr 1fr' } }}>
              <FormikTextField name={`comingSoonFeatures.${index}.title`} {...title} />
              <FormikTextField name={`comingSoonFeatures.${index}.text`} {...text} />
              <FormikSelect
                name={`comingSoonFeatures.${index}.icon`}
                id={id(`card-${index}-icon`)}
                label={`Card ${index + 1} icon`}
                options={optionsFrom(FEATURE_ICON_LABELS)}
              />
              <TranslatedTextField
                spanishOnly
                speaksSpanish={speaksSpanish}
                name={`comingSoonFeatures.${index}.title`}
                spanishName={spanishCardField(index, 'Title')}
                {...title}
              />
              <TranslatedTextField
                spanishOnly
                speaksSpanish={speaksSpanish}
                name={`comingSoonFeatures.${index}.text`}
                spanishName={spanishCardField(index, 'Text')}
                {...text}
              />
            </Box>
          );
        })}
      </Group>
    </>
  );
}
