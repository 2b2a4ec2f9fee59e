import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { CreateGroupBookingDto, OperatingNightResponseDto as OperatingNight } from '../../api/generated-public';
import { FormErrorSummary } from '../../components/forms/form-error-summary';
import { PublicForm, SendButton } from '../../components/forms/public-form';
import { textFieldProps, usePublicForm } from '../../components/forms/use-public-form';
import { calendarFormats } from '../../lib/calendar-dates';
import { formatPhone, PHONE_MAX_LENGTH } from '../../lib/phone';
import { useText, type Text, useIntl } from '../../i18n/text';
import { GROUP_BOOKING_INITIAL_VALUES, groupBookingSchemaOf, type GroupBookingValues } from './group-booking-schema';
import { MIN_GROUP_SIZE } from './group-size';

const fieldLabelsOf = (text: Text): Record<keyof GroupBookingValues, string> => ({
  groupName: text('groups.form.groupName'),
  name: text('groups.form.name'),
  email: text('groups.form.email'),
  phone: text('groups.form.phone'),
  groupSize: text('groups.form.groupSize'),
  preferredNights: text('groups.form.preferredNights'),
  notes: text('groups.form.notes'),
});

const controlId = (name: keyof GroupBookingValues) => `group-${name}`;

interface GroupBookingFormProps {
  /** The nights a group may choose: the region's operating nights to come. */
  nights: OperatingNight[];
  /** Sends the request; rejects with the API error on failure. */
  send: (body: Omit<CreateGroupBookingDto, 'region'>) => Promise<unknown>;
}

export function GroupBookingForm({ nights, send }: GroupBookingFormProps) {
  const text = useText();
  const { formatLongDate } = calendarFormats(useIntl().locale);
  const labels = useMemo(() => fieldLabelsOf(text), [text]);
  const schema = useMemo(() => groupBookingSchemaOf(text), [text]);
  const formik = usePublicForm<GroupBookingValues>({
    initialValues: GROUP_BOOKING_INITIAL_VALUES,
    validationSchema: schema,
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
      title: text('groups.form.sent.title'),
      description: text('groups.form.sent.description', { email: values.email.trim() }),
    }),
    failed: (said) => ({
      title: text('groups.form.failed.title'),
      description: said || text('groups.form.failed.description'),
    }),
  });

  const field = (name: Exclude<keyof GroupBookingValues, 'preferredNights'>) => ({
    ...textFieldProps(formik, name, controlId(name)),
    label: labels[name],
  });
  const toggleNight = (date: string, on: boolean) =>
    void formik.setFieldValue(
      'preferredNights',
      on ? [...formik.values.preferredNights, date].sort() : formik.values.preferredNights.filter((night) => night !== date),
    );
  const nightsError = typeof formik.errors.preferredNights === 'string' ? formik.errors.preferredNights : undefined;

  return (
    <PublicForm formik={formik} gap={2.5} aria-label={text('groups.form.label')}>
      <FormErrorSummary labels={labels} controlId={controlId} />
      <TextField {...field('groupName')} autoComplete="organization" required />
      <TextField {...field('name')} autoComplete="name" required />
      <TextField {...field('email')} type="email" autoComplete="email" required />
      <TextField
        {...field('phone')}
        type="tel"
        autoComplete="tel"
        placeholder={text('groups.form.phone.placeholder')}
        required
        onChange={(event) => void formik.setFieldValue('phone', formatPhone(event.target.value))}
        slotProps={{ htmlInput: { maxLength: PHONE_MAX_LENGTH } }}
      />
      <TextField
        {...field('groupSize')}
        type="number"
        required
        helperText={(formik.touched.groupSize && formik.errors.groupSize) || text('groups.form.groupSize.hint', { min: MIN_GROUP_SIZE })}
        slotProps={{ htmlInput: { min: MIN_GROUP_SIZE, inputMode: 'numeric' } }}
      />
      <FormControl component="fieldset" error={Boolean(nightsError)}>
        <FormLabel component="legend">{labels.preferredNights}</FormLabel>
        {nights.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{text('groups.form.preferredNights.none')}</Typography>
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
      <SendButton sendingLabel={text('groups.form.sending')} sx={{ alignSelf: { sm: 'flex-start' }, px: 4 }}>
        {text('groups.form.send')}
      </SendButton>
    </PublicForm>
  );
}
