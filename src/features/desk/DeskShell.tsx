import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { Spinner } from '../../ui/Spinner';
import { signOut } from './deskApi';
import { DeskLink } from './deskLinks';
import { deskKeys, deskQueries } from './deskQueries';
import * as styles from './Desk.css';
import { SignInForm } from './SignInForm';
import { useToastsBelow } from './useToastsBelow';

/** The bar's sections: a new one is a file route src/desk/routes/admin.<section>.tsx and a line here. */
const SECTIONS = [
  { to: '/admin', label: 'Today' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/customers', label: 'Customers' },
  { to: '/admin/catalogue', label: 'Catalogue' },
  { to: '/admin/categories', label: 'Categories' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/reviews', label: 'Reviews' },
  { to: '/admin/payments', label: 'Payments' },
  { to: '/admin/coupons', label: 'Coupons' },
  { to: '/admin/remittances', label: 'Remittances' },
  { to: '/admin/activity', label: 'Activity' },
  { to: '/admin/sessions', label: 'Sessions' },
] as const;

/** The bar's entry for a path: /admin is Today, /admin/orders/… belongs to Orders, /admin/catalogue/… to Catalogue. */
const sectionOf = (pathname: string) => {
  const first = pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? '';
  return first === '' ? '/admin' : `/admin/${first}`;
};

/** The desk's own layout (no shop header or footer): sign-in until a session exists, then the sections. */
export function DeskShell() {
  const queryClient = useQueryClient();
  const session = useQuery(deskQueries.session());
  const current = useRouterState({ select: (s) => sectionOf(s.location.pathname) });
  const bar = useToastsBelow();
  const leave = useMutation({
    mutationFn: signOut,
    onSettled: () => queryClient.removeQueries({ queryKey: deskKeys.all() }),
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
            <DeskLink
              key={s.to}
              to={s.to}
              activeOptions={{ exact: true, includeSearch: false }}
              className={styles.navLink}
              data-current={s.to === current ? 'page' : undefined}
              aria-current={s.to === current ? 'page' : undefined}
            >
              {s.label}
            </DeskLink>
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
        <Outlet />
      </main>
    </div>
  );
}
