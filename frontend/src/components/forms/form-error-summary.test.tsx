import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import { renderWithProviders } from '../../test/render-with-providers';
import { FormErrorSummary } from './form-error-summary';

const LABELS = { name: 'Name', city: 'City' };

function SampleForm() {
  return (
    <Formik
      initialValues={{ name: '', city: '' }}
      validationSchema={object({ name: string().required('Enter your name'), city: string().required('Enter your city') })}
      onSubmit={() => undefined}
    >
      {({ getFieldProps }) => (
        <Form noValidate>
          <FormErrorSummary labels={LABELS} controlId={(name) => `sample-${name}`} />
          <label htmlFor="sample-name">Name</label>
          <input id="sample-name" {...getFieldProps('name')} />
          <label htmlFor="sample-city">City</label>
          <input id="sample-city" {...getFieldProps('city')} />
          <button type="submit">Send</button>
        </Form>
      )}
    </Formik>
  );
}

describe('FormErrorSummary', () => {
  it('shows nothing before a submit', () => {
    renderWithProviders(<SampleForm />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('after a submit with errors lists them in form order, focuses the first field, and each link focuses its field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SampleForm />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('There is a problem')).toBeInTheDocument();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Name: Enter your name', 'City: Enter your city']);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    await user.click(within(summary).getByRole('link', { name: 'City: Enter your city' }));
    expect(screen.getByLabelText('City')).toHaveFocus();
  });

  it('drops fixed fields and disappears once every field is valid', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SampleForm />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('alert');
    await user.type(screen.getByLabelText('Name'), 'Ichabod');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Name: Enter your name' })).not.toBeInTheDocument());
    await user.type(screen.getByLabelText('City'), 'Clarence');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it("titles the summary in the page's language", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SampleForm />, { language: 'es' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(within(await screen.findByRole('alert')).getByText('Hay un problema')).toBeInTheDocument();
  });
});
