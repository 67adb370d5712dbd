import { createFileRoute } from '@tanstack/react-router';
import { DeskShell } from '../features/admin/DeskShell';

/**
 * The operator desk, /admin and everything under it: one route whose code loads only here. Its
 * screens are chosen inside the lazy chunk (DeskSections), so the shop's entry chunk carries one
 * route entry, not one per desk screen.
 */
export const Route = createFileRoute('/admin/$')({ component: DeskShell });
