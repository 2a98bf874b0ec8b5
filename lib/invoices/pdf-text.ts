// Reads back the text drawn into an uncompressed pdfkit PDF (standard fonts, WinAnsi), one entry
// per text run. For tests: it understands what pdfkit writes, not PDF in general.

const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: "\u20ac",
  0x85: "\u2026",
  0x91: "\u2018",
  0x92: "\u2019",
  0x93: "\u201c",
  0x94: "\u201d",
  0x95: "\u2022",
  0x96: "\u2013",
  0x97: "\u2014",
};

function decodeHex(hex: string): string {
  let out = "";
  for (let i = 0; i + 1 < hex.length; i += 2) {
    const code = parseInt(hex.slice(i, i + 2), 16);
    out += WIN_ANSI_HIGH[code] ?? String.fromCharCode(code);
  }
  return out;
}

/** The text runs of the document, in drawing order. */
export function pdfTextRuns(pdf: Buffer | Uint8Array): string[] {
  const source = Buffer.from(pdf).toString("latin1");
  const runs: string[] = [];
  // pdfkit writes each line as `[<hex> kern <hex> ...] TJ`.
  for (const match of source.matchAll(
    /\[((?:\s*(?:<[0-9a-fA-F]*>|-?\d+(?:\.\d+)?))*)\s*\]\s*TJ/g,
  )) {
    const parts = match[1].match(/<[0-9a-fA-F]*>/g) ?? [];
    runs.push(parts.map((p) => decodeHex(p.slice(1, -1))).join(""));
  }
  return runs;
}

/** All the text, one run per line. */
export function pdfText(pdf: Buffer | Uint8Array): string {
  return pdfTextRuns(pdf).join("\n");
}
