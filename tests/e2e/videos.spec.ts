import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "@playwright/test";
import { MAX_VIDEO_BYTES } from "../../domain/media/video-file-name";
import { account } from "./fixtures/accounts";
import { E2E_BASE_URL } from "./fixtures/constants";
import { expect, grantAccess, test } from "./fixtures/gate";

/** A real H.264/AAC MP4 (the shipped hero video, 6 s). */
const MP4 = readFileSync("assets/media/site-media/hero.mp4");

// One gallery shared by the steps: upload, watch, refuse, delete — in this order.
test.describe.configure({ mode: "serial" });

async function signIn(context: BrowserContext, role: "Admin" | "Privat") {
  const response = await context.request.post("/api/auth/sign-in/email", {
    data: { email: account(role).email, password: account(role).password },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(response.status()).toBe(200);
}

/** The upload field, once React has hydrated (it is disabled before). */
async function uploadField(page: Page) {
  const field = page.getByLabel("Videodatei");
  await expect(field).toBeEnabled();
  return field;
}

const videoName = `E2E Urlaub ${Date.now()}.mp4`;
const storedTitle = videoName.replace(/ /g, "-");
/** The list entry of the uploaded video (its name, then its date), not its delete button. */
const entryOf = (page: Page) =>
  page.getByRole("button", { name: new RegExp(`^${storedTitle.replace(/\./g, "\\.")} \\d`) });

test.beforeEach(async ({ context }) => {
  await grantAccess(context);
});

test("an admin uploads a real MP4, sees the progress reach 100 % and watches it", async ({
  page,
  context,
}) => {
  await signIn(context, "Admin");
  await page.goto("/videos");
  await expect(page.getByRole("heading", { level: 1, name: "Videogalerie" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Video hochladen" })).toBeVisible();

  await (await uploadField(page)).setInputFiles({ name: videoName, mimeType: "video/mp4", buffer: MP4 });
  await page.getByRole("button", { name: "Hochladen" }).click();

  await expect(page.getByRole("status")).toContainText("Upload erfolgreich!");
  await expect(page.getByRole("progressbar", { name: "Upload-Fortschritt" })).toHaveAttribute(
    "aria-valuenow",
    "100",
  );
  await expect(page.getByText("100 %")).toBeVisible();
  await expect(page.getByRole("button", { name: "Anderes Video hochladen" })).toBeVisible();

  // The new video is listed first, chosen in the player, and plays.
  const entry = entryOf(page);
  await expect(entry).toHaveAttribute("aria-pressed", "true");
  const player = page.getByTestId("gallery-player");
  await expect(player).toHaveAttribute("src", new RegExp(`/storage/videos/\\d{13}-${storedTitle}$`));
  await player.evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play();
  });
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0);
  await expect(page.getByText("Video konnte nicht geladen werden.")).toHaveCount(0);
  await expect(page.getByText("Fehler beim Laden des Videos.")).toHaveCount(0);
});

test("a visitor plays the video and has no upload section", async ({ page }) => {
  await page.goto("/videos");
  const entry = entryOf(page);
  await expect(entry).toBeVisible();
  await expect(page.getByRole("heading", { name: "Video hochladen" })).toHaveCount(0);
  await expect(page.getByLabel("Videodatei")).toHaveCount(0);

  const player = page.getByTestId("gallery-player");
  await expect(player).toHaveAttribute("src", new RegExp(`${storedTitle}$`));
  await expect(player).toContainText("Ihr Browser unterstützt das Video-Element nicht.");
  await player.evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play();
  });
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0);

  // Seeking asks the server for a byte range.
  const ranged = await page.request.get((await player.getAttribute("src")) ?? "", {
    headers: { Range: "bytes=0-99" },
  });
  expect(ranged.status()).toBe(206);
  expect(ranged.headers()["content-range"]).toBe(`bytes 0-99/${MP4.byteLength}`);
});

test("a signed-in non-admin has no upload section and cannot upload", async ({ page, context }) => {
  await signIn(context, "Privat");
  await page.goto("/videos");
  await expect(page.getByRole("heading", { level: 1, name: "Videogalerie" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Video hochladen" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /löschen/ })).toHaveCount(0);
  const refused = await context.request.post("/api/videos?name=x.mp4", {
    data: MP4,
    headers: { Origin: E2E_BASE_URL, "Content-Type": "video/mp4" },
  });
  expect(refused.status()).toBe(403);
});

test("a renamed text file and a file over 100 MB are refused with the spec's texts", async ({
  page,
  context,
}) => {
  await signIn(context, "Admin");
  await page.goto("/videos");
  await (await uploadField(page)).setInputFiles({
    name: "urlaub.mp4",
    mimeType: "video/mp4",
    buffer: Buffer.from("Das ist nur ein Text, umbenannt in .mp4.\n".repeat(50)),
  });
  await page.getByRole("button", { name: "Hochladen" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Upload fehlgeschlagen");
  await expect(alert).toContainText("Es ist ein Fehler beim Hochladen aufgetreten.");
  await expect(alert).toContainText("Nur Videos im Format MP4, WebM oder Ogg sind erlaubt.");
  await page.getByRole("button", { name: "Anderes Video hochladen" }).click();

  // 100 MB + 1 byte (a sparse file: the size counts, not the content).
  const dir = mkdtempSync(join(tmpdir(), "e2e-video-"));
  const big = join(dir, "zu gross.mp4");
  const handle = openSync(big, "w");
  writeSync(handle, MP4.subarray(0, 64));
  writeSync(handle, Buffer.from([0]), 0, 1, MAX_VIDEO_BYTES);
  closeSync(handle);
  try {
    await (await uploadField(page)).setInputFiles(big);
    await page.getByRole("button", { name: "Hochladen" }).click();
    await expect(alert).toContainText("Upload fehlgeschlagen");
    await expect(alert).toContainText("Die Videodatei ist zu groß (maximal 100MB erlaubt).");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the gallery with its upload section has no serious axe violations and fits 375 px", async ({
  page,
  context,
}) => {
  await signIn(context, "Admin");
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/videos");
  await expect(page.getByLabel("Videodatei")).toBeEnabled();
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});

test("an admin deletes the video", async ({ page, context }) => {
  await signIn(context, "Admin");
  await page.goto("/videos");
  await expect(page.getByLabel("Videodatei")).toBeEnabled();
  await page.getByRole("button", { name: `${storedTitle} löschen` }).click();
  await page.getByRole("button", { name: "Endgültig löschen" }).click();
  await expect(entryOf(page)).toHaveCount(0);
});
