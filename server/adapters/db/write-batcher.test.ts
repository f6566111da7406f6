import { describe, expect, it } from "vitest";
import { createWriteBatcher } from "./write-batcher";

/** A write whose completion the test controls. */
function controlledWrites() {
  const calls: Array<{ rows: number[]; finish: (error?: Error) => void }> = [];
  const write = (rows: number[]) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ rows, finish: (error) => (error ? reject(error) : resolve()) });
    });
  return { calls, write };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe("createWriteBatcher", () => {
  it("writes a lone row at once, and rows arriving during a write together in the next one", async () => {
    const { calls, write } = controlledWrites();
    const add = createWriteBatcher(write);
    const settled: number[] = [];
    const track = (row: number) => add(row).then(() => settled.push(row));
    const first = track(1);
    await flush();
    expect(calls.map((call) => call.rows)).toEqual([[1]]);
    const rest = [track(2), track(3), track(4)];
    await flush();
    expect(calls).toHaveLength(1); // one write at a time
    calls[0]?.finish();
    await first;
    await flush();
    expect(calls.map((call) => call.rows)).toEqual([[1], [2, 3, 4]]);
    expect(settled).toEqual([1]); // the others wait for their own write
    calls[1]?.finish();
    await Promise.all(rest);
    expect(settled).toEqual([1, 2, 3, 4]);
  });

  it("splits batches at maxBatch", async () => {
    const { calls, write } = controlledWrites();
    const add = createWriteBatcher(write, { maxBatch: 2 });
    const all = [1, 2, 3, 4, 5].map((row) => add(row));
    await flush();
    calls[0]?.finish();
    await flush();
    calls[1]?.finish();
    await flush();
    calls[2]?.finish();
    await Promise.all(all);
    expect(calls.map((call) => call.rows)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("retries a failed batch row by row, so only the bad row's caller gets the error", async () => {
    const written: number[] = [];
    let block: (() => void) | undefined;
    const add = createWriteBatcher<number>(async (rows) => {
      if (written.length === 0 && block === undefined) {
        await new Promise<void>((resolve) => {
          block = resolve;
        });
      }
      if (rows.includes(13)) throw new Error(`bad row in ${rows.join(",")}`);
      written.push(...rows);
    });
    const first = add(1);
    await flush();
    const results = Promise.allSettled([add(12), add(13), add(14)]);
    block?.();
    await first;
    const [twelve, thirteen, fourteen] = await results;
    expect(twelve.status).toBe("fulfilled");
    expect(fourteen.status).toBe("fulfilled");
    expect(thirteen).toMatchObject({ status: "rejected", reason: new Error("bad row in 13") });
    expect(written.sort((a, b) => a - b)).toEqual([1, 12, 14]);
  });
});
