import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, type ChangeEvent, type ReactNode } from 'react';
import type { RegionSlug } from '../../config/paths';
import { tokens } from '../../theme/tokens';
import { FormErrorSummary } from '../../components/forms/form-error-summary';
import { MemoTextField as TextField } from '../../components/forms/memo-text-field';
import { PublicForm, SendButton } from '../../components/forms/public-form';
import { usePublicForm } from '../../components/forms/use-public-form';
import { formatPhone, formatZip, PHONE_MAX_LENGTH, ZIP_LENGTH } from '../../lib/phone';
import type {
  CreateEmploymentApplicationDto as EmploymentApplication,
  SubmittedApplicationResponseDto as SubmittedApplication,
  JobPostingResponseDto as JobPosting,
  OperatingNightResponseDto as OperatingNight,
  Availability,
  PositionType,
} from '../../api/generated-public';
import { employmentInitialValues, employmentSchemaOf, HEADSHOT_TYPES, RESUME_TYPES, type EmploymentValues } from './employment-schema';
import { AVAILABILITIES } from '../../config/labels';
import { locationsOf, POSITION_CATALOGUE, stateForRegion } from './positions';
import { useRegionList } from '../../lib/use-current-region';
import { OperatingNightsField } from './operating-nights-field';
import type { MessageId } from '../../i18n/catalogue';
import { useText } from '../../i18n/text';

export interface ApplicationFiles {
  headshot: File | null;
  resume: File | null;
}

interface EmploymentFormProps {
  /** The region of the page (`?region=`); the form follows it whenever it changes. */
  region: RegionSlug;
  onRegionChange: (region: RegionSlug) => void;
  /** Sends the application with its optional files; rejects with the API error on failure. */
  submit: (application: EmploymentApplication, files: ApplicationFiles) => Promise<SubmittedApplication>;
  /** The application was received: the page shows its confirmation instead of the form. */
  onSent: (sent: SubmittedApplication) => void;
  jobsEmail: string | undefined;
  /** The region's operating nights, offered as checkboxes besides the availability. */
  nights?: readonly OperatingNight[];
  /** The region's open job postings: the application names one. */
  postings?: readonly JobPosting[];
  /** A posting to choose (the "Apply" link of one), when it is among `postings`. */
  chosenJob?: number;
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: tokens.effects.cardBorder, borderRadius: 2, p: { xs: 2, md: 3 }, m: 0, minWidth: 0 }}>
      <Box
        component="legend"
        sx={{
          px: 1,
          fontFamily: tokens.typography.headingFamily,
          fontWeight: 600,
          fontSize: { xs: '1.3rem', md: '1.5rem' },
          color: 'primary.light',
          letterSpacing: '0.02em',
        }}
      >
        {legend}
      </Box>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>{children}</Box>
    </Box>
  );
}

const full = { gridColumn: '1 / -1' } as const;

// Defined once, so that the memoised fields (MemoTextField) see the same props while the visitor types elsewhere.
const PHONE_SLOTS = { htmlInput: { maxLength: PHONE_MAX_LENGTH, inputMode: 'numeric' } } as const;
const ZIP_SLOTS = { htmlInput: { maxLength: ZIP_LENGTH, inputMode: 'numeric' } } as const;
const READ_ONLY_SLOTS = { htmlInput: { readOnly: true, 'aria-readonly': true } } as const;
const NATIVE_SELECT_SLOTS = { select: { native: true }, inputLabel: { shrink: true } } as const;
const SHRUNK_LABEL_SLOTS = { inputLabel: { shrink: true } } as const;
const AVAILABILITY_LABELS: Record<Availability, MessageId> = {
  'full-time': 'employment.form.availability.fullTime',
  'part-time': 'employment.form.availability.partTime',
  weekends: 'employment.form.availability.weekends',
};

/** Every field in the order of the form (the error summary lists them this way), labelled `employment.form.field.<name>`. */
const FIELDS: (keyof EmploymentValues)[] = [
  'region',
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'zipCode',
  'jobPostingId',
  'specificPositions',
  'availability',
  'availableNights',
  'startDate',
  'previousExperience',
  'specialSkills',
  'performanceLinks',
  'over18',
  'canLiftWeight',
  'comfortableInDark',
  'headshot',
  'resume',
];

const NO_POSTINGS: readonly JobPosting[] = [];

const controlId = (name: keyof EmploymentValues) => `employment-${name}`;

