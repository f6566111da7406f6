import { useLoaderData, useRevalidator } from "react-router";
import { galleryVideos, mediaUrl, VIDEO_BUCKET } from "../../../domain/media/video-file-name";
import { pageContext } from "../../../server/page-context.server";
import { type GalleryEntry, VideoGallery } from "../../features/videos/video-gallery";
import type { Route } from "./+types/videos";

/** The gallery: everyone past the gate watches; admins (checked here, on the server) get the upload section. */
export async function loader({ context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const viewer = page.accounts.viewer;
  const isAdmin = viewer.kind === "user" && viewer.isAdmin;
  try {
    const objects = await page.services.listBucket(VIDEO_BUCKET);
    const sizes = new Map(objects.map((object) => [object.key, object.size]));
    const videos: GalleryEntry[] = galleryVideos(objects).map((video) => ({
      key: video.key,
      title: video.title,
      url: mediaUrl(VIDEO_BUCKET, video.key),
      size: sizes.get(video.key) ?? 0,
      uploadedAt: new Date(video.uploadedAt).toISOString(),
    }));
    return { siteName: page.siteName, videos, loadFailed: false, isAdmin };
  } catch {
    return { siteName: page.siteName, videos: [] as GalleryEntry[], loadFailed: true, isAdmin };
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Videogalerie – ${loaderData?.siteName ?? ""}` },
  { name: "description", content: "Videos rund um die private Krankenversicherung." },
];

export default function VideosPage() {
  const { videos, loadFailed, isAdmin } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  return (
    <VideoGallery
      videos={videos}
      loadFailed={loadFailed}
      isAdmin={isAdmin}
      onReload={() => revalidator.revalidate()}
      onDelete={async (key) => {
        try {
          const response = await fetch(`/api/videos/${encodeURIComponent(key)}`, { method: "DELETE" });
          if (!response.ok) return false;
          await revalidator.revalidate();
          return true;
        } catch {
          return false;
        }
      }}
    />
  );
}
