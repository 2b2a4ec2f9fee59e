import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { renderAdmin } from '../test/render';
import { FormDialog } from './form-dialog';
import { FormikTextField } from './form-fields';
import { UnsavedChangesGuard } from './unsaved-changes';

/** An add dialog as the screens open one: the page closes it through onClose. */
function DialogScreen() {
  const [open, setOpen] = useState(true);
  return open ? (
    <FormDialog title="Add Attraction" initialValues={{ name: '' }} onSubmit={() => {}} onClose={() => setOpen(false)} submitLabel="Add">
      <FormikTextField name="name" label="Name" />
    </FormDialog>
  ) : (
    <p>Dialog closed</p>
  );
}

/** A page form (as /admin/regions) beside a link to another screen (as the sidebar's). */
function FormScreen() {
  return (
    <>
      <Link to="/admin/faq">FAQ</Link>
      <Formik initialValues={{ heroTitle: 'New York Nightmares' }} onSubmit={() => {}}>
        <Form aria-label="New York">
          <FormikTextField name="heroTitle" label="Hero title" />
        </Form>
      </Formik>
    </>
  );
}

const discardQuestion = () => screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
const questionGone = () =>
  waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument());

describe('closing a form dialog with unsaved changes', () => {
  it('asks on Escape, keeps what was typed on Keep Editing, and closes on Discard', async () => {
    const user = userEvent.setup();
    renderAdmin(<DialogScreen />);
    await user.type(screen.getByLabelText('Name'), 'The Hollow');
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Keep Editing' }));
    await questionGone();
    expect(screen.getByLabelText('Name')).toHaveValue('The Hollow');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Dialog closed')).toBeInTheDocument();
  });

  it('asks on a click beside the dialog', async () => {
    const user = userEvent.setup();
    renderAdmin(<DialogScreen />);
    await user.type(screen.getByLabelText('Name'), 'The Hollow');
    await user.click(document.querySelector('.MuiBackdrop-root')!);
    expect(await discardQuestion()).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('The Hollow');
  });

  it('closes at once when nothing was changed', async () => {
    const user = userEvent.setup();
    renderAdmin(<DialogScreen />);
    await user.click(screen.getByLabelText('Name'));
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Dialog closed')).toBeInTheDocument();
  });
});

describe('leaving a screen with unsaved changes', () => {
  const renderScreen = () =>
    renderAdmin(
      <UnsavedChangesGuard>
        <FormScreen />
      </UnsavedChangesGuard>,
      { route: '/admin/regions', routes: [{ path: '/admin/faq', element: <p>The FAQ screen</p> }] },
    );

  it('asks before a link leaves it, stays on Keep Editing, and leaves on Discard', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen();
    await user.type(screen.getByLabelText('Hero title'), ' Return');
    await user.click(screen.getByRole('link', { name: 'FAQ' }));
    await user.click(await screen.findByRole('button', { name: 'Keep Editing' }));
    await questionGone();
    expect(router.state.location.pathname).toBe('/admin/regions');
    expect(screen.getByLabelText('Hero title')).toHaveValue('New York Nightmares Return');

    await user.click(screen.getByRole('link', { name: 'FAQ' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('The FAQ screen')).toBeInTheDocument();
  });

  it('lets a link leave a screen without changes at once', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(await screen.findByText('The FAQ screen')).toBeInTheDocument();
  });

  it('has the browser ask before the tab reloads or closes with changes, and not without', async () => {
    const user = userEvent.setup();
    renderScreen();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText('Hero title'), '!');
    expect(unload()).toBe(true);
    await user.type(screen.getByLabelText('Hero title'), '{Backspace}');
    expect(unload()).toBe(false);
  });
});
