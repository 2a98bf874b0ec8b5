// A generated CSV as a download: private (a kitchen's numbers), never cached.
export function csvResponse(filename: string, csv: Buffer): Response {
  return new Response(new Uint8Array(csv), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Content-Length": String(csv.length),
      "Cache-Control": "private, no-store",
    },
  });
}
