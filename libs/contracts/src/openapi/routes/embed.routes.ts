import { EmbedBookResponse } from '../../embeds/embed-book.schema';
import {
  CreateEmbedTokenRequest,
  EmbedToken,
  EmbedTokenParams,
  EmbedValidateResponse,
} from '../../embeds/embed-token.schema';
import type { ApiRoute } from '../api-route';

export const embedRoutes: ApiRoute[] = [
  {
    method: 'post',
    path: '/embed/token',
    summary: 'Create (or return the existing) read-only embed token for a Book',
    description: 'Expires 24 hours after creation unless `permanent`; a Book with a valid token gets that token back.',
    tags: ['Embed'],
    access: 'write',
    body: { kind: 'json', schema: CreateEmbedTokenRequest },
    response: { status: 200, description: 'The embed token', schema: EmbedToken },
    errors: [404],
  },
  {
    method: 'get',
    path: '/embed/book/{token}',
    summary: 'Everything the read-only Book page shows (no API credentials: the token is in the path)',
    tags: ['Embed'],
    access: 'public',
    params: EmbedTokenParams,
    response: { status: 200, description: 'Book, analytics, tag config and documents', schema: EmbedBookResponse },
    errors: [401],
  },
  {
    method: 'get',
    path: '/embed/validate/{token}',
    summary: 'Check an embed token',
    tags: ['Embed'],
    access: 'public',
    params: EmbedTokenParams,
    response: { status: 200, description: 'The token is valid', schema: EmbedValidateResponse },
    errors: [401],
  },
];
