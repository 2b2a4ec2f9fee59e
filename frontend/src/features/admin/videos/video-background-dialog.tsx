import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import * as Yup from 'yup';
import { fieldErrors } from '../../../lib/api-error';
import { MediaPickerDialog } from '../media/media-picker-dialog';
import { FormDialogActions, FormikSelect, FormikSwitch, FormikTextField, optionsFrom } from '../shared/form-fields';
import {
  useVideoBackgroundsCreateMutation,
  useVideoBackgroundsUpdateMutation,
  type CreateVideoBackgroundDto as VideoBackgroundInput,
  type VideoBackgroundResponseDto as VideoBackground,
  type VideoPage,
} from '../../../api/generated';
import { VIDEO_PAGES, VIDEO_PAGE_LABELS } from '../../../config/labels';
import { useApiToasts } from '../shared/use-api-toasts';
import { mediaUrl } from '../shared/validation';

/** SPEC.md section 5, video background form. */
export const videoBackgroundSchema = Yup.object({
  page: Yup.string<VideoPage>().oneOf(VIDEO_PAGES, 'Page is required').required('Page is required'),
  title: Yup.string().trim().required('Title is required').max(200, 'Title must be at most 200 characters'),
  videoUrl: mediaUrl('Please enter a valid URL').required('Video URL is required'),
  thumbnailUrl: mediaUrl('Please enter a valid URL'),
  description: Yup.string().trim().max(2000, 'Description must be at most 2000 characters'),
  isActive: Yup.boolean(),
});

interface VideoFormValues {
  page: VideoPage | '';
  title: string;
  videoUrl: string;
  thumbnailUrl: string;
  description: string;
  isActive: boolean;
}

function initialValues(video?: VideoBackground): VideoFormValues {
  return {
    page: video?.page ?? '',
    title: video?.title ?? '',
    videoUrl: video?.videoUrl ?? '',
    thumbnailUrl: video?.thumbnailUrl ?? '',
    description: video?.description ?? '',
    isActive: video?.isActive ?? false,
  };
}

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

interface VideoBackgroundDialogProps {
  open: boolean;
  /** The video to edit; absent to add one. */
  video?: VideoBackground;
  onClose: () => void;
}

export function VideoBackgroundDialog({ open, video, onClose }: VideoBackgroundDialogProps) {
  const [create] = useVideoBackgroundsCreateMutation();
  const [update] = useVideoBackgroundsUpdateMutation();
  const [picker, setPicker] = useState<'videoUrl' | 'thumbnailUrl' | null>(null);
  const { success, failure } = useApiToasts();
  const verb = video ? 'update' : 'create';

  const submit = async (values: VideoFormValues, helpers: FormikHelpers<VideoFormValues>) => {
    const body = toInput(values);
    const result = video ? await update({ id: video.id, updateVideoBackgroundDto: body }) : await create(body);
    if (result.error) {
      helpers.setErrors(fieldErrors(result.error));
      failure(`Failed to ${verb} video background`, result.error, 'Please try again.');
      return;
    }
    success(`Video background ${verb}d successfully`);
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="video-dialog-title">
      <Formik<VideoFormValues>
        initialValues={initialValues(video)}
        validationSchema={videoBackgroundSchema}
        onSubmit={submit}
        enableReinitialize
      >
        {({ isSubmitting, setFieldValue }) => (
          <Form noValidate>
            <DialogTitle id="video-dialog-title">{video ? 'Edit Video Background' : 'Add Video Background'}</DialogTitle>
            <DialogContent dividers>
              <Stack spacing={2.5}>
                <FormikSelect name="page" label="Page" options={pageOptions} required fullWidth />
                <FormikTextField name="title" label="Title" required fullWidth />
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <FormikTextField
                    name="videoUrl"
                    label="Video URL"
                    required
                    fullWidth
                    helperText="Vimeo, YouTube or an uploaded video (/uploads/…)"
                  />
                  <Button onClick={() => setPicker('videoUrl')} startIcon={<VideoLibraryIcon />} sx={{ mt: 1, flexShrink: 0 }}>
                    Library
                  </Button>
                </Stack>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <FormikTextField name="thumbnailUrl" label="Thumbnail URL" fullWidth helperText="Optional" />
                  <Button onClick={() => setPicker('thumbnailUrl')} startIcon={<VideoLibraryIcon />} sx={{ mt: 1, flexShrink: 0 }}>
                    Library
                  </Button>
                </Stack>
                <FormikTextField name="description" label="Description" fullWidth multiline minRows={2} />
                <FormikSwitch name="isActive" label="Active" />
              </Stack>
              <MediaPickerDialog
                open={picker !== null}
                type={picker === 'thumbnailUrl' ? 'image' : 'video'}
                onClose={() => setPicker(null)}
                onPick={(item) => {
                  if (picker) void setFieldValue(picker, picker === 'thumbnailUrl' ? (item.webUrl ?? item.url) : item.url);
                  setPicker(null);
                }}
              />
            </DialogContent>
            <FormDialogActions onCancel={onClose} submitting={isSubmitting} submitLabel={video ? 'Save Changes' : 'Add Video Background'} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
