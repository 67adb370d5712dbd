import { useRouterState } from '@tanstack/react-router';
import * as styles from './RouteProgress.css';

/** A thin bar at the top while a navigation is pending (loader or route code still loading). */
export function RouteProgress() {
  const pending = useRouterState({ select: (state) => state.status === 'pending' });
  return <div className={styles.bar} data-active={pending} aria-hidden />;
}
