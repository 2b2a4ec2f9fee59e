import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useField } from 'formik';
import { useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { serverMessage } from '../../../lib/api-error';
import { useMediaUploadMutation, type MediaItemResponseDto as MediaItem } from '../../../api/staff-api';
import { MediaPickerDialog } from './media-picker-dialog';
import { FormikTextField } from './form-fields';
import { imageFileProblem, STORY_IMAGE, type ImageUploadKind } from './image-file-rules';
import { UploadImageButton } from './upload-image-button';

interface ImageInputProps {
  name: string;
  label: string;
  /** Title of the success toast ('✓ Imagen subida' on the blog form, docs/product.md §8). */
  uploadedTitle: string;
  disabled?: boolean;
  helperText?: string;
  /** The picture types an upload may be; story pictures unless told (the logo also takes SVG). */
  kind?: ImageUploadKind;
}

/**
 * Uploads a picture through POST /api/media after the size and type checks, telling how it went in a toast;
 * resolves with the library item, or undefined when the file was refused.
 */
export function useImageUpload(uploadedTitle: string, kind: ImageUploadKind = STORY_IMAGE) {
  const [upload, { isLoading: uploading }] = useMediaUploadMutation();
  const toast = useToast();
  const uploadImage = async (file: File): Promise<MediaItem | undefined> => {
    const problem = imageFileProblem(file, kind);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return undefined;
    }
    const result = await upload({ file });
    if ('error' in result && result.error) {
      toast({
        title: 'Upload failed',
        description: serverMessage(result.error) ?? 'Failed to upload image. Please try again.',
        variant: 'destructive',
      });
      return undefined;
    }
    toast({ title: uploadedTitle, duration: 3000 });
    return result.data;
  };
  return { uploadImage, uploading };
}

/** An image by URL, by upload (POST /api/media) or from the media library, with a preview. */
export function ImageInput({ name, label, uploadedTitle, disabled, helperText, kind = STORY_IMAGE }: ImageInputProps) {
  const [field, , helpers] = useField<string>(name);
  const { uploadImage, uploading } = useImageUpload(uploadedTitle, kind);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [broken, setBroken] = useState<string | null>(null);

  const onFile = async (file: File) => {
    const item = await uploadImage(file);
    if (item) await helpers.setValue(item.webUrl ?? item.url);
  };

  const preview = field.value?.trim();
  return (
    <Stack spacing={1.5}>
      <FormikTextField
        name={name}
        label={label}
        fullWidth
        disabled={disabled || uploading}
        helperText={helperText}
        placeholder="https://… or /uploads/…"
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <UploadImageButton
          inputLabel={`${label} file`}
          inputTestId={`${name}-file`}
          uploading={uploading}
          disabled={disabled}
          size="small"
          kind={kind}
          onFile={(file) => void onFile(file)}
        />
        <Button
          variant="outlined"
          size="small"
          startIcon={<PhotoLibraryIcon />}
          disabled={disabled || uploading}
          onClick={() => setPickerOpen(true)}
        >
          Media Library
        </Button>
      </Stack>
      {preview && broken !== preview && (
        <Box
          component="img"
          src={preview}
          alt={`${label} preview`}
          onError={() => setBroken(preview)}
          // A fixed box: the picture arriving must not grow the form (or a dialog) under a pointer on its way to Save.
          sx={{
            width: '100%',
            height: 180,
            objectFit: 'contain',
            bgcolor: 'action.hover',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
      )}
      <MediaPickerDialog
        open={pickerOpen}
        type="image"
        onClose={() => setPickerOpen(false)}
        onPick={(item) => {
          setPickerOpen(false);
          void helpers.setValue(item.webUrl ?? item.url);
        }}
      />
    </Stack>
  );
}
