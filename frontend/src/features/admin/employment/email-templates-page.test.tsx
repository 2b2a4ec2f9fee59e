import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { publicApi } from '../../../api/generated-public';
import type { EmailTemplateResponseDto } from '../../../api/staff-api';
import { recordRequests, server } from '../../../test/server';
import { renderAdmin, serveRegions } from '../test/render';
import { EmailTemplatesPage } from './email-templates-page';

const received: EmailTemplateResponseDto = {
  id: 1,
  name: 'Application received',
  subject: 'We received your application, {firstName}',
  body: 'Hi {firstName},',
  translations: { es: { subject: 'Recibimos tu solicitud, {firstName}', body: 'Hola, {firstName}:' } },
  sendOnStatus: 'pending',
  createdAt: '2026-08-01T12:00:00.000Z',
  updatedAt: '2026-08-01T12:00:00.000Z',
};

const serveTemplates = (...templates: EmailTemplateResponseDto[]) =>
  server.use(
    http.get('/api/email-templates', () =>
      HttpResponse.json({ templates, placeholders: ['firstName'], smtpConfigured: true, waitingForSmtp: 0 }),
    ),
    http.put('/api/email-templates/:id', async ({ request }) => HttpResponse.json({ ...received, ...((await request.json()) as object) })),
  );

describe('EmailTemplatesPage', () => {
  // Each test opens the dialog once and pastes rather than types: every keystroke re-renders the whole form.
  it("shows a template's Spanish, and saves what staff change in it", async () => {
    serveTemplates(received);
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAdmin(<EmailTemplatesPage />);
    expect(await screen.findByText('In Spanish: Recibimos tu solicitud, {firstName}')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Application received' }));
    const body = await screen.findByLabelText('Spanish body');
    expect(body).toHaveValue('Hola, {firstName}:');
    await user.clear(body);
    await user.paste('Hola, {firstName}: gracias.');
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    await screen.findByText('Template saved');
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      translations: { es: { subject: 'Recibimos tu solicitud, {firstName}', body: 'Hola, {firstName}: gracias.' } },
    });
  });

  it('saves a template whose Spanish staff emptied as having none', async () => {
    serveTemplates(received);
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAdmin(<EmailTemplatesPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Application received' }));
    await user.clear(await screen.findByLabelText('Spanish subject'));
    await user.clear(screen.getByLabelText('Spanish body'));
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    await screen.findByText('Template saved');
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ translations: { es: null } });
  });

  it('asks for the Spanish of a template that has none once a region has Spanish pages, and not before', async () => {
    serveTemplates({ ...received, translations: {} });
    const user = userEvent.setup();
    const spanishPages = renderAdmin(<EmailTemplatesPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Application received' }));
    expect(await screen.findByLabelText('Spanish subject')).toHaveValue('');
    spanishPages.unmount();

    serveRegions({ key: 'new-york', name: 'New York', timeZone: 'America/New_York' });
    const { store } = renderAdmin(<EmailTemplatesPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Application received' }));
    await waitFor(() => expect(publicApi.endpoints.regionsList.select(undefined)(store.getState()).data?.items).toHaveLength(1));
    expect(screen.getByLabelText(/^Subject/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Spanish subject')).not.toBeInTheDocument();
  });
});
