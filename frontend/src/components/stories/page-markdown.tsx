import Box from '@mui/material/Box';
import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { storyBodySx } from './story-body';

/** The Markdown renderer (react-markdown and its parser), a third of a story page's JavaScript: loaded only when needed. */
const MarkdownElements = lazy(() => import('./story-markdown').then((module) => ({ default: module.MarkdownElements })));

/**
 * Markdown content of a public page (a story, an FAQ answer, a legal text), as StoryMarkdown shows it. The server
 * renders it; the browser keeps the server's elements as they are while it hydrates and for as long as the content
 * stays the same, so the renderer is not downloaded for the page the visitor arrived on. Content shown after a move to
 * another page is rendered in the browser, once the renderer has loaded.
 */
export function PageMarkdown({ content }: { content: string }) {
  const hydrated = useHydrated();
  // What the server rendered, kept by the element that hydrated it: never on the server, nor for a later page.
  const [served] = useState(() => (hydrated || typeof document === 'undefined' ? null : content));
  if (content === served) {
    // React leaves an element's inner HTML alone while hydrating (and after, while this string does not change).
    return <Box data-testid="story-body" sx={storyBodySx} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  }
  return (
    <Box data-testid="story-body" sx={storyBodySx}>
      <Suspense>
        <MarkdownElements content={content} />
      </Suspense>
    </Box>
  );
}
