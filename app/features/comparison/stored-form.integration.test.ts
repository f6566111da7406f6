import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { createPrivateUser, HOUSEHOLD_PERSONS } from "../../../tests/setup/factories";
import { createTestPageHandler } from "../../../tests/setup/page-handler";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

const family = {
  coverageType: "premium",
  persons: [
    HOUSEHOLD_PERSONS.self,
    HOUSEHOLD_PERSONS.partner,
    HOUSEHOLD_PERSONS.firstChild,
    HOUSEHOLD_PERSONS.secondChild,
  ],
};

/** The opening tag of the control `name` (with `value` for radios, checkboxes and options of a select). */
function control(html: string, name: string, value?: string): string {
  const escaped = name.replaceAll(".", "\\.");
  const tag = new RegExp(
    `<(?:input|select)[^>]*name="${escaped}"${value ? `[^>]*value="${value}"` : ""}[^>]*>`,
  ).exec(html)?.[0];
  return tag ?? "";
}

/** The selected option of the select `name`. */
function selected(html: string, name: string): string | undefined {
  const start = html.search(new RegExp(`<select[^>]*name="${name.replaceAll(".", "\\.")}"`));
  if (start < 0) return undefined;
  const select = html.slice(start, html.indexOf("</select>", start));
  return /<option value="([^"]*)" selected=""/.exec(select)?.[1];
}

/**
 * 'Angaben ändern' (docs/product/comparison.md#family-and-health): the long form on `/comparison?c=<id>` shows the
 * stored household, every person where the form asks for it, also without JavaScript; the health answers only to
 * the account that owns the comparison.
 */
describe.each(testDatabaseKinds)("the long form of a stored household on %s", (kind) => {
  let t: TestApp;
  let pages: Awaited<ReturnType<typeof createTestPageHandler>>;

  beforeAll(async () => {
    pages = await createTestPageHandler();
    t = await createTestApp({
      kind,
      now: Date.parse("2026-11-23T10:00:00Z"),
      app: { pageHandler: pages.pageHandler },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await pages?.close();
  });

  const create = async (cookie?: string) => {
    const response = await t.call("/api/comparisons", { body: family, cookie, ip: "203.0.113.21" });
    expect(response.status).toBe(201);
    return ((await response.json()) as { persons: Array<{ role: string; id: string }> }).persons;
  };
  const open = async (id: string, cookie?: string) => {
    const response = await t.call(`/comparison?c=${id}`, { cookie });
    expect(response.status).toBe(200);
    return response.text();
  };

  it("fills the applicant, the partner and both children from any member's comparison, without the health answers", async () => {
    const persons = await create();
    for (const person of persons) {
      const html = await open(person.id);
      // The applicant on top, the shared choices with it.
      expect(control(html, "birthDate")).toContain('value="1988-03-14"');
      expect(control(html, "coverageType", "premium")).toContain("checked");
      // The partner with job status, sick pay and premium relief; her disclosure open.
      expect(html).toMatch(/<details open="" class="[^"]*"><summary[^>]*>Partner\/in mitversichern/);
      expect(control(html, "persons.1.birthDate")).toContain('value="1990-07-01"');
      expect(control(html, "persons.1.gender", "female")).toContain('checked=""');
      expect(selected(html, "persons.1.jobStatus")).toBe("self-employed");
      expect(selected(html, "persons.1.sickPay.startDay")).toBe("15");
      expect(selected(html, "persons.1.sickPay.dailyAmount")).toBe("80");
      expect(selected(html, "persons.1.premiumRelief.monthlyAmount")).toBe("300");
      // The children in the first two child slots.
      expect(control(html, "persons.2.birthDate")).toContain('value="2018-02-02"');
      expect(control(html, "persons.2.gender", "female")).toContain('checked=""');
      expect(control(html, "persons.3.birthDate")).toContain('value="2021-09-09"');
      expect(control(html, "persons.3.gender", "male")).toContain('checked=""');
      expect(control(html, "persons.4.birthDate")).toContain('value=""');
      // An anonymous comparison is read by anybody with its link: its health answers stay on the server.
      expect(control(html, "persons.1.health.heightCm")).toContain('value=""');
      expect(control(html, "persons.1.health.chronicConditions", "ASTHMA")).not.toContain("checked");
      // Nor are they in the page's data for React.
      const pageData = html.slice(html.indexOf("streamController.enqueue"));
      expect(pageData).toContain("persons.1.birthDate");
      expect(pageData).not.toMatch(/\.health\.|heightCm|ASTHMA/);
    }
  });

  it("fills the health answers, too, for the account that owns the comparison", async () => {
    const user = await createPrivateUser(t.database.db);
    const cookie = await t.signIn(user.email, user.password, "10.77.0.1");
    const [, partner] = await create(cookie);
    const html = await open(partner!.id, cookie);
    expect(control(html, "persons.1.birthDate")).toContain('value="1990-07-01"');
    expect(control(html, "persons.1.health.heightCm")).toContain('value="165"');
    expect(control(html, "persons.1.health.weightKg")).toContain('value="100"');
    expect(control(html, "persons.1.health.glassesDiopters")).toContain('value="-3"');
    expect(control(html, "persons.1.health.chronicConditions", "ASTHMA")).toContain('checked=""');
    expect(control(html, "persons.1.health.psychotherapy10y", "ja")).toContain('checked=""');
    expect(control(html, "persons.1.health.plannedDentalTreatment", "nein")).toContain('checked=""');
    // Nobody else sees the owned comparison (docs/product/results.md#who-sees-a-comparison).
    expect((await t.call(`/comparison?c=${partner!.id}`)).status).toBe(404);
  });
});
