/**
 * A feature's texts live in one `<feature>-messages.ts` beside it (docs/architecture.md §3): a flat object of keys to
 * English texts, the shape react-i18next and FormatJS catalogues take. A value put into a text is written `{name}`, as
 * ICU MessageFormat writes it, and filled in by `fillMessage`.
 */
export function fillMessage(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}

/** A catalogue's lookup: the text for a key, with its values filled in (`contactText('form.send')`). */
export function textOf<Key extends string>(catalogue: Record<Key, string>) {
  return (key: Key, values: Record<string, string | number> = {}) => fillMessage(catalogue[key], values);
}
