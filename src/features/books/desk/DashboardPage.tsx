import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../../api-schema/adminDashboard';
import { formatINR } from '../../../lib/format';
import { dashboardQuery } from './dashboardApi';
import { ordersPlaced, WAITING_LABELS, WAITING_LISTS, type DeskList } from './dashboardLinks';
import * as styles from '../../desk/Desk.css';
import * as board from './Dashboard.css';
import { DeskLink } from '../../desk/deskLinks';
import { GstExportForm } from '../../tax/desk/GstExportForm';

const linkTo = (list: DeskList) => ({ to: list.to, search: list.search });

const dayName = (day: string) =>
  new Date(`${day}T12:00:00+05:30`).toLocaleDateString('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'Asia/Kolkata',
  });

/** /admin: the owner's day — today and the last seven days (India time) and what waits, each figure a link. */
export function DashboardPage() {
  const view = useQuery(dashboardQuery());
  if (view.isError) return <p className={styles.error}>The dashboard could not be loaded. Please reload the page.</p>;
  if (!view.data) return <p className={styles.muted}>Loading…</p>;
  const { today, lastSevenDays } = view.data;
  return (
    <>
      <h1 className={styles.heading}>Today, {dayName(today.to)}</h1>
      <div className={board.spans}>
        <Span title="Today" span={today} />
        <Span title={`Last 7 days (${dayName(lastSevenDays.from)} – today)`} span={lastSevenDays} />
        <NotInYet waiting={view.data.waiting} />
      </div>
      <h2 className={styles.heading}>Waiting for you</h2>
      <Waiting data={view.data} />
      <h2 className={styles.heading} style={{ marginTop: '1.5rem' }}>
        For the accountant
      </h2>
      <GstExportForm />
    </>
  );
}

function Span({ title, span }: { title: string; span: Dashboard['today'] }) {
  const list = linkTo(ordersPlaced(span.from, span.to));
  return (
    <section className={board.card} aria-label={title}>
      <h3 style={{ margin: 0 }}>{title}</h3>
      <div className={board.figures}>
        <DeskLink {...list} className={board.big} data-testid="figure-orders">
          {span.orders} order{span.orders === 1 ? '' : 's'}
        </DeskLink>
        <span className={board.big} data-testid="figure-net">
          {formatINR(span.net)} net
        </span>
      </div>
      <dl className={board.money}>
        <dt>Received</dt>
        <dd data-testid="figure-received">
          {formatINR(span.received)}
          <span className={styles.muted}>
            {' '}
            UPI {formatINR(span.receivedUpi)} + COD remitted {formatINR(span.receivedCod)}
          </span>
        </dd>
        <dt>Refunded</dt>
        <dd data-testid="figure-refunded">− {formatINR(span.refunded)}</dd>
        <dt>Ordered</dt>
        <dd data-testid="figure-ordered">
          {formatINR(span.ordered)} <span className={styles.muted}>placed, not cancelled</span>
        </dd>
      </dl>
    </section>
  );
}

/** Money the shop is owed now: not takings until it arrives (docs/desk.md). */
function NotInYet({ waiting: w }: { waiting: Dashboard['waiting'] }) {
  return (
    <section className={board.card} aria-label="Not in yet">
      <h3 style={{ margin: 0 }}>Not in yet</h3>
      <dl className={board.money}>
        <dt>Awaiting UPI</dt>
        <dd>
          <DeskLink {...linkTo(WAITING_LISTS.awaitingPayment)} data-testid="figure-awaiting-upi">
            {formatINR(w.awaitingPaymentAmount)}
          </DeskLink>{' '}
          <span className={styles.muted}>
            {w.awaitingPayment} order{w.awaitingPayment === 1 ? '' : 's'}
          </span>
        </dd>
        <dt>COD with couriers</dt>
        <dd>
          <DeskLink {...linkTo(WAITING_LISTS.codUnremitted)} data-testid="figure-cod-with-couriers">
            {formatINR(w.codUnremittedAmount)}
          </DeskLink>{' '}
          <span className={styles.muted}>collected, not yet remitted</span>
        </dd>
      </dl>
    </section>
  );
}

function Waiting({ data }: { data: Dashboard }) {
  const w = data.waiting;
  const notes: Partial<Record<keyof typeof WAITING_LISTS, string>> = {
    awaitingPayment: `${formatINR(w.awaitingPaymentAmount)} to come`,
    codUnremitted: `${formatINR(w.codUnremittedAmount)} with couriers`,
    codLate: `collected over ${data.codLateDays} days ago`,
    lowStock: `at or below ${data.lowStockThreshold} (or the product’s own level)`,
  };
  const tiles = WAITING_LABELS.map(([key, label]) => [key, label, notes[key]] as const);
  const alarms = new Set(['codLate', 'refundsDue', 'lowStock']);
  return (
    <ul className={board.tiles}>
      {tiles.map(([key, label, note]) => (
        <li key={key}>
          <DeskLink
            {...linkTo(WAITING_LISTS[key])}
            className={board.tile}
            data-testid={`waiting-${key}`}
            data-waiting={w[key] > 0 && !alarms.has(key) ? '' : undefined}
            data-alarm={w[key] > 0 && alarms.has(key) ? '' : undefined}
          >
            <span className={board.big}>{w[key]}</span>
            <span>{label}</span>
            {note && <span className={styles.muted}>{note}</span>}
          </DeskLink>
        </li>
      ))}
    </ul>
  );
}
