import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { paths } from '../../../config/paths';
import { SITE_NAME } from '../../../config/site';
import { useSiteOrigin } from '../../../components/layout/site-origin';
import { STORY_FALLBACK_IMAGE } from '../../../components/stories/story-meta';
import { FormikTextField } from '../shared/form-fields';
import { ImageInput } from '../shared/image-input';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, type BlogFormValues } from './blog-form-schema';

const count = (text: string, max: number) => `${text.length}/${max} characters`;

/**
 * The story's own SEO title, meta description and share image (empty: its title, excerpt and picture), with how the
 * link will look in a search result and in a share card.
 */
export function SeoFields({ disabled }: { disabled: boolean }) {
  const { values } = useFormikContext<BlogFormValues>();
  // The admin renders in the browser only: its own address is the site's.
  const origin = useSiteOrigin() || window.location.origin;
  const title = values.seoTitle.trim() || values.title.trim() || 'Story title';
  const description = values.seoDescription.trim() || values.excerpt.trim() || 'The excerpt of the story.';
  const image = values.shareImage.trim() || values.image.trim() || STORY_FALLBACK_IMAGE;
  const url = `${origin}${paths.legend.getHref(values.region, values.slug || 'story')}`;
  return (
    <Stack spacing={2.5}>
      <FormikTextField
        name="seoTitle"
        label="SEO Headline"
        fullWidth
        disabled={disabled}
        placeholder={values.title}
        helperText={`${count(values.seoTitle, SEO_TITLE_MAX)}. Empty: the title`}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormikTextField
        name="seoDescription"
        label="Meta Description"
        fullWidth
        disabled={disabled}
        placeholder={values.excerpt}
        helperText={`${count(values.seoDescription, SEO_DESCRIPTION_MAX)}. Empty: the excerpt`}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <ImageInput
        name="shareImage"
        label="Share Image URL"
        uploadedTitle="✓ Imagen subida"
        disabled={disabled}
        helperText="Empty: the featured image"
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box
          role="figure"
          aria-label="Search result preview"
          sx={{ p: 2, bgcolor: '#fff', borderRadius: 1, color: '#202124', minWidth: 0 }}
        >
          <Typography sx={{ fontSize: '0.8rem', color: '#4d5156', overflowWrap: 'anywhere' }}>{url}</Typography>
          <Typography sx={{ fontSize: '1.15rem', color: '#1a0dab', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {title} | {SITE_NAME}
          </Typography>
          <Typography sx={{ fontSize: '0.85rem', color: '#4d5156' }}>
            {description.length > SEO_DESCRIPTION_MAX ? `${description.slice(0, SEO_DESCRIPTION_MAX - 1)}…` : description}
          </Typography>
        </Box>
        <Box
          role="figure"
          aria-label="Share card preview"
          sx={{ border: '1px solid rgba(255,255,255,0.2)', borderRadius: 1, overflow: 'hidden', minWidth: 0 }}
        >
          <Box component="img" src={image} alt="" sx={{ display: 'block', width: '100%', aspectRatio: '1.91 / 1', objectFit: 'cover' }} />
          <Box sx={{ p: 1.5, bgcolor: 'background.default' }}>
            <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase' }}>
              {new URL(origin).host}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' }}
            >
              {description}
            </Typography>
          </Box>
        </Box>
      </Box>
    </Stack>
  );
}
