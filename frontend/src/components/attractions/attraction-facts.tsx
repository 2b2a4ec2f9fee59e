import {
  Accessible as AccessibleIcon,
  ChildCare as ChildCareIcon,
  Schedule as ScheduleIcon,
  WarningAmber as WarningAmberIcon,
  Whatshot as WhatshotIcon,
} from '../icons/site-icons';
import Box from '@mui/material/Box';
import type { SpriteIconComponent } from '../icons/sprite-icon';
import type { AttractionResponseDto as Attraction } from '../../api/generated-public';
import { CONTENT_WARNING_LABELS, WHEELCHAIR_LABELS } from '../../config/labels';
import { INTENSITY_LEVELS, useIntensityWords } from './intensity-words';

/** The lines of "know before you go" an attraction has, as words; the card shows each beside an icon. */
export function attractionFactLines(
  attraction: Attraction,
  intensityWords: readonly string[],
): { key: string; icon: SpriteIconComponent; text: string }[] {
  const lines: { key: string; icon: SpriteIconComponent; text: string }[] = [];
  const level = attraction.intensity;
  if (level) {
    const words = intensityWords[level - 1];
    const text = `Intensity ${level} of ${INTENSITY_LEVELS.length}${words ? ` — ${words}` : ''}`;
    lines.push({ key: 'intensity', icon: WhatshotIcon, text });
  }
  const ages = [
    attraction.minAge ? `Ages ${attraction.minAge}+` : undefined,
    attraction.adultRequiredUnder ? `under ${attraction.adultRequiredUnder} with an adult` : undefined,
  ].filter(Boolean);
  if (ages.length) lines.push({ key: 'age', icon: ChildCareIcon, text: ages.join(', ') });
  if (attraction.durationMinutes) lines.push({ key: 'duration', icon: ScheduleIcon, text: `About ${attraction.durationMinutes} minutes` });
  const warnings = attraction.contentWarnings.map((warning) => CONTENT_WARNING_LABELS[warning]);
  if (attraction.contentNote) warnings.push(attraction.contentNote);
  if (warnings.length) lines.push({ key: 'warnings', icon: WarningAmberIcon, text: warnings.join(' · ') });
  const { wheelchair, routeNote, sensoryNote } = attraction.accessibility;
  const access = [wheelchair ? WHEELCHAIR_LABELS[wheelchair] : undefined, routeNote, sensoryNote].filter(Boolean);
  if (access.length) lines.push({ key: 'access', icon: AccessibleIcon, text: access.join('. ') });
  return lines;
}

/** Intensity, ages, duration, content warnings and accessibility, each an icon with its words (never the icon alone). */
export function AttractionFacts({ attraction }: { attraction: Attraction }) {
  const lines = attractionFactLines(attraction, useIntensityWords());
  if (!lines.length) return null;
  return (
    <Box
      component="ul"
      aria-label={`Know before you go: ${attraction.title}`}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}
    >
      {lines.map(({ key, icon: Icon, text }) => (
        <Box
          component="li"
          key={key}
          data-fact={key}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: 'text.secondary', fontSize: '0.95rem' }}
        >
          <Icon aria-hidden="true" fontSize="small" sx={{ color: 'secondary.light', mt: '2px', flexShrink: 0 }} />
          <span>{text}</span>
        </Box>
      ))}
    </Box>
  );
}
