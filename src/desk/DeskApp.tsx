import { RouterProvider, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { createDeskRouter } from './deskRouter';

/** /admin/…: the desk's own router inside the shop's /admin/$ route (docs/decisions/021-desk-router.md). */
export function DeskApp() {
  const shop = useRouter();
  const [desk] = useState(() => createDeskRouter(shop));
  return <RouterProvider router={desk} />;
}
