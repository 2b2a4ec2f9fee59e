import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import type { OperatingNightResponseDto as OperatingNight } from '../../api/generated-public';
import { useText, useIntl } from '../../i18n/text';

/** The Monday of a night's week (YYYY-MM-DD): nights are offered grouped by week. */
export function weekOf(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** The nights a visitor may choose (closed ones left out), grouped by their week, in date order. */
export function nightsByWeek(nights: readonly OperatingNight[]): [string, OperatingNight[]][] {
  const weeks = new Map<string, OperatingNight[]>();
  for (const night of nights.filter((n) => n.status !== 'closed')) {
    const week = weekOf(night.date);
    weeks.set(week, [...(weeks.get(week) ?? []), night]);
  }
  return [...weeks.entries()];
}

interface OperatingNightsFieldProps {
  /** The region's operating nights. */
  nights: readonly OperatingNight[];
  value: string[];
  onChange: (nights: string[]) => void;
  id: string;
  error?: string;
}

/** The region's operating nights as checkboxes, week by week, besides the general availability. */
export function OperatingNightsField({ nights: all, value, onChange, id, error }: OperatingNightsFieldProps) {
  const intl = useIntl();
  const text = useText();
  const weeks = nightsByWeek(all);
  if (weeks.length === 0) return null;
  // A night is a calendar date (YYYY-MM-DD), the same day on every clock: written from its noon in UTC.
  const dayLabel = (date: string, options: Intl.DateTimeFormatOptions) =>
    intl.formatDate(new Date(`${date}T12:00:00Z`), { timeZone: 'UTC', ...options });
  const toggle = (date: string, checked: boolean) =>
    onChange(checked ? [...value, date].sort() : value.filter((chosen) => chosen !== date));
  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ gridColumn: '1 / -1', border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend">{text('employment.form.nights.legend')}</FormLabel>
      {weeks.map(([week, nights], weekIndex) => (
        <Box key={week} sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {text('employment.form.nights.week', { date: dayLabel(week, { month: 'short', day: 'numeric' }) })}
          </Typography>
          <FormGroup row>
            {nights.map((night, index) => (
              <FormControlLabel
                key={night.date}
                control={
                  <Checkbox
                    id={weekIndex === 0 && index === 0 ? id : undefined}
                    checked={value.includes(night.date)}
                    onChange={(event) => toggle(night.date, event.target.checked)}
                    name="availableNights"
                    value={night.date}
                  />
                }
                label={dayLabel(night.date, { weekday: 'short', month: 'short', day: 'numeric' })}
              />
            ))}
          </FormGroup>
        </Box>
      ))}
      {error && (
        <Typography color="error" variant="caption">
          {error}
        </Typography>
      )}
    </FormControl>
  );
}
