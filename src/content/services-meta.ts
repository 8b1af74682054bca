// The meta description of /services, apart from the page copy so the route module stays light:
// only the lazily loaded page sections import services.ts.

export const servicesDescription =
  "SentinelForge services: managed SIEM/SOC, network and application security, cloud security and comprehensive cybersecurity programs, run by a 24/7 team.";
