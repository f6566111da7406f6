import { cn } from "../lib/cn";
import { Badge } from "./ui/badge";

/** The header's coming-soon badge (docs/product/overview.md: 'In Kürze Verfügbar'). */
export function ComingSoonBadge({ className }: { className?: string }) {
  return <Badge className={cn(className)}>In Kürze Verfügbar</Badge>;
}
