import { DEMO_ACCOUNTS } from "../../server/seeds/seed-demo-accounts";
import { E2E_BASE_URL } from "./fixtures/constants";
import { expect, grantAccess, test } from "./fixtures/gate";

// 'Vergleich speichern' and 'Meine Vergleiche' (docs/product/documents.md#meine-vergleiche).

test("a private user keeps a comparison made before signing in, finds it in 'Meine Vergleiche' and deletes it", async ({
  page,
  context,
}) => {
  await grantAccess(context);
  // Made anonymously (no session yet): anybody with the link may read it, and it would go after 30 days.
  const created = await page.request.post("/api/comparisons", {
    data: { birthDate: "1979-10-10", gender: "male", jobStatus: "self-employed", coverageType: "premium" },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const demo = DEMO_ACCOUNTS.find((entry) => entry.role === "Privat")!;
  const signIn = await context.request.post("/api/auth/sign-in/email", {
    data: { email: demo.email, password: demo.password },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(signIn.status()).toBe(200);

  await page.goto(`/ihre-pkv-tarife?c=${id}`);
  await page.getByRole("button", { name: "Vergleich speichern" }).click();
  await expect(page).toHaveURL(/\/mein-bereich#meine-vergleiche$/);
  // The demo profile is older than 30 days: the reminder comes first, and while it is open the page behind it is
  // hidden from the accessibility tree.
  const reminder = page.getByRole("dialog", { name: "Datenaktualität für optimale Ergebnisse" });
  const remindLater = async () => {
    await reminder.getByRole("button", { name: "Später erinnern" }).click();
    await expect(reminder).toBeHidden();
  };
  await remindLater();
  const list = page.getByTestId("my-comparisons");
  const entry = list
    .getByRole("listitem")
    .filter({ has: page.locator(`a[href="/ihre-pkv-tarife?c=${id}"]`) });
  await expect(entry).toHaveCount(1);

  // Back on the results it says where it is kept.
  await page.goto(`/ihre-pkv-tarife?c=${id}`);
  await expect(page.getByRole("link", { name: "Gespeichert in „Meine Vergleiche“" })).toBeVisible();

  // Kept comparisons are the account's: a visitor without the session no longer finds it.
  const anonymous = await page.context().browser()!.newContext({ baseURL: E2E_BASE_URL });
  await grantAccess(anonymous);
  expect((await anonymous.request.get(`/ihre-pkv-tarife?c=${id}`)).status()).toBe(404);
  await anonymous.close();

  await page.goto("/mein-bereich");
  await remindLater();
  await entry.getByRole("button", { name: /löschen$/ }).click();
  await expect(page).toHaveURL(/\/mein-bereich#meine-vergleiche$/);
  await expect(page.getByTestId("my-comparisons").locator(`a[href="/ihre-pkv-tarife?c=${id}"]`)).toHaveCount(
    0,
  );
});
