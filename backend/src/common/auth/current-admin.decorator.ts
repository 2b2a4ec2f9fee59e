import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedAdmin } from './authenticated-admin';

/** The signed-in admin, or undefined for a visitor on a @Public() route. */
export const CurrentAdmin = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthenticatedAdmin | undefined => {
  return ctx.switchToHttp().getRequest<{ user?: AuthenticatedAdmin }>().user;
});
