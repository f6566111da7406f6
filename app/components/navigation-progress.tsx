import { useNavigation } from "react-router";

/** 'Laden...' while a navigation is pending (docs/product/overview.md#routes). */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <div
      role="status"
      aria-live="polite"
      // Below the sticky header, never on the logo.
      className="fixed top-20 left-1/2 z-50 -translate-x-1/2 rounded-full bg-primary-900 px-4 py-1.5 text-sm font-medium text-white shadow-lg"
    >
      Laden...
    </div>
  );
}
