import AddIcon from '@mui/icons-material/Add';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import MovieIcon from '@mui/icons-material/Movie';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import WebIcon from '@mui/icons-material/Web';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useConfirm } from '../shared/confirm-context';
import { EmptyState } from '../shared/empty-state';
import { VIDEO_PAGES, VIDEO_PAGE_LABELS } from '../../../config/labels';
import { PageHeader } from '../shared/page-header';
import { StatCard, StatGrid } from '../shared/stat-card';
import { useApiToasts } from '../shared/use-api-toasts';
import { VideoBackgroundDialog } from './video-background-dialog';
import {
  useVideoBackgroundsListQuery,
  useVideoBackgroundsRemoveMutation,
  useVideoBackgroundsUpdateMutation,
  type VideoBackgroundResponseDto as VideoBackground,
} from '../../../api/generated';

type DialogState = { open: false } | { open: true; video?: VideoBackground };

function VideoRow({ video, onEdit }: { video: VideoBackground; onEdit: (video: VideoBackground) => void }) {
  const [update, { isLoading: toggling }] = useVideoBackgroundsUpdateMutation();
  const [remove, { isLoading: deleting }] = useVideoBackgroundsRemoveMutation();
  const confirm = useConfirm();
  const { success, failure } = useApiToasts();

  const toggle = async () => {
    const result = await update({ id: video.id, updateVideoBackgroundDto: { isActive: !video.isActive } });
    if (result.error) failure('Failed to update video background', result.error, 'Please try again.');
    else success('Video background updated successfully');
  };

  const onDelete = async () => {
    if (!(await confirm({ title: 'Delete video background', message: 'Are you sure you want to delete this video background?' }))) return;
    const result = await remove(video.id);
    if (result.error) failure('Failed to delete video background', result.error, 'Please try again.');
    else success('Video background deleted successfully');
  };

  return (
    <Paper variant="outlined" data-testid="video-row" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {video.thumbnailUrl ? (
          <Box
            component="img"
            src={video.thumbnailUrl}
            alt=""
            sx={{ width: 160, height: 90, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
          />
        ) : (
          <Box
            sx={{ width: 160, height: 90, borderRadius: 1, bgcolor: 'action.hover', display: 'grid', placeItems: 'center', flexShrink: 0 }}
          >
            <MovieIcon sx={{ fontSize: 40, color: 'text.secondary' }} />
          </Box>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h3">
              {video.title}
            </Typography>
            <Chip size="small" label={VIDEO_PAGE_LABELS[video.page] ?? video.page} />
          </Stack>
          {video.description && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {video.description}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {video.videoUrl}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <Button
            variant={video.isActive ? 'contained' : 'outlined'}
            color={video.isActive ? 'success' : 'inherit'}
            startIcon={video.isActive ? <CheckCircleIcon /> : <PauseCircleIcon />}
            onClick={toggle}
            disabled={toggling}
            aria-pressed={video.isActive}
            aria-label={`${video.title}: ${video.isActive ? 'Active' : 'Inactive'}`}
          >
            {video.isActive ? 'Active' : 'Inactive'}
          </Button>
          <Tooltip title="Edit">
            <IconButton aria-label={`Edit ${video.title}`} onClick={() => onEdit(video)}>
              <EditIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton aria-label={`Delete ${video.title}`} color="error" onClick={onDelete} disabled={deleting}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** Video backgrounds cannot grow much (a few per page key): one page of 100 holds them all. */
const ALL_VIDEO_BACKGROUNDS = { limit: 100, offset: 0 };

export function VideosPage() {
  const { data, isLoading, isError } = useVideoBackgroundsListQuery(ALL_VIDEO_BACKGROUNDS);
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const videos = data?.items ?? [];
  const active = videos.filter((video) => video.isActive);
  const pagesCovered = new Set(active.map((video) => video.page)).size;

  return (
    <>
      <PageHeader
        title="VIDEO BACKGROUNDS"
        subtitle="The looping video behind the landing page and the region pages"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ open: true })}>
            Add Video Background
          </Button>
        }
      />
      <StatGrid>
        <StatCard label="Total Videos" value={data?.total ?? 0} icon={<VideoLibraryIcon fontSize="inherit" />} loading={isLoading} />
        <StatCard label="Active Videos" value={active.length} icon={<CheckCircleIcon fontSize="inherit" />} loading={isLoading} />
        <StatCard
          label="Pages Covered"
          value={`${pagesCovered} / ${VIDEO_PAGES.length}`}
          icon={<WebIcon fontSize="inherit" />}
          loading={isLoading}
        />
      </StatGrid>
      {isError && <Typography color="error">The video backgrounds could not be loaded.</Typography>}
      <Stack spacing={2}>
        {isLoading && Array.from({ length: 3 }, (_, i) => <Skeleton key={i} variant="rounded" height={122} />)}
        {!isLoading && !isError && videos.length === 0 && <EmptyState>No video backgrounds yet</EmptyState>}
        {videos.map((video) => (
          <VideoRow key={video.id} video={video} onEdit={(v) => setDialog({ open: true, video: v })} />
        ))}
      </Stack>
      {dialog.open && <VideoBackgroundDialog open video={dialog.video} onClose={() => setDialog({ open: false })} />}
    </>
  );
}
