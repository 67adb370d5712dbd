import type { CategoryRef } from '../../api-schema/entities';
import { currentLanguage } from './language';

/** A category's name in the reader's language: the owner's Hindi name when there is one, else the English. */
export const categoryLabel = (category: CategoryRef) =>
  (currentLanguage() === 'hi' && category.categoryNameHi) || category.categoryName;
