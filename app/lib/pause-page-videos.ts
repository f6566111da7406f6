/**
 * Pauses the page's decorative videos (muted and playing) and returns a function that resumes exactly those.
 * Used while a full-screen overlay covers the page: nobody sees the videos then, and on a phone (or a browser
 * without a GPU) decoding and painting them competes with the work the visitor is waiting for.
 */
export function pausePageVideos(root: ParentNode = document): () => void {
  const paused = [...root.querySelectorAll("video")].filter((video) => video.muted && !video.paused);
  for (const video of paused) video.pause();
  return () => {
    for (const video of paused) {
      // A video that left the page (e.g. after navigating on) stays as it is.
      if (video.isConnected && video.paused) void video.play().catch(() => undefined);
    }
  };
}
