import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '../../../api/http';
import { Button } from '../../../ui/Button';
import { DeskPager } from '../../desk/DeskPager';
import { DeskLink, useDeskNavigate } from '../../desk/deskLinks';
import { AddProductForm } from './AddProductForm';
import { catalogueDeskQueries } from './catalogueDeskApi';
import type { CatalogueDeskSearch } from './catalogueDeskSearch';
import * as styles from '../../desk/Desk.css';
import { ProductEditRow } from './ProductEditRow';

/** Every product (hidden ones too, marked) with price, old price, stock and Active, each editable in its row. */
export function CataloguePage({ search }: { search: CatalogueDeskSearch }) {
  const navigate = useDeskNavigate();
  const products = useQuery({ ...catalogueDeskQueries.list({ ...search }), placeholderData: keepPreviousData });
  const [q, setQ] = useState(search.q ?? '');
  const [adding, setAdding] = useState(false);
  return (
    <>
      <h1 className={styles.heading}>Catalogue</h1>
      {adding ? (
        <AddProductForm onDone={() => setAdding(false)} />
      ) : (
        <p>
          <Button size="sm" onClick={() => setAdding(true)}>
            Add a product
          </Button>
        </p>
      )}
      <form
        className={`${styles.panel} ${styles.actions}`}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          void navigate({ to: '/admin/catalogue', search: q.trim() ? { q: q.trim() } : {} });
        }}
      >
        <label>
          <span className={styles.muted}>Product name or id </span>
          <input type="search" value={q} onChange={(e) => setQ(e.target.value)} />
        </label>
        <Button type="submit" size="sm">
          Search
        </Button>
        <span className={styles.muted}>
          {products.data
            ? `${products.data.pagination.total} product${products.data.pagination.total === 1 ? '' : 's'}`
            : ''}
        </span>
      </form>
      {search.lowStock && (
        <p className={styles.actions} data-testid="low-stock-filter">
          <strong>Low on stock: shown in the shop, at or below the low-stock level</strong>
          <DeskLink to="/admin/catalogue" search={{}}>
            Show all products
          </DeskLink>
        </p>
      )}
      {products.isError && (
        <p className={styles.error}>{serverMessage(products.error) ?? 'The products could not be loaded.'}</p>
      )}
      <div className={styles.tableWrap}>
        <table className={`${styles.table} ${styles.stacked}`}>
          <thead>
            <tr>
              <th className={styles.cell}>Product</th>
              <th className={styles.cell}>Price (₹)</th>
              <th className={styles.cell}>Old price (₹)</th>
              <th className={styles.cell}>Stock</th>
              <th className={styles.cell}>Active</th>
              <th className={styles.cell}>
                <span className={styles.muted}>Save</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {products.data?.products.map((p) => (
              <ProductEditRow key={`${p.id}:${p.newPrice}:${p.oldPrice}:${p.stock}:${p.active}`} product={p} />
            ))}
          </tbody>
        </table>
      </div>
      {products.data && (
        <DeskPager
          current={products.data.pagination.current}
          pages={products.data.pagination.pages}
          onChange={(page) => void navigate({ to: '/admin/catalogue', search: { ...search, page } })}
        />
      )}
    </>
  );
}
