import { RenderQueue, RenderQueueFull } from './render-queue';

/** A render that ends when the test says so. */
function heldRender() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  return {
    render: () => {
      started = true;
      return done;
    },
    finish,
    started: () => started,
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('RenderQueue', () => {
  it('runs at most `concurrency` renders at once and starts the next in line when one ends', async () => {
    const sut = new RenderQueue(2, 5);
    const renders = [heldRender(), heldRender(), heldRender()];
    const runs = renders.map((held) => sut.run(held.render));
    await tick();
    expect(renders.map((held) => held.started())).toEqual([true, true, false]);
    renders[0].finish();
    await tick();
    expect(renders[2].started()).toBe(true);
    renders[1].finish();
    renders[2].finish();
    await Promise.all(runs);
  });

  it('refuses a render at once when the line is full, and takes new ones once it empties', async () => {
    const sut = new RenderQueue(1, 1);
    const [first, second] = [heldRender(), heldRender()];
    const runs = [sut.run(first.render), sut.run(second.render)];
    await expect(sut.run(() => Promise.resolve('third'))).rejects.toBeInstanceOf(RenderQueueFull);
    first.finish();
    second.finish();
    await Promise.all(runs);
    await expect(sut.run(() => Promise.resolve('later'))).resolves.toBe('later');
  });

  it('frees the slot of a render that failed', async () => {
    const sut = new RenderQueue(1, 0);
    await expect(sut.run(() => Promise.reject(new Error('broken page')))).rejects.toThrow('broken page');
    await expect(sut.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
