import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useEmailTemplatesListQuery, useEmploymentSendBulkMutation } from '../../../api/staff-api';
import { useApiToasts } from '../shared/use-api-toasts';

/** Sends one template to the applications the list shows (the filters choose them). */
export function BulkEmailDialog({ ids, onClose }: { ids: number[]; onClose: () => void }) {
  const { data } = useEmailTemplatesListQuery();
  const [templateId, setTemplateId] = useState<number | ''>('');
  const [send, { isLoading }] = useEmploymentSendBulkMutation();
  const { success, failure } = useApiToasts();
  const submit = async () => {
    if (templateId === '') return;
    const result = await send({ templateId, ids });
    if (result.error) return failure('E-mails not queued', result.error, 'Please try again.');
    success('E-mails queued', `${result.data.queued} e-mail${result.data.queued === 1 ? '' : 's'} queued.`);
    onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="bulk-email-title">
      <DialogTitle id="bulk-email-title">
        E-mail {ids.length} Applicant{ids.length === 1 ? '' : 's'}
      </DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>Each applicant shown gets the template with their own name and position.</Typography>
        {data && !data.smtpConfigured && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            No mail server is set yet (under E-mail): these e-mails wait in the outbox until one is.
          </Alert>
        )}
        <TextField select fullWidth label="Template" value={templateId} onChange={(event) => setTemplateId(Number(event.target.value))}>
          {(data?.templates ?? []).map((template) => (
            <MenuItem key={template.id} value={template.id}>
              {template.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={templateId === '' || isLoading}>
          {isLoading ? 'Sending...' : 'Send E-mails'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
