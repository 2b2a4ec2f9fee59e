import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useDeferredValue, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLegalGetQuery, type LegalPageKey, type LegalPageResponseDto } from '../../../api/generated-public';
import { useLegalReplaceMutation } from '../../../api/staff-api';
import { StoryMarkdown } from '../../../components/stories/story-markdown';
import { paths } from '../../../config/paths';
import { fieldErrors } from '../../../lib/api-error';
import { FormikTextField, SaveButton } from '../shared/form-fields';
import { LoadFailure } from '../shared/load-failure';
import { PageHeader } from '../shared/page-header';
import { useApiToasts } from '../shared/use-api-toasts';
import { legalSchema, type LegalValues } from './legal-schema';
import { spanishValuesOf, TranslatedTextField, translationsBody } from '../shared/translated-fields';

/** The texts staff translate (the server's LEGAL_TRANSLATED_FIELDS). */
const TRANSLATED = ['title', 'body'] as const;

function Preview({ body }: { body: string }) {
  const deferred = useDeferredValue(body);
  return (
    // A long text scrolls inside the preview: a keyboard reaches it (tabIndex), and the region is named.
    <Paper variant="outlined" sx={{ p: 2, maxHeight: 480, overflowY: 'auto' }} tabIndex={0} role="region" aria-label="Preview">
      <StoryMarkdown content={deferred} />
    </Paper>
  );
}

function LegalForm({ page }: { page: LegalPageResponseDto }) {
  const [replace] = useLegalReplaceMutation();
  const { success, failure } = useApiToasts();
  const submit = async (values: LegalValues, helpers: FormikHelpers<LegalValues>) => {
    const result = await replace({
      key: page.key,
      updateLegalPageDto: { title: values.title, body: values.body, translations: translationsBody(values.spanish) },
    });
    if (result.error) {
      helpers.setErrors(fieldErrors(result.error));
      failure(`${page.title} not saved`, result.error, 'Please try again.');
      return;
    }
    success(`${values.title} saved`, 'Visitors see it at once.');
    helpers.resetForm({ values });
  };
  return (
    <Formik<LegalValues>
      initialValues={{ title: page.title, body: page.body, spanish: spanishValuesOf(TRANSLATED, page.translations) }}
      validationSchema={legalSchema}
      onSubmit={submit}
      enableReinitialize
    >
      {({ values }) => (
        <Form noValidate aria-label={page.title}>
          <Stack spacing={2}>
            {!page.reviewedAt && (
              <Alert severity="warning">
                This is the template the site started with. Read it, complete it (your legal name, how to reach you) and save it.
              </Alert>
            )}
            <TranslatedTextField name="title" spanishName="spanish.title" label="Title" shared />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
              <FormikTextField name="body" label="Text (Markdown)" fullWidth multiline minRows={16} />
              <Preview body={values.body} />
            </Box>
            <TranslatedTextField name="body" spanishName="spanish.body" label="Text (Markdown)" multiline minRows={8} shared spanishOnly />
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <SaveButton canSaveUnchanged={!page.reviewedAt} />
              <Button
                component={RouterLink}
                to={page.key === 'terms' ? paths.terms.getHref() : paths.privacy.getHref()}
                target="_blank"
                rel="noopener"
                endIcon={<OpenInNewIcon />}
              >
                View page
              </Button>
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

/** The privacy policy and terms of service, in Markdown: the footer and the forms link to them. */
export function LegalAdminPage() {
  const [key, setKey] = useState<LegalPageKey>('privacy');
  const query = useLegalGetQuery({ key }, { refetchOnMountOrArgChange: true });
  return (
    <>
      <PageHeader title="LEGAL PAGES" subtitle="The privacy policy and terms of service the footer and the forms link to" />
      <Tabs value={key} onChange={(_, value: LegalPageKey) => setKey(value)} sx={{ mb: 2 }}>
        <Tab value="privacy" label="Privacy Policy" />
        <Tab value="terms" label="Terms of Service" />
      </Tabs>
      {query.isLoading && <Skeleton variant="rounded" height={320} />}
      <LoadFailure query={query} />
      {query.data && query.data.key === key && <LegalForm key={key} page={query.data} />}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Markdown: ## for a heading, - for a list item, **bold**, [a link](https://example.com). Raw HTML is shown as text.
      </Typography>
    </>
  );
}
