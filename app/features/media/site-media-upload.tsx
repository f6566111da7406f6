import { useId, useState } from "react";
import {
  LOGO_TOO_LARGE_MESSAGE,
  MAX_LOGO_BYTES,
  SITE_MEDIA_RULES,
  type SiteMediaSlot,
} from "../../../domain/media/site-media";
import { UploadPanel } from "../../components/upload-panel";
import { INSURER_LOGOS } from "./insurer-logos";

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

/**
 * Replaces a partner logo (admin; PUT /api/admin/site-media/partner-logo/<file>): PNG, at most 2 MB, under
 * the address of the insurer's mapped file. Meant for /svadmin/appearance.
 */
export function PartnerLogoUpload({ onUploaded }: { onUploaded?: () => void }) {
  const [file, setFile] = useState(INSURER_LOGOS[0]?.file ?? "");
  const selectId = useId();
  return (
    <section aria-labelledby={`${selectId}-heading`} className="grid gap-3">
      <h3 id={`${selectId}-heading`} className="text-base font-semibold text-slate-900">
        Partnerlogo ersetzen
      </h3>
      <div className="grid gap-1">
        <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
          Versicherer
        </label>
        <select
          id={selectId}
          value={file}
          onChange={(event) => setFile(event.currentTarget.value)}
          className="min-h-11 rounded-lg border border-slate-300 px-3 text-sm"
        >
          {INSURER_LOGOS.map((logo) => (
            <option key={logo.file} value={logo.file}>
              {logo.name}
            </option>
          ))}
        </select>
      </div>
      <UploadPanel
        key={file}
        label="Neues Logo (PNG)"
        accept="image/png"
        hint="PNG, höchstens 2 MB. Die Änderung ist spätestens nach einer Stunde überall sichtbar."
        url={`/api/admin/site-media/partner-logo/${encodeURIComponent(file)}`}
        method="PUT"
        maxBytes={MAX_LOGO_BYTES}
        tooLargeMessage={LOGO_TOO_LARGE_MESSAGE}
        againLabel="Anderes Logo hochladen"
        onUploaded={() => onUploaded?.()}
      />
    </section>
  );
}
