import { startStubVendor, type StubVendor } from '../../test/support/stub-vendor';
import { checkVendorFraming, framingVerdict, isPublicAddress, NonPublicAddressError } from './vendor-framing';

describe('framingVerdict', () => {
  it('allows a vendor that sends no framing rule', () => {
    expect(framingVerdict({}).verdict).toBe('allows-framing');
  });

  it.each(['DENY', 'SAMEORIGIN', 'sameorigin'])('refuses a vendor sending X-Frame-Options %s', (xFrameOptions) => {
    expect(framingVerdict({ xFrameOptions })).toEqual({ verdict: 'refuses-framing', detail: `X-Frame-Options: ${xFrameOptions}` });
  });

  it.each([
    ["default-src 'self'; frame-ancestors 'none'", 'refuses-framing'],
    ["frame-ancestors 'self' https://vendor.example", 'refuses-framing'],
    ['frame-ancestors *', 'allows-framing'],
    ["script-src 'self'; frame-ancestors https:", 'allows-framing'],
  ])('judges the CSP %s', (contentSecurityPolicy, verdict) => {
    expect(framingVerdict({ contentSecurityPolicy }).verdict).toBe(verdict);
  });

  it('lets frame-ancestors win over X-Frame-Options, as browsers do', () => {
    expect(framingVerdict({ xFrameOptions: 'DENY', contentSecurityPolicy: 'frame-ancestors *' }).verdict).toBe('allows-framing');
  });
});

describe('isPublicAddress', () => {
  it.each(['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c', '8.8.8.8'])('takes the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    '127.0.0.1',
    '127.9.9.9',
    '::1',
    '0.0.0.0',
    '::',
    '10.1.2.3',
    '172.31.0.1',
    '192.168.0.10',
    '169.254.169.254',
    'fe80::1',
    'fd12:3456::1',
    '224.0.0.251',
    'ff02::1',
    '100.64.0.1',
    '255.255.255.255',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('checkVendorFraming', () => {
  let vendor: StubVendor;
  beforeAll(async () => {
    vendor = await startStubVendor();
  });
  afterAll(() => vendor.close());

  it('refuses a host name that resolves to loopback, without connecting', async () => {
    vendor.requests.length = 0;
    const port = vendor.endpoint.split(':')[1];
    const options = { deadlineMs: 2_000, extraCa: [vendor.ca], allowedLoopback: [] };
    await expect(checkVendorFraming(`https://localhost:${port}/open`, options)).rejects.toThrow(
      new NonPublicAddressError(`localhost:${port} is not a public internet address`),
    );
    expect(vendor.requests).toEqual([]);
  });

  it('gives up at its one deadline on a vendor that trickles its headers', async () => {
    const check = await checkVendorFraming(`${vendor.origin}/trickle`, {
      deadlineMs: 400,
      extraCa: [vendor.ca],
      allowedLoopback: [vendor.endpoint],
    });
    expect(check).toEqual({ verdict: 'unreachable', detail: 'no complete answer within 0.4 s' });
  });
});
