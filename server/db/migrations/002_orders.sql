CREATE TABLE orders (
  id bigserial PRIMARY KEY,
  order_number text NOT NULL UNIQUE,
  idempotency_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  order_status text NOT NULL DEFAULT 'pending',
  payment_mode text NOT NULL DEFAULT 'cod',
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  address1 text NOT NULL,
  address2 text NOT NULL DEFAULT '',
  city_id text NOT NULL REFERENCES cities (id),
  city_name text NOT NULL,
  state text NOT NULL,
  pincode text NOT NULL,
  subtotal integer NOT NULL,
  delivery_charge integer NOT NULL,
  total_amount integer NOT NULL
);

CREATE TABLE order_lines (
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position integer NOT NULL,
  product_id text NOT NULL REFERENCES products (id),
  product_name text NOT NULL,
  color text NOT NULL,
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 10),
  price integer NOT NULL,
  old_price integer,
  PRIMARY KEY (order_id, position)
);

CREATE INDEX order_lines_product_idx ON order_lines (product_id);
