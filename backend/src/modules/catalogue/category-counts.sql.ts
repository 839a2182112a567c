import { SqlQuery } from './product-list.sql';

/** Active categories with their active product counts (own, and including subcategories for main ones). */
export function categoryCountsQuery(): SqlQuery {
  return {
    text: `WITH counts AS (
  SELECT category_id, count(*)::int AS n FROM products WHERE is_active AND category_id IS NOT NULL GROUP BY category_id
)
SELECT c.id, c.name, c.description, c.parent_id, c.sort_order, c.is_active,
  COALESCE(own.n, 0) AS product_count,
  (COALESCE(own.n, 0) + COALESCE((
    SELECT sum(k.n) FROM categories ch JOIN counts k ON k.category_id = ch.id WHERE ch.parent_id = c.id AND ch.is_active
  ), 0))::int AS total_product_count,
  (SELECT count(*) FROM categories ch WHERE ch.parent_id = c.id AND ch.is_active)::int AS child_count
FROM categories c
LEFT JOIN counts own ON own.category_id = c.id
WHERE c.is_active
ORDER BY c.sort_order, c.name`,
    values: [],
  };
}
