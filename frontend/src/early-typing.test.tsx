import { useFormik } from 'formik';
import { act, useState, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PublicForm } from './components/forms/public-form';
import { recordEarlyTyping, replayEarlyTyping } from './early-typing';
import { formatPhone } from './lib/phone';

/** A visitor's phone field in a PublicForm, formatted as the employment form does, rendered again after hydrating. */
function PhoneForm() {
  const formik = useFormik({ initialValues: { phone: '' }, onSubmit: () => {} });
  const [, setMounted] = useState(false);
  useState(() => queueMicrotask(() => setMounted(true)));
  return (
    <PublicForm formik={formik} gap={1} aria-label="Apply">
      <input
        aria-label="Phone"
        value={formik.values.phone}
        onChange={(event) => void formik.setFieldValue('phone', formatPhone(event.target.value))}
      />
      <output>{JSON.stringify(formik.values)}</output>
    </PublicForm>
  );
}

/** A form whose state is shown beside it, and which renders once more after hydrating, as Formik's forms do. */
function Form() {
  const [values, setValues] = useState({ name: '', note: '', agreed: false, size: 'small', region: 'new-york' });
  const [, setMounted] = useState(false);
  const set = (name: keyof typeof values, value: string | boolean) => setValues((current) => ({ ...current, [name]: value }));
  // One more render after hydration: it puts each controlled field's own value back into the page.
  useState(() => queueMicrotask(() => setMounted(true)));
  return (
    <form>
      <input aria-label="Name" value={values.name} onChange={(event) => set('name', event.target.value.toUpperCase())} />
      <textarea aria-label="Note" value={values.note} onChange={(event) => set('note', event.target.value)} />
      <input type="checkbox" aria-label="Agreed" checked={values.agreed} onChange={(event) => set('agreed', event.target.checked)} />
      <select aria-label="Size" value={values.size} onChange={(event) => set('size', event.target.value)}>
        <option value="small">Small</option>
        <option value="large">Large</option>
      </select>
      {['new-york', 'florida'].map((region) => (
        <input
          key={region}
          type="radio"
          name="region"
          aria-label={region}
          value={region}
          checked={values.region === region}
          onChange={() => set('region', region)}
        />
      ))}
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

const field = <T extends HTMLElement>(label: string) => document.querySelector<T>(`[aria-label="${label}"]`)!;
const setValue = (element: HTMLInputElement | HTMLTextAreaElement, value: string) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')!.set!.call(element, value);

/** As the visitor's keyboard or tap changes a field: the value, then the events the browser fires. */
function type(label: string, value: string | boolean) {
  const element = field<HTMLInputElement>(label);
  if (typeof value === 'boolean') element.checked = value;
  else setValue(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('typing before hydration', () => {
  let root: Root | undefined;
  beforeAll(() => ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true));
  afterEach(() => {
    replayEarlyTyping();
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  /** The server's page; what the browser restored before the first script; the first script; the visitor; hydration. */
  async function hydrateAfter({
    restored = () => {},
    visitor = () => {},
    form = <Form />,
  }: {
    restored?: () => void;
    visitor?: () => void;
    form?: ReactElement;
  }) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    restored();
    recordEarlyTyping();
    visitor();
    await act(async () => {
      root = hydrateRoot(container, form);
    });
  }
  const state = () => JSON.parse(document.querySelector('output')!.textContent!);

  it("reaches the form's state once the page has hydrated, through the fields' own change handlers", async () => {
    await hydrateAfter({
      visitor: () => {
        type('Name', 'ich');
        type('Name', 'ichabod');
        type('Note', 'Night shifts only');
        type('Agreed', true);
        type('Size', 'large');
        type('florida', true);
      },
    });
    // Hydrated, and rendered again: the form does not know yet, and has put its own values back.
    expect(state()).toEqual({ name: '', note: '', agreed: false, size: 'small', region: 'new-york' });
    expect(field<HTMLInputElement>('Name').value).toBe('');

    act(() => replayEarlyTyping());
    expect(state()).toEqual({ name: 'ICHABOD', note: 'Night shifts only', agreed: true, size: 'large', region: 'florida' });
    expect(field<HTMLInputElement>('Name').value).toBe('ICHABOD');
    expect(field<HTMLInputElement>('Agreed').checked).toBe(true);
    expect(field<HTMLInputElement>('florida').checked).toBe(true);
  });

  it('takes in what the browser restored into the form before the first script ran', async () => {
    await hydrateAfter({
      restored: () => {
        field<HTMLInputElement>('Name').value = 'ichabod';
        field<HTMLInputElement>('Agreed').checked = true;
      },
    });
    act(() => replayEarlyTyping());
    expect(state()).toEqual({ name: 'ICHABOD', note: '', agreed: true, size: 'small', region: 'new-york' });
  });

  it('leaves the fields the visitor did not touch or put back, and replays once', async () => {
    await hydrateAfter({
      visitor: () => {
        type('Name', 'ichabod');
        type('Agreed', true);
        type('Agreed', false);
      },
    });
    act(() => replayEarlyTyping());
    expect(state()).toEqual({ name: 'ICHABOD', note: '', agreed: false, size: 'small', region: 'new-york' });

    // The visitor then clears the name, as a keystroke does: a second replay does not bring it back.
    setValue(field<HTMLInputElement>('Name'), '');
    act(() => {
      field<HTMLInputElement>('Name').dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => replayEarlyTyping());
    expect(state().name).toBe('');
  });

  it('keeps every digit typed before and while the page hydrates around a visitor form, formatted once', async () => {
    await hydrateAfter({ form: <PhoneForm />, visitor: () => type('Phone', '50123') });
    // The form's part has hydrated, the rest of the page not yet: the visitor goes on typing, as a keyboard does.
    for (const digit of '45678') act(() => type('Phone', `${field<HTMLInputElement>('Phone').value}${digit}`));
    act(() => replayEarlyTyping());
    expect(state()).toEqual({ phone: '501-234-5678' });
    expect(field<HTMLInputElement>('Phone').value).toBe('501-234-5678');
  });
});
