import { BookIdParams } from '../../documents/book.schema';
import { CreatePositionResponse, EditAcknowledgement } from '../../edits/edit-acknowledgement.schema';
import { ExclusionsRequest, ExclusionsResponse } from '../../edits/exclusions.schema';
import {
  AssignPositionRequest,
  CreatePositionRequest,
  DeletePositionsRequest,
  MergePositionsRequest,
  PositionParams,
  SetLoanTypeRequest,
  SetPositionFunderRequest,
} from '../../edits/position-edit.schema';
import { TagEditRequest, TagEditResponse } from '../../edits/tag-edit.schema';
import { TagRegistryResponse } from '../../edits/transaction-tag.schema';
import type { ApiRoute } from '../api-route';

const REPARSE_NOTE = 'Edits apply to the kept parse; a reparse discards them.';

export const editsRoutes: ApiRoute[] = [
  {
    method: 'get',
    path: '/parse/tags',
    summary: 'The transaction tag registry',
    tags: ['Underwriting edits'],
    access: 'read',
    response: { status: 200, description: 'Available tags', schema: TagRegistryResponse },
  },
  {
    method: 'patch',
    path: '/books/{book_id}/transactions-v2/tags',
    summary: 'Add, remove or replace tags on transactions',
    description:
      'Invalid tags in `add` are ignored; a replacement removes the old tag only when the new tag is valid. ' +
      REPARSE_NOTE,
    tags: ['Underwriting edits'],
    access: 'write',
    params: BookIdParams,
    body: { kind: 'json', schema: TagEditRequest },
    response: { status: 200, description: 'Tags edited', schema: TagEditResponse },
    errors: [400, 404],
  },
  {
    method: 'post',
    path: '/books/{book_id}/positions',
    summary: 'Create a debt position',
    tags: ['Underwriting edits'],
    access: 'write',
    params: BookIdParams,
    body: { kind: 'json', schema: CreatePositionRequest },
    response: { status: 201, description: 'Position created', schema: CreatePositionResponse },
    errors: [400, 404],
  },
  {
    method: 'patch',
    path: '/books/{book_id}/transactions-v2/position',
    summary: 'Assign transactions to a position (or remove them from every position with null)',
    tags: ['Underwriting edits'],
    access: 'write',
    params: BookIdParams,
    body: { kind: 'json', schema: AssignPositionRequest },
    response: { status: 200, description: 'Assignment stored', schema: EditAcknowledgement },
    errors: [400, 404],
  },
  {
    method: 'post',
    path: '/books/{book_id}/positions/merge',
    summary: 'Merge positions into one',
    tags: ['Underwriting edits'],
    access: 'write',
    params: BookIdParams,
    body: { kind: 'json', schema: MergePositionsRequest },
    response: { status: 200, description: 'Positions merged', schema: EditAcknowledgement },
    errors: [400, 404],
  },
  {
    method: 'patch',
    path: '/books/{book_id}/positions/{position_id}/funder',
    summary: "Set or clear a position's funder match",
    description: 'The correction persists in the funder registry for later parses.',
    tags: ['Underwriting edits'],
    access: 'write',
    params: PositionParams,
    body: { kind: 'json', schema: SetPositionFunderRequest },
    response: { status: 200, description: 'Funder match stored', schema: EditAcknowledgement },
    errors: [400, 404],
  },
  {
    method: 'patch',
    path: '/books/{book_id}/positions/{position_id}/loan-type',
    summary: "Change a position's loan type",
    description: 'Also replaces the old loan tag on the transactions assigned to the position.',
    tags: ['Underwriting edits'],
    access: 'write',
    params: PositionParams,
    body: { kind: 'json', schema: SetLoanTypeRequest },
    response: { status: 200, description: 'Loan type changed', schema: EditAcknowledgement },
    errors: [400, 404],
  },
  {
    method: 'delete',
    path: '/books/{book_id}/positions',
    summary: 'Delete positions',
    description: "With `remove_tag` (default true) the positions' loan tag is removed from their transactions.",
    tags: ['Underwriting edits'],
    access: 'write',
    params: BookIdParams,
    body: { kind: 'json', schema: DeletePositionsRequest },
    response: { status: 200, description: 'Positions deleted', schema: EditAcknowledgement },
    errors: [400, 404],
  },
  {
    method: 'patch',
    path: '/books/{book_id}/exclusions',
    summary: 'Replace analytics exclusion lists',
    description: 'Each supplied list replaces the stored one; omitted fields stay unchanged; an empty list clears.',
    tags: ['Underwriting edits'],
    access: 'write',
    params: BookIdParams,
    body: { kind: 'json', schema: ExclusionsRequest },
    response: { status: 200, description: 'Stored exclusion config', schema: ExclusionsResponse },
    errors: [400, 404],
  },
];
