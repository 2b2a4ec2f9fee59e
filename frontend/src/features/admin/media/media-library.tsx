import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DeleteIcon from '@mui/icons-material/Delete';
import FolderIcon from '@mui/icons-material/Folder';
import ImageIcon from '@mui/icons-material/Image';
import MovieIcon from '@mui/icons-material/Movie';
import StorageIcon from '@mui/icons-material/Storage';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatBytes } from '../../../lib/format-bytes';
import { EmptyState } from '../shared/empty-state';
import { FilterTabs } from '../shared/filter-tabs';
import { optionsFrom } from '../shared/form-fields';
import { ListPagination } from '../shared/list-pagination';
import { LoadFailure } from '../shared/load-failure';
import { PageHeader } from '../shared/page-header';
import { StatCard, StatGrid } from '../shared/stat-card';
import { SearchField } from '../shared/search-field';
import { useFilter } from '../shared/use-filter';
import { usePage } from '../shared/use-page';
import { useSearch } from '../shared/use-search';
import { useMediaListQuery, useMediaStatsQuery, type MediaItemResponseDto as MediaItem, type MediaType } from '../../../api/staff-api';
import { MediaDetailsPanel } from './media-details-panel';
import { useDeleteMedia } from './use-delete-media';

const SKELETON_TILES = 12;
const TYPE_TABS = optionsFrom<MediaType | 'all'>({ all: 'All', image: 'Images', video: 'Videos' });

function MediaTile({
  item,
  onOpen,
  onDelete,
}: {
  item: MediaItem;
  onOpen: (item: MediaItem) => void;
  onDelete: (item: MediaItem) => void;
}) {
  const details = `${item.originalName}, ${formatBytes(item.size)}${item.type === 'video' ? ', video' : ''}`;
  return (
    <Box
      data-testid="media-tile"
      sx={{
        position: 'relative',
        aspectRatio: '1',
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
        '& .media-overlay, & .media-delete': { opacity: 0, transition: 'opacity 150ms' },
        '&:hover .media-overlay, &:focus-within .media-overlay, &:hover .media-delete, &:focus-within .media-delete': { opacity: 1 },
        '@media (hover: none)': { '& .media-overlay, & .media-delete': { opacity: 1 } },
      }}
    >
      <ButtonBase
        onClick={() => onOpen(item)}
        aria-label={`Details of ${details}`}
        aria-haspopup="dialog"
        sx={{
          display: 'block',
          width: '100%',
          height: '100%',
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.light', outlineOffset: -2 },
        }}
      >
        {item.type === 'image' || item.thumbnailUrl ? (
          <Box
            component="img"
            src={item.thumbnailUrl ?? item.url}
            alt=""
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <Box sx={{ width: '100%', height: '100%', display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
            <MovieIcon sx={{ fontSize: 48 }} />
          </Box>
        )}
      </ButtonBase>
      <Box
        className="media-overlay"
        sx={{ position: 'absolute', insetInline: 0, bottom: 0, p: 1, bgcolor: 'rgba(0,0,0,0.75)', pointerEvents: 'none' }}
      >
        <Typography variant="body2" noWrap title={item.originalName} sx={{ fontWeight: 600 }}>
          {item.originalName}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatBytes(item.size)}
          {item.type === 'video' ? ' · video' : ''}
        </Typography>
      </Box>
      <Tooltip title="Delete">
        <IconButton
          className="media-delete"
          aria-label={`Delete ${item.originalName}`}
          onClick={() => onDelete(item)}
          size="small"
          sx={{
            position: 'absolute',
            top: 6,
            right: 6,
            bgcolor: 'rgba(0,0,0,0.7)',
            color: 'error.light',
            '&:hover': { bgcolor: 'rgba(0,0,0,0.9)' },
          }}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

export function MediaLibrary({ onUpload }: { onUpload: () => void }) {
  const page = usePage(24);
  const { search, onSearch } = useSearch(page.reset);
  const type = useFilter<MediaType | 'all'>('all', page.reset);
  const stats = useMediaStatsQuery();
  const query = useMediaListQuery({
    limit: page.limit,
    offset: page.offset,
    type: type.value === 'all' ? undefined : type.value,
    search,
  });
  const { data, isLoading, isError } = query;
  const deleteMedia = useDeleteMedia();
  const [selected, setSelected] = useState<MediaItem | null>(null);
  const onDelete = (item: MediaItem) =>
    void deleteMedia(item).then((deleted) => {
      if (deleted && selected?.id === item.id) setSelected(null);
    });

  return (
    <>
      <PageHeader
        title="MEDIA LIBRARY"
        subtitle="Pictures and videos for stories, attractions and page backgrounds"
        actions={
          <Button variant="contained" startIcon={<CloudUploadIcon />} onClick={onUpload}>
            Upload Media
          </Button>
        }
      />
      <StatGrid>
        <StatCard
          label="Total Files"
          value={stats.data?.totalFiles ?? 0}
          icon={<FolderIcon fontSize="inherit" />}
          loading={stats.isLoading}
        />
        <StatCard label="Images" value={stats.data?.images ?? 0} icon={<ImageIcon fontSize="inherit" />} loading={stats.isLoading} />
        <StatCard label="Videos" value={stats.data?.videos ?? 0} icon={<MovieIcon fontSize="inherit" />} loading={stats.isLoading} />
        <StatCard
          label="Total Size"
          value={formatBytes(stats.data?.totalSize ?? 0)}
          icon={<StorageIcon fontSize="inherit" />}
          loading={stats.isLoading}
        />
      </StatGrid>
      <FilterTabs label="Media type" tabs={TYPE_TABS} {...type} />
      <Stack direction="row" sx={{ mb: 2 }}>
        <SearchField label="Search file names" onSearch={onSearch} />
      </Stack>
      <LoadFailure query={query} sx={{ mb: 2 }} />
      {!isLoading && !isError && data?.total === 0 && search ? (
        <EmptyState>No files match this search.</EmptyState>
      ) : !isLoading && !isError && data?.total === 0 ? (
        <EmptyState
          action={
            <Button variant="outlined" startIcon={<CloudUploadIcon />} onClick={onUpload}>
              Upload Media
            </Button>
          }
        >
          <Typography component="span" variant="h5" sx={{ fontFamily: 'h1.fontFamily', display: 'block' }}>
            NO MEDIA YET
          </Typography>
        </EmptyState>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}>
          {isLoading &&
            Array.from({ length: SKELETON_TILES }, (_, i) => (
              <Skeleton key={i} variant="rounded" data-testid="media-skeleton" sx={{ aspectRatio: '1', height: 'auto' }} />
            ))}
          {data?.items.map((item) => (
            <MediaTile key={item.id} item={item} onOpen={setSelected} onDelete={onDelete} />
          ))}
        </Box>
      )}
      <ListPagination state={page} total={data?.total ?? 0} sizes={[24, 48, 96]} />
      <MediaDetailsPanel item={selected} onClose={() => setSelected(null)} onChange={setSelected} />
    </>
  );
}
