import { DeskLink } from './deskLinks';
import * as styles from './Desk.css';

/** An /admin/… address the desk has no section for: said plainly, with the way back to the orders. */
export function DeskNotFound() {
  return (
    <>
      <h1 className={styles.heading}>No such desk page</h1>
      <p className={styles.intro}>The desk has no page at this address.</p>
      <p>
        <DeskLink to="/admin/orders">← Orders</DeskLink>
      </p>
    </>
  );
}
