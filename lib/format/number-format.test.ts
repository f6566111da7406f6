import { describe, expect, it } from "vitest";
import { formatEuro, formatEuroNoBreak, formatEuroWhole, formatNumber, formatPercent } from "./number-format";

describe("number formats", () => {
  it("writes euro amounts with two decimals, German grouping and a normal space", () => {
    expect(formatEuro(289.5)).toBe("289,50 €");
    expect(formatEuro(77_400)).toBe("77.400,00 €");
    expect(formatEuro(1234.5)).toBe("1.234,50 €");
    expect(formatEuro(0)).toBe("0,00 €");
    expect(formatEuro(209.245)).toBe("209,25 €");
  });

  it("writes whole euros for large yearly figures", () => {
    expect(formatEuroWhole(77_400)).toBe("77.400 €");
    expect(formatEuroWhole(7243.43)).toBe("7.243 €");
    expect(formatEuroWhole(1500)).toBe("1.500 €");
  });

  it("keeps amount and € together with a no-break space in running text", () => {
    expect(formatEuroNoBreak(77_400)).toBe("77.400\u00a0€");
    expect(formatEuroNoBreak(508.59, true)).toBe("508,59\u00a0€");
    expect(formatEuroNoBreak(104.63, true)).toBe("104,63\u00a0€");
  });

  it("writes numbers with a fixed number of decimals", () => {
    expect(formatNumber(3650.4)).toBe("3.650");
    expect(formatNumber(3643)).toBe("3.643");
    expect(formatNumber(1.3, 1)).toBe("1,3");
    expect(formatNumber(2, 1)).toBe("2,0");
  });

  it("writes rates as percent with up to two decimals", () => {
    expect(formatPercent(0.0855)).toBe("8,55 %");
    expect(formatPercent(0.146)).toBe("14,6 %");
    expect(formatPercent(0.006)).toBe("0,6 %");
  });

  it("writes exactly what Intl's de-DE formats write (differential, seeded values)", () => {
    const intl = (min: number, max: number, currency = false) =>
      new Intl.NumberFormat("de-DE", {
        ...(currency ? { style: "currency", currency: "EUR" } : {}),
        minimumFractionDigits: min,
        maximumFractionDigits: max,
      });
    const [whole, cents, currencyWhole, currencyCents, percent] = [
      intl(0, 0),
      intl(2, 2),
      intl(0, 0, true),
      intl(2, 2, true),
      intl(0, 2),
    ];
    let state = 16;
    const random = () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state / 2 ** 31;
    };
    const values = [
      0, -0, 0.5, 1.5, 2.5, -0.5, -2.5, 0.005, 1.005, 1.015, 209.245, 999.995, 1e6, -1234.5, 0.000_001,
    ];
    for (let i = 0; i < 3000; i++) {
      const scale = 10 ** Math.floor(random() * 9);
      const sign = random() < 0.1 ? -1 : 1;
      values.push(sign * random() * scale, (sign * Math.round(random() * scale * 1000)) / 1000);
    }
    for (const value of values) {
      expect(formatNumber(value), String(value)).toBe(whole.format(Math.round(value)));
      expect(formatNumber(value, 1), String(value)).toBe(intl(1, 1).format(value));
      expect(formatEuro(value), String(value)).toBe(`${cents.format(value)} €`);
      expect(formatEuroNoBreak(value), String(value)).toBe(currencyWhole.format(value));
      expect(formatEuroNoBreak(value, true), String(value)).toBe(currencyCents.format(value));
      const rate = value / 100;
      expect(formatPercent(rate), String(rate)).toBe(`${percent.format(rate * 100)} %`);
    }
  });
});
