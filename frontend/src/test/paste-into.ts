import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts `text` into a field as one input, where the keystrokes are not what a test is about: typed, each key re-renders
 * and re-validates the whole form, a second or more for a sentence on a long form.
 */
export async function pasteInto(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
