import type { Database } from "../../adapters/db/client";
import type { Storage } from "../../adapters/storage/storage";
import { type AuditActor, recordAudit } from "../site";
import { deleteGalleryVideo } from "./video-gallery";

/**
 * An admin deletes a gallery video (docs/product/site.md#video-gallery): the file goes and the audit log records
 * who. Throws `file-not-found` for anything that is not a gallery upload. Used by DELETE /api/videos/{key} and the
 * route action of /videos.
 */
export async function deleteVideoAsAdmin(
  deps: { storage: Storage; db: Database },
  admin: AuditActor,
  key: string,
): Promise<void> {
  await deleteGalleryVideo(deps.storage, key);
  await recordAudit(deps.db, { actor: admin, action: "video.delete", subjectType: "video", subjectId: key });
}
