import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { getMetadataStorage } from 'class-validator';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { REQUIRED_PERMISSION } from '../../src/common/auth/admin-endpoint.decorator';
import type { Permission } from '../../src/common/auth/permissions';
import { ROUTES_OUTSIDE_API } from '../../src/app.setup';
import { IS_PUBLIC } from '../../src/common/auth/public.decorator';

export interface RegisteredRoute {
  method: string;
  /** In Nest form: /api/attractions/:id (or a route outside /api: /go/:slug) */
  path: string;
  isPublic: boolean;
  /** What a staff route declares it needs (AdminEndpoint). */
  permission?: Permission;
  /** Where the route takes a region key (a RegionKey field of its body, query or path DTO), if it takes one. */
  regionIn?: 'body' | 'query' | 'path';
}

const ARGUMENT_PLACES: Partial<Record<RouteParamtypes, RegisteredRoute['regionIn']>> = {
  [RouteParamtypes.BODY]: 'body',
  [RouteParamtypes.QUERY]: 'query',
  [RouteParamtypes.PARAM]: 'path',
};

/** Where a handler's DTO arguments carry a RegionKey-validated field (class-validator's own metadata, so inherited too). */
function regionPlaceOf(metatype: object, prototype: object, name: string): RegisteredRoute['regionIn'] {
  const args: Record<string, { index: number }> = Reflect.getMetadata(ROUTE_ARGS_METADATA, metatype, name) ?? {};
  const types: unknown[] = Reflect.getMetadata('design:paramtypes', prototype, name) ?? [];
  for (const [key, { index }] of Object.entries(args)) {
    const place = ARGUMENT_PLACES[Number(key.split(':')[0]) as RouteParamtypes];
    const type = types[index];
    if (!place || typeof type !== 'function') continue;
    const rules = getMetadataStorage().getTargetValidationMetadatas(type, '', true, false);
    if (rules.some((rule) => rule.name === 'isRegionKey')) return place;
  }
  return undefined;
}

/** Every route the running app registered, read from Nest's own metadata (so a new endpoint cannot dodge the checks). */
export function registeredRoutes(app: NestExpressApplication): RegisteredRoute[] {
  const scanner = new MetadataScanner();
  const reflector = new Reflector();
  const routes: RegisteredRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const { instance, metatype } of module.controllers.values()) {
      if (!instance || !metatype) continue;
      const prototype = Object.getPrototypeOf(instance);
      for (const prefix of [Reflect.getMetadata(PATH_METADATA, metatype) ?? ''].flat() as string[]) {
        for (const name of scanner.getAllMethodNames(prototype)) {
          const handler = prototype[name];
          const paths = Reflect.getMetadata(PATH_METADATA, handler);
          if (paths === undefined) continue;
          const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
          const isPublic = reflector.getAllAndOverride<boolean>(IS_PUBLIC, [handler, metatype]) ?? false;
          const permission = reflector.getAllAndOverride<Permission | undefined>(REQUIRED_PERMISSION, [handler, metatype]);
          for (const path of [paths].flat() as string[]) {
            const own = [prefix, path]
              .map((p) => p.replace(/^\/|\/$/g, ''))
              .filter(Boolean)
              .join('/');
            const full = ROUTES_OUTSIDE_API.some((route) => route.path === own) ? own : `api/${own}`;
            const regionIn = regionPlaceOf(metatype, prototype, name);
            routes.push({ method, path: `/${full}`, isPublic, ...(permission ? { permission } : {}), ...(regionIn ? { regionIn } : {}) });
          }
        }
      }
    }
  }
  return routes;
}
