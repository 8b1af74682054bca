import { company } from "../company";
import { contactLine, type LegalDocument } from "./types";

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  intro: `These terms govern your use of the ${company.name} website. By using it you agree to them. Our managed security services are provided under separate written agreements.`,
  sections: [
    {
      heading: "Use of the website",
      paragraphs: [
        "You may browse the website, request information and create an account for your own business purposes. You must not attempt to disrupt, probe or gain unauthorized access to the website or its infrastructure, or use it to send unsolicited messages.",
      ],
    },
    {
      heading: "Security research",
      paragraphs: [
        `We welcome responsible disclosure. If you believe you have found a vulnerability, report it to ${company.supportEmail} and give us reasonable time to fix it before any disclosure. Do not access or modify data that is not yours.`,
      ],
    },
    {
      heading: "Accounts",
      paragraphs: [
        "You are responsible for keeping your password confidential and for activity under your account. Tell us at once if you suspect unauthorized use. We may suspend accounts that breach these terms.",
      ],
    },
    {
      heading: "Content and intellectual property",
      paragraphs: [
        `The website's text, graphics and logos belong to ${company.legalName} or its licensors. Customer names and logos appear with permission and remain their owners' property.`,
      ],
    },
    {
      heading: "No professional advice",
      paragraphs: [
        "Information on this website is general and does not replace an assessment of your environment. Statistics describe our typical results and are not a guarantee for any individual engagement.",
      ],
    },
    {
      heading: "Liability",
      paragraphs: [
        "The website is provided as is. To the extent the law allows, we are not liable for indirect or consequential loss arising from its use. Nothing in these terms limits liability that cannot be limited by law.",
      ],
    },
    {
      heading: "Changes and governing law",
      paragraphs: [
        `We may update these terms; the date above shows the latest version. These terms are governed by the laws of the Commonwealth of Massachusetts. Questions? ${contactLine}`,
      ],
    },
  ],
};
