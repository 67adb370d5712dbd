-- Reviews from real buyers (issue 43; REVIEWS=on): one per order line, written through the order's signed link.
-- Never deleted: the owner approves or hides one (with a reason); a hidden review stays counted on the desk.
CREATE TABLE reviews (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id),
  position integer NOT NULL,
  product_id text NOT NULL REFERENCES products (id),
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'hidden')),
  hidden_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (order_id, position) REFERENCES order_lines (order_id, position),
  UNIQUE (order_id, position)
);

CREATE INDEX reviews_shown_idx ON reviews (product_id, updated_at DESC) WHERE status = 'approved';
CREATE INDEX reviews_desk_idx ON reviews (id DESC);

-- A product's rating and count (shown on its page) change when one of its reviews is shown or stops being
-- shown: announce it like any product change, so every process drops that product's cached answer.
CREATE FUNCTION reviews_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP = 'INSERT' AND NEW.status = 'approved')
     OR (TG_OP = 'UPDATE' AND (OLD.status = 'approved' OR NEW.status = 'approved')) THEN
    PERFORM pg_notify('catalogue_changes', json_build_object('product', NEW.product_id, 'listings', false)::text);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER reviews_announce AFTER INSERT OR UPDATE ON reviews FOR EACH ROW EXECUTE FUNCTION reviews_announce();
