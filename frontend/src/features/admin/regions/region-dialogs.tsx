import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useFormikContext, type FormikHelpers } from 'formik';
import { useId, useState, type ReactNode } from 'react';
import type { RegionResponseDto } from '../../../api/generated-public';
import {
  useRegionsCreateMutation,
  useRegionsRemoveMutation,
  useRegionsRenameMutation,
  useRegionsUpdateMutation,
} from '../../../api/staff-api';
import { errorCode, fieldErrors, serverMessage } from '../../../lib/api-error';
import { useConfirm } from '../shared/confirm-context';
import { FormDialog } from '../shared/form-dialog';
import { FormikTextField } from '../shared/form-fields';
import { FormikTimeZoneField } from '../shared/time-zone-field';
import { useApiToasts } from '../shared/use-api-toasts';
import { regionKeyFromName } from '../../../lib/region-keys';
import { newRegionSchema, renameRegionSchema, type NewRegionValues } from './region-schema';

/** The key field of the add dialog: empty, it shows the key the name makes, which is the one sent. */
function NewRegionKeyField() {
  const { values } = useFormikContext<NewRegionValues>();
  const key = values.key.trim() || regionKeyFromName(values.name);
  return (
    <FormikTextField
      name="key"
      label="Key (in its pages' addresses)"
      placeholder={regionKeyFromName(values.name)}
      slotProps={{ inputLabel: { shrink: true } }}
      helperText={
        key ? `Its pages: /${key}, /${key}/attractions, /${key}/faq…` : 'Made from the name: lowercase letters, digits and hyphens'
      }
      fullWidth
    />
  );
}

/** Adds a region, coming soon with the lines every new region starts with; it is in every list at once. */
export function AddRegionDialog({ timeZone, onClose }: { timeZone: string; onClose: () => void }) {
  const [create] = useRegionsCreateMutation();
  const { success, failure } = useApiToasts();

  const submit = async (values: NewRegionValues, helpers: FormikHelpers<NewRegionValues>) => {
    const name = values.name.trim();
    const result = await create({ name, key: values.key.trim() || regionKeyFromName(name), timeZone: values.timeZone.trim() });
    if (result.error) {
      helpers.setErrors(errorCode(result.error) === 'REGION_KEY_TAKEN' ? { key: serverMessage(result.error) } : fieldErrors(result.error));
      failure(`${name} not added`, result.error, 'Please try again.');
      return;
    }
    success(`${result.data.name} added`, `Coming soon at /${result.data.key}: write its lines below, and open it when it sells tickets.`);
    onClose();
  };

  return (
    <FormDialog<NewRegionValues>
      title="Add a region"
      submitLabel="Add region"
      submittingLabel="Adding…"
      initialValues={{ name: '', key: '', timeZone }}
      validationSchema={newRegionSchema}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormikTextField name="name" label="Name" required fullWidth autoFocus helperText="e.g. Texas" />
      <NewRegionKeyField />
      <FormikTimeZoneField
        name="timeZone"
        id="new-region-timeZone"
        label="Time zone (the calendar's hours are local times on this clock)"
      />
    </FormDialog>
  );
}

/** Deleting a region: asked first; a region records belong to is refused, with the server's reason and the way out. */
export function useDeleteRegion(): { remove: (region: RegionResponseDto) => Promise<void>; refusal: ReactNode } {
  const confirm = useConfirm();
  const [removeRegion] = useRegionsRemoveMutation();
  const [update] = useRegionsUpdateMutation();
  const { success, failure } = useApiToasts();
  const [refused, setRefused] = useState<{ region: RegionResponseDto; reason: string } | null>(null);
  const titleId = useId();

  const remove = async (region: RegionResponseDto) => {
    const sure = await confirm({
      title: `Delete ${region.name}?`,
      message: `Its pages (/${region.key} and every page under it) go away at once. A region that still has attractions, stories or other records is not deleted: close it for the season instead.`,
      confirmLabel: `Delete ${region.name}`,
    });
    if (!sure) return;
    const result = await removeRegion(region.key);
    if (!result.error) return void success(`${region.name} deleted`);
    if (errorCode(result.error) === 'REGION_HAS_RECORDS' || errorCode(result.error) === 'LAST_REGION') {
      return setRefused({ region, reason: serverMessage(result.error) ?? `${region.name} cannot be deleted` });
    }
    failure(`${region.name} not deleted`, result.error, 'Please try again.');
  };

  const closeForSeason = async (region: RegionResponseDto) => {
    setRefused(null);
    const result = await update({ key: region.key, updateRegionDto: { status: 'closed-for-season' } });
    if (result.error) failure(`${region.name} not saved`, result.error, 'Please try again.');
    else success(`${region.name} is closed for the season`, 'Every ticket button of the region is hidden.');
  };

  const refusal = refused && (
    <Dialog open onClose={() => setRefused(null)} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{`${refused.region.name} is not deleted`}</DialogTitle>
      <DialogContent>
        <DialogContentText>{refused.reason}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setRefused(null)} autoFocus>
          OK
        </Button>
        {refused.region.status !== 'closed-for-season' && (
          <Button variant="contained" onClick={() => void closeForSeason(refused.region)}>
            Close it for the season
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
  return { remove, refusal };
}

/** Gives a region a new key: its pages move there, and its old addresses lead to them (301). */
export function RenameRegionDialog({ region, onClose }: { region: RegionResponseDto; onClose: () => void }) {
  const [rename] = useRegionsRenameMutation();
  const { success, failure } = useApiToasts();

  const submit = async (values: { key: string }, helpers: FormikHelpers<{ key: string }>) => {
    const result = await rename({ key: region.key, renameRegionDto: { key: values.key.trim() } });
    if (result.error) {
      helpers.setErrors(errorCode(result.error) === 'REGION_KEY_TAKEN' ? { key: serverMessage(result.error) } : fieldErrors(result.error));
      failure(`${region.name}'s key not changed`, result.error, 'Please try again.');
      return;
    }
    success(`${region.name} is at /${result.data.key}`, `Addresses under /${region.key} lead there.`);
    onClose();
  };

  return (
    <FormDialog<{ key: string }>
      title={`Change ${region.name}'s key`}
      submitLabel="Change key"
      submittingLabel="Changing…"
      initialValues={{ key: region.key }}
      validationSchema={renameRegionSchema}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormikTextField
        name="key"
        label="Key (in its pages' addresses)"
        required
        fullWidth
        autoFocus
        helperText={`Its pages and records move to the new key; addresses under /${region.key} keep working (they lead to the new ones). The API takes only the new key.`}
      />
    </FormDialog>
  );
}
