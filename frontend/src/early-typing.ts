/**
 * What a visitor types or checks before React has taken over the server's markup shows on screen, but the form never
 * hears of it: React starts tracking a field from what it holds when it hydrates, so nothing reports a change, and the
 * form's first render after hydration puts its own (empty) value back. So from the page's first script on, the last
 * value the visitor gave each field is noted (and what the browser put back into a form on a reload), and each noted
 * field is changed again the way the visitor's own input changes it, so the form's handlers (the phone's format among
 * them) take the value in, exactly once: a visitor's form as soon as its own part of the page has hydrated
 * (`replayEarlyTypingIn`, before anything renders it again, so what is typed from then on goes on from the whole value),
 * and whatever is left once the whole page has.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type Noted = { value: string; checked: boolean };

let noted: Map<Field, Noted> | null = null;
/** Forms that have hydrated: React hears their fields itself from then on. */
const live = new Set<Element>();

const NOT_TYPED = new Set(['button', 'file', 'hidden', 'image', 'reset', 'submit']);
const isCheck = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
const takesInput = (target: EventTarget | null): target is Field =>
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && !NOT_TYPED.has(target.type));

function note(event: Event | { target: Field }) {
  const field = event.target;
  if (takesInput(field) && ![...live].some((form) => form.contains(field))) {
    noted?.set(field, { value: field.value, checked: isCheck(field) && field.checked });
  }
}

/** Called by the page's first script, on a server-rendered page. */
export function recordEarlyTyping(): void {
  noted = new Map();
  for (const field of document.querySelectorAll<Field>('input, textarea, select')) {
    const restored =
      field instanceof HTMLSelectElement
        ? [...field.options].some((option) => option.selected !== option.defaultSelected)
        : isCheck(field)
          ? field.checked !== field.defaultChecked
          : field.value !== field.defaultValue;
    if (restored) note({ target: field });
  }
  document.addEventListener('input', note, true);
  document.addEventListener('change', note, true);
}

/** Called once the whole page is hydrated. */
export function replayEarlyTyping(): void {
  if (!noted) return;
  document.removeEventListener('input', note, true);
  document.removeEventListener('change', note, true);
  const toReplay = noted;
  noted = null;
  live.clear();
  for (const [field, state] of toReplay) replay(field, state);
}

/**
 * Called by a visitor's form as soon as it has hydrated (a layout effect, before anything renders it again): what was
 * typed into it goes into the form now, and what is typed from then on reaches the form through React alone.
 */
export function replayEarlyTypingIn(form: Element): void {
  if (!noted) return;
  live.add(form);
  for (const [field, state] of noted) {
    if (!form.contains(field)) continue;
    noted.delete(field);
    replay(field, state);
  }
}

function replay(field: Field, { value, checked }: Noted): void {
  if (!field.isConnected) return;
  if (isCheck(field)) {
    if (checked === field.defaultChecked || (field.type === 'radio' && !checked)) return;
    // React learns a checkbox's or radio's change from its click: set to the other state, then clicked.
    field.checked = !checked;
    field.click();
  } else if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else {
    // Through the element's own property, which React watches, it learns the rendered value; through the
    // prototype's setter, which it does not, the field gets the typed value back; the input event then reports it.
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
