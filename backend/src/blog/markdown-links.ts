/** `[text]()`, `[text]( )` or the toolbar's old placeholder `[text](https://)`: a link that goes nowhere. */
const EMPTY_LINK = /(?<!!)\[([^\]\n]*)\]\(\s*(?:https?:\/\/)?\s*\)/g;

/** `![alt](url)`, `![alt](<url>)` or `![alt](url "title")`. */
const IMAGE = /!\[[^\]\n]*\]\(\s*<?([^\s<>)]*)>?(?:\s+[^)]*)?\)/g;

/** The text of every link in a story's Markdown that has no address, in order. */
export function linksWithoutUrl(markdown: string): string[] {
  return Array.from(markdown.matchAll(EMPTY_LINK), (match) => match[1]);
}

/** The address of every inline image in a story's Markdown, in order. */
export function imageUrls(markdown: string): string[] {
  return Array.from(markdown.matchAll(IMAGE), (match) => match[1]);
}
