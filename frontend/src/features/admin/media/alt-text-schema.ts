import * as Yup from 'yup';

/** The server's limit (media_items.altText). */
export const ALT_TEXT_MAX = 250;

export const altTextSchema = Yup.object({
  altText: Yup.string().trim().max(ALT_TEXT_MAX, `Alt text must be at most ${ALT_TEXT_MAX} characters`),
});
