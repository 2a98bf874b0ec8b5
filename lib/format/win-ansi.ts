// pdfkit's standard fonts (Helvetica, no font files) draw only WinAnsi characters: anything else
// comes out as a wrong glyph. Names typed by customers and chefs are brought into that set:
// letters the set lacks lose their accent ("Łódź" reads "Lódz"), the rest becomes "?".

// pdfkit's own WinAnsi map beyond Latin-1 (the printable 0x20-0x7E and 0xA0-0xFF are as-is).
const EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const LETTER_LIKE: Record<string, string> = { Ł: "L", ł: "l", Đ: "D", đ: "d", ı: "i", "−": "-" };

const drawable = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || EXTRA.has(char);
};

export function toWinAnsi(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    if (drawable(char)) out += char;
    else if (/\s/.test(char)) out += " ";
    else {
      const plain = (LETTER_LIKE[char] ?? char).normalize("NFD").replace(/\p{M}/gu, "");
      out += [...plain].every(drawable) && plain !== "" ? plain : "?";
    }
  }
  return out;
}
