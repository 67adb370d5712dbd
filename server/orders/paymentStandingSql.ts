import { PAYMENT_STANDING_RULES, type StandingRule } from '../../api-schema/paymentStanding';

// The rules' values are api-schema's own constants (lowercase words), so they are written into the SQL as literals.
const quoted = (values: readonly string[]) => values.map((v) => `'${v.replace(/[^a-z_]/g, '')}'`).join(', ');

const condition = ({ state, mode, statuses }: StandingRule) =>
  [
    state === null ? 'o.payment_state IS NULL' : `o.payment_state = ${quoted([state])}`,
    ...(mode ? [`o.payment_mode = ${quoted([mode])}`] : []),
    ...(statuses ? [`o.order_status IN (${quoted(statuses)})`] : []),
  ].join(' AND ');

/** The payment state of `orders o` in SQL, from the same first-match rules as api-schema's paymentStanding(). */
export const PAYMENT_STANDING_SQL = `CASE ${PAYMENT_STANDING_RULES.map((r) => `WHEN ${condition(r)} THEN ${quoted([r.standing])}`).join(' ')} END`;
