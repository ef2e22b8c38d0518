import { z } from '../zod';
import { Actor, Uuid } from '../common';
import { CreateBookRequest } from './book.schema';

export const CreateBookMessage = z.object({ actor: Actor, book: CreateBookRequest });
export type CreateBookMessage = z.infer<typeof CreateBookMessage>;

export const GetBookMessage = z.object({ org_id: Uuid, book_id: Uuid });
export type GetBookMessage = z.infer<typeof GetBookMessage>;
