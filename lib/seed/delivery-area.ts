// The delivery area: nine cities and the forward sortation areas (first three postal characters)
// each one covers, from Canada Post's FSA list for the GTA.

export interface CitySeed {
  name: string;
  postalPrefixes: string[];
}

const list = (prefixes: string) => prefixes.split(/\s+/).filter(Boolean);

export const DELIVERY_CITIES: CitySeed[] = [
  {
    name: "Toronto",
    postalPrefixes: list(`
      M1B M1C M1E M1G M1H M1J M1K M1L M1M M1N M1P M1R M1S M1T M1V M1W M1X
      M2H M2J M2K M2L M2M M2N M2P M2R
      M3A M3B M3C M3H M3J M3K M3L M3M M3N
      M4A M4B M4C M4E M4G M4H M4J M4K M4L M4M M4N M4P M4R M4S M4T M4V M4W M4X M4Y
      M5A M5B M5C M5E M5G M5H M5J M5K M5L M5M M5N M5P M5R M5S M5T M5V M5X
      M6A M6B M6C M6E M6G M6H M6J M6K M6L M6M M6N M6P M6R M6S
      M8V M8W M8X M8Y M8Z
      M9A M9B M9C M9L M9M M9N M9P M9R M9V M9W
    `),
  },
  {
    name: "Mississauga",
    postalPrefixes: list(
      "L4T L4V L4W L4X L4Y L4Z L5A L5B L5C L5E L5G L5H L5J L5K L5L L5M L5N L5R L5T L5V L5W",
    ),
  },
  { name: "Oakville", postalPrefixes: list("L6H L6J L6K L6L L6M") },
  { name: "Brampton", postalPrefixes: list("L6P L6R L6S L6T L6V L6W L6X L6Y L6Z L7A") },
  { name: "Vaughan", postalPrefixes: list("L4H L4J L4K L4L L6A") },
  { name: "Richmond Hill", postalPrefixes: list("L4B L4C L4E L4S") },
  { name: "Markham", postalPrefixes: list("L3P L3R L3S L3T L6B L6C L6E L6G") },
  { name: "Pickering", postalPrefixes: list("L1V L1W L1X L1Y") },
  { name: "Ajax", postalPrefixes: list("L1S L1T L1Z") },
];
