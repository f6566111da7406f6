import { chmodSync, lstatSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";

/** Permission bits as "0700", for messages that name the mode. */
const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`;

/** Every entry under `root` (and `root`) as `{ path: mode }`; "d " before directories, links skipped. */
export function treeModes(root: string): Record<string, string> {
  const modes: Record<string, string> = { ".": `d ${octal(lstatSync(root).mode)}` };
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    const path = join(entry.parentPath, entry.name);
    const name = relative(root, path).split(sep).join("/");
    modes[name] = `${entry.isDirectory() ? "d " : ""}${octal(lstatSync(path).mode)}`;
  }
  return modes;
}

/**
 * The entries of `modes` that are not private (directories 0700, files 0600), as `{ path: mode }`; {} when all
 * are (docs/operations.md#data-directory-permissions).
 */
export function nonPrivateEntries(modes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(modes).filter(([, mode]) => mode !== "d 0700" && mode !== "0600"));
}

/** How many entries of `modes` have each mode, e.g. `{ "0666": 968, "d 0755": 27 }`. */
export function modeCounts(modes: Record<string, string>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const mode of Object.values(modes)) counts[mode] = (counts[mode] ?? 0) + 1;
  return counts;
}

/** Makes every directory under `root` `directoryMode` and every file `fileMode`: an installation's old modes. */
export function chmodTree(root: string, fileMode: number, directoryMode: number) {
  chmodSync(root, directoryMode);
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    chmodSync(join(entry.parentPath, entry.name), entry.isDirectory() ? directoryMode : fileMode);
  }
}

// --- tar (ustar: 512-byte headers; name at 0, mode at 100, size at 124, checksum at 148, type at 156) ---------

/** The entries of a gzipped tar as `{ path: mode }`, written like treeModes ("d " before directories). */
export function tarModes(gzipped: Uint8Array): Record<string, string> {
  const modes: Record<string, string> = {};
  forEachTarHeader(gunzipSync(gzipped), (header) => {
    const field = (offset: number, length: number) =>
      header.toString("latin1", offset, offset + length).replace(/\0.*$/s, "");
    const type = field(156, 1);
    if (type !== "0" && type !== "" && type !== "5") return;
    const name = `${field(345, 155) ? `${field(345, 155)}/` : ""}${field(0, 100)}`.replace(/^\/+|\/+$/g, "");
    modes[name] = `${type === "5" ? "d " : ""}${octal(Number.parseInt(field(100, 8).trim(), 8))}`;
  });
  return modes;
}

/** A copy of a gzipped tar whose files have `fileMode` and directories `directoryMode` (as an old backup's). */
export function withTarModes(gzipped: Uint8Array, fileMode: number, directoryMode: number): Buffer {
  const tar = Buffer.from(gunzipSync(gzipped));
  forEachTarHeader(tar, (header) => {
    const type = header.toString("latin1", 156, 157);
    const mode = type === "5" ? directoryMode : fileMode;
    header.write(`${mode.toString(8).padStart(7, "0")}\0`, 100, 8, "latin1");
    header.fill(" ", 148, 156);
    let sum = 0;
    for (const byte of header) sum += byte;
    header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, 8, "latin1");
  });
  return Buffer.from(gzipSync(tar));
}

function forEachTarHeader(tar: Buffer, visit: (header: Buffer) => void) {
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    visit(header);
    const size = Number.parseInt(header.toString("latin1", 124, 136).replace(/\0.*$/s, "").trim() || "0", 8);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
}
