import type { PGlite } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

/** Group and other bits: never set on the database's files (docs/operations.md#data-directory-permissions). */
const GROUP_AND_OTHER = 0o077;

/** The parts of Emscripten's NODEFS (the file system PGlite mounts on a Node directory) this module wraps. */
interface EmscriptenNodeFs {
  doSetAttr?: (target: unknown, node: unknown, attr: { mode?: number }, ...rest: unknown[]) => void;
  node_ops?: { mknod?: (parent: unknown, name: string, mode: number, dev: number) => unknown };
}

type EmscriptenOptions = Awaited<ReturnType<NodeFS["init"]>>["emscriptenOpts"];

/**
 * PGlite's database in a Node directory, with files 0600 and directories 0700. PGlite's Postgres creates its
 * files through Emscripten, which chmods every new file to the mode Postgres asked for (0666) and so ignores the
 * process's umask: an install had 968 world-writable files. This file system takes the group and other bits off
 * every mode Emscripten creates or sets, so the database stays private while it runs, a `loadDataDir` archive
 * with 0666 entries included. Should a PGlite update rename these internals, nothing is wrapped and the start-up's
 * chmod of the tree (makeTreePrivate) still applies; private-node-fs.integration.test.ts notices.
 */
export class PrivateNodeFS extends NodeFS {
  override async init(pg: PGlite, options: Partial<EmscriptenOptions>) {
    const result = await super.init(pg, options);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      ...preRun,
      (module) => wrapNodeFs((module as unknown as { NODEFS?: EmscriptenNodeFs }).NODEFS),
    ];
    return result;
  }
}

function wrapNodeFs(nodeFs: EmscriptenNodeFs | undefined) {
  const doSetAttr = nodeFs?.doSetAttr;
  const mknod = nodeFs?.node_ops?.mknod;
  if (!nodeFs?.node_ops || !doSetAttr || !mknod) return;
  // chmod, fchmod and the modes of an unpacked archive.
  nodeFs.doSetAttr = (target, node, attr, ...rest) =>
    doSetAttr(
      target,
      node,
      attr.mode === undefined ? attr : { ...attr, mode: attr.mode & ~GROUP_AND_OTHER },
      ...rest,
    );
  // New files and directories.
  nodeFs.node_ops.mknod = (parent, name, mode, dev) => mknod(parent, name, mode & ~GROUP_AND_OTHER, dev);
}
