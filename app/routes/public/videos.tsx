import { useEffect, useRef } from "react";
import { data, useFetcher, useLoaderData, useRevalidator } from "react-router";
import { isAppError } from "../../../domain/errors/app-error";
import { galleryVideos, mediaUrl, VIDEO_BUCKET } from "../../../domain/media/video-file-name";
import { pageContext } from "../../../server/transport/page-context.server";
import { type GalleryEntry, VideoGallery } from "../../features/videos/video-gallery";
import { readForm } from "../../lib/form-action.server";
import { requireAdmin } from "../../lib/guards.server";
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

/**
 * 'Endgültig löschen' of an admin (intent `delete-video`, field `key`; docs/product/site.md#video-gallery): the
 * role is checked here, the deletion is audited. Uploads stream to POST /api/videos with their progress.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { intent, fields } = await readForm(request);
  if (intent !== "delete-video") throw data(null, { status: 400 });
  const access = requireAdmin(context);
  try {
    await access.admin.deleteVideo(access.actor, fields.key ?? "");
    return { deleted: true };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data({ deleted: false }, { status: error.status });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Videogalerie – ${loaderData?.siteName ?? ""}` },
  { name: "description", content: "Videos rund um die private Krankenversicherung." },
];

export default function VideosPage() {
  const { videos, loadFailed, isAdmin } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const deletion = useFetcher<typeof action>();
  // The gallery waits for the answer of its deletion: settled once the fetcher is idle again (after the list
  // was loaded anew).
  const settle = useRef<((deleted: boolean) => void) | undefined>(undefined);
  useEffect(() => {
    if (deletion.state !== "idle" || !settle.current) return;
    settle.current(deletion.data?.deleted === true);
    settle.current = undefined;
  }, [deletion.state, deletion.data]);
  return (
    <VideoGallery
      videos={videos}
      loadFailed={loadFailed}
      isAdmin={isAdmin}
      onReload={() => revalidator.revalidate()}
      onDelete={(key) =>
        new Promise<boolean>((resolve) => {
          settle.current = resolve;
          deletion.submit({ intent: "delete-video", key }, { method: "post" });
        })
      }
    />
  );
}
