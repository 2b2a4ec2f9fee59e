import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { type BlogPostResponseDto as BlogPost } from '../../../api/generated-public';
import { useBlogRestoreMutation, useBlogRevisionsQuery, type StoryRevisionResponseDto as Revision } from '../../../api/staff-api';
import { lineDiff } from '../../../lib/line-diff';
import { useRegionTimeZone } from '../../../components/site-settings/use-region-time-zone';
import { formatDateTime } from '../shared/format-date';
import { LoadFailure } from '../shared/load-failure';
import { useApiToasts } from '../shared/use-api-toasts';

/** What the revisions are compared with: the story as the form now holds it. */
export type CurrentText = Pick<BlogPost, 'title' | 'excerpt' | 'content' | 'region'>;

const DIFFED = [
  ['title', 'Title'],
  ['excerpt', 'Excerpt'],
  ['content', 'Content'],
] as const;

interface RevisionsDialogProps {
  postId: number;
  current: CurrentText;
  onClose: () => void;
  /** The story after a restore, for the form to show. */
  onRestored: (post: BlogPost) => void;
}

/** The story's saves, newest first; one chosen shows what differs from the form's text, and can be restored. */
export function RevisionsDialog({ postId, current, onClose, onRestored }: RevisionsDialogProps) {
  const titleId = useId();
  const timeZone = useRegionTimeZone()(current.region);
  const query = useBlogRevisionsQuery(postId, { refetchOnMountOrArgChange: true });
  const [restore, { isLoading: restoring }] = useBlogRestoreMutation();
  const [chosenId, setChosenId] = useState<number>();
  const { success, failure } = useApiToasts();
  const chosen = query.data?.find((revision) => revision.id === chosenId) ?? query.data?.[0];

  const onRestore = async (revision: Revision) => {
    const result = await restore({ id: postId, revisionId: revision.id });
    if (result.error) return failure('Restore failed', result.error, 'The revision could not be restored.');
    success('Revision restored', `The story is back as saved on ${formatDateTime(revision.createdAt, timeZone)}.`);
    onRestored(result.data);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" scroll="paper" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Revisions</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '260px 1fr' } }}>
        <LoadFailure query={query} />
        <List dense aria-label="Saved versions" sx={{ overflow: 'auto', maxHeight: { md: '60vh' } }}>
          {query.data?.map((revision) => (
            <ListItemButton key={revision.id} selected={revision.id === chosen?.id} onClick={() => setChosenId(revision.id)}>
              <ListItemText
                primary={formatDateTime(revision.createdAt, timeZone)}
                secondary={`${revision.author ?? 'Unknown'} · ${revision.title}`}
              />
            </ListItemButton>
          ))}
          {query.data?.length === 0 && <Typography sx={{ p: 2 }}>No revisions yet.</Typography>}
        </List>
        {chosen && (
          <Box aria-label="Changes since this revision" role="region" sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Lines marked − are in this revision, + in the form now.
            </Typography>
            {DIFFED.map(([field, label]) => (
              <FieldDiff key={field} label={label} before={chosen[field]} after={current[field]} />
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" disabled={!chosen || restoring} onClick={() => chosen && void onRestore(chosen)}>
          Restore this revision
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function FieldDiff({ label, before, after }: { label: string; before: string; after: string }) {
  const lines = lineDiff(before, after);
  const unchanged = lines.every((line) => line.kind === 'same');
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2">
        {label}
        {unchanged ? ' (unchanged)' : ''}
      </Typography>
      {!unchanged && (
        <Box
          component="pre"
          sx={{ m: 0, p: 1, whiteSpace: 'pre-wrap', fontSize: '0.85rem', bgcolor: 'background.default', borderRadius: 1 }}
        >
          {lines.map((line, index) => (
            <Box
              component="div"
              key={index}
              data-diff={line.kind}
              sx={{
                color: line.kind === 'added' ? 'success.light' : line.kind === 'removed' ? 'error.light' : 'text.secondary',
                textDecoration: line.kind === 'removed' ? 'line-through' : undefined,
              }}
            >
              {line.kind === 'added' ? '+ ' : line.kind === 'removed' ? '− ' : '  '}
              {line.text}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
