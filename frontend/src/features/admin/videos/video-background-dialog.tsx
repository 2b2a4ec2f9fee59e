import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { MediaPickerDialog } from '../shared/media-picker-dialog';
import { RecordDialog } from '../shared/record-dialog';
import { FormikSelect, FormikSwitch, FormikTextField, optionsFrom } from '../shared/form-fields';
import { type VideoBackgroundResponseDto as VideoBackground, type VideoPage } from '../../../api/generated-public';
import {
  useVideoBackgroundsCreateMutation,
  useVideoBackgroundsUpdateMutation,
  type CreateVideoBackgroundDto as VideoBackgroundInput,
  type MediaType,
} from '../../../api/staff-api';
import { VIDEO_PAGE_LABELS } from '../../../config/labels';
import { videoBackgroundSchema } from './video-background-schema';

interface VideoFormValues {
  page: VideoPage | '';
  title: string;
  videoUrl: string;
  thumbnailUrl: string;
  description: string;
  isActive: boolean;
}

const NEW_VIDEO: VideoFormValues = { page: '', title: '', videoUrl: '', thumbnailUrl: '', description: '', isActive: false };

function toInput(values: VideoFormValues): VideoBackgroundInput {
  return {
    page: values.page as VideoPage,
    title: values.title.trim(),
    videoUrl: values.videoUrl.trim(),
    thumbnailUrl: values.thumbnailUrl.trim() || null,
    description: values.description.trim() || null,
    isActive: values.isActive,
  };
}

const pageOptions = optionsFrom(VIDEO_PAGE_LABELS);

/** An address field with a button that takes the address from the media library instead. */
function LibraryUrlField({
  name,
  type,
  ...field
}: {
  name: 'videoUrl' | 'thumbnailUrl';
  type: MediaType;
  label: string;
  required?: boolean;
  helperText: string;
}) {
  const [picking, setPicking] = useState(false);
  const { setFieldValue } = useFormikContext<VideoFormValues>();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <FormikTextField name={name} fullWidth {...field} />
      <Button onClick={() => setPicking(true)} startIcon={<VideoLibraryIcon />} sx={{ mt: 1, flexShrink: 0 }}>
        Library
      </Button>
      <MediaPickerDialog
        open={picking}
        type={type}
        onClose={() => setPicking(false)}
        onPick={(item) => {
          void setFieldValue(name, type === 'image' ? (item.webUrl ?? item.url) : item.url);
          setPicking(false);
        }}
      />
    </Stack>
  );
}

export function VideoBackgroundDialog({ video, onClose }: { video?: VideoBackground; onClose: () => void }) {
  const [create] = useVideoBackgroundsCreateMutation();
  const [update] = useVideoBackgroundsUpdateMutation();

  return (
    <RecordDialog
      noun="video background"
      record={video}
      blank={NEW_VIDEO}
      validationSchema={videoBackgroundSchema}
      toBody={toInput}
      save={(body) => (video ? update({ id: video.id, updateVideoBackgroundDto: body }) : create(body))}
      onClose={onClose}
    >
      <FormikSelect name="page" label="Page" options={pageOptions} required fullWidth />
      <FormikTextField name="title" label="Title" required fullWidth />
      <LibraryUrlField
        name="videoUrl"
        type="video"
        label="Video URL"
        required
        helperText="Vimeo, YouTube or an uploaded video (/uploads/…)"
      />
      <LibraryUrlField name="thumbnailUrl" type="image" label="Thumbnail URL" helperText="Optional" />
      <FormikTextField name="description" label="Description" fullWidth multiline minRows={2} />
      <FormikSwitch name="isActive" label="Active" />
    </RecordDialog>
  );
}
