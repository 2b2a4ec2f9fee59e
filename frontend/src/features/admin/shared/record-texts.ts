export type RecordAction = 'create' | 'update' | 'delete';

/**
 * The admin's words for one kind of content record, made from its noun ('video background'). SPEC.md section 8 words
 * the video background toasts 'Video background created/updated/deleted successfully' and 'Failed to
 * create/update/delete video background'; attractions and testimonials are worded the same way.
 */
export function recordTexts(noun: string) {
  const titleCase = noun.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
  const sentenceCase = noun.charAt(0).toUpperCase() + noun.slice(1);
  return {
    /** The add dialog's title and submit button: 'Add Video Background'. */
    add: `Add ${titleCase}`,
    /** The edit dialog's title: 'Edit Video Background'. */
    edit: `Edit ${titleCase}`,
    /** The delete confirmation's title: 'Delete video background'. */
    delete: `Delete ${noun}`,
    done: (action: RecordAction) => `${sentenceCase} ${action}d successfully`,
    failed: (action: RecordAction) => `Failed to ${action} ${noun}`,
  };
}
