import { escapeHtml } from "./escape";
import { passwordResetEmail } from "./password-reset";

test("escapeHtml escapes markup characters", () => {
  expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
    "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
  );
});

test("the reset email carries the link in both parts and escapes the name", () => {
  const url = "http://localhost:3000/login?resetToken=abc_DEF-123";
  const mail = passwordResetEmail({ firstName: "<b>Ann</b>", resetUrl: url });
  expect(mail.subject).toBe("Reset your Lakeshore Kitchen password");
  expect(mail.text).toContain(url);
  expect(mail.text).toContain("Hi <b>Ann</b>,");
  expect(mail.html).toContain(`href="${url}"`);
  expect(mail.html).toContain("&lt;b&gt;Ann&lt;/b&gt;");
  expect(mail.html).not.toContain("<b>Ann</b>");
});
