/**
 * The operator desk's shared machinery, and the one file other code imports of it (eslint.boundaries.js):
 * sign-in, sessions, the CSRF and Origin checks, the audit row every desk change writes, the desk's OpenAPI
 * pieces and its settings. Everything else in this folder is private to it.
 */
export { operatorGate } from './operatorGate';
export { requireOperator, SESSION_COOKIE, CSRF_REFUSED, type DeskEnv } from './requireOperator';
export { CROSS_SITE_REFUSED } from './sameOrigin';
export { audit } from './audit';
export { addOperator, ensureFirstOperator, type Operator } from './operators';
export { createSession, DEFAULT_SESSION_SETTINGS, type SessionSettings } from './sessions';
export { CSRF_HEADER_DOC, DESK_SECURITY, DESK_TAGS, signedInRead, signedInWrite } from './deskDocs';
export type { DeskOptions } from './deskOptions';
export { deskSettingsFromConfig, type DeskSettings } from './deskSettings';
export { booksSettingsFromConfig, type BooksSettings } from './booksSettings';
export { BURST, THROTTLE } from './signInThrottle';
export { SIGN_IN_ALERT_TEMPLATE, type SignInAlertPayload } from './signInAlert';
// Tests, benches and scripts sign in as the SPA does; the CLI's key handling is tested on its own.
export { deskHeaders, signInToDesk, type DeskCredentials } from './deskClient';
export { typeKeys, type Typed } from './readPassword';
