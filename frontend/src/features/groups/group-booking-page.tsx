import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useCalendarReadQuery, useGroupBookingsSubmitMutation } from '../../api/generated-public';
import { PageHeader } from '../../components/layout/page-header';
import { REGION_LABELS } from '../../config/labels';
import { useCurrentRegion } from '../../lib/use-current-region';
import { GroupBookingForm } from './group-booking-form';
import { MIN_GROUP_SIZE } from './group-booking-schema';
import { groupBookingText } from './group-booking-messages';
import { parkNameOf, useSiteSettings } from '../../components/site-settings/use-site-settings';

/** Groups of 15 or more ask for a booking; the nights offered are the region's operating nights to come. */
export function GroupBookingPage() {
  const parkName = parkNameOf(useSiteSettings().settings);
  const region = useCurrentRegion();
  const { data: calendar } = useCalendarReadQuery({ region });
  const [submit] = useGroupBookingsSubmitMutation();
  const nights = (calendar?.nights ?? []).filter((night) => night.date >= calendar!.today && night.status !== 'closed');
  return (
    <>
      <PageHeader
        title={groupBookingText('page.title')}
        subtitle={groupBookingText('page.subtitle', { min: MIN_GROUP_SIZE, park: parkName, region: REGION_LABELS[region] })}
      />
      <Container maxWidth="sm" sx={{ pb: { xs: 8, md: 12 } }}>
        <Card component="section" aria-labelledby="group-form-title">
          <CardContent sx={{ p: { xs: 3, md: 4 } }}>
            <Typography id="group-form-title" component="h2" variant="h3" sx={{ color: 'primary.light', mb: 1 }}>
              {groupBookingText('form.title')}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mb: 3 }}>{groupBookingText('form.intro')}</Typography>
            <GroupBookingForm nights={nights} send={(body) => submit({ ...body, region }).unwrap()} />
          </CardContent>
        </Card>
      </Container>
    </>
  );
}
