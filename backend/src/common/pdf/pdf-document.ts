/**
 * A new PDFKit document. PDFKit (with fontkit) is loaded with the first one, not when the app starts
 * (docs/decisions.md, "Schwere Bibliotheken erst bei Bedarf").
 */
export async function newPdfDocument(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  const { default: PDFDocument } = await import('pdfkit');
  return new PDFDocument(options);
}
