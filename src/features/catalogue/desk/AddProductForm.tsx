import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../../ui/showToast';
import { MAX_COLOURS, newProductInput } from '../../../../api-schema/adminCatalogue';
import { serverFieldErrors, serverMessage } from '../../../api/http';
import { schemaErrors, useValidatedForm } from '../../../lib/useValidatedForm';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { categoryQueries } from '../categoryQueries';
import { addProduct, productsChanged } from './catalogueDeskApi';
import * as styles from '../../desk/Desk.css';

type Colour = { name: string; hex: string };
const EMPTY = { productName: '', categoryId: '', description: '', newPrice: '', oldPrice: '', stock: '' };
type Values = typeof EMPTY & { colors: Colour[] };

const number = (text: string) => (text.trim() === '' ? NaN : Number(text));
const toInput = (values: Values) => ({
  ...values,
  newPrice: number(values.newPrice),
  oldPrice: values.oldPrice.trim() === '' ? null : number(values.oldPrice),
  stock: number(values.stock),
});
const validate = schemaErrors(newProductInput, toInput);

/** A new product with its colours; checked with the api-schema rules here and again by the server. */
export function AddProductForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const categories = useQuery(categoryQueries.active());
  const form = useValidatedForm<Values>({
    state: useState<Values>({ ...EMPTY, colors: [{ name: '', hex: '#7a3e1d' }] }),
    validate,
  });
  const { values } = form;
  const colors = values.colors;
  // Nested messages (a colour's name) are keyed by their path, e.g. `colors.0.name`.
  const errors = form.errors as Record<string, string | undefined>;
  const setColors = (change: (colours: Colour[]) => Colour[]) => form.setField('colors', change(colors));
  const save = useMutation({
    mutationFn: addProduct,
    onSuccess: (product) => {
      showToast.success(`${product?.productName ?? 'Product'} added`);
      void productsChanged(queryClient);
      onDone();
    },
    onError: (error) => {
      form.setServerErrors(serverFieldErrors(error));
      showToast.error(serverMessage(error) ?? 'Adding the product failed.');
    },
  });
  const submit = form.handleSubmit((v) => save.mutate(newProductInput.parse(toInput(v))));
  const bind = (key: keyof typeof EMPTY) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => form.setField(key, e.target.value),
  });
  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-label="Add a product">
      <h2>Add a product</h2>
      <div className={styles.filters}>
        <Field label="Product name" error={errors.productName}>
          <input {...bind('productName')} />
        </Field>
        <Field label="Category" error={errors.categoryId}>
          <select {...bind('categoryId')}>
            <option value="">Choose…</option>
            {categories.data?.map((c) => (
              <option key={c._id} value={c._id}>
                {c.categoryName}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Price (₹)" error={errors.newPrice}>
          <input inputMode="numeric" {...bind('newPrice')} />
        </Field>
        <Field label="Old price (₹)" error={errors.oldPrice}>
          <input inputMode="numeric" {...bind('oldPrice')} />
        </Field>
        <Field label="Stock" error={errors.stock}>
          <input inputMode="numeric" {...bind('stock')} />
        </Field>
      </div>
      <Field label="Description" error={errors.description}>
        <textarea rows={3} {...bind('description')} />
      </Field>
      <fieldset style={{ border: 0, padding: 0 }}>
        <legend>Colours</legend>
        {colors.map((colour, i) => (
          <div key={i} className={styles.actions}>
            <Field label={`Colour ${i + 1} name`} error={errors[`colors.${i}.name`]}>
              <input
                value={colour.name}
                onChange={(e) => setColors((cs) => cs.map((c, j) => (j === i ? { ...c, name: e.target.value } : c)))}
              />
            </Field>
            <Field label={`Colour ${i + 1}`} error={errors[`colors.${i}.hex`]}>
              <input
                type="color"
                value={colour.hex}
                onChange={(e) => setColors((cs) => cs.map((c, j) => (j === i ? { ...c, hex: e.target.value } : c)))}
              />
            </Field>
            {colors.length > 1 && (
              <Button size="sm" tone="ghost" onClick={() => setColors((cs) => cs.filter((_, j) => j !== i))}>
                Remove
              </Button>
            )}
          </div>
        ))}
        {errors.colors && <p className={styles.error}>{errors.colors}</p>}
        {colors.length < MAX_COLOURS && (
          <Button size="sm" tone="secondary" onClick={() => setColors((cs) => [...cs, { name: '', hex: '#1f1a17' }])}>
            Add a colour
          </Button>
        )}
      </fieldset>
      <div className={styles.actions} style={{ marginTop: '1rem' }}>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Adding…' : 'Add product'}
        </Button>
        <Button tone="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
