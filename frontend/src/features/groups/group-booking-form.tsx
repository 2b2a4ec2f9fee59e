import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CreateGroupBookingDto, OperatingNightResponseDto as OperatingNight } from '../../api/generated-public';
import { FormErrorSummary } from '../../components/forms/form-error-summary';
import { PublicForm, SendButton } from '../../components/forms/public-form';
import { textFieldProps, usePublicForm } from '../../components/forms/use-public-form';
import { serverMessage } from '../../lib/api-error';
import { formatLongDate } from '../../lib/calendar-dates';
import { formatPhone, PHONE_MAX_LENGTH } from '../../lib/phone';
import { GROUP_BOOKING_INITIAL_VALUES, groupBookingSchema, MIN_GROUP_SIZE, type GroupBookingValues } from './group-booking-schema';
import { groupBookingText } from './group-booking-messages';

const FIELD_LABELS: Record<keyof GroupBookingValues, string> = {
  groupName: groupBookingText('form.groupName'),
  name: groupBookingText('form.name'),
  email: groupBookingText('form.email'),
  phone: groupBookingText('form.phone'),
  groupSize: groupBookingText('form.groupSize'),
  preferredNights: groupBookingText('form.preferredNights'),
  notes: groupBookingText('form.notes'),
};

const controlId = (name: keyof GroupBookingValues) => `group-${name}`;

interface GroupBookingFormProps {
  /** The nights a group may choose: the region's operating nights to come. */
  nights: OperatingNight[];
  /** Sends the request; rejects with the API error on failure. */
  send: (body: Omit<CreateGroupBookingDto, 'region'>) => Promise<unknown>;
}

export function GroupBookingForm({ nights, send }: GroupBookingFormProps) {
  const formik = usePublicForm<GroupBookingValues>({
    initialValues: GROUP_BOOKING_INITIAL_VALUES,
    validationSchema: groupBookingSchema,
    send: (values) =>
      send({
        groupName: values.groupName.trim(),
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone,
        groupSize: Number(values.groupSize),
        preferredNights: values.preferredNights,
        notes: values.notes.trim() || null,
      }),
    // No copy is mailed to the visitor, and the park has promised no delay: only where the answer will go.
    sent: (_, values) => ({
      title: groupBookingText('form.sent.title'),
      description: groupBookingText('form.sent.description', { email: values.email.trim() }),
    }),
    failed: (error) => ({
      title: groupBookingText('form.failed.title'),
      description: serverMessage(error) || groupBookingText('form.failed.description'),
    }),
  });

  const field = (name: Exclude<keyof GroupBookingValues, 'preferredNights'>) => ({
    ...textFieldProps(formik, name, controlId(name)),
    label: FIELD_LABELS[name],
  });
  const toggleNight = (date: string, on: boolean) =>
    void formik.setFieldValue(
      'preferredNights',
      on ? [...formik.values.preferredNights, date].sort() : formik.values.preferredNights.filter((night) => night !== date),
    );
  const nightsError = typeof formik.errors.preferredNights === 'string' ? formik.errors.preferredNights : undefined;

  return (
    <PublicForm formik={formik} gap={2.5} aria-label={groupBookingText('form.label')}>
      <FormErrorSummary labels={FIELD_LABELS} controlId={controlId} />
      <TextField {...field('groupName')} autoComplete="organization" required />
      <TextField {...field('name')} autoComplete="name" required />
      <TextField {...field('email')} type="email" autoComplete="email" required />
      <TextField
        {...field('phone')}
        type="tel"
        autoComplete="tel"
        placeholder={groupBookingText('form.phone.placeholder')}
        required
        onChange={(event) => void formik.setFieldValue('phone', formatPhone(event.target.value))}
        slotProps={{ htmlInput: { maxLength: PHONE_MAX_LENGTH } }}
      />
      <TextField
        {...field('groupSize')}
        type="number"
        required
        helperText={
          (formik.touched.groupSize && formik.errors.groupSize) || groupBookingText('form.groupSize.hint', { min: MIN_GROUP_SIZE })
        }
        slotProps={{ htmlInput: { min: MIN_GROUP_SIZE, inputMode: 'numeric' } }}
      />
      <FormControl component="fieldset" error={Boolean(nightsError)}>
        <FormLabel component="legend">{FIELD_LABELS.preferredNights}</FormLabel>
        {nights.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{groupBookingText('form.preferredNights.none')}</Typography>
        ) : (
          <FormGroup sx={{ maxHeight: 260, overflowY: 'auto' }}>
            {nights.map((night, index) => (
              <FormControlLabel
                key={night.date}
                label={formatLongDate(night.date)}
                control={
                  <Checkbox
                    id={index === 0 ? controlId('preferredNights') : undefined}
                    checked={formik.values.preferredNights.includes(night.date)}
                    onChange={(event) => toggleNight(night.date, event.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
        )}
        {nightsError && <FormHelperText>{nightsError}</FormHelperText>}
      </FormControl>
      <TextField {...field('notes')} multiline minRows={3} />
      <SendButton sendingLabel={groupBookingText('form.sending')} sx={{ alignSelf: { sm: 'flex-start' }, px: 4 }}>
        {groupBookingText('form.send')}
      </SendButton>
    </PublicForm>
  );
}
