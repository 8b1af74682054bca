import { company, formattedAddress } from "../company";

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

export const contactLine = `Write to ${company.email}, or by post to ${company.legalName}, ${formattedAddress()}.`;
