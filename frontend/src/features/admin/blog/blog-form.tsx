import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HistoryIcon from '@mui/icons-material/History';
import ShareIcon from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useToast } from '../../../components/toast/toast-context';
import { fieldErrors, serverMessage } from '../../../lib/api-error';
import { estimateReadTime } from '../../../lib/read-time';
import { slugify } from '../../../lib/slugify';
import { FormikSelect, FormikSwitch, FormikTextField, optionsFrom } from '../shared/form-fields';
import { RegionField } from '../shared/region-choices';
import { StoryLanguageField } from './story-language-field';
import { ImageInput } from '../shared/image-input';
import { SectionCard } from '../shared/section-card';
import { STORY_CATEGORY_LABELS } from '../../../config/labels';
import { type BlogPostResponseDto as BlogPost } from '../../../api/generated-public';
import { useBlogCreateMutation, useBlogUpdateMutation } from '../../../api/staff-api';
import { MarkdownField } from './markdown-field';
import { useRegionTimeZone } from '../../../components/site-settings/use-region-time-zone';
import { RevisionsDialog } from './revisions-dialog';
import { PreviewLinksDialog } from './preview-links-dialog';
import { SeoFields } from './seo-fields';
import { AttractionSelect } from './attraction-select';
import { Autosave, WorkingCopyOffer, type AutosaveControl } from './autosave';
import { useConfirm } from '../shared/confirm-context';
import { blogFormSchema, hasRequiredFields, initialBlogValues, toBlogInput, type BlogFormValues } from './blog-form-schema';

/** docs/product.md §4: the form closes about 1.5 s after a successful save. */
export const CLOSE_AFTER_SAVE_MS = 1500;
const SAVE_TOAST_MS = 5000;

const categoryOptions = optionsFrom(STORY_CATEGORY_LABELS);

/** Field messages of a refused save: per-field 400 messages, and a taken slug (409) next to the slug. */
function saveErrors(error: unknown): Record<string, string> {
  const apiError = error as FetchBaseQueryError;
  if (apiError?.status === 409) return { slug: serverMessage(apiError) ?? 'Slug already exists' };
  return fieldErrors(apiError);
}

interface BlogFormProps {
  /** The story to edit; absent for a new one. */
  post?: BlogPost;
  onClose: () => void;
}

