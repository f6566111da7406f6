import { signInAsAdmin } from "./fixtures/admin";
import { expect, grantAccess, test } from "./fixtures/gate";

// The insurer's terms (AVB) on the tariff details: shown only when an admin has linked them
// (docs/product/documents.md#insurer-terms).

test("an admin links a tariff's AVB, the details show the link, and removing it hides it", async ({
  page,
}) => {
  await grantAccess(page.context());
  const response = await page.request.post("/api/comparisons", {
    data: { birthDate: "1986-06-06", gender: "female", jobStatus: "employed", coverageType: "premium" },
  });
  const { id, offers } = (await response.json()) as {
    id: string;
    offers: Array<{ id: string; provider: string; name: string }>;
  };
  const offer = offers[0]!;
  const details = `/ihre-pkv-tarife/tarif/${offer.id}?c=${id}`;
  const linkName = "Versicherungsbedingungen (AVB) des Versicherers";
  const link = page.getByRole("link", { name: linkName });
  await page.goto(details);
  await expect(link).toHaveCount(0);

  await signInAsAdmin(page);
  await page.goto("/svadmin/tarifbedingungen");
  await page.getByLabel("Versicherer").fill(offer.provider);
  await page.getByLabel("Tarif", { exact: true }).fill(offer.name);
  // Only https addresses.
  await page.getByLabel("Link zu den AVB (https)").fill("http://www.example.de/avb.pdf");
  await page.getByRole("button", { name: "Link speichern" }).click();
  await expect(page.getByText("Bitte geben Sie eine https-Adresse ein").first()).toBeVisible();
  await expect(page.getByLabel("Link zu den AVB (https)")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Link zu den AVB (https)").fill("https://www.example.de/avb.pdf");
  await page.getByRole("button", { name: "Link speichern" }).click();
  await expect(page.getByTestId("tariff-terms")).toContainText(`${offer.provider} – ${offer.name}`);

  await page.goto(details);
  // Once, among the facts for choosing (docs/product/results.md).
  await expect(link).toHaveCount(1);
  await expect(page.getByTestId("tariff-facts").getByRole("link", { name: linkName })).toHaveAttribute(
    "href",
    "https://www.example.de/avb.pdf",
  );

  await page.goto("/svadmin/tarifbedingungen");
  await page.getByRole("button", { name: `Link für ${offer.provider} ${offer.name} entfernen` }).click();
  await expect(page.getByText("Noch keine Links eingetragen.")).toBeVisible();
  await page.goto(details);
  await expect(link).toHaveCount(0);
});
