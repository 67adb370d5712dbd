import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGE_VIEWS, type AdminMessage } from '../../../../api-schema/adminMessages';
import { serverMessage } from '../../../api/http';
import { formatDateTime } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { DeskPager } from '../../desk/DeskPager';
import { markMessage, messageDeskQueries, messageMarked } from './messageDeskApi';
import * as styles from '../../desk/Desk.css';

const VIEW_LABELS = { open: 'Open', unread: 'Unread', all: 'All' } as const;

/** The contact inbox. Every field is rendered as React text: HTML a visitor typed shows as characters, never as markup. */
export function MessagesPage() {
  const [view, setView] = useState<(typeof MESSAGE_VIEWS)[number]>('open');
  const [page, setPage] = useState(1);
  const messages = useQuery(messageDeskQueries.list({ view, page }));
  return (
    <>
      <h1 className={styles.heading}>Messages {messages.data ? `(${messages.data.unread} unread)` : ''}</h1>
      <div className={styles.actions} role="group" aria-label="Show">
        {MESSAGE_VIEWS.map((v) => (
          <Button
            key={v}
            size="sm"
            tone={v === view ? 'primary' : 'secondary'}
            onClick={() => (setView(v), setPage(1))}
          >
            {VIEW_LABELS[v]}
          </Button>
        ))}
      </div>
      {messages.isError && (
        <p className={styles.error}>{serverMessage(messages.error) ?? 'The messages could not be loaded.'}</p>
      )}
      <div style={{ marginTop: '1rem' }}>
        {messages.data?.messages.map((m) => (
          <MessageCard key={m.id} message={m} />
        ))}
        {messages.data?.messages.length === 0 && <p className={styles.muted}>Nothing here.</p>}
      </div>
      {messages.data && (
        <DeskPager
          current={messages.data.pagination.current}
          pages={messages.data.pagination.pages}
          onChange={setPage}
        />
      )}
    </>
  );
}

function MessageCard({ message: m }: { message: AdminMessage }) {
  const queryClient = useQueryClient();
  const mark = useMutation({
    mutationFn: (change: { read?: boolean; handled?: boolean }) => markMessage(m.id, change),
    onSettled: () => void messageMarked(queryClient),
  });
  return (
    <article className={styles.panel} data-testid="desk-message" style={{ fontWeight: m.readAt ? 'normal' : 600 }}>
      <header className={styles.actions}>
        <strong>{m.subject || '(no subject)'}</strong>
        <span className={styles.muted}>
          {m.name} · <a href={`mailto:${m.email}`}>{m.email}</a>
          {m.phone && ` · ${m.phone}`} · {formatDateTime(m.createdAt)}
        </span>
      </header>
      <p className={styles.messageText} style={{ fontWeight: 'normal' }}>
        {m.message}
      </p>
      <div className={styles.actions}>
        <Button size="sm" tone="secondary" disabled={mark.isPending} onClick={() => mark.mutate({ read: !m.readAt })}>
          {m.readAt ? 'Mark unread' : 'Mark read'}
        </Button>
        <Button
          size="sm"
          tone={m.handledAt ? 'secondary' : 'primary'}
          disabled={mark.isPending}
          onClick={() => mark.mutate(m.handledAt ? { handled: false } : { read: true, handled: true })}
        >
          {m.handledAt ? 'Reopen' : 'Mark handled'}
        </Button>
      </div>
    </article>
  );
}
