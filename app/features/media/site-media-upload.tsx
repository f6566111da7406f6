import { SITE_MEDIA_RULES, type SiteMediaSlot } from "../../../domain/media/site-media";
import { UploadPanel } from "../../components/upload-panel";

/**
 * Replaces the hero video or the sphere animation (admin; PUT /api/admin/site-media/<slot>). Meant for
 * /svadmin/appearance: the landing page plays the new file under the same address from the next request on.
 */
export function SiteMediaUpload({ slot, onUploaded }: { slot: SiteMediaSlot; onUploaded?: () => void }) {
  const rule = SITE_MEDIA_RULES[slot];
  return (
    <section aria-labelledby={`site-media-${slot}`} className="grid gap-3">
      <h3 id={`site-media-${slot}`} className="text-base font-semibold text-slate-900">
        {rule.label} ersetzen
      </h3>
      <UploadPanel
        label={`Neue Datei für ${rule.label}`}
        accept="video/mp4"
        hint="MP4, höchstens 100 MB. Die Datei ersetzt die bisherige sofort."
        url={`/api/admin/site-media/${slot}`}
        method="PUT"
        maxBytes={rule.maxBytes}
        onUploaded={() => onUploaded?.()}
      />
    </section>
  );
}
