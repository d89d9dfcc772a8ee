import { z } from 'zod';
import { ROLES } from '../../domain/roles';
import {
  viewCreateSchema,
  viewListQuerySchema,
  viewStateSchema,
  viewUpdateSchema,
  type SavedView,
} from '../../domain/views';
import { routeDocs } from '../openapi/registry';

const viewSchema = z.object({
  id: z.number().int(),
  resource: z.string(),
  name: z.string(),
  state: viewStateSchema,
  shared_with: z.enum(ROLES).nullable(),
  mine: z.boolean().describe("the caller's own view; otherwise an admin shared it with the caller's role"),
  owner: z.string().describe("the owner's name"),
  updated_at: z.string(),
}) satisfies z.ZodType<SavedView>;

/** Saved list views, kept per person on the server. */
export const viewRouteDocs = routeDocs(
  {
    method: 'get',
    path: '/api/views',
    tag: 'views',
    query: viewListQuerySchema,
    summary: "The caller's saved views of a list, then those an admin shared with the caller's role",
    responses: { 200: { description: 'The views, own first, by name', schema: z.array(viewSchema) } },
  },
  {
    method: 'post',
    path: '/api/views',
    tag: 'views',
    body: viewCreateSchema,
    summary: "Saves a view of a list the caller may open (a name free among the caller's views of that list)",
    description: 'Only admins may share a view (`shared_with`), and only with a role that may open the list.',
    responses: { 201: { description: 'The view', schema: viewSchema } },
  },
  {
    method: 'put',
    path: '/api/views/:id',
    tag: 'views',
    body: viewUpdateSchema,
    summary: 'Renames a view of the caller, saves a new state in it, or shares it (admins)',
    responses: { 200: { description: 'The view', schema: viewSchema } },
  },
  {
    method: 'delete',
    path: '/api/views/:id',
    tag: 'views',
    summary: 'Deletes a view of the caller (a view shared with it is not its to delete: 403)',
    responses: { 204: 'Deleted' },
  },
);
