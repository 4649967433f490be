import PDFDocument from 'pdfkit';
import { formatBillingDate, formatCents, SELLER } from '@northvault/contracts/billing';
import { PLANS } from '@northvault/contracts/plans';
import type { ReceiptRow } from '../payments/public';

/**
 * The receipt as a one-page PDF (docs/product/billing.md#receipts): the seller, the buyer, and the
 * facts of the charge. Built with pdfkit's standard Helvetica, so no font file ships with it.
 */
export function renderReceiptPdf(receipt: ReceiptRow): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Receipt ${receipt.number}`, Author: SELLER.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text(`Receipt ${receipt.number}`);
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  doc.text(SELLER.name).text(SELLER.website).text(SELLER.billingEmail);
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Billed to').font('Helvetica');
  doc.text(receipt.customerName).text(receipt.customerEmail);
  doc.moveDown();

  const facts: Array<[string, string]> = [
    ['Receipt number', receipt.number],
    ['Date', formatBillingDate(receipt.issuedAt)],
    ['Description', receipt.description],
    ['Plan', `${PLANS[receipt.planId].name} (monthly)`],
    ['Amount', `${formatCents(receipt.amountCents, receipt.currency)} ${receipt.currency}`],
    ['Status', receipt.status === 'paid' ? 'Paid' : receipt.status],
    ['Paid with', `${receipt.cardBrand} ending in ${receipt.cardLast4}`],
    ['Transaction', receipt.transactionId],
  ];
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  }
  doc.end();
  return done;
}
