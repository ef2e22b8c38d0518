import { SetMetadata } from '@nestjs/common';

export type AccessLevel = 'public' | 'read' | 'write';
export const ACCESS_LEVEL = 'uw:access-level';

/**
 * What a route needs. Without it, GET and HEAD need any valid token and every other method needs a
 * read-write token, so a new write endpoint is protected by default.
 */
export const Access = (level: AccessLevel) => SetMetadata(ACCESS_LEVEL, level);
