import { company } from "./index";

/** schema.org Organization for the home page, built from the company settings. */
export function organizationJsonLd() {
  const url = company.siteUrl;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.name,
    legalName: company.legalName,
    url,
    logo: new URL("/apple-touch-icon.png", url).toString(),
    description: company.description,
    email: company.email,
    telephone: company.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: "US",
    },
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "sales",
        email: company.salesEmail,
        telephone: company.phone,
        areaServed: "Worldwide",
        availableLanguage: ["English"],
      },
      {
        "@type": "ContactPoint",
        contactType: "technical support",
        email: company.supportEmail,
        telephone: company.phone,
        hoursAvailable: "Mo-Su 00:00-23:59",
      },
    ],
    sameAs: company.social.map((s) => s.href),
  };
}
