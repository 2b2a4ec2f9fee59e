import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import ErrorIcon from '@mui/icons-material/Error';
import MovieIcon from '@mui/icons-material/Movie';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent } from 'react';
import { staffApi } from '../../../api/staff-api';
import { useApiDispatch } from '../../../api/api-dispatch';
import { useToast } from '../../../components/toast/toast-context';
import { formatBytes } from '../../../lib/format-bytes';
import { PageHeader } from '../shared/page-header';
import { MEDIA_ACCEPT } from './media-file-rules';
import { uploadWithProgress } from './upload-with-progress';
import { useUploadQueue, type QueueItem, type Rejection, type Uploader } from './use-upload-queue';

function Preview({ item }: { item: QueueItem }) {
  const box = { width: 56, height: 56, borderRadius: 1, objectFit: 'cover' as const, flexShrink: 0, bgcolor: 'action.hover' };
  if (!item.previewUrl) {
    return (
      <Box sx={{ ...box, display: 'grid', placeItems: 'center' }}>
        <MovieIcon />
      </Box>
    );
  }
  return item.kind === 'image' ? (
    <Box component="img" src={item.previewUrl} alt="" sx={box} />
  ) : (
    <Box component="video" src={item.previewUrl} muted preload="metadata" sx={box} />
  );
}

function QueueRow({ item, onRemove }: { item: QueueItem; onRemove: (id: string) => void }) {
  return (
    <ListItem divider data-testid="upload-row" data-status={item.status} sx={{ gap: 2, alignItems: 'center' }}>
      <Preview item={item} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Typography noWrap title={item.file.name} sx={{ fontWeight: 600 }}>
            {item.file.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
            {formatBytes(item.file.size)}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
          <LinearProgress
            variant="determinate"
            value={item.progress}
            color={item.status === 'failed' ? 'error' : item.status === 'completed' ? 'success' : 'primary'}
            aria-label={`${item.file.name} upload progress`}
            sx={{ flex: 1, height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" sx={{ width: 44, textAlign: 'right' }} data-testid="upload-percent">
            {item.progress}%
          </Typography>
        </Stack>
        {item.status === 'failed' && item.error && (
          <Typography variant="caption" color="error.light">
            {item.error}
          </Typography>
        )}
      </Box>
      <Box sx={{ width: 120, display: 'flex', justifyContent: 'flex-end' }}>
        {item.status === 'pending' && (
          <IconButton aria-label={`Remove ${item.file.name}`} onClick={() => onRemove(item.id)}>
            <CloseIcon />
          </IconButton>
        )}
        {item.status === 'uploading' && <Chip size="small" label="Uploading" color="primary" variant="outlined" />}
        {item.status === 'completed' && <Chip size="small" icon={<CheckCircleIcon />} label="Completed" color="success" />}
        {item.status === 'failed' && <Chip size="small" icon={<ErrorIcon />} label="Failed" color="error" />}
      </Box>
    </ListItem>
  );
}

export function UploadScreen({ onBack, uploader = uploadWithProgress }: { onBack: () => void; uploader?: Uploader }) {
  const dispatch = useApiDispatch();
  const toast = useToast();
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const queue = useUploadQueue(uploader, {
    onUploaded: (file) =>
      toast({ title: 'File uploaded successfully!', description: `${file.name} has been added to your media library.` }),
    onFailed: (file) =>
      toast({ title: 'Upload failed', description: `Failed to upload ${file.name}. Please try again.`, variant: 'destructive' }),
    onFinished: () => dispatch(staffApi.util.invalidateTags(['media'])),
  });

  const add = (files: FileList | null) => {
    if (!files?.length) return;
    const rejected: Rejection[] = queue.addFiles(Array.from(files));
    if (rejected.length) {
      toast({
        title: rejected.length === 1 ? 'File not added' : `${rejected.length} files not added`,
        description: rejected.map(({ file, reason }) => `${file.name} ${reason}.`).join(' '),
        variant: 'destructive',
      });
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };

  return (
    <>
      <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ mb: 2 }}>
        Back to Media
      </Button>
      <PageHeader title="UPLOAD MEDIA" />
      <Paper
        variant="outlined"
        data-testid="drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          p: { xs: 3, md: 6 },
          textAlign: 'center',
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: dragging ? 'primary.light' : 'divider',
          bgcolor: dragging ? 'action.selected' : 'background.paper',
          transition: 'border-color 150ms, background-color 150ms',
        }}
      >
        <CloudUploadIcon sx={{ fontSize: 56, color: 'primary.light' }} />
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          Drag and drop files here
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Supports images (PNG, JPG, WebP) and videos (MP4, WebM) up to 100MB
        </Typography>
        <Button variant="outlined" onClick={() => fileInput.current?.click()}>
          Browse Files
        </Button>
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          accept={MEDIA_ACCEPT}
          aria-label="Choose files to upload"
          data-testid="media-file-input"
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
      </Paper>
      {queue.items.length > 0 && (
        <Paper variant="outlined" sx={{ mt: 3 }}>
          <Stack direction="row" sx={{ p: 2, justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2">
              Upload Queue ({queue.items.length})
            </Typography>
            <Stack direction="row" spacing={1}>
              {queue.hasFinished && (
                <Button onClick={queue.clearFinished} disabled={queue.uploading}>
                  Clear finished
                </Button>
              )}
              <Button
                variant="contained"
                startIcon={<CloudUploadIcon />}
                disabled={!queue.canUploadAll}
                onClick={() => void queue.uploadAll()}
              >
                Upload All
              </Button>
            </Stack>
          </Stack>
          <List disablePadding aria-label="Upload queue">
            {queue.items.map((item) => (
              <QueueRow key={item.id} item={item} onRemove={queue.remove} />
            ))}
          </List>
        </Paper>
      )}
    </>
  );
}
