-- Comparison rows of older storage formats (offers stored in the row, or no start/figures recorded). The rows
-- are converted by a data migration in JS after this file (server/adapters/db/data-migrations.ts →
-- server/services/comparisons/legacy-comparison-rows.ts), because the shared results are gzip; this index makes
-- finding the rows left to convert free once there are none.
CREATE INDEX IF NOT EXISTS "comparisons_legacy_idx" ON "comparisons" USING btree ("id") WHERE "result_hash" IS NULL OR NOT ("offers" ?& array['figures','insuranceStart','preferredDeductible']);
