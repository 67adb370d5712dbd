import { Hono } from 'hono';
import { shopLegalResponse, type ShopLegal } from '../../api-schema/shopLegal';
import { describe, succeeded } from '../http/openapi/describe';
import { ok } from '../http/respond';
import { shopLegalFromConfig } from './shopLegalSettings';

/** How long browsers may keep the answer: it changes only with the configuration, at a restart. */
const MAX_AGE_SECONDS = 3600;

export function legalRoutes(legal: ShopLegal = shopLegalFromConfig()) {
  return new Hono().get(
    '/',
    describe({
      summary: 'Seller, manufacturer/packer and grievance officer',
      description:
        'What the Consumer Protection (E-Commerce) Rules, 2020 ask a shop to name: the seller (SUPPLIER_NAME, ' +
        'SUPPLIER_ADDRESS), the manufacturer/packer when another firm (MANUFACTURER_*, else null) and the ' +
        'grievance officer (GRIEVANCE_OFFICER_*). From the configuration, read once at start.',
      tags: ['Content'],
      responses: { 200: succeeded('The shop’s legal details', shopLegalResponse) },
    }),
    (c) => {
      c.header('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`);
      return ok(c, legal);
    },
  );
}
