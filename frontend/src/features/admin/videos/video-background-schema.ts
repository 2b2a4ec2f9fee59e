import * as Yup from 'yup';
import { VIDEO_PAGES } from '../../../config/labels';
import { mediaUrl, optionalText, requiredChoice, requiredText } from '../shared/validation';

/** docs/product.md §5, video background form. */
export const videoBackgroundSchema = Yup.object({
  page: requiredChoice(VIDEO_PAGES, 'Page is required'),
  title: requiredText('Title', 200),
  videoUrl: mediaUrl('Please enter a valid URL').required('Video URL is required'),
  thumbnailUrl: mediaUrl('Please enter a valid URL'),
  description: optionalText('Description', 2000),
  isActive: Yup.boolean(),
});
