import type { DataSource } from 'typeorm';
import { invalidIdMessage, MAX_ID } from '../src/common/validation/id-param.decorator';
import { registeredRoutes, type RegisteredRoute } from './support/routes';
import { testAppSession } from './support/test-app';

/** A path parameter that names a record. */
const ID_PARAM = /^:(id|[a-z]+Id)$/;
/** Routes whose `:id` names no record: a story is read by its slug there. */
const NOT_RECORD_IDS = ['GET /api/blog-posts/:id'];
/** Values for the other path parameters, valid where the route checks them before the id. */
const OTHER_PARAMS: Record<string, string> = { kind: 'headshot', key: 'privacy', region: 'new-york', page: 'home' };

/** Forms that loose parsing read as ids 1, 2 or 16 (records the demo content has), and ids outside the range. */
const BAD_IDS = [
  '0x2',
  '0x10',
  '0b10',
  '0o2',
  '2.0',
  '2.',
  '+2',
  '%202',
  '%201',
  '2%20',
  '%092',
  '02',
  '0',
  '-2',
  '1e1',
  '%EF%BC%92', // a full-width 2
  String(MAX_ID + 1),
  '99999999999999999999',
];

/** Every row of every table, to prove that refused requests changed nothing. */
async function snapshot(dataSource: DataSource): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const entity of dataSource.entityMetadatas.filter((e) => e.tableType !== 'view')) {
    tables[entity.tableName] = await dataSource.query(`SELECT * FROM ${entity.tableName} ORDER BY 1`);
  }
  return tables;
}

describe('record ids in paths', () => {
  const t = testAppSession({ seed: true });
  let routes: RegisteredRoute[];
  let before: Record<string, unknown[]>;

  beforeAll(async () => {
    before = await snapshot(t.dataSource);
    routes = registeredRoutes(t.app).filter(
      (route) => !NOT_RECORD_IDS.includes(`${route.method} ${route.path}`) && route.path.split('/').some((part) => ID_PARAM.test(part)),
    );
  });

  const pathWith = (route: RegisteredRoute, param: string, value: string) =>
    route.path
      .split('/')
      .map((part) =>
        part === param ? value : ID_PARAM.test(part) ? '1' : part.startsWith(':') ? (OTHER_PARAMS[part.slice(1)] ?? 'x') : part,
      )
      .join('/');

  it('finds the routes that take a record id, deletes included, and records they could reach', () => {
    expect(before.attractions.length).toBeGreaterThan(2);
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'DELETE /api/attractions/:id',
        'DELETE /api/faq/:id',
        'DELETE /api/subscribers/:id',
        'GET /api/attractions/:id',
      ]),
    );
  });

  // One test per form, each walking every route with its requests ten at a time; the rows are compared after them all.
  it.each(BAD_IDS)('answers 400 naming the parameter to the id %s on every route', async (bad) => {
    const requests = routes.flatMap((route) =>
      route.path
        .split('/')
        .filter((part) => ID_PARAM.test(part))
        .map((param) => ({ route, param: param.slice(1), path: pathWith(route, param, bad) })),
    );
    const failures: string[] = [];
    for (let start = 0; start < requests.length; start += 10) {
      await Promise.all(
        requests.slice(start, start + 10).map(async ({ route, param, path }) => {
          const res = await t.http[route.method.toLowerCase() as 'get'](path).set(t.admin).send({});
          if (res.status !== 400 || res.body.code !== 'BAD_REQUEST' || res.body.message !== invalidIdMessage(param)) {
            failures.push(`${route.method} ${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
          }
        }),
      );
    }
    expect(failures).toEqual([]);
  });

  it('changed no row with any of those requests', async () => {
    expect(await snapshot(t.dataSource)).toEqual(before);
  });

  it('reads a record id in a query string the same way (the stories of an attraction)', async () => {
    for (const bad of BAD_IDS) {
      const res = await t.http.get(`/api/blog-posts?attractionId=${bad}`).expect(400);
      expect(res.body.errors).toEqual({ attractionId: [invalidIdMessage('attractionId')] });
    }
    await t.http.get('/api/blog-posts?attractionId=2').expect(200);
  });

  it('still reads and deletes by an id written in digits, up to the largest one', async () => {
    const [first] = (await t.http.get('/api/attractions').expect(200)).body.items as { id: number }[];
    await t.http.get(`/api/attractions/${first.id}`).expect(200);
    await t.http.get(`/api/attractions/${MAX_ID}`).expect(404);
    await t.http.delete(`/api/faq/${MAX_ID}`).set(t.admin).expect(404);
    await t.http.delete(`/api/attractions/${first.id}`).set(t.admin).expect(204);
    await t.http.get(`/api/attractions/${first.id}`).expect(404);
  });
});
