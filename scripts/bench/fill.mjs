// Fills a benchmark database: 200 categories (20 main categories with 9 subcategories each) and 100,000
// products. Search terms have known selectivity: "xenon" ≈ 0.1 %, "titan" ≈ 1 %, "carbon" ≈ 5 % of products.
export const PRODUCT_COUNT = 100_000;
export const SEARCH_TERMS = { '0.1 %': 'xenon', '1 %': 'titan', '5 %': 'carbon' };

export async function fillCatalogue(client) {
  await client.query('BEGIN');
  await client.query(`
    INSERT INTO categories (name, description, parent_id, sort_order)
    SELECT 'Hauptkategorie ' || m, 'Bereich ' || m, NULL, m * 10 FROM generate_series(1, 20) AS m`);
  await client.query(`
    INSERT INTO categories (name, description, parent_id, sort_order)
    SELECT 'Unterkategorie ' || main.sort_order / 10 || '.' || s, NULL, main.id, s * 10
    FROM categories main CROSS JOIN generate_series(1, 9) AS s
    WHERE main.parent_id IS NULL`);
  // Products spread over the 180 subcategories (and a few over main categories), names from word lists.
  await client.query(`
    WITH cats AS (SELECT array_agg(id ORDER BY name) AS ids FROM categories WHERE parent_id IS NOT NULL),
         mains AS (SELECT array_agg(id ORDER BY name) AS ids FROM categories WHERE parent_id IS NULL)
    INSERT INTO products (name, description, sku, ean_code, base_price, admin_cost_price, retail_price, stock_quantity,
                          min_stock_level, weight, image_urls, category_id, is_active, special_price, special_price_start, special_price_end)
    SELECT
      (ARRAY['Velotec','Nordrad','Elbgummi','Deichlicht','Hanseatic Parts','Möwe Components','Fahrtwind','Kiel Bikes'])[1 + i % 8] || ' ' ||
      (ARRAY['Kette','Kassette','Bremsbelag','Schlauch','Reifen','Lenker','Sattel','Pedal','Nabe','Speiche','Griff','Klingel'])[1 + (i / 8) % 12] || ' ' ||
      CASE WHEN i % 1000 = 7 THEN 'Xenon ' WHEN i % 100 = 3 THEN 'Titan ' WHEN i % 20 = 11 THEN 'Carbon ' ELSE '' END ||
      (ARRAY['Sport','Comfort','Pro','Urban','Trail','Race','Tour','Cargo'])[1 + (i / 96) % 8] || ' ' || (i % 997),
      'Robustes Teil für Werkstatt und Handel, Serie ' || (i % 311) || '. Passend für Trekking, City und Rennrad.',
      'BX-' || lpad(i::text, 6, '0'),
      lpad((4000000000000 + i)::text, 13, '0'),
      round((2 + (i % 1800) / 10.0)::numeric, 2),
      round((1.5 + (i % 1800) / 14.0)::numeric, 2),
      round((4 + (i % 1800) / 5.0)::numeric, 2),
      (i * 7919) % 400,
      5,
      round(((i % 500) / 100.0)::numeric, 3),
      ARRAY['https://bilder.example.com/p/' || i || '.webp'],
      CASE WHEN i % 50 = 0 THEN (SELECT ids FROM mains)[1 + i % 20] ELSE (SELECT ids FROM cats)[1 + i % 180] END,
      i % 97 <> 0,
      CASE WHEN i % 40 = 0 THEN round((3 + (i % 1800) / 6.0)::numeric, 2) END,
      CASE WHEN i % 40 = 0 THEN now() - interval '3 days' END,
      CASE WHEN i % 40 = 0 THEN now() + interval '10 days' END
    FROM generate_series(1, ${PRODUCT_COUNT}) AS i`);
  await client.query('COMMIT');
  // What autovacuum does soon after a bulk load anyway: statistics, and the visibility map that lets the list
  // indexes answer a page of ids without visiting the table (index-only scans).
  await client.query('VACUUM ANALYZE categories');
  await client.query('VACUUM ANALYZE products');
  // Write the load's dirty pages out now rather than in a checkpoint during the first measured runs.
  await client.query('CHECKPOINT');
}