export function BlogForm({ post, onClose }: BlogFormProps) {
  const editing = Boolean(post);
  const [create] = useBlogCreateMutation();
  const [update] = useBlogUpdateMutation();
  const [saved, setSaved] = useState(false);
  const [showRevisions, setShowRevisions] = useState(false);
  const [showPreview, setShowPreview] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const toast = useToast();

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const timeZoneOf = useRegionTimeZone();
  const autosave = useRef<AutosaveControl>(null);
  const dirty = useRef(false);
  const confirm = useConfirm();

  /** Leaving with changes not saved to the story asks first; they stay in the working copy either way. */
  const leave = async () => {
    if (dirty.current && !saved) {
      const ok = await confirm({
        title: 'Leave the editor?',
        message: 'Your changes are not saved to the story. They are kept as a working copy: open the story again to pick them up.',
        confirmLabel: 'Leave',
      });
      if (!ok) return;
      autosave.current?.flush();
    }
    onClose();
  };

  const submit = async (values: BlogFormValues, helpers: FormikHelpers<BlogFormValues>) => {
    const body = toBlogInput(values, timeZoneOf(values.region));
    if (post && !hasRequiredFields(body)) {
      toast({ title: 'Error al actualizar', description: 'Missing required fields', variant: 'destructive', duration: SAVE_TOAST_MS });
      return;
    }
    const result = post ? await update({ id: post.id, updateBlogPostDto: body }) : await create(body);
    if (result.error) {
      helpers.setErrors(saveErrors(result.error));
      toast({
        title: post ? 'Error al actualizar' : 'Error al crear',
        description: serverMessage(result.error) ?? `No se pudo ${post ? 'actualizar' : 'crear'} el blog. Por favor intenta de nuevo.`,
        variant: 'destructive',
        duration: SAVE_TOAST_MS,
      });
      return;
    }
    toast(
      post
        ? { title: '✓ Blog actualizado exitosamente', duration: SAVE_TOAST_MS }
        : { title: '✓ Blog creado exitosamente', description: 'Tu historia oscura ha sido creada correctamente.', duration: SAVE_TOAST_MS },
    );
    setSaved(true);
    closeTimer.current = setTimeout(onClose, CLOSE_AFTER_SAVE_MS);
  };

  return (
    <Box>
      <Button startIcon={<ArrowBackIcon />} onClick={() => void leave()} sx={{ mb: 2 }}>
        Back to Blog
      </Button>
      <Typography variant="h3" component="h1" sx={{ color: 'primary.light', mb: 3, fontSize: { xs: '2rem', md: '2.75rem' } }}>
        {editing ? 'EDIT STORY' : 'CREATE NEW STORY'}
      </Typography>
      <Formik<BlogFormValues>
        initialValues={initialBlogValues(post, timeZoneOf(post?.region))}
        validationSchema={blogFormSchema}
        onSubmit={submit}
      >
        {({ isSubmitting, handleChange, setFieldValue, values, resetForm, setValues, dirty: changed }) => {
          const locked = isSubmitting || saved;
          dirty.current = changed;
          const estimate = estimateReadTime(values.content);
          return (
            <Form noValidate aria-label={editing ? 'Edit story' : 'Create new story'}>
              <WorkingCopyOffer postId={post?.id} onRestore={(restored) => void setValues(restored)} />
              {post && (
                <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
                  <Button variant="outlined" startIcon={<HistoryIcon />} onClick={() => setShowRevisions(true)} disabled={locked}>
                    Revisions
                  </Button>
                  <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => setShowPreview(true)} disabled={locked}>
                    Share preview
                  </Button>
                </Stack>
              )}
              {post && showPreview && <PreviewLinksDialog postId={post.id} region={post.region} onClose={() => setShowPreview(false)} />}
              {post && showRevisions && (
                <RevisionsDialog
                  postId={post.id}
                  current={values}
                  onClose={() => setShowRevisions(false)}
                  onRestored={(restored) => {
                    setShowRevisions(false);
                    resetForm({ values: initialBlogValues(restored, timeZoneOf(restored.region)) });
                  }}
                />
              )}
              <Stack spacing={3}>
                <SectionCard title="Story Content">
                  <Stack spacing={2.5}>
                    <FormikTextField
                      name="title"
                      label="Title"
                      required
                      fullWidth
                      disabled={locked}
                      onChange={(event) => {
                        handleChange(event);
                        if (!editing) void setFieldValue('slug', slugify(event.target.value));
                      }}
                    />
                    <FormikTextField
                      name="slug"
                      label="Slug"
                      required
                      fullWidth
                      disabled={locked}
                      helperText={editing ? 'Changing the slug changes the story’s address' : 'Generated from the title'}
                    />
                    <FormikTextField name="excerpt" label="Excerpt" required fullWidth multiline minRows={2} disabled={locked} />
                    <MarkdownField name="content" label="Content" disabled={locked} />
                  </Stack>
                </SectionCard>
                <SectionCard title="Story Settings">
                  <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
                    <RegionField fullWidth disabled={locked} />
                    <StoryLanguageField disabled={locked} />
                    <FormikSelect name="category" label="Category" options={categoryOptions} fullWidth disabled={locked} />
                    <AttractionSelect region={values.region} disabled={locked} />
                    <Box sx={{ gridColumn: { md: '1 / -1' } }}>
                      <ImageInput name="image" label="Featured Image URL" uploadedTitle="✓ Imagen subida" disabled={locked} />
                    </Box>
                    <FormikTextField
                      name="distance"
                      label="Distance from Attraction"
                      placeholder="2.5 miles away"
                      fullWidth
                      disabled={locked}
                    />
                    <FormikTextField
                      name="readTime"
                      label="Read Time"
                      placeholder={estimate}
                      helperText={`Leave empty to use the estimate from the content: ${estimate}`}
                      fullWidth
                      disabled={locked}
                      slotProps={{ inputLabel: { shrink: true } }}
                    />
                    <Stack>
                      <FormikSwitch name="published" label="Published" disabled={locked} />
                      <FormikSwitch name="featured" label="Featured" disabled={locked} />
                    </Stack>
                    <FormikTextField
                      name="publishAt"
                      label="Publish at"
                      type="datetime-local"
                      helperText={
                        values.published
                          ? 'Turn Published off to schedule the story'
                          : `A draft goes live by itself at this time (${timeZoneOf(values.region)}); empty: stays a draft`
                      }
                      fullWidth
                      disabled={locked || values.published}
                      slotProps={{ inputLabel: { shrink: true } }}
                    />
                    <FormikTextField
                      name="unpublishAt"
                      label="Unpublish at"
                      type="datetime-local"
                      helperText={`The story goes back to draft at this time (${timeZoneOf(values.region)}); empty: it stays up`}
                      fullWidth
                      disabled={locked}
                      slotProps={{ inputLabel: { shrink: true } }}
                    />
                  </Box>
                </SectionCard>
                <SectionCard title="Search and Sharing">
                  <SeoFields disabled={locked} />
                </SectionCard>
              </Stack>
              <Stack direction="row" spacing={2} sx={{ mt: 3, alignItems: 'center' }}>
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  disabled={locked}
                  startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
                >
                  {editing ? 'Actualizar Historia' : 'Crear Historia'}
                </Button>
                <Button variant="outlined" size="large" onClick={() => void leave()} disabled={isSubmitting}>
                  Cancel
                </Button>
                <Autosave postId={post?.id} disabled={locked} controlRef={autosave} />
              </Stack>
            </Form>
          );
        }}
      </Formik>
    </Box>
  );
}
