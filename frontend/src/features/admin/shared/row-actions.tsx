import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';

/** A list row's edit button; `label` names the record, e.g. 'Edit Fog Maze'. */
export function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Tooltip title="Edit">
      <IconButton aria-label={label} onClick={onClick}>
        <EditIcon />
      </IconButton>
    </Tooltip>
  );
}

/** A list row's delete button; `label` names the record, e.g. 'Delete Fog Maze'. */
export function DeleteButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <Tooltip title="Delete">
      <IconButton aria-label={label} color="error" onClick={onClick} disabled={disabled}>
        <DeleteIcon />
      </IconButton>
    </Tooltip>
  );
}

/**
 * A list row's on/off switch (Active, Featured). While its change is saving it refuses another (aria-disabled) but
 * keeps the keyboard focus, which a disabled input would drop to the page.
 */
export function RowSwitch({
  label,
  checked,
  saving,
  onChange,
}: {
  label: string;
  checked: boolean;
  saving: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FormControlLabel
      label={label}
      control={
        <Switch
          checked={checked}
          onChange={(event) => {
            if (!saving) onChange(event.target.checked);
          }}
          slotProps={{ input: { 'aria-disabled': saving } }}
        />
      }
    />
  );
}
