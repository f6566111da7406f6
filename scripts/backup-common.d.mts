/** Types of backup-common.mjs (used by the tests of backup.mjs and restore.mjs). */
export const CHECKSUM_FILE: string;
export const MANIFEST_FILE: string;
export const DATABASE_FILE: string;
export function sha256Of(data: string | Uint8Array): string;
export function formatChecksums(files: Array<{ path: string; sha256: string }>): string;
export function shippedMigrations(): Array<{ tag: string; createdAt: number }>;
