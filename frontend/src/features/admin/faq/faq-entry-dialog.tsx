import Stack from '@mui/material/Stack';
import { type FaqEntryResponseDto as FaqEntry, type FaqGroup, type RegionKey as Region } from '../../../api/generated-public';
import { useFaqCreateMutation, useFaqReplaceMutation, type CreateFaqEntryDto } from '../../../api/staff-api';
import { FAQ_GROUP_LABELS } from '../../../config/labels';
import { FormikSelect, FormikSwitch, FormikTextField, optionsFrom } from '../shared/form-fields';
import { spanishValuesOf, TranslatedTextField, translationsBody, type SpanishValues } from '../shared/translated-fields';
import { RecordDialog } from '../shared/record-dialog';
import { RegionField } from '../shared/region-choices';
import { faqEntrySchema } from './faq-entry-schema';

/** The texts staff translate (the server's FAQ_TRANSLATED_FIELDS). */
const TRANSLATED = ['question', 'answer'] as const;

interface FaqFormValues {
  region: Region;
  group: FaqGroup;
  question: string;
  answer: string;
  sortOrder: number | string;
  active: boolean;
  spanish: SpanishValues<(typeof TRANSLATED)[number]>;
}

const NEW_ENTRY: FaqFormValues = {
  region: '',
  group: 'tickets',
  question: '',
  answer: '',
  sortOrder: 0,
  active: true,
  spanish: spanishValuesOf(TRANSLATED),
};

const toBody = (values: FaqFormValues): CreateFaqEntryDto => ({
  region: values.region,
  group: values.group,
  question: values.question.trim(),
  answer: values.answer.trim(),
  sortOrder: Number(values.sortOrder) || 0,
  active: values.active,
  translations: translationsBody(values.spanish),
});

export function FaqEntryDialog({ entry, onClose }: { entry?: FaqEntry; onClose: () => void }) {
  const [create] = useFaqCreateMutation();
  const [replace] = useFaqReplaceMutation();
  return (
    <RecordDialog
      noun="question"
      record={entry && { ...entry, spanish: spanishValuesOf(TRANSLATED, entry.translations) }}
      blank={NEW_ENTRY}
      validationSchema={faqEntrySchema}
      toBody={toBody}
      save={(body) => (entry ? replace({ id: entry.id, createFaqEntryDto: body }) : create(body))}
      nameOf={(body) => body.question}
      onClose={onClose}
      maxWidth="md"
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <RegionField required fullWidth />
        <FormikSelect name="group" label="Group" options={optionsFrom(FAQ_GROUP_LABELS)} required fullWidth />
        <FormikTextField name="sortOrder" label="Order in its group" type="number" fullWidth helperText="Lower numbers come first" />
      </Stack>
      <TranslatedTextField name="question" spanishName="spanish.question" label="Question" required />
      <TranslatedTextField
        name="answer"
        spanishName="spanish.answer"
        label="Answer"
        required
        multiline
        minRows={5}
        helperText="Markdown: **bold**, *italic*, [a link](https://…), lists"
      />
      <FormikSwitch name="active" label="Active (shown to visitors)" />
    </RecordDialog>
  );
}
