/** The document title of a page (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} | Haunted Park`}</title>;
}
