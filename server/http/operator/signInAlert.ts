/** The outbox row signInThrottle.ts queues when an operator's e-mail sees a burst of wrong passwords. */
export const SIGN_IN_ALERT_TEMPLATE = 'sign-in-alert';

export interface SignInAlertPayload {
  failures: number;
  /** When the burst began (ISO time). */
  since: string;
}
