import type { OpenAPIObject, OperationObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOpenApiDocument } from '../src/app.setup';
import { DEFAULT_OPENAPI_FILE, writeOpenApiFile } from '../src/cli/openapi';
import { registeredRoutes, type RegisteredRoute } from './support/routes';
import { createTestApp, type TestApp } from './support/test-app';

/** A registered route with its path in OpenAPI form: /api/attractions/{id} */
const inOpenApiForm = (route: RegisteredRoute): RegisteredRoute => ({ ...route, path: route.path.replace(/:(\w+)/g, '{$1}') });

/**
 * @seriousme/openapi-schema-validator is ESM-only (it locates its schemas through import.meta.url), which
 * Jest's CommonJS runtime cannot load; plain Node can, so the validation runs in a child process.
 */
function validateOpenApi(document: object): { valid: boolean; errors?: unknown } {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
  try {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const script = `
      import { Validator } from '@seriousme/openapi-schema-validator';
      import { readFileSync } from 'node:fs';
      const result = await new Validator().validate(JSON.parse(readFileSync(process.argv[1], 'utf8')));
      process.stdout.write(JSON.stringify(result));`;
    return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script, file], { cwd: __dirname, encoding: 'utf8' }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('OpenAPI document', () => {
  let t: TestApp;
  let document: OpenAPIObject;
  let routes: RegisteredRoute[];
  const operation = (route: RegisteredRoute) =>
    document.paths[route.path]?.[route.method.toLowerCase() as 'get'] as OperationObject | undefined;

  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.http.get('/api/docs-json').expect(200)).body;
    routes = registeredRoutes(t.app).map(inOpenApiForm);
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3 document', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(validateOpenApi(document)).toEqual({ valid: true });
  });

  it('the validator really rejects a broken document', () => {
    const broken = { ...document, paths: { '/api/x': { get: { responses: { 200: { description: 42 } } } } } };
    expect(validateOpenApi(broken).valid).toBe(false);
  });

  it('documents every registered route', () => {
    expect(routes.length).toBeGreaterThan(20);
    const missing = routes.filter((route) => !operation(route)).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
  });

  it('gives every route a summary', () => {
    const withoutSummary = routes.filter((route) => !operation(route)?.summary?.trim()).map((r) => `${r.method} ${r.path}`);
    expect(withoutSummary).toEqual([]);
  });

  it('declares bearer auth, a 401 and a 403 response on every route that is not public', () => {
    const problems = routes
      .filter((route) => !route.isPublic)
      .flatMap((route) => {
        const op = operation(route);
        const name = `${route.method} ${route.path}`;
        return [
          ...(op?.security?.some((requirement) => 'bearer' in requirement) ? [] : [`${name}: no bearer security`]),
          ...(op?.responses?.['401'] ? [] : [`${name}: no 401 response`]),
          ...(op?.responses?.['403'] ? [] : [`${name}: no 403 response`]),
        ];
      });
    expect(problems).toEqual([]);
  });

  it('documents a 2xx response (or, for a page address, its redirect) and at least one error response for every route', () => {
    const problems = routes.flatMap((route) => {
      const codes = Object.keys(operation(route)?.responses ?? {});
      const name = `${route.method} ${route.path}`;
      return [
        ...(codes.some((c) => /^[23]/.test(c)) ? [] : [`${name}: no 2xx or 3xx`]),
        ...(codes.some((c) => /^[45]/.test(c)) || route.isPublic ? [] : [`${name}: no error`]),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('types every schema property (a `string | null` field without `type: String` shows up as a bare object)', () => {
    const untyped = Object.entries(document.components?.schemas ?? {}).flatMap(([name, schema]) =>
      Object.entries(
        (
          schema as {
            properties?: Record<
              string,
              { type?: string; properties?: object; $ref?: string; allOf?: object; oneOf?: object; additionalProperties?: unknown }
            >;
          }
        ).properties ?? {},
      )
        // A nullable reference (`allOf: [{ $ref }]`) is typed by what it refers to.
        .filter(([, property]) => property.type === 'object' && !property.properties && !property.additionalProperties && !property.allOf)
        .map(([property]) => `${name}.${property}`),
    );
    expect(untyped).toEqual([]);
  });

  it('npm run openapi writes exactly the served document', () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-out-'));
    try {
      const file = join(dir, 'nested', 'openapi.json');
      writeOpenApiFile(createOpenApiDocument(t.app), file);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(document);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the committed frontend/src/api/openapi.json is current (regenerate with: npm run openapi)', () => {
    expect(JSON.parse(readFileSync(DEFAULT_OPENAPI_FILE, 'utf8'))).toEqual(document);
  });
});
