import Typography from '@mui/material/Typography';
import type { FormikHelpers } from 'formik';
import * as Yup from 'yup';
import { useIntensityWordsGetQuery } from '../../../api/generated-public';
import { useIntensityWordsReplaceMutation } from '../../../api/staff-api';
import { INTENSITY_LEVELS } from '../../../components/attractions/intensity-words';
import { FormDialog } from '../shared/form-dialog';
import { FormikTextField } from '../shared/form-fields';
import { useApiToasts } from '../shared/use-api-toasts';
import { useSaveFailure } from '../shared/use-save-failure';
import { requiredText } from '../shared/validation';

type WordsValues = Record<`level${(typeof INTENSITY_LEVELS)[number]}`, string>;
const field = (level: number) => `level${level}` as keyof WordsValues;

export const intensityWordsSchema = Yup.object(
  Object.fromEntries(INTENSITY_LEVELS.map((level) => [field(level), requiredText(`The words for level ${level}`, 40)])),
);

/** The words visitors read for each intensity level, on every attraction card and in the attractions filter. */
export function IntensityWordsDialog({ onClose }: { onClose: () => void }) {
  const { data } = useIntensityWordsGetQuery();
  const [replace] = useIntensityWordsReplaceMutation();
  const { success } = useApiToasts();
  const saveFailed = useSaveFailure();
  if (!data) return null;

  const submit = async (values: WordsValues, helpers: FormikHelpers<WordsValues>) => {
    const result = await replace({ labels: INTENSITY_LEVELS.map((level) => values[field(level)].trim()) });
    if (result.error) return saveFailed('Intensity words not saved', result.error, helpers);
    success('Intensity words saved');
    onClose();
  };

  return (
    <FormDialog<WordsValues>
      title="Intensity words"
      onClose={onClose}
      initialValues={Object.fromEntries(INTENSITY_LEVELS.map((level) => [field(level), data.labels[level - 1] ?? ''])) as WordsValues}
      validationSchema={intensityWordsSchema}
      onSubmit={submit}
      submitLabel="Save words"
      submittingLabel="Saving…"
    >
      <Typography color="text.secondary">
        What each level means to a visitor, shown as “Intensity 3 of 5 — Scary” on the attraction cards and in the filters.
      </Typography>
      {INTENSITY_LEVELS.map((level) => (
        <FormikTextField key={level} name={field(level)} label={`Level ${level}`} fullWidth slotProps={{ htmlInput: { maxLength: 40 } }} />
      ))}
    </FormDialog>
  );
}
