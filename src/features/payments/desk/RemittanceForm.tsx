import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../../api/http';
import { formatINR } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { showToast } from '../../../ui/showToast';
import * as styles from '../../desk/Desk.css';
import * as look from './Remittances.css';
import { remittanceRecorded, type RemittancesApi } from './remittancesApi';

const todayInIndia = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

/** Date, amount, reference and the orders or AWBs (typed, or the courier's CSV); recorded whole or not at all. */
export function RemittanceForm({ api }: { api: RemittancesApi }) {
  const queryClient = useQueryClient();
  const [remittedOn, setRemittedOn] = useState(todayInIndia);
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [typed, setTyped] = useState('');
  const [csv, setCsv] = useState<{ name: string; text: string }>();
  const record = useMutation({
    mutationFn: api.record,
    onSuccess: ({ remittance, changed }) => {
      const short = remittance.shortfall > 0 ? `, ${formatINR(remittance.shortfall)} short` : '';
      showToast.success(
        changed
          ? `Remittance ${remittance.reference}: ${remittance.orders.length} order${remittance.orders.length === 1 ? '' : 's'} remitted${short}`
          : `Remittance ${remittance.reference} was already recorded: nothing changed`,
      );
      setAmount('');
      setReference('');
      setTyped('');
      setCsv(undefined);
    },
    onError: (error) => showToast.error(serverMessage(error) ?? 'The remittance could not be recorded.'),
    onSettled: () => remittanceRecorded(queryClient),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const orders = typed.split(/[\s,;]+/).filter(Boolean);
    record.mutate({ reference, remittedOn, amount: Number(amount), orders, ...(csv ? { csv: csv.text } : {}) });
  };
  return (
    <form className={`${styles.panel} ${look.form}`} onSubmit={submit} aria-label="Record a remittance">
      <label className={look.field}>
        <span className={styles.muted}>Date received</span>
        <input type="date" required value={remittedOn} onChange={(e) => setRemittedOn(e.target.value)} />
      </label>
      <label className={look.field}>
        <span className={styles.muted}>Amount (₹)</span>
        <input inputMode="numeric" required value={amount} onChange={(e) => setAmount(e.target.value)} />
      </label>
      <label className={look.field}>
        <span className={styles.muted}>Reference (UTR or courier’s remittance id)</span>
        <input required value={reference} onChange={(e) => setReference(e.target.value)} />
      </label>
      <label className={`${look.field} ${look.wide}`}>
        <span className={styles.muted}>Orders or AWBs it covers (one per line, or separated by commas)</span>
        <textarea rows={3} value={typed} onChange={(e) => setTyped(e.target.value)} />
      </label>
      <label className={look.field}>
        <span className={styles.muted}>…or the courier’s CSV {csv ? `(${csv.name})` : ''}</span>
        <input
          type="file"
          accept=".csv,text/csv"
          aria-label="Courier remittance CSV"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void file.text().then((text) => setCsv({ name: file.name, text }));
          }}
        />
      </label>
      <Button type="submit" size="sm" disabled={record.isPending}>
        Record remittance
      </Button>
    </form>
  );
}
