import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import * as styles from './RouteProgress.css';

/** A navigation that is still loading after this long shows the bar; quicker ones never render it. */
const SHOW_AFTER_MS = 120;

/**
 * A thin bar at the top while a navigation is pending (loader or route code still loading). It listens to
 * the router's events rather than its status: a filter flip is pending for a few ms only, and subscribing
 * to the status re-rendered the bar twice in each flip's click (on and off again, in two more commits).
 */
export function RouteProgress() {
  const router = useRouter();
  const [active, setActive] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopLoad = router.subscribe('onBeforeLoad', () => {
      clearTimeout(timer);
      timer = setTimeout(() => setActive(router.state.status === 'pending'), SHOW_AFTER_MS);
    });
    const stopResolved = router.subscribe('onResolved', () => {
      clearTimeout(timer);
      setActive(false);
    });
    return () => {
      clearTimeout(timer);
      stopLoad();
      stopResolved();
    };
  }, [router]);
  return <div className={styles.bar} data-active={active} aria-hidden />;
}
