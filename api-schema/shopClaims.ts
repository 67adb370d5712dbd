import * as z from 'zod/mini';
import { ok } from './envelope';

/** One marketing claim as the footer and the About page show it: a figure and what it counts ("4.9", "Rating"). */
export const shopClaim = z.object({ value: z.string(), label: z.string() });

/** GET /claims: the shop's marketing claims, from its configuration (SHOP_CLAIMS); none when the owner turns them off. */
export const shopClaimsResponse = ok(z.object({ claims: z.array(shopClaim) }));

export type ShopClaim = z.infer<typeof shopClaim>;
