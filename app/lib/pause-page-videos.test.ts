import { describe, expect, it } from "vitest";
import { pausePageVideos } from "./pause-page-videos";

/** A stand-in for HTMLVideoElement with the state the helper reads and changes. */
function fakeVideo(state: { muted: boolean; paused: boolean; isConnected?: boolean }) {
  const video = {
    isConnected: true,
    ...state,
    plays: 0,
    pause() {
      video.paused = true;
    },
    async play() {
      video.plays++;
      video.paused = false;
    },
  };
  return video;
}

function pageWith(videos: ReturnType<typeof fakeVideo>[]) {
  return { querySelectorAll: () => videos } as unknown as ParentNode;
}

describe("pausePageVideos", () => {
  it("pauses only muted playing videos and resumes exactly those", () => {
    const decorative = fakeVideo({ muted: true, paused: false });
    const withSound = fakeVideo({ muted: false, paused: false });
    const stopped = fakeVideo({ muted: true, paused: true });
    const resume = pausePageVideos(pageWith([decorative, withSound, stopped]));
    expect([decorative.paused, withSound.paused, stopped.paused]).toEqual([true, false, true]);
    resume();
    expect([decorative.paused, withSound.paused, stopped.paused]).toEqual([false, false, true]);
    expect([decorative.plays, withSound.plays, stopped.plays]).toEqual([1, 0, 0]);
  });

  it("leaves a video alone that left the page meanwhile", () => {
    const video = fakeVideo({ muted: true, paused: false });
    const resume = pausePageVideos(pageWith([video]));
    video.isConnected = false;
    resume();
    expect(video.paused).toBe(true);
    expect(video.plays).toBe(0);
  });
});
