/** Types of backup.mjs (used by its tests). */
export interface BackupFile {
  path: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: "pkv-backup";
  formatVersion: 1;
  createdAt: string;
  app: { name: string; version: string };
  database: {
    kind: "pglite";
    pgliteVersion: string | undefined;
    file: string;
    migration: { tag: string | undefined; createdAt: number | undefined; applied: number };
    rowCounts: Record<string, number>;
  };
  storage: { included: true; fileCount: number; bytes: number } | { included: false; reason: string };
  appSecret: boolean;
  files: BackupFile[];
}

export function createBackup(options: {
  target: string;
  env?: Record<string, string | undefined>;
  now?: () => Date;
}): Promise<BackupManifest>;

export function describeBackup(manifest: BackupManifest, targetDir: string): string;
