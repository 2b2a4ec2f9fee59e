import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { inlineNodes, splitParagraphs } from '../../lib/rich-text';
import { tokens } from '../../theme/tokens';

/** The full story as text paragraphs (never injected HTML: ARCHITECTURE.md section 8). */
export function StoryContent({ content }: { content: string }) {
  return (
    <Box data-testid="story-body" sx={{ maxWidth: tokens.typography.readingMeasure, mx: 'auto' }}>
      {splitParagraphs(content).map((paragraph, index) => (
        <Typography
          key={index}
          component="p"
          sx={{
            fontSize: { xs: '1.05rem', md: '1.15rem' },
            lineHeight: 1.85,
            mb: 3,
            color: 'text.primary',
            '& strong': { color: 'secondary.light' },
          }}
        >
          {inlineNodes(paragraph)}
        </Typography>
      ))}
    </Box>
  );
}
