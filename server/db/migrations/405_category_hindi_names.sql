-- Issue 44: a category's name in Hindi, shown to shoppers who read the shop in Hindi; the owner edits it on the
-- desk (Categories). Empty means "not given": Hindi readers then see the English name.
ALTER TABLE categories
  ADD COLUMN category_name_hi text CHECK (category_name_hi IS NULL OR length(btrim(category_name_hi)) BETWEEN 1 AND 60);

