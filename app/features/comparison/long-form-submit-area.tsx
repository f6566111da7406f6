import { Button } from "../../components/ui/button";
import { AgeNoticeDialog } from "./age-notice-dialog";
import { CalculationOverlay } from "./calculation-overlay";

/** The submit button, the age notice (docs/product/comparison.md#age-limit) and the overlay while the engine works. */
export function LongFormSubmitArea({
  submitting,
  ageDialogOpen,
  onCloseAgeDialog,
}: {
  submitting: boolean;
  ageDialogOpen: boolean;
  onCloseAgeDialog: () => void;
}) {
  return (
    <>
      <Button type="submit" size="lg" disabled={submitting} className="w-full md:w-auto">
        {submitting ? "Berechnung läuft..." : "Jetzt Tarife vergleichen"}
      </Button>
      <AgeNoticeDialog open={ageDialogOpen} onClose={onCloseAgeDialog} />
      {submitting && (
        <CalculationOverlay
          title="KI findet die besten Tarife für Sie"
          note="Dies kann bis zu 10 Sekunden dauern"
        />
      )}
    </>
  );
}
