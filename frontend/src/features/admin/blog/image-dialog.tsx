import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import type { MediaItemResponseDto as MediaItem } from '../../../api/staff-api';
import { MediaPickerDialog } from '../shared/media-picker-dialog';
import { useImageUpload } from '../shared/image-input';
import { useGuardedClose } from '../shared/unsaved-changes';
import { UploadImageButton } from '../shared/upload-image-button';
import { InsertDialog } from './insert-dialog';

/** `![alt](url)`; a decorative picture has no alt text. Brackets would end the alt text early, so they are dropped. */
export function imageMarkdown(alt: string, url: string): string {
  return `![${alt.trim().replace(/[[\]\n]/g, ' ')}](${url.replace(/[()\s]/g, encodeURIComponent)})`;
}

interface ImageDialogProps {
  /** A file dropped or pasted into the content: uploaded as the dialog opens. */
  initialFile?: File;
  onInsert: (markdown: string) => void;
  onClose: () => void;
}

/**
 * The Image button's dialog: a picture from the media library or a new upload, and its alt text (required unless
 * the picture is marked decorative), inserted as Markdown the story page shows as responsive WebP.
 */
export function ImageDialog({ initialFile, onInsert, onClose }: ImageDialogProps) {
  const { uploadImage, uploading } = useImageUpload('Image uploaded');
  const [item, setItem] = useState<MediaItem>();
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const choose = (chosen: MediaItem) => {
    setItem(chosen);
    if (chosen.altText && !alt.trim()) setAlt(chosen.altText);
  };
  const upload = async (file: File) => {
    const uploaded = await uploadImage(file);
    if (uploaded) choose(uploaded);
  };

  const started = useRef(false);
  useEffect(() => {
    // Once per dialog, StrictMode's second effect run included.
    if (!initialFile || started.current) return;
    started.current = true;
    void upload(initialFile);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialFile]);

  // Typed alt text is the work to keep: a chosen picture stays in the media library.
  const close = useGuardedClose(alt !== (item?.altText ?? ''), onClose);
  const pictureError = item ? undefined : 'Choose a picture from the media library or upload one';
  const altError = decorative || alt.trim() ? undefined : 'Describe the picture, or tick Decorative';

  const submit = () => {
    setSubmitted(true);
    if (!item || altError) return;
    onInsert(imageMarkdown(decorative ? '' : alt, item.webUrl ?? item.url));
  };

  return (
    <InsertDialog
      title="Insert image"
      maxWidth="sm"
      onClose={close}
      onInsert={submit}
      busy={uploading}
      aside={
        <MediaPickerDialog
          open={pickerOpen}
          type="image"
          onClose={() => setPickerOpen(false)}
          onPick={(picked) => {
            setPickerOpen(false);
            choose(picked);
          }}
        />
      }
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<PhotoLibraryIcon />} disabled={uploading} onClick={() => setPickerOpen(true)}>
          Media Library
        </Button>
        <UploadImageButton inputLabel="Image file" uploading={uploading} onFile={(file) => void upload(file)} />
      </Stack>
      {item ? (
        <Box
          component="img"
          src={item.thumbnailUrl ?? item.url}
          alt={`Chosen picture: ${item.originalName}`}
          sx={{ width: '100%', height: 200, objectFit: 'contain', bgcolor: 'action.hover', borderRadius: 1 }}
        />
      ) : (
        submitted && pictureError && <FormHelperText error>{pictureError}</FormHelperText>
      )}
      <TextField
        label="Alt text"
        value={decorative ? '' : alt}
        onChange={(event) => setAlt(event.target.value)}
        disabled={decorative}
        error={submitted && Boolean(altError)}
        helperText={submitted && altError ? altError : 'What the picture shows, for readers who cannot see it'}
        required={!decorative}
        fullWidth
      />
      <FormControlLabel
        control={<Checkbox checked={decorative} onChange={(event) => setDecorative(event.target.checked)} />}
        label="Decorative (adds nothing to the text; screen readers skip it)"
      />
    </InsertDialog>
  );
}
