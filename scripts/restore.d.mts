/** Types of restore.mjs (used by its tests). */
import type { BackupManifest } from "./backup.mjs";

export function verifyBackup(source: string): Promise<BackupManifest>;

export function restoreBackup(options: {
  source: string;
  env?: Record<string, string | undefined>;
}): Promise<{ manifest: BackupManifest; dataDir: string; storageDir: string }>;

export function describeRestore(result: { manifest: BackupManifest; dataDir: string }): string;
