// Copy for /services: four benefits and the four service cards (names fixed by the spec, §2).
import type { ServicesPageContent } from "../marketing/types";
import { productPath } from "../products";
import { solutionPath } from "../solutions";

export const servicesPage: ServicesPageContent = {
  eyebrow: "Services",
  title: "Security services that run your defense, end to end",
  intro:
    "From a 24/7 security operations center to cloud and application protection, our services meet you where your risk is, and one team stays accountable for all of it.",
  atAGlance: [
    { value: "4", label: "Services that start alone and combine as you grow" },
    { value: "1", label: "Named security architect for every client" },
    { value: "Day 1", label: "Shared dashboards from the first day of service" },
  ],
  benefits: {
    eyebrow: "Why SentinelForge",
    title: "What every engagement includes",
    intro: "Whichever service you start with, you get the same team, the same standards and the same openness.",
    items: [
      {
        icon: "headset",
        title: "24/7 expert coverage",
        text: "Analysts in three follow-the-sun operations centers, so someone experienced is awake for every alert.",
      },
      {
        icon: "timer",
        title: "Minutes, not hours",
        text: "A 15-minute average response time on critical alerts, backed by playbooks agreed before anything happens.",
      },
      {
        icon: "eye",
        title: "Full transparency",
        text: "Shared dashboards, plain-language monthly reports and a record of every action we take in your environment.",
      },
      {
        icon: "handshake",
        title: "Your tools, your data",
        text: "We work with the technology you already own and hand over everything we build. No lock-in, ever.",
      },
    ],
  },
  services: {
    eyebrow: "Our services",
    title: "Four services, one operations team",
    intro:
      "Start with the service that matches your biggest risk and add others as you grow. Every service reports into the same SOC.",
  },
  serviceCards: [
    {
      icon: "radar",
      name: "SIEM/SOC",
      text: "Round-the-clock monitoring, investigation and response on a next-generation SIEM, run by our analysts on your telemetry.",
      features: ["24/7 monitoring", "Threat detection", "Incident response", "MITRE ATT&CK coverage", "Log retention"],
      links: [{ label: "Explore Next-Generation SIEM/SOC", href: solutionPath("next-generation-siem-soc") }],
    },
    {
      icon: "network",
      name: "Network and Application Security",
      text: "Firewalls, segmentation, web application firewalls and API protection, designed, deployed and operated by our engineers.",
      features: [
        "Next-generation firewalls",
        "Segmentation",
        "Web application firewall",
        "API security",
        "DDoS protection",
      ],
      links: [
        { label: "Explore Network Security", href: productPath("network-security") },
        { label: "Explore WAF & API Security", href: productPath("waf-api-security") },
      ],
    },
    {
      icon: "cloud",
      name: "Cloud Security",
      text: "Posture management, workload protection and identity security across AWS, Azure and Google Cloud, monitored 24/7.",
      features: ["Posture management", "Workload protection", "Identity and entitlements", "Kubernetes", "Compliance"],
      links: [
        { label: "Explore Cloud Security", href: solutionPath("cloud-security") },
        { label: "Explore Cloud-Native Protection", href: productPath("cloud-native-protection") },
      ],
    },
    {
      icon: "shield",
      name: "Comprehensive Cybersecurity",
      text: "A complete program: risk assessment, security architecture, managed detection and response, and an incident response retainer.",
      features: ["Risk assessment", "Security architecture", "Managed detection", "Incident response", "NIST CSF"],
      links: [{ label: "Explore Cybersecurity Solutions", href: solutionPath("cybersecurity-solutions") }],
    },
  ],
  closing: {
    title: "Not sure which service you need?",
    text: "Tell us about your environment and the risks that worry you most. A security architect will recommend a starting point within 24 hours.",
    actionLabel: "Talk to a security architect",
  },
};
