import { coded } from '../http/error-codes';
import { ExecutionContext, ForbiddenException, Injectable, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { ADMIN_TOKEN_REFUSED, REQUIRED_PERMISSION } from './admin-endpoint.decorator';
import { permissionsOf, roleMay, type Permission } from './permissions';
import { IS_PUBLIC } from './public.decorator';
import { TEMPORARILY_UNAVAILABLE } from '../http/environment-failure';
import { clientAddress } from '../http/client-ip';
import { requestFlow } from '../logging/request-flow';
import type { AuthenticatedAdmin } from './authenticated-admin';

/** The request's writes are the signed-in member's (the audit log names them); a visitor's writes on public routes are not. */
function actOnBehalfOf(request: Request & { user: AuthenticatedAdmin }): void {
  const flow = requestFlow.getStore();
  if (flow) flow.actor = { id: request.user.id, username: request.user.username, role: request.user.role, address: clientAddress(request) };
}

export const NOT_PERMITTED = "Your role doesn't allow this";
export const SET_UP_TWO_FACTOR_FIRST = 'Set up two-factor authentication first: the park requires it for every member';

/**
 * Global guard: every route needs a valid admin token unless marked @Public(), and the permission it declares
 * (AdminEndpoint) in the member's role. On public routes a valid token is still read (so the service can show staff
 * more), and a missing or bad one is simply ignored.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets);
    if (!isPublic) {
      await super.canActivate(context);
      const request = context.switchToHttp().getRequest<Request & { user: AuthenticatedAdmin }>();
      actOnBehalfOf(request);
      checkPermission(request.user, this.reflector.getAllAndOverride<Permission | undefined>(REQUIRED_PERMISSION, targets));
      return true;
    }
    const request = context.switchToHttp().getRequest<Request>();
    if (!request.headers.authorization) return true;
    try {
      await super.canActivate(context);
    } catch {
      // A visitor with a stale token is still a visitor.
    }
    return true;
  }

  /** `error` is the token check itself failing (the database down), which says nothing about the token: not a 401. */
  handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw new ServiceUnavailableException(TEMPORARILY_UNAVAILABLE);
    if (!user) throw new UnauthorizedException(ADMIN_TOKEN_REFUSED);
    return user;
  }
}

/** A route that declares no permission is closed to everyone: deny by default. */
function checkPermission(member: AuthenticatedAdmin, permission: Permission | undefined): void {
  if (permission && permissionsOf(member).includes(permission)) return;
  if (permission && member.twoFactorSetupRequired && roleMay(member.role, permission)) {
    throw new ForbiddenException({ ...coded('TWO_FACTOR_SETUP_REQUIRED', SET_UP_TWO_FACTOR_FIRST), twoFactorSetupRequired: true });
  }
  throw new ForbiddenException(coded('NOT_PERMITTED', NOT_PERMITTED));
}
