import { Hono } from 'hono';
import { shopClaimsResponse, type ShopClaim } from '../../api-schema/shopClaims';
import { describe, succeeded } from '../http/openapi/describe';
import { ok } from '../http/respond';
import { shopClaimsFromConfig } from './shopClaims';

/** How long browsers may keep the answer: it changes only with the configuration, at a restart. */
const MAX_AGE_SECONDS = 3600;

export function claimsRoutes(claims: ShopClaim[] = shopClaimsFromConfig()) {
  return new Hono().get(
    '/',
    describe({
      summary: "The shop's marketing claims (footer and About page)",
      description:
        'SHOP_CLAIMS: "figure label" pairs separated by |, the spec\'s demo figures by default, an empty list ' +
        'when set to off. From the configuration, read once at start.',
      tags: ['Content'],
      responses: { 200: succeeded('The claims, in the order shown', shopClaimsResponse) },
    }),
    (c) => {
      c.header('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`);
      return ok(c, { claims });
    },
  );
}
