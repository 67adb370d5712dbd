import type { ReactNode } from 'react';
import * as styles from './ErrorState.css';

interface ErrorStateProps {
  title: string;
  message?: ReactNode;
  /** A big status code above the title (the not-found page's 404). */
  code?: string;
  /** A whole page's worth of height, for states that replace the page. */
  tall?: boolean;
  /** The ways out: links styled as buttons. */
  children?: ReactNode;
}

/** Every "this did not work" screen: not found, failed to load, unexpected error. */
export function ErrorState({ title, message, code, tall, children }: ErrorStateProps) {
  return (
    <section className={tall ? `${styles.box} ${styles.tall}` : styles.box} role="alert">
      {code && (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      )}
      <h1 className={styles.title}>{title}</h1>
      {message && <p className={styles.message}>{message}</p>}
      {children && <div className={styles.actions}>{children}</div>}
    </section>
  );
}
