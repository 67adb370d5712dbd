import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../../ui/showToast';
import { productStockPriceInput, type AdminProduct } from '../../../../api-schema/adminCatalogue';
import { serverFieldErrors, serverMessage } from '../../../api/http';
import { schemaErrors, useValidatedForm } from '../../../lib/useValidatedForm';
import { Button } from '../../../ui/Button';
import { DeskLink } from '../../desk/deskLinks';
import { productsChanged, saveStockAndPrice } from './catalogueDeskApi';
import { ColourStockInputs } from './ColourStockInputs';
import * as styles from '../../desk/Desk.css';

/** `stock` holds one count per colour, in the product's colour order (stock is per colour, ADR 028). */
type Draft = { newPrice: string; oldPrice: string; stock: string[]; active: boolean };

const toNumber = (text: string) => (text.trim() === '' ? NaN : Number(text));
const toInput = (colours: AdminProduct['colors']) => (d: Draft) => ({
  newPrice: toNumber(d.newPrice),
  oldPrice: d.oldPrice.trim() === '' ? null : toNumber(d.oldPrice),
  colorStock: colours.map((c, i) => ({ colorName: c.name, stock: toNumber(d.stock[i] ?? '') })),
  active: d.active,
});

/** One product's price, old price, each colour's stock and Active flag, checked with the api-schema rules before saving. */
export function ProductEditRow({ product }: { product: AdminProduct }) {
  const queryClient = useQueryClient();
  const [toValues] = useState(() => toInput(product.colors));
  const [validate] = useState(() => schemaErrors(productStockPriceInput, toValues));
  const form = useValidatedForm<Draft>({
    state: useState<Draft>({
      newPrice: String(product.newPrice),
      oldPrice: product.oldPrice === null ? '' : String(product.oldPrice),
      stock: product.colors.map((c) => String(c.stock)),
      active: product.active,
    }),
    validate,
  });
  const { values: draft, errors } = form;
  const save = useMutation({
    mutationFn: saveStockAndPrice.bind(null, product.id),
    onSuccess: () => {
      showToast.success(`${product.productName} saved`);
      void productsChanged(queryClient);
    },
    onError: (error) => {
      form.setServerErrors(serverFieldErrors(error));
      showToast.error(serverMessage(error) ?? 'Saving failed.');
    },
  });
  const submit = () => form.submit((values) => save.mutate(productStockPriceInput.parse(toValues(values))));
  const input = (key: 'newPrice' | 'oldPrice', label: string) => (
    <td className={styles.cell} data-label={label}>
      <input
        className={styles.inlineInput}
        inputMode="numeric"
        aria-label={`${label} of ${product.productName}`}
        aria-invalid={errors[key] ? true : undefined}
        value={draft[key]}
        onChange={(e) => form.setField(key, e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && submit()}
      />
      {errors[key] && (
        <p className={styles.error} role="alert">
          {errors[key]}
        </p>
      )}
    </td>
  );
  return (
    <tr data-testid="desk-product">
      <td className={styles.cell}>
        {product.productName}
        {!product.active && <span className={styles.hiddenBadge}>Hidden from shop</span>}
        <br />
        <span className={styles.muted}>
          {product.id} · {product.categoryName} · {product.colors.map((c) => c.name).join(', ')}
        </span>
        <br />
        <DeskLink
          to="/admin/catalogue/$productId"
          params={{ productId: product.id }}
          aria-label={`Edit ${product.productName}`}
        >
          Edit details
        </DeskLink>
        {' · '}
        <DeskLink
          to="/admin/catalogue/$productId"
          params={{ productId: product.id }}
          aria-label={`Photos of ${product.productName}`}
        >
          Photos
        </DeskLink>
      </td>
      {input('newPrice', 'Price')}
      {input('oldPrice', 'Old price')}
      <td className={styles.cell} data-label="Stock">
        <ColourStockInputs
          product={product}
          counts={draft.stock}
          errors={errors}
          onChange={(counts) => form.setField('stock', counts)}
          onEnter={submit}
        />
      </td>
      <td className={styles.cell} data-label="Active">
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={draft.active}
            onChange={(e) => form.setField('active', e.target.checked)}
            aria-label={`Active: show ${product.productName} in the shop`}
          />
          <span aria-hidden="true">{draft.active ? 'Shown' : 'Hidden'}</span>
        </label>
      </td>
      <td className={styles.cell}>
        <Button size="sm" disabled={save.isPending} onClick={submit} aria-label={`Save ${product.productName}`}>
          Save
        </Button>
      </td>
    </tr>
  );
}
