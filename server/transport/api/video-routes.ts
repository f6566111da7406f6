import { Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import { AppError } from "../../../domain/errors/app-error";
import { isSiteMediaSlot } from "../../../domain/media/site-media";
import type { Database } from "../../adapters/db/client";
import type { Storage } from "../../adapters/storage/storage";
import { type AccountServices, requireViewer, type SignedInViewer } from "../../areas/accounts";
import type { UploadSource } from "../../areas/media";
import {
  deleteVideoAsAdmin,
  listGalleryVideos,
  replacePartnerLogo,
  replaceSiteMedia,
  uploadGalleryVideo,
} from "../../areas/media";
import { recordAudit } from "../../areas/site";

export interface VideoRoutesDeps {
  storage: Storage;
  services: Pick<AccountServices, "getViewer">;
  db: Database;
  now: () => number;
}

/** The upload's original file name (query `name`): what the name rule starts from. */
const uploadNameSchema = z.object({
  name: z
    .string({ error: "Bitte wählen Sie eine Datei aus." })
    .trim()
    .min(1, "Bitte wählen Sie eine Datei aus.")
    .max(255, "Der Dateiname ist zu lang."),
});

function uploadSource(request: Request): UploadSource {
  const declared = request.headers.get("content-length")?.trim();
  return {
    body: request.body,
    declaredLength: declared && /^\d+$/.test(declared) ? Number(declared) : undefined,
  };
}

type AdminEnv = { Variables: { admin: SignedInViewer } };

/**
 * The video gallery and the site media (docs/product/site.md#video-gallery, docs/decisions/019-video-uploads-and-media-storage.md),
 * mounted at /api: everyone past the gate lists the gallery; only admins upload, delete and replace the hero
 * video and the sphere. Admin rights are checked before a byte of an upload is read; an upload that is refused
 * answers with `Connection: close`, so the rest of a large body is not received.
 */
export function createVideoRoutes(deps: VideoRoutesDeps) {
  const app = new Hono<AdminEnv>();
  const requireAdmin: MiddlewareHandler<AdminEnv> = async (c, next) => {
    c.set("admin", requireViewer(await deps.services.getViewer(c.req.raw.headers), "admin"));
    await next();
  };
  const closeOnRefusal: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.res.status >= 400) c.res.headers.set("Connection", "close");
  };
  const actorOf = (admin: SignedInViewer) => ({ id: admin.userId, email: admin.email });

  app.get("/videos", async (c) => c.json({ videos: await listGalleryVideos(deps.storage) }));

  app.post("/videos", closeOnRefusal, requireAdmin, async (c) => {
    const parsed = uploadNameSchema.safeParse({ name: c.req.query("name") });
    if (!parsed.success) {
      throw new AppError("validation-failed", { detail: parsed.error.issues[0]?.message });
    }
    const video = await uploadGalleryVideo(deps.storage, uploadSource(c.req.raw), {
      originalName: parsed.data.name,
      now: deps.now(),
    });
    await recordAudit(deps.db, {
      actor: actorOf(c.get("admin")),
      action: "video.upload",
      subjectType: "video",
      subjectId: video.key,
      details: { size: video.size },
    });
    return c.json({ video }, 201);
  });

  app.delete("/videos/:key", requireAdmin, async (c) => {
    await deleteVideoAsAdmin(deps, actorOf(c.get("admin")), c.req.param("key"));
    return c.body(null, 204);
  });

  app.put("/admin/site-media/:slot", closeOnRefusal, requireAdmin, async (c) => {
    const slot = c.req.param("slot");
    if (!isSiteMediaSlot(slot)) throw new AppError("not-found");
    const replaced = await replaceSiteMedia(deps.storage, slot, uploadSource(c.req.raw));
    await recordAudit(deps.db, {
      actor: actorOf(c.get("admin")),
      action: "site-media.replace",
      subjectType: "site-media",
      subjectId: slot,
      details: { key: replaced.key, size: replaced.size },
    });
    return c.json({ media: replaced });
  });

  app.put("/admin/site-media/partner-logo/:file", closeOnRefusal, requireAdmin, async (c) => {
    const file = c.req.param("file");
    const replaced = await replacePartnerLogo(deps.storage, file, uploadSource(c.req.raw));
    await recordAudit(deps.db, {
      actor: actorOf(c.get("admin")),
      action: "site-media.replace",
      subjectType: "site-media",
      subjectId: `partner-logo/${file}`,
      details: { size: replaced.size },
    });
    return c.json({ media: replaced });
  });

  return app;
}
