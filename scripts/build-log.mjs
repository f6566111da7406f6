// What `npm run build` and `npm start` print of the build (docs/operations.md#a-quiet-first-start). Lines that
// read like errors but need nobody's action are left out; everything else, warnings and errors included, is
// passed through unchanged.

/** Lines of the build that ask nothing of the reader. */
const NOISE = [
  // React Router's own internal Vite servers pass `envFile: false` (its vite-node config loader and child
  // compiler); our config cannot change that and Vite 8 warns about it on every build.
  /^The `envFile` option is deprecated, please use `envDir: false` instead\.$/,
  // A notice that the build uses Vite's environment API, which React Router switches on itself.
  /^Using Vite Environment API \(experimental\)$/,
];

// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are control characters
const ANSI = /\u001b\[[0-9;]*m/g;

/** Whether one line of build output is noise (compared without colour codes and surrounding blanks). */
export function isBuildNoise(line) {
  const plain = line.replace(ANSI, "").trim();
  return NOISE.some((pattern) => pattern.test(plain));
}

/**
 * A stream filter: splits chunks into lines, drops noise, writes the rest to `write`. Returns `push` for chunks
 * and `end` for the last, unterminated line.
 */
export function buildLogFilter(write) {
  let pending = "";
  return {
    push(chunk) {
      pending += chunk;
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) if (!isBuildNoise(line)) write(`${line}\n`);
    },
    end() {
      if (pending && !isBuildNoise(pending)) write(pending);
      pending = "";
    },
  };
}
