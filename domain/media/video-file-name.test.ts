import { describe, expect, it } from "vitest";
import { GALLERY_MAX_VIDEOS, galleryVideos, parseGalleryVideoKey, videoObjectName } from "./video-file-name";

const at = Date.UTC(2026, 10, 24, 2, 30, 0, 123);

describe("videoObjectName", () => {
  it("is the timestamp, a dash and the original name with spaces replaced by dashes", () => {
    expect(videoObjectName("Mein Urlaub 2026.mp4", "mp4", at)).toBe(`${at}-Mein-Urlaub-2026.mp4`);
    expect(videoObjectName("a  b\tc.webm", "webm", at)).toBe(`${at}-a-b-c.webm`);
  });

  it("takes the extension from the detected content, not from the name", () => {
    expect(videoObjectName("clip.mov", "mp4", at)).toBe(`${at}-clip.mp4`);
    expect(videoObjectName("ohne-endung", "ogg", at)).toBe(`${at}-ohne-endung.ogg`);
  });

  it("keeps umlauts but drops path parts and characters that would break the address", () => {
    expect(videoObjectName("Grüße aus Köln.mp4", "mp4", at)).toBe(`${at}-Grüße-aus-Köln.mp4`);
    expect(videoObjectName("../../etc/passwd", "mp4", at)).toBe(`${at}-passwd.mp4`);
    expect(videoObjectName("C:\\Videos\\a%b?c#d.mp4", "mp4", at)).toBe(`${at}-a_b_c_d.mp4`);
    expect(videoObjectName("...mp4", "mp4", at)).toBe(`${at}-video.mp4`);
    expect(videoObjectName(`${"x".repeat(400)}.mp4`, "mp4", at)).toHaveLength(13 + 1 + 150 + 4);
  });
});

describe("gallery listing", () => {
  it("lists gallery uploads only, newest first, at most 10", () => {
    const keys = [
      "hero.mp4",
      "ordner/",
      "notes.txt",
      ...Array.from({ length: 12 }, (_, index) => `${String(at + index)}-video-${index}.mp4`),
    ].map((key) => ({ key }));
    const listed = galleryVideos(keys);
    expect(listed).toHaveLength(GALLERY_MAX_VIDEOS);
    expect(listed[0]).toEqual({ key: `${at + 11}-video-11.mp4`, title: "video-11.mp4", uploadedAt: at + 11 });
    expect(listed.map((video) => video.key)).not.toContain("hero.mp4");
  });

  it("reads the title and time back from a stored name", () => {
    expect(parseGalleryVideoKey(videoObjectName("Mein Film.webm", "webm", at))).toEqual({
      key: `${at}-Mein-Film.webm`,
      title: "Mein-Film.webm",
      uploadedAt: at,
    });
    expect(parseGalleryVideoKey("sub/1764000000000-a.mp4")).toBeUndefined();
  });
});
