import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import { useSettingsGetQuery } from '../../../api/generated-public';
import { useSettingsReplaceMutation } from '../../../api/staff-api';
import { fieldErrors } from '../../../lib/api-error';
import { FormikTextField, SaveButton } from '../shared/form-fields';
import { ImageInput } from '../shared/image-input';
import { LOGO_IMAGE } from '../shared/image-file-rules';
import { LoadFailure } from '../shared/load-failure';
import { PageHeader } from '../shared/page-header';
import { useApiToasts } from '../shared/use-api-toasts';
import { pickSettings } from '../shared/settings-fields';
import { settingsSchema, type SettingsValues } from './settings-schema';

function Group({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {hint}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>{children}</Box>
      </CardContent>
    </Card>
  );
}

export function SettingsPage() {
  const query = useSettingsGetQuery();
  const { data, isLoading } = query;
  const [save] = useSettingsReplaceMutation();
  const { success, failure } = useApiToasts();

  if (isLoading) return <Skeleton variant="rounded" height={480} />;
  if (!data) return <LoadFailure query={query} />;

  const current = pickSettings(data);
  const initial = Object.fromEntries(
    Object.keys(settingsSchema.fields).map((key) => [key, current[key as keyof typeof current] ?? '']),
  ) as SettingsValues;

  const submit = async (values: SettingsValues, helpers: FormikHelpers<SettingsValues>) => {
    const edited = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim() || null]));
    const result = await save({ ...current, ...edited });
    if (result.error) {
      helpers.setErrors(fieldErrors(result.error));
      failure('Settings not saved', result.error, 'Please try again.');
      return;
    }
    success('Settings saved', 'The public site now shows the new name, contact details and links.');
    helpers.resetForm({ values });
  };

  return (
    <>
      <PageHeader
        title="SETTINGS"
        subtitle="The park's name and logo, and the contact details and links shown in the footer, the contact pages and the employment form"
      />
      <Formik<SettingsValues> initialValues={initial} validationSchema={settingsSchema} onSubmit={submit}>
        {() => (
          <Form noValidate aria-label="Site settings">
            <Stack spacing={3}>
              <Group
                title="The park"
                hint="Its name heads every page, titles, share previews and search results; without a logo the header draws the name."
              >
                <FormikTextField name="parkName" label="Park Name" required fullWidth />
                <FormikTextField
                  name="tagline"
                  label="Tagline"
                  fullWidth
                  helperText="One line under the name in the footer; empty: none."
                />
                <ImageInput
                  name="logoUrl"
                  label="Logo (PNG, JPEG, WebP or SVG from the media library)"
                  uploadedTitle="Logo uploaded"
                  kind={LOGO_IMAGE}
                  helperText="Empty: the name is drawn as the wordmark."
                />
              </Group>
              <Group title="Phone numbers" hint="General information, and group bookings (15 or more).">
                <FormikTextField name="phone" label="Phone" fullWidth />
                <FormikTextField name="groupsPhone" label="Groups Phone" fullWidth />
              </Group>
              <Group title="E-mail addresses" hint="Where visitors and applicants write to.">
                <FormikTextField name="infoEmail" label="Info E-mail" type="email" fullWidth />
                <FormikTextField name="groupsEmail" label="Groups E-mail" type="email" fullWidth />
                <FormikTextField name="jobsEmail" label="Jobs E-mail" type="email" fullWidth />
              </Group>
              <Group title="Social links" hint="Leave empty to hide an icon.">
                <FormikTextField name="facebookUrl" label="Facebook URL" fullWidth />
                <FormikTextField name="instagramUrl" label="Instagram URL" fullWidth />
                <FormikTextField name="tiktokUrl" label="TikTok URL" fullWidth />
                <FormikTextField name="youtubeUrl" label="YouTube URL" fullWidth />
                <FormikTextField name="twitterUrl" label="Twitter / X URL" fullWidth />
              </Group>
              <Group
                title="Outside analytics"
                hint="The site counts its visits itself, without cookies (Season dashboard). Turning these on sends visitor data to Google or Meta, and the privacy policy then says so."
              >
                <FormikTextField
                  name="ga4MeasurementId"
                  label="GA4 Measurement ID"
                  placeholder="G-XXXXXXXXXX"
                  fullWidth
                  helperText="Google Analytics 4; empty: off."
                />
                <FormikTextField
                  name="metaPixelId"
                  label="Meta Pixel ID"
                  placeholder="15 or 16 digits"
                  fullWidth
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  helperText="Meta (Facebook, Instagram); empty: off."
                />
              </Group>
              <Box>
                <SaveButton size="large">Save Settings</SaveButton>
              </Box>
            </Stack>
          </Form>
        )}
      </Formik>
    </>
  );
}
