import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useHiringSettingsReadQuery, useHiringSettingsSaveMutation } from '../../../api/staff-api';
import { FormDialog } from '../shared/form-dialog';
import { FormikDateTimeField, FormikTextField } from '../shared/form-fields';
import { useApiToasts } from '../shared/use-api-toasts';
import { useSaveFailure } from '../shared/use-save-failure';
import { fromLocalInput, hiringSettingsSchema, toLocalInput, type HiringSettingsValues } from './hiring-settings-schema';

/** How long applications are kept, and the hiring-day window (applications limited per e-mail, not per network). */
export function HiringSettingsDialog({ onClose }: { onClose: () => void }) {
  const { data } = useHiringSettingsReadQuery();
  const [save] = useHiringSettingsSaveMutation();
  const saveFailure = useSaveFailure();
  const { success } = useApiToasts();
  if (!data) return null;
  const initialValues: HiringSettingsValues = {
    retentionMonths: data.retentionMonths,
    hiringDayStartsAt: toLocalInput(data.hiringDayStartsAt),
    hiringDayEndsAt: toLocalInput(data.hiringDayEndsAt),
  };
  return (
    <FormDialog<HiringSettingsValues>
      title="Hiring Settings"
      submitLabel="Save Settings"
      submittingLabel="Saving..."
      initialValues={initialValues}
      validationSchema={hiringSettingsSchema}
      onClose={onClose}
      onSubmit={async (values, form) => {
        const result = await save({
          retentionMonths: Number(values.retentionMonths),
          hiringDayStartsAt: fromLocalInput(values.hiringDayStartsAt),
          hiringDayEndsAt: fromLocalInput(values.hiringDayEndsAt),
        });
        if (result.error) return saveFailure('Settings not saved', result.error, form);
        success('Settings saved');
        onClose();
      }}
    >
      {data.hiringDayNow && <Alert severity="info">A hiring day is on now: applications are limited per e-mail address only.</Alert>}
      <FormikTextField
        name="retentionMonths"
        label="Keep applications for (months)"
        type="number"
        required
        fullWidth
        helperText="Applications with no activity for this long are erased automatically, once a day."
      />
      <Typography variant="subtitle2">Hiring day</Typography>
      <Typography variant="body2" color="text.secondary">
        During an open call on the park&apos;s Wi-Fi, applications from one network are not limited; each e-mail address may apply 3 times a
        day. Leave both empty for no hiring day.
      </Typography>
      <FormikDateTimeField name="hiringDayStartsAt" label="Starts" type="datetime-local" required={false} />
      <FormikDateTimeField name="hiringDayEndsAt" label="Ends" type="datetime-local" required={false} />
    </FormDialog>
  );
}
