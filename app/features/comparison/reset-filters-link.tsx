import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { resultsHref } from "./results-links";

/** 'Filter zurücksetzen': clears the filters in place; without JavaScript the link loads the unfiltered results. */
export function ResetFiltersLink({
  comparisonId,
  onReset,
  variant,
  className,
}: {
  comparisonId: string;
  onReset: () => void;
  variant?: "secondary";
  className?: string;
}) {
  return (
    <Button asChild variant={variant} className={className}>
      <Link
        to={resultsHref.results(comparisonId)}
        replace
        preventScrollReset
        onClick={(event) => {
          event.preventDefault();
          onReset();
        }}
      >
        Filter zurücksetzen
      </Link>
    </Button>
  );
}
