// The formatters live in api-schema (the server's messages use them too); the SPA keeps importing them from here.
export { formatDateTime, formatINR } from '../../api-schema/format';
