/** A catalogue's sections flattened to the ids `useText` takes: `{ contact: { 'form.send': … } }` → `contact.form.send`. */
export function flattenSections(sections: Record<string, Record<string, string>>): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [section, texts] of Object.entries(sections))
    for (const [key, text] of Object.entries(texts)) messages[`${section}.${key}`] = text;
  return messages;
}
