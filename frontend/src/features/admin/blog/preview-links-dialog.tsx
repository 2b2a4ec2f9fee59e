import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import {
  useBlogPreviewLinksQuery,
  useBlogRevokePreviewMutation,
  useBlogSharePreviewMutation,
  type CreatedStoryPreviewLinkDto as CreatedLink,
} from '../../../api/staff-api';
import { useCopyWithToast } from '../../../components/toast/use-copy-with-toast';
import { formatDateTime } from '../shared/format-date';
import { useApiToasts } from '../shared/use-api-toasts';

/**
 * "Share preview": makes a link that shows the story as it will look to anyone holding it (7 days), shows it once
 * with a Copy button, and lists the links that still work, each revocable.
 */
export function PreviewLinksDialog({ postId, onClose }: { postId: number; onClose: () => void }) {
  const titleId = useId();
  const [share, { isLoading: sharing }] = useBlogSharePreviewMutation();
  const [revoke] = useBlogRevokePreviewMutation();
  const links = useBlogPreviewLinksQuery(postId, { refetchOnMountOrArgChange: true });
  const [created, setCreated] = useState<CreatedLink>();
  const { success, failure } = useApiToasts();
  const copy = useCopyWithToast(
    { title: 'Link copied!', description: 'The preview link has been copied to your clipboard.' },
    { title: 'Error', description: 'Could not copy the link. Please copy it from the field.' },
  );
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void share(postId).then((result) => {
      if (result.error) failure('Could not share a preview', result.error, 'The preview link could not be made.');
      else setCreated(result.data);
    });
  }, [failure, postId, share]);

  const onRevoke = async (linkId: number) => {
    const result = await revoke({ id: postId, linkId });
    if (result.error) return failure('Could not revoke the link', result.error, 'The preview link still works.');
    success('Preview link revoked', 'The link no longer opens the story.');
    if (created?.id === linkId) setCreated(undefined);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Share preview</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography color="text.secondary">
            Anyone with this link sees the story exactly as it will look, without signing in, until the link expires or is revoked.
          </Typography>
          {created ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                label="Preview link"
                value={created.url}
                fullWidth
                helperText={`Works until ${formatDateTime(created.expiresAt)}`}
                slotProps={{ htmlInput: { readOnly: true } }}
              />
              <Button variant="contained" onClick={() => void copy(created.url)}>
                Copy
              </Button>
            </Stack>
          ) : (
            <Typography role="status">{sharing ? 'Making a link…' : ' '}</Typography>
          )}
          <Typography variant="subtitle2">Links that still work</Typography>
          <List dense aria-label="Links still working">
            {links.data?.map((link) => (
              <ListItem
                key={link.id}
                secondaryAction={
                  <Button color="error" size="small" onClick={() => void onRevoke(link.id)}>
                    Revoke
                  </Button>
                }
              >
                <ListItemText
                  primary={`Made ${formatDateTime(link.createdAt)}${link.createdBy ? ` by ${link.createdBy}` : ''}`}
                  secondary={`Expires ${formatDateTime(link.expiresAt)}`}
                />
              </ListItem>
            ))}
          </List>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
