import { concurrencyLimit } from './image-variants';

describe('concurrencyLimit', () => {
  it('runs at most the limit at once and every job in turn', async () => {
    const sut = concurrencyLimit(2);
    let running = 0;
    let peak = 0;
    const job = (value: number) => async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setImmediate(resolve));
      running--;
      return value;
    };
    await expect(Promise.all([1, 2, 3, 4, 5, 6].map((n) => sut(job(n))))).resolves.toEqual([1, 2, 3, 4, 5, 6]);
    expect(peak).toBe(2);
  });

  it('frees the slot of a job that fails', async () => {
    const sut = concurrencyLimit(1);
    await expect(sut(() => Promise.reject(new Error('broken image')))).rejects.toThrow('broken image');
    await expect(sut(async () => 'next')).resolves.toBe('next');
  });
});
