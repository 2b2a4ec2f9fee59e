import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('shows zero and invalid sizes as 0 Bytes', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(-5)).toBe('0 Bytes');
    expect(formatBytes(Number.NaN)).toBe('0 Bytes');
  });

  it('keeps sizes under 1 KB in bytes', () => {
    expect(formatBytes(512)).toBe('512 Bytes');
    expect(formatBytes(1023)).toBe('1023 Bytes');
  });

  it('uses base 1024 with at most two decimals', () => {
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1234567)).toBe('1.18 MB');
    expect(formatBytes(100 * 1024 * 1024)).toBe('100 MB');
    expect(formatBytes(5 * 1024 ** 3 + 1024 ** 3 / 3)).toBe('5.33 GB');
  });

  it('stays in GB beyond a terabyte', () => {
    expect(formatBytes(2 * 1024 ** 4)).toBe('2048 GB');
  });
});
