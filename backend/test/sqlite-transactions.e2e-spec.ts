import { setTimeout as sleep } from 'node:timers/promises';
import { Testimonial } from '../src/testimonials/entities/testimonial.entity';
import { requestFlow } from '../src/common/logging/request-flow';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Two requests in flight at once must not share a transaction: one request's rollback may never undo
 * another request's write (SQLite shares one connection; MySQL uses a pool — both must pass).
 */
describe('concurrent transactions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const testimonial = (name: string) => ({ name, content: 'Scary good night out.', region: 'new-york' as const, rating: 5, active: true });

  it("a rollback in one request does not undo another request's plain write", async () => {
    const repo = t.dataSource.getRepository(Testimonial);
    const failing = requestFlow.run({}, () =>
      t.dataSource
        .transaction(async (manager) => {
          await manager.insert(Testimonial, testimonial('rolled back'));
          await sleep(100);
          throw new Error('abort');
        })
        .catch(() => 'rolled back'),
    );
    await sleep(20);
    const committed = requestFlow.run({}, () => repo.insert(testimonial('kept')));
    await Promise.all([failing, committed]);
    const names = (await repo.find()).map((row) => row.name);
    expect(names).toContain('kept');
    expect(names).not.toContain('rolled back');
  });

  it("a rollback in one request does not undo another request's transaction", async () => {
    const repo = t.dataSource.getRepository(Testimonial);
    const failing = requestFlow.run({}, () =>
      t.dataSource
        .transaction(async (manager) => {
          await sleep(50);
          await manager.insert(Testimonial, testimonial('second rolled back'));
          await sleep(50);
          throw new Error('abort');
        })
        .catch(() => undefined),
    );
    const succeeding = requestFlow.run({}, () =>
      t.dataSource.transaction(async (manager) => {
        await manager.insert(Testimonial, testimonial('second kept'));
        await sleep(80);
      }),
    );
    await Promise.all([failing, succeeding]);
    const names = (await repo.find()).map((row) => row.name);
    expect(names).toContain('second kept');
    expect(names).not.toContain('second rolled back');
  });

  it('many concurrent saves all land', async () => {
    const repo = t.dataSource.getRepository(Testimonial);
    const before = await repo.count();
    await Promise.all(Array.from({ length: 25 }, (_, i) => requestFlow.run({}, () => repo.save(repo.create(testimonial(`bulk ${i}`))))));
    expect(await repo.count()).toBe(before + 25);
  });
});
