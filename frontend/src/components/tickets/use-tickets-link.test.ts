import { renderHook } from '@testing-library/react';
import { rememberCampaign } from '../../lib/visit-beacon';
import { useVendorUrl } from './use-tickets-link';

describe("the vendor's address on the tickets page", () => {
  beforeEach(() => sessionStorage.clear());

  it("carries the visit's campaign when the vendor takes it", () => {
    rememberCampaign('?utm_source=newsletter&utm_campaign=fall-mail');
    const { result } = renderHook(() => useVendorUrl('https://tickets.example.com/e/1', true));
    expect(result.current).toBe('https://tickets.example.com/e/1?utm_campaign=fall-mail&utm_source=newsletter');
  });

  it('stays as it is when the vendor does not take it, or the visit came without a campaign', () => {
    rememberCampaign('?utm_campaign=fall-mail');
    expect(renderHook(() => useVendorUrl('https://tickets.example.com/e/1', false)).result.current).toBe('https://tickets.example.com/e/1');
    sessionStorage.clear();
    expect(renderHook(() => useVendorUrl('https://tickets.example.com/e/1', true)).result.current).toBe('https://tickets.example.com/e/1');
  });
});
