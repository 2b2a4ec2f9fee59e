import { Visibility as VisibilityIcon } from '../icons/site-icons';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { StoryCategoryIcon } from './story-category-icon';
import { STORY_CATEGORY_TEXT } from './story-words';
import { useText } from '../../i18n/text';
import { StoryImage } from './story-image';
import { columnImageSizes } from '../../lib/responsive-image';
import type { BlogPostSummaryDto as StorySummary } from '../../api/generated-public';
import { StoryFacts, StoryFactsLine } from './story-facts';

interface StoryCardProps {
  story: StorySummary;
  /** The first story of a list is shown large (docs/product.md §2). */
  featured?: boolean;
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** A story teaser linking to /{region}/dark-legends/{slug}. */
export function StoryCard({ story, featured = false, priority = false, headingLevel = 'h3' }: StoryCardProps) {
  const text = useText();
  return (
    <Card
      component="article"
      sx={{
        height: '100%',
        bgcolor: 'background.paper',
        transition: 'transform 0.25s, box-shadow 0.25s',
        '&:hover': { transform: 'translateY(-4px)', boxShadow: '0 0 24px rgba(214,40,40,0.35)' },
        '&:hover img': { transform: 'scale(1.05)' },
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={paths.legend.getHref(story.region, story.slug)}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: featured ? { xs: 'column', md: 'row' } : 'column',
          alignItems: 'stretch',
          '&.Mui-focusVisible': { boxShadow: 'inset 0 0 0 3px #fcbf49' },
        }}
      >
        <Box
          sx={{
            position: 'relative',
            overflow: 'hidden',
            aspectRatio: featured ? { xs: '3 / 2', md: 'auto' } : '3 / 2',
            flex: featured ? { md: '1 1 55%' } : undefined,
            minHeight: featured ? { md: 360 } : undefined,
          }}
        >
          <StoryImage
            story={story}
            priority={priority}
            sizes={featured ? columnImageSizes(640) : undefined}
            sx={{
              position: featured ? { md: 'absolute' } : undefined,
              inset: 0,
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              display: 'block',
              transition: 'transform 0.5s',
            }}
          />
          <Chip
            icon={<StoryCategoryIcon category={story.category} />}
            label={text(STORY_CATEGORY_TEXT[story.category])}
            size="small"
            sx={{ position: 'absolute', left: 12, top: 12, bgcolor: 'rgba(0,0,0,0.78)', color: 'text.primary', fontWeight: 700 }}
          />
          {featured && (
            <Chip
              label={text('stories.card.featured')}
              size="small"
              color="primary"
              sx={{ position: 'absolute', right: 12, top: 12, fontWeight: 800 }}
            />
          )}
        </Box>
        <CardContent
          sx={{
            flex: featured ? { md: '1 1 45%' } : 1,
            display: 'flex',
            flexDirection: 'column',
            gap: 1.25,
            justifyContent: featured ? 'center' : 'flex-start',
            p: featured ? { xs: 2, md: 4 } : 2,
          }}
        >
          <Typography component={headingLevel} variant={featured ? 'h3' : 'h4'} sx={{ color: 'primary.light' }}>
            {story.title}
          </Typography>
          <Typography
            sx={{
              color: 'text.secondary',
              display: '-webkit-box',
              WebkitLineClamp: featured ? 5 : 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {story.excerpt}
          </Typography>
          <StoryFactsLine iconSize={16} sx={{ gap: 2, fontSize: '0.85rem', mt: 'auto' }}>
            <StoryFacts story={story} />
            <span>
              <VisibilityIcon aria-hidden="true" />
              {text('stories.views', { count: story.views })}
            </span>
          </StoryFactsLine>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
