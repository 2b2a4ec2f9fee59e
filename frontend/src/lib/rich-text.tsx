import { Fragment, type ReactNode } from 'react';

/** Paragraphs of a story: separated by blank lines; single line breaks stay inside the paragraph. */
export function splitParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * Inline text of a paragraph as React nodes: `**bold**` becomes <strong>, line breaks become <br>.
 * Everything else stays text, so stored markup (<script>, onerror=…) is shown, never executed.
 */
export function inlineNodes(paragraph: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  paragraph.split('\n').forEach((line, lineIndex) => {
    if (lineIndex > 0) nodes.push(<br key={`br-${lineIndex}`} />);
    const parts = line.split(/\*\*(.+?)\*\*/g);
    parts.forEach((part, partIndex) => {
      if (!part) return;
      const key = `${lineIndex}-${partIndex}`;
      nodes.push(partIndex % 2 === 1 ? <strong key={key}>{part}</strong> : <Fragment key={key}>{part}</Fragment>);
    });
  });
  return nodes;
}
