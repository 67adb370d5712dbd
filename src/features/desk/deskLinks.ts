import { Link, useNavigate, type LinkComponentProps, type NavigateOptions } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import type { DeskRouter } from '../../desk/deskRouter';

/**
 * Links and navigation typed by the desk's own route tree (src/desk/routes), not the shop's: the desk runs its own
 * router (docs/decisions/021-desk-router.md), so `to`, `params` and `search` are checked against the desk's routes.
 */
export const DeskLink = Link as <const TTo extends string | undefined = undefined>(
  props: LinkComponentProps<'a', DeskRouter, string, TTo>,
) => ReactElement;

type DeskNavigate = <const TTo extends string | undefined = undefined>(
  options: NavigateOptions<DeskRouter, string, TTo>,
) => Promise<void>;

/** The router's navigate (the desk's, inside its RouterProvider), typed by the desk's routes. */
export const useDeskNavigate = () => useNavigate() as DeskNavigate;
