import * as z from 'zod/mini';
import { ok } from './envelope';

/** Material families of the material facet (migration 240), as a shopper reads them. */
export const MATERIAL_LABELS: Record<string, string> = {
  leather: 'Leather',
  'vegan-leather': 'Vegan leather (PU)',
  suede: 'Suede',
  canvas: 'Canvas',
  nylon: 'Nylon',
  cotton: 'Cotton',
  jute: 'Jute',
  velvet: 'Velvet',
  silk: 'Silk',
  cork: 'Cork',
  other: 'Other',
};

/** The discount facet's choices: at least this many per cent off. */
export const DISCOUNT_STEPS = [10, 20, 30, 40, 50] as const;

const option = z.object({ value: z.string(), count: z.number() });

/**
 * GET /products/facets and /products/category/{id}/facets: for the listing's filters, how many products
 * each colour, material and discount choice would show (each facet counted without its own choice).
 */
export const facetsResponse = ok(
  z.object({
    colors: z.array(z.object({ value: z.string(), hex: z.string(), count: z.number() })),
    materials: z.array(option),
    discounts: z.array(z.object({ value: z.number(), count: z.number() })),
  }),
);
export type Facets = z.infer<typeof facetsResponse>['data'];
