import { describe, expect, it } from "vitest";
import { toCsv } from "./sales-csv";

describe("toCsv (the admin's sales export)", () => {
  it("writes a BOM, semicolons and CRLF after every row; empty cells stay empty", () => {
    expect(
      toCsv([
        ["Kauf-ID", "Betrag (EUR)"],
        ["a1", "40,00"],
        ["a2", null],
        [undefined, "x"],
      ]),
    ).toBe("\uFEFFKauf-ID;Betrag (EUR)\r\na1;40,00\r\na2;\r\n;x\r\n");
    expect(toCsv([["Kauf-ID"]])).toBe("\uFEFFKauf-ID\r\n");
  });

  it("quotes cells holding a semicolon, a quote or a line break, doubling the quotes", () => {
    expect(toCsv([["a;b", 'say "hi"', "two\nlines", "cr\rhere", "crlf\r\nhere", "plain, comma"]])).toBe(
      '\uFEFF"a;b";"say ""hi""";"two\nlines";"cr\rhere";"crlf\r\nhere";plain, comma\r\n',
    );
  });

  it("prefixes ' to cells a spreadsheet would run as a formula", () => {
    expect(toCsv([["=SUM(A1:A2)", "+49", "-1", "@cmd", "\tx", "\rx", "a=b", "'quoted"]])).toBe(
      "\uFEFF'=SUM(A1:A2);'+49;'-1;'@cmd;'\tx;\"'\rx\";a=b;'quoted\r\n",
    );
    expect(toCsv([['=HYPERLINK("http://example.com";"x")']])).toBe(
      '\uFEFF"\'=HYPERLINK(""http://example.com"";""x"")"\r\n',
    );
  });
});
