export type RecordAction = 'create' | 'update' | 'delete';

/**
 * The admin's words for one kind of content record, made from its noun ('video background'), whose plural takes an s.
 * docs/product.md §8 words the video background toasts 'Video background created/updated/deleted successfully' and
 * 'Failed to create/update/delete video background'; attractions and testimonials are worded the same way.
 */
export function recordTexts(noun: string) {
  const titleCase = noun.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
  const sentenceCase = noun.charAt(0).toUpperCase() + noun.slice(1);
  const plural = `${noun}s`;
  return {
    /** The list screen's title: 'VIDEO BACKGROUNDS'. */
    title: plural.toUpperCase(),
    /** The list's empty state, naming the place listed if any: 'No attractions in Florida yet. Add the first one!' */
    empty: (place?: string) => `No ${plural}${place ? ` in ${place}` : ''} yet. Add the first one!`,
    /** The list screen's add button, and the add dialog's title and submit button: 'Add Video Background'. */
    add: `Add ${titleCase}`,
    /** The edit dialog's title: 'Edit Video Background'. */
    edit: `Edit ${titleCase}`,
    /** The delete confirmation's title: 'Delete video background'. */
    delete: `Delete ${noun}`,
    done: (action: RecordAction) => `${sentenceCase} ${action}d successfully`,
    failed: (action: RecordAction) => `Failed to ${action} ${noun}`,
  };
}
