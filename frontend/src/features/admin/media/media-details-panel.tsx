import CloseIcon from '@mui/icons-material/Close';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useCopyWithToast } from '../../../components/toast/use-copy-with-toast';
import { fieldErrors } from '../../../lib/api-error';
import { formatBytes } from '../../../lib/format-bytes';
import { FormikTextField } from '../shared/form-fields';
import { useApiToasts } from '../shared/use-api-toasts';
import { useMediaUpdateMutation, type MediaItemResponseDto as MediaItem } from '../../../api/staff-api';
import { useDeleteMedia } from './use-delete-media';
import { ALT_TEXT_MAX, altTextSchema } from './alt-text-schema';
import { useRegionTimeZone } from '../../../components/site-settings/use-region-time-zone';
import { formatDateTime } from '../shared/format-date';

/** 75 → "1:15", 3725.5 → "1:02:06". */
export function formatDuration(seconds: number): string {
  const total = Math.round(seconds);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** The address to share or paste anywhere: the library's URL made absolute on this site. */
const absoluteUrl = (url: string) => new URL(url, window.location.origin).href;

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function AltTextForm({ item, onSaved }: { item: MediaItem; onSaved: (item: MediaItem) => void }) {
  const [update] = useMediaUpdateMutation();
  const { success, failure } = useApiToasts();
  const submit = async (values: { altText: string }, helpers: FormikHelpers<{ altText: string }>) => {
    const result = await update({ id: item.id, updateMediaItemDto: { altText: values.altText.trim() } });
    if (result.error) {
      helpers.setErrors(fieldErrors(result.error));
      failure('Alt text not saved', result.error, 'Please try again.');
      return;
    }
    onSaved(result.data);
    helpers.resetForm({ values: { altText: result.data.altText ?? '' } });
    success(result.data.altText ? 'Alt text saved' : 'Alt text removed');
  };
  return (
    <Formik initialValues={{ altText: item.altText ?? '' }} validationSchema={altTextSchema} onSubmit={submit} enableReinitialize>
      {({ isSubmitting, dirty, values }) => (
        <Form noValidate>
          <Stack spacing={1}>
            <FormikTextField
              name="altText"
              label="Alt text"
              multiline
              minRows={2}
              fullWidth
              helperText={`Describe what the picture shows, for people who cannot see it. Used wherever the site shows this picture. ${values.altText.length}/${ALT_TEXT_MAX}`}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={isSubmitting || !dirty}>
                Save alt text
              </Button>
            </Box>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

interface MediaDetailsPanelProps {
  /** The file shown; null closes the panel. */
  item: MediaItem | null;
  onClose: () => void;
  onChange: (item: MediaItem) => void;
}

/** A file's details beside the library (a sheet from the bottom on phones): preview, facts, URL to copy, alt text, delete. */
export function MediaDetailsPanel({ item, onClose, onChange }: MediaDetailsPanelProps) {
  const timeZone = useRegionTimeZone()();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const deleteMedia = useDeleteMedia();

  const copy = useCopyWithToast(
    { title: 'Copied', description: 'The file’s URL is on your clipboard.' },
    { title: 'Copy failed', description: 'Select the URL and copy it by hand.' },
  );

  return (
    <Drawer
      anchor={wide ? 'right' : 'bottom'}
      open={!!item}
      onClose={onClose}
      slotProps={{
        // Beside the grid the library stays as it is (and readable); a sheet over a phone's screen dims what it covers.
        backdrop: { invisible: wide },
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'media-details-title',
          sx: { width: wide ? 420 : '100%', maxHeight: wide ? undefined : '90vh', p: 3, boxShadow: 24 },
        } as object,
      }}
    >
      {item && (
        <Stack spacing={2.5} data-testid="media-details">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography id="media-details-title" component="h2" variant="h6" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
              {item.originalName}
            </Typography>
            <IconButton aria-label="Close details" onClick={onClose} edge="end">
              <CloseIcon />
            </IconButton>
          </Stack>

          <Box sx={{ borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover', display: 'grid', placeItems: 'center' }}>
            {item.type === 'image' ? (
              <Box
                component="img"
                src={item.webUrl ?? item.url}
                alt={item.altText ?? ''}
                sx={{ width: '100%', height: 280, display: 'block', objectFit: 'contain' }}
              />
            ) : (
              <Box
                component="video"
                src={item.url}
                controls
                preload="metadata"
                aria-label={`Preview of ${item.originalName}`}
                sx={{ width: '100%', height: 280, display: 'block' }}
              />
            )}
          </Box>

          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}>
            <Detail label="Type">
              {item.type === 'image' ? 'Image' : 'Video'} ({item.mimeType})
            </Detail>
            {item.metadata.width && item.metadata.height ? (
              <Detail label="Dimensions">
                {item.metadata.width} × {item.metadata.height} px
              </Detail>
            ) : null}
            {item.metadata.duration ? <Detail label="Duration">{formatDuration(item.metadata.duration)}</Detail> : null}
            <Detail label="Size">{formatBytes(item.size)}</Detail>
            <Detail label="Uploaded">{formatDateTime(item.createdAt, timeZone)}</Detail>
          </Box>

          <TextField
            label="URL"
            value={absoluteUrl(item.url)}
            fullWidth
            size="small"
            slotProps={{
              input: {
                readOnly: true,
                endAdornment: (
                  <InputAdornment position="end">
                    <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy(absoluteUrl(item.url))}>
                      Copy
                    </Button>
                  </InputAdornment>
                ),
              },
              htmlInput: { onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select() },
            }}
          />

          {item.type === 'image' && <AltTextForm item={item} onSaved={onChange} />}

          <Box>
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteIcon />}
              onClick={() => void deleteMedia(item).then((deleted) => deleted && onClose())}
            >
              Delete file
            </Button>
          </Box>
        </Stack>
      )}
    </Drawer>
  );
}
