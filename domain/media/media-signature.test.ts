import { describe, expect, it } from "vitest";
import { detectMediaKind } from "./media-signature";

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === "string" ? [...Buffer.from(part, "latin1")] : part)),
  );

describe("detectMediaKind (magic bytes)", () => {
  it("recognises MP4 by its ftyp box, whatever the brand of a video", () => {
    expect(detectMediaKind(bytes([0, 0, 0, 0x20], "ftypisom", [0, 0, 2, 0]))).toBe("mp4");
    expect(detectMediaKind(bytes([0, 0, 0, 0x18], "ftypmp42", [0, 0, 0, 0]))).toBe("mp4");
  });

  it("does not take an AVIF or HEIF still image for a video", () => {
    expect(detectMediaKind(bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0]))).toBeUndefined();
    expect(detectMediaKind(bytes([0, 0, 0, 0x1c], "ftypheic", [0, 0, 0, 0]))).toBeUndefined();
  });

  it("recognises WebM by the EBML header and its DocType, not plain Matroska", () => {
    const ebml = [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84];
    expect(detectMediaKind(bytes(ebml, "webm", [0x42, 0x87]))).toBe("webm");
    expect(detectMediaKind(bytes(ebml, "matroska"))).toBeUndefined();
  });

  it("recognises Ogg and the image formats of partner logos", () => {
    expect(detectMediaKind(bytes("OggS", [0, 2]))).toBe("ogg");
    expect(detectMediaKind(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe("png");
    expect(detectMediaKind(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(detectMediaKind(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toBe("webp");
  });

  it("refuses text renamed to .mp4, empty and truncated input", () => {
    expect(detectMediaKind(bytes("Das ist nur ein Text, kein Video.\n"))).toBeUndefined();
    expect(detectMediaKind(new Uint8Array())).toBeUndefined();
    expect(detectMediaKind(bytes([0, 0, 0], "ftyp"))).toBeUndefined();
    expect(detectMediaKind(bytes("RIFF", [1, 2, 3, 4], "WAVE"))).toBeUndefined();
  });
});
