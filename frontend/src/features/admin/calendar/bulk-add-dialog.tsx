import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useField, type FormikHelpers } from 'formik';
import { type NightHoursDto, type RegionKey as Region } from '../../../api/generated-public';
import { useCalendarBulkAddMutation } from '../../../api/staff-api';
import { firstDayOf, formatMonth, lastDayOf, WEEKDAY_NAMES, type Month } from '../../../lib/calendar-dates';
import { formatCalendarDate } from '../../../lib/zoned-time';
import { FormDialog } from '../shared/form-dialog';
import { FormikDateTimeField } from '../shared/form-fields';
import { useRegionChoices } from '../shared/region-choices';
import { useApiToasts } from '../shared/use-api-toasts';
import { useSaveFailure } from '../shared/use-save-failure';
import { bulkAddSchema } from './night-form-schema';

interface BulkAddValues {
  from: string;
  to: string;
  weekdays: number[];
  doorsOpen: string;
  attractionsStart: string;
  lastEntrySundayToThursday: string;
  lastEntryFridayAndSaturday: string;
}

const SUNDAY = 0;
const FRIDAY = 5;

function WeekdayCheckboxes() {
  const [field, meta, helpers] = useField<number[]>('weekdays');
  const toggle = (weekday: number, checked: boolean) =>
    void helpers.setValue(checked ? [...field.value, weekday].sort((a, b) => a - b) : field.value.filter((day) => day !== weekday));
  const showError = meta.touched && Boolean(meta.error);
  return (
    <FormControl component="fieldset" error={showError}>
      <FormLabel component="legend">Weekdays</FormLabel>
      <FormGroup row>
        {WEEKDAY_NAMES.map((name, weekday) => (
          <FormControlLabel
            key={name}
            label={name}
            control={<Checkbox checked={field.value.includes(weekday)} onChange={(event) => toggle(weekday, event.target.checked)} />}
          />
        ))}
      </FormGroup>
      {showError && <FormHelperText>{meta.error as string}</FormHelperText>}
    </FormControl>
  );
}

/** Adds a night on each chosen weekday of a date range, with the standard hours prefilled (docs/product.md §9). */
export function BulkAddDialog({
  region,
  month,
  standardHours,
  today,
  onClose,
  onAdded,
}: {
  region: Region;
  month: Month;
  standardHours: NightHoursDto[];
  /** Today on the region's clock: a date of another year names its year. */
  today: string;
  onClose: () => void;
  /** The dates of the nights added, in order: the calendar goes to the first. */
  onAdded: (dates: string[]) => void;
}) {
  const [bulkAdd] = useCalendarBulkAddMutation();
  const { success } = useApiToasts();
  const saveFailed = useSaveFailure();
  const { nameOf } = useRegionChoices();
  const initialValues: BulkAddValues = {
    from: firstDayOf(month),
    to: lastDayOf(month),
    weekdays: [FRIDAY, FRIDAY + 1],
    doorsOpen: standardHours[FRIDAY].doorsOpen,
    attractionsStart: standardHours[FRIDAY].attractionsStart,
    lastEntrySundayToThursday: standardHours[SUNDAY].lastEntry,
    lastEntryFridayAndSaturday: standardHours[FRIDAY].lastEntry,
  };

  const submit = async (values: BulkAddValues, helpers: FormikHelpers<BulkAddValues>) => {
    const result = await bulkAdd({ region, ...values });
    if (result.error) return saveFailed('Nights not added', result.error, helpers);
    const { created, skipped } = result.data;
    const kept = skipped.length
      ? ` ${skipped.length} ${skipped.length === 1 ? 'date already had a night' : 'dates already had a night'} and kept it: ${skipped.map((date) => formatCalendarDate(date, today, { long: true })).join('; ')}.`
      : '';
    success(`${created.length} ${created.length === 1 ? 'night' : 'nights'} added`, `${nameOf(region)}.${kept}`);
    onAdded(created.map((night) => night.date).sort());
    onClose();
  };

  return (
    <FormDialog<BulkAddValues>
      title={`Add Nights · ${nameOf(region)}`}
      initialValues={initialValues}
      validationSchema={bulkAddSchema}
      onSubmit={submit}
      onClose={onClose}
      submitLabel="Add Nights"
      submittingLabel="Adding..."
    >
      <Typography color="text.secondary">
        Every chosen weekday from the first to the last date becomes an open night ({formatMonth(month)} by default). Dates that already
        have a night keep it.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormikDateTimeField name="from" label="From" type="date" />
        <FormikDateTimeField name="to" label="To" type="date" />
      </Stack>
      <WeekdayCheckboxes />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormikDateTimeField name="doorsOpen" label="Doors Open" type="time" />
        <FormikDateTimeField name="attractionsStart" label="Attractions Start" type="time" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormikDateTimeField name="lastEntrySundayToThursday" label="Last Entry (Sunday - Thursday)" type="time" />
        <FormikDateTimeField name="lastEntryFridayAndSaturday" label="Last Entry (Friday & Saturday)" type="time" />
      </Stack>
    </FormDialog>
  );
}
