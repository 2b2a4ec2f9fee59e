import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { targetableSx } from './use-attraction-target';
import { AttractionIcon } from './attraction-icon';
import { ATTRACTION_CATEGORY_TEXT } from './attraction-words';
import { useText } from '../../i18n/text';
import { AttractionImage } from './attraction-image';
import { AttractionFacts } from './attraction-facts';
import type { AttractionResponseDto as Attraction } from '../../api/generated-public';

/** One attraction in a grid: picture, category, title, description and an optional action. */
export function AttractionCard({
  attraction,
  action,
  headingLevel = 'h3',
  anchorId,
  highlighted = false,
}: {
  attraction: Attraction;
  action?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** Makes the card the target of links to this attraction (see useAttractionTarget). */
  anchorId?: string;
  highlighted?: boolean;
}) {
  const text = useText();
  return (
    <Card
      component="article"
      id={anchorId}
      tabIndex={anchorId ? -1 : undefined}
      sx={{
        ...targetableSx(highlighted),
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        transition: 'transform 0.25s, box-shadow 0.25s',
        '&:hover': { transform: 'translateY(-4px)', boxShadow: '0 0 24px rgba(214,40,40,0.35)' },
        '&:hover img': { transform: 'scale(1.05)' },
      }}
    >
      <Box sx={{ position: 'relative', overflow: 'hidden', aspectRatio: '3 / 2' }}>
        <AttractionImage
          attraction={attraction}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', transition: 'transform 0.5s', display: 'block' }}
        />
        <Box
          sx={{
            position: 'absolute',
            left: 12,
            top: 12,
            px: 1.25,
            py: 0.5,
            borderRadius: 99,
            bgcolor: 'rgba(0,0,0,0.75)',
            fontSize: '0.8rem',
            fontWeight: 700,
            display: 'flex',
            gap: 0.75,
            alignItems: 'center',
          }}
        >
          <AttractionIcon category={attraction.category} sx={{ fontSize: '1.1rem', color: 'secondary.light' }} />
          {text(ATTRACTION_CATEGORY_TEXT[attraction.category])}
        </Box>
      </Box>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography component={headingLevel} variant="h4" sx={{ color: 'primary.light' }}>
          {attraction.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', flex: 1 }}>{attraction.description}</Typography>
        <AttractionFacts attraction={attraction} />
        {action}
      </CardContent>
    </Card>
  );
}
