import { createFileRoute } from '@tanstack/react-router';
import { DeskApp } from '../desk/DeskApp';

/**
 * The operator desk, /admin and everything under it: one route here, whose code (the desk's own router and
 * file routes, src/desk/routes) loads only when the desk is opened. Every desk section's route would
 * otherwise sit in the shop's entry chunk, on every shopper's first load (docs/decisions/021-desk-router.md).
 */
export const Route = createFileRoute('/admin/$')({ component: DeskApp });
