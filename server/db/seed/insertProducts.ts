import type { PoolClient } from 'pg';
import type { SeedProduct } from './products';

/** Two statements for the whole catalogue (one row-by-row INSERT each was most of the seed's time). */
export async function insertProducts(client: Pick<PoolClient, 'query'>, products: SeedProduct[]) {
  await client.query(
    `INSERT INTO products (id, category_id, product_name, description, return_policy, new_price, old_price, specifications, created_at)
     SELECT id, category_id, name, description, return_policy, new_price, old_price, specifications, created_at
     FROM jsonb_to_recordset($1) AS p(id text, category_id text, name text, description text, return_policy text,
       new_price int, old_price int, specifications jsonb, created_at timestamptz)`,
    [
      JSON.stringify(
        products.map((p) => ({
          id: p.id,
          category_id: p.categoryId,
          name: p.name,
          description: p.description,
          return_policy: p.returnPolicy,
          new_price: p.newPrice,
          old_price: p.oldPrice,
          specifications: p.specifications,
          created_at: p.createdAt.toISOString(),
        })),
      ),
    ],
  );
  await client.query(
    // Each colour holds the seed's count, as migration 370 gave existing colours (ADR 028); the product's stock is their sum.
    `INSERT INTO product_colors (product_id, position, name, hex, images, stock)
     SELECT product_id, position, name, hex, images, stock
     FROM jsonb_to_recordset($1) AS c(product_id text, position int, name text, hex text, images text[], stock int)`,
    [
      JSON.stringify(
        products.flatMap((p) =>
          p.colours.map((c, position) => ({
            product_id: p.id,
            position,
            name: c.name,
            hex: c.hex,
            images: c.images,
            stock: p.stock,
          })),
        ),
      ),
    ],
  );
}
