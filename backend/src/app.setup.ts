import { RequestMethod, type INestApplication, type ValidationError } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Express } from 'express';
import { DocumentBuilder, getSchemaPath, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import helmet from 'helmet';
import type { AppConfig } from './config/app.config';
import { contentSecurityPolicy, readPolicySettings } from './common/http/security-headers';
import { AllExceptionsFilter } from './common/http/all-exceptions.filter';
import type { AppLogging } from './common/logging/app-logger';
import { requestLog, requestLogging } from './common/logging/request-logging';
import { AppMetrics } from './common/metrics/app-metrics';
import { countRequests, serveMetrics } from './common/metrics/serve-metrics';
import { RequestBodyInterceptor } from './common/http/request-body.interceptor';
import { BodyEncoder } from './common/http/body-encoder';
import { compressJson } from './common/http/json-compression';
import { PublicReadCache } from './common/content/public-read-cache';
import { answerKeptReadsFirst } from './common/content/public-responses';
import { SettingsService } from './settings/settings.service';
import { MEDIA_STORAGE, type MediaStorage } from './media/storage/media-storage';
import { serveUploads } from './media/storage/serve-uploads';
import { fileTooLargeMessage } from './media/upload/multipart-file';
import { FieldErrors } from './common/validation/field-errors';
import { RequestValidationPipe } from './common/validation/request-validation.pipe';
import { ErrorResponseDto } from './common/http/error-codes';
import { rejectInvalidHost } from './common/http/valid-host';
import { MULTIPART_OVERHEAD_BYTES, refuseDeclaredOversize, type BodyLimits } from './common/http/declared-length';
import { APPLICATION_FILE_KINDS, APPLICATION_FILE_MAX_BYTES } from './employment/application-files.interceptor';
import { limitSlowClients } from './common/http/request-deadline';
import { RegionsService } from './regions/regions.service';
import { REGION_KEY_SCHEMA } from './common/validation/region-key.decorator';
import { REGION_TEXT_MAX } from './regions/regions.constants';

/** Everything about the HTTP surface that is not a controller: one place, used by main.ts and the tests. */
/** The routes Nest answers outside /api: the campaign links staff hand out (/go/{slug}) are page addresses. */
export const ROUTES_OUTSIDE_API = [{ path: 'go/:slug', method: RequestMethod.GET }] as const;

export function configureApp(app: NestExpressApplication, config: AppConfig, logging: AppLogging): void {
  app.disable('x-powered-by');
  limitSlowClients(app.getHttpServer(), config.requestLimits);
  app.set('trust proxy', config.trustedProxies.length ? config.trustedProxies : false);
  const metrics = app.get(AppMetrics);
  const log = requestLog(logging, config.trustedProxies);
  app.use(
    requestLogging(log),
    countRequests(metrics),
    rejectInvalidHost(),
    serveMetrics(metrics, config.metricsToken),
    refuseDeclaredOversize(bodyLimits(config)),
    compressJson(app.get(BodyEncoder)),
  );
  const express = app.getHttpAdapter().getInstance() as Express;
  answerKeptReadsFirst(app.getHttpServer(), express, app.get(PublicReadCache), { expressRequest: express.request, log, metrics });
  const settings = app.get(SettingsService);
  app.use(readPolicySettings(() => settings.policySettings()));
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy(mediaPublicOrigin(config)),
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    }),
  );
  // Stories are long texts; anything larger than this is refused with 413 before it reaches a controller.
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT_BYTES });
  app.setGlobalPrefix('api', { exclude: [...ROUTES_OUTSIDE_API] });
  app.useGlobalFilters(new AllExceptionsFilter());
  app.useGlobalInterceptors(new RequestBodyInterceptor(app.get(Reflector)));
  app.useGlobalPipes(
    new RequestValidationPipe(
      {
        whitelist: true,
        forbidNonWhitelisted: true,
        transform: true,
        exceptionFactory: (errors) => new FieldErrors(fieldErrorsOf(errors)),
      },
      { regions: app.get(RegionsService) },
    ),
  );

  // Built on the first request for it, not at every start (replicas, and the tests' hundreds of apps).
  SwaggerModule.setup('api/docs', app, () => createOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });

  app.use('/uploads', serveUploads(app.get<MediaStorage>(MEDIA_STORAGE), config));
}

