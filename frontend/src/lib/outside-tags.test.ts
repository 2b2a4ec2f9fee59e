import { GA4_SCRIPT, META_PIXEL_SCRIPT, startOutsideTags } from './outside-tags';

const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete window.dataLayer;
  delete window.fbq;
  delete window._fbq;
});

describe('startOutsideTags', () => {
  it('loads Google’s tag for the measurement id, and each page view is a page_view event it queues', () => {
    const sendPageView = startOutsideTags({ ga4MeasurementId: 'G-AB12CD34EF' });
    expect(scripts()).toEqual([`${GA4_SCRIPT}?id=G-AB12CD34EF`]);
    const script = document.head.querySelector('script');
    expect(script?.async).toBe(true);
    sendPageView();
    sendPageView();
    const commands = (window.dataLayer ?? []).map((entry) => [...(entry as IArguments)] as unknown[]);
    expect(commands.map(([command]) => command)).toEqual(['js', 'config', 'event', 'event']);
    expect(commands[1]).toEqual(['config', 'G-AB12CD34EF', { send_page_view: false }]);
    expect(commands[2]).toEqual(['event', 'page_view', expect.objectContaining({ page_location: location.href, send_to: 'G-AB12CD34EF' })]);
    expect(window.fbq).toBeUndefined();
  });

  it('loads Meta’s pixel for the pixel id, and each page view is a PageView it queues', () => {
    const sendPageView = startOutsideTags({ metaPixelId: '123456789012345' });
    expect(scripts()).toEqual([META_PIXEL_SCRIPT]);
    sendPageView();
    expect(window.fbq?.queue).toEqual([
      ['init', '123456789012345'],
      ['track', 'PageView'],
    ]);
    expect(window.dataLayer).toBeUndefined();
  });

  it('sends each page view to both when both are on', () => {
    startOutsideTags({ ga4MeasurementId: 'G-ABCD', metaPixelId: '1234567890123456' })();
    expect(scripts()).toEqual([`${GA4_SCRIPT}?id=G-ABCD`, META_PIXEL_SCRIPT]);
    expect(window.fbq?.queue).toContainEqual(['track', 'PageView']);
    expect((window.dataLayer ?? []).length).toBe(3);
  });
});
