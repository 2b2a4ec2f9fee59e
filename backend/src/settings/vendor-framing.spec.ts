import { framingVerdict } from './vendor-framing';

describe('framingVerdict', () => {
  it('allows a vendor that sends no framing rule', () => {
    expect(framingVerdict({}).embeddable).toBe(true);
  });

  it.each(['DENY', 'SAMEORIGIN', 'sameorigin'])('refuses a vendor sending X-Frame-Options %s', (xFrameOptions) => {
    expect(framingVerdict({ xFrameOptions })).toEqual({
      embeddable: false,
      reason: `The ticketing site refuses to be shown in a frame (X-Frame-Options: ${xFrameOptions}).`,
    });
  });

  it.each([
    ["default-src 'self'; frame-ancestors 'none'", false],
    ["frame-ancestors 'self' https://vendor.example", false],
    ['frame-ancestors *', true],
    ["script-src 'self'; frame-ancestors https:", true],
  ])('judges the CSP %s', (contentSecurityPolicy, embeddable) => {
    expect(framingVerdict({ contentSecurityPolicy: contentSecurityPolicy as string }).embeddable).toBe(embeddable);
  });

  it('lets frame-ancestors win over X-Frame-Options, as browsers do', () => {
    expect(framingVerdict({ xFrameOptions: 'DENY', contentSecurityPolicy: 'frame-ancestors *' }).embeddable).toBe(true);
  });
});
