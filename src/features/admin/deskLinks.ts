/** Desk paths (one splat route: /admin/$). */
export const deskPath = (section = '') => ({ to: '/admin/$', params: { _splat: section } }) as const;