/** The largest JSON body (a long story). */
const JSON_BODY_LIMIT_BYTES = 256 * 1024;

/** What each route's body may declare: JSON and forms, and the two multipart upload routes (their files and fields). */
function bodyLimits(config: AppConfig): BodyLimits {
  return {
    body: JSON_BODY_LIMIT_BYTES,
    uploads: [
      {
        method: 'POST',
        path: '/api/media',
        bytes: config.mediaMaxBytes + MULTIPART_OVERHEAD_BYTES,
        message: fileTooLargeMessage(config.mediaMaxBytes),
      },
      {
        method: 'POST',
        path: '/api/employment-applications',
        // Its files, and the application itself as JSON in one field (at most 64 KiB, readForm's fieldSize).
        bytes: APPLICATION_FILE_KINDS.length * APPLICATION_FILE_MAX_BYTES + 64 * 1024 + MULTIPART_OVERHEAD_BYTES,
      },
    ],
  };
}

function mediaPublicOrigin(config: AppConfig): string | undefined {
  const storage = config.mediaStorage;
  return storage.kind === 's3' && storage.publicUrl ? new URL(storage.publicUrl).origin : undefined;
}

/** The OpenAPI document served at /api/docs-json; `npm run openapi` writes the same one to a file. */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Haunted Park API')
      .setDescription(
        'Public website and admin back-office API. Admin calls need `Authorization: Bearer <token>` from POST /api/admin/login.',
      )
      .setVersion('1.0')
      .addServer('/', 'This site')
      .addBearerAuth()
      .build(),
    // `blog_list`, `media_upload`…: stable, readable names for generated clients.
    {
      operationIdFactory: (controllerKey, methodKey) =>
        `${controllerKey.replace(/Controller$/, '').replace(/^./, (c) => c.toLowerCase())}_${methodKey}`,
      extraModels: [ErrorResponseDto],
    },
  );
  return withRegionKeys(withErrorBodies(document), app.get(RegionsService).knownKeys);
}

/** Region keys are data (the regions table): the document names the ones there are as examples, not as an enum. */
function withRegionKeys(document: OpenAPIObject, keys: readonly string[]): OpenAPIObject {
  document.components = {
    ...document.components,
    schemas: {
      ...document.components?.schemas,
      [REGION_KEY_SCHEMA]: {
        type: 'string',
        maxLength: REGION_TEXT_MAX.key,
        description: `A region's key, as GET /api/regions lists them (any region there is valid)${keys.length ? `, e.g. ${keys.join(', ')}` : ''}`,
        ...(keys.length ? { example: keys[0] } : {}),
      },
    },
  };
  return document;
}

/** Every 4xx and 5xx a route declares answers with the exception filter's body: stated once here, not on each route. */
function withErrorBodies(document: OpenAPIObject): OpenAPIObject {
  const errorBody = { 'application/json': { schema: { $ref: getSchemaPath(ErrorResponseDto) } } };
  for (const path of Object.values(document.paths))
    for (const operation of Object.values(path))
      for (const [status, response] of Object.entries((operation as { responses?: Record<string, { content?: unknown }> }).responses ?? {}))
        if (Number(status) >= 400 && !response.content) response.content = errorBody;
  // Nest writes the reference beside the type it reads off the property (`string`), and for a query or path field beside
  // the parameter's schema: the reference alone is the schema.
  const ref = getSchemaPath(REGION_KEY_SCHEMA);
  const tidy = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const object = node as Record<string, unknown>;
    if (object.$ref === ref && 'in' in object) {
      object.schema = { $ref: ref };
      delete object.$ref;
    } else if (object.$ref === ref) delete object.type;
    Object.values(object).forEach(tidy);
  };
  tidy(document.paths);
  tidy(document.components?.schemas);
  return document;
}

/** class-validator's errors by field, nested fields as `parent.child`. */
export function fieldErrorsOf(errors: ValidationError[]): Record<string, string[]> {
  const byField: Record<string, string[]> = {};
  const walk = (list: ValidationError[], prefix: string) => {
    for (const error of list) {
      const field = prefix ? `${prefix}.${error.property}` : error.property;
      if (error.constraints) byField[field] = [...new Set(Object.values(error.constraints))];
      if (error.children?.length) walk(error.children, field);
    }
  };
  walk(errors, '');
  return byField;
}
