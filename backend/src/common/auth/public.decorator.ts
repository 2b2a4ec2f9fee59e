import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';
/** Opens a route to visitors; every other route needs an admin token (global JWT guard). */
export const Public = () => SetMetadata(IS_PUBLIC, true);
