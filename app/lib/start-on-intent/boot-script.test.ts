import { describe, expect, it } from "vitest";
import { bootScriptSource, SCRIPTS_TEMPLATE_ID } from "./boot-script";

describe("bootScriptSource", () => {
  it("is one self-contained statement that calls the boot function with the template's id", () => {
    const source = bootScriptSource();
    // Parses as a script of its own (it is inlined into the page, without imports or helpers around it).
    expect(() => new Function(source)).not.toThrow();
    expect(source.endsWith(`)(${JSON.stringify(SCRIPTS_TEMPLATE_ID)});`)).toBe(true);
    expect(source).not.toMatch(/\bimport\s*\(|\bimport\s+["'{*]|\brequire\(/);
  });

  it("does nothing on a page without the template", () => {
    const calls: string[] = [];
    const fakeDocument = {
      getElementById: (id: string) => {
        calls.push(id);
        return null;
      },
    };
    new Function("document", bootScriptSource())(fakeDocument);
    expect(calls).toEqual([SCRIPTS_TEMPLATE_ID]);
  });
});
