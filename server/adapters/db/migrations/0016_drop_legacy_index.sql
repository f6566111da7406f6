-- Comparison rows of older storage formats are no longer converted (a 0.x product with no installation to
-- migrate): the index that found the rows left to convert goes with the conversion.
DROP INDEX IF EXISTS "comparisons_legacy_idx";
