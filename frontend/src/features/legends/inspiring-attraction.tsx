import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { translatedListArgs } from '../../api/enhanced-api';
import { useAttractionsListQuery, type BlogPostResponseDto as Story } from '../../api/generated-public';
import { AttractionCard } from '../../components/attractions/attraction-card';
import { LinkButton } from '../../components/layout/link-button';
import { paths } from '../../config/paths';
import { usePageLanguage, useText } from '../../i18n/text';

/** The attraction the story inspires, as its card with "Experience it" (to the attraction on its page). */
export function InspiringAttraction({ story }: { story: Story }) {
  const language = usePageLanguage();
  const { data } = useAttractionsListQuery(translatedListArgs(story.region, language));
  const text = useText();
  const attraction = story.attractionId ? data?.items.find((item) => item.id === story.attractionId) : undefined;
  if (!attraction) return null;
  return (
    <Box component="aside" aria-labelledby="inspired-attraction" sx={{ mt: 6, maxWidth: 420 }}>
      <Typography id="inspired-attraction" component="h2" variant="h4" sx={{ color: 'primary.light', mb: 2 }}>
        {text('stories.inspired.title')}
      </Typography>
      <AttractionCard
        attraction={attraction}
        action={
          <LinkButton to={paths.attraction.getHref(story.region, attraction.id)} variant="contained">
            {text('stories.inspired.experience')}
          </LinkButton>
        }
      />
    </Box>
  );
}
