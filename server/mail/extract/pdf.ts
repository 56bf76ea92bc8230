/**
 * Text of PDF attachments with unpdf (pdf.js bundled for servers), bounded:
 * only files up to `maxPdfBytes` are opened and only the first
 * `maxPdfPages` pages read, so one newsletter cannot stall the worker.
 */
import { getDocumentProxy } from "unpdf";

export const maxPdfBytes = 10 * 1024 * 1024;
export const maxPdfPages = 20;

export type PdfText =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly reason: string };

export async function pdfText(content: Uint8Array): Promise<PdfText> {
  if (content.byteLength > maxPdfBytes) {
    return { ok: false, reason: `larger than ${maxPdfBytes / 1024 / 1024} MB` };
  }
  try {
    // pdf.js takes ownership of the buffer it is given; hand it a copy.
    const document = await getDocumentProxy(new Uint8Array(content), {
      stopAtErrors: false,
      verbosity: 0,
    });
    try {
      const pages: Array<string> = [];
      const count = Math.min(document.numPages, maxPdfPages);
      for (let number = 1; number <= count; number += 1) {
        const page = await document.getPage(number);
        const textContent = await page.getTextContent();
        let pageText = "";
        for (const item of textContent.items) {
          if ("str" in item) pageText += item.str + (item.hasEOL ? "\n" : "");
        }
        pages.push(pageText);
      }
      return { ok: true, text: pages.join("\n") };
    } finally {
      await document.cleanup();
    }
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
