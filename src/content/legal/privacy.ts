import { company } from "../company";
import { accountRetention, applicationRetention, leadRetention, securityReportRetention } from "./retention";
import { contactLine, type LegalDocument } from "./types";

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  intro: `${company.legalName} ("${company.name}", "we") respects your privacy. This policy explains what personal data we collect through this website, why, and the choices you have.`,
  sections: [
    {
      heading: "Data we collect",
      list: [
        "Contact and demo requests: your name, business email, company, phone number, the service you are interested in and your message.",
        "Vulnerability reports: your email, the optional name or handle you give, and what you report.",
        "Job applications: the position, your name and email, the phone number, profile link and cover note you choose to add, and your CV. Only our HR staff (and our site administrators) can see them.",
        "Account data: your email address, an encrypted password hash, and the optional name and avatar you add to your profile.",
        "Technical data: your IP address and browser user agent, kept with form submissions to prevent abuse.",
        'With a demo request or contact message: how your visit began (the first page you opened, its campaign tags and the site that linked to it), the page you sent it from, the version of this policy shown beside the form, and whether you ticked "Send me security updates".',
        "Preferences: accessibility settings stored in your own browser, never sent to us.",
      ],
    },
    {
      heading: "How we use it",
      list: [
        "To answer your enquiry and, where you ask for it, schedule a demonstration.",
        "To consider your job application and contact you about it.",
        "To operate your account, including sign-in, password reset and security notices.",
        "To protect the website and our clients from spam, fraud and attacks.",
        "To meet legal obligations, such as record keeping and responding to lawful requests.",
      ],
    },
    {
      heading: "Legal bases",
      paragraphs: [
        "We process enquiry, job application and account data to take steps at your request before entering a contract, and technical data on the basis of our legitimate interest in keeping our services secure. Where the law requires consent, we ask for it and you may withdraw it at any time.",
      ],
    },
    {
      heading: "Sharing",
      paragraphs: [
        "We do not sell personal data. We share it only with processors that host our infrastructure, deliver email and keep our sales records (CRM) for us, under written agreements that require them to protect it, and with authorities where the law requires.",
      ],
    },
    {
      heading: "Retention",
      paragraphs: [`${leadRetention} ${securityReportRetention} ${applicationRetention} ${accountRetention}`],
    },
    {
      heading: "Security",
      paragraphs: [
        "Data is encrypted in transit and at rest, access is limited to staff who need it, and our own operations center monitors the systems that hold it.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        `Depending on where you live, you may ask to access, correct, delete or export your data, or object to or restrict its use. ${contactLine} You may also complain to your data protection authority.`,
      ],
    },
  ],
};
