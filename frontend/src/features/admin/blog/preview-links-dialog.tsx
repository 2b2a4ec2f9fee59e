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
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { RegionKey as Region } from '../../../api/generated-public';
import {
  useBlogPreviewLinksQuery,
  useBlogRevokePreviewMutation,
  useBlogSharePreviewMutation,
  type CreatedStoryPreviewLinkDto as CreatedLink,
} from '../../../api/staff-api';
import { useRegionTimeZone } from '../../../components/site-settings/use-region-time-zone';
import { useCopyWithToast } from '../../../components/toast/use-copy-with-toast';
import { formatDateTime } from '../shared/format-date';
import { useApiToasts } from '../shared/use-api-toasts';

/**
 * "Share preview": shows the story's newest link that still works (a link shows the story as it will look to anyone
 * holding it, for 7 days), with a Copy button; makes one only when the story has none. "New link" makes another,
 * "Revoke" stops one; the links that still work are listed. Times are on the story's region clock.
 */
export function PreviewLinksDialog({ postId, region, onClose }: { postId: number; region: Region; onClose: () => void }) {
  const titleId = useId();
  const timeZone = useRegionTimeZone()(region);
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
  const shown = created ?? links.data?.find((link) => link.url !== null);

  const mint = useCallback(
    () =>
      share(postId).then((result) => {
        if (result.error) failure('Could not share a preview', result.error, 'The preview link could not be made.');
        else setCreated(result.data);
      }),
    [failure, postId, share],
  );

  // A link is made by itself only when the story has none to show again, once the list read on opening has come back.
  const listed = links.isSuccess && !links.isFetching;
  const hasOne = Boolean(links.data?.some((link) => link.url !== null));
  useEffect(() => {
    if (!listed || started.current) return;
    started.current = true;
    if (!hasOne) void mint();
  }, [listed, hasOne, mint]);

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
          {shown?.url ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                label="Preview link"
                value={shown.url}
                fullWidth
                helperText={`Works until ${formatDateTime(shown.expiresAt, timeZone)}`}
                slotProps={{ htmlInput: { readOnly: true } }}
              />
              <Button variant="contained" onClick={() => void copy(shown.url!)}>
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
                  primary={`Made ${formatDateTime(link.createdAt, timeZone)}${link.createdBy ? ` by ${link.createdBy}` : ''}${link.id === shown?.id ? ' (shown above)' : ''}`}
                  secondary={`Expires ${formatDateTime(link.expiresAt, timeZone)}`}
                />
              </ListItem>
            ))}
          </List>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void mint()} disabled={sharing}>
          New link
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
