/** `[text]()`, `[text]( )` or the toolbar's old placeholder `[text](https://)`: a link that goes nowhere. */
const EMPTY_LINK = /(?<!!)\[([^\]\n]*)\]\(\s*(?:https?:\/\/)?\s*\)/g;

/** The text of every link in a story's Markdown that has no address, in order. */
export function linksWithoutUrl(markdown: string): string[] {
  return Array.from(markdown.matchAll(EMPTY_LINK), (match) => match[1]);
}
