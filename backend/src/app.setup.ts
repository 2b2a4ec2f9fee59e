import { BadRequestException, ValidationPipe, type INestApplication, type ValidationError } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Request, Response, NextFunction } from 'express';
import express from 'express';
import helmet from 'helmet';
import type { AppConfig } from './config/app.config';
import { contentSecurityPolicy } from './common/http/security-headers';
import { AllExceptionsFilter } from './common/http/all-exceptions.filter';
import { requestFlow } from './database/request-flow';

/** Everything about the HTTP surface that is not a controller: one place, used by main.ts and the tests. */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.disable('x-powered-by');
  app.use((_req: Request, _res: Response, next: NextFunction) => requestFlow.run({}, next));
  app.set('trust proxy', config.trustedProxies.length ? config.trustedProxies : false);
  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    }),
  );
  // Stories are long texts; anything larger than this is refused with 413 before it reaches a controller.
  app.useBodyParser('json', { limit: '256kb' });
  app.useBodyParser('urlencoded', { limit: '256kb', extended: false });
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new AllExceptionsFilter());
  app.useGlobalPipes(
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: (errors) => new BadRequestException(validationBody(errors)),
    }),
  );

  SwaggerModule.setup('api/docs', app, createOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });

  app.use(
    '/uploads',
    express.static(config.uploadsDir, { immutable: true, maxAge: '365d', index: false, fallthrough: false }),
  );

  if (config.serveSpa && existsSync(join(config.spaDir, 'index.html'))) serveSpa(app, config.spaDir);
}

/** The OpenAPI document served at /api/docs-json; `npm run openapi` writes the same one to a file. */
export function createOpenApiDocument(app: INestApplication) {
  return SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Haunted Park API')
      .setDescription('Public website and admin back-office API. Admin calls need `Authorization: Bearer <token>` from POST /api/admin/login.')
      .setVersion('1.0')
      .addBearerAuth()
      .build(),
    // `blog_list`, `media_upload`…: stable, readable names for generated clients.
    { operationIdFactory: (controllerKey, methodKey) => `${controllerKey.replace(/Controller$/, '').replace(/^./, (c) => c.toLowerCase())}_${methodKey}` },
  );
}

/**
 * The HTML file for a page path, as nginx/nginx.conf.template maps it: the page the frontend build prerendered
 * (`<path>/index.html`), else spa.html, the empty shell of the client-rendered pages.
 */
function spaPage(spaDir: string, path: string): string {
  const candidates = [join(spaDir, path, 'index.html'), join(spaDir, 'spa.html'), join(spaDir, 'index.html')];
  return candidates.find((file) => file.startsWith(spaDir + sep) && existsSync(file))!;
}

/** Hashed assets are cached for a year; HTML is revalidated; page paths get their prerendered page or the SPA shell. */
function serveSpa(app: NestExpressApplication, spaDir: string): void {
  app.use(
    express.static(spaDir, {
      index: false,
      // Directories of prerendered pages (dist/new-york/) are pages, not redirects to a trailing slash.
      redirect: false,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', path.includes(`${join(spaDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/api') || req.path.startsWith('/uploads')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(spaPage(spaDir, req.path));
  });
}

/** `message` keeps Nest's list of texts; `errors` maps each field to its texts for forms. */
export function validationBody(errors: ValidationError[]) {
  const byField: Record<string, string[]> = {};
  const walk = (list: ValidationError[], prefix: string) => {
    for (const error of list) {
      const field = prefix ? `${prefix}.${error.property}` : error.property;
      if (error.constraints) byField[field] = Object.values(error.constraints);
      if (error.children?.length) walk(error.children, field);
    }
  };
  walk(errors, '');
  return { statusCode: 400, message: Object.values(byField).flat(), error: 'Bad Request', errors: byField };
}
