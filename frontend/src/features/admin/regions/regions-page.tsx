import DeleteIcon from '@mui/icons-material/Delete';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useRegionsListQuery, type RegionResponseDto } from '../../../api/generated-public';
import { useRegionsUpdateMutation } from '../../../api/staff-api';
import { REGION_STATUS_LABELS } from '../../../config/labels';
import { paths } from '../../../config/paths';
import { parkNameOf, useSiteSettings } from '../../../components/site-settings/use-site-settings';
import { fieldErrors } from '../../../lib/api-error';
import { FormikSelect, FormikSwitch, FormikTextField, optionsFrom, SaveButton } from '../shared/form-fields';
import { LoadFailure } from '../shared/load-failure';
import { AddButton, PageHeader } from '../shared/page-header';
import { SectionCard } from '../shared/section-card';
import { useApiToasts } from '../shared/use-api-toasts';
import { useMember } from '../shared/use-member';
import { AnnouncementDialog } from '../shared/announcement-dialog';
import { FormikTimeZoneField } from '../shared/time-zone-field';
import { TranslatedTextField } from '../shared/translated-fields';
import { AddRegionDialog, RenameRegionDialog, useDeleteRegion } from './region-dialogs';
import { RegionFactsFields } from './region-facts-fields';
import { LANGUAGE_NAMES_IN_ENGLISH } from '../../../i18n/languages';
import { OTHER_LANGUAGES, REGION_LINES, regionSchema, regionUpdate, regionValues, type RegionValues } from './region-schema';

const STATUS_EFFECT: Record<RegionValues['status'], string> = {
  open: "The region's pages sell tickets: BUY TICKETS buttons, tonight's hours and the calendar.",
  'coming-soon': 'Every ticket button of the region is hidden; its pages show the opening line instead.',
  'closed-for-season': 'Every ticket button of the region is hidden; its pages say it is closed for the season, with the opening line.',
};

function RegionForm({
  region,
  onDelete,
  onRename,
}: {
  region: RegionResponseDto;
  /** Given to a member who may add, delete and rename regions. */
  onDelete?: (region: RegionResponseDto) => void;
  onRename?: (region: RegionResponseDto) => void;
}) {
  const [update] = useRegionsUpdateMutation();
  const { success, failure } = useApiToasts();
  const { may } = useMember();
  const [opened, setOpened] = useState<RegionResponseDto | null>(null);
  const parkName = parkNameOf(useSiteSettings().settings);
  const initialValues = regionValues(region);

  const submit = async (values: RegionValues, helpers: FormikHelpers<RegionValues>) => {
    const result = await update({ key: region.key, updateRegionDto: regionUpdate(values) });
    if (result.error) {
      helpers.setErrors(fieldErrors(result.error));
      failure(`${region.name} not saved`, result.error, 'Please try again.');
      return;
    }
    success(`${region.name} saved`, STATUS_EFFECT[result.data.status]);
    helpers.resetForm({ values });
    // Opening a region is the news its waitlist signed up for: offer to tell them at once.
    if (region.status !== 'open' && result.data.status === 'open' && may('announcements')) setOpened(result.data);
  };

  return (
    <SectionCard title={region.name}>
      <Formik<RegionValues> initialValues={initialValues} validationSchema={regionSchema} onSubmit={submit} enableReinitialize>
        {({ values }) => (
          <Form noValidate aria-label={region.name}>
            <Stack spacing={2}>
              <FormikSelect
                name="status"
                id={`${region.key}-status`}
                label="Season"
                options={optionsFrom(REGION_STATUS_LABELS)}
                fullWidth
              />
              <Alert severity={values.status === 'open' ? 'success' : 'info'}>{STATUS_EFFECT[values.status]}</Alert>
              <FormikTextField name="name" id={`${region.key}-name`} label="Name" fullWidth />
              <FormikTimeZoneField
                name="timeZone"
                id={`${region.key}-timeZone`}
                label="Time zone (the calendar's hours are local times on this clock)"
              />
              <FormikTextField
                name="address"
                id={`${region.key}-address`}
                label="Address"
                helperText="In the footer, on the contact page and for search engines. Empty: left out of the site"
                fullWidth
              />
              {REGION_LINES.map(({ name, label, helperText }) => (
                <TranslatedTextField
                  key={name}
                  name={name}
                  spanishName={`spanish.${name}`}
                  speaksSpanish={values.otherLanguages.es}
                  id={`${region.key}-${name}`}
                  label={label}
                  helperText={helperText}
                />
              ))}
              {OTHER_LANGUAGES.map((language) => (
                <FormikSwitch
                  key={language}
                  name={`otherLanguages.${language}`}
                  label={`${LANGUAGE_NAMES_IN_ENGLISH[language]} pages too, at /${language}/${region.key}: the site's own words in ${LANGUAGE_NAMES_IN_ENGLISH[language]}, what staff write where they translate it`}
                />
              ))}
              <RegionFactsFields region={region} />
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <SaveButton>{`Save ${region.name}`}</SaveButton>
                <Button
                  component={RouterLink}
                  to={paths.regionHome.getHref(region.key)}
                  target="_blank"
                  rel="noopener"
                  endIcon={<OpenInNewIcon />}
                >
                  View {region.name}
                </Button>
                {onRename && <Button onClick={() => onRename(region)}>Change {region.name}'s key</Button>}
                {onDelete && (
                  <Button color="error" startIcon={<DeleteIcon />} onClick={() => onDelete(region)} sx={{ ml: 'auto' }}>
                    Delete {region.name}
                  </Button>
                )}
              </Stack>
            </Stack>
          </Form>
        )}
      </Formik>
      {opened && (
        <AnnouncementDialog
          region={opened.key}
          draft={{
            reason: `${opened.name} is open. Tell the visitors who asked to hear when it opens?`,
            subject: `${opened.name} is open`,
            body: [
              `The gates of ${parkName} ${opened.name} are open.`,
              opened.openingLine,
              `See the nights and get your tickets: ${window.location.origin}${paths.regionHome.getHref(opened.key)}`,
            ]
              .filter(Boolean)
              .join('\n\n'),
          }}
          onClose={() => setOpened(null)}
        />
      )}
    </SectionCard>
  );
}

/** Each region's season state and the lines its pages show: launching Florida is a choice here, not a deploy. */
export function RegionsPage() {
  const query = useRegionsListQuery();
  const { may } = useMember();
  const manages = may('regions.manage');
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<RegionResponseDto | null>(null);
  const { remove, refusal } = useDeleteRegion();
  const regions = query.data?.items;
  return (
    <>
      <PageHeader
        title="REGIONS"
        subtitle="Each region's season, the lines its pages show, its address and its clock"
        actions={manages && regions ? <AddButton onClick={() => setAdding(true)}>Add a region</AddButton> : undefined}
      />
      <Stack spacing={3}>
        {query.isLoading && <Skeleton variant="rounded" height={320} />}
        <LoadFailure query={query} />
        {regions?.map((region) => (
          <RegionForm
            key={region.key}
            region={region}
            onDelete={manages ? (chosen) => void remove(chosen) : undefined}
            onRename={manages ? setRenaming : undefined}
          />
        ))}
      </Stack>
      {adding && regions && <AddRegionDialog timeZone={regions[0]?.timeZone ?? 'America/New_York'} onClose={() => setAdding(false)} />}
      {renaming && <RenameRegionDialog region={renaming} onClose={() => setRenaming(null)} />}
      {refusal}
    </>
  );
}
