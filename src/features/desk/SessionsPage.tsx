import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeskSession } from '../../../api-schema/adminSessions';
import { serverMessage } from '../../api/http';
import { formatDateTime } from '../../lib/format';
import { Button } from '../../ui/Button';
import { showToast } from '../../ui/showToast';
import * as styles from './Desk.css';
import { deviceName, endDeskSessions, sessionListQuery, sessionsEnded } from './sessionsApi';

/** Where the operator is signed in: this browser first; any other can be ended, one or all. */
export function SessionsPage() {
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionListQuery());
  const end = useMutation({
    mutationFn: endDeskSessions,
    onSuccess: (ended) => showToast.success(ended === 1 ? 'One session ended.' : `${ended} sessions ended.`),
    onError: (error) => showToast.error(serverMessage(error) ?? 'The session could not be ended. Please try again.'),
    onSettled: () => void sessionsEnded(queryClient),
  });
  const others = sessions.data?.filter((s) => !s.current) ?? [];
  return (
    <>
      <h1 className={styles.heading}>Sessions</h1>
      <p className={styles.intro}>
        Where you are signed in to the shop desk. If you see a browser you do not recognise, end its session.
      </p>
      {sessions.isError && (
        <p className={styles.error}>{serverMessage(sessions.error) ?? 'The sessions could not be loaded.'}</p>
      )}
      {sessions.data?.map((s) => (
        <SessionCard key={s.id} session={s} onEnd={() => end.mutate(s.id)} ending={end.isPending} />
      ))}
      {others.length > 0 && (
        <Button tone="secondary" disabled={end.isPending} onClick={() => end.mutate(undefined)}>
          End all other sessions
        </Button>
      )}
      {sessions.data && others.length === 0 && <p className={styles.muted}>You are not signed in anywhere else.</p>}
    </>
  );
}

function SessionCard({ session: s, onEnd, ending }: { session: DeskSession; onEnd: () => void; ending: boolean }) {
  return (
    <article className={styles.panel} data-testid="desk-session">
      <div className={styles.actions}>
        <strong>{deviceName(s.userAgent)}</strong>
        {s.current && <span className={styles.status}>This browser</span>}
        {!s.current && (
          <Button size="sm" tone="secondary" disabled={ending} onClick={onEnd} style={{ marginLeft: 'auto' }}>
            End session
          </Button>
        )}
      </div>
      <p className={styles.muted}>
        Signed in {formatDateTime(s.createdAt)} · last active {formatDateTime(s.lastSeenAt)}
        {s.client && ` · from ${s.client}`}
      </p>
    </article>
  );
}
