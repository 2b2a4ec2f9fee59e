import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import MovieIcon from '@mui/icons-material/Movie';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import WebIcon from '@mui/icons-material/Web';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../shared/empty-state';
import { VIDEO_PAGES, VIDEO_PAGE_LABELS } from '../../../config/labels';
import { ListScreen } from '../shared/list-screen';
import { AddButton } from '../shared/page-header';
import { DeleteButton, EditButton } from '../shared/row-actions';
import { RowTitle } from '../shared/row-title';
import { StatCard, StatGrid } from '../shared/stat-card';
import { recordTexts } from '../shared/record-texts';
import { useRecordMessages } from '../shared/use-record-messages';
import { useEditDialog } from '../shared/use-edit-dialog';
import { VideoBackgroundDialog } from './video-background-dialog';
import { type VideoBackgroundResponseDto as VideoBackground } from '../../../api/generated-public';
import { useVideoBackgroundsListQuery, useVideoBackgroundsRemoveMutation, useVideoBackgroundsUpdateMutation } from '../../../api/staff-api';

function VideoRow({ video, onEdit }: { video: VideoBackground; onEdit: (video: VideoBackground) => void }) {
  const [update, { isLoading: toggling }] = useVideoBackgroundsUpdateMutation();
  const [remove, { isLoading: deleting }] = useVideoBackgroundsRemoveMutation();
  const messages = useRecordMessages('video background');

  const toggle = () => messages.update(() => update({ id: video.id, updateVideoBackgroundDto: { isActive: !video.isActive } }));
  const onDelete = () => messages.remove('Are you sure you want to delete this video background?', () => remove(video.id));

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
          <RowTitle title={video.title}>
            <Chip size="small" label={VIDEO_PAGE_LABELS[video.page] ?? video.page} />
          </RowTitle>
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
          <EditButton label={`Edit ${video.title}`} onClick={() => onEdit(video)} />
          <DeleteButton label={`Delete ${video.title}`} onClick={onDelete} disabled={deleting} />
        </Stack>
      </Stack>
    </Paper>
  );
}

/** Video backgrounds cannot grow much (a few per page key): one page of 100 holds them all. */
const ALL_VIDEO_BACKGROUNDS = { limit: 100, offset: 0 };
const TEXTS = recordTexts('video background');

export function VideosPage() {
  const query = useVideoBackgroundsListQuery(ALL_VIDEO_BACKGROUNDS);
  const { data, isLoading } = query;
  const dialog = useEditDialog<VideoBackground>();
  const videos = data?.items ?? [];
  const active = videos.filter((video) => video.isActive);
  const pagesCovered = new Set(active.map((video) => video.page)).size;

  return (
    <ListScreen
      title={TEXTS.title}
      subtitle="The looping video behind the landing page and the region pages"
      actions={<AddButton onClick={dialog.add}>{TEXTS.add}</AddButton>}
      intro={
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
      }
      query={query}
      // docs/product.md §2 words it so, without the invitation to add the first one that recordTexts' empty makes.
      empty={<EmptyState>No video backgrounds yet</EmptyState>}
      layout="rows"
      skeletons={{ count: 3, height: 122 }}
      after={dialog.open && <VideoBackgroundDialog video={dialog.item} onClose={dialog.close} />}
    >
      {(video) => <VideoRow key={video.id} video={video} onEdit={dialog.edit} />}
    </ListScreen>
  );
}
