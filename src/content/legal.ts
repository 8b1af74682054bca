import { company, formattedAddress } from "./company";

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: LegalSection[];
}

const contactLine = `Write to ${company.email}, or by post to ${company.legalName}, ${formattedAddress()}.`;

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  intro: `${company.legalName} ("${company.name}", "we") respects your privacy. This policy explains what personal data we collect through this website, why, and the choices you have.`,
  sections: [
    {
      heading: "Data we collect",
      list: [
        "Contact and demo requests: your name, business email, company, phone number, the service you are interested in and your message.",
        "Account data: your email address, an encrypted password hash, and the optional name and avatar you add to your profile.",
        "Technical data: your IP address and browser user agent, kept with form submissions to prevent abuse.",
        "Preferences: accessibility settings stored in your own browser, never sent to us.",
      ],
    },
    {
      heading: "How we use it",
      list: [
        "To answer your enquiry and, where you ask for it, schedule a demonstration.",
        "To operate your account, including sign-in, password reset and security notices.",
        "To protect the website and our clients from spam, fraud and attacks.",
        "To meet legal obligations, such as record keeping and responding to lawful requests.",
      ],
    },
    {
      heading: "Legal bases",
      paragraphs: [
        "We process enquiry and account data to take steps at your request before entering a contract, and technical data on the basis of our legitimate interest in keeping our services secure. Where the law requires consent, we ask for it and you may withdraw it at any time.",
      ],
    },
    {
      heading: "Sharing",
      paragraphs: [
        "We do not sell personal data. We share it only with processors that host our infrastructure and deliver email for us, under written agreements that require them to protect it, and with authorities where the law requires.",
      ],
    },
    {
      heading: "Retention",
      paragraphs: [
        "Enquiries are kept for up to 24 months after our last contact with you. Account data is kept while your account is open and deleted within 30 days after you close it, except where we must keep records longer by law.",
      ],
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

export const cookiePolicy: LegalDocument = {
  title: "Cookie Policy",
  intro: `This policy explains how the ${company.name} website uses cookies and similar browser storage. We keep it minimal: no advertising or cross-site tracking of any kind.`,
  sections: [
    {
      heading: "What we store",
      list: [
        "Sign-in session (local storage): keeps you signed in and refreshes your session securely. Set only when you sign in; removed when you sign out.",
        "Accessibility preferences (local storage): remembers high contrast, text size and reduced motion on this device.",
      ],
    },
    {
      heading: "What we do not use",
      paragraphs: [
        "We do not use analytics, advertising or social media tracking cookies, and we load no third-party scripts, fonts or images.",
      ],
    },
    {
      heading: "Your choices",
      paragraphs: [
        "You can clear this storage at any time in your browser settings. Clearing the session signs you out; clearing preferences returns the site to your device's defaults.",
      ],
    },
    {
      heading: "Contact",
      paragraphs: [contactLine],
    },
  ],
};
