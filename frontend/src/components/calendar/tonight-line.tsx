import { Event as EventIcon } from '../icons/site-icons';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { RegionSlug } from '../../config/paths';
import { todayIn } from '../../lib/zoned-time';
import { useMinuteClock } from '../../lib/use-minute-clock';
import { useCalendarReadQuery } from '../../api/generated-public';
import { useText, useIntl } from '../../i18n/text';
import { NIGHT_STATUS } from './night-status';
import { clockOf, tonightOf, tonightText } from './tonight';

/**
 * "Open tonight: doors 6:30 PM", "Sold out tonight", "Closed tonight — …" or "Next open night: …"; nothing when the
 * region has no night to come. The server and the hydrating browser read the clock the API answered with; after
 * hydration the browser's own clock (in the region's zone) takes over, minute by minute, e.g. for a page left open past midnight.
 */
export function TonightLine({ region, sx }: { region: RegionSlug; sx?: SxProps<Theme> }) {
  const { data } = useCalendarReadQuery({ region });
  const browserNow = useMinuteClock();
  const text = useText();
  const { locale } = useIntl();
  if (!data) return null;
  const clock = browserNow === null ? clockOf(data) : { today: todayIn(data.timeZone, new Date(browserNow)), now: browserNow };
  const tonight = tonightOf(data.nights, clock);
  if (!tonight) return null;
  const Icon = tonight.kind === 'next' ? EventIcon : NIGHT_STATUS[tonight.kind].icon;
  return (
    <Box
      component="p"
      data-testid="tonight-line"
      sx={[{ display: 'flex', alignItems: 'center', gap: 1, m: 0, fontWeight: 700 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Icon
        aria-hidden="true"
        sx={{ color: tonight.kind === 'next' ? 'secondary.light' : NIGHT_STATUS[tonight.kind].color, flexShrink: 0 }}
      />
      <span>{tonightText(tonight, clock.today, text, locale)}</span>
    </Box>
  );
}
