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
import { useText, type Text } from '../../i18n/text';
import { INTENSITY_LEVELS, useIntensityWords } from './intensity-words';
import { CONTENT_WARNING_TEXT, WHEELCHAIR_TEXT } from './attraction-words';

/** The lines of "know before you go" an attraction has, as words in the page's language; the card shows each beside an icon. */
export function attractionFactLines(
  attraction: Attraction,
  intensityWords: readonly string[],
  text: Text,
): { key: string; icon: SpriteIconComponent; text: string }[] {
  const lines: { key: string; icon: SpriteIconComponent; text: string }[] = [];
  const level = attraction.intensity;
  if (level) {
    const words = intensityWords[level - 1];
    const of = { level, max: INTENSITY_LEVELS.length };
    const line = words ? text('attractions.facts.intensityWords', { ...of, words }) : text('attractions.facts.intensity', of);
    lines.push({ key: 'intensity', icon: WhatshotIcon, text: line });
  }
  const ages = [
    attraction.minAge ? text('attractions.facts.minAge', { age: attraction.minAge }) : undefined,
    attraction.adultRequiredUnder ? text('attractions.facts.adultRequired', { age: attraction.adultRequiredUnder }) : undefined,
  ].filter(Boolean);
  if (ages.length) lines.push({ key: 'age', icon: ChildCareIcon, text: ages.join(', ') });
  if (attraction.durationMinutes)
    lines.push({ key: 'duration', icon: ScheduleIcon, text: text('attractions.facts.duration', { minutes: attraction.durationMinutes }) });
  const warnings = attraction.contentWarnings.map((warning) => text(CONTENT_WARNING_TEXT[warning]));
  if (attraction.contentNote) warnings.push(attraction.contentNote);
  if (warnings.length) lines.push({ key: 'warnings', icon: WarningAmberIcon, text: warnings.join(' · ') });
  const { wheelchair, routeNote, sensoryNote } = attraction.accessibility;
  const access = [wheelchair ? text(WHEELCHAIR_TEXT[wheelchair]) : undefined, routeNote, sensoryNote].filter(Boolean);
  if (access.length) lines.push({ key: 'access', icon: AccessibleIcon, text: access.join('. ') });
  return lines;
}

/** Intensity, ages, duration, content warnings and accessibility, each an icon with its words (never the icon alone). */
export function AttractionFacts({ attraction }: { attraction: Attraction }) {
  const text = useText();
  const lines = attractionFactLines(attraction, useIntensityWords(), text);
  if (!lines.length) return null;
  return (
    <Box
      component="ul"
      aria-label={text('attractions.facts.label', { title: attraction.title })}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}
    >
      {lines.map(({ key, icon: Icon, text: line }) => (
        <Box
          component="li"
          key={key}
          data-fact={key}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: 'text.secondary', fontSize: '0.95rem' }}
        >
          <Icon aria-hidden="true" fontSize="small" sx={{ color: 'secondary.light', mt: '2px', flexShrink: 0 }} />
          <span>{line}</span>
        </Box>
      ))}
    </Box>
  );
}
