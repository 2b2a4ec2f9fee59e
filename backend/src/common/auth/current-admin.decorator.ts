import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedAdmin } from './authenticated-admin';
import { permissionsOf, type Permission } from './permissions';

/**
 * The signed-in member, or undefined for a visitor on a @Public() route. With a permission: undefined too for a member
 * whose role lacks it, so a public route shows them what it shows a visitor (a hiring manager sees no draft stories).
 */
export const CurrentAdmin = createParamDecorator(
  (permission: Permission | undefined, ctx: ExecutionContext): AuthenticatedAdmin | undefined => {
    const member = ctx.switchToHttp().getRequest<{ user?: AuthenticatedAdmin }>().user;
    if (!member || (permission && !permissionsOf(member).includes(permission))) return undefined;
    return member;
  },
);
