import { z } from '../zod';

export const Uuid = z.uuid({ message: 'must be a UUID' });
export const IsoDateTime = z.string().openapi({ format: 'date-time', example: '2026-11-21T10:00:00.000Z' });
export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD').openapi({ format: 'date', example: '2026-01-31' });
