import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '../../../api/http';
import { formatDateTime } from '../../../lib/format';
import { DeskPager } from '../../desk/DeskPager';
import { activityQueries } from './activityApi';
import * as styles from '../../desk/Desk.css';

/** Every operator change, newest first: when, who, and what in words (the server's sentence for each kind). */
export function ActivityPage() {
  const [page, setPage] = useState(1);
  const activity = useQuery(activityQueries.page(page));
  return (
    <>
      <h1 className={styles.heading}>Activity</h1>
      {activity.isError && (
        <p className={styles.error}>{serverMessage(activity.error) ?? 'The activity could not be loaded.'}</p>
      )}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.cell}>When</th>
              <th className={styles.cell}>Who</th>
              <th className={styles.cell}>What</th>
            </tr>
          </thead>
          <tbody>
            {activity.data?.entries.map((e) => (
              <tr key={e.id} data-testid="desk-activity">
                <td className={styles.cell}>
                  <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                </td>
                <td className={styles.cell}>{e.operator}</td>
                <td className={styles.cell}>{e.summary}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {activity.data && (
        <DeskPager
          current={activity.data.pagination.current}
          pages={activity.data.pagination.pages}
          onChange={setPage}
        />
      )}
    </>
  );
}