/** Payload of docs/product.md §7: the chosen posting, conditional answers only for the position type that asks them. */
export function toApplication(values: EmploymentValues, type: PositionType | undefined): EmploymentApplication {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone,
    address: values.address.trim(),
    city: values.city.trim(),
    state: values.state,
    zipCode: values.zipCode,
    region: values.region,
    jobPostingId: values.jobPostingId as number,
    specificPositions: values.specificPositions,
    availability: values.availability,
    availableNights: values.availableNights?.length ? values.availableNights : undefined,
    startDate: values.startDate,
    previousExperience: values.previousExperience.trim() || undefined,
    specialSkills: values.specialSkills.trim() || undefined,
    performanceLinks: type === 'entertainment' ? values.performanceLinks.trim() || undefined : undefined,
    over18: values.over18,
    canLiftWeight: type === 'operations' ? values.canLiftWeight : false,
    comfortableInDark: type === 'actor' ? values.comfortableInDark : false,
  };
}

/** docs/product.md §2, §4 and §5: the employment application with every rule and message. */
export function EmploymentForm({
  region,
  onRegionChange,
  submit,
  onSent,
  jobsEmail,
  nights = [],
  postings = NO_POSTINGS,
  chosenJob,
}: EmploymentFormProps) {
  const regions = useRegionList();
  const text = useText();
  const validationSchema = useMemo(() => employmentSchemaOf(text), [text]);
  // Built once per language, so that the memoised fields see the same props while the visitor types elsewhere.
  const labels = useMemo(
    () => Object.fromEntries(FIELDS.map((name) => [name, text(`employment.form.field.${name}`)])) as Record<keyof EmploymentValues, string>,
    [text],
  );
  const availabilityOptions = useMemo(
    () => [
      // A required select starts with an empty choice (HTML's rule); the form starts on part-time all the same.
      <option key="" value="" disabled>
        {text('employment.form.availability.choose')}
      </option>,
      ...AVAILABILITIES.map((value) => (
        <option key={value} value={value}>
          {text(AVAILABILITY_LABELS[value])}
        </option>
      )),
    ],
    [text],
  );
  const formik = usePublicForm<EmploymentValues, SubmittedApplication>({
    initialValues: employmentInitialValues(regions, region),
    validationSchema,
    send: (values) => {
      const type = postings.find((posting) => posting.id === values.jobPostingId)?.positionType;
      return submit(toApplication(values, type), { headshot: values.headshot, resume: values.resume });
    },
    // The page puts its confirmation in the form's place (docs/product.md §2 "Employment application").
    sent: (answer) => {
      onSent(answer);
      return null;
    },
    failed: () => ({
      title: text('employment.form.failed.title'),
      description: jobsEmail ? text('employment.form.failed.withEmail', { email: jobsEmail }) : text('employment.form.failed.withoutEmail'),
    }),
  });
  const { values, setFieldValue, setValues } = formik;
  const formatPhoneField = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => void setFieldValue('phone', formatPhone(event.target.value)),
    [setFieldValue],
  );
  const formatZipField = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => void setFieldValue('zipCode', formatZip(event.target.value)),
    [setFieldValue],
  );

  // docs/product.md §10.5: the state follows the region every time it changes (query parameter or radio), and its
  // row's state once the regions arrive.
  const regionState = stateForRegion(regions, region);
  useEffect(() => {
    if (values.region !== region || values.state !== regionState) {
      void setValues((current) => ({ ...current, region, state: regionState, availableNights: [] }), false);
    }
    // Only the page's region drives this; the form's own values are read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [region, regionState]);

  const chooseRegion = (next: RegionSlug) => {
    void setValues((current) => ({ ...current, region: next, state: stateForRegion(regions, next) }), false);
    onRegionChange(next);
  };

  const chooseJob = (next: number | '') => {
    // Validate right away so no stale 'Required' lingers under the select (and shifts the page on the next click).
    void formik.setFieldTouched('jobPostingId', true, false);
    void setValues(
      (current) => ({
        ...current,
        jobPostingId: next,
        specificPositions: [],
        canLiftWeight: false,
        comfortableInDark: false,
        performanceLinks: '',
      }),
      true,
    );
  };

  // The "Apply" link of a posting chooses it; a posting of another region (after a change of location) is dropped.
  useEffect(() => {
    if (chosenJob !== undefined && postings.some((posting) => posting.id === chosenJob)) chooseJob(chosenJob);
    // Only a new choice from the page drives this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosenJob, postings]);
  useEffect(() => {
    if (values.jobPostingId !== '' && !postings.some((posting) => posting.id === values.jobPostingId)) chooseJob('');
    // The list of the region's postings drives this; the chosen one is read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [postings]);

  const togglePosition = (position: string, checked: boolean) => {
    const next = checked ? [...values.specificPositions, position] : values.specificPositions.filter((item) => item !== position);
    void setFieldValue('specificPositions', next);
    void formik.setFieldTouched('specificPositions', true, false);
  };

  const errorOf = (name: keyof EmploymentValues) => {
    const touched = formik.touched[name];
    const error = formik.errors[name];
    return touched && typeof error === 'string' ? error : undefined;
  };

  const field = (name: keyof EmploymentValues, extra: Record<string, unknown> = {}) => ({
    id: controlId(name),
    name,
    label: labels[name],
    value: values[name] as string,
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(errorOf(name)),
    helperText: errorOf(name),
    fullWidth: true,
    ...extra,
  });

  const fileField = (name: 'headshot' | 'resume', accept: string[], hint: string) => {
    const error = errorOf(name);
    const choose = (event: ChangeEvent<HTMLInputElement>) => {
      void formik.setFieldTouched(name, true, false);
      void setFieldValue(name, event.currentTarget.files?.[0] ?? null);
    };
    return (
      <FormControl error={Boolean(error)}>
        <FormLabel htmlFor={controlId(name)}>{labels[name]}</FormLabel>
        <Box
          component="input"
          type="file"
          id={controlId(name)}
          name={name}
          accept={accept.join(',')}
          onChange={choose}
          aria-describedby={`${controlId(name)}-hint`}
          sx={{ mt: 1, maxWidth: '100%', color: 'text.secondary' }}
        />
        <FormHelperText id={`${controlId(name)}-hint`}>{error ?? hint}</FormHelperText>
      </FormControl>
    );
  };

  const type = postings.find((posting) => posting.id === values.jobPostingId)?.positionType;
  const positionsError = errorOf('specificPositions');
  const over18Error = errorOf('over18');

  return (
    <PublicForm formik={formik} gap={3} aria-labelledby="employment-form-title">
      <Box>
        <Typography id="employment-form-title" component="h2" variant="h3" sx={{ color: 'primary.light' }}>
          {text('employment.form.title')}
        </Typography>
        <Typography sx={{ color: 'secondary.light', fontWeight: 700, mt: 1 }}>{text('employment.seasonal')}</Typography>
      </Box>

      <FormErrorSummary labels={labels} controlId={controlId} fallbacks={{ specificPositions: 'jobPostingId' }} />

      <Fieldset legend={text('employment.form.section.location')}>
        <FormControl sx={full}>
          <FormLabel id="employment-region-label">{text('employment.form.region.choose')}</FormLabel>
          <RadioGroup
            aria-labelledby="employment-region-label"
            name="region"
            value={values.region}
            onChange={(event) => chooseRegion(event.target.value as RegionSlug)}
          >
            {locationsOf(regions).map((location) => (
              <FormControlLabel key={location.value} value={location.value} control={<Radio />} label={location.label} />
            ))}
          </RadioGroup>
        </FormControl>
      </Fieldset>

      <Fieldset legend={text('employment.form.section.personal')}>
        <TextField {...field('firstName', { autoComplete: 'given-name', required: true })} />
        <TextField {...field('lastName', { autoComplete: 'family-name', required: true })} />
        <TextField {...field('email', { type: 'email', autoComplete: 'email', required: true })} />
        <TextField
          {...field('phone', { type: 'tel', autoComplete: 'tel', required: true, placeholder: text('employment.form.phone.placeholder') })}
          onChange={formatPhoneField}
          slotProps={PHONE_SLOTS}
        />
        <TextField {...field('address', { autoComplete: 'address-line1', required: true, sx: full })} />
        <TextField {...field('city', { autoComplete: 'address-level2', required: true })} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
          <TextField
            {...field('state', { required: true })}
            {...(stateForRegion(regions, values.region)
              ? {
                  onChange: undefined,
                  helperText: errorOf('state') ?? text('employment.form.state.setByLocation'),
                  slotProps: READ_ONLY_SLOTS,
                }
              : { autoComplete: 'address-level1' })}
          />
          <TextField
            {...field('zipCode', { autoComplete: 'postal-code', required: true })}
            onChange={formatZipField}
            slotProps={ZIP_SLOTS}
          />
        </Box>
      </Fieldset>

      <Fieldset legend={text('employment.form.section.position')}>
        <TextField
          {...field('jobPostingId', { required: true, select: true, sx: full })}
          value={String(values.jobPostingId)}
          onChange={(event) => chooseJob(event.target.value === '' ? '' : Number(event.target.value))}
          slotProps={NATIVE_SELECT_SLOTS}
        >
          <option value="">{text(postings.length ? 'employment.form.position.choose' : 'employment.form.position.none')}</option>
          {postings.map((posting) => (
            <option key={posting.id} value={posting.id}>
              {posting.title}
            </option>
          ))}
        </TextField>
        {type && (
          <FormControl component="fieldset" error={Boolean(positionsError)} sx={{ ...full, border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend">{text('employment.form.positions.legend')}</FormLabel>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {POSITION_CATALOGUE[type].map((position, index) => (
                <FormControlLabel
                  key={position.name}
                  control={
                    <Checkbox
                      id={index === 0 ? controlId('specificPositions') : undefined}
                      checked={values.specificPositions.includes(position.name)}
                      onChange={(event) => togglePosition(position.name, event.target.checked)}
                      name="specificPositions"
                      value={position.name}
                    />
                  }
                  label={text(position.label)}
                />
              ))}
            </FormGroup>
            {positionsError && <FormHelperText>{positionsError}</FormHelperText>}
          </FormControl>
        )}
        {!type && positionsError && (
          <FormHelperText error sx={full}>
            {positionsError}
          </FormHelperText>
        )}
      </Fieldset>

      <Fieldset legend={text('employment.form.section.availability')}>
        <TextField {...field('availability', { required: true, select: true })} slotProps={NATIVE_SELECT_SLOTS}>
          {availabilityOptions}
        </TextField>
        <TextField {...field('startDate', { type: 'date', required: true })} slotProps={SHRUNK_LABEL_SLOTS} />
        <OperatingNightsField
          nights={nights}
          value={values.availableNights ?? []}
          onChange={(nights) => void setFieldValue('availableNights', nights)}
          id={controlId('availableNights')}
          error={errorOf('availableNights')}
        />
      </Fieldset>

      <Fieldset legend={text('employment.form.section.experience')}>
        <TextField
          {...field('previousExperience', {
            multiline: true,
            minRows: 3,
            sx: full,
            placeholder: text('employment.form.experience.placeholder'),
          })}
        />
        <TextField
          {...field('specialSkills', {
            multiline: true,
            minRows: 3,
            sx: full,
            placeholder: text('employment.form.skills.placeholder'),
          })}
        />
        {type === 'entertainment' && (
          <TextField
            {...field('performanceLinks', {
              multiline: true,
              minRows: 2,
              sx: full,
              placeholder: text('employment.form.performanceLinks.placeholder'),
            })}
          />
        )}
        {fileField('headshot', HEADSHOT_TYPES, text('employment.form.headshot.hint'))}
        {fileField('resume', RESUME_TYPES, text('employment.form.resume.hint'))}
      </Fieldset>

      <Fieldset legend={text('employment.form.section.requirements')}>
        <FormControl error={Boolean(over18Error)} sx={full}>
          <FormControlLabel
            control={
              <Checkbox
                id={controlId('over18')}
                name="over18"
                checked={values.over18}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
              />
            }
            label={text('employment.form.over18.label')}
          />
          {over18Error && <FormHelperText>{over18Error}</FormHelperText>}
        </FormControl>
        {type === 'operations' && (
          <FormControlLabel
            sx={full}
            control={<Checkbox name="canLiftWeight" checked={values.canLiftWeight} onChange={formik.handleChange} />}
            label={text('employment.form.canLiftWeight.label')}
          />
        )}
        {type === 'actor' && (
          <FormControlLabel
            sx={full}
            control={<Checkbox name="comfortableInDark" checked={values.comfortableInDark} onChange={formik.handleChange} />}
            label={text('employment.form.comfortableInDark.label')}
          />
        )}
      </Fieldset>

      <SendButton sendingLabel={text('employment.form.sending')} sx={{ py: 1.5, fontSize: '1.05rem' }}>
        {text('employment.form.send')}
      </SendButton>
    </PublicForm>
  );
}
