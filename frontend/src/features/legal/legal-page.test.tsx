import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SettingsResponseDto } from '../../api/generated-public';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/render-with-providers';
import { LegalPage, legalKeyOf } from './legal-page';

const SETTINGS: SettingsResponseDto = {
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

const answer = (settings: Partial<SettingsResponseDto>) =>
  server.use(
    http.get('/api/settings', () => HttpResponse.json({ ...SETTINGS, ...settings })),
    http.get('/api/legal/:key', ({ params }) =>
      HttpResponse.json({ key: params.key, title: params.key === 'terms' ? 'Terms' : 'Our Privacy Policy', body: 'We keep little.' }),
    ),
  );

describe('LegalPage', () => {
  it('says nothing of outside analytics while both are off', async () => {
    answer({});
    renderWithProviders(<LegalPage />, { route: '/privacy' });
    await screen.findByRole('heading', { name: 'Our Privacy Policy' });
    await screen.findByText('We keep little.');
    expect(screen.queryByRole('heading', { name: 'Outside analytics' })).not.toBeInTheDocument();
  });

  it('names Google Analytics, what it receives, its cookies and its policy when a GA4 id is set', async () => {
    answer({ ga4MeasurementId: 'G-AB12CD34EF' });
    renderWithProviders(<LegalPage />, { route: '/privacy' });
    const section = await screen.findByRole('region', { name: 'Outside analytics' });
    expect(section).toHaveTextContent('this site uses Google Analytics to measure its visitors');
    expect(section).toHaveTextContent(/pages you visit, information about your device and browser, and your IP address/);
    expect(section).toHaveTextContent('approximate location');
    expect(section).toHaveTextContent('It sets Google’s cookies');
    expect(screen.getByRole('link', { name: 'Google’s privacy policy' })).toHaveAttribute('href', 'https://policies.google.com/privacy');
    expect(section).not.toHaveTextContent('Meta');
  });

  it('names both providers when both are on, and only on the privacy policy', async () => {
    answer({ ga4MeasurementId: 'G-AB12CD34EF', metaPixelId: '123456789012345' });
    const { unmount } = renderWithProviders(<LegalPage />, { route: '/privacy' });
    const section = await screen.findByRole('region', { name: 'Outside analytics' });
    expect(section).toHaveTextContent('uses Google Analytics and the Meta Pixel');
    expect(section).toHaveTextContent('It sets Meta’s cookies');
    expect(screen.getByRole('link', { name: 'Meta’s privacy policy' })).toHaveAttribute('href', 'https://www.facebook.com/privacy/policy/');
    unmount();

    renderWithProviders(<LegalPage />, { route: '/terms' });
    await screen.findByText('We keep little.');
    expect(screen.queryByRole('region', { name: 'Outside analytics' })).not.toBeInTheDocument();
  });

  it('speaks Spanish on a Spanish page: the outside analytics, their policies, and the title until staff’s arrives', async () => {
    answer({ ga4MeasurementId: 'G-AB12CD34EF', metaPixelId: '123456789012345' });
    renderWithProviders(<LegalPage />, { route: '/es/privacy', language: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Analítica de terceros' });
    expect(section).toHaveTextContent('este sitio usa Google Analytics y el píxel de Meta para medir sus visitas');
    expect(screen.getByRole('link', { name: 'Política de privacidad de Google' })).toHaveAttribute(
      'href',
      'https://policies.google.com/privacy',
    );
    expect(screen.getByRole('link', { name: 'Política de privacidad de Meta' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/privacy/policy/',
    );
    // Staff's own title and text, as they wrote them.
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Privacy Policy' })).toBeInTheDocument();
  });
});

describe('legalKeyOf', () => {
  it('knows the terms from the privacy policy under a language prefix too', () => {
    expect(legalKeyOf('/terms')).toBe('terms');
    expect(legalKeyOf('/es/terms')).toBe('terms');
    expect(legalKeyOf('/privacy')).toBe('privacy');
    expect(legalKeyOf('/es/privacy')).toBe('privacy');
  });
});
