import MovieIcon from '@mui/icons-material/Movie';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatBytes } from '../../../lib/format-bytes';
import { ListPagination } from './list-pagination';
import { LoadFailure } from './load-failure';
import { usePage } from './use-page';
import { useMediaListQuery, type MediaItemResponseDto as MediaItem, type MediaType } from '../../../api/staff-api';

interface MediaPickerDialogProps {
  open: boolean;
  type: MediaType;
  onClose: () => void;
  onPick: (item: MediaItem) => void;
}

/** Chooses an already uploaded picture or video from the media library. */
export function MediaPickerDialog({ open, type, onClose, onPick }: MediaPickerDialogProps) {
  const page = usePage(12);
  const query = useMediaListQuery({ limit: page.limit, offset: page.offset, type }, { skip: !open });
  const { data, isLoading } = query;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="media-picker-title">
      <DialogTitle id="media-picker-title">Choose from the media library</DialogTitle>
      <DialogContent dividers>
        <LoadFailure query={query} sx={{ mb: 2 }} />
        {!isLoading && data?.items.length === 0 && (
          <Typography color="text.secondary">No {type === 'image' ? 'images' : 'videos'} in the media library yet.</Typography>
        )}
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
          {isLoading && Array.from({ length: 6 }, (_, i) => <Skeleton key={i} variant="rounded" height={120} />)}
          {data?.items.map((item) => (
            <ButtonBase
              key={item.id}
              onClick={() => onPick(item)}
              aria-label={`Use ${item.originalName}`}
              sx={{
                flexDirection: 'column',
                alignItems: 'stretch',
                borderRadius: 1,
                overflow: 'hidden',
                border: 1,
                borderColor: 'divider',
              }}
            >
              {item.type === 'image' ? (
                <Box
                  component="img"
                  src={item.thumbnailUrl ?? item.url}
                  alt=""
                  loading="lazy"
                  sx={{ width: '100%', height: 100, objectFit: 'cover' }}
                />
              ) : (
                <Box sx={{ height: 100, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
                  <MovieIcon fontSize="large" />
                </Box>
              )}
              <Typography variant="caption" noWrap sx={{ px: 1, pt: 0.5, textAlign: 'left' }}>
                {item.originalName}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ px: 1, pb: 0.5, textAlign: 'left' }}>
                {formatBytes(item.size)}
              </Typography>
            </ButtonBase>
          ))}
        </Box>
        <ListPagination state={page} total={data?.total ?? 0} sizes={[12, 24, 48]} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
