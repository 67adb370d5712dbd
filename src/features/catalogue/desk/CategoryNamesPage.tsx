import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CATEGORY_NAME_HI_MAX, type AdminCategory } from '../../../../api-schema/adminCategories';
import { serverMessage } from '../../../api/http';
import { Button } from '../../../ui/Button';
import * as styles from '../../desk/Desk.css';
import { categoryDeskQueries, hindiNameSaved, saveHindiName } from './categoryDeskApi';

/** Categories: each one's name for shoppers who read the shop in Hindi (blank: they see the English name). */
export function CategoryNamesPage() {
  const categories = useQuery(categoryDeskQueries.list());
  return (
    <>
      <h1 className={styles.heading}>Categories</h1>
      <p className={styles.intro}>
        The name shoppers see when they read the shop in Hindi. Leave it blank to show the English name.
      </p>
      {categories.isError && (
        <p className={styles.error}>{serverMessage(categories.error) ?? 'The categories could not be loaded.'}</p>
      )}
      {categories.data?.map((category) => (
        <CategoryNameRow key={`${category.id}:${category.categoryNameHi ?? ''}`} category={category} />
      ))}
    </>
  );
}

function CategoryNameRow({ category }: { category: AdminCategory }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(category.categoryNameHi ?? '');
  const save = useMutation({
    mutationFn: () => saveHindiName(category.id, name),
    onSettled: () => void hindiNameSaved(queryClient),
  });
  const unchanged = name.trim() === (category.categoryNameHi ?? '');
  return (
    <form
      className={`${styles.panel} ${styles.actions}`}
      data-testid="desk-category"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <strong>{category.categoryName}</strong>
      <span className={styles.muted}>{category.products} products</span>
      <input
        lang="hi"
        aria-label={`Hindi name of ${category.categoryName}`}
        maxLength={CATEGORY_NAME_HI_MAX}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <Button size="sm" tone="primary" type="submit" disabled={save.isPending || unchanged}>
        Save
      </Button>
      {save.isError && <p className={styles.error}>{serverMessage(save.error) ?? 'That did not work.'}</p>}
    </form>
  );
}
