import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ComponentProps, ElementType, ReactNode } from 'react';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import { libraryImage, SCREEN_WIDE_IMAGE_SIZES } from '../../lib/responsive-image';
import { tokens } from '../../theme/tokens';
import { storyBodySx } from './story-body';

/**
 * The Markdown a story may use: paragraphs, headings, emphasis, lists, quotes, links, rules, code and pictures of the
 * media library (any other image is left out). Anything else is left out too; raw HTML is never parsed into elements: react-markdown shows it as text, and its
 * default URL filter empties `javascript:` and other unsafe links (docs/architecture.md §7).
 */
const ALLOWED_ELEMENTS = [
  'p',
  'br',
  'strong',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'hr',
  'code',
  'pre',
  'img',
];

/** A story's pictures span the reading column (65ch of body type, about 680 px) or the whole phone screen. */
const BODY_IMAGE_SIZES = `(min-width: 760px) 680px, ${SCREEN_WIDE_IMAGE_SIZES}`;

const paragraph = {
  fontSize: { xs: '1.05rem', md: '1.15rem' },
  lineHeight: 1.85,
  color: 'text.primary',
} as const;

const heading = {
  fontFamily: tokens.typography.headingFamily,
  fontWeight: 600,
  letterSpacing: '0.01em',
  lineHeight: 1.2,
  overflowWrap: 'break-word',
  color: 'text.primary',
  mt: 5,
  mb: 2,
} as const;

/** The page's title is the h1: a story's headings start at h2 and stop at h4. */
const HEADING_SIZES = {
  h2: { xs: '1.6rem', md: '2rem' },
  h3: { xs: '1.35rem', md: '1.6rem' },
  h4: { xs: '1.15rem', md: '1.3rem' },
} as const;

type Props<T extends ElementType> = ComponentProps<T> & ExtraProps;

function headingAs(level: keyof typeof HEADING_SIZES) {
  return function Heading({ children }: Props<'h2'>) {
    return (
      <Typography component={level} sx={{ ...heading, fontSize: HEADING_SIZES[level] }}>
        {children}
      </Typography>
    );
  };
}

/**
 * A link to another site opens in a new tab without handing it this page (noopener, noreferrer); `//host/…` is one
 * too (protocol-relative). react-markdown percent-encodes backslashes and tabs, so `/\host` stays on this site.
 */
function isExternal(href: string): boolean {
  return (/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('mailto:')) || href.startsWith('//');
}

function components(openLinksInNewTab: boolean): Components {
  const list = (tag: 'ul' | 'ol', children: ReactNode, start?: number) => (
    <Box component={tag} start={start} sx={{ ...paragraph, pl: 3.5, mt: 0, mb: 3, '& li': { mb: 1, pl: 0.5 } }}>
      {children}
    </Box>
  );
  return {
    p: ({ children }) => (
      <Typography component="p" sx={{ ...paragraph, mb: 3 }}>
        {children}
      </Typography>
    ),
    h1: headingAs('h2'),
    h2: headingAs('h2'),
    h3: headingAs('h3'),
    h4: headingAs('h4'),
    h5: headingAs('h4'),
    h6: headingAs('h4'),
    ul: ({ children }) => list('ul', children),
    ol: ({ children, start }) => list('ol', children, start),
    blockquote: ({ children }) => (
      <Box
        component="blockquote"
        sx={{
          mx: 0,
          my: 4,
          py: 0.5,
          pl: { xs: 2, md: 3 },
          borderLeft: 4,
          borderColor: 'primary.main',
          fontStyle: 'italic',
          '& p': { color: 'text.secondary' },
          '& p:last-child': { mb: 0 },
        }}
      >
        {children}
      </Box>
    ),
    a: ({ href = '', children }) => {
      // An unsafe address (javascript:, data:…) arrives emptied by react-markdown: its words stay, as plain text.
      if (!href) return <>{children}</>;
      const newTab = openLinksInNewTab || isExternal(href);
      return (
        <Link href={href} underline="always" {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {children}
        </Link>
      );
    },
    hr: () => <Divider sx={{ my: 5 }} />,
    // `![](…)` is a decorative picture: alt="" tells screen readers to pass over it.
    img: ({ src, alt }) => {
      const image = libraryImage(typeof src === 'string' ? src : undefined);
      if (!image) return null;
      return (
        <Box
          component="img"
          src={image.src}
          srcSet={image.srcSet}
          sizes={BODY_IMAGE_SIZES}
          alt={alt ?? ''}
          loading="lazy"
          decoding="async"
          sx={{ display: 'block', width: '100%', height: 'auto', my: 1, borderRadius: 1 }}
        />
      );
    },
    code: ({ children }) => (
      <Box
        component="code"
        sx={{ fontFamily: 'monospace', fontSize: '0.9em', bgcolor: 'rgba(255,255,255,0.08)', px: 0.5, borderRadius: 0.5 }}
      >
        {children}
      </Box>
    ),
    pre: ({ children }) => (
      <Box component="pre" sx={{ overflowX: 'auto', whiteSpace: 'pre-wrap', mb: 3, '& code': { px: 0 } }}>
        {children}
      </Box>
    ),
  };
}

const PAGE_COMPONENTS = components(false);
const PREVIEW_COMPONENTS = components(true);

interface StoryMarkdownProps {
  content: string;
  /** The admin preview: every link opens in a new tab, so following one never leaves the unsaved form. */
  openLinksInNewTab?: boolean;
}

/** The elements of Markdown `content`, without the column around them. */
export function MarkdownElements({ content, openLinksInNewTab = false }: StoryMarkdownProps) {
  return (
    <Markdown allowedElements={ALLOWED_ELEMENTS} unwrapDisallowed components={openLinksInNewTab ? PREVIEW_COMPONENTS : PAGE_COMPONENTS}>
      {content}
    </Markdown>
  );
}

/** A story's content, written in Markdown, set in the site's reading type at a comfortable measure. */
export function StoryMarkdown({ content, openLinksInNewTab = false }: StoryMarkdownProps) {
  return (
    <Box data-testid="story-body" sx={storyBodySx}>
      <MarkdownElements content={content} openLinksInNewTab={openLinksInNewTab} />
    </Box>
  );
}
