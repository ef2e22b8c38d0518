import { FunderDeletedResponse, Funder, FunderIdParams, FunderList } from '../../funders/funder.schema';
import { CreateFunderRequest, UpdateFunderRequest } from '../../funders/funder-request.schema';
import type { ApiRoute } from '../api-route';

export const fundersRoutes: ApiRoute[] = [
  {
    method: 'get',
    path: '/funders',
    summary: "The organization's funder registry",
    description: 'On first access the global default funders are copied into the organization (atomically).',
    tags: ['Funders'],
    access: 'read',
    response: { status: 200, description: 'Funders ordered by rank', schema: FunderList },
  },
  {
    method: 'get',
    path: '/funders/{id}',
    summary: 'One funder',
    tags: ['Funders'],
    access: 'read',
    params: FunderIdParams,
    response: { status: 200, description: 'The funder', schema: Funder },
    errors: [404],
  },
  {
    method: 'post',
    path: '/funders',
    summary: 'Add a funder',
    tags: ['Funders'],
    access: 'write',
    body: { kind: 'json', schema: CreateFunderRequest },
    response: { status: 201, description: 'The new funder', schema: Funder },
  },
  {
    method: 'patch',
    path: '/funders/{id}',
    summary: "Update a funder's metadata or aliases",
    description: 'Only supplied fields change; aliases and states_served replace the stored lists.',
    tags: ['Funders'],
    access: 'write',
    params: FunderIdParams,
    body: { kind: 'json', schema: UpdateFunderRequest },
    response: { status: 200, description: 'The updated funder', schema: Funder },
    errors: [404],
  },
  {
    method: 'delete',
    path: '/funders/{id}',
    summary: 'Remove a funder',
    tags: ['Funders'],
    access: 'write',
    params: FunderIdParams,
    response: { status: 200, description: 'Funder removed', schema: FunderDeletedResponse },
    errors: [404],
  },
  {
    method: 'post',
    path: '/funders/reset',
    summary: "Reset the organization's registry to the global defaults",
    tags: ['Funders'],
    access: 'write',
    response: { status: 200, description: 'The registry after the reset', schema: FunderList },
  },
];
