import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useRef } from 'react';
import { acceptOf, STORY_IMAGE, type ImageUploadKind } from './image-file-rules';

interface UploadImageButtonProps {
  /** Names the hidden file input (its aria-label). */
  inputLabel: string;
  inputTestId?: string;
  uploading: boolean;
  disabled?: boolean;
  size?: 'small';
  /** The picture types offered; story pictures unless told. */
  kind?: ImageUploadKind;
  onFile: (file: File) => void;
}

/** "Upload Image": opens the file chooser for the picture types the media library takes, and says while it uploads. */
export function UploadImageButton({
  inputLabel,
  inputTestId,
  uploading,
  disabled,
  size,
  kind = STORY_IMAGE,
  onFile,
}: UploadImageButtonProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="outlined"
        size={size}
        startIcon={uploading ? <CircularProgress size={16} /> : <CloudUploadIcon />}
        disabled={disabled || uploading}
        onClick={() => fileInput.current?.click()}
      >
        {uploading ? 'Uploading...' : 'Upload Image'}
      </Button>
      <input
        ref={fileInput}
        type="file"
        hidden
        accept={acceptOf(kind)}
        aria-label={inputLabel}
        data-testid={inputTestId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
