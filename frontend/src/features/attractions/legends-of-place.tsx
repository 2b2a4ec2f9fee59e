import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { regionStoriesArgs } from '../../api/enhanced-api';
import { useBlogListQuery, type RegionKey } from '../../api/generated-public';
import { paths } from '../../config/paths';
import { usePageLanguage, useText } from '../../i18n/text';

/** "Legends of this place": the published stories that name the attraction as the one they inspire. */
export function LegendsOfPlace({ region, attractionId }: { region: RegionKey; attractionId: number }) {
  const { data } = useBlogListQuery(regionStoriesArgs(region, usePageLanguage()));
  const text = useText();
  const legends = data?.items.filter((story) => story.attractionId === attractionId) ?? [];
  if (legends.length === 0) return null;
  return (
    <Box component="aside" aria-label={text('attractions.legends.label')}>
      <Typography component="h4" variant="subtitle2" sx={{ color: 'secondary.light', letterSpacing: '0.08em' }}>
        {text('attractions.legends.title')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {legends.map((story) => (
          <li key={story.id}>
            <Link component={RouterLink} to={paths.legend.getHref(region, story.slug)}>
              {story.title}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
