import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';

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
  // The switch moves with the click itself, not a render later when the list's cache changes; once the save is over it
  // shows the record again (back where it was if the server refused).
  const [clicked, setClicked] = useState<boolean>();
  const shown = saving && clicked !== undefined ? clicked : checked;
  return (
    <FormControlLabel
      label={label}
      control={
        <Switch
          checked={shown}
          onChange={(event) => {
            if (saving) return;
            setClicked(event.target.checked);
            onChange(event.target.checked);
          }}
          slotProps={{ input: { 'aria-disabled': saving } }}
        />
      }
    />
  );
}
