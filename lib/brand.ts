// Brand facts shown on screens and in mail; one place so a change reaches every page.

export const BRAND_NAME = "Lakeshore Kitchen";
/** The public site: the default of PUBLIC_URL, the address in links customers share. */
export const BRAND_SITE_URL = "https://lakeshorekitchen.ca";
export const SUPPORT_EMAIL = "hello@lakeshorekitchen.ca";
export const BUSINESS_ADDRESS = "120 Bremner Blvd, Toronto, ON M5J 0A8";
export const BRAND_TAGLINE = "Chef-cooked meals, delivered weekly across the Toronto region.";
