import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SettingsResponseDto } from '../../api/generated-public';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/render-with-providers';
import { Footer } from './footer';

const NONE_GIVEN: SettingsResponseDto = {
  parkName: 'Haunted Park',
  tagline: '',
  logoUrl: null,
  phone: '',
  groupsPhone: null,
  infoEmail: '',
  groupsEmail: '',
  jobsEmail: '',
  facebookUrl: null,
  instagramUrl: null,
  tiktokUrl: null,
  youtubeUrl: null,
  twitterUrl: null,
  ticketingUrl: null,
  ticketingEmbeddable: false,
  ticketingTakesCampaign: false,
  updatedAt: null,
};

const showSettings = (settings: Partial<SettingsResponseDto>, addresses: Record<string, string> = {}) =>
  server.use(
    http.get('/api/settings', () => HttpResponse.json({ ...NONE_GIVEN, ...settings })),
    http.get('/api/regions', () =>
      HttpResponse.json({
        items: [
          { key: 'new-york', name: 'New York', address: addresses['new-york'] ?? '', languages: ['en'] },
          { key: 'florida', name: 'Florida', address: addresses.florida ?? '', languages: ['en', 'es'] },
        ],
      }),
    ),
  );

describe('Footer', () => {
  it('shows the contact details and the profiles the park gave, each as a link', async () => {
    showSettings(
      { phone: '(555) 010-2000', infoEmail: 'hello@ourpark.example', instagramUrl: 'https://www.instagram.com/ourpark' },
      { 'new-york': '1 Orchard Road, Somewhere' },
    );
    renderWithProviders(<Footer region="new-york" />);
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: '(555) 010-2000' })).toHaveAttribute('href', 'tel:5550102000');
    expect(within(footer).getByRole('link', { name: 'hello@ourpark.example' })).toHaveAttribute('href', 'mailto:hello@ourpark.example');
    expect(await within(footer).findByText('1 Orchard Road, Somewhere')).toBeInTheDocument();
    expect(within(footer).queryByText('Florida', { selector: 'strong' })).not.toBeInTheDocument();
    const social = within(footer).getByRole('list', { name: 'Social media' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['https://www.instagram.com/ourpark']);
  });

  it('leaves out what the park has not given: no contact or locations column, no empty tel: link, no social icons', async () => {
    showSettings({});
    renderWithProviders(<Footer region="new-york" />);
    const footer = await screen.findByRole('contentinfo');
    await within(footer).findByRole('heading', { name: 'Quick Links' });
    expect(within(footer).queryByRole('heading', { name: 'Contact' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('heading', { name: 'Locations' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('list', { name: 'Social media' })).not.toBeInTheDocument();
    expect(footer.querySelector('a[href^="tel:"], a[href^="mailto:"]')).toBeNull();
    expect(within(footer).queryByText('—')).not.toBeInTheDocument();
  });

  it('names the park from its settings, with its tagline and logo, and no blurb it did not write', async () => {
    showSettings({
      parkName: 'Orchard Frights',
      tagline: 'Three fields of fear',
      logoUrl: '/uploads/0123456789abcdef0123456789abcdef.png',
    });
    renderWithProviders(<Footer region="new-york" />);
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText(`© ${new Date().getFullYear()} Orchard Frights. All rights reserved.`)).toBeInTheDocument();
    expect(within(footer).getByText('Three fields of fear')).toBeInTheDocument();
    expect(within(footer).getByRole('img', { name: 'Orchard Frights' })).toHaveAttribute(
      'src',
      '/uploads/0123456789abcdef0123456789abcdef.png',
    );
    expect(within(footer).queryByText(/walk-through nightmare/)).not.toBeInTheDocument();
  });

  it("speaks Spanish around the park's own details", async () => {
    showSettings({ parkName: 'Orchard Frights', phone: '(555) 010-2000', groupsEmail: 'groups@ourpark.example' });
    renderWithProviders(<Footer region="new-york" />, { language: 'es' });
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('heading', { name: 'Contacto' })).toBeInTheDocument();
    expect(within(footer).getByRole('heading', { name: 'Enlaces rápidos' })).toBeInTheDocument();
    expect(within(footer).getByText('Grupos:', { exact: false })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Antes de tu visita' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Política de privacidad' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Términos y condiciones' })).toBeInTheDocument();
    expect(
      await within(footer).findByText(`© ${new Date().getFullYear()} Orchard Frights. Todos los derechos reservados.`),
    ).toBeInTheDocument();
  });

  it('offers the page in the other language its region speaks, at its address there, and the way back', async () => {
    showSettings({});
    const { unmount } = renderWithProviders(<Footer region="florida" />, { route: '/florida/faq?x=1' });
    const languages = await screen.findByRole('list', { name: 'Language' });
    expect(within(languages).getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es/florida/faq?x=1');
    expect(within(languages).getByText('English')).toHaveAttribute('aria-current', 'true');
    unmount();

    renderWithProviders(<Footer region="florida" />, { route: '/florida/faq', language: 'es' });
    const idiomas = await screen.findByRole('list', { name: 'Idioma' });
    expect(within(idiomas).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/florida/faq');
    expect(within(idiomas).getByText('Español')).toHaveAttribute('aria-current', 'true');
  });

  it("leads from a story, written in one language, to the other language's stories", async () => {
    showSettings({});
    renderWithProviders(<Footer region="florida" />, { route: '/florida/dark-legends/la-dama-del-manglar', language: 'es' });
    const idiomas = await screen.findByRole('list', { name: 'Idioma' });
    expect(within(idiomas).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/florida/dark-legends');
  });

  it('offers no other language on the page of a region that speaks one', async () => {
    showSettings({}, { 'new-york': '11199 Main Street, Clarence, NY 14031' });
    renderWithProviders(<Footer region="new-york" />, { route: '/new-york/faq' });
    // The regions have arrived once their addresses show.
    expect(await screen.findByText('11199 Main Street, Clarence, NY 14031', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Language' })).not.toBeInTheDocument();
  });
});
