CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE categories (
  id text PRIMARY KEY,
  category_name text NOT NULL,
  description text NOT NULL DEFAULT '',
  category_image text NOT NULL DEFAULT '',
  position integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE products (
  id text PRIMARY KEY,
  category_id text NOT NULL REFERENCES categories (id),
  product_name text NOT NULL,
  description text NOT NULL DEFAULT '',
  return_policy text NOT NULL DEFAULT '',
  new_price integer NOT NULL CHECK (new_price >= 0),
  old_price integer CHECK (old_price >= 0),
  stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
  specifications jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE product_colors (
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL,
  hex text NOT NULL,
  images text[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (product_id, position),
  UNIQUE (product_id, name)
);

-- One index per listing filter/sort of docs/product.md §7; (x, id) keeps the tiebreak inside the index.
CREATE INDEX products_category_created_idx ON products (category_id, created_at DESC, id);
CREATE INDEX products_created_idx ON products (created_at DESC, id);
CREATE INDEX products_price_idx ON products (new_price, id);
CREATE INDEX products_name_idx ON products (product_name, id);
CREATE INDEX products_in_stock_idx ON products (created_at DESC, id) WHERE stock > 0;
CREATE INDEX products_search_trgm_idx ON products USING gin ((product_name || ' ' || description) gin_trgm_ops);
CREATE INDEX products_name_trgm_idx ON products USING gin (product_name gin_trgm_ops);

CREATE TABLE cities (
  id text PRIMARY KEY,
  name text NOT NULL,
  state text NOT NULL DEFAULT '',
  delivery_charge integer NOT NULL DEFAULT 0 CHECK (delivery_charge >= 0),
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE content_pages (
  slug text PRIMARY KEY CHECK (slug IN ('about', 'privacy', 'terms')),
  title text NOT NULL,
  html text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contact_messages (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL DEFAULT '',
  subject text NOT NULL DEFAULT '',
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
