import { describe, expect, it } from "vitest";
import {
  CHAT_FUNCTION_MISSING_ERROR,
  CHAT_NETWORK_ERROR,
  CHAT_OTHER_ERROR,
  CHAT_UNAVAILABLE,
  chatErrorText,
  INVALID_ANSWER,
  NO_ANSWER,
} from "./chat-errors";

describe("chat error texts", () => {
  it("maps failures to the texts of portal spec §8", () => {
    expect(chatErrorText(new TypeError("Failed to fetch"))).toBe(CHAT_NETWORK_ERROR);
    expect(chatErrorText(new Error("NetworkError when attempting to fetch resource."))).toBe(
      CHAT_NETWORK_ERROR,
    );
    expect(chatErrorText(new Error("Function not found"))).toBe(CHAT_FUNCTION_MISSING_ERROR);
    expect(chatErrorText(new Error(NO_ANSWER))).toBe(CHAT_OTHER_ERROR);
    expect(chatErrorText(new Error(INVALID_ANSWER))).toBe(CHAT_OTHER_ERROR);
    expect(chatErrorText("HTTP 500")).toBe(CHAT_OTHER_ERROR);
    expect(chatErrorText(new Error(CHAT_UNAVAILABLE))).toBe(CHAT_UNAVAILABLE);
  });
});
