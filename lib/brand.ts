// Brand facts shown on screens and in mail; one place so a change reaches every page.

export const BRAND_NAME = "Lakeshore Kitchen";
export const SUPPORT_EMAIL = "hello@lakeshorekitchen.ca";
export const BUSINESS_ADDRESS = "120 Bremner Blvd, Toronto, ON M5J 0A8";
export const BRAND_TAGLINE = "Chef-cooked meals, delivered weekly across the Toronto region.";
