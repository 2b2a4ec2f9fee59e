import type { FormikHelpers, FormikValues } from 'formik';
import { formValuesFrom } from '../../../lib/form-values';
import { FormDialog, type FormDialogProps } from './form-dialog';
import { recordTexts } from './record-texts';
import { useApiToasts } from './use-api-toasts';
import type { ApiResult } from './use-record-action';
import { useSaveFailure } from './use-save-failure';

interface RecordDialogProps<Values extends FormikValues, Body> extends Omit<
  FormDialogProps<Values>,
  'title' | 'submitLabel' | 'initialValues' | 'onSubmit'
> {
  /** The kind of record, as recordTexts words it: 'attraction'. */
  noun: string;
  /** The record being edited; absent to add one. */
  record?: { [K in keyof Values]?: Values[K] | null };
  /** The form's values for a new record; an edited one starts from its own. */
  blank: Values;
  /** The request body the form's values make. */
  toBody: (values: Values) => Body;
  /** Creates the record, or replaces or updates the one being edited. */
  save: (body: Body) => Promise<ApiResult>;
  /** What the success toast calls the saved record, if anything. */
  nameOf?: (body: Body) => string;
}

/**
 * The add or edit dialog of a content record: titled after its noun, it saves the form, toasts how that went, shows
 * the server's messages under their fields, and closes once saved.
 */
export function RecordDialog<Values extends FormikValues, Body>({
  noun,
  record,
  blank,
  toBody,
  save,
  nameOf,
  onClose,
  ...dialog
}: RecordDialogProps<Values, Body>) {
  const texts = recordTexts(noun);
  const { success } = useApiToasts();
  const saveFailed = useSaveFailure();
  const action = record ? 'update' : 'create';

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const body = toBody(values);
    const result = await save(body);
    if (result.error) return saveFailed(texts.failed(action), result.error, helpers);
    success(texts.done(action), nameOf?.(body));
    onClose();
  };

  return (
    <FormDialog<Values>
      {...dialog}
      title={record ? texts.edit : texts.add}
      submitLabel={record ? 'Save Changes' : texts.add}
      initialValues={formValuesFrom(blank, record)}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
