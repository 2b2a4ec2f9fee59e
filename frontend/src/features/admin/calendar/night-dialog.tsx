import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormikHelpers } from 'formik';
import {
  type NightHoursDto,
  type NightStatus,
  type OperatingNightResponseDto as OperatingNight,
  type RegionKey as Region,
} from '../../../api/generated-public';
import { useCalendarCreateMutation, useCalendarRemoveMutation, useCalendarUpdateMutation } from '../../../api/staff-api';
import { NIGHT_STATUS } from '../../../components/calendar/night-status';
import { formatFullDate } from '../../../lib/calendar-dates';
import { weekdayOf } from '../../../lib/zoned-time';
import { useConfirm } from '../shared/confirm-context';
import { FormDialog } from '../shared/form-dialog';
import { FormikDateTimeField, FormikSelect, FormikTextField } from '../shared/form-fields';
import { useRegionChoices } from '../shared/region-choices';
import { useApiToasts } from '../shared/use-api-toasts';
import { useSaveFailure } from '../shared/use-save-failure';
import { NOTE_MAX_LENGTH, nightSchema } from './night-form-schema';

interface NightValues {
  status: NightStatus;
  note: string;
  doorsOpen: string;
  attractionsStart: string;
  lastEntry: string;
}

const statusOptions = (Object.keys(NIGHT_STATUS) as NightStatus[]).map((value) => ({ value, label: NIGHT_STATUS[value].label }));

export type NightDialogTarget = { night: OperatingNight } | { date: string };

/** Edits a night (status, note such as 'Closed for weather', times) or adds one on an empty date; deletes with confirmation. */
export function NightDialog({
  region,
  target,
  standardHours,
  onClose,
  statusOnly = false,
}: {
  region: Region;
  target: NightDialogTarget;
  standardHours: NightHoursDto[];
  onClose: () => void;
  /** The member's role changes a night's status and note only (the box office), not its hours, nor deletes it. */
  statusOnly?: boolean;
}) {
  const night = 'night' in target ? target.night : undefined;
  const date = night?.date ?? ('date' in target ? target.date : '');
  const [create] = useCalendarCreateMutation();
  const [update] = useCalendarUpdateMutation();
  const [remove, { isLoading: deleting }] = useCalendarRemoveMutation();
  const confirm = useConfirm();
  const { success, failure } = useApiToasts();
  const saveFailed = useSaveFailure();
  const { nameOf } = useRegionChoices();
  const standard = standardHours[weekdayOf(date)];
  const initialValues: NightValues = {
    status: night?.status ?? 'open',
    note: night?.note ?? '',
    doorsOpen: night?.doorsOpen ?? standard.doorsOpen,
    attractionsStart: night?.attractionsStart ?? standard.attractionsStart,
    lastEntry: night?.lastEntry ?? standard.lastEntry,
  };
  const title = formatFullDate(date);

  const submit = async (values: NightValues, helpers: FormikHelpers<NightValues>) => {
    const note = values.note.trim() || null;
    const body = statusOnly ? { status: values.status, note } : { ...values, note };
    const result = night ? await update({ id: night.id, updateOperatingNightDto: body }) : await create({ region, date, ...body });
    if (result.error) return saveFailed(night ? 'Night not saved' : 'Night not added', result.error, helpers);
    success(night ? 'Night saved' : 'Night added', `${title}: ${NIGHT_STATUS[values.status].label.toLowerCase()}`);
    onClose();
  };

  const onDelete = async () => {
    if (!night) return;
    if (
      !(await confirm({ title: 'Delete night', message: `Are you sure you want to delete the night of ${title}?`, confirmLabel: 'Delete' }))
    )
      return;
    const result = await remove(night.id);
    if (result.error) failure('Night not deleted', result.error, 'Please try again.');
    else {
      success('Night deleted', title);
      onClose();
    }
  };

  return (
    <FormDialog<NightValues>
      title={`${night ? 'Edit Night' : 'Add Night'} · ${title} · ${nameOf(region)}`}
      initialValues={initialValues}
      validationSchema={nightSchema}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={night ? 'Save Night' : 'Add Night'}
      leading={(submitting) =>
        night &&
        !statusOnly && (
          <Button color="error" startIcon={<DeleteIcon />} onClick={onDelete} disabled={deleting || submitting}>
            Delete
          </Button>
        )
      }
    >
      <FormikSelect name="status" label="Status" options={statusOptions} required fullWidth />
      <FormikTextField
        name="note"
        label="Note for visitors"
        fullWidth
        helperText={`Optional, e.g. 'Closed for weather' (at most ${NOTE_MAX_LENGTH} characters)`}
      />
      {!statusOnly && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormikDateTimeField name="doorsOpen" label="Doors Open" type="time" />
          <FormikDateTimeField name="attractionsStart" label="Attractions Start" type="time" />
          <FormikDateTimeField name="lastEntry" label="Last Entry" type="time" helperText="Before the doors: after midnight" />
        </Stack>
      )}
    </FormDialog>
  );
}
