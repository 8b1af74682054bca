import {
  Activity,
  Boxes,
  BrainCircuit,
  Bug,
  ClipboardCheck,
  Cloud,
  Code,
  Container,
  Cpu,
  Database,
  Eye,
  FileCheck,
  Gauge,
  GitBranch,
  Globe,
  Handshake,
  Headset,
  KeyRound,
  Layers,
  Lock,
  Network,
  Radar,
  Route,
  Search,
  Server,
  ShieldCheck,
  Siren,
  Sparkles,
  Split,
  Target,
  Timer,
  Users,
  Waypoints,
  Workflow,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { MarketingIcon } from "~/content/marketing-types";

const icons: Record<MarketingIcon, LucideIcon> = {
  activity: Activity,
  boxes: Boxes,
  brain: BrainCircuit,
  bug: Bug,
  clipboard: ClipboardCheck,
  cloud: Cloud,
  code: Code,
  container: Container,
  cpu: Cpu,
  database: Database,
  eye: Eye,
  "file-check": FileCheck,
  gauge: Gauge,
  "git-branch": GitBranch,
  globe: Globe,
  handshake: Handshake,
  headset: Headset,
  key: KeyRound,
  layers: Layers,
  lock: Lock,
  network: Network,
  radar: Radar,
  route: Route,
  search: Search,
  server: Server,
  shield: ShieldCheck,
  siren: Siren,
  sparkles: Sparkles,
  split: Split,
  target: Target,
  timer: Timer,
  users: Users,
  waypoints: Waypoints,
  workflow: Workflow,
  zap: Zap,
};

/** A content icon in its tinted tile; decorative, the heading beside it carries the meaning. */
export function IconTile({ icon }: { icon: MarketingIcon }) {
  const Icon = icons[icon];
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary"
    >
      <Icon className="size-5" strokeWidth={2} />
    </span>
  );
}

export function MarketingIconGlyph({ icon, className }: { icon: MarketingIcon; className?: string }) {
  const Icon = icons[icon];
  return <Icon aria-hidden="true" className={className} />;
}
