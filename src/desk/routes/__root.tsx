import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { DeskNotFound } from '../../features/desk/DeskNotFound';
import { DeskShell } from '../../features/desk/DeskShell';

/** The desk's layout: sign-in until a session exists, then the bar and the section's route in its outlet. */
export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: DeskShell,
  notFoundComponent: DeskNotFound,
});
