-- A bank statement is imported line by line (docs/payments.md): the same file may be imported again, each
-- line then answering "already paid", so the file's hash is no longer unique; each import keeps its counts.
ALTER TABLE statement_imports DROP CONSTRAINT statement_imports_file_hash_key;
CREATE INDEX statement_imports_file_hash_idx ON statement_imports (file_hash);
-- A statement line without the order number in its narration is matched by the UTR the shopper claimed.
CREATE INDEX orders_claimed_utr_idx ON orders (claimed_utr) WHERE claimed_utr IS NOT NULL;
