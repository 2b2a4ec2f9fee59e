import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
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
