import { Button } from '../../../ui/Button';
import * as styles from '../../desk/Desk.css';

/** The month before this one in India ('2026-10' during November): the month the accountant files. */
function lastMonthInIndia(now = new Date()): string {
  const india = new Date(now.getTime() + 330 * 60_000);
  const previous = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth() - 1, 1));
  return previous.toISOString().slice(0, 7);
}

/** A plain download form: the browser sends the session cookie and saves the CSV the server names. */
export function GstExportForm() {
  return (
    <form method="get" action="/api/admin/gst/export.csv" className={styles.actions} aria-label="GST export">
      <label className={styles.actions}>
        GST export for
        <input
          type="month"
          name="month"
          required
          pattern="\d{4}-\d{2}"
          min="2000-01"
          max="2099-12"
          defaultValue={lastMonthInIndia()}
        />
      </label>
      <Button type="submit" size="sm">
        Download CSV
      </Button>
      <span className={styles.muted}>Invoices and credit notes, B2C and HSN summaries, serial ranges (India time)</span>
    </form>
  );
}
