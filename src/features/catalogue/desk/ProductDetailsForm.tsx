import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { productEditInput, type ProductDetails } from '../../../../api-schema/adminProductEdit';
import { globalErrorMessage, serverFieldErrors, serverMessage } from '../../../api/http';
import { useValidatedForm } from '../../../lib/useValidatedForm';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { showToast } from '../../../ui/showToast';
import { categoryQueries } from '../categoryQueries';
import { ColourRows } from './ColourRows';
import { catalogueDeskQueries, detailsSaved } from './catalogueDeskApi';
import * as desk from '../../desk/Desk.css';
import { draftOf, editOf, validateDraft, type ProductDraft } from './productDraft';
import { saveProductDetails } from './productEditApi';
import * as styles from './ProductEdit.css';
import { SpecificationRows } from './SpecificationRows';

/**
 * Name, category, low-stock threshold, description, specifications and colours of one product, checked
 * with the api-schema rules here and again by the server. A failed save keeps everything typed.
 */
export function ProductDetailsForm({ product }: { product: ProductDetails }) {
  const queryClient = useQueryClient();
  const categories = useQuery(categoryQueries.active());
  // The photos section below changes photo counts; a colour's Remove follows them without a reload.
  const photos = useQuery(catalogueDeskQueries.photos(product.id));
  const photoCounts = new Map(photos.data?.colors.map((c) => [c.position, c.photos.length]));
  const [version, setVersion] = useState(product.version);
  const [notSaved, setNotSaved] = useState<string>();
  const form = useValidatedForm<ProductDraft>({ state: useState(() => draftOf(product)), validate: validateDraft });
  const { values } = form;
  const errors = form.errors as Record<string, string | undefined>;
  const save = useMutation({
    mutationFn: (draft: ProductDraft) => saveProductDetails(product.id, productEditInput.parse(editOf(draft, version))),
    onMutate: () => setNotSaved(undefined),
    onSuccess: ({ product: saved, changed }) => {
      setVersion(saved.version);
      form.reset(draftOf(saved));
      detailsSaved(queryClient, saved);
      if (changed) showToast.success(`${saved.productName} saved`);
      else showToast.success('Nothing to save: the product already reads like this');
    },
    onError: (error) => {
      form.setServerErrors(serverFieldErrors(error));
      // A server or network failure already has its toast (api/http.ts); a refusal gets the server's sentence.
      const global = globalErrorMessage(error);
      if (!global) showToast.error(serverMessage(error) ?? 'Saving failed.');
      setNotSaved(
        `Not saved: ${global ?? serverMessage(error) ?? 'saving failed.'} Everything you typed is still here.`,
      );
    },
  });
  const text = (key: 'productName' | 'description' | 'categoryId' | 'lowStockThreshold') => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => form.setField(key, e.target.value),
  });
  const shown = categories.data ?? [];
  const categoryListed = shown.some((c) => c._id === values.categoryId);
  return (
    <form
      className={desk.panel}
      onSubmit={form.handleSubmit((draft) => save.mutate(draft))}
      noValidate
      aria-label={`Details of ${product.productName}`}
    >
      <div className={styles.mainFields}>
        <Field label="Product name" error={errors.productName}>
          <input {...text('productName')} />
        </Field>
        <Field label="Category" error={errors.categoryId}>
          <select {...text('categoryId')}>
            {!categoryListed && <option value={product.categoryId}>{product.categoryName}</option>}
            {shown.map((c) => (
              <option key={c._id} value={c._id}>
                {c.categoryName}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Low-stock alert at" error={errors.lowStockThreshold}>
          <input
            inputMode="numeric"
            placeholder={`Shop default (${product.shopLowStockThreshold})`}
            {...text('lowStockThreshold')}
          />
        </Field>
      </div>
      <p className={styles.hint}>
        Stock now: {product.stock}. The dashboard lists the product when stock is at or below its alert; empty uses the
        shop’s default of {product.shopLowStockThreshold}.
      </p>
      <div className={styles.group}>
        <Field label="Description" error={errors.description}>
          <textarea rows={4} {...text('description')} />
        </Field>
      </div>
      <SpecificationRows
        rows={values.specifications}
        onChange={(rows) => form.setField('specifications', rows)}
        errors={errors}
      />
      <ColourRows
        rows={values.colors.map((c) => ({ ...c, photos: photoCounts.get(c.position ?? -1) ?? c.photos }))}
        onChange={(rows) => form.setField('colors', rows)}
        errors={errors}
      />
      <div className={styles.saveBar}>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save changes'}
        </Button>
        <span className={desk.muted}>Shoppers see the change within a second; the Activity log records it.</span>
      </div>
      {notSaved && (
        <p className={desk.error} role="alert">
          {notSaved}
        </p>
      )}
    </form>
  );
}
