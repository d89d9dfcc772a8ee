import { z } from 'zod';
import { looksRelative } from './relativeDate';
import { relativeDaySchema } from './relativeDaySchema';
import { resourceByName } from './resources';
import { ROLES } from './roles';
import { storable } from './storable';
import { V } from './validationKeys';
import { VIEW_NAME_MAX } from './viewLimits';

/** The serialised size of a view's state (its filter, sort and columns). */
const VIEW_STATE_MAX_BYTES = 8_000;

const jsonObject = z.record(z.string(), z.unknown());

/** A view's filter: a date bound relative to today must be a valid one (it stays relative when saved). */
const viewFilterSchema = jsonObject.superRefine((filter, ctx) => {
  for (const [key, value] of Object.entries(filter))
    if (/_(gte|lte)$/.test(key) && looksRelative(value) && !relativeDaySchema.safeParse(value).success)
      ctx.addIssue({ code: 'custom', message: V.invalid, path: [key] });
});

/** What a view restores: react-admin's list parameters and the DataTable's columns. */
export const viewStateSchema = z
  .object({
    filter: viewFilterSchema,
    displayedFilters: z.record(z.string(), z.boolean()).default({}),
    sort: z.object({ field: z.string().max(100), order: z.enum(['ASC', 'DESC']) }),
    perPage: z.number().int().min(1).max(500),
    hiddenColumns: z.array(z.string().max(100)).max(200).optional(),
    columnRanks: z.array(z.number().int()).max(200).optional(),
  })
  .refine((state) => JSON.stringify(state).length <= VIEW_STATE_MAX_BYTES, { error: V.tooBig })
  .refine((state) => storable(JSON.stringify(state)), { error: V.characters });
export type ViewState = z.output<typeof viewStateSchema>;

const viewName = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .max(VIEW_NAME_MAX, { error: V.maxLength })
  .refine(storable, { error: V.characters });

/** POST /api/views: a view of one of the lists (`resource`); an admin may share it with a role. */
export const viewCreateSchema = z.object({
  resource: z
    .string({ error: V.required })
    .refine((name) => !!resourceByName(name), { error: V.choice })
    .describe('the list the view belongs to (a resource name)'),
  name: viewName,
  state: viewStateSchema,
  shared_with: z
    .enum(ROLES, { error: V.choice })
    .nullable()
    .default(null)
    .describe('admins only: the role whose users see the view too (null: nobody)'),
});

/** PUT /api/views/:id: its owner renames it, saves the list's current state in it, or shares it. */
export const viewUpdateSchema = viewCreateSchema.omit({ resource: true }).partial();

/** GET /api/views?resource=…: the caller's own views of a list and those shared with its role. */
export const viewListQuerySchema = z.object({ resource: viewCreateSchema.shape.resource });

export interface SavedView {
  id: number;
  resource: string;
  name: string;
  state: ViewState;
  shared_with: (typeof ROLES)[number] | null;
  /** The caller's own view (it may change or delete it); otherwise shared with its role by `owner`. */
  mine: boolean;
  owner: string;
  updated_at: string;
}
