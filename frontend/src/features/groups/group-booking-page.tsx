import Container from '@mui/material/Container';
import { useCalendarReadQuery, useGroupBookingsSubmitMutation } from '../../api/generated-public';
import { PageHeader } from '../../components/layout/page-header';
import { useCurrentRegion, useRegionList } from '../../lib/use-current-region';
import { GroupBookingForm } from './group-booking-form';
import { MIN_GROUP_SIZE } from './group-size';
import { usePageLanguage, useText } from '../../i18n/text';
import { parkNameOf, useSiteSettings } from '../../components/site-settings/use-site-settings';
import { FormCard } from '../../components/forms/form-card';
import { regionName } from '../../lib/regions';

/** Groups of 15 or more ask for a booking; the nights offered are the region's operating nights to come. */
export function GroupBookingPage() {
  const text = useText();
  const regions = useRegionList();
  const parkName = parkNameOf(useSiteSettings().settings);
  const region = useCurrentRegion();
  const { data: calendar } = useCalendarReadQuery({ region });
  const [submit] = useGroupBookingsSubmitMutation();
  const language = usePageLanguage();
  const nights = (calendar?.nights ?? []).filter((night) => night.date >= calendar!.today && night.status !== 'closed');
  return (
    <>
      <PageHeader
        title={text('groups.page.title')}
        subtitle={text('groups.page.subtitle', { min: MIN_GROUP_SIZE, park: parkName, region: regionName(regions, region) })}
      />
      <Container maxWidth="sm" sx={{ pb: { xs: 8, md: 12 } }}>
        <FormCard id="group-form-title" title={text('groups.form.title')} intro={text('groups.form.intro')}>
          <GroupBookingForm nights={nights} send={(body) => submit({ ...body, region, language }).unwrap()} />
        </FormCard>
      </Container>
    </>
  );
}
