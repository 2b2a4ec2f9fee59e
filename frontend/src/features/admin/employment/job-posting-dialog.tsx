import Stack from '@mui/material/Stack';
import type { JobPostingResponseDto as JobPosting, PayUnit, PositionType, RegionKey as Region } from '../../../api/generated-public';
import { useJobPostingsCreateMutation, useJobPostingsUpdateMutation, type CreateJobPostingDto } from '../../../api/staff-api';
import { PAY_UNIT_LABELS, POSITION_TYPE_LABELS } from '../../../config/labels';
import { FormikDateTimeField, FormikSelect, FormikSwitch, FormikTextField, optionsFrom } from '../shared/form-fields';
import { RecordDialog } from '../shared/record-dialog';
import { RegionField } from '../shared/region-choices';
import { jobPostingSchema } from './job-posting-schema';
import { spanishValuesOf, TranslatedTextField, translationsBody, type SpanishValues } from '../shared/translated-fields';

/** The texts staff translate (the server's JOB_POSTING_TRANSLATED_FIELDS). */
const TRANSLATED = ['title', 'description', 'schedule'] as const;

interface JobPostingFormValues {
  title: string;
  region: Region;
  positionType: PositionType;
  description: string;
  payFrom: number | string;
  payTo: number | string;
  payUnit: PayUnit;
  schedule: string;
  startDate: string;
  endDate: string;
  sortOrder: number | string;
  active: boolean;
  spanish: SpanishValues<(typeof TRANSLATED)[number]>;
}

const NEW_POSTING: JobPostingFormValues = {
  title: '',
  region: '',
  positionType: 'actor',
  description: '',
  payFrom: '',
  payTo: '',
  payUnit: 'hour',
  schedule: '',
  startDate: '',
  endDate: '',
  sortOrder: 0,
  active: true,
  spanish: spanishValuesOf(TRANSLATED),
};

const amount = (value: number | string) => (value === '' ? null : Number(value));

const toBody = (values: JobPostingFormValues): CreateJobPostingDto => ({
  title: values.title.trim(),
  region: values.region,
  positionType: values.positionType,
  description: values.description.trim(),
  payFrom: amount(values.payFrom),
  payTo: amount(values.payTo),
  payUnit: values.payUnit,
  schedule: values.schedule.trim() || null,
  startDate: values.startDate || null,
  endDate: values.endDate || null,
  sortOrder: Number(values.sortOrder) || 0,
  active: values.active,
  translations: translationsBody(values.spanish),
});

/** Publishes a job posting, or changes one (every field, with PATCH). */
export function JobPostingDialog({ posting, onClose }: { posting?: JobPosting; onClose: () => void }) {
  const [create] = useJobPostingsCreateMutation();
  const [update] = useJobPostingsUpdateMutation();
  return (
    <RecordDialog
      noun="job posting"
      record={posting && { ...posting, spanish: spanishValuesOf(TRANSLATED, posting.translations) }}
      blank={NEW_POSTING}
      validationSchema={jobPostingSchema}
      toBody={toBody}
      save={(body) => (posting ? update({ id: posting.id, updateJobPostingDto: body }) : create(body))}
      nameOf={(body) => body.title}
      onClose={onClose}
      maxWidth="md"
    >
      <TranslatedTextField
        name="title"
        spanishName="spanish.title"
        label="Title"
        required
        helperText="What applicants choose, e.g. Sinister Actor"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <RegionField required fullWidth />
        <FormikSelect
          name="positionType"
          label="Position type"
          options={optionsFrom(POSITION_TYPE_LABELS)}
          required
          fullWidth
          helperText="Sets the positions applicants pick, auditions and coverage"
        />
      </Stack>
      <TranslatedTextField
        name="description"
        spanishName="spanish.description"
        label="Description"
        required
        multiline
        minRows={6}
        helperText="Markdown: **bold**, *italic*, [a link](https://…), lists"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormikTextField name="payFrom" label="Pay from ($)" type="number" fullWidth helperText="Empty: no pay stated" />
        <FormikTextField name="payTo" label="Pay to ($)" type="number" fullWidth helperText="Empty: one rate" />
        <FormikSelect name="payUnit" label="Pay" options={optionsFrom(PAY_UNIT_LABELS)} fullWidth />
      </Stack>
      <TranslatedTextField
        name="schedule"
        spanishName="spanish.schedule"
        label="Nights or hours"
        helperText="E.g. Friday and Saturday nights, 6 pm to midnight"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormikDateTimeField name="startDate" label="First day" type="date" required={false} />
        <FormikDateTimeField name="endDate" label="Last day" type="date" required={false} helperText="Search engines show it until then" />
        <FormikTextField name="sortOrder" label="Order" type="number" fullWidth helperText="Lower numbers come first" />
      </Stack>
      <FormikSwitch name="active" label="Open (shown on the careers page, taking applications)" />
    </RecordDialog>
  );
}
