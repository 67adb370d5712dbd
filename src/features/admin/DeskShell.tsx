import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { Spinner } from '../../ui/Spinner';
import { signOut } from './deskApi';
import { deskQueries } from './deskQueries';
import * as styles from './Desk.css';
import { deskPath } from './deskLinks';
import { DeskSections } from './DeskSections';
import { SignInForm } from './SignInForm';
import { useToastsBelow } from './useToastsBelow';

const SECTIONS = [
  { section: '', label: 'Today' },
  { section: 'orders', label: 'Orders' },
  { section: 'catalogue', label: 'Catalogue' },
  { section: 'messages', label: 'Messages' },
  { section: 'payments', label: 'Payments' },
  { section: 'remittances', label: 'Remittances' },
  { section: 'activity', label: 'Activity' },
  { section: 'sessions', label: 'Sessions' },
] as const;

const sectionOf = (pathname: string) => pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? '';

/** The desk's own layout (no shop header or footer): sign-in until a session exists, then the sections. */
export function DeskShell() {
  const queryClient = useQueryClient();
  const session = useQuery(deskQueries.session());
  const current = useRouterState({ select: (s) => sectionOf(s.location.pathname) });
  const bar = useToastsBelow();
  const leave = useMutation({
    mutationFn: signOut,
    onSettled: () => queryClient.removeQueries({ queryKey: deskQueries.all() }),
  });
  if (session.isPending)
    return (
      <div className={styles.signIn}>
        <Spinner />
      </div>
    );
  if (!session.data)
    return (
      <div className={styles.shell}>
        <SignInForm />
      </div>
    );
  return (
    <div className={styles.shell}>
      <header className={styles.bar} ref={bar}>
        <span className={styles.brand}>Jhola &amp; Co. · Shop desk</span>
        <nav className={styles.nav} aria-label="Desk sections">
          {SECTIONS.map((s) => (
            <Link
              key={s.section}
              {...deskPath(s.section)}
              activeOptions={{ exact: true, includeSearch: false }}
              className={styles.navLink}
              data-current={s.section === current ? 'page' : undefined}
              aria-current={s.section === current ? 'page' : undefined}
            >
              {s.label}
            </Link>
          ))}
        </nav>
        <span className={styles.who}>{session.data.operator.email}</span>
        <button
          type="button"
          className={styles.navLink}
          style={{ background: 'none', border: 0, cursor: 'pointer' }}
          onClick={() => leave.mutate()}
        >
          Sign out
        </button>
      </header>
      <main className={styles.page}>
        <DeskSections />
      </main>
    </div>
  );
}
