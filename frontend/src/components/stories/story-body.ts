import { tokens } from '../../theme/tokens';

/** The reading column of Markdown content (StoryMarkdown, PageMarkdown). */
export const storyBodySx = {
  maxWidth: tokens.typography.readingMeasure,
  mx: 'auto',
  overflowWrap: 'break-word',
  '& strong': { color: 'secondary.light' },
} as const;
